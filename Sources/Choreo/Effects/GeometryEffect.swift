// Mirrors: SwiftUI.GeometryEffect, SwiftUI.ProjectionTransform
// Status: Partial (the projective part of a ProjectionTransform is kept but not drawn: views
//         are transformed by its affine part)

import Foundation

/// A modifier that transforms how its content is drawn, from the content's size, without
/// changing its layout.
///
/// Its `animatableData` animates like any effect's, and `effectValue(size:)` is asked again
/// with the presented data at every frame.
///
/// ```swift
/// struct Skew: GeometryEffect {
///   var amount: CGFloat
///   nonisolated var animatableData: CGFloat {
///     get { amount }
///     set { amount = newValue }
///   }
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform for content of `size`, in the content's own coordinates (origin at its
  /// top-leading corner).
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// Never called: Choreo applies the effect itself.
  public func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// A 3 × 3 transform of the plane, as SwiftUI's geometry effects return.
public struct ProjectionTransform: Sendable, Hashable {
  public var m11: CGFloat = 1
  public var m12: CGFloat = 0
  public var m13: CGFloat = 0
  public var m21: CGFloat = 0
  public var m22: CGFloat = 1
  public var m23: CGFloat = 0
  public var m31: CGFloat = 0
  public var m32: CGFloat = 0
  public var m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The transform that applies `transform`.
  public init(_ transform: CGAffineTransform) {
    m11 = transform.a
    m12 = transform.b
    m21 = transform.c
    m22 = transform.d
    m31 = transform.tx
    m32 = transform.ty
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine (no perspective).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    var result = ProjectionTransform()
    result.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
    result.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
    result.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
    result.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
    result.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
    result.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
    result.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
    result.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
    result.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
    return result
  }

  /// The affine part: what Choreo draws.
  var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
  }
}

extension GeometryEffect {
  /// Adds this effect to `drawing` for content laid out at `frame` (host coordinates); a
  /// transform with non-finite entries is ignored.
  func applyGeometry(to drawing: inout DrawingEffect, in frame: CGRect) {
    let local = effectValue(size: frame.size).affine
    guard [local.a, local.b, local.c, local.d, local.tx, local.ty].allSatisfy(\.isFinite),
      frame.minX.isFinite, frame.minY.isFinite
    else { return }
    drawing.transform(by: local, around: frame.origin)
  }
}
