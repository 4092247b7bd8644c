import ChoreoRender
import Foundation

/// The `index.html` of an exported gallery: each choreography's name, summary and animation.
enum GalleryIndex {
  static func html(_ entries: [(Choreography, String)], format: Exporter.Format) -> String {
    var body = ""
    for (choreography, file) in entries {
      let name = Markup.escaped(choreography.name)
      let media =
        format == .gif
        ? "<img src=\"\(Markup.escaped(file))\" alt=\"\(name)\" width=\"\(Int(choreography.size.width))\">"
        : "<a href=\"\(Markup.escaped(file))/\">frames</a>"
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
