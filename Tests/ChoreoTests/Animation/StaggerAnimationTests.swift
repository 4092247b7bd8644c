import Choreo
import Foundation
import Testing

/// A view that fades in when it appears, delayed by its place in the stagger.
private struct StaggeredItem: View {
  let index: Int
  @State private var isVisible = false

  var body: some View {
    Block(width: 30, height: 30)
      .opacity(isVisible ? 1 : 0)
      .accessibilityIdentifier("item-\(index)")
      .onAppear {
        withAnimation(.linear(duration: 0.1).delay(Double(index) * 0.1)) { isVisible = true }
      }
  }
}

/// Items spread over two branches of the tree, numbered in reading order.
private struct StaggerScene: View {
  var body: some View {
    VStack {
      HStack { ForEach(0..<3) { StaggeredItem(index: $0) } }
      HStack { ForEach(3..<6) { StaggeredItem(index: $0) } }
    }
  }
}

@MainActor
@Suite("Staggered appearance (seed 000's technique)")
struct StaggerAnimationTests {
  @Test func itemIBecomesOpaqueStartingAtITimesATenth() throws {
    let host = ViewHost(StaggerScene(), size: CGSize(width: 300, height: 200))
    for index in 0..<6 {
      let start = Double(index) * 0.1
      host.advance(to: start + 0.05)
      #expect(abs((host.snapshot(of: "item-\(index)")?.opacity ?? -1) - 0.5) < 1e-9)
      if index + 1 < 6 {
        #expect(host.snapshot(of: "item-\(index + 1)")?.opacity == 0)
      }
      if index > 0 {
        #expect(host.snapshot(of: "item-\(index - 1)")?.opacity == 1)
      }
    }
  }
}
