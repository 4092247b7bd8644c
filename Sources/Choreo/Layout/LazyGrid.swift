// Mirrors: SwiftUI.GridItem, SwiftUI.LazyVGrid, SwiftUI.LazyHGrid
// Status: Partial (every cell is laid out: nothing scrolls headlessly, so nothing is lazy;
//          no pinned views). After a cell changes, only its line is measured again and the
//          lines after it move whole: a relayout costs an assignment per moved cell.

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`).
public struct GridItem: Sendable {
  /// How a grid item's length is chosen.
  public enum Size: Hashable, Sendable {
    /// A fixed length, in points.
    case fixed(CGFloat)
    /// A share of the remaining space, clamped to `minimum`…`maximum`.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items of at least `minimum` as fit in the item's share of the space.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: Size
  /// The distance to the next item, or `nil` for 8 points.
  public var spacing: CGFloat?
  /// How cells line up inside the item, or `nil` for the grid's alignment.
  public var alignment: Alignment?

  /// A grid item; flexible by default.
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Grid items resolved to tracks along one axis: `lengths` and the spacing after each.
struct GridTracks {
  var lengths: [CGFloat] = []
  var spacings: [CGFloat] = []
  var alignments: [Alignment?] = []

  /// No tracks.
  init() {}

  /// Computes tracks for `available` points (§9.5): spacing between items comes off first,
  /// fixed items take their length, the others take equal shares of what remains in order,
  /// then each adaptive item splits into as many tracks of its minimum as fit.
  init(items: [GridItem], available: CGFloat?) {
    let defaultSpacing = ViewSpacing.defaultDistance
    func spacing(_ item: GridItem) -> CGFloat {
      max(0, (item.spacing ?? defaultSpacing).finite(or: 0))
    }
    func minimum(_ item: GridItem) -> CGFloat {
      switch item.size {
      case .fixed(let length): return max(0, length.finite(or: 0))
      case .flexible(let low, _): return max(0, low.finite(or: 0))
      case .adaptive(let low, _): return max(0, low.finite(or: 0))
      }
    }
    guard !items.isEmpty else { return }
    // Infinite space cannot be shared out: it counts as unspecified (the items' minimums).
    let available = available.flatMap { $0.isFinite ? $0 : nil }
    var remaining =
      (available ?? items.map(minimum).reduce(0, +))
      - items.dropLast().map(spacing).reduce(0, +)
    var widths = Array(repeating: CGFloat(0), count: items.count)
    let order =
      items.indices.filter { if case .fixed = items[$0].size { true } else { false } }
      + items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
    for (position, index) in order.enumerated() {
      let share = max(0, remaining / CGFloat(order.count - position))
      switch items[index].size {
      case .fixed(let length): widths[index] = max(0, length.finite(or: 0))
      case .flexible(let low, let high):
        widths[index] = min(
          max(share, max(0, low.finite(or: 0))), max(high.isNaN ? .infinity : high, 0))
      case .adaptive: widths[index] = share
      }
      remaining -= widths[index]
    }
    for (index, item) in items.enumerated() {
      let gap = spacing(item)
      if case .adaptive(let low, let high) = item.size {
        let low = max(1, low.finite(or: 1))
        let fitting = ((widths[index] + gap) / (low + gap)).rounded(.down)
        let count = fitting.isFinite ? Int(min(max(fitting, 1), Self.maximumAdaptiveTracks)) : 1
        var length = (widths[index] - CGFloat(count - 1) * gap) / CGFloat(count)
        if !high.isNaN, length > high { length = max(high, 0) }
        for _ in 0..<count {
          lengths.append(max(0, length))
          spacings.append(gap)
          alignments.append(item.alignment)
        }
      } else {
        lengths.append(widths[index])
        spacings.append(gap)
        alignments.append(item.alignment)
      }
    }
  }

  /// The most tracks one adaptive item splits into.
  static let maximumAdaptiveTracks: CGFloat = 10_000

  /// The total length, spacing included.
  var total: CGFloat {
    lengths.reduce(0, +) + spacings.dropLast().reduce(0, +)
  }

  /// The start of each track.
  var starts: [CGFloat] {
    var result: [CGFloat] = []
    var position: CGFloat = 0
    for (length, gap) in zip(lengths, spacings) {
      result.append(position)
      position += length + gap
    }
    return result
  }
}

/// The layout of a lazy grid: tracks across, lines of cells down (or the reverse).
struct LazyGridLayout: Layout {
  let items: [GridItem]
  let axis: Axis
  let alignment: Alignment
  let spacing: CGFloat?

  private func across(_ proposal: ProposedViewSize) -> CGFloat? {
    axis == .vertical ? proposal.width : proposal.height
  }

  private func cellProposal(_ length: CGFloat) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
  }

  private var lineSpacing: CGFloat {
    max(0, (spacing ?? ViewSpacing.defaultDistance).finite(or: 0))
  }

  /// Each line's extent along the grid's axis.
  @MainActor
  private func lines(_ tracks: GridTracks, _ subviews: Subviews) -> [CGFloat] {
    guard !tracks.lengths.isEmpty else { return [] }
    let count = (subviews.count + tracks.lengths.count - 1) / tracks.lengths.count
    var lines: [CGFloat] = []
    lines.reserveCapacity(count)
    for line in 0..<count { lines.append(extent(ofLine: line, tracks, subviews)) }
    return lines
  }

  /// The extent of line `line` along the grid's axis: its tallest (or widest) cell's.
  @MainActor
  private func extent(ofLine line: Int, _ tracks: GridTracks, _ subviews: Subviews) -> CGFloat {
    var extent: CGFloat = 0
    for track in tracks.lengths.indices {
      let index = line * tracks.lengths.count + track
      guard index < subviews.count else { break }
      subviews.prefetch(after: index)
      let size = subviews[index].sizeThatFits(cellProposal(tracks.lengths[track]))
      extent = max(extent, axis == .vertical ? size.height : size.width)
    }
    return extent
  }

  /// The indices of the cells of line `line`.
  private func cells(ofLine line: Int, _ tracks: GridTracks, count: Int) -> Range<Int> {
    let start = min(line * tracks.lengths.count, count)
    return start..<min(start + tracks.lengths.count, count)
  }

  /// Tracks and lines kept between sizing and placing, and between passes: after a change,
  /// only the lines holding a changed cell are measured again, and lines whose cells are all
  /// unchanged move without being placed again.
  struct Cache {
    /// The grid the tracks and lines are for: another one measures and places anew.
    var grid: LazyGridLayout?
    /// The width (or height) across the tracks and lines are for; `nil` until measured.
    var across: CGFloat??
    var tracks = GridTracks()
    var lines: [CGFloat] = []
    /// The subviews the lines were measured with.
    var measured: Subviews?
    /// Whether a subview or the grid changed since the lines were measured.
    var isStale = false
    /// The last placement, if it is for the tracks and lines above.
    var placed: Placed?
  }

  /// Where a grid placed its lines.
  struct Placed {
    var bounds: CGRect
    /// Each line's extent and its start along the grid's axis.
    var lines: [CGFloat]
    var starts: [CGFloat]
  }

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  /// Whether `other` makes the same tracks and places cells the same way.
  private func isSame(as other: LazyGridLayout) -> Bool {
    guard axis == other.axis, alignment == other.alignment, spacing == other.spacing,
      items.count == other.items.count
    else { return false }
    for (mine, theirs) in zip(items, other.items)
    where mine.size != theirs.size || mine.spacing != theirs.spacing
      || mine.alignment != theirs.alignment
    {
      return false
    }
    return true
  }

  /// Marks the cache for checking against the subviews that changed; see `tracksAndLines`.
  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache.isStale = true
  }

  /// The tracks and lines for `proposal`, from the cache if it holds them.
  ///
  /// After a change, the same subviews across the same length keep their tracks, and only
  /// lines with a cell that changed since it was last placed are measured again.
  @MainActor
  private func tracksAndLines(
    _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache
  ) -> (GridTracks, [CGFloat]) {
    let across = across(proposal)
    if cache.across == .some(across), !cache.isStale {
      return (cache.tracks, cache.lines)
    }
    if cache.across == .some(across), cache.grid?.isSame(as: self) == true,
      let measured = cache.measured,
      measured.isSame(as: subviews), !cache.tracks.lengths.isEmpty
    {
      for line in cache.lines.indices
      where !subviews.areUnchangedSinceLastPlacement(
        cells(ofLine: line, cache.tracks, count: subviews.count))
      {
        cache.lines[line] = extent(ofLine: line, cache.tracks, subviews)
      }
    } else {
      cache.tracks = GridTracks(items: items, available: across)
      cache.lines = lines(cache.tracks, subviews)
      cache.across = .some(across)
      cache.grid = self
      cache.measured = subviews
      cache.placed = nil
    }
    cache.isStale = false
    return (cache.tracks, cache.lines)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    let (tracks, lines) = tracksAndLines(proposal, subviews, &cache)
    let along = lines.reduce(0, +) + CGFloat(max(0, lines.count - 1)) * lineSpacing
    return axis == .vertical
      ? CGSize(width: tracks.total, height: along) : CGSize(width: along, height: tracks.total)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let (tracks, lines) = tracksAndLines(proposal, subviews, &cache)
    guard !tracks.lengths.isEmpty else { return }
    let starts = tracks.starts
    // Tracks narrower than the bounds are placed by the grid's alignment.
    let slack = max(0, (axis == .vertical ? bounds.width : bounds.height) - tracks.total)
    let offset =
      slack
      * (axis == .vertical
        ? ViewDimensions(size: CGSize(width: 1, height: 1))[alignment.horizontal]
        : ViewDimensions(size: CGSize(width: 1, height: 1))[alignment.vertical])
    // Lines placed before from the same origin and across the same length, with the same
    // extent and unchanged cells, only move along the axis.
    var before = cache.placed
    if let placed = before,
      placed.bounds.origin != bounds.origin
        || (axis == .vertical
          ? placed.bounds.width != bounds.width : placed.bounds.height != bounds.height)
    {
      before = nil
    }
    var lineStarts: [CGFloat] = []
    lineStarts.reserveCapacity(lines.count)
    var linePosition: CGFloat = 0
    for (line, extent) in lines.enumerated() {
      lineStarts.append(linePosition)
      let cells = cells(ofLine: line, tracks, count: subviews.count)
      if let before, before.lines.indices.contains(line), before.lines[line] == extent,
        subviews.areUnchangedSinceLastPlacement(cells)
      {
        let moved = linePosition - before.starts[line]
        let shift =
          axis == .vertical ? CGSize(width: 0, height: moved) : CGSize(width: moved, height: 0)
        subviews.placeAsBefore(cells, movedBy: shift)
      } else {
        for index in cells {
          subviews.prefetch(after: index)
          let track = index - cells.lowerBound
          let cell =
            axis == .vertical
            ? CGRect(
              x: bounds.minX + offset + starts[track], y: bounds.minY + linePosition,
              width: tracks.lengths[track], height: extent)
            : CGRect(
              x: bounds.minX + linePosition, y: bounds.minY + offset + starts[track],
              width: extent, height: tracks.lengths[track])
          place(
            subviews[index], in: cell, proposal: cellProposal(tracks.lengths[track]),
            alignment: tracks.alignments[track] ?? alignment)
        }
      }
      linePosition += extent + lineSpacing
    }
    cache.placed = Placed(bounds: bounds, lines: lines, starts: lineStarts)
  }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A grid that grows vertically: `columns` across, as many rows as its cells need.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80), spacing: 16)], spacing: 16) {
///   ForEach(colors) { color in color.frame(height: 80) }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
  let layout: LazyGridLayout
  let content: Content

  /// A vertical grid; `spacing` is the distance between rows (8 by default).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      items: columns, axis: .vertical,
      alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing)
    self.content = content()
  }

  /// Never called: Choreo draws this view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A grid that grows horizontally: `rows` down, as many columns as its cells need.
public struct LazyHGrid<Content: View>: View {
  let layout: LazyGridLayout
  let content: Content

  /// A horizontal grid; `spacing` is the distance between columns (8 by default).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      items: rows, axis: .horizontal,
      alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing)
    self.content = content()
  }

  /// Never called: Choreo draws this view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyVGrid: PrimitiveView, LayoutContainer {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .content, inputs: stackInputs(children.inputs, nil, node))
  }
  var containerLayout: LazyGridLayout { layout }
}

extension LazyHGrid: PrimitiveView, LayoutContainer {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .content, inputs: stackInputs(children.inputs, nil, node))
  }
  var containerLayout: LazyGridLayout { layout }
}

/// Which views stay pinned while a grid scrolls; accepted for compatibility (nothing scrolls).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32

  /// Creates a set from its raw value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
