import Choreo
import Testing

@MainActor
@Suite("Deep and wide trees")
struct ScaleTests {
  struct Nested: View {
    let depth: Int
    var body: some View {
      if depth == 0 {
        Counter(id: "bottom")
      } else {
        Nested(depth: depth - 1)
      }
    }
  }

  @Test func fiveThousandNestedViewsBuildAndUpdate() {
    let host = ViewHost(Nested(depth: 5000))
    var deepest = 0
    host.forEachNode { deepest = max(deepest, $0.depth) }
    #expect(deepest > 5000)
    let before = host.graph.bodyEvaluations
    host.perform("bottom")
    #expect(host.graph.bodyEvaluations - before == 1)
    #expect(texts(in: host) == ["bottom: 1"])
  }

  /// A stack in a stack, `depth` deep, each around a padded text.
  struct NestedStacks: View {
    let depth: Int
    var body: some View {
      VStack(spacing: 0) {
        Text("\(depth)").padding(1).accessibilityIdentifier("level-\(depth)")
        if depth > 0 { NestedStacks(depth: depth - 1) }
      }
    }
  }

  @Test func aThousandNestedStacksLayOut() throws {
    // Each stack places its subviews as its layout places them, the next stack among them:
    // placing recurses through every stack's layout.
    let host = ViewHost(NestedStacks(depth: 1000), size: CGSize(width: 100, height: 100))
    let top = try #require(host.frame(of: "level-1000"))
    let bottom = try #require(host.frame(of: "level-0"))
    #expect(bottom.width > 0 && bottom.height > 0)
    // Each level's text sits above the next stack's: the innermost text is the lowest.
    #expect(bottom.minY > top.minY + 900)
  }

  @Test func oneHundredThousandSiblingsBuildAndOneUpdatesAlone() {
    let host = ViewHost(ForEach(0..<100_000) { Counter(id: "leaf-\($0)") })
    let before = host.graph.bodyEvaluations
    host.perform("leaf-99999")
    #expect(host.graph.bodyEvaluations - before == 1)
  }
}
