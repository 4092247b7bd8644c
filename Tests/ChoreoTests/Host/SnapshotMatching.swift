import Choreo
import Foundation
import Testing

/// The items of `list` with `identifier`, mapped to where they appear, with their opacity.
@MainActor
func drawn(_ identifier: String, in list: DisplayList) -> [(frame: CGRect, opacity: Double)] {
  list.items.filter { $0.identifier == identifier }.map {
    ($0.frame.applying($0.transform), $0.opacity)
  }
}

func rectsAreClose(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
  abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
    && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}

/// Checks that each snapshot of `identifiers` is where and as opaque as the display list
/// draws that view (the snapshot promises the bounding box of the laid-out rectangle after
/// every effect above it, and the product of the opacities above it).
@MainActor
func expectSnapshotsMatchDrawing<Content: View>(
  _ host: ViewHost<Content>, _ identifiers: [String], _ note: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let list = host.displayList
  for identifier in identifiers {
    let snapshots = host.snapshots(of: identifier)
    let items = drawn(identifier, in: list)
    #expect(
      snapshots.count == items.count, "\(note) \(identifier): count",
      sourceLocation: sourceLocation)
    for (snapshot, item) in zip(snapshots, items) {
      #expect(
        rectsAreClose(snapshot.frame, item.frame),
        "\(note) \(identifier): snapshot \(snapshot.frame) drawn \(item.frame)",
        sourceLocation: sourceLocation)
      #expect(
        abs(snapshot.opacity - item.opacity) < 1e-9,
        "\(note) \(identifier): snapshot \(snapshot.opacity) drawn \(item.opacity)",
        sourceLocation: sourceLocation)
    }
  }
}
