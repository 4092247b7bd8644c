import Foundation

extension Image {
  /// What the image draws in `rect` (its frame in its own coordinates) in `environment`.
  ///
  /// Symbols and images registered as drawings are paths filled with the foreground style; a
  /// PNG is its file, filling the frame as `resizable(capInsets:resizingMode:)` asks (stretched
  /// whole by default); an unknown name is a grey box labelled with the name.
  package func content(in rect: CGRect, environment: EnvironmentValues) -> DisplayList.Content {
    let paint = ForegroundStyle().resolvePaint(in: environment)
    switch source {
    case .symbol(let name):
      if let path = SymbolCatalog.path(named: name, in: rect) {
        return .shape(
          ShapeDrawing(geometry: .fill(path, FillStyle()), paint: paint, paintBounds: rect))
      }
    case .named(let name):
      switch ImageRegistry.shared.entry(named: name) {
      case .png(let url, let naturalSize)?:
        return .image(
          DisplayList.ImageContent(
            name: name, file: url.path, size: rect.size, naturalSize: naturalSize,
            resizing: resizing))
      case .shape(_, let draw)?:
        return .shape(
          ShapeDrawing(geometry: .fill(draw(rect), FillStyle()), paint: paint, paintBounds: rect))
      case nil:
        break
      }
    }
    return .shape(Self.placeholder(in: rect, label: name, environment: environment))
  }

  /// What an unknown image draws: a grey box outlined in `rect`, with `label` (its name)
  /// written small across the middle, cut at the box's width; only the box if the box is too
  /// small to read a label in.
  ///
  /// One filled path, box and glyphs together, so that every renderer draws it as one shape.
  static func placeholder(
    in rect: CGRect, label: String, environment: EnvironmentValues
  ) -> ShapeDrawing {
    var path = Path(rect.insetBy(dx: 0.5, dy: 0.5)).strokedPath(StrokeStyle(lineWidth: 1))
    let fontSize = min(10, rect.height * 0.4)
    if fontSize >= 4, rect.width > 8, !label.isEmpty {
      var textEnvironment = environment
      textEnvironment.font = .system(size: fontSize)
      textEnvironment.lineLimit = 1
      let layout = Text(verbatim: label).layout(
        for: ProposedViewSize(width: rect.width - 4, height: nil), in: textEnvironment)
      let origin = CGPoint(
        x: rect.midX - layout.size.width / 2, y: rect.midY - layout.size.height / 2)
      for run in layout.runs {
        for (glyph, position) in zip(run.glyphs, run.positions) {
          guard let outline = FontCache.shared.outline(of: glyph, fontFile: run.fontFile) else {
            continue
          }
          let at = CGPoint(x: origin.x + position.x, y: origin.y + position.y)
          path.append(outline.elements(size: run.fontSize, at: at))
        }
      }
    }
    return ShapeDrawing(
      geometry: .fill(path, FillStyle()),
      paint: .color(Color.gray.resolve(in: EnvironmentValues())), paintBounds: rect)
  }
}
