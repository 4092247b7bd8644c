import Choreo
import Testing

/// A child with its own tap, padded, under a gesture of its parent with `mask`; the taps
/// that ran are shown below it.
private struct Masked: View {
  let mask: GestureMask
  @State private var log: [String] = []

  var body: some View {
    VStack(spacing: 0) {
      Block(width: 100, height: 40)
        .onTapGesture { log.append("child") }
        .accessibilityIdentifier("child")
        .padding(10)
        .gesture(TapGesture().onEnded { log.append("parent") }, including: mask)
      Text(log.joined(separator: ","))
    }
  }
}

/// A card of two blocks, one layered on the other, each with a tap that it names below it.
private struct Layered: View {
  /// Whether the second block is an overlay of the first (else a background).
  let isOverlay: Bool
  @State private var last = ""

  var body: some View {
    VStack(spacing: 0) {
      if isOverlay {
        Block(width: 100, height: 100).onTapGesture { last = "primary" }
          .zIndex(1)
          .overlay { Block(width: 100, height: 100).onTapGesture { last = "overlay" } }
          .accessibilityIdentifier("card")
      } else {
        Block(width: 100, height: 100).onTapGesture { last = "primary" }
          .background {
            Block(width: 100, height: 100).onTapGesture { last = "background" }.zIndex(1)
          }
          .accessibilityIdentifier("card")
      }
      Text(last)
    }
  }
}

@MainActor
@Suite("Gesture masks, and the order of a view's layers")
struct GestureMaskAndLayerOrderTests {
  /// `.gesture` alone enables the added gesture and disables every gesture inside the view:
  /// the parent takes the child's tap.
  @Test func aMaskWithoutSubviewsGivesTheParentTheTap() {
    let host = ViewHost(Masked(mask: .gesture))
    #expect(host.tap("child"))
    #expect(texts(in: host).last == "parent")
  }

  /// `.none` disables every gesture of the view, its own included: nothing runs.
  @Test func anEmptyMaskDisablesEveryGesture() {
    let host = ViewHost(Masked(mask: .none))
    #expect(!host.tap("child"))
    #expect(texts(in: host).last == "")
  }

  /// `.subviews` alone leaves the child's tap on and the parent's off; `.all` lets the
  /// innermost take it.
  @Test(arguments: [GestureMask.subviews, .all])
  func aMaskWithSubviewsLeavesTheChildsTap(mask: GestureMask) {
    let host = ViewHost(Masked(mask: mask))
    #expect(host.tap("child"))
    #expect(texts(in: host).last == "child")
  }

  /// An overlay is in front of its view, a background behind it, whatever their `zIndex`,
  /// which orders the siblings of a container: a view and its layers are not.
  @Test(arguments: [(true, "overlay"), (false, "primary")])
  func aViewsLayersKeepTheirOrderWhateverTheirZIndex(isOverlay: Bool, front: String) {
    let host = ViewHost(Layered(isOverlay: isOverlay))
    #expect(host.tap("card"))
    #expect(texts(in: host).last == front)
  }

  @Test func anOverlayIsDrawnOverItsViewWhateverTheViewsZIndex() {
    let host = ViewHost(
      Color.red.frame(width: 100, height: 100).accessibilityIdentifier("primary")
        .zIndex(1)
        .overlay { Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("overlay") })
    #expect(host.displayList.items.compactMap(\.identifier) == ["primary", "overlay"])
  }

  /// The `zIndex` of an overlaid view orders it among its container's subviews.
  @Test func anOverlaidViewsZIndexCountsInItsContainer() {
    let host = ViewHost(
      ZStack {
        Color.red.frame(width: 50, height: 50).accessibilityIdentifier("raised")
          .zIndex(1)
          .overlay { Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("dot") }
        Color.green.frame(width: 80, height: 80).accessibilityIdentifier("under")
      })
    #expect(host.displayList.items.compactMap(\.identifier) == ["under", "raised", "dot"])
  }
}
