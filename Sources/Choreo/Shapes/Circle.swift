// Mirrors: SwiftUI.Circle
// Status: Complete

import Foundation

/// A circle centred in the frame of the view containing it, its diameter the frame's shorter
/// side.
///
/// As a view it asks for a square: the shorter side of the proposal (10 for an unspecified
/// side), as SwiftUI's does since iOS 16.
///
/// ```swift
/// Circle().fill(.red).frame(width: 100, height: 60)  // a 60-point circle in the middle
/// ```
@frozen
public struct Circle: InsettableShape {
  /// Creates a circle.
  @inlinable
  public init() {}

  /// The circle centred in `rect` whose diameter is `rect`'s shorter side.
  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: Self.square(in: rect))
  }

  /// `.fixed`.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  /// A square of the proposal's shorter side (10 for an unspecified side).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = ShapeSizing.filling(proposal)
    let side = min(size.width, size.height)
    return CGSize(width: side, height: side)
  }

  /// The circle with its radius reduced by `amount` points.
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(amount: amount)
  }

  /// A circle inset from its frame.
  @frozen
  public struct _Inset: InsettableShape {
    /// How far the edge moves inwards, in points.
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
      ShapeInset.rect(Circle.square(in: rect), by: amount).map { Path(ellipseIn: $0) } ?? Path()
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
      Circle().sizeThatFits(proposal)
    }

    public func inset(by amount: CGFloat) -> _Inset {
      _Inset(amount: self.amount + amount)
    }

    /// The inset amount.
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }
  }

  /// The square centred in `rect` whose side is `rect`'s shorter side.
  static func square(in rect: CGRect) -> CGRect {
    let r = rect.standardized
    let side = min(r.width, r.height)
    return CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
  }
}

extension Shape where Self == Circle {
  /// A circle centred in its frame.
  public static var circle: Circle { Circle() }
}
