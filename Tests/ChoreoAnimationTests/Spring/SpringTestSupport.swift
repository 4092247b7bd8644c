import ChoreoAnimation
import Foundation

/// The three damping regimes a property test draws springs from.
enum SpringRegime: CaseIterable, CustomStringConvertible {
  case underdamped
  case critical
  case overdamped

  var description: String {
    switch self {
    case .underdamped: "underdamped"
    case .critical: "critical"
    case .overdamped: "overdamped"
    }
  }
}

/// One random spring problem: a spring, the change it animates and its starting velocity.
struct SpringCase: CustomStringConvertible {
  var spring: Spring
  var target: Double
  var initialVelocity: Double

  var description: String {
    "Spring(duration: \(spring.duration), bounce: \(spring.bounce)), target \(target), "
      + "initialVelocity \(initialVelocity)"
  }

  /// A scale for absolute tolerances: how far the motion can carry, in the target's units.
  var scale: Double { abs(target) + abs(initialVelocity) * spring.duration + 1 }

  /// Draws a spring of `regime` with duration 0.2...2 s, target ±100 and velocity ±500 per second.
  static func random(_ regime: SpringRegime, using generator: inout SeededGenerator) -> SpringCase {
    let duration = Double.random(in: 0.2...2, using: &generator)
    let bounce: Double
    switch regime {
    case .underdamped: bounce = Double.random(in: 0.01...0.95, using: &generator)
    case .critical: bounce = 0
    case .overdamped: bounce = Double.random(in: -0.8 ... -0.01, using: &generator)
    }
    return SpringCase(
      spring: Spring(duration: duration, bounce: bounce),
      target: Double.random(in: -100...100, using: &generator),
      initialVelocity: Double.random(in: -500...500, using: &generator))
  }

  /// Integrates m·x'' = k·(Δ − x) − c·x' from x = 0, x' = v₀ with classic RK4, using only the
  /// spring's public mass, stiffness and damping, and returns (x, x') at each of `times`.
  ///
  /// `times` must be ascending and multiples of `step`.
  func integrated(at times: [Double], step: Double) -> [(value: Double, velocity: Double)] {
    let k = spring.stiffness / spring.mass
    let c = spring.damping / spring.mass
    let delta = target
    func acceleration(_ x: Double, _ v: Double) -> Double { k * (delta - x) - c * v }

    var x = 0.0
    var v = initialVelocity
    var elapsedSteps = 0
    var results: [(value: Double, velocity: Double)] = []
    for time in times {
      let stepsNeeded = Int((time / step).rounded())
      while elapsedSteps < stepsNeeded {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + step / 2 * k1v
        let k2v = acceleration(x + step / 2 * k1x, v + step / 2 * k1v)
        let k3x = v + step / 2 * k2v
        let k3v = acceleration(x + step / 2 * k2x, v + step / 2 * k2v)
        let k4x = v + step * k3v
        let k4v = acceleration(x + step * k3x, v + step * k3v)
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        elapsedSteps += 1
      }
      results.append((x, v))
    }
    return results
  }
}

/// The doubles that most often break numeric code.
let springHostileDoubles: [Double] = [
  .nan, .infinity, -.infinity, 0, -0.0, -1, 1, -1e-300, .leastNonzeroMagnitude,
  .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, 1e-9,
]
