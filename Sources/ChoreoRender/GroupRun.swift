import Choreo

/// A step of drawing a display list: one item, or the consecutive items of one group (a mask
/// or a compositing group), which renderers draw as one layer.
enum GroupRun {
  /// An item in no further group at this level.
  case item(DisplayList.Item)
  /// Items sharing the group at this level: `group` indexes `DisplayList.groups`.
  case grouped(group: Int, items: ArraySlice<DisplayList.Item>)

  /// The runs of `items` at `level` of their group chains (0 for the display list's own
  /// items), back to front.
  static func runs(of items: ArraySlice<DisplayList.Item>, level: Int) -> [GroupRun] {
    var runs: [GroupRun] = []
    var index = items.startIndex
    while index < items.endIndex {
      let item = items[index]
      guard item.groups.count > level else {
        runs.append(.item(item))
        index += 1
        continue
      }
      let group = item.groups[level]
      var end = index + 1
      while end < items.endIndex, items[end].groups.count > level,
        items[end].groups[level] == group
      {
        end += 1
      }
      runs.append(.grouped(group: group, items: items[index..<end]))
      index = end
    }
    return runs
  }
}
