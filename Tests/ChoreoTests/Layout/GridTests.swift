import Choreo
import Testing

/// `identifier`'s frame relative to the top-leading corner of the view named "grid".
@MainActor
private func cell(_ host: ViewHost<some View>, _ identifier: String) -> CGRect {
  let grid = host.rect("grid")
  return host.rect(identifier).offsetBy(dx: -grid.minX, dy: -grid.minY)
}

/// A fixed-size block named `identifier`.
@MainActor
private func block(_ width: CGFloat, _ height: CGFloat, _ identifier: String) -> some View {
  Block(width: width, height: height).accessibilityIdentifier(identifier)
}

/// A one-cell row inside a custom view: the grid must still see the row and the cell's traits.
private struct WrappedRow: View {
  var body: some View {
    GridRow { block(10, 10, "wrapped").gridColumnAlignment(.trailing) }
  }
}

/// A grid whose second row's alignment a tap toggles.
private struct Toggling: View {
  @State private var top: Bool

  init(top: Bool) {
    _top = State(initialValue: top)
  }

  var body: some View {
    VStack {
      Grid {
        GridRow {
          block(10, 30, "tall")
          block(10, 10, "short")
        }
        GridRow(alignment: top ? .top : .bottom) {
          block(10, 30, "tall2")
          block(10, 10, "moving")
        }
      }
      .accessibilityIdentifier("grid")
      Button("Toggle") { top.toggle() }.accessibilityIdentifier("toggle")
    }
  }
}

