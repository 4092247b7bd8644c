import Choreo
import Foundation
import Testing

/// Each clamp of a bad layout value is reported once, naming the view it was given to.
@MainActor
@Suite("Diagnostics for bad layout values")
struct InputDiagnosticsTests {
  /// The texts of the host's diagnostics that contain `fragment`, with the views they name.
  private func reports(_ fragment: String, in host: ViewHost<some View>) -> [Diagnostics.Message] {
    host.diagnostics.filter { $0.text.contains(fragment) }
  }

  @Test func eachClampedValueIsReportedOnceWithItsView() {
    let host = ViewHost(
      VStack(spacing: .nan) {
        Block(width: 10, height: 10).padding(.infinity)
        Block(width: 10, height: 10).offset(x: .nan)
        Block(width: 10, height: 10).position(x: .infinity, y: 3)
        Block(width: 10, height: 10).frame(width: -4)
        Block(width: 10, height: 10).frame(minWidth: .nan, maxHeight: -2)
        Block(width: 10, height: 10).layoutPriority(.nan)
        HStack {
          Spacer(minLength: -3)
          Block(width: 10, height: 10)
        }
        LazyVGrid(columns: [GridItem(.fixed(10), spacing: -1)], spacing: .infinity) {
          Block(width: 10, height: 10)
        }
      })
    let expected = [
      "Invalid stack spacing (non-finite): spacing nan",
      "Invalid padding (non-finite): top inf",
      "Invalid padding (non-finite): trailing inf",
      "Invalid offset (non-finite): width nan",
      "Invalid position (non-finite): x inf",
      "Invalid frame dimension (negative or non-finite): width -4",
      "Invalid frame dimension (negative or NaN): minWidth nan",
      "Invalid frame dimension (negative or NaN): maxHeight -2",
      "Invalid layout priority (NaN)",
      "Invalid spacer minimum length (negative or non-finite): -3",
      "Invalid grid spacing (negative or non-finite): inf",
      "Invalid grid item spacing (negative or non-finite): -1",
    ]
    for fragment in expected {
      let found = reports(fragment, in: host)
      #expect(found.count == 1, "\(fragment): \(host.diagnostics.map(\.text))")
      #expect(found.first?.path != nil, "\(fragment) names no view")
    }
    // Another update reports nothing new.
    let count = host.diagnostics.count
    host.advance(by: 1)
    #expect(host.diagnostics.count == count)
    // Every frame stays finite.
    for item in host.displayList.items {
      #expect(item.frame.minX.isFinite && item.frame.minY.isFinite)
      #expect(item.frame.width.isFinite && item.frame.height.isFinite)
    }
  }

  @Test func anAlignmentGuideThatComputesNaNIsReported() {
    let host = ViewHost(
      VStack(alignment: .leading) {
        Block(width: 10, height: 10).alignmentGuide(.leading) { _ in .nan }
        Block(width: 20, height: 10)
      })
    // Guides are computed by layout.
    #expect(host.displayList.items.allSatisfy { $0.frame.minX.isFinite })
    let found = reports("An alignment guide computed a non-finite value", in: host)
    #expect(found.count == 1)
    #expect(found.first?.path != nil)
  }

  @Test func goodValuesReportNothing() {
    let host = ViewHost(
      VStack(spacing: -4) {
        Block(width: 10, height: 10).padding(-2).offset(x: 3).frame(width: 0)
        Spacer(minLength: 0)
        Block(width: 10, height: 10).frame(minWidth: 5, maxWidth: .infinity).layoutPriority(1)
      })
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics.map(\.text))")
  }
}
