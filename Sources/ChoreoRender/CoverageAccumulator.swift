/// Exact area coverage of a polygon over a pixel grid, by signed-area accumulation.
///
/// Lines are added one by one (each closed contour must be added whole); every pixel cell a
/// line crosses records two signed integers, as FreeType's anti-aliasing rasterizer does:
/// `cover`, the height of the line inside the cell, and `area`, that height times twice the
/// line's mean horizontal position in it. Summing covers from the left gives the winding of
/// the pixels between cells, so a fill needs work only where edges are, and rows come out as
/// runs of equal coverage (`sweep(rule:antialiased:_:)`).
///
/// Coordinates are device pixels, quantized to 1/256 pixel after clipping; sums are integers,
/// so the result does not depend on the order lines come in. Lines are clipped to the grid
/// (`width` × `height`) before any per-row work: parts above or below it are dropped, parts to
/// the left or right run down its edges instead, which keeps the winding of what is inside.
/// Non-finite coordinates drop the line.
struct CoverageAccumulator {
  /// One pixel cell an edge crosses.
  struct Cell {
    var x: Int32
    var y: Int32
    var cover: Int32
    var area: Int32
  }

  /// Pixels of equal coverage in one row: `length` pixels from column `x`.
  struct Run: Equatable {
    var x: Int
    var length: Int
    /// Coverage, 0…255.
    var alpha: UInt8
  }

  /// Subpixel steps per pixel.
  static let one = 256
  /// The accumulated value of a fully covered pixel: `one` × 2 × `one`.
  static let full = 131_072

  private(set) var width = 0
  private(set) var height = 0
  private(set) var cells: [Cell] = []
  private var sorted: [Cell] = []
  private var rowStarts: [Int] = []
  private var runs: [Run] = []
  private var minRow = Int.max
  private var maxRow = Int.min

  /// Empties the accumulator and sets the grid lines are clipped to.
  mutating func reset(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells.removeAll(keepingCapacity: true)
    minRow = .max
    maxRow = .min
  }

  /// Whether no line has left a cell.
  var isEmpty: Bool { cells.isEmpty }

  /// Adds the line from (`x0`, `y0`) to (`x1`, `y1`), in pixels.
  ///
  /// A line with a non-finite end adds nothing; an end beyond ±`Affine.limit` (far past any
  /// canvas) is moved onto it, so that the line's extent stays finite (glyphs under a huge
  /// scale reach there).
  mutating func addLine(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
    let (x0, y0) = (Affine.clamped(x0), Affine.clamped(y0))
    let (x1, y1) = (Affine.clamped(x1), Affine.clamped(y1))
    guard y0 != y1 else { return }
    let h = Double(height)
    guard max(y0, y1) > 0, min(y0, y1) < h else { return }
    var (ax, ay, bx, by) = (x0, y0, x1, y1)
    // Clip to 0…h vertically: the parts outside reach no row.
    if ay < 0 || ay > h || by < 0 || by > h {
      let slope = (bx - ax) / (by - ay)
      let (lowX, highX) = (min(ax, bx), max(ax, bx))
      func xAt(_ y: Double) -> Double { min(max(ax + (y - ay) * slope, lowX), highX) }
      let (newAX, newBX) = (
        ay < 0 ? xAt(0) : ay > h ? xAt(h) : ax, by < 0 ? xAt(0) : by > h ? xAt(h) : bx
      )
      (ax, ay, bx, by) = (newAX, min(max(ay, 0), h), newBX, min(max(by, 0), h))
      guard ay != by else { return }
    }
    // Split where the line crosses x = 0 and x = width; outside parts run down those edges.
    let w = Double(width)
    let (low, high) = (min(ax, bx), max(ax, bx))
    var first = low < 0 && 0 < high ? -ax / (bx - ax) : Double.infinity
    var second = Double.infinity
    if low < w && w < high {
      let t = (w - ax) / (bx - ax)
      if t < first { (first, second) = (t, first) } else { second = t }
    }
    var startX = ax
    var startY = ay
    // Only lines crossing the grid's sides get here with a cut; they are few.
    if first.isFinite {
      for t in [first, second] where t.isFinite {
        let cutX = ax + t * (bx - ax)
        let cutY = min(max(ay + t * (by - ay), min(ay, by)), max(ay, by))
        addClamped(startX, startY, cutX, cutY, width: w)
        (startX, startY) = (cutX, cutY)
      }
    }
    addClamped(startX, startY, bx, by, width: w)
  }

  private mutating func addClamped(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width w: Double
  ) {
    // Coordinates are non-negative here, so truncating x + 0.5 rounds them.
    let scale = Double(Self.one)
    addFixedLine(
      Int(min(max(x0, 0), w) * scale + 0.5), Int(y0 * scale + 0.5),
      Int(min(max(x1, 0), w) * scale + 0.5), Int(y1 * scale + 0.5))
  }

