import Choreo
import Foundation
import Testing

@MainActor
private final class Mover {
  var binding: Binding<Bool>?
}

/// A column that moves to the trailing edge while a second block is inserted into it.
private struct Column: View {
  let mover: Mover
  let grouped: Bool
  @State private var moved = false

  var body: some View {
    mover.binding = $moved
    let column = VStack(spacing: 0) {
      Block(width: 20, height: 20).accessibilityIdentifier("a")
      if moved { Block(width: 20, height: 20).accessibilityIdentifier("b") }
    }
    return Group {
      if grouped {
        column.geometryGroup()
          .frame(maxWidth: .infinity, alignment: moved ? .trailing : .leading)
      } else {
        column.frame(maxWidth: .infinity, alignment: moved ? .trailing : .leading)
      }
    }
  }
}

@MainActor
@Suite("geometryGroup (§8.2)")
struct GeometryGroupTests {
  private func halfway(grouped: Bool) throws -> (a: CGRect, b: CGRect) {
    let mover = Mover()
    let host = ViewHost(
      Column(mover: mover, grouped: grouped), size: CGSize(width: 200, height: 100))
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 40, width: 20, height: 20))
    host.update { withAnimation(.linear(duration: 1)) { mover.binding?.wrappedValue = true } }
    // The model: the column is at (180, 30, 20, 40). At the start b is shown there without a
    // group, and where the group still is (0, 40) with one.
    let start = grouped ? CGPoint(x: 0, y: 60) : CGPoint(x: 180, y: 50)
    #expect(host.frame(of: "b") == CGRect(origin: start, size: CGSize(width: 20, height: 20)))
    host.advance(to: 0.5)
    return (
      try #require(host.snapshot(of: "a")).layoutFrame,
      try #require(host.snapshot(of: "b")).layoutFrame
    )
  }

  @Test func withoutAGroupAnInsertedLeafStartsWhereItEnds() throws {
    let (a, b) = try halfway(grouped: false)
    // Block a animates its own frame from (0, 40) to (180, 30); b was not there before.
    #expect(a == CGRect(x: 90, y: 35, width: 20, height: 20))
    #expect(b == CGRect(x: 180, y: 50, width: 20, height: 20))
  }

  @Test func inAGroupAnInsertedLeafMovesWithTheGroup() throws {
    let (a, b) = try halfway(grouped: true)
    // The group's frame animates from (0, 40, 20, 20) to (180, 30, 20, 40): (90, 35, 20, 30)
    // halfway; both blocks sit where the group places them.
    #expect(a == CGRect(x: 90, y: 35, width: 20, height: 20))
    #expect(b == CGRect(x: 90, y: 55, width: 20, height: 20))
  }
}
