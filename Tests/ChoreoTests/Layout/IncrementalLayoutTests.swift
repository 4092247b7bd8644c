import Choreo
import Testing

/// A screen whose layout a tap changes: one cell grows, a view appears or disappears (rows
/// below move, a container's subviews change), and a view moves inside a frame whose size
/// stays the same.
private struct Board: View {
  @State private var grown: Int?
  @State private var showsBanner: Bool

  init(grown: Int?, showsBanner: Bool) {
    _grown = State(initialValue: grown)
    _showsBanner = State(initialValue: showsBanner)
  }

  var body: some View {
    VStack(spacing: 6) {
      if showsBanner {
        Block(width: 120, height: 24).accessibilityIdentifier("banner")
      }
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 60), spacing: 4)], spacing: 4) {
        ForEach(0..<12) { index in
          Block(width: 30, height: grown == index ? 50 : 20)
            .padding(3)
            .overlay(alignment: .topTrailing) {
              Block(width: 6, height: 6).accessibilityIdentifier("badge-\(index)")
            }
            .accessibilityIdentifier("cell-\(index)")
        }
      }
      Block(width: 10, height: 10)
        .accessibilityIdentifier("corner")
        .frame(width: 40, height: 40, alignment: grown == nil ? .topLeading : .bottomTrailing)
      HStack {
        Block(width: 40, height: 10).accessibilityIdentifier("footer-left")
        Spacer()
        Block(width: 40, height: 10).accessibilityIdentifier("footer-right")
      }
      Button("Change") {
        grown = 4
        showsBanner.toggle()
      }
      .accessibilityIdentifier("change")
    }
    .padding(10)
  }
}

@MainActor
@Suite("Relayout after a change")
struct IncrementalLayoutTests {
  private let identifiers =
    ["banner", "corner", "footer-left", "footer-right", "change"]
    + (0..<12).flatMap { ["cell-\($0)", "badge-\($0)"] }

  private func frames(_ host: ViewHost<some View>) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    for identifier in identifiers { frames[identifier] = host.frame(of: identifier) }
    return frames
  }

  @Test func aRelayoutPlacesEveryViewWhereAFreshLayoutWould() {
    let changed = ViewHost(
      Board(grown: nil, showsBanner: false), size: CGSize(width: 300, height: 500))
    let before = frames(changed)
    #expect(changed.tap("change"))
    let after = frames(changed)
    let fresh = frames(
      ViewHost(Board(grown: 4, showsBanner: true), size: CGSize(width: 300, height: 500)))
    #expect(after == fresh)
    // The change moved the rows below the grown cell and their badges.
    #expect(after["cell-11"] != before["cell-11"])
    #expect(after["badge-11"] != before["badge-11"])
    #expect(after["banner"] != nil)
    #expect(after["corner"] != before["corner"])
  }

  @Test func removingAViewMovesTheRestBack() {
    let changed = ViewHost(
      Board(grown: 4, showsBanner: true), size: CGSize(width: 300, height: 500))
    _ = frames(changed)
    #expect(changed.tap("change"))
    let fresh = ViewHost(
      Board(grown: 4, showsBanner: false), size: CGSize(width: 300, height: 500))
    #expect(frames(changed) == frames(fresh))
    #expect(changed.frame(of: "banner") == nil)
  }
}

/// Counts how often the layout below makes and updates its cache.
@MainActor
private final class CacheLog {
  var made = 0
  var updated = 0
}

/// A column that keeps its subviews' heights in its cache.
private struct CachingColumn: Layout {
  let log: CacheLog

  struct Cache {
    var heights: [CGFloat]
  }

  func makeCache(subviews: Subviews) -> Cache {
    log.made += 1
    return Cache(heights: subviews.map { $0.sizeThatFits(.unspecified).height })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    log.updated += 1
    cache.heights = subviews.map { $0.sizeThatFits(.unspecified).height }
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    CGSize(width: 40, height: cache.heights.reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    var y = bounds.minY
    for (subview, height) in zip(subviews, cache.heights) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += height
    }
  }
}

private struct CachingScreen: View {
  let log: CacheLog
  @State private var tall = false

  var body: some View {
    CachingColumn(log: log) {
      Block(width: 40, height: tall ? 30 : 10).accessibilityIdentifier("first")
      Block(width: 40, height: 10).accessibilityIdentifier("second")
    }
    .onTapGesture { tall = true }
    .accessibilityIdentifier("column")
  }
}

