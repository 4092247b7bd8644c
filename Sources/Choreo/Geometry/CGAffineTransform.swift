// Mirrors: CoreGraphics.CGAffineTransform (only where CoreGraphics is missing, as on Linux)
// Status: Partial (the matrix, its constructors and combinators, and applying it to points,
//         sizes and rectangles; no decomposition)

import Foundation

#if !canImport(CoreGraphics)
  /// An affine transformation matrix for 2D graphics, as CoreGraphics defines it.
  ///
  /// Foundation on Linux has no `CGAffineTransform`, so Choreo provides one with CoreGraphics'
  /// names and conventions; where CoreGraphics exists, its own type is used instead. A point
  /// `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
  ///
  /// ```swift
  /// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
  /// CGPoint(x: 1, y: 0).applying(t)  // (10, 1)
  /// ```
  @frozen
  public struct CGAffineTransform: Hashable, Sendable {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// The identity transform.
    @inlinable
    public init() {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// A transform from its six entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// A transform from its six entries, in CoreGraphics' positional order.
    @inlinable
    public init(
      _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
    ) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A transform that moves points by (`tx`, `ty`).
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `sx` horizontally and `sy` vertically about the origin.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians about the origin.
    ///
    /// Positive angles turn the x axis towards the y axis: clockwise on screen, where y points
    /// down.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
      let cosine = cos(angle)
      let sine = sin(angle)
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is the identity transform.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`: a point goes through `self` first, then `t2`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// This transform after a translation by (`tx`, `ty`) in its own coordinates.
    @inlinable
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform after a scale by (`sx`, `sy`) in its own coordinates.
    @inlinable
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform after a rotation by `angle` radians in its own coordinates.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a transform that cannot be inverted (determinant 0 or not
    /// finite) is returned unchanged, as CoreGraphics does.
    public func inverted() -> CGAffineTransform {
      let determinant = a * d - b * c
      guard determinant != 0, determinant.isFinite else { return self }
      return CGAffineTransform(
        a: d / determinant, b: -b / determinant,
        c: -c / determinant, d: a / determinant,
        tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
  }

  extension CGPoint {
    /// This point mapped through `t`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    /// This size mapped through the linear part of `t` (translation is ignored).
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle that contains this rectangle's four corners mapped through `t`.
    ///
    /// A null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      guard !isNull else { return self }
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
        CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let left = xs.min() ?? 0
      let top = ys.min() ?? 0
      return CGRect(
        x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }
  }
#endif

extension CGAffineTransform {
  /// Whether every entry is finite.
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// Whether `inverted()` undoes this transform: its determinant is finite and not 0.
  var isInvertible: Bool {
    let determinant = a * d - b * c
    return determinant != 0 && determinant.isFinite
  }
}
