import Choreo
import Foundation
import Testing

/// The locations a drag reported, in order.
@MainActor
private final class DragLog {
  var locations: [CGPoint] = []
  var starts: [CGPoint] = []
}

/// A 60-point handle 100 points in from the leading edge and 40 down from the top of a named
/// 300 × 200 space.
private struct Board: View {
  let log: DragLog
  let space: CoordinateSpace

  var body: some View {
    ZStack(alignment: .topLeading) {
      Color.clear.frame(width: 300, height: 200)
      Block(width: 60, height: 60)
        .gesture(
          DragGesture(minimumDistance: 0, coordinateSpace: space).onChanged {
            log.locations.append($0.location)
            log.starts.append($0.startLocation)
          }
        )
        .accessibilityIdentifier("handle")
        .padding(.leading, 100)
        .padding(.top, 40)
    }
    .coordinateSpace(name: "board")
  }
}

@MainActor
@Suite("Drag gestures' coordinate spaces")
struct DragCoordinateSpaceTests {
  /// Drags the handle from 10 points inside its top-leading corner, 20 points right.
  private func drag(in space: CoordinateSpace) throws -> (DragLog, handle: CGRect) {
    let log = DragLog()
    let host = ViewHost(Board(log: log, space: space))
    let handle = try #require(host.frame(of: "handle"))
    let start = CGPoint(x: handle.minX + 10, y: handle.minY + 10)
    host.drag(from: start, to: CGPoint(x: start.x + 20, y: start.y), duration: 1.0 / 60)
    return (log, handle)
  }

  @Test func locationsAreInTheViewsOwnSpaceByDefault() throws {
    let (log, _) = try drag(in: .local)
    #expect(log.starts.last == CGPoint(x: 10, y: 10))
    #expect(log.locations.last == CGPoint(x: 30, y: 10))
  }

  @Test func globalLocationsAreInTheHostsSpace() throws {
    let (log, handle) = try drag(in: .global)
    #expect(log.starts.last == CGPoint(x: handle.minX + 10, y: handle.minY + 10))
    #expect(log.locations.last == CGPoint(x: handle.minX + 30, y: handle.minY + 10))
  }

  @Test func namedLocationsAreInTheNamedSpace() throws {
    let (log, _) = try drag(in: .named("board"))
    #expect(log.starts.last == CGPoint(x: 110, y: 50))
    #expect(log.locations.last == CGPoint(x: 130, y: 50))
  }
}
