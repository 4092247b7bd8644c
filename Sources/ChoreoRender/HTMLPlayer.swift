import Foundation

/// Writes frames as one self-contained HTML page that plays them.
///
/// The page needs no network and no other file: its style, its script and every frame are
/// inside it. It shows one frame at a time at `size` CSS pixels, with play/pause, a speed
/// choice (0.25×, 0.5×, 1×, 2×), single-frame steps back and forward, a scrubber over the
/// frames showing the time in seconds and the frame number (from 0), and a loop switch (on by
/// default). Keys: space plays or pauses, ← and → step one frame. Frame k shows at
/// `k / framesPerSecond` seconds.
///
/// Each frame is an `<img>` holding a base64 `data:` URI (`image/svg+xml` or `image/png`),
/// listed in order inside `<div id="stage">`. For hundreds of frames this is cheaper than
/// inline SVG: the page parses one element per frame rather than every frame's tree of paths,
/// each frame keeps its own `id` namespace (two frames' gradients or clips cannot collide),
/// and base64 holds no `<` or `&`, so no frame content can close an element of the page
/// early. It costs a third more bytes than the frames themselves.
///
/// Only the first frame's URI is in `src`; the others are in `data-src`, and the script moves
/// them to `src` one second of frames ahead of the frame shown. Browsers load `data:` images
/// while they parse the page, so 600 frames of 15 KB of SVG each held the page blank for 4 s
/// in headless Chromium; loaded as playback reaches them, the page is ready in a fraction of
/// a second and keeps only the frames shown so far decoded. Without JavaScript the page shows
/// the first frame.
///
/// The page is polyglot XHTML: it parses as HTML and as XML (script and style sit in commented
/// `CDATA` sections). The title is escaped as text, and characters XML forbids (control
/// characters other than tab, line feed and carriage return, U+FFFE, U+FFFF) become U+FFFD.
/// The same input always gives the same bytes.
///
/// ```swift
/// let frames = (0..<60).map { frame -> HTMLPlayer.Frame in
///   host.advance(to: Double(frame) / 30)
///   return .svg(SVGRenderer().render(host.displayList))
/// }
/// let page = try HTMLPlayer(title: "Card flip", size: host.size).render(frames)
/// try page.write(to: URL(fileURLWithPath: "flip.html"), atomically: true, encoding: .utf8)
/// ```
public struct HTMLPlayer: Sendable {
  /// One frame of the animation.
  public enum Frame: Sendable, Equatable {
    /// A standalone SVG document, as `SVGRenderer` writes it.
    case svg(String)
    /// A PNG file's bytes.
    case png(Data)
  }

  /// The page's title, shown as its heading and in the browser's tab.
  public var title: String
  /// Frames per second at 1× speed, positive and finite.
  public var framesPerSecond: Double
  /// The size frames are shown at, in CSS pixels; both sides positive and finite.
  ///
  /// Frames whose own size differs are scaled to fit, keeping their aspect ratio.
  public var size: CGSize

  /// The highest frame rate a page plays at: far above any screen's, and low enough that the
  /// page's frame arithmetic stays finite.
  public static let maximumFrameRate: Double = 1_000

  /// A player titled `title` showing frames at `size` CSS pixels, `framesPerSecond` at 1×.
  public init(title: String = "Choreo", framesPerSecond: Double = 30, size: CGSize) {
    self.title = title
    self.framesPerSecond = framesPerSecond
    self.size = size
  }