/// The caching column behind `AnyLayout`, or a plain stack.
private struct ErasedCachingScreen: View {
  let log: CacheLog
  @State private var erasesStack = false
  @State private var tall = false

  var body: some View {
    let layout =
      erasesStack ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(CachingColumn(log: log))
    layout {
      Block(width: 40, height: tall ? 30 : 10).accessibilityIdentifier("first")
      Block(width: 40, height: 10).accessibilityIdentifier("second")
    }
    .onTapGesture { tall = true }
    .accessibilityIdentifier("grow")
    .overlay(alignment: .topLeading) {
      Block(width: 5, height: 5).onTapGesture { erasesStack = true }
        .accessibilityIdentifier("switch")
    }
  }
}

@MainActor
@Suite("Layout caches")
struct LayoutCacheTests {
  @Test func anErasedLayoutKeepsItsCacheUntilItsTypeChanges() {
    let log = CacheLog()
    let host = ViewHost(ErasedCachingScreen(log: log), size: CGSize(width: 100, height: 100))
    host.layoutIfNeeded()
    #expect(log.made == 1)
    #expect(host.perform("grow"))
    host.layoutIfNeeded()
    #expect(log.made == 1)
    #expect(log.updated == 1)
    #expect(host.frame(of: "second")?.minY == host.frame(of: "first").map { $0.minY + 30 })
    // Erasing a stack instead: its own cache; the views stack as a VStack does.
    #expect(host.perform("switch"))
    #expect(host.frame(of: "second")?.minY == host.frame(of: "first").map { $0.minY + 30 })
    #expect(log.made == 1)
  }

  @Test func aCacheIsMadeOnceAndUpdatedWhenASubviewChanges() {
    let log = CacheLog()
    let host = ViewHost(CachingScreen(log: log), size: CGSize(width: 100, height: 100))
    host.layoutIfNeeded()
    // Sized and placed with one cache.
    #expect(log.made == 1)
    #expect(log.updated == 0)
    #expect(host.frame(of: "second")?.minY == host.frame(of: "first").map { $0.minY + 10 })

    #expect(host.tap("column"))
    host.layoutIfNeeded()
    #expect(log.made == 1)
    #expect(log.updated == 1)
    // The updated cache places the second view below the taller first.
    #expect(host.frame(of: "second")?.minY == host.frame(of: "first").map { $0.minY + 30 })
  }
}

/// A view whose only content swaps between two branches: with priority, the red view takes the
/// whole row; without it, the row is shared.
private struct SwappingPriority: View {
  @State private var prioritized: Bool

  init(prioritized: Bool) {
    _prioritized = State(initialValue: prioritized)
  }

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        Branch(prioritized: prioritized)
        Color.blue.accessibilityIdentifier("blue")
      }
      .frame(width: 100, height: 20)
      Button("Swap") { prioritized.toggle() }.accessibilityIdentifier("swap")
    }
  }

  /// One view, which layout reaches through a conditional's only child: the branch it shows.
  struct Branch: View {
    let prioritized: Bool

    var body: some View {
      if prioritized {
        Color.red.layoutPriority(1).accessibilityIdentifier("red")
      } else {
        Color.red.accessibilityIdentifier("red")
      }
    }
  }
}

@MainActor
@Suite("Relayout after a swapped branch")
struct SwappedBranchLayoutTests {
  /// The traits of a view's chain (its layout priority here) are read from the branch it shows
  /// now, not from the one it replaced.
  @Test(arguments: [true, false])
  func aSwappedBranchLaysOutWithItsOwnTraits(startsPrioritized: Bool) {
    let size = CGSize(width: 200, height: 100)
    let host = ViewHost(SwappingPriority(prioritized: startsPrioritized), size: size)
    #expect(host.frame(of: "red")?.width == (startsPrioritized ? 100 : 50))
    for swap in 1...3 {
      #expect(host.tap("swap"))
      let prioritized = startsPrioritized != (swap % 2 == 1)
      #expect(host.frame(of: "red")?.width == (prioritized ? 100 : 50))
      #expect(host.frame(of: "blue")?.width == (prioritized ? 0 : 50))
    }
  }
}