  /// Adds a line in subpixel units, inside the grid.
  private mutating func addFixedLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
    guard y0 != y1 else { return }
    // Walk downwards; a line drawn upwards counts negatively.
    let (top, bottom, sign) = y0 < y1 ? ((x0, y0), (x1, y1), 1) : ((x1, y1), (x0, y0), -1)
    let dx = bottom.0 - top.0
    let dy = bottom.1 - top.1
    var row = top.1 >> 8
    var (xa, ya) = top
    while true {
      let rowBottom = (row + 1) << 8
      let (xb, yb) =
        bottom.1 <= rowBottom
        ? bottom : (top.0 + Self.roundedDivision((rowBottom - top.1) * dx, dy), rowBottom)
      addRowPiece(row: row, xa, ya - (row << 8), xb, yb - (row << 8), sign: sign)
      if yb == bottom.1 { break }
      row += 1
      (xa, ya) = (xb, yb)
    }
  }

  /// Adds the part of a line inside one row; `ya` < `yb`, both 0…`one` from the row's top.
  private mutating func addRowPiece(row: Int, _ xa: Int, _ ya: Int, _ xb: Int, _ yb: Int, sign: Int)
  {
    let (left, leftY, right, rightY) = xa <= xb ? (xa, ya, xb, yb) : (xb, yb, xa, ya)
    let firstColumn = left >> 8
    let lastColumn = left == right ? firstColumn : (right - 1) >> 8
    if firstColumn == lastColumn {
      let cover = sign * (yb - ya)
      let base = firstColumn << 8
      addCell(x: firstColumn, y: row, cover: cover, area: cover * (left - base + right - base))
      return
    }
    var x = left
    var y = leftY
    for column in firstColumn...lastColumn {
      let base = column << 8
      let nextX = column == lastColumn ? right : base + Self.one
      let nextY =
        column == lastColumn
        ? rightY : leftY + Self.roundedDivision((nextX - left) * (rightY - leftY), right - left)
      let cover = sign * abs(nextY - y)
      addCell(x: column, y: row, cover: cover, area: cover * (x - base + nextX - base))
      (x, y) = (nextX, nextY)
    }
  }

  /// How accumulated winding becomes coverage.
  enum Rule {
    /// Non-zero winding: any winding covers.
    case nonZero
    /// Even-odd: odd windings cover.
    case evenOdd
  }

  /// Calls `body` with each row that has coverage, top to bottom, and its runs, left to right.
  ///
  /// Runs never overlap and lie inside the grid; pixels not in a run have no coverage. Without
  /// anti-aliasing a pixel is covered (255) when at least half of it is.
  mutating func sweep(
    rule: Rule, antialiased: Bool, _ body: (_ y: Int, _ runs: UnsafeBufferPointer<Run>) -> Void
  ) {
    guard !cells.isEmpty else { return }
    let rowCount = maxRow - minRow + 1
    if rowStarts.count < rowCount + 2 { rowStarts = Array(repeating: 0, count: rowCount + 2) }
    if sorted.count < cells.count { sorted = Array(repeating: cells[0], count: cells.count) }
    let widest = sortCells(rowCount: rowCount)
    // A row's runs: at most a gap and a cell per cell, and the rest of the row.
    if runs.count < 2 * widest + 1 {
      runs = Array(repeating: Run(x: 0, length: 0, alpha: 0), count: 2 * widest + 1)
    }
    let (minRow, width) = (minRow, width)
    sorted.withUnsafeBufferPointer { sorted in
      rowStarts.withUnsafeBufferPointer { starts in
        runs.withUnsafeMutableBufferPointer { runs in
          for row in 0..<rowCount where starts[row] < starts[row + 1] {
            let count = Self.collectRuns(
              sorted, starts[row]..<starts[row + 1], width: width, rule: rule,
              antialiased: antialiased, into: runs)
            if count > 0 { body(minRow + row, UnsafeBufferPointer(rebasing: runs[0..<count])) }
          }
        }
      }
    }
  }

  /// Sorts `cells` into `sorted` by row (counting sort), then by column within each row, and
  /// sets `rowStarts[r]..<rowStarts[r + 1]` to row `minRow + r`'s cells; returns the most
  /// cells a row has.
  private mutating func sortCells(rowCount: Int) -> Int {
    let base = minRow
    var widest = 0
    rowStarts.withUnsafeMutableBufferPointer { starts in
      cells.withUnsafeBufferPointer { cells in
        sorted.withUnsafeMutableBufferPointer { sorted in
          for i in 0..<rowCount + 2 { starts[i] = 0 }
          for cell in cells { starts[Int(cell.y) - base + 2] += 1 }
          for row in 0..<rowCount { starts[row + 2] += starts[row + 1] }
          // starts[r + 1] is where row r begins; placing a cell moves it on, so afterwards it
          // is where row r ends.
          for cell in cells {
            let slot = Int(cell.y) - base + 1
            sorted[starts[slot]] = cell
            starts[slot] += 1
          }
          for row in 0..<rowCount {
            let range = starts[row]..<starts[row + 1]
            widest = max(widest, range.count)
            Self.sortByColumn(sorted, range)
          }
        }
      }
    }
    return widest
  }

  /// Sorts one row's cells by column: insertion sort for the few cells most rows have.
  private static func sortByColumn(_ cells: UnsafeMutableBufferPointer<Cell>, _ range: Range<Int>) {
    guard range.count > 1 else { return }
    guard range.count <= 24 else {
      var row = UnsafeMutableBufferPointer(rebasing: cells[range])
      row.sort { $0.x < $1.x }
      return
    }
    for i in range.lowerBound + 1..<range.upperBound {
      let cell = cells[i]
      var j = i
      while j > range.lowerBound, cells[j - 1].x > cell.x {
        cells[j] = cells[j - 1]
        j -= 1
      }
      cells[j] = cell
    }
  }

  /// Writes the runs of one row, whose cells (sorted) are `range` of `cells`, into `runs`;
  /// returns how many there are.
  @inline(__always)
  private static func collectRuns(
    _ cells: UnsafeBufferPointer<Cell>, _ range: Range<Int>, width: Int, rule: Rule,
    antialiased: Bool, into runs: UnsafeMutableBufferPointer<Run>
  ) -> Int {
    var count = 0
    // Appends a run, merged into the previous one when it continues it with the same alpha.
    func append(_ x: Int, _ length: Int, _ value: Int) {
      let alpha = Self.alpha(value, rule: rule, antialiased: antialiased)
      guard alpha != 0 else { return }
      if count > 0, runs[count - 1].alpha == alpha, runs[count - 1].x + runs[count - 1].length == x
      {
        runs[count - 1].length += length
      } else {
        runs[count] = Run(x: x, length: length, alpha: alpha)
        count += 1
      }
    }
    var winding = 0
    var nextX = 0
    var i = range.lowerBound
    while i < range.upperBound {
      let x = Int(cells[i].x)
      var cover = Int(cells[i].cover)
      var area = Int(cells[i].area)
      i += 1
      while i < range.upperBound, Int(cells[i].x) == x {
        cover += Int(cells[i].cover)
        area += Int(cells[i].area)
        i += 1
      }
      if x > nextX, winding != 0 { append(nextX, x - nextX, winding << 9) }
      append(x, 1, ((winding + cover) << 9) - area)
      winding += cover
      nextX = x + 1
    }
    if winding != 0, nextX < width { append(nextX, width - nextX, winding << 9) }
    return count
  }

  /// The coverage, 0…255, of an accumulated value (`full` for one whole pixel at winding 1).
  @inline(__always)
  static func alpha(_ value: Int, rule: Rule, antialiased: Bool) -> UInt8 {
    var magnitude = abs(value)
    switch rule {
    case .nonZero:
      magnitude = min(magnitude, full)
    case .evenOdd:
      magnitude &= 2 * full - 1
      if magnitude > full { magnitude = 2 * full - magnitude }
    }
    guard antialiased else { return magnitude >= full / 2 ? 255 : 0 }
    return UInt8(truncatingIfNeeded: (magnitude * 255 + full / 2) >> 17)
  }

  @inline(__always)
  private mutating func addCell(x: Int, y: Int, cover: Int, area: Int) {
    guard x < width, cover != 0 else { return }
    let last = cells.count - 1
    if last >= 0, cells[last].x == Int32(x), cells[last].y == Int32(y) {
      cells[last].cover &+= Int32(truncatingIfNeeded: cover)
      cells[last].area &+= Int32(truncatingIfNeeded: area)
      return
    }
    cells.append(
      Cell(
        x: Int32(x), y: Int32(y), cover: Int32(truncatingIfNeeded: cover),
        area: Int32(truncatingIfNeeded: area)))
    minRow = min(minRow, y)
    maxRow = max(maxRow, y)
  }

  /// `numerator / denominator` rounded to the nearest integer (halves up); `denominator` > 0.
  @inline(__always)
  static func roundedDivision(_ numerator: Int, _ denominator: Int) -> Int {
    let doubled = 2 * numerator + denominator
    let divisor = 2 * denominator
    return doubled >= 0 ? doubled / divisor : -((-doubled + divisor - 1) / divisor)
  }
}
