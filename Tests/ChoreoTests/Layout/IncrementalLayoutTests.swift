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
