import Choreo
import Foundation

/// An affine map in `Double`s from an item's own coordinates (points) to device pixels.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, as `CGAffineTransform` does.
/// The rasterizer keeps its maths in one plain type so the hot paths never go through
/// `CGFloat`.
struct Affine: Equatable, Sendable {
  var a: Double
  var b: Double
  var c: Double
  var d: Double
  var tx: Double
  var ty: Double

  static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  init(_ t: CGAffineTransform) {
    self.init(
      a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx),
      ty: Double(t.ty))
  }

  /// The map for an item: its content moved to `origin`, through `transform`, then scaled by
  /// `scale` pixels per point and moved by (−`offsetX`, −`offsetY`) pixels (a layer's origin).
  init(
    origin: CGPoint, transform: CGAffineTransform, scale: Double, offsetX: Int = 0,
    offsetY: Int = 0
  ) {
    let t = Affine(transform)
    let ox = Double(origin.x)
    let oy = Double(origin.y)
    self.init(
      a: t.a * scale, b: t.b * scale, c: t.c * scale, d: t.d * scale,
      tx: (t.a * ox + t.c * oy + t.tx) * scale - Double(offsetX),
      ty: (t.b * ox + t.d * oy + t.ty) * scale - Double(offsetY))
  }

  /// Whether every entry is finite.
  var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// The determinant; zero when the map flattens everything onto a line.
  var determinant: Double { a * d - b * c }

  /// The most the map stretches any length: its largest singular value.
  var maximumScale: Double {
    let p = (a * a + b * b + c * c + d * d) / 2
    let q = (a * a + b * b - c * c - d * d) / 2
    let r = a * c + b * d
    return (p + (q * q + r * r).squareRoot()).squareRoot()
  }

  /// The inverse map, or `nil` if the map is singular or not finite.
  var inverted: Affine? {
    let det = determinant
    guard det != 0, det.isFinite, isFinite else { return nil }
    let inverse = Affine(
      a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det,
      ty: (b * tx - a * ty) / det)
    return inverse.isFinite ? inverse : nil
  }

  @inline(__always)
  func x(_ x: Double, _ y: Double) -> Double { a * x + c * y + tx }

  @inline(__always)
  func y(_ x: Double, _ y: Double) -> Double { b * x + d * y + ty }

  /// `point` mapped, each coordinate clamped to ±`Affine.limit` (NaN becomes 0).
  @inline(__always)
  func apply(_ point: CGPoint) -> (x: Double, y: Double) {
    let px = Double(point.x)
    let py = Double(point.y)
    return (Self.clamped(a * px + c * py + tx), Self.clamped(b * px + d * py + ty))
  }

  /// The largest device coordinate the rasterizer works with, in pixels.
  ///
  /// Far beyond any canvas; a point past it is moved onto it, which keeps every later product
  /// finite.
  static let limit = 1e15

  @inline(__always)
  static func clamped(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return Swift.min(Swift.max(value, -limit), limit)
  }
}
