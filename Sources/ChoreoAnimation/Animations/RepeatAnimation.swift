// Mirrors: SwiftUI.RepeatAnimation (internal)
// Status: Complete

import Foundation

/// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)` (§1.7).
///
/// Each play gets a fresh base state and starts on the frame the previous play finished. With
/// `autoreverses`, odd plays return `value − base`, running backwards. When the count is reached
/// it returns `nil` and the value shows its new state. It is logically complete only then.
package struct RepeatAnimation: CustomAnimation {
  package let base: Animation
  /// The number of plays (reversals included), or `nil` to repeat forever; 0 finishes at once.
  package let repeatCount: Int?
  package let autoreverses: Bool

  package init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
    self.base = base
    self.repeatCount = repeatCount.map { Swift.max(0, $0) }
    self.autoreverses = autoreverses
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if let repeatCount, repeatCount == 0 { return nil }
    let time = time.sanitizedTime
    var state = context.state[State<V>.self]
    let reversed = autoreverses && state.index % 2 == 1
    var inner = context.withState(state.baseState)
    if let offset = base.animate(value: value, time: time - state.offset, context: &inner) {
      state.baseState = inner.state
      context.state[State<V>.self] = state
      return reversed ? value - offset : offset
    }
    state.index += 1
    if let repeatCount, state.index >= repeatCount { return nil }
    state.offset = time
    state.baseState = AnimationState()
    context.state[State<V>.self] = state
    return reversed ? .zero : value
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let state = context.state[State<V>.self]
    let inner = context.withState(state.baseState)
    let velocity = base.velocity(
      value: value, time: time.sanitizedTime - state.offset, context: inner)
    let reversed = autoreverses && state.index % 2 == 1
    return reversed ? velocity.map { .zero - $0 } : velocity
  }
}

// MARK: - State

extension RepeatAnimation {
  fileprivate struct State<V: VectorArithmetic>: AnimationStateKey {
    var index = 0
    var offset: TimeInterval = 0
    var baseState = AnimationState<V>()

    static var defaultValue: Self { Self() }
  }
}
