// Mirrors: SwiftUI.DefaultCombiningAnimation (internal)
// Status: Complete (at most 32 entries; finished entries dropped; Docs/Divergences.md)

import Foundation

/// Runs animations that did not merge side by side on one attribute and combines their effects
/// (§2.3).
///
/// Entry *i* animates from the combined output of the entries before it towards its cumulative
/// target (every delta up to and including its own), so motion stays continuous and, once the
/// older entries finish, the result is the plain sum of their effects. The whole animation
/// finishes when its newest entry does; an entry that finished fixes the output at its target,
/// so it and everything older are dropped. At most `maximumEntries` run at once: adding one more
/// completes the oldest at once (its effect jumps to its target).
package struct DefaultCombiningAnimation: CustomAnimation {
  /// One combined animation and the time, relative to the animator's start, at which it joined.
  package struct Entry: Hashable, Sendable {
    package var animation: Animation
    package var start: TimeInterval
  }

  /// The running animations, oldest first.
  package private(set) var entries: [Entry]

  /// The most animations combined on one attribute at once.
  package static let maximumEntries = 32

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var state = context.state[State<V>.self]
    guard state.targets.count == entries.count, !entries.isEmpty else { return nil }
    let time = time.sanitizedTime
    var (result, first) = state.start
    var newestFinished = false
    var newestLogicallyComplete = false
    for index in first..<entries.count {
      let isNewest = index == entries.count - 1
      var inner = context.withState(state.states[index])
      let offset = entries[index].animation.animate(
        value: state.targets[index] - result, time: time - entries[index].start,
        context: &inner)
      if let offset {
        result += offset
        state.states[index] = inner.state
      } else {
        result = state.targets[index]
        state.finished = index
        newestFinished = isNewest
      }
      if isNewest { newestLogicallyComplete = inner.isLogicallyComplete }
    }
    if newestLogicallyComplete { context.isLogicallyComplete = true }
    if newestFinished { return nil }
    context.state[State<V>.self] = state
    return result
  }

  /// The sum of the running entries' velocities, or `nil` if none of them reports one.
  ///
  /// This is exact once older entries have finished and an approximation while they overlap.
  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let state = context.state[State<V>.self]
    guard state.targets.count == entries.count else { return nil }
    var total: V?
    var (result, first) = state.start
    for index in first..<entries.count {
      let entryTime = time.sanitizedTime - entries[index].start
      let inner = context.withState(state.states[index])
      let remaining = state.targets[index] - result
      if let velocity = entries[index].animation.velocity(
        value: remaining, time: entryTime, context: inner)
      {
        total = (total ?? .zero) + velocity
      }
      result = state.targets[index]
    }
    return total
  }
}

// MARK: - Combining

extension DefaultCombiningAnimation {
  /// Adds `animation` with its `delta` to the running `previous`, returning the combined
  /// animation and its state.
  ///
  /// `interval` is the sum of deltas `previous` animates (its `value`), `time` the seconds since
  /// the animator started.
  package static func combining<V: VectorArithmetic>(
    previous: Animation, state previousState: AnimationState<V>, interval: V,
    with animation: Animation, delta: V, at time: TimeInterval
  ) -> (Animation, AnimationState<V>) {
    var combined: DefaultCombiningAnimation
    var state: State<V>
    if let running = previous.base as? DefaultCombiningAnimation {
      combined = running
      state = previousState[State<V>.self]
      combined.dropFinished(&state)
    } else {
      combined = DefaultCombiningAnimation(entries: [Entry(animation: previous, start: 0)])
      state = State()
      state.targets = [interval]
      state.states = [previousState]
    }
    combined.entries.append(Entry(animation: animation, start: time.sanitizedTime))
    state.targets.append(interval + delta)
    state.states.append(AnimationState())
    while combined.entries.count > maximumEntries {
      state.base = state.targets.removeFirst()
      state.states.removeFirst()
      combined.entries.removeFirst()
    }
    var result = AnimationState<V>()
    result[State<V>.self] = state
    return (Animation(combined), result)
  }

  /// Drops entries up to the newest finished one: the output no longer depends on them.
  private mutating func dropFinished<V>(_ state: inout State<V>) {
    guard let finished = state.finished, finished < entries.count else { return }
    state.base = state.targets[finished]
    entries.removeFirst(finished + 1)
    state.targets.removeFirst(finished + 1)
    state.states.removeFirst(finished + 1)
    state.finished = nil
  }
}

// MARK: - State

extension DefaultCombiningAnimation {
  fileprivate struct State<V: VectorArithmetic>: AnimationStateKey {
    /// The output before the first entry (the target of entries already dropped).
    var base: V = .zero
    /// Each entry's cumulative target.
    var targets: [V] = []
    /// Each entry's own animation state.
    var states: [AnimationState<V>] = []
    /// The newest entry known to have finished, if any.
    var finished: Int?

    /// The output before the first entry still running, and that entry's index.
    var start: (V, Int) {
      guard let finished else { return (base, 0) }
      return (targets[finished], finished + 1)
    }

    static var defaultValue: Self { Self() }
  }
}
