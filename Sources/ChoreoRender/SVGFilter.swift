import Choreo
import Foundation

/// A display-list item's blur and shadows as an SVG 1.1 `<filter>`.
///
/// SwiftUI's `blur(radius:)` and `shadow(radius:)` radii are taken as the standard deviation of
/// the Gaussian (`stdDeviation`), as CSS's `blur()` filter and Core Image's Gaussian blur read
/// their radius; the visible spread is about three radii. The item's blur is applied first, then
/// each shadow, innermost first: a shadow is the layer so far, tinted with the shadow's colour
/// through its alpha, blurred, offset and drawn under the layer, so an outer shadow also
/// shadows the inner ones. The display list sums blurs and lists shadows without their order
/// relative to each other, so a shadow above a blur and one below it draw alike.
///
/// Effects work in the item's own coordinates, under its transform: a scale or rotation
/// applied outside them (the usual case, and every transition) scales and turns the blur and the
/// shadow offset too, as in SwiftUI.
///
/// Filters compose in gamma-encoded sRGB (`color-interpolation-filters="sRGB"`), as the
/// rasterised bitmaps are stored; SVG's default would blend in linear light. The filter region
/// is given in user space, reaching three standard deviations past the content and its shadows,
/// so thin shapes (whose bounding box has no height) are not clipped away.
struct SVGFilter {
  /// One shadow, as the display list resolved it.
  typealias Shadow = DisplayList.Shadow

  /// The filter element, without an id; `nil` when there is nothing to apply or a number is
  /// not finite.
  let element: SVGElement

  /// The filter for `blurRadius` and `shadows` over content drawn within `bounds`.
  init?(blurRadius: CGFloat, shadows: [Shadow], bounds: CGRect) {
    let blur = Self.deviation(blurRadius)
    let shadows = shadows.filter { $0.color.opacity > 0 }
    guard blur > 0 || !shadows.isEmpty else { return nil }
    var primitives: [SVGElement] = []
    var layer = "SourceGraphic"
    var region = bounds
    if blur > 0 {
      guard let deviation = SVGNumberFormatter.string(blur) else { return nil }
      primitives.append(
        SVGElement(
          "feGaussianBlur", [("in", layer), ("stdDeviation", deviation), ("result", "blur")]))
      layer = "blur"
      region = region.insetBy(dx: -3 * blur, dy: -3 * blur)
    }
    for (index, shadow) in shadows.enumerated() {
      guard let made = Self.primitives(for: shadow, over: layer, index: index + 1) else {
        return nil
      }
      primitives += made.primitives
      layer = made.result
      let deviation = Self.deviation(shadow.radius)
      region = region.union(
        region.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
          .insetBy(dx: -3 * deviation, dy: -3 * deviation))
    }
    region = region.integral
    guard let x = SVGNumberFormatter.string(region.minX),
      let y = SVGNumberFormatter.string(region.minY),
      let width = SVGNumberFormatter.string(region.width),
      let height = SVGNumberFormatter.string(region.height)
    else { return nil }
    var filter = SVGElement(
      "filter",
      [
        ("filterUnits", "userSpaceOnUse"), ("x", x), ("y", y), ("width", width),
        ("height", height), ("color-interpolation-filters", "sRGB"),
      ])
    filter.children = primitives
    element = filter
  }

  // MARK: - Private

  /// A radius as a standard deviation: non-finite and negative radii are 0.
  private static func deviation(_ radius: CGFloat) -> CGFloat {
    radius.isFinite ? max(0, radius) : 0
  }

  /// The primitives drawing `shadow` under the layer named `input`, and the name of their
  /// result.
  private static func primitives(
    for shadow: Shadow, over input: String, index: Int
  ) -> (primitives: [SVGElement], result: String)? {
    let name = "shadow" + String(index)
    var flood = SVGElement("feFlood", [("flood-color", SVGPaint.hex(shadow.color))])
    flood["flood-opacity"] = SVGPaint.opacity(shadow.color)
    var primitives = [
      flood, SVGElement("feComposite", [("in2", input), ("operator", "in")]),
    ]
    let deviation = deviation(shadow.radius)
    if deviation > 0 {
      guard let text = SVGNumberFormatter.string(deviation) else { return nil }
      primitives.append(SVGElement("feGaussianBlur", [("stdDeviation", text)]))
    }
    let dx = shadow.offset.width.isFinite ? shadow.offset.width : 0
    let dy = shadow.offset.height.isFinite ? shadow.offset.height : 0
    if dx != 0 || dy != 0 {
      guard let x = SVGNumberFormatter.string(dx), let y = SVGNumberFormatter.string(dy) else {
        return nil
      }
      primitives.append(SVGElement("feOffset", [("dx", x), ("dy", y)]))
    }
    primitives[primitives.count - 1]["result"] = name
    var merge = SVGElement("feMerge", [("result", "layer" + String(index))])
    merge.children = [
      SVGElement("feMergeNode", [("in", name)]), SVGElement("feMergeNode", [("in", input)]),
    ]
    primitives.append(merge)
    return (primitives, "layer" + String(index))
  }
}
