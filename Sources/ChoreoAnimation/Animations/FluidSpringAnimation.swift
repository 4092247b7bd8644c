// Mirrors: SwiftUI.FluidSpringAnimation (internal)
// Status: Complete (step counting, clock jumps and the damping cap differ; Docs/Divergences.md)

import Foundation

/// The persistent spring behind `spring(response:dampingFraction:blendDuration:)`, `.smooth`,
/// `.snappy`, `.bouncy`, `.interactiveSpring` and `Animation.default` (§1.5).
///
/// It is integrated numerically with velocity Verlet at a fixed step of 1/300 s, so its motion is
/// the same whatever the frame rate. It always merges: a new fluid spring takes over the running
/// animation's position and velocity, and blends a change of response over `blendDuration`.
/// It is logically complete `response` seconds after it started (or took over) and finishes
/// when speed and acceleration are both at most 0.06 and the remaining distance is within 1 % of
/// the change.
package struct FluidSpringAnimation: CustomAnimation {
  /// Seconds; 0 when the requested response was not positive and finite (the stiffest spring).
  package let response: Double
  /// 1 is critically damped; never negative or NaN.
  package let dampingFraction: Double
  /// Seconds; never negative or NaN.
  package let blendDuration: Double

  package init(response: Double, dampingFraction: Double, blendDuration: Double) {
    self.response = response.isFinite && response > 0 ? response : 0
    self.dampingFraction = dampingFraction.isNaN ? 1 : Swift.max(0, dampingFraction)
    self.blendDuration = blendDuration.isFinite && blendDuration > 0 ? blendDuration : 0
  }

  /// The integration step, in seconds.
  package static let stepDuration: Double = 1.0 / 300
  /// The stiffness cap; a zero response requests an infinitely stiff spring and gets this.
  package static let maximumStiffness: Double = 45_000
  /// The largest damping coefficient integrated: 1.98 / step, inside the step's stability limit
  /// of 2 / step.
  package static let maximumDamping: Double = 1.98 * 300
  /// At most this many steps (10 minutes of motion) are integrated by one evaluation; a longer
  /// jump of the clock skips the motion in between.
  package static let maximumStepsPerEvaluation = 300 * 600

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    step(towards: value, until: time, context: &context)
  }

  /// `animate(value:time:context:)`'s work, kept out of it: a `State<V>` local there would
  /// have its generic metadata looked up at every call, before the call is handed to a
  /// specialized version.
  @inline(never)
  private func step<V: VectorArithmetic>(
    towards value: V, until time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let time = time.sanitizedTime
    guard time.isFinite else { return nil }
    // Integrated on a copy: the state stays as it was when the spring finishes.
    var state = context.state.fluidSpring
    let finished = integrate(&state, towards: value, until: time)
    if time - state.startTime >= response {
      context.isLogicallyComplete = true
    }
    if finished { return nil }
    context.state.fluidSpring = state
    return state.position
  }

  @_specialize(exported:false,kind:full,where V == Double)
  @_specialize(exported:false,kind:full,where V == CGFloat)
  @_specialize(exported:false,kind:full,where V == AnimatablePoint)
  @_specialize(exported:false,kind:full,where V == AnimatableRect)
  package func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    context.state.fluidSpring.velocity
  }

  /// Always takes over, starting from `previous`'s position and velocity.
  package func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    let time = time.sanitizedTime.finite(or: 0)
    let previousSpring = Self.fluidSpring(in: previous)
    let previousResponse = previousSpring?.effectiveResponse(
      at: time, state: context.state.fluidSpring)
    var next = State<V>()
    if let position = previous.animate(value: value, time: time, context: &context) {
      next.position = position
      next.velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
    } else {
      next.position = value
    }
    next.steps = Self.steps(covering: time)
    if !next.position.magnitudeSquared.isFinite || !next.velocity.magnitudeSquared.isFinite {
      next.position = value
      next.velocity = .zero
    }
    next.startTime = time
    if let previousResponse, previousResponse != response, blendDuration > 0 {
      next.blend = Blend(fromResponse: previousResponse, start: time)
    }
    context.state = AnimationState()
    context.state.fluidSpring = next
    return true
  }
}

