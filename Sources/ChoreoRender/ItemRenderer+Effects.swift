import Choreo
import Foundation

/// An item's blur and shadows, in pixels.
///
/// Blur and shadow radii are Gaussian standard deviations in points, times the render scale;
/// the item's own transform does not scale them (the display list does not say whether the
/// effect sat inside or outside a scale effect). Shadow offsets are rounded to whole pixels
/// and clamped to ±`maximumOffset`.
struct LayerEffects {
  /// One shadow: a premultiplied colour, its blur and its offset.
  struct Shadow {
    var color: UInt32
    var blur: BoxBlur
    var dx: Int
    var dy: Int
  }

  var blur: BoxBlur
  /// Innermost first: each casts the shadow of the item with the shadows before it.
  var shadows: [Shadow]

  /// The largest shadow offset along either axis, in pixels.
  static let maximumOffset = 4_096.0

  init(_ item: DisplayList.Item, scale: Double) {
    blur = BoxBlur(sigma: Double(item.blurRadius) * scale)
    // The display list lists shadows outermost first; the view's own (innermost) is cast
    // first, so `.shadow(a).shadow(b)` casts b's shadow of the view with a's.
    shadows = item.shadows.reversed().compactMap { shadow in
      let (color, radius, offset) = (shadow.color, shadow.radius, shadow.offset)
      guard color.opacity > 0 else { return nil }
      func pixels(_ value: CGFloat) -> Int {
        let scaled = Double(value) * scale
        guard scaled.isFinite else { return 0 }
        return Int(min(max(scaled, -Self.maximumOffset), Self.maximumOffset).rounded())
      }
      return Shadow(
        color: Blend.premultiplied(
          red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
          alpha: Double(color.opacity)),
        blur: BoxBlur(sigma: Double(radius) * scale), dx: pixels(offset.width),
        dy: pixels(offset.height))
    }
  }

  var isEmpty: Bool { blur.reach == 0 && shadows.isEmpty }

  /// How far the effects move or spread a pixel towards each side: left, top, right, bottom.
  var reach: (Int, Int, Int, Int) {
    var reach = (blur.reach, blur.reach, blur.reach, blur.reach)
    for shadow in shadows {
      reach.0 += shadow.blur.reach + max(0, -shadow.dx)
      reach.1 += shadow.blur.reach + max(0, -shadow.dy)
      reach.2 += shadow.blur.reach + max(0, shadow.dx)
      reach.3 += shadow.blur.reach + max(0, shadow.dy)
    }
    return reach
  }
}

extension ItemRenderer {
  /// The most pixels an effect layer may have for a `width` × `height` target: 16 times the
  /// target, and at least 2²² (16 MiB of pixels).
  ///
  /// Only absurd effects need more (a shadow thousands of pixels away, a blur of hundreds);
  /// an item needing more is drawn without its effects.
  static func maximumLayerPixels(width: Int, height: Int) -> Int {
    max(16 * width * height, 1 << 22)
  }

  /// Draws `content` into a layer of its own, blurs it, casts its shadows under it, and
  /// draws the layer over `target` at `opacity`.
  ///
  /// The layer covers what can reach the target: the content's bounds spread by the effects,
  /// within the target spread as far. Returns `false`, having drawn nothing, when that layer
  /// would be larger than `maximumLayerPixels(width:height:)`.
  mutating func drawWithEffects(
    _ content: DisplayList.Content, _ effects: LayerEffects, transform: Affine, opacity: Double,
    into target: PixelTarget, mask: CoverageMask?
  ) -> Bool {
    guard let (minX, minY, maxX, maxY) = bounds(of: content, transform: transform) else {
      return true
    }
    let (left, top, right, bottom) = effects.reach
    let spread = max(left, top, right, bottom)
    // Clamped: the content may lie far outside the target (an offset of 10³⁰⁰).
    let x0 = max(Int(pixel: minX, rounded: .down) - 1 - left, -spread)
    let y0 = max(Int(pixel: minY, rounded: .down) - 1 - top, -spread)
    let x1 = min(Int(pixel: maxX, rounded: .up) + 1 + right, target.width + spread)
    let y1 = min(Int(pixel: maxY, rounded: .up) + 1 + bottom, target.height + spread)
    guard x0 < x1, y0 < y1 else { return true }
    let (width, height) = (x1 - x0, y1 - y0)
    let budget = Self.maximumLayerPixels(width: target.width, height: target.height)
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, pixels <= budget else { return false }
    var layer = [UInt32](repeating: 0, count: width * height)
    var colors = [UInt32](repeating: 0, count: width)
    let local = Affine(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d,
      tx: transform.tx - Double(x0), ty: transform.ty - Double(y0))
    layer.withUnsafeMutableBufferPointer { layer in
      colors.withUnsafeMutableBufferPointer { colors in
        guard let pixels = layer.baseAddress, let colors = colors.baseAddress else { return }
        let layerTarget = PixelTarget(
          pixels: pixels, width: width, height: height, colors: colors)
        drawContent(content, transform: local, opacity: 1, into: layerTarget, mask: nil)
        UnsafeMutableRawPointer(pixels).withMemoryRebound(
          to: UInt8.self, capacity: width * height * 4
        ) { bytes in
          effects.blur.apply(to: bytes, width: width, height: height, channels: 4)
        }
        for shadow in effects.shadows {
          Self.cast(shadow, under: pixels, width: width, height: height)
        }
        target.composite(
          pixels, width: width, height: height, x: x0, y: y0,
          opacity: UInt32((opacity * 255).rounded()), mask: mask)
      }
    }
    return true
  }

  /// Draws the shadow of the layer's pixels under them.
  private static func cast(
    _ shadow: LayerEffects.Shadow, under pixels: UnsafeMutablePointer<UInt32>, width: Int,
    height: Int
  ) {
    var alphas = (0..<width * height).map { UInt8(truncatingIfNeeded: Blend.alpha(pixels[$0])) }
    alphas.withUnsafeMutableBufferPointer { alphas in
      guard let base = alphas.baseAddress else { return }
      shadow.blur.apply(to: base, width: width, height: height, channels: 1)
      for y in stride(from: max(0, shadow.dy), to: min(height, height + shadow.dy), by: 1) {
        let from = (y - shadow.dy) * width - shadow.dx
        for x in stride(from: max(0, shadow.dx), to: min(width, width + shadow.dx), by: 1) {
          let alpha = alphas[from + x]
          guard alpha != 0 else { continue }
          let i = y * width + x
          pixels[i] = Blend.over(pixels[i], Blend.scale(shadow.color, by: UInt32(alpha)))
        }
      }
    }
  }
}
