import Foundation

extension Double {
  /// This value if it is finite, otherwise `replacement`.
  @inlinable
  package func finite(or replacement: Double) -> Double {
    isFinite ? self : replacement
  }

  /// This value as a time: NaN becomes 0 and negative times become 0; +∞ stays.
  @inlinable
  package var sanitizedTime: Double {
    isNaN ? 0 : Swift.max(0, self)
  }
}
