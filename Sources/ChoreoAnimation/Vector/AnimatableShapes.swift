import Foundation

/// The animatable data of a `CGPoint` or `CGSize`: two components.
package typealias AnimatablePoint = AnimatablePair<CGFloat, CGFloat>

/// The animatable data of a `CGRect` (origin, then size): how leaf frames animate (§0).
package typealias AnimatableRect = AnimatablePair<AnimatablePoint, AnimatablePoint>

// Mirrors: SwiftUI's Animatable conformances of CGPoint, CGSize and CGRect.

extension CGPoint: Animatable {
  /// `x` and `y`, unscaled.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// `width` and `height`, unscaled.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The origin, then the size, unscaled: how leaf frames animate (§0).
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}
