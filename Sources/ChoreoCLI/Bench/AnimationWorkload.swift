import ChoreoAnimation
import Foundation

/// The benchmark's animators: half on `Double`, half on 4-component rect data, cycling through
/// a mix of animations that all run longer than one second.
struct AnimationWorkload {
  /// A `CGRect`'s animatable data: how leaf frames animate.
  typealias Rect = AnimatablePair<
    AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>
  >

  private var scalars: [AnimatedValue<Double>] = []
  private var rects: [AnimatedValue<Rect>] = []

  /// The animations the workload cycles through.
  static let mix: [Animation] = [
    .easeInOut(duration: 1.5),
    .linear(duration: 1.2),
    .timingCurve(.circularEaseOut, duration: 1.4),
    .spring(response: 1.2, dampingFraction: 0.8),
    .spring(duration: 1.5, bounce: 0.3),
    .interpolatingSpring(mass: 1, stiffness: 20, damping: 4),
    .interpolatingSpring(duration: 1.5, bounce: 0.2),
  ]

  init(count: Int) {
    let mix = Self.mix
    for index in 0..<count {
      let transaction = Transaction(animation: mix[index % mix.count])
      let scale = Double(index % 97 + 1)
      if index % 2 == 0 {
        var value = AnimatedValue(0.0)
        value.setModel(scale, transaction: transaction, at: 0)
        scalars.append(value)
      } else {
        var value = AnimatedValue(Rect.zero)
        let side = CGFloat(scale)
        let target = Rect(AnimatablePair(side, side * 2), AnimatablePair(side * 3, side))
        value.setModel(target, transaction: transaction, at: 0)
        rects.append(value)
      }
    }
  }

  /// Advances every animator to `time`; returns a checksum so the work is not optimised away.
  mutating func tick(at time: Double) -> Double {
    var sum = 0.0
    for index in scalars.indices {
      sum += scalars[index].presentation(at: time)
    }
    for index in rects.indices {
      sum += Double(rects[index].presentation(at: time).first.first)
    }
    return sum
  }

  /// How many animators have not finished.
  var runningCount: Int {
    scalars.count { $0.isAnimating } + rects.count { $0.isAnimating }
  }
}
