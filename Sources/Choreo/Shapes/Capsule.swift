// Mirrors: SwiftUI.Capsule
// Status: Complete (`.continuous` corners are drawn circular)

import Foundation

/// A rounded rectangle whose corner radius is half its shorter side, filling the frame of the
/// view containing it.
///
/// ```swift
/// Capsule().fill(.green).frame(width: 120, height: 40)
/// ```
@frozen
public struct Capsule: InsettableShape {
  /// How the ends are drawn.
  public var style: RoundedCornerStyle

  /// Creates a capsule.
  @inlinable
  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  /// The capsule that fills `rect`.
  public func path(in rect: CGRect) -> Path {
    Self.path(in: rect, style: style)
  }

  /// `.fixed`.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  /// The capsule with each edge moved inwards by `amount` points.
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(style: style, amount: amount)
  }

  /// A capsule inset from its frame.
  @frozen
  public struct _Inset: InsettableShape {
    /// How the ends are drawn.
    public var style: RoundedCornerStyle
    /// How far each edge moves inwards, in points.
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
      ShapeInset.rect(rect, by: amount).map { Capsule.path(in: $0, style: style) } ?? Path()
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    public func inset(by amount: CGFloat) -> _Inset {
      _Inset(style: style, amount: self.amount + amount)
    }

    /// The inset amount.
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }
  }

  static func path(in rect: CGRect, style: RoundedCornerStyle) -> Path {
    let r = rect.standardized
    let radius = min(r.width, r.height) / 2
    return Path(roundedRect: r, cornerRadius: radius, style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule that fills its frame.
  public static var capsule: Capsule { Capsule() }

  /// A capsule with `style` ends that fills its frame.
  public static func capsule(style: RoundedCornerStyle) -> Capsule {
    Capsule(style: style)
  }
}
