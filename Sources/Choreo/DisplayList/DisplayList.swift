import Foundation

/// What a host shows at one instant: every drawing view, in drawing order, with its
/// presented frame, transform, opacity and content.
///
/// A flat value, made by `ViewHost.displayList`; renderers draw it and tests compare it. Its
/// `description` is a stable text dump, one line per item.
///
/// ```swift
/// host.advance(by: 0.25)
/// print(host.displayList)
/// ```
public struct DisplayList: Sendable, Equatable, CustomStringConvertible {
  /// The host's size, in points.
  public let size: CGSize
  /// The items, back to front.
  package var items: [Item]

  /// One drawing view.
  package struct Item: Sendable, Equatable {
    /// The view's identity path.
    package var path: String
    /// The view's accessibility identifier, if its modifier chain has one.
    package var identifier: String?
    /// Where the view is laid out (its presented frame), in host coordinates.
    package var frame: CGRect
    /// Maps host coordinates to where they are shown.
    package var transform: CGAffineTransform
    /// The product of the opacities above the view, 0…1.
    package var opacity: Double
    /// The sum of the blur radii above the view, in points.
    package var blurRadius: CGFloat
    /// The shadows above the view, innermost first.
    package var shadows: [Shadow]
    /// Whether the view is transitioning out.
    package var isRemoving: Bool
    /// What it draws, in its own coordinates (origin at its frame's top-leading corner).
    package var content: Content
  }

  /// What an item draws.
  package enum Content: Sendable, Equatable {
    /// A filled or stroked path (shapes, colours, style layers).
    case shape(ShapeDrawing)
    /// Laid-out text in a paint.
    case text(TextLayout, ResolvedPaint)
    /// An image from the registry or the built-in symbols, by name.
    case image(String)
  }

  /// A shadow with its colour resolved.
  package struct Shadow: Sendable, Equatable {
    var color: Color.Resolved
    var radius: CGFloat
    var offset: CGSize
  }

  public var description: String {
    var lines = ["DisplayList \(Self.format(size.width)) × \(Self.format(size.height))"]
    for item in items {
      var line = "\(item.path)"
      if let identifier = item.identifier { line += " #\(identifier)" }
      line += " frame \(Self.format(item.frame))"
      if item.transform != .identity {
        let t = item.transform
        line +=
          " transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.format).joined(separator: " "))]"
      }
      if item.opacity != 1 { line += " opacity \(Self.format(item.opacity))" }
      if item.blurRadius != 0 { line += " blur \(Self.format(item.blurRadius))" }
      if !item.shadows.isEmpty { line += " shadows \(item.shadows.count)" }
      if item.isRemoving { line += " removing" }
      switch item.content {
      case .shape(let drawing):
        line += " shape \(drawing.paint)"
      case .text(let layout, _):
        line += " text \"\(layout.lines.map(\.text).joined(separator: "\\n"))\""
      case .image(let name):
        line += " image \(name)"
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private static func format(_ value: CGFloat) -> String { format(Double(value)) }

  private static func format(_ rect: CGRect) -> String {
    "(\([rect.minX, rect.minY, rect.width, rect.height].map(format).joined(separator: ", ")))"
  }
}