  /// The page playing `frames` in order, as HTML text (UTF-8 when written out).
  ///
  /// - Throws: `HTMLPlayerError.noFrames`, `HTMLPlayerError.invalidFrameRate` for a rate that
  ///   is not positive or is above `maximumFrameRate`, `HTMLPlayerError.invalidSize` for a
  ///   side that is not positive and finite, `HTMLPlayerError.notPNG` for a `.png` frame
  ///   without the PNG signature.
  ///
  /// Complexity: O(n) in the total size of the frames.
  public func render(_ frames: [Frame]) throws(HTMLPlayerError) -> String {
    guard !frames.isEmpty else { throw .noFrames }
    guard framesPerSecond > 0, framesPerSecond <= Self.maximumFrameRate else {
      throw .invalidFrameRate(framesPerSecond)
    }
    let width = Double(size.width)
    let height = Double(size.height)
    guard width.isFinite, height.isFinite, width > 0, height > 0 else {
      throw .invalidSize(width: width, height: height)
    }
    for (index, frame) in frames.enumerated() {
      if case .png(let data) = frame, !data.starts(with: Self.pngSignature) {
        throw .notPNG(index: index)
      }
    }
    let title = Markup.escaped(title)
    var page = ""
    page.reserveCapacity(
      8_192 + frames.reduce(0) { total, frame in total + 4 * frame.byteCount / 3 + 64 })
    page += "<!DOCTYPE html>\n"
    page += "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
    page += "<meta charset=\"utf-8\"/>\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
    page += "<meta name=\"generator\" content=\"Choreo\"/>\n"
    page += "<title>\(title)</title>\n"
    page += "<style>/*<![CDATA[*/\n\(Self.style)/*]]>*/</style>\n"
    page += "</head>\n<body>\n<main>\n<h1>\(title)</h1>\n"
    page += "<div id=\"stage\" data-fps=\"\(framesPerSecond)\" "
    page += "style=\"width: \(Self.pixels(width))px; height: \(Self.pixels(height))px\">\n"
    for (index, frame) in frames.enumerated() {
      let source = index == 0 ? "class=\"current\" src" : "data-src"
      page += "<img alt=\"frame \(index)\" \(source)=\"\(frame.dataURI)\"/>\n"
    }
    page += "</div>\n"
    page += controls(frameCount: frames.count)
    page += "</main>\n<script>//<![CDATA[\n\(Self.script)//]]></script>\n</body>\n</html>\n"
    return page
  }

  /// The page playing SVG documents in order; see `render(_:)`.
  public func render(svg documents: [String]) throws(HTMLPlayerError) -> String {
    try render(documents.map { .svg($0) })
  }

  // MARK: - Private

  private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The control bar: ids `back`, `play`, `forward`, `scrubber`, `time`, `speed`, `loop`.
  private func controls(frameCount: Int) -> String {
    let speeds = [("0.25", "0.25×"), ("0.5", "0.5×"), ("1", "1×"), ("2", "2×")]
    var html = "<div id=\"controls\">\n<div class=\"row\">\n"
    html += "<button type=\"button\" id=\"back\" title=\"Previous frame (←)\">◂ Frame</button>\n"
    html += "<button type=\"button\" id=\"play\" title=\"Play or pause (space)\">Play</button>\n"
    html += "<button type=\"button\" id=\"forward\" title=\"Next frame (→)\">Frame ▸</button>\n"
    html += "<label>Speed <select id=\"speed\">"
    for (value, label) in speeds {
      let selected = value == "1" ? " selected=\"selected\"" : ""
      html += "<option value=\"\(value)\"\(selected)>\(label)</option>"
    }
    html += "</select></label>\n"
    html += "<label><input type=\"checkbox\" id=\"loop\" checked=\"checked\"/> Loop</label>\n"
    html += "</div>\n<div class=\"row\">\n"
    html += "<input type=\"range\" id=\"scrubber\" aria-label=\"Frame\" min=\"0\" "
    html += "max=\"\(frameCount - 1)\" step=\"1\" value=\"0\"/>\n"
    html += "<output id=\"time\" for=\"scrubber\">0.000 s · frame 0 of \(frameCount)</output>\n"
    html += "</div>\n"
    html += "</div>\n"
    return html
  }

  /// A CSS length in pixels, with at most three decimals.
  private static func pixels(_ value: Double) -> String {
    SVGNumberFormatter.string(value) ?? "0"
  }
}

extension HTMLPlayer.Frame {
  /// The frame as a base64 `data:` URI.
  fileprivate var dataURI: String {
    switch self {
    case .svg(let document):
      return "data:image/svg+xml;base64," + Data(document.utf8).base64EncodedString()
    case .png(let data):
      return "data:image/png;base64," + data.base64EncodedString()
    }
  }

  /// The frame's size in bytes before encoding.
  fileprivate var byteCount: Int {
    switch self {
    case .svg(let document): return document.utf8.count
    case .png(let data): return data.count
    }
  }
}