// MARK: - Integration

extension FluidSpringAnimation {
  /// Integrates `state` towards `target` up to `time`; returns whether the spring came to rest.
  private func integrate<V: VectorArithmetic>(
    _ state: inout State<V>, towards target: V, until time: Double
  ) -> Bool {
    let h = Self.stepDuration
    var wanted = Self.steps(covering: time)
    if wanted - state.steps > Self.maximumStepsPerEvaluation {
      state.steps = wanted - Self.maximumStepsPerEvaluation
    }
    wanted = Swift.max(wanted, state.steps)
    var (k, c) = coefficients(at: Double(state.steps) * h, blend: state.blend)
    let targetSquared = target.magnitudeSquared
    while state.steps < wanted {
      if state.blend != nil {
        (k, c) = coefficients(at: Double(state.steps) * h, blend: state.blend)
      }
      let halfVelocity = state.velocity + state.acceleration.scaled(by: h / 2)
      state.position += halfVelocity.scaled(by: h)
      state.acceleration = (target - state.position).scaled(by: k) - halfVelocity.scaled(by: c)
      state.velocity = halfVelocity + state.acceleration.scaled(by: h / 2)
      state.steps += 1
      if state.velocity.magnitudeSquared <= 0.0036, state.acceleration.magnitudeSquared <= 0.0036,
        targetSquared == 0 || (target - state.position).magnitudeSquared <= 1e-4 * targetSquared
      {
        return true
      }
    }
    // A non-finite target or state can only come from non-finite input: end the animation.
    return !state.position.magnitudeSquared.isFinite || !state.velocity.magnitudeSquared.isFinite
  }

  /// Stiffness and damping coefficient at simulated time `time`.
  ///
  /// The damping coefficient is capped at `maximumDamping`: the explicit integrator diverges
  /// beyond it, and a spring that damped is already crawling towards its target.
  private func coefficients(at time: Double, blend: Blend?) -> (Double, Double) {
    let k = Self.stiffness(response: effectiveResponse(at: time, blend: blend))
    return (k, Swift.min(2 * k.squareRoot() * dampingFraction, Self.maximumDamping))
  }

  private func effectiveResponse<V>(at time: Double, state: State<V>) -> Double {
    effectiveResponse(at: time, blend: state.blend)
  }

  /// The response at `time`, moving from a previous spring's response with a smoothstep.
  private func effectiveResponse(at time: Double, blend: Blend?) -> Double {
    guard let blend, blendDuration > 0 else { return response }
    let p = Swift.min(Swift.max((time - blend.start) / blendDuration, 0), 1)
    let smooth = p * p * (3 - 2 * p)
    return response + (blend.fromResponse - response) * (1 - smooth)
  }

  private static func stiffness(response: Double) -> Double {
    guard response > 0 else { return maximumStiffness }
    let omega = 2 * Double.pi / response
    return Swift.min(omega * omega, maximumStiffness)
  }

  /// The number of whole steps needed to reach `time` (tolerating rounding in `time`).
  private static func steps(covering time: Double) -> Int {
    let exact = time / stepDuration
    guard exact < Double(Int.max / 2) else { return Int.max / 2 }
    return Int((exact - 1e-6).rounded(.up))
  }

  private static func fluidSpring(in animation: Animation) -> FluidSpringAnimation? {
    if let spring = animation.base as? FluidSpringAnimation { return spring }
    if animation.base is DefaultAnimation { return DefaultAnimation.spring }
    return nil
  }
}

// MARK: - State

extension FluidSpringAnimation {
  /// A change of response being blended in.
  package struct Blend {
    var fromResponse: Double
    var start: Double
  }

  /// The spring's motion, kept in `AnimationState.fluidSpring`; a spring that has not started
  /// reads the initial value.
  package struct State<V: VectorArithmetic> {
    var position: V = .zero
    var velocity: V = .zero
    /// Zero until the first step, as in SwiftUI's integrator.
    var acceleration: V = .zero
    /// Steps integrated so far; the simulated time is `steps / 300`.
    var steps = 0
    /// When this spring started or took over, for logical completion.
    var startTime: Double = 0
    var blend: Blend?
  }
}
