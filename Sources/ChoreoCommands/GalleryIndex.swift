import ChoreoRender
import Foundation

/// The `index.html` of an exported gallery: each choreography's name, summary and animation.
enum GalleryIndex {
  /// How the page shows an exported `file` (already escaped) in `format`: an image, a video,
  /// a link to a player page, or a link to a folder of frames.
  private static func media(
    file: String, name: String, _ choreography: Choreography, _ format: Exporter.Format
  ) -> String {
    let width = String(format: "%g", Double(choreography.size.width))
    switch format {
    case .gif, .apng:
      return "<img src=\"\(file)\" alt=\"\(name)\" width=\"\(width)\">"
    case .mp4, .webm:
      return "<video src=\"\(file)\" width=\"\(width)\" autoplay loop muted playsinline></video>"
    case .html:
      return "<a href=\"\(file)\">player</a>"
    case .png, .svg:
      return "<a href=\"\(file)/\">frames</a>"
    }
  }

  static func html(_ entries: [(Choreography, String)], format: Exporter.Format) -> String {
    var body = ""
    for (choreography, file) in entries {
      let name = Markup.escaped(choreography.name)
      let media = Self.media(file: Markup.escaped(file), name: name, choreography, format)
      body += """
          <section>
            <h2>\(name)</h2>
            <p>\(Markup.escaped(choreography.summary))</p>
            \(media)
          </section>

        """
    }
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
        <meta charset="utf-8">
        <title>Choreo gallery</title>
        <style>
          body { font-family: system-ui, sans-serif; margin: 2em; background: #f4f4f6; }
          section { display: inline-block; vertical-align: top; margin: 0 1.5em 1.5em 0; }
          img { background: white; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.2); }
        </style>
      </head>
      <body>
        <h1>Choreo gallery</h1>
      \(body)</body>
      </html>

      """
  }
}
