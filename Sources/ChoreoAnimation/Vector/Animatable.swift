// Mirrors: SwiftUI.Animatable
// Status: Complete

import Foundation

/// A type whose `animatableData` the animation system interpolates between an old and a new value.
///
/// Types that are themselves `VectorArithmetic` animate as themselves; types whose data is
/// `EmptyAnimatableData` animate nothing. Shapes, geometry effects and custom modifiers adopt it
/// so their drawing re-runs every frame with interpolated data.
///
/// ```swift
/// struct Wave: Animatable {
///   var phase: Double
///   var animatableData: Double {
///     get { phase }
///     set { phase = newValue }
///   }
/// }
/// ```
public protocol Animatable {
  /// The type of the data to animate.
  associatedtype AnimatableData: VectorArithmetic

  /// The data to animate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// Empty: nothing to animate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Double: Animatable {}
extension CGFloat: Animatable {}
