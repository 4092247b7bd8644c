import Foundation

/// The animatable data of a `CGPoint` or `CGSize`: two components.
package typealias AnimatablePoint = AnimatablePair<CGFloat, CGFloat>

/// The animatable data of a `CGRect` (origin, then size): how leaf frames animate (§0).
package typealias AnimatableRect = AnimatablePair<AnimatablePoint, AnimatablePoint>
