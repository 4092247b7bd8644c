import Foundation
import Testing

@testable import Choreo

@MainActor
private final class Corners {
  var binding: Binding<Bool>?
}

private struct Card: View {
  let corners: Corners
  @State private var isRound = false

  var body: some View {
    corners.binding = $isRound
    return RoundedRectangle(cornerRadius: isRound ? 20 : 0).fill(Color.red)
      .frame(width: 80, height: 60)
  }
}

@MainActor
@Suite("Shapes animate their own data (§3)")
struct ShapeAnimationTests {
  @Test func aCornerRadiusAnimates() throws {
    let corners = Corners()
    let host = ViewHost(Card(corners: corners), size: CGSize(width: 200, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { corners.binding?.wrappedValue = true } }
    host.advance(to: 0.5)
    let rect = CGRect(x: 0, y: 0, width: 80, height: 60)
    let item = try #require(host.displayList.items.first)
    guard case .shape(let drawing) = item.content else {
      Issue.record("expected a shape")
      return
    }
    #expect(
      drawing.geometry == .fill(RoundedRectangle(cornerRadius: 10).path(in: rect), FillStyle()))
    #expect(host.animations.map(\.attribute) == ["shape"])
    host.advance(to: 1.1)
    guard case .shape(let final) = try #require(host.displayList.items.first).content else {
      Issue.record("expected a shape")
      return
    }
    #expect(final.geometry == .fill(RoundedRectangle(cornerRadius: 20).path(in: rect), FillStyle()))
  }
}
