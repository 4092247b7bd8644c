import Choreo

/// A step of drawing a display list: one item, or the consecutive items under one mask, which
/// renderers draw as a group through the mask's alpha.
enum MaskRun {
  /// An item with no further mask at this level.
  case item(DisplayList.Item)
  /// Items sharing the mask at this level: `mask` indexes `DisplayList.masks`.
  case masked(mask: Int, items: ArraySlice<DisplayList.Item>)

  /// The runs of `items` at `level` of their mask chains (0 for the display list's own items),
  /// back to front.
  static func runs(of items: ArraySlice<DisplayList.Item>, level: Int) -> [MaskRun] {
    var runs: [MaskRun] = []
    var index = items.startIndex
    while index < items.endIndex {
      let item = items[index]
      guard item.masks.count > level else {
        runs.append(.item(item))
        index += 1
        continue
      }
      let mask = item.masks[level]
      var end = index + 1
      while end < items.endIndex, items[end].masks.count > level, items[end].masks[level] == mask {
        end += 1
      }
      runs.append(.masked(mask: mask, items: items[index..<end]))
      index = end
    }
    return runs
  }
}
