// Mirrors: SwiftUI.GridLayout
// Status: Partial (how flexible cells share space is Choreo's documented rule; see
//          Docs/Divergences.md)

/// The layout of a `Grid`: rows of cells sharing columns.
///
/// Its subviews are a grid's content: the views of each `GridRow` are the cells of one row,
/// and any other view is a row of its own spanning every column.
///
/// Sizing, for a proposal of width W and height H:
/// 1. Each column is as wide as its widest cell, measured with an unspecified proposal (cells
///    lined up on a custom guide: the most any reaches before the guide plus the most any
///    reaches after it). A cell spanning several columns that needs more than they give widens
///    each of them by an equal part of the difference, narrower spans first.
/// 2. A column is flexible if a cell in it grows when offered the grid's whole proposal (it
///    answers a larger width than its ideal one). With W given, the flexible columns share
///    what the other columns and the spacing leave: widest first, each takes the larger of its
///    width and an equal share of what is still left. With W infinite they are infinite; with
///    W unspecified they keep their widths.
/// 3. Rows follow the same steps with heights, each cell measured at the width of its column
///    (or of the columns it spans).
///
/// Cells marked with `gridCellUnsizedAxes(_:)` take no part in an axis's steps but are offered
/// their whole cell. Columns and rows never shrink below what their cells need, so a grid
/// offered less is larger than its proposal. Spacing `nil` is 8 points.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(GridLayout())
/// layout { GridRow { Text("Name"); Text("Ada") } }
/// ```
public struct GridLayout: Layout {
  /// How each view is placed in its cell, unless its row, column or anchor says otherwise.
  public var alignment: Alignment
  /// The distance between columns, or `nil` for 8 points.
  public var horizontalSpacing: CGFloat?
  /// The distance between rows, or `nil` for 8 points.
  public var verticalSpacing: CGFloat?

  /// A grid layout; negative or non-finite spacing counts as 0, with one diagnostic.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// The grid's rows and columns, found from its subviews.
  public struct Cache {
    var rows: [Row] = []
    var columnCount = 0
    var columnAlignments: [HorizontalAlignment] = []
  }

  /// The most columns a grid has; cells past it share the last column.
  static let maximumColumns = 10_000

  /// Sorts the subviews into rows and columns; O(subviews × depth of their rows).
  public func makeCache(subviews: Subviews) -> Cache {
    reportInvalidSpacing(subviews)
    var cache = Cache()
    var currentRow: ObjectIdentifier?
    var column = 0
    var alignments: [Int: HorizontalAlignment] = [:]
    for (index, subview) in subviews.enumerated() {
      let info = subview.gridCellInfo
      let traits = info.traits
      let anchor = traits.anchor.map { UnitPoint(x: $0.x.finite(or: 0), y: $0.y.finite(or: 0)) }
      let unsized = traits.unsizedAxes ?? []
      guard let row = info.row else {
        let cell = Cell(subview: index, column: 0, span: 1, anchor: anchor, unsized: unsized)
        cache.rows.append(Row(cells: [cell], alignment: alignment.vertical, spansAll: true))
        currentRow = nil
        continue
      }
      if row != currentRow {
        cache.rows.append(
          Row(cells: [], alignment: info.rowAlignment ?? alignment.vertical, spansAll: false))
        currentRow = row
        column = 0
      }
      let start = min(column, Self.maximumColumns - 1)
      let span = min(traits.columns ?? 1, Self.maximumColumns - start)
      if let guide = traits.columnAlignment, alignments[start] == nil { alignments[start] = guide }
      cache.rows[cache.rows.count - 1].cells.append(
        Cell(subview: index, column: start, span: span, anchor: anchor, unsized: unsized))
      column = start + span
      cache.columnCount = max(cache.columnCount, column)
    }
    if cache.columnCount == 0, !cache.rows.isEmpty { cache.columnCount = 1 }
    for index in cache.rows.indices where cache.rows[index].spansAll {
      cache.rows[index].cells[0].span = cache.columnCount
    }
    cache.columnAlignments = (0..<cache.columnCount).map { alignments[$0] ?? alignment.horizontal }
    return cache
  }

