// Mirrors: SwiftUI.Ellipse
// Status: Complete

import Foundation

/// An ellipse that fills the frame of the view containing it.
///
/// ```swift
/// Ellipse().stroke(.green, lineWidth: 2).frame(width: 120, height: 60)
/// ```
@frozen
public struct Ellipse: InsettableShape {
  /// Creates an ellipse.
  @inlinable
  public init() {}

  /// The ellipse that fills `rect`.
  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect)
  }

  /// `.fixed`.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  /// The ellipse with each radius reduced by `amount` points.
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(amount: amount)
  }

  /// An ellipse inset from its frame.
  @frozen
  public struct _Inset: InsettableShape {
    /// How far the edge moves inwards, in points.
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
      ShapeInset.rect(rect, by: amount).map { Path(ellipseIn: $0) } ?? Path()
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    public func inset(by amount: CGFloat) -> _Inset {
      _Inset(amount: self.amount + amount)
    }

    /// The inset amount.
    public var animatableData: CGFloat {
      get { amount }
      set { amount = newValue }
    }
  }
}

extension Shape where Self == Ellipse {
  /// An ellipse that fills its frame.
  public static var ellipse: Ellipse { Ellipse() }
}
