import Choreo
import Foundation
import Testing

/// A cell that grows when tapped, under `animation` if one is given.
private struct GrowingCell: View {
  let index: Int
  let animation: Animation?
  @State private var isTall: Bool

  init(index: Int, startsTall: Bool, animation: Animation?) {
    self.index = index
    self.animation = animation
    _isTall = State(initialValue: startsTall)
  }

  var body: some View {
    Block(width: 20 + CGFloat(index % 3) * 5, height: isTall ? 44 : 12)
      .padding(2)
      .onTapGesture { withAnimation(animation) { isTall.toggle() } }
      .accessibilityIdentifier("cell-\(index)")
  }
}

/// A vertical or horizontal lazy grid of growing cells, with a button that adds a cell.
private struct GrowingGrid: View {
  let tall: Set<Int>
  let axis: Axis
  var animation: Animation?
  @State private var count: Int

  init(count: Int, tall: Set<Int> = [], axis: Axis = .vertical, animation: Animation? = nil) {
    self.tall = tall
    self.axis = axis
    self.animation = animation
    _count = State(initialValue: count)
  }

  var body: some View {
    VStack(spacing: 4) {
      if axis == .vertical {
        LazyVGrid(
          columns: [GridItem(.adaptive(minimum: 40), spacing: 3)], alignment: .leading,
          spacing: 5
        ) { cells }
      } else {
        LazyHGrid(rows: [GridItem(.adaptive(minimum: 40), spacing: 3)], spacing: 5) { cells }
      }
      Block(width: 30, height: 8).onTapGesture { count += 1 }.accessibilityIdentifier("add")
    }
  }

  private var cells: some View {
    ForEach(0..<count, id: \.self) { index in
      GrowingCell(index: index, startsTall: tall.contains(index), animation: animation)
    }
  }
}

/// A grid whose columns, alignment and spacing change when tapped; its cells do not.
private struct SwitchingGrid: View {
  @State private var isSwitched: Bool

  init(isSwitched: Bool) {
    _isSwitched = State(initialValue: isSwitched)
  }

  var body: some View {
    LazyVGrid(
      columns: [GridItem(.adaptive(minimum: isSwitched ? 30 : 50), spacing: isSwitched ? 1 : 6)],
      alignment: isSwitched ? .trailing : .leading, spacing: isSwitched ? 2 : 9
    ) {
      ForEach(0..<14, id: \.self) { index in
        Block(width: 18, height: 10 + CGFloat(index % 4) * 3)
          .accessibilityIdentifier("cell-\(index)")
      }
    }
    .frame(width: 200)
    .onTapGesture { isSwitched.toggle() }
    .accessibilityIdentifier("grid")
  }
}

/// A one-column grid whose third line starts past the farthest position a view is placed at;
/// its first cell grows when tapped.
private struct FarGrid: View {
  @State private var firstIsTall: Bool

  init(firstIsTall: Bool) {
    _firstIsTall = State(initialValue: firstIsTall)
  }

  var body: some View {
    LazyVGrid(columns: [GridItem(.fixed(20))], spacing: 0) {
      Block(width: 20, height: firstIsTall ? 30 : 20).onTapGesture { firstIsTall.toggle() }
        .accessibilityIdentifier("first")
      Block(width: 20, height: 6e14)
      Block(width: 20, height: 6e14)
      Block(width: 20, height: 10).accessibilityIdentifier("far")
    }
  }
}

/// Lazy grids after a cell changes: only the lines holding a changed cell are measured again,
/// and the others move as a whole; every frame must still be where a fresh layout puts it.
@MainActor
@Suite("Lazy grid relayout")
struct GridRelayoutTests {
  private let size = CGSize(width: 260, height: 400)

  private func frames(_ host: ViewHost<some View>, count: Int) -> [CGRect?] {
    (0..<count).map { host.frame(of: "cell-\($0)") } + [host.frame(of: "add")]
  }

  private func expectFreshFrames(
    _ host: ViewHost<some View>, count: Int, tall: Set<Int>, axis: Axis,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fresh = ViewHost(GrowingGrid(count: count, tall: tall, axis: axis), size: size)
    #expect(
      frames(host, count: count) == frames(fresh, count: count), "tall: \(tall.sorted())",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: [Axis.vertical, .horizontal])
  func aSequenceOfChangesPlacesEveryCellWhereAFreshLayoutWould(axis: Axis) {
    let host = ViewHost(GrowingGrid(count: 23, axis: axis), size: size)
    host.layoutIfNeeded()
    var tall: Set<Int> = []
    // Grow a cell in the middle, one in the first line, the last one, two in one line; then
    // shrink them back in another order.
    for index in [11, 0, 22, 12, 13, 0, 11, 22, 12, 13] {
      #expect(host.tap("cell-\(index)"))
      if tall.contains(index) { tall.remove(index) } else { tall.insert(index) }
      expectFreshFrames(host, count: 23, tall: tall, axis: axis)
    }
    #expect(tall.isEmpty)
  }

  /// Lines that only move are moved in place, and may be moved past the farthest position a
  /// view is placed at (10¹⁵ points from its parent): they stop there, as a fresh layout
  /// places them.
  @Test func linesMovedPastTheFarthestPositionStopWhereAFreshLayoutPlacesThem() {
    let host = ViewHost(FarGrid(firstIsTall: false), size: size)
    host.layoutIfNeeded()
    #expect(host.diagnostics.contains { $0.text.contains("beyond ±10¹⁵ points") })
    #expect(host.tap("first"))
    let fresh = ViewHost(FarGrid(firstIsTall: true), size: size)
    #expect(host.frame(of: "first")?.height == 30)
    #expect(host.frame(of: "far") == fresh.frame(of: "far"))
  }

  @Test func aCellAddedAfterAChangeIsPlacedWithTheOthers() {
    let host = ViewHost(GrowingGrid(count: 9), size: size)
    #expect(host.tap("cell-4"))
    #expect(host.tap("add"))
    expectFreshFrames(host, count: 10, tall: [4], axis: .vertical)
    #expect(host.tap("cell-9"))
    expectFreshFrames(host, count: 10, tall: [4, 9], axis: .vertical)
  }

  @Test func aGridThatChangesItsColumnsAndAlignmentPlacesItsUnchangedCellsAnew() {
    let host = ViewHost(SwitchingGrid(isSwitched: false), size: size)
    let before = frames(host, count: 14)
    #expect(host.perform("grid"))
    let fresh = ViewHost(SwitchingGrid(isSwitched: true), size: size)
    #expect(frames(host, count: 14) == frames(fresh, count: 14))
    #expect(frames(host, count: 14) != before)
  }

  @Test func cellsBelowAGrowingCellMoveWithItsAnimation() throws {
    let host = ViewHost(GrowingGrid(count: 20, animation: .linear(duration: 1)), size: size)
    let before = try #require(host.frame(of: "cell-17"))
    let unmoved = try #require(host.frame(of: "cell-1"))
    #expect(host.tap("cell-5"))
    let after = try #require(
      ViewHost(GrowingGrid(count: 20, tall: [5]), size: size).frame(of: "cell-17"))
    #expect(after.minY > before.minY)
    host.advance(by: 0.5)
    let midway = try #require(host.frame(of: "cell-17"))
    #expect(abs(midway.minY - (before.minY + after.minY) / 2) < 0.001)
    #expect(host.frame(of: "cell-1") == unmoved)
    host.advance(by: 1)
    #expect(host.frame(of: "cell-17") == after)
  }
}
