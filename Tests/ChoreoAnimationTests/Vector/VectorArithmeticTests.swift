import ChoreoAnimation
import Foundation
import Testing

@Suite("VectorArithmetic conformances (§3)")
struct VectorArithmeticTests {
  @Test func doubleScalesSquaresAndInterpolates() {
    var value = 3.0
    value.scale(by: -2)
    #expect(value == -6)
    #expect(value.magnitudeSquared == 36)
    #expect(2.0.scaled(by: 0.5) == 1)
    // §3: interpolate computes self + (other − self)·amount.
    #expect(2.0.interpolated(towards: 10, amount: 0.25) == 2 + (10 - 2) * 0.25)
    #expect(2.0.interpolated(towards: 10, amount: 0) == 2)
    #expect(2.0.interpolated(towards: 10, amount: 1) == 10)
    #expect(2.0.interpolated(towards: 10, amount: 1.5) == 14)  // amounts past 1 extrapolate
    var moving = 2.0
    moving.interpolate(towards: -2, amount: 0.75)
    #expect(moving == -1)
  }

  @Test func floatScalesSquaresAndInterpolates() {
    var value: Float = 3
    value.scale(by: 0.5)
    #expect(value == 1.5)
    #expect(Float(-4).magnitudeSquared == 16)
    #expect(Float(2).interpolated(towards: 10, amount: 0.25) == 4)
    var moving: Float = 1
    moving.interpolate(towards: 3, amount: 0.5)
    #expect(moving == 2)
  }

  @Test func floatMagnitudeSquaredDoesNotOverflowInFloat() {
    // Squaring 1e20 in Float overflows (Float tops out near 3.4e38); in Double it does not.
    let big: Float = 1e20
    #expect(big.magnitudeSquared == Double(big) * Double(big))
    #expect(big.magnitudeSquared.isFinite)
    let largest = Float.greatestFiniteMagnitude
    #expect(largest.magnitudeSquared == Double(largest) * Double(largest))
  }

  @Test func cgFloatScalesSquaresAndInterpolates() {
    var value: CGFloat = 3
    value.scale(by: -1.5)
    #expect(value == -4.5)
    #expect(value.magnitudeSquared == 4.5 * 4.5)
    #expect(CGFloat(2).interpolated(towards: 10, amount: 0.25) == 4)
    var moving: CGFloat = 0
    moving.interpolate(towards: 8, amount: 0.125)
    #expect(moving == 1)
  }

  @Test func animatablePairIsComponentwise() {
    let p = AnimatablePair(1.0, 2.0)
    let q = AnimatablePair(3.0, -4.0)
    #expect(p + q == AnimatablePair(4.0, -2.0))
    #expect(p - q == AnimatablePair(-2.0, 6.0))
    var sum = p
    sum += q
    #expect(sum == AnimatablePair(4.0, -2.0))
    var difference = p
    difference -= q
    #expect(difference == AnimatablePair(-2.0, 6.0))
    #expect(p.scaled(by: 3) == AnimatablePair(3.0, 6.0))
    #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0.0, 0.0))
    #expect(p.interpolated(towards: q, amount: 0.5) == AnimatablePair(2.0, -1.0))
  }

  @Test func animatablePairMagnitudeSquaredIsTheSumOfItsHalves() {
    // §3: the dot product of the pair with itself.
    let q = AnimatablePair(3.0, -4.0)
    #expect(q.magnitudeSquared == 3 * 3 + 4 * 4)
    let rect = AnimatablePair(AnimatablePair(1.0, 2.0), AnimatablePair(CGFloat(3), Float(4)))
    #expect(rect.magnitudeSquared == 1 + 4 + 9 + 16)
  }

  @Test func emptyAnimatableDataOperationsAreNoOps() {
    let empty = EmptyAnimatableData()
    #expect(empty.magnitudeSquared == 0)
    #expect(empty + empty == .zero)
    #expect(empty - empty == .zero)
    var scaled = empty
    scaled.scale(by: .nan)
    #expect(scaled == empty)
    #expect(scaled.magnitudeSquared == 0)
    var accumulated = empty
    accumulated += empty
    accumulated -= empty
    #expect(accumulated.interpolated(towards: empty, amount: 0.5).magnitudeSquared == 0)
  }
}
