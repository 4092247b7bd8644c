import Foundation
import Testing

@testable import Choreo

/// The layout cache each node carries: its first answer inline, the rest kept on demand.
@MainActor
@Suite struct NodeLayoutCacheTests {
  @Test func keepsAnswersByProposalAndGrouping() {
    var cache = NodeLayoutCache()
    let wide = ProposedViewSize(width: 100, height: nil)
    let tall = ProposedViewSize(width: nil, height: 80)
    #expect(cache.size(for: wide, grouped: false) == nil)

    cache.store(CGSize(width: 40, height: 10), for: wide, grouped: false)
    #expect(cache.size(for: wide, grouped: false) == CGSize(width: 40, height: 10))
    // An unspecified dimension is not a zero one, nor a specified one, nor the other axis's.
    #expect(cache.size(for: .unspecified, grouped: false) == nil)
    #expect(cache.size(for: ProposedViewSize(width: 100, height: 0), grouped: false) == nil)
    #expect(cache.size(for: tall, grouped: false) == nil)
    // The node's elements as a group answer apart from the node.
    #expect(cache.size(for: wide, grouped: true) == nil)

    cache.store(CGSize(width: 30, height: 80), for: tall, grouped: false)
    cache.store(CGSize(width: 50, height: 20), for: wide, grouped: true)
    #expect(cache.size(for: tall, grouped: false) == CGSize(width: 30, height: 80))
    #expect(cache.size(for: wide, grouped: true) == CGSize(width: 50, height: 20))
    #expect(cache.size(for: wide, grouped: false) == CGSize(width: 40, height: 10))
    #expect(cache.size(for: .infinity, grouped: false) == nil)
    cache.store(CGSize(width: 1, height: 1), for: .infinity, grouped: false)
    #expect(cache.size(for: .infinity, grouped: false) == CGSize(width: 1, height: 1))

    cache.forgetSizes()
    #expect(cache.size(for: wide, grouped: false) == nil)
    #expect(cache.size(for: tall, grouped: false) == nil)
    #expect(cache.size(for: .infinity, grouped: false) == nil)
  }

  @Test func keepsAProposalWithNaNApartFromAnUnspecifiedOne() {
    // Layout sanitizes proposals before sizing; the cache still tells NaN from `nil`.
    var cache = NodeLayoutCache()
    cache.store(
      CGSize(width: 7, height: 7), for: ProposedViewSize(width: .nan, height: nil), grouped: false)
    #expect(cache.size(for: .unspecified, grouped: false) == nil)
    cache.store(CGSize(width: 9, height: 9), for: .unspecified, grouped: false)
    #expect(cache.size(for: .unspecified, grouped: false) == CGSize(width: 9, height: 9))
  }

  @Test func keepsTheSharedEmptyTraitsAndSetTraitsUntilSizesAreForgotten() {
    var cache = NodeLayoutCache()
    #expect(cache.traits == nil)
    cache.traits = LayoutTraits.none
    #expect(cache.traits === LayoutTraits.none)
    let set = LayoutTraits()
    set.priority = 1
    cache.traits = set
    #expect(cache.traits === set)
    cache.traits = LayoutTraits.none
    #expect(cache.traits === LayoutTraits.none)
    cache.forgetSizes()
    #expect(cache.traits == nil)
  }

  @Test func forgetsContentAndSubviewsWhenTheStructureChanges() throws {
    let host = ViewHost(Text("x").padding(), size: CGSize(width: 100, height: 100))
    host.layoutIfNeeded()
    let node = try #require(host.graph.root)
    var cache = NodeLayoutCache()
    cache.content = LayoutUnit(node: node, grouped: true)
    cache.units = [node]
    cache.subviews = LayoutSubviews(subviews: [])
    #expect(cache.content == LayoutUnit(node: node, grouped: true))
    #expect(cache.units?.count == 1)
    #expect(cache.subviews != nil)
    cache.forgetStructure()
    #expect(cache.content == nil)
    #expect(cache.units == nil)
    #expect(cache.subviews == nil)
  }
}
