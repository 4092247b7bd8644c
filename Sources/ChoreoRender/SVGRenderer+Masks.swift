import Choreo
import Foundation

extension SVGRenderer {
  /// The elements for `items`, back to front, with their clips and grouped by their masks.
  ///
  /// Items that share the mask at `level` of their mask chains (consecutive ones, as the
  /// display list promises) become one `<g mask="…">`, so overlapping items are masked as a
  /// group. Each clip wraps its item in a `<g clip-path="…">`, outermost clip outside.
  func elements(
    for items: ArraySlice<DisplayList.Item>, level: Int, masks: [DisplayList.Mask],
    writer: inout SVGItemWriter
  ) -> [SVGElement] {
    var result: [SVGElement] = []
    for run in MaskRun.runs(of: items, level: level) {
      switch run {
      case .item(let item):
        if let element = clipped(item, writer: &writer) { result.append(element) }
      case .masked(let mask, let items) where masks.indices.contains(mask):
        let group = elements(for: items, level: level + 1, masks: masks, writer: &writer)
        guard !group.isEmpty else { continue }
        let id = maskID(of: mask, in: masks, writer: &writer)
        var element = SVGElement("g", [("mask", SVGDefinitions.url(id))])
        element.children = group
        result.append(element)
      case .masked:
        break
      }
    }
    return result
  }

  // MARK: - Private

  private func clipped(_ item: DisplayList.Item, writer: inout SVGItemWriter) -> SVGElement? {
    guard var element = writer.element(for: item) else { return nil }
    for clip in item.clips.reversed() {
      var path = SVGElement("path", [("d", SVGNumberFormatter.pathData(clip.path))])
      if clip.style.isEOFilled { path["clip-rule"] = "evenodd" }
      if !clip.style.isAntialiased { path["shape-rendering"] = "crispEdges" }
      var clipPath = SVGElement("clipPath", [("clipPathUnits", "userSpaceOnUse")])
      clipPath.children = [path]
      let id = writer.definitions.id(of: clipPath, prefix: "clip")
      var group = SVGElement("g", [("clip-path", SVGDefinitions.url(id))])
      group.children = [element]
      element = group
    }
    return element
  }

  /// The id of the `<mask>` for `masks[index]`, defined on first use.
  ///
  /// SVG 1.1 masks by luminance; a filter paints the mask's content white, keeping its alpha,
  /// so only alpha counts, as in SwiftUI.
  private func maskID(
    of index: Int, in masks: [DisplayList.Mask], writer: inout SVGItemWriter
  ) -> String {
    let content = elements(
      for: masks[index].items[...], level: 0, masks: masks, writer: &writer)
    var whiten = SVGElement(
      "filter",
      [
        ("x", "0"), ("y", "0"), ("width", "1"), ("height", "1"),
        ("color-interpolation-filters", "sRGB"),
      ])
    whiten.children = [
      SVGElement(
        "feColorMatrix",
        [("type", "matrix"), ("values", "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0")])
    ]
    let filterID = writer.definitions.id(of: whiten, prefix: "filter")
    var group = SVGElement("g", [("filter", SVGDefinitions.url(filterID))])
    group.children = content
    var mask = SVGElement(
      "mask",
      [
        ("maskUnits", "userSpaceOnUse"), ("x", "-100000"), ("y", "-100000"),
        ("width", "200000"), ("height", "200000"),
      ])
    mask.children = [group]
    return writer.definitions.id(of: mask, prefix: "mask")
  }
}
