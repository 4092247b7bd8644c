// Mirrors: SwiftUI.VectorArithmetic
// Status: Complete

import Foundation

/// A type with values that support addition and scalar multiplication: what an animation moves.
///
/// Animations in Choreo (as in SwiftUI) work on the *difference* between the old and the new
/// value of an attribute, expressed as a `VectorArithmetic` value, and scale it over time.
///
/// ```swift
/// var offset = AnimatablePair(CGFloat(10), CGFloat(20))
/// offset.scale(by: 0.5)  // (5, 10)
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by `rhs`.
  mutating func scale(by rhs: Double)

  /// The dot product of this value with itself (the squared length of the vector).
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns this value with each component multiplied by `rhs`.
  @inlinable
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves this value towards `other` by `amount` (0 leaves it, 1 reaches `other`).
  ///
  /// Computes `self + (other - self) * amount`; amounts outside 0…1 extrapolate.
  @inlinable
  public mutating func interpolate(towards other: Self, amount: Double) {
    var delta = other - self
    delta.scale(by: amount)
    self += delta
  }

  /// Returns the value `amount` of the way from this value to `other`.
  @inlinable
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension Double: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= rhs }

  /// The square of this value.
  @inlinable
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies this value by `rhs`, rounded to `Float` (so it may become ±∞ or 0).
  @inlinable
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }

  /// The square of this value, computed in `Double` so that it stays finite for every finite
  /// `Float` (squaring in `Float` would overflow above about 1.8e19).
  @inlinable
  public var magnitudeSquared: Double {
    let value = Double(self)
    return value * value
  }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies this value by `rhs`.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

  /// The square of this value, computed in `Double`.
  @inlinable
  public var magnitudeSquared: Double {
    let value = Double(self)
    return value * value
  }
}
