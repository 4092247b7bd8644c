import Choreo
import Foundation

/// A paint placed in device pixels for one item: the premultiplied colour of every pixel.
///
/// Gradient geometry is in the unit space of the item's paint bounds, as `ResolvedPaint`
/// describes; the shader maps each pixel's centre back into the item's coordinates. A linear
/// gradient whose colour changes only from row to row (no rotation) gives one colour a row, so
/// its rows draw like solid colour.
struct Shader {
  private enum Kind {
    case solid(UInt32)
    /// t = `t0` + `dx`·x + `dy`·y at pixel centres.
    case linear(t0: Double, dx: Double, dy: Double)
    /// A linear gradient with no horizontal change.
    case linearRows(t0: Double, dy: Double)
    case radial(inverse: Affine, cx: Double, cy: Double, r0: Double, r1: Double)
    case angular(inverse: Affine, cx: Double, cy: Double, geometry: Sweep)
    /// An image: content point p shows the image at (p.x·`sx`, p.y·`sy`), scaled by
    /// `opacity`/255.
    case image(DecodedImage, inverse: Affine, sx: Double, sy: Double, opacity: UInt32)
    /// An image with cap insets or tiling: content point p shows the image at the point the
    /// mappings give, scaled to pixels by (`sx`, `sy`) and by `opacity`/255. Boxed, so the
    /// other kinds stay small.
    indirect case slicedImage(
      DecodedImage, inverse: Affine, x: ImageAxisMapping, y: ImageAxisMapping, sx: Double,
      sy: Double, opacity: UInt32)
  }

  private let kind: Kind
  /// The gradient's colours, if the paint is a gradient.
  private let ramp: GradientRamp?
  /// The gradient's colours at `GradientRamp.tableSize` points, for gradients shaded pixel by
  /// pixel.
  private let table: [UInt32]

  /// Whether the shader draws nothing anywhere.
  let isInvisible: Bool

  /// A shader for `paint` in an item whose content maps to pixels by `transform`, with every
  /// colour's opacity multiplied by `opacity` (0…1).
  ///
  /// A gradient with a singular transform (nothing to draw) or a zero-length line shows its
  /// last colour.
  init(_ paint: ResolvedPaint, bounds: CGRect, transform: Affine, opacity: Double) {
    let inverse = transform.inverted ?? .identity
    func unitPoint(_ point: UnitPoint) -> (Double, Double) {
      (
        Double(bounds.minX) + Double(point.x) * Double(bounds.width),
        Double(bounds.minY) + Double(point.y) * Double(bounds.height)
      )
    }
    switch paint {
    case .color(let color):
      let pixel = Blend.premultiplied(
        red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
        alpha: Double(color.opacity) * opacity)
      (kind, ramp, table, isInvisible) = (.solid(pixel), nil, [], Blend.alpha(pixel) == 0)
    case .linearGradient(let gradient, let start, let end):
      let ramp = GradientRamp(gradient, opacity: opacity)
      (self.ramp, isInvisible) = (ramp, ramp.isInvisible)
      let (sx, sy) = unitPoint(start)
      let (ex, ey) = unitPoint(end)
      let (vx, vy) = (ex - sx, ey - sy)
      let lengthSquared = vx * vx + vy * vy
      guard lengthSquared > 0, lengthSquared.isFinite else {
        (kind, table) = (.solid(ramp.color(at: 1)), [])
        return
      }
      // t of a content point p is (p − s)·v / |v|²; of a pixel, p = inverse(pixel centre).
      let dx = (inverse.a * vx + inverse.b * vy) / lengthSquared
      let dy = (inverse.c * vx + inverse.d * vy) / lengthSquared
      let t0 = ((inverse.tx - sx) * vx + (inverse.ty - sy) * vy) / lengthSquared + (dx + dy) / 2
      (kind, table) =
        dx == 0
        ? (.linearRows(t0: t0, dy: dy), []) : (.linear(t0: t0, dx: dx, dy: dy), ramp.table())
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      let ramp = GradientRamp(gradient, opacity: opacity)
      (self.ramp, table, isInvisible) = (ramp, ramp.table(), ramp.isInvisible)
      let (cx, cy) = unitPoint(center)
      kind = .radial(
        inverse: inverse, cx: cx, cy: cy, r0: Double(startRadius), r1: Double(endRadius))
    case .angularGradient(let gradient, let center, let startAngle, let endAngle):
      let ramp = GradientRamp(gradient, opacity: opacity)
      (self.ramp, table, isInvisible) = (ramp, ramp.table(), ramp.isInvisible)
      let (cx, cy) = unitPoint(center)
      kind = .angular(
        inverse: inverse, cx: cx, cy: cy,
        geometry: Sweep(start: startAngle.radians, end: endAngle.radians))
    }
  }

  /// A shader showing `image` stretched over content of `size`, mapped to pixels by
  /// `transform`, at `opacity` (0…1).
  init(image: DecodedImage, size: CGSize, transform: Affine, opacity: Double) {
    let sx = size.width > 0 ? Double(image.width) / Double(size.width) : 0
    let sy = size.height > 0 ? Double(image.height) / Double(size.height) : 0
    let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
    kind = .image(
      image, inverse: transform.inverted ?? .identity, sx: sx, sy: sy, opacity: alpha)
    (ramp, table, isInvisible) = (nil, [], alpha == 0 || sx == 0 || sy == 0)
  }

