import Foundation

/// An animatable attribute: its model value and the animator, if any, moving its presentation.
///
/// The view layer keeps one per animatable attribute. A change with an animated transaction
/// starts an animator, or merges or combines into the running one; a change without an
/// animation moves the model and shifts a running animation by the same amount, as SwiftUI does.
package struct AnimatedValue<Value: VectorArithmetic> {
  /// The value after the latest change.
  package private(set) var model: Value
  /// The running animator, or `nil` when the presentation equals the model.
  package private(set) var animator: Animator<Value>?

  package init(_ model: Value) {
    self.model = model
  }

  /// Whether an animation is running.
  package var isAnimating: Bool { animator != nil }

  /// Sets the model to `newValue` at `time`, animating with the transaction's animation if any
  /// (or tracking velocity, see `Transaction.effectiveAnimation`).
  ///
  /// An unchanged value starts nothing. The transaction's completion listeners are attached to
  /// the animation.
  package mutating func setModel(
    _ newValue: Value, transaction: Transaction, at time: TimeInterval,
    environment: EnvironmentValues? = nil
  ) {
    guard newValue != model else { return }
    let delta = newValue - model
    model = newValue
    guard let animation = transaction.effectiveAnimation else { return }
    let listeners = transaction.animationListeners
    if animator != nil {
      animator?.add(
        animation: animation, delta: delta, time: time, environment: environment,
        listeners: listeners)
    } else {
      animator = Animator(
        animation: animation, delta: delta, time: time, environment: environment,
        listeners: listeners)
    }
  }

  /// The value shown at `time`; advances the animator and drops it once finished.
  @_specialize(exported:true,kind:full,where Value == Double)
  @_specialize(exported:true,kind:full,where Value == CGFloat)
  @_specialize(exported:true,kind:full,where Value == AnimatablePoint)
  @_specialize(exported:true,kind:full,where Value == AnimatableRect)
  package mutating func presentation(at time: TimeInterval) -> Value {
    advance(to: time).value
  }

  /// The value shown at `time`, and whether an animator still runs; advances the animator and
  /// drops it once finished.
  ///
  /// Callers in other modules ask this rather than `isAnimating` after `presentation(at:)`:
  /// checking the optional animator there copies it through generic value witnesses.
  @_specialize(exported:true,kind:full,where Value == Double)
  @_specialize(exported:true,kind:full,where Value == CGFloat)
  @_specialize(exported:true,kind:full,where Value == AnimatablePoint)
  @_specialize(exported:true,kind:full,where Value == AnimatableRect)
  package mutating func advance(to time: TimeInterval) -> (value: Value, isAnimating: Bool) {
    // Optional chaining mutates the animator in place; copying it would cost more than a tick.
    if let offset = animator?.offset(at: time), let interval = animator?.interval {
      return (model - interval + offset, true)
    }
    animator = nil
    return (model, false)
  }

  /// Stops any animation: the presentation jumps to the model and waiting listeners fire.
  package mutating func removeAnimations() {
    animator?.cancel()
    animator = nil
  }
}
