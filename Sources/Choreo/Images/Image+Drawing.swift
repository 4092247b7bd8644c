import Foundation

extension Image {
  /// What the image draws in `rect` (its frame in its own coordinates) in `environment`.
  ///
  /// Symbols and images registered as drawings are paths filled with the foreground style; a
  /// PNG is its file, filling the frame as `resizable(capInsets:resizingMode:)` asks (stretched
  /// whole by default); an unknown name is a grey crossed box.
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
    return .shape(Self.placeholder(in: rect))
  }

  /// A grey box with a cross: what an unknown image draws.
  static func placeholder(in rect: CGRect) -> ShapeDrawing {
    var path = Path(rect.insetBy(dx: 0.5, dy: 0.5))
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.move(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    return ShapeDrawing(
      geometry: .stroke(path, StrokeStyle(lineWidth: 1), antialiased: true),
      paint: .color(Color.gray.resolve(in: EnvironmentValues())), paintBounds: rect)
  }
}