  /// A shader showing `image` over its content as `mappings` place it (cap insets kept, the
  /// middle stretched or tiled), mapped to pixels by `transform`, at `opacity` (0…1).
  init(
    image: DecodedImage, mappings: (x: ImageAxisMapping, y: ImageAxisMapping),
    transform: Affine, opacity: Double
  ) {
    let (x, y) = mappings
    let sx = x.imageLength > 0 ? Double(image.width) / x.imageLength : 0
    let sy = y.imageLength > 0 ? Double(image.height) / y.imageLength : 0
    let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
    kind = .slicedImage(
      image, inverse: transform.inverted ?? .identity, x: x, y: y, sx: sx, sy: sy,
      opacity: alpha)
    (ramp, table, isInvisible) = (nil, [], alpha == 0 || sx == 0 || sy == 0)
  }

  /// The colour every pixel of row `y` has, if the shader gives a row one colour.
  @inline(__always)
  func rowColor(_ y: Int) -> UInt32? {
    switch kind {
    case .solid(let pixel): return pixel
    case .linearRows(let t0, let dy): return ramp?.color(at: t0 + dy * Double(y))
    default: return nil
    }
  }

  /// Writes the colours of `count` pixels of row `y` from column `x` into `colors`.
  func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
    switch kind {
    case .solid, .linearRows:
      colors.update(repeating: rowColor(y) ?? 0, count: count)
    case .linear(let t0, let dx, let dy):
      let start = t0 + dx * Double(x) + dy * Double(y)
      table.withUnsafeBufferPointer { table in
        for i in 0..<count {
          colors[i] = table[GradientRamp.index(start + dx * Double(i))]
        }
      }
    case .radial(let inverse, let cx, let cy, let r0, let r1):
      let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
      let range = r1 - r0
      table.withUnsafeBufferPointer { table in
        for i in 0..<count {
          let qx = inverse.x(px + Double(i), py) - cx
          let qy = inverse.y(px + Double(i), py) - cy
          let distance = (qx * qx + qy * qy).squareRoot()
          let t = range != 0 ? (distance - r0) / range : (distance < r0 ? 0 : 1)
          colors[i] = table[GradientRamp.index(t)]
        }
      }
    case .angular(let inverse, let cx, let cy, let geometry):
      let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
      table.withUnsafeBufferPointer { table in
        for i in 0..<count {
          let qx = inverse.x(px + Double(i), py) - cx
          let qy = inverse.y(px + Double(i), py) - cy
          colors[i] = table[GradientRamp.index(geometry.location(atan2(qy, qx)))]
        }
      }
    case .image(let image, let inverse, let sx, let sy, let opacity):
      let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
      for i in 0..<count {
        let u = inverse.x(px + Double(i), py) * sx
        let v = inverse.y(px + Double(i), py) * sy
        let color = image.sample(u.isFinite ? u : 0, v.isFinite ? v : 0)
        colors[i] = opacity == 255 ? color : Blend.scale(color, by: opacity)
      }
    case .slicedImage(let image, let inverse, let mapX, let mapY, let sx, let sy, let opacity):
      let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
      // Each part of the image (a cap, the middle) is smoothed within itself: a pixel centre
      // is kept half a pixel inside the part it samples.
      func pixel(_ point: (coordinate: Double, part: Range<Double>), _ scale: Double) -> Double {
        let (low, high) = (point.part.lowerBound * scale, point.part.upperBound * scale)
        let value = point.coordinate * scale
        guard value.isFinite else { return 0 }
        return high - low >= 1 ? min(max(value, low + 0.5), high - 0.5) : (low + high) / 2
      }
      for i in 0..<count {
        let u = pixel(mapX.imagePoint(at: inverse.x(px + Double(i), py)), sx)
        let v = pixel(mapY.imagePoint(at: inverse.y(px + Double(i), py)), sy)
        let color = image.sample(u, v)
        colors[i] = opacity == 255 ? color : Blend.scale(color, by: opacity)
      }
    }
  }
}

extension Shader {
  /// Where an angle falls in an angular gradient's sweep from `start` to `end`, as SwiftUI
  /// documents it: a sweep of more than one turn shows its last turn; a shorter one fills the
  /// rest of the turn with the end colours, meeting halfway; start = end is one full turn.
  struct Sweep {
    /// The angle of location 0, radians, clockwise on screen.
    let start: Double
    /// The signed sweep to location 1, radians, never 0.
    let sweep: Double

    init(start: Double, end: Double) {
      let start = start.isFinite ? start : 0
      let end = end.isFinite ? end : 0
      self.start = start
      let sweep = end - start
      self.sweep = sweep == 0 || !sweep.isFinite ? 2 * .pi : sweep
    }

    /// The gradient location, 0…1, of a direction at `angle` radians.
    func location(_ angle: Double) -> Double {
      let turn = 2 * Double.pi
      let length = abs(sweep)
      // The angle past the start, along the sweep's direction, in 0..<2π.
      var along = (sweep > 0 ? angle - start : start - angle).truncatingRemainder(dividingBy: turn)
      if along < 0 { along += turn }
      if length >= turn {
        // The last full turn ends at the end angle: count back from there.
        var back = (length - along).truncatingRemainder(dividingBy: turn)
        if back < 0 { back += turn }
        return (length - back) / length
      }
      if along <= length { return along / length }
      return along < length + (turn - length) / 2 ? 1 : 0
    }
  }
}