@MainActor
@Suite("Grid and GridRow (§9)")
struct GridTests {
  @Test func columnsTakeTheWidestCellAndRowsTheTallest() {
    // Columns: max(30, 20) = 30 and max(10, 50) = 50; rows: max(10, 20) = 20 and
    // max(40, 10) = 40; 8-point gaps (§9.2's default): 30 + 8 + 50 = 88 by 20 + 8 + 40 = 68.
    let host = ViewHost(
      Grid {
        GridRow {
          block(30, 10, "a")
          block(10, 20, "b")
        }
        GridRow {
          block(20, 40, "c")
          block(50, 10, "d")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").size == CGSize(width: 88, height: 68))
    // Centred in their cells: a in (0, 0, 30, 20), b in (38, 0, 50, 20), c in (0, 28, 30, 40),
    // d in (38, 28, 50, 40).
    #expect(cell(host, "a") == CGRect(x: 0, y: 5, width: 30, height: 10))
    #expect(cell(host, "b") == CGRect(x: 38 + 20, y: 0, width: 10, height: 20))
    #expect(cell(host, "c") == CGRect(x: 5, y: 28, width: 20, height: 40))
    #expect(cell(host, "d") == CGRect(x: 38, y: 28 + 15, width: 50, height: 10))
  }

  @Test func explicitSpacingReplacesTheDefault() {
    // Two 10-point columns 3 apart, two 10-point rows 5 apart.
    let host = ViewHost(
      Grid(horizontalSpacing: 3, verticalSpacing: 5) {
        GridRow {
          block(10, 10, "a")
          block(10, 10, "b")
        }
        GridRow {
          block(10, 10, "c")
          block(10, 10, "d")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").size == CGSize(width: 23, height: 25))
    #expect(cell(host, "d").origin == CGPoint(x: 13, y: 15))
  }

  @Test func theLongestRowSetsTheColumnCountAndShortRowsEndEarly() {
    // Three columns from the first row; the second row's one view is in the first column,
    // which it widens to 20: 20 + 8 + 10 + 8 + 10 = 56.
    let host = ViewHost(
      Grid {
        GridRow {
          block(10, 10, "a")
          block(10, 10, "b")
          block(10, 10, "c")
        }
        GridRow { block(20, 10, "only") }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").size == CGSize(width: 56, height: 28))
    #expect(cell(host, "only").origin == CGPoint(x: 0, y: 18))
    #expect(cell(host, "c").minX == CGFloat(20 + 8 + 10 + 8))
  }

  @Test func clearColorMakesAnEmptyCellThatTakesItsWholeCell() {
    // Apple's GridRow example: an unsized Color.clear holds the corner. Column 0 is 20 wide
    // (r1), row 0 is 10 tall (c1), so the clear cell is offered and takes (0, 0, 20, 10).
    let host = ViewHost(
      Grid {
        GridRow {
          Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
            .accessibilityIdentifier("corner")
          block(10, 10, "c1")
        }
        GridRow {
          block(20, 10, "r1")
          block(10, 10, "x")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(cell(host, "corner") == CGRect(x: 0, y: 0, width: 20, height: 10))
    #expect(cell(host, "c1").origin == CGPoint(x: 28, y: 0))
    #expect(host.rect("grid").size == CGSize(width: 38, height: 28))
  }

  @Test func aSpanWiderThanItsColumnsWidensThemEqually() {
    // Columns are 10 wide from the first row. "wide" spans columns 0–1, which give
    // 10 + 8 + 10 = 28 of the 50 it needs: each widens by 22 / 2 = 11, to 21.
    // Width: 21 + 8 + 21 + 8 + 10 = 68.
    let host = ViewHost(
      Grid {
        GridRow {
          block(10, 10, "a")
          block(10, 10, "b")
          block(10, 10, "c")
        }
        GridRow {
          block(50, 10, "wide").gridCellColumns(2)
          block(10, 10, "d")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").width == 68)
    #expect(cell(host, "wide").origin == CGPoint(x: 0, y: 18))
    #expect(cell(host, "a").minX == CGFloat(21 - 10) / 2)
    #expect(cell(host, "b").minX == CGFloat(21 + 8) + CGFloat(21 - 10) / 2)
    #expect(cell(host, "c").minX == 58)
    #expect(cell(host, "d").minX == 58)
  }

  /// A grid of columns 10, 30 and 10 wide over a row of `span` alone.
  private func spanning(_ span: some View) -> ViewHost<some View> {
    ViewHost(
      Grid {
        GridRow {
          block(10, 10, "a")
          block(30, 10, "b")
          block(10, 10, "c")
        }
        GridRow { span.accessibilityIdentifier("span") }
      }
      .accessibilityIdentifier("grid"))
  }

  @Test func aSpanningCellIsOfferedItsColumnsAndTheGapsBetweenThem() {
    // An unsized fill spanning columns 0–1 of widths 10 and 30 is offered 10 + 8 + 30.
    let host = spanning(
      Fill().frame(height: 4).gridCellUnsizedAxes(.horizontal).gridCellColumns(2))
    #expect(cell(host, "span") == CGRect(x: 0, y: 18, width: 48, height: 4))
  }

  @Test func aCellsTraitsWrittenBeforePaddingCount() {
    // As above, padded by 1 after its traits: the padded cell still spans 10 + 8 + 30.
    let host = spanning(
      Fill().frame(height: 4).gridCellUnsizedAxes(.horizontal).gridCellColumns(2).padding(1))
    #expect(cell(host, "span") == CGRect(x: 0, y: 18, width: 48, height: 6))
  }

  @Test func aViewOutsideAnyRowSpansEveryColumnWithoutSizingThem() {
    // Columns 20 and 30 (width 58); the rule row is 2 tall. The unsized rule is offered the
    // grid's width: (0, 10 + 8, 58, 2). The last row starts at 10 + 8 + 2 + 8 = 28.
    let host = ViewHost(
      Grid {
        GridRow {
          block(20, 10, "a")
          block(30, 10, "b")
        }
        Fill().frame(height: 2).gridCellUnsizedAxes(.horizontal).accessibilityIdentifier("rule")
        GridRow {
          block(10, 10, "c")
          block(10, 10, "d")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").size == CGSize(width: 58, height: 38))
    #expect(cell(host, "rule") == CGRect(x: 0, y: 18, width: 58, height: 2))
    #expect(cell(host, "c").origin == CGPoint(x: 5, y: 28))
    #expect(cell(host, "d").origin == CGPoint(x: 28 + 10, y: 28))
  }

  @Test func aFlexibleViewOutsideAnyRowWidensTheGridToItsProposal() {
    // Without gridCellUnsizedAxes the rule grows, so both columns are flexible and share
    // 200 − 8 = 192: 96 each (Apple: "the entire grid widens to fill the width offered").
    let host = ViewHost(
      Grid {
        GridRow {
          block(20, 10, "a")
          block(30, 10, "b")
        }
        Fill().frame(height: 2).accessibilityIdentifier("rule")
      }
      .accessibilityIdentifier("grid")
      .frame(width: 200))
    #expect(host.rect("grid").width == 200)
    #expect(cell(host, "rule") == CGRect(x: 0, y: 18, width: 200, height: 2))
    #expect(cell(host, "a").minX == CGFloat(96 - 20) / 2)
    #expect(cell(host, "b").minX == CGFloat(104 + (96 - 30) / 2))
  }

  @Test func theFirstRowToSetAColumnsAlignmentWins() {
    // Both columns are 40 wide. Column 0: row 0 says leading, row 1's trailing is ignored.
    // Column 1: only row 1 says trailing, so every cell in it ends at 48 + 40 = 88.
    let host = ViewHost(
      Grid {
        GridRow {
          block(10, 10, "a").gridColumnAlignment(.leading)
          block(10, 10, "b")
        }
        GridRow {
          block(40, 10, "c").gridColumnAlignment(.trailing)
          block(40, 10, "d").gridColumnAlignment(.trailing)
        }
        GridRow {
          block(20, 10, "e")
          block(20, 10, "f")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(cell(host, "a").minX == 0)
    #expect(cell(host, "e").minX == 0)
    #expect(cell(host, "b").minX == CGFloat(88 - 10))
    #expect(cell(host, "d").minX == 48)
    #expect(cell(host, "f").minX == CGFloat(88 - 20))
  }

  @Test func aRowsAlignmentOverridesTheGrids() {
    // Rows are 30 tall. Row 0 uses the grid's bottom: the short block at 30 − 10 = 20.
    // Row 1 (starting at 38) says top.
    let host = ViewHost(
      Grid(alignment: .bottom) {
        GridRow {
          block(10, 30, "tall")
          block(10, 10, "short")
        }
        GridRow(alignment: .top) {
          block(10, 30, "tall2")
          block(10, 10, "short2")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(cell(host, "short").minY == 20)
    #expect(cell(host, "short2").minY == 38)
  }

  @Test func cellsLineUpOnTheRowsGuide() {
    // Guides at 5 (of 20) and 10 (of 10): 10 above the line and max(15, 0) = 15 below it,
    // so the row is 25 tall, taller than either cell; p sits at 10 − 5, q at 0.
    let baseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    let host = ViewHost(
      Grid(alignment: baseline) {
        GridRow {
          block(10, 20, "p").alignmentGuide(.firstTextBaseline) { _ in 5 }
          block(10, 10, "q").alignmentGuide(.firstTextBaseline) { _ in 10 }
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").height == 25)
    #expect(cell(host, "p").minY == 5)
    #expect(cell(host, "q").minY == 0)
  }

  @Test func anAnchorPlacesACellAtThatPointOfItsCell() {
    // Column 1 is 50 wide (the lower block), row 0 is 40 tall: the anchored 10 × 10 block
    // sits at x = 48 + 0.25 × (50 − 10), y = 1 × (40 − 10).
    let host = ViewHost(
      Grid {
        GridRow {
          block(40, 40, "big")
          block(10, 10, "anchored").gridCellAnchor(UnitPoint(x: 0.25, y: 1))
        }
        GridRow {
          block(40, 10, "x")
          block(50, 10, "y")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(cell(host, "anchored").origin == CGPoint(x: 48 + 10, y: 30))
  }

  @Test func aSpacerInARowTakesWhatTheOtherColumnsLeave() {
    // The spacer (8 wide ideally) is the only flexible cell: its column gets
    // 100 − 2 × 8 − 10 − 10 = 64. Unsized vertically, it does not make its row take the
    // host's height.
    let host = ViewHost(
      Grid {
        GridRow {
          block(10, 10, "left")
          Spacer().gridCellUnsizedAxes(.vertical).accessibilityIdentifier("spacer")
          block(10, 10, "right")
        }
      }
      .accessibilityIdentifier("grid")
      .frame(width: 100))
    #expect(host.rect("grid").size == CGSize(width: 100, height: 10))
    #expect(cell(host, "spacer") == CGRect(x: 18, y: 0, width: 64, height: 10))
    #expect(cell(host, "right").minX == 90)
  }

  @Test func flexibleColumnsShareTheRestEquallyButNoneShrinks() {
    // Width 200. Row 0: two fills of ideal width 10. Row 1 puts a 150-wide block in column 1.
    // Both columns are flexible: 200 − 8 = 192 to share, widest first: column 1 keeps
    // max(150, 96) = 150, column 0 takes max(10, 42) = 42. (Leftmost first would give column
    // 0 96 and overflow the proposal.)
    let host = ViewHost(
      Grid {
        GridRow {
          Fill().frame(height: 10).accessibilityIdentifier("f0")
          Fill().frame(height: 10).accessibilityIdentifier("f1")
        }
        GridRow {
          Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
          block(150, 10, "wide")
        }
      }
      .accessibilityIdentifier("grid")
      .frame(width: 200))
    #expect(cell(host, "f0") == CGRect(x: 0, y: 0, width: 42, height: 10))
    #expect(cell(host, "f1") == CGRect(x: 50, y: 0, width: 150, height: 10))
    #expect(host.rect("grid").width == 200)
  }

  @Test func fixedColumnsKeepTheirWidthAndFlexibleOnesSplitTheRest() {
    // 200 − 2 × 8 − 50 = 134 for two flexible columns of ideal width 10: 67 each.
    let host = ViewHost(
      Grid {
        GridRow {
          block(50, 10, "fixed")
          Fill().frame(height: 10).accessibilityIdentifier("f1")
          Fill().frame(height: 10).accessibilityIdentifier("f2")
        }
      }
      .accessibilityIdentifier("grid")
      .frame(width: 200))
    #expect(cell(host, "fixed").minX == 0)
    #expect(cell(host, "f1") == CGRect(x: 58, y: 0, width: 67, height: 10))
    #expect(cell(host, "f2") == CGRect(x: 133, y: 0, width: 67, height: 10))
  }

  @Test func flexibleRowsShareTheRestOfTheHeight() {
    // 50 × 100. The fill's column takes the whole width (50); the fill's row takes
    // 100 − 8 − 30 = 62 of the height.
    let host = ViewHost(
      Grid {
        GridRow { Fill().accessibilityIdentifier("fill") }
        GridRow { block(10, 30, "b") }
      }
      .accessibilityIdentifier("grid")
      .frame(width: 50, height: 100))
    #expect(cell(host, "fill") == CGRect(x: 0, y: 0, width: 50, height: 62))
    #expect(cell(host, "b").origin == CGPoint(x: 20, y: 70))
  }

  @Test func rowsAndCellsCanComeFromForEach() {
    // Row r has r + 1 cells, so there are three 10-point columns and rows.
    let host = ViewHost(
      Grid {
        ForEach(0..<3) { row in
          GridRow {
            ForEach(0..<(row + 1)) { column in block(10, 10, "r\(row)c\(column)") }
          }
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").size == CGSize(width: 46, height: 46))
    #expect(cell(host, "r0c0").origin == .zero)
    #expect(cell(host, "r1c1").origin == CGPoint(x: 18, y: 18))
    #expect(cell(host, "r2c2").origin == CGPoint(x: 36, y: 36))
  }

  @Test func aOneCellRowInACustomViewIsStillARow() {
    // As a row, the wrapped block is in column 0 (30 wide), aligned trailing by its own
    // modifier: x = 30 − 10. Taken for a full-width view it would be centred in 48 (x = 19);
    // without its modifier, centred in column 0 (x = 10).
    let host = ViewHost(
      Grid {
        WrappedRow()
        GridRow {
          block(30, 10, "x")
          block(10, 10, "y")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(cell(host, "wrapped").minX == 20)
    #expect(cell(host, "x").minX == 0)
  }

  @Test func aRowWithAnExplicitIdentityIsStillARow() {
    // `.id` does not lay out, so both rows keep two 10-point columns: b2 at 18.
    let host = ViewHost(
      Grid {
        GridRow {
          block(10, 10, "a1")
          block(10, 10, "b1")
        }
        .id(1)
        GridRow {
          block(10, 10, "a2")
          block(10, 10, "b2")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").size == CGSize(width: 28, height: 28))
    #expect(cell(host, "b1").origin == CGPoint(x: 18, y: 0))
    #expect(cell(host, "b2").origin == CGPoint(x: 18, y: 18))
  }

  @Test func gridLayoutLaysOutRowsWithoutAGrid() {
    // GridLayout is the public Layout behind Grid: columns 10 and 20, 2 apart; rows 10 and
    // 5, touching.
    let host = ViewHost(
      GridLayout(alignment: .topLeading, horizontalSpacing: 2, verticalSpacing: 0) {
        GridRow {
          block(10, 10, "a")
          block(20, 10, "b")
        }
        GridRow {
          block(5, 5, "c")
          block(5, 5, "d")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").size == CGSize(width: 32, height: 15))
    #expect(cell(host, "b").origin == CGPoint(x: 12, y: 0))
    #expect(cell(host, "d").origin == CGPoint(x: 12, y: 10))
  }

  @Test func aRowsNewAlignmentMovesItsCells() {
    // Rows are 30 tall; the second starts at 38. Top puts "moving" at 38, bottom at 58.
    let host = ViewHost(Toggling(top: true))
    #expect(cell(host, "moving").minY == 38)
    #expect(host.tap("toggle"))
    #expect(cell(host, "moving").minY == CGFloat(38 + 20))
    let fresh = ViewHost(Toggling(top: false))
    #expect(host.rect("moving") == fresh.rect("moving"))
  }

  @Test func invalidSpacingCountsAsZeroWithOneDiagnosticEach() {
    let host = ViewHost(
      Grid(horizontalSpacing: -5, verticalSpacing: .nan) {
        GridRow {
          block(10, 10, "a")
          block(10, 10, "b")
        }
        GridRow {
          block(10, 10, "c")
          block(10, 10, "d")
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(host.rect("grid").size == CGSize(width: 20, height: 20))
    #expect(cell(host, "d").origin == CGPoint(x: 10, y: 10))
    let texts = host.diagnostics.map(\.text)
    #expect(texts.filter { $0.contains("horizontalSpacing -5.0") }.count == 1)
    #expect(texts.filter { $0.contains("verticalSpacing nan") }.count == 1)
  }

  @Test func spansBelowOneCountAsOneAndHugeSpansStayFinite() {
    // gridCellColumns(0) and (-3) are one column each: b is in column 1, at 10.
    // A span of Int.max is capped (10,000 columns) and every frame stays finite.
    let host = ViewHost(
      Grid(horizontalSpacing: 0) {
        GridRow {
          block(10, 10, "a").gridCellColumns(0)
          block(10, 10, "b").gridCellColumns(-3)
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(cell(host, "b").minX == 10)
    #expect(host.rect("grid").width == 20)

    let huge = ViewHost(
      Grid(horizontalSpacing: 0) {
        GridRow { block(10, 10, "all").gridCellColumns(.max) }
        GridRow {
          block(10, 10, "after")
          block(10, 10, "second")
        }
      }
      .accessibilityIdentifier("grid"))
    for identifier in ["grid", "all", "after", "second"] {
      let frame = huge.rect(identifier)
      #expect(frame.minX.isFinite && frame.minY.isFinite, "\(identifier): \(frame)")
      #expect(frame.width.isFinite && frame.height.isFinite, "\(identifier): \(frame)")
    }
    // The two 10-point columns of the second row hold the 10,000-column span's width.
    #expect(huge.rect("grid").width == 20)
  }

  @Test func nonFiniteAnchorsCountAsZero() {
    // The anchored block sits at its cell's top-leading corner: column 1 starts at 48.
    let host = ViewHost(
      Grid {
        GridRow {
          block(40, 40, "big")
          block(10, 10, "odd").gridCellAnchor(UnitPoint(x: .nan, y: .infinity))
        }
      }
      .accessibilityIdentifier("grid"))
    #expect(cell(host, "odd").origin == CGPoint(x: 48, y: 0))
  }
}