  /// The grid's size for `proposal`, by the steps above.
  ///
  /// Each cell is measured at up to four proposals (ideal, the grid's, its column width with
  /// height unspecified, its cell); sizes are cached per view.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    tracks(proposal, subviews, cache).size
  }

  /// Places each cell in its column and row, proposing it the cell's size.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let tracks = tracks(proposal, subviews, cache)
    let columnStarts = tracks.columnStarts
    let rowStarts = tracks.rowStarts
    // Every cell's dimensions in its cell, and the columns' guide lines from them.
    var dimensions = Array(repeating: ViewDimensions(size: .zero), count: subviews.count)
    var columnBands = Array(repeating: GuideBand(), count: cache.columnCount)
    for (rowIndex, row) in cache.rows.enumerated() {
      for cell in row.cells {
        let cellDimensions = subviews[cell.subview].dimensions(
          in: tracks.proposal(for: cell, row: rowIndex))
        dimensions[cell.subview] = cellDimensions
        if cell.linesUpInColumn(row) {
          let guide = cache.columnAlignments[cell.column]
          columnBands[cell.column].add(cellDimensions.width, guide: cellDimensions[guide])
        }
      }
    }
    for (rowIndex, row) in cache.rows.enumerated() {
      let height = tracks.heights[rowIndex]
      var rowBand = GuideBand()
      for cell in row.cells where cell.anchor == nil {
        rowBand.add(dimensions[cell.subview].height, guide: dimensions[cell.subview][row.alignment])
      }
      let rowLine = rowBand.line(in: height) {
        ViewDimensions(size: CGSize(width: 0, height: $0))[row.alignment]
      }
      for cell in row.cells {
        let cellDimensions = dimensions[cell.subview]
        let width = tracks.width(of: cell)
        let minX = bounds.minX + columnStarts[cell.column]
        let minY = bounds.minY + rowStarts[rowIndex]
        let x: CGFloat
        let y: CGFloat
        if let anchor = cell.anchor {
          x = minX + anchor.x * (width - cellDimensions.width)
          y = minY + anchor.y * (height - cellDimensions.height)
        } else {
          let guide = row.spansAll ? alignment.horizontal : cache.columnAlignments[cell.column]
          let line =
            cell.linesUpInColumn(row)
            ? columnBands[cell.column].line(in: width) {
              ViewDimensions(size: CGSize(width: $0, height: 0))[guide]
            } : ViewDimensions(size: CGSize(width: width, height: 0))[guide]
          x = minX + line - cellDimensions[guide]
          y = minY + rowLine - cellDimensions[row.alignment]
        }
        subviews[cell.subview].place(
          at: CGPoint(x: x, y: y), anchor: .topLeading,
          proposal: tracks.proposal(for: cell, row: rowIndex))
      }
    }
  }

  /// Nothing to animate.
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// MARK: - Rows, cells and tracks

extension GridLayout {
  struct Cell {
    var subview: Int
    var column: Int
    var span: Int
    var anchor: UnitPoint?
    var unsized: Axis.Set

    var columns: Range<Int> { column..<(column + span) }

    /// Whether the cell lines up with its column's other cells on the column's guide.
    func linesUpInColumn(_ row: Row) -> Bool {
      span == 1 && anchor == nil && !row.spansAll
    }
  }

  struct Row {
    var cells: [Cell]
    var alignment: VerticalAlignment
    /// Whether the row is one view outside any `GridRow`, spanning every column.
    var spansAll: Bool
  }

  /// Column widths and row heights for one proposal, with the spacing between them.
  struct Tracks {
    var widths: [CGFloat]
    var heights: [CGFloat]
    var columnGap: CGFloat
    var rowGap: CGFloat

    var columnStarts: [CGFloat] { Self.starts(widths, columnGap) }
    var rowStarts: [CGFloat] { Self.starts(heights, rowGap) }

    var size: CGSize {
      CGSize(width: Self.total(widths, columnGap), height: Self.total(heights, rowGap))
    }

    func width(of cell: Cell) -> CGFloat {
      Self.total(Array(widths[cell.columns]), columnGap)
    }

    func proposal(for cell: Cell, row: Int) -> ProposedViewSize {
      ProposedViewSize(width: width(of: cell), height: heights[row])
    }

    static func total(_ lengths: [CGFloat], _ gap: CGFloat) -> CGFloat {
      lengths.reduce(0, +) + CGFloat(max(0, lengths.count - 1)) * gap
    }

    static func starts(_ lengths: [CGFloat], _ gap: CGFloat) -> [CGFloat] {
      var position: CGFloat = 0
      return lengths.map { length in
        defer { position += length + gap }
        return position
      }
    }
  }

  /// The spacing to use for `value`: 8 points for `nil`, 0 for invalid values.
  static func spacing(_ value: CGFloat?) -> CGFloat {
    guard let value else { return ViewSpacing.defaultDistance }
    return value.isFinite && value >= 0 ? value : 0
  }

  @MainActor
  private func reportInvalidSpacing(_ subviews: Subviews) {
    for (name, value) in [
      ("horizontalSpacing", horizontalSpacing), ("verticalSpacing", verticalSpacing),
    ] {
      guard let value, !(value.isFinite && value >= 0) else { continue }
      subviews.first?.reportAboutContainer(
        "Grid \(name) \(value) is negative or not finite; 0 is used")
    }
  }

