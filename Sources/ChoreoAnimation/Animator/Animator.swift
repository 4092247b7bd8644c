// Mirrors: SwiftUI.AnimatorState (internal)
// Status: Partial (elapsed = now − begin time, without SwiftUI's frame re-basing and catch-up
//         limit; Docs/Divergences.md)

import Foundation

/// The running animation of one animatable attribute.
///
/// It turns model changes made under animated transactions into presentation offsets over time,
/// the way SwiftUI's animatable attributes do (§0, §2):
///
/// - It animates `interval`, the sum of every delta it was given. At time `t` the attribute shows
///   `model − interval + offset(at: t)`, so an offset of `.zero` is the value before the first
///   change and `interval` the current model value.
/// - A second change while running asks the new animation `shouldMerge(previous:…)`. If it
///   agrees it takes over the running animation's state and elapsed time (a spring keeps its
///   velocity); otherwise both run and their effects combine (`DefaultCombiningAnimation`).
/// - Completion listeners from transactions fire at logical completion or at removal. When an
///   animation is merged or combined away, its logical listeners keep following it (a fork), so
///   they still fire when it would have completed logically.
///
/// Time is `now − beginTime`, read from the caller's virtual clock; nothing reads the wall clock.
/// An animation that returns NaN or an infinite value is treated as finished.
package struct Animator<Value: VectorArithmetic> {
  // Stored in the order a frame reads them, the animation itself last: a tick of thousands of
  // animators is bound by the cache lines each one touches, and Swift lays fields out in
  // declaration order.

  /// The time of the first change, on the caller's clock (of the first change after a restart,
  /// see `add(animation:delta:time:environment:listeners:)`).
  package private(set) var beginTime: TimeInterval
  /// Whether the current animation has reported logical completion.
  package private(set) var isLogicallyComplete = false
  /// Whether the animator has finished and fired its listeners.
  package private(set) var isFinished = false
  /// The sum of the deltas this animator animates.
  package private(set) var interval: Value
  /// Completion bookkeeping, read and written through `completions`; `nil` (nothing to copy or
  /// retain) for the common animator that has no completion handlers.
  ///
  /// Boxed, and never changed in place, so that copies of the animator stay independent: a
  /// frame checks it for every animator, and unboxed its three arrays would take two more
  /// words between the fields a frame reads.
  private var completionsBox: CompletionsBox?
  /// `animation` as its own type, if it is one of the common ones.
  private var direct: DirectAnimation
  /// The animation's state and environment, kept from one frame to the next: making a context
  /// at every frame would retain the environment and move the state in and out of it.
  private var context: AnimationContext<Value>
  /// The animation running now (a `DefaultCombiningAnimation` while several combine).
  package private(set) var animation: Animation {
    didSet { direct = DirectAnimation(animation) }
  }

  /// Starts `animation` on a change of `delta` made at `time`.
  ///
  /// Each listener is told an animation was added and will hear of its completion according to
  /// its criteria.
  package init(
    animation: Animation, delta: Value, time: TimeInterval,
    environment: EnvironmentValues? = nil, listeners: [AnimationListener] = []
  ) {
    self.animation = animation
    self.direct = DirectAnimation(animation)
    self.interval = delta
    self.beginTime = time.finite(or: 0)
    self.context = AnimationContext(environment: environment)
    register(listeners)
  }

  /// Adds a change of `delta` made at `time` with `animation`, merging or combining it with the
  /// running one.
  ///
  /// On a finished animator the change starts afresh, as a new animator would: `beginTime`
  /// becomes `time`, the state is reset and `interval` becomes `delta` (a finished animator
  /// already shows its model), so neither the animation nor its listeners are lost.
  package mutating func add(
    animation newAnimation: Animation, delta: Value, time: TimeInterval,
    environment: EnvironmentValues? = nil, listeners: [AnimationListener] = []
  ) {
    guard !isFinished else {
      self = Animator(
        animation: newAnimation, delta: delta, time: time,
        environment: environment ?? context.storedEnvironment, listeners: listeners)
      return
    }
    let elapsed = elapsed(at: time)
    if let logical = completions?.logical, !logical.isEmpty {
      let fork = Fork(
        animation: animation, state: context.state, interval: interval, listeners: logical)
      completions?.forks.append(fork)
      completions?.logical = []
    }
    if let environment { context.storedEnvironment = environment }
    var merging = context
    merging.isLogicallyComplete = false
    if newAnimation.shouldMerge(
      previous: animation, value: interval, time: elapsed, context: &merging)
    {
      animation = newAnimation
      context.state = merging.state
    } else {
      (animation, context.state) = DefaultCombiningAnimation.combining(
        previous: animation, state: context.state, interval: interval,
        with: newAnimation, delta: delta, at: elapsed)
    }
    interval += delta
    isLogicallyComplete = false
    register(listeners)
  }

  /// The offset along `interval` at `time`, or `nil` once the animation has finished.
  ///
  /// Finishing fires every listener still waiting. Call it with non-decreasing times.
  @_specialize(exported:true,kind:full,where Value == Double)
  @_specialize(exported:true,kind:full,where Value == CGFloat)
  @_specialize(exported:true,kind:full,where Value == AnimatablePoint)
  @_specialize(exported:true,kind:full,where Value == AnimatableRect)
  package mutating func offset(at time: TimeInterval) -> Value? {
    guard !isFinished else { return nil }
    let elapsed = elapsed(at: time)
    if completions?.forks.isEmpty == false { advanceForks(to: elapsed) }
    // Each frame's context starts logically incomplete, as a fresh one would.
    context.isLogicallyComplete = false
    let offset = animate(at: elapsed)
    if context.isLogicallyComplete, !isLogicallyComplete {
      isLogicallyComplete = true
      if var pending = completions {
        completions = nil
        Self.complete(&pending.logical)
        completions = pending
      }
    }
    guard let offset, offset.magnitudeSquared.isFinite else {
      finish()
      return nil
    }
    return offset
  }

  /// Where the animator's animation keeps what it reads at every frame outside the animator,
  /// if anywhere: a frame's tick over thousands of animators hints it ahead of time (it is
  /// only an address, and goes stale when the animation changes).
  package var storageAddress: UnsafeRawPointer? { direct.storageAddress }

  /// The animation's offset `elapsed` seconds after the start, through the animation's own type
  /// when it is a common one.
  @inline(__always)
  private mutating func animate(at elapsed: TimeInterval) -> Value? {
    switch direct {
    case .fluidSpring(let spring):
      spring.animate(value: interval, time: elapsed, context: &context)
    case .defaultSpring:
      DefaultAnimation.spring.animate(value: interval, time: elapsed, context: &context)
    case .bezier(let box):
      box.animation.animate(value: interval, time: elapsed, context: &context)
    case .spring(let motion): motion.animate(value: interval, time: elapsed, context: &context)
    case .none: animation.animate(value: interval, time: elapsed, context: &context)
    }
  }

  /// The velocity of the presentation (units per second) at `time`, if the animation knows it.
  package func velocity(at time: TimeInterval) -> Value? {
    guard !isFinished else { return nil }
    var context = self.context
    context.isLogicallyComplete = false
    return animation.velocity(value: interval, time: elapsed(at: time), context: context)
  }

  /// Stops the animation because its attribute went away: every listener still waiting fires
  /// now, logical ones first.
  package mutating func cancel() {
    finish()
  }

  /// When the animation will finish, or `nil` if it still runs `limit` seconds later.
  ///
  /// A copy without listeners runs from `time` on frames `step` seconds apart, counted from
  /// the animation's start, until it finishes; then the frame where it did is halved until
  /// the end is known to a microsecond. A `repeatForever` has no end.
  ///
  /// The end found does not depend on `time`, as long as it comes after it and the frames
  /// shown so far fell on the same grid. Complexity: O(limit / step) evaluations.
  package func estimatedEnd(
    from time: TimeInterval, step: TimeInterval = 1.0 / 60, limit: TimeInterval = 60
  ) -> TimeInterval? {
    guard !isFinished else { return time }
    var running = self
    running.completions = nil
    var runningTime = time.finite(or: beginTime)
    // The probes fall on frames counted from the animation's start, not from `time`: a
    // repeat starts each play on the frame where the last one ended (§1.7), so frames
    // counted from `time` would move the end with the moment it is asked.
    var frame = ((runningTime - beginTime) / step).rounded(.down) + 1
    let lastFrame = frame + (limit / step).rounded(.up)
    while frame <= lastFrame {
      var probe = running
      let probeTime = beginTime + frame * step
      if probe.offset(at: probeTime) == nil {
        return Self.end(after: running, at: runningTime, before: probeTime)
      }
      (running, runningTime) = (probe, probeTime)
      frame += 1
    }
    return nil
  }

  /// Where `running`, still running at `start`, finishes before `finished`: found by halving
  /// the interval, each probe a copy of the last running state (an animation's state only
  /// moves forward), until the ends are 0.1 µs apart or no double lies between them.
  private static func end(
    after running: Animator, at start: TimeInterval, before finished: TimeInterval
  ) -> TimeInterval {
    var running = running
    var (low, high) = (start, finished)
    while high - low > 1e-7 {
      let middle = (low + high) / 2
      // Far from zero (a clock in seconds since 1970) the two ends may be neighbouring
      // doubles before they are 0.1 µs apart: the halving can go no finer.
      guard middle > low, middle < high else { break }
      var probe = running
      if probe.offset(at: middle) == nil {
        high = middle
      } else {
        (running, low) = (probe, middle)
      }
    }
    return high
  }

  /// The number of animations combined on this attribute right now.
  package var combinedCount: Int {
    (animation.base as? DefaultCombiningAnimation)?.entries.count ?? 1
  }
}

