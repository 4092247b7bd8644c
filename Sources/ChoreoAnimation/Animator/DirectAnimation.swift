import Foundation

/// The engine's most common animations as their own types, for the call an animator makes at
/// every frame.
///
/// Through `Animation`, that call opens the existential and enters the animation's unspecialized
/// `animate`, which picks a specialized version at run time; called on its own type, the
/// animation is specialized with the animator and its `animate` inlined.
enum DirectAnimation {
  case fluidSpring(FluidSpringAnimation)
  /// `Animation.default`, which runs `DefaultAnimation.spring`.
  case defaultSpring
  /// Boxed: a curve is several times larger than the other cases, and every frame copies the
  /// case it switches on whole. In a box of its own type, so that a tick can hint its address
  /// before it reads it (`storageAddress`).
  case bezier(BezierBox)
  /// A spring's motion alone, a little over half its size: the largest case sets the size of
  /// every animator's, and puts the case's tag after it.
  case spring(SpringAnimation.Motion)
  /// Any other animation, called through `Animation`.
  case none

  init(_ animation: Animation) {
    switch animation.base {
    case let spring as FluidSpringAnimation: self = .fluidSpring(spring)
    case is DefaultAnimation: self = .defaultSpring
    case let bezier as BezierAnimation: self = .bezier(BezierBox(bezier))
    case let spring as SpringAnimation: self = .spring(spring.motion)
    default: self = .none
    }
  }

  /// The address of the heap storage the animation reads at every frame apart from its
  /// animator's, if it has any: a curve's box.
  var storageAddress: UnsafeRawPointer? {
    guard case .bezier(let box) = self else { return nil }
    return UnsafeRawPointer(Unmanaged.passUnretained(box).toOpaque())
  }
}

/// A curve animation, boxed for `DirectAnimation.bezier`.
final class BezierBox: Sendable {
  let animation: BezierAnimation

  init(_ animation: BezierAnimation) {
    self.animation = animation
  }
}