  /// Sizes the columns, then the rows, by the steps in `GridLayout`'s documentation.
  @MainActor
  func tracks(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: Cache) -> Tracks {
    var tracks = Tracks(
      widths: [], heights: [], columnGap: Self.spacing(horizontalSpacing),
      rowGap: Self.spacing(verticalSpacing))
    var columnBands = Array(repeating: GuideBand(), count: cache.columnCount)
    var flexibleColumns = Set<Int>()
    var flexibleRows = Set<Int>()
    var spanning: [(cell: Cell, width: CGFloat)] = []
    for (rowIndex, row) in cache.rows.enumerated() {
      for cell in row.cells where !cell.unsized.contains([.horizontal, .vertical]) {
        let subview = subviews[cell.subview]
        // Only the guide the cell's column lines up on is asked for.
        let ideal = subview.dimensions(
          in: .unspecified,
          aligning: Alignment(horizontal: cache.columnAlignments[cell.column], vertical: .center))
        // Offered the grid's whole proposal, does the cell grow? (What counts is growing
        // within what the grid is offered, so the proposal, not infinity.)
        let offered = subview.sizeThatFits(proposal)
        if !cell.unsized.contains(.vertical), offered.height > ideal.height {
          flexibleRows.insert(rowIndex)
        }
        guard !cell.unsized.contains(.horizontal) else { continue }
        if offered.width > ideal.width { flexibleColumns.formUnion(cell.columns) }
        if cell.linesUpInColumn(row) {
          let guide = cache.columnAlignments[cell.column]
          columnBands[cell.column].add(ideal.width, guide: ideal[guide])
        } else if cell.span == 1 {
          columnBands[cell.column].add(ideal.width)
        } else {
          spanning.append((cell, ideal.width.finite(or: 0)))
        }
      }
    }
    tracks.widths = columnBands.map(\.length)
    let bySpan = spanning.indices.sorted {
      (spanning[$0].cell.span, $0) < (spanning[$1].cell.span, $1)
    }
    for (cell, needed) in bySpan.map({ spanning[$0] }) {
      let missing = needed - tracks.width(of: cell)
      guard missing > 0 else { continue }
      for column in cell.columns { tracks.widths[column] += missing / CGFloat(cell.span) }
    }
    if let width = proposal.width {
      Self.share(width, among: flexibleColumns, of: &tracks.widths, gap: tracks.columnGap)
    }

    for row in cache.rows {
      var band = GuideBand()
      for cell in row.cells where !cell.unsized.contains(.vertical) {
        let cellDimensions = subviews[cell.subview].dimensions(
          in: ProposedViewSize(width: tracks.width(of: cell), height: nil))
        if cell.anchor == nil {
          band.add(cellDimensions.height, guide: cellDimensions[row.alignment])
        } else {
          band.add(cellDimensions.height)
        }
      }
      tracks.heights.append(band.length)
    }
    if let height = proposal.height {
      Self.share(height, among: flexibleRows, of: &tracks.heights, gap: tracks.rowGap)
    }
    return tracks
  }

  /// Gives the `flexible` tracks what `proposed` leaves after the other tracks and the gaps:
  /// widest first, each takes the larger of its length and an equal share of what is left.
  static func share(
    _ proposed: CGFloat, among flexible: Set<Int>, of lengths: inout [CGFloat], gap: CGFloat
  ) {
    guard !flexible.isEmpty else { return }
    if proposed == .infinity {
      for index in flexible { lengths[index] = .infinity }
      return
    }
    var left =
      proposed - CGFloat(max(0, lengths.count - 1)) * gap
      - lengths.indices.filter { !flexible.contains($0) }.map { lengths[$0] }.reduce(0, +)
    let order = flexible.sorted { (-lengths[$0], $0) < (-lengths[$1], $1) }
    for (position, index) in order.enumerated() {
      lengths[index] = max(lengths[index], left / CGFloat(order.count - position))
      left -= lengths[index]
    }
  }
}

/// The extent of views lined up on one guide along an axis (the most any reaches before the
/// guide plus the most any reaches after it), and the longest of views placed otherwise.
struct GuideBand {
  private var before = -CGFloat.infinity
  private var after = -CGFloat.infinity
  private var other: CGFloat = 0

  /// Adds a view of `length` whose guide is at `guide`; non-finite values count as 0.
  mutating func add(_ length: CGFloat, guide: CGFloat) {
    let length = length.finite(or: 0)
    let guide = guide.finite(or: 0)
    before = max(before, guide)
    after = max(after, length - guide)
  }

  /// Adds a view of `length` that is not lined up on the guide.
  mutating func add(_ length: CGFloat) {
    other = max(other, length.finite(or: 0))
  }

  private var lined: CGFloat { before.isFinite ? before + after : 0 }

  /// The length the views need: at least 0.
  var length: CGFloat { max(lined, other, 0) }

  /// Where the guide line falls in a track of `length`: the lined-up views sit in the track
  /// as one view of their extent would, by the guide's default position `defaultGuide`.
  func line(in length: CGFloat, defaultGuide: (CGFloat) -> CGFloat) -> CGFloat {
    guard before.isFinite else { return defaultGuide(length) }
    return defaultGuide(length) - defaultGuide(lined) + before
  }
}