// MARK: - Listeners

extension Animator {
  /// An animation that was merged or combined away, still followed for its logical completion.
  private struct Fork {
    var animation: Animation
    var state: AnimationState<Value>
    var interval: Value
    var listeners: [AnimationListener]
  }

  private func elapsed(at time: TimeInterval) -> TimeInterval {
    (time.finite(or: beginTime) - beginTime).sanitizedTime
  }

  /// What an animator with completion handlers keeps besides its animation.
  private struct Completions {
    var logical: [AnimationListener] = []
    var removal: [AnimationListener] = []
    var forks: [Fork] = []
  }

  private final class CompletionsBox {
    let completions: Completions

    init(_ completions: Completions) {
      self.completions = completions
    }
  }

  /// The completion bookkeeping, out of its box; setting it boxes a new value.
  private var completions: Completions? {
    get { completionsBox?.completions }
    set { completionsBox = newValue.map(CompletionsBox.init) }
  }

  private mutating func register(_ listeners: [AnimationListener]) {
    guard !listeners.isEmpty else { return }
    var completions = self.completions ?? Completions()
    self.completions = nil
    for listener in listeners {
      listener.animationAdded()
      if listener.criteria == .removed {
        completions.removal.append(listener)
      } else {
        completions.logical.append(listener)
      }
    }
    self.completions = completions
  }

  private mutating func advanceForks(to elapsed: TimeInterval) {
    guard var completions else { return }
    self.completions = nil
    var running: [Fork] = []
    for var fork in completions.forks {
      var context = self.context.withState(fork.state)
      let offset = fork.animation.animate(value: fork.interval, time: elapsed, context: &context)
      if offset == nil || context.isLogicallyComplete {
        Self.complete(&fork.listeners)
      } else {
        fork.state = context.state
        running.append(fork)
      }
    }
    completions.forks = running
    self.completions = completions
  }

  private mutating func finish() {
    guard !isFinished else { return }
    isFinished = true
    isLogicallyComplete = true
    guard var completions else { return }
    self.completions = nil
    for index in completions.forks.indices { Self.complete(&completions.forks[index].listeners) }
    Self.complete(&completions.logical)
    Self.complete(&completions.removal)
  }

  private static func complete(_ listeners: inout [AnimationListener]) {
    let waiting = listeners
    listeners = []
    for listener in waiting { listener.animationCompleted() }
  }
}
