import Choreo
import Foundation

extension SVGRenderer {
  /// The elements for `items`, back to front, with their clips and in their groups.
  ///
  /// Items that share the group at `level` of their group chains (consecutive ones, as the
  /// display list promises) become one `<g>`, with the group's `opacity` and, for a mask, its
  /// `mask`, so overlapping items fade and are masked as one. Each clip wraps its item in a
  /// `<g clip-path="…">`, outermost clip outside.
  func elements(
    for items: ArraySlice<DisplayList.Item>, level: Int, groups: [DisplayList.Group],
    writer: inout SVGItemWriter
  ) -> [SVGElement] {
    var result: [SVGElement] = []
    for run in GroupRun.runs(of: items, level: level) {
      switch run {
      case .item(let item):
        if let element = clipped(item, writer: &writer) { result.append(element) }
      case .grouped(let index, let members) where groups.indices.contains(index):
        let group = groups[index]
        guard !group.opacity.isNaN, group.opacity > 0 else { continue }
        let children = elements(for: members, level: level + 1, groups: groups, writer: &writer)
        guard !children.isEmpty else { continue }
        var element = SVGElement("g")
        if group.opacity < 1, let opacity = SVGNumberFormatter.string(group.opacity) {
          element["opacity"] = opacity
        }
        if let mask = group.mask {
          element["mask"] = SVGDefinitions.url(maskID(of: mask, groups: groups, writer: &writer))
        }
        element.children = children
        result.append(element)
      case .grouped:
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

  /// The id of the `<mask>` whose content is `mask`, defined on first use.
  ///
  /// SVG 1.1 masks by luminance; a filter paints the mask's content white, keeping its alpha,
  /// so only alpha counts, as in SwiftUI.
  private func maskID(
    of mask: [DisplayList.Item], groups: [DisplayList.Group], writer: inout SVGItemWriter
  ) -> String {
    let content = elements(for: mask[...], level: 0, groups: groups, writer: &writer)
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
