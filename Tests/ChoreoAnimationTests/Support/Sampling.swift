import ChoreoAnimation

/// Drives one animation on a value the way the view layer will, on a virtual clock.
struct Timeline<Value: VectorArithmetic> {
  var value: AnimatedValue<Value>

  init(_ start: Value) {
    value = AnimatedValue(start)
  }

  /// Changes the model to `target` at `time` under `animation`.
  mutating func set(_ target: Value, at time: Double, animation: Animation?) {
    value.setModel(target, transaction: Transaction(animation: animation), at: time)
  }

  /// The presentation at `time` (advances the animator).
  mutating func sample(_ time: Double) -> Value {
    value.presentation(at: time)
  }

  /// Samples at `fps` from `start` until the animation finishes or `limit` seconds pass; returns
  /// the first frame time at which no animator was running.
  mutating func finishTime(fps: Double, from start: Double = 0, limit: Double = 60) -> Double? {
    var frame = 0.0
    while start + frame / fps <= limit {
      let time = start + frame / fps
      _ = sample(time)
      if !value.isAnimating { return time }
      frame += 1
    }
    return nil
  }
}

/// Evaluates `animation` directly with a fresh context, as the animator would.
func evaluate<V: VectorArithmetic>(
  _ animation: Animation, value: V, times: [Double]
) -> [V?] {
  var context = AnimationContext<V>(state: AnimationState())
  return times.map { animation.animate(value: value, time: $0, context: &context) }
}
