// Mirrors: SwiftUI.RoundedRectangle
// Status: Complete (`.continuous` corners are drawn circular)

import Foundation

/// A rectangle with rounded corners that fills the frame of the view containing it.
///
/// Corners too big for the rectangle shrink, keeping their proportions, until they fit in half
/// its width and height, so a radius of half the shorter side or more (∞ included) gives a
/// capsule; negative or NaN corner sizes give square corners. It animates its `cornerSize`.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16).fill(.blue.gradient)
/// ```
@frozen
public struct RoundedRectangle: InsettableShape {
  /// The width and height of the corners, in points.
  public var cornerSize: CGSize
  /// How the corners are drawn.
  public var style: RoundedCornerStyle

  /// A rounded rectangle with corners `cornerSize.width` wide and `cornerSize.height` tall.
  @inlinable
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// A rounded rectangle with corners of `cornerRadius`.
  @inlinable
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// The rounded rectangle that fills `rect`.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  /// `.fixed`.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

  /// The corner size.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(cornerSize.width, cornerSize.height) }
    set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
  }

  /// The rounded rectangle with each edge moved inwards by `amount`, its corners shrunk by
  /// as much (never below zero).
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(base: self, amount: amount)
  }

  /// A rounded rectangle inset from its frame.
  @frozen
  public struct _Inset: InsettableShape {
    /// The rounded rectangle before the inset.
    public var base: RoundedRectangle
    /// How far each edge moves inwards, in points.
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
      let amount = amount.isFinite ? amount : 0
      let corner = CGSize(
        width: max(0, base.cornerSize.width - amount),
        height: max(0, base.cornerSize.height - amount))
      guard let inset = ShapeInset.rect(rect, by: amount) else { return Path() }
      return Path(roundedRect: inset, cornerSize: corner, style: base.style)
    }

    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    public func inset(by amount: CGFloat) -> _Inset {
      _Inset(base: base, amount: self.amount + amount)
    }

    /// The corner size and the inset amount.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, CGFloat> {
      get { AnimatablePair(base.animatableData, amount) }
      set {
        base.animatableData = newValue.first
        amount = newValue.second
      }
    }
  }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners of `cornerRadius`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle with rounded corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
