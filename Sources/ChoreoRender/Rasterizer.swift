import Choreo
import Foundation

/// Draws a display list into a bitmap: Choreo's own anti-aliased rasterizer, in pure Swift.
///
/// Items are drawn back to front with premultiplied source-over in 8-bit sRGB. Paths are
/// flattened to within 0.1 pixel and their coverage is exact area coverage (an edge at x = 0.5
/// half covers its pixel); shapes fill by their fill rule, strokes fill the outline of
/// `Path.strokedPath(_:)`, text fills its glyphs' FreeType outlines. Each item's opacity
/// multiplies that item alone, as SwiftUI draws views without a compositing group. Blurs and
/// shadows draw the item into a layer of its own (see `ItemRenderer`). PNG images fill their
/// frames with bilinear filtering (see `DecodedImage`), cap insets kept and the middle
/// stretched or tiled, each part of the image smoothed within itself.
///
/// Output is a pure function of the display list, the scale and the background: the same bytes
/// on every run and on any thread. Bad geometry never crashes or reaches the pixels as NaN:
/// non-finite points are dropped, coordinates far outside the canvas are clipped before any
/// per-row work, and gradients with one stop or unsorted stops draw as `GradientRamp` says.
///
/// ```swift
/// let host = ViewHost(Circle().fill(.red), size: CGSize(width: 64, height: 64))
/// let png = try Rasterizer(scale: 2, background: .init(red: 1, green: 1, blue: 1))
///   .render(host.displayList)
///   .pngData()
/// ```
public struct Rasterizer: Sendable {
  /// Pixels per point; 1 by default.
  public var scale: CGFloat
  /// The colour the canvas starts with; `nil` (the default) for transparent.
  public var background: Color.Resolved?

  /// A rasterizer drawing at `scale` pixels per point over `background`.
  public init(scale: CGFloat = 1, background: Color.Resolved? = nil) {
    self.scale = scale
    self.background = background
  }

  /// The bitmap's size for `displayList`: its size in points times `scale`, rounded up.
  ///
  /// - Throws: `RenderError.invalidScale` for a scale that is not finite and positive,
  ///   `RenderError.invalidSize` for an empty or NaN size, `RenderError.sizeTooLarge` for a
  ///   side above `Bitmap.maximumSide` (∞ included).
  public func pixelSize(of displayList: DisplayList) throws -> (width: Int, height: Int) {
    let scale = Double(scale)
    guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
    func side(_ points: CGFloat) -> Int {
      // Rounded to a millionth first, so 100.000000001 pixels of float noise is 100.
      let pixels = (Double(points) * scale * 1e6).rounded() / 1e6
      guard !pixels.isNaN else { return 0 }
      return Int(min(max(pixels, -1e15), 1e15).rounded(.up))
    }
    let width = side(displayList.size.width)
    let height = side(displayList.size.height)
    try Bitmap.validate(width: width, height: height)
    return (width, height)
  }

  /// The display list drawn into a new bitmap.
  ///
  /// - Throws: what `pixelSize(of:)` throws.
  ///
  /// Complexity: O(edges + covered pixels) per item; an item with blur or shadows also
  /// O(layer pixels) per effect.
  public func render(_ displayList: DisplayList) throws -> Bitmap {
    let (width, height) = try pixelSize(of: displayList)
    var bitmap = try Bitmap(width: width, height: height)
    draw(displayList, into: &bitmap)
    return bitmap
  }

  /// Draws the display list over what `bitmap` already holds, filling it with `background`
  /// first when there is one.
  ///
  /// The list is drawn at `scale` from the bitmap's top-leading corner; what falls outside
  /// the bitmap is cut off.
  public func draw(_ displayList: DisplayList, into bitmap: inout Bitmap) {
    let (width, height) = (bitmap.width, bitmap.height)
    var renderer = ItemRenderer(scale: Double(scale))
    var colors = [UInt32](repeating: 0, count: width)
    bitmap.bytes.withUnsafeMutableBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { pixels in
        colors.withUnsafeMutableBufferPointer { colors in
          guard let pixels = pixels.baseAddress, let colors = colors.baseAddress else { return }
          if let background {
            let color = Blend.premultiplied(
              red: Double(background.red), green: Double(background.green),
              blue: Double(background.blue), alpha: Double(background.opacity))
            pixels.update(repeating: color, count: width * height)
          }
          let target = PixelTarget(pixels: pixels, width: width, height: height, colors: colors)
          drawItems(
            displayList.items[...], level: 0, groups: displayList.groups, into: target,
            renderer: &renderer)
        }
      }
    }
  }
}
