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

  @Test func oneHundredThousandSiblingsBuildAndOneUpdatesAlone() {
    let host = ViewHost(ForEach(0..<100_000) { Counter(id: "leaf-\($0)") })
    let before = host.graph.bodyEvaluations
    host.perform("leaf-99999")
    #expect(host.graph.bodyEvaluations - before == 1)
  }
}
