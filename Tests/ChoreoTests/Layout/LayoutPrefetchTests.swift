import Foundation
import Testing

@testable import Choreo

/// The hints layout gives the processor cover what it reads of each node.
@MainActor
@Suite struct LayoutPrefetchTests {
  /// The lines hinted for each node reach past its view and inputs, the last of what layout
  /// reads (a container's layout, a text's environment); the properties before them are the
  /// layout state (see `ViewNode`).
  @Test func hintedLinesCoverWhatLayoutReadsOfANode() throws {
    let host = ViewHost(Text("Cell").padding(4), size: CGSize(width: 100, height: 100))
    let node = try #require(host.graph.root)
    let start = UInt(bitPattern: Unmanaged.passUnretained(node).toOpaque())
    let viewEnd =
      withUnsafeMutablePointer(to: &node.view) { UInt(bitPattern: $0) }
      + UInt(MemoryLayout<any View>.size)
    let inputsEnd =
      withUnsafeMutablePointer(to: &node.inputs) { UInt(bitPattern: $0) }
      + UInt(MemoryLayout<NodeInputs>.size)
    let hinted = UInt(LayoutSubviews.prefetchedNodeLines * 64)
    // Both lie inside the object: the addresses are the node's own, not a temporary copy's.
    #expect(viewEnd > start && inputsEnd > start)
    // Hints run from the node's address, which may lie up to 48 bytes into a line (objects
    // are aligned to 16): the lines must reach that much further.
    let latestStart: UInt = 48
    #expect(latestStart + viewEnd - start <= hinted)
    #expect(latestStart + inputsEnd - start <= hinted)
  }
}
