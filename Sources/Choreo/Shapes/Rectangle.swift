// Mirrors: SwiftUI.Rectangle
// Status: Complete

import Foundation

/// A rectangle that fills the frame of the view containing it.
///
/// ```swift
/// Rectangle().fill(.blue).frame(width: 100, height: 50)
/// ```
@frozen
public struct Rectangle: InsettableShape {
  /// Creates a rectangle.
  @inlinable
  public init() {}

  /// `rect` itself.
  public func path(in rect: CGRect) -> Path {
    Path(rect)
  }

  /// `.fixed`: a rectangle looks the same mirrored.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  /// The rectangle with each edge moved inwards by `amount` points.
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(amount: amount)
  }

  /// A rectangle inset from its frame.
  @frozen
  public struct _Inset: InsettableShape {
    /// How far each edge moves inwards, in points.
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
      ShapeInset.rect(rect, by: amount).map { Path($0) } ?? Path()
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

extension Shape where Self == Rectangle {
  /// A rectangle that fills its frame.
  public static var rect: Rectangle { Rectangle() }
}
