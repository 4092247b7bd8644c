/// The SF-Symbols-style images Choreo draws itself, as paths in a unit square.
///
/// Only a small set exists (the ones the seed articles use and a few more); other names draw a
/// labelled placeholder.
enum SymbolCatalog {
  /// The path of `name` in `rect`, or `nil` for a symbol Choreo does not have.
  static func path(named name: String, in rect: CGRect) -> Path? {
    guard let draw = symbols[name] else { return nil }
    var path = Path()
    draw(&path)
    let scale = CGAffineTransform(scaleX: rect.width, y: rect.height)
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
    return path.applying(scale)
  }

  /// The names of every symbol Choreo draws.
  static var names: [String] { symbols.keys.sorted() }

  private static func chevron(_ points: [CGPoint]) -> @Sendable (inout Path) -> Void {
    { path in
      path.addLines(points)
      path = path.strokedPath(StrokeStyle(lineWidth: 0.12, lineCap: .round, lineJoin: .round))
    }
  }

  private static let heart: @Sendable (inout Path) -> Void = { path in
    path.move(to: CGPoint(x: 0.5, y: 0.9))
    path.addCurve(
      to: CGPoint(x: 0.05, y: 0.35), control1: CGPoint(x: 0.2, y: 0.7),
      control2: CGPoint(x: 0.05, y: 0.55))
    path.addArc(
      center: CGPoint(x: 0.275, y: 0.33), radius: 0.225, startAngle: .degrees(180),
      endAngle: .degrees(0), clockwise: false)
    path.addArc(
      center: CGPoint(x: 0.725, y: 0.33), radius: 0.225, startAngle: .degrees(180),
      endAngle: .degrees(0), clockwise: false)
    path.addCurve(
      to: CGPoint(x: 0.5, y: 0.9), control1: CGPoint(x: 0.95, y: 0.55),
      control2: CGPoint(x: 0.8, y: 0.7))
    path.closeSubpath()
  }

  private static let symbols: [String: @Sendable (inout Path) -> Void] = [
    "heart.fill": heart,
    "heart": { path in
      heart(&path)
      path = path.strokedPath(StrokeStyle(lineWidth: 0.08, lineJoin: .round))
    },
    "chevron.left": chevron([
      CGPoint(x: 0.65, y: 0.15), CGPoint(x: 0.3, y: 0.5), CGPoint(x: 0.65, y: 0.85),
    ]),
    "chevron.right": chevron([
      CGPoint(x: 0.35, y: 0.15), CGPoint(x: 0.7, y: 0.5), CGPoint(x: 0.35, y: 0.85),
    ]),
    "chevron.up": chevron([
      CGPoint(x: 0.15, y: 0.65), CGPoint(x: 0.5, y: 0.3), CGPoint(x: 0.85, y: 0.65),
    ]),
    "chevron.down": chevron([
      CGPoint(x: 0.15, y: 0.35), CGPoint(x: 0.5, y: 0.7), CGPoint(x: 0.85, y: 0.35),
    ]),
    "xmark": { path in
      path.move(to: CGPoint(x: 0.2, y: 0.2))
      path.addLine(to: CGPoint(x: 0.8, y: 0.8))
      path.move(to: CGPoint(x: 0.8, y: 0.2))
      path.addLine(to: CGPoint(x: 0.2, y: 0.8))
      path = path.strokedPath(StrokeStyle(lineWidth: 0.12, lineCap: .round))
    },
    "line.3.horizontal": { path in
      for y in [0.25, 0.5, 0.75] {
        path.move(to: CGPoint(x: 0.12, y: y))
        path.addLine(to: CGPoint(x: 0.88, y: y))
      }
      path = path.strokedPath(StrokeStyle(lineWidth: 0.1, lineCap: .round))
    },
    "sun.max": { path in
      path.addEllipse(in: CGRect(x: 0.3, y: 0.3, width: 0.4, height: 0.4))
      var rays = Path()
      for index in 0..<8 {
        let angle = Double(index) * .pi / 4
        rays.move(to: CGPoint(x: 0.5 + 0.32 * cos(angle), y: 0.5 + 0.32 * sin(angle)))
        rays.addLine(to: CGPoint(x: 0.5 + 0.46 * cos(angle), y: 0.5 + 0.46 * sin(angle)))
      }
      path.addPath(rays.strokedPath(StrokeStyle(lineWidth: 0.07, lineCap: .round)))
    },
    "moon": { path in
      path.addArc(
        center: CGPoint(x: 0.5, y: 0.5), radius: 0.4, startAngle: .degrees(300),
        endAngle: .degrees(60), clockwise: true)
      path.addArc(
        center: CGPoint(x: 0.7, y: 0.5), radius: 0.35, startAngle: .degrees(55),
        endAngle: .degrees(305), clockwise: false)
      path.closeSubpath()
    },
    "hand.wave": { path in
      path.addRoundedRect(
        in: CGRect(x: 0.25, y: 0.4, width: 0.5, height: 0.5),
        cornerSize: CGSize(width: 0.2, height: 0.2))
      for (index, x) in [0.27, 0.4, 0.53, 0.66].enumerated() {
        let top = [0.15, 0.08, 0.1, 0.2][index]
        path.addRoundedRect(
          in: CGRect(x: x, y: top, width: 0.1, height: 0.5 - top),
          cornerSize: CGSize(width: 0.05, height: 0.05))
      }
    },
  ]
}
