import Foundation
import Testing

@testable import Choreo

/// Frames, padding and fixed sizes place the view they modify alike by either path.
///
/// Layout uses their `SingleSubviewLayout` parts directly, without a list of subviews;
/// erased into an `AnyLayout`, the same layouts run through their `Layout` methods.
@MainActor
@Suite struct SingleSubviewLayoutTests {
  /// The layouts, by name; `layouts.count` is read by the test's arguments, off the main actor.
  nonisolated static let count = 5
  static var layouts: [(name: String, layout: any SingleSubviewLayout)] {
    var problems: [String] = []
    return [
      (
        "padding",
        PaddingLayout(insets: EdgeInsets(top: 3, leading: -2, bottom: 7, trailing: 11))
      ),
      ("fixed frame", FixedFrameLayout(width: 50, height: nil, alignment: .bottomTrailing)),
      ("fixed frame, both", FixedFrameLayout(width: 30, height: 90, alignment: .leading)),
      (
        "flexible frame",
        FlexibleFrameLayout(
          width: .init(min: 10, ideal: nil, max: 60, problems: &problems),
          height: .init(min: 70, ideal: nil, max: nil, problems: &problems),
          alignment: .topTrailing)
      ),
      ("fixed size", FixedSizeLayout(horizontal: true, vertical: false)),
    ]
  }

  /// A label whose leading guide is set, so that aligning it reads its dimensions.
  private static var content: some View {
    Text("A longer label")
      .alignmentGuide(.leading) { $0.width / 3 }
      .accessibilityIdentifier("content")
  }

  @Test(arguments: 0..<count)
  func placesAsItsLayoutMethodsDo(_ index: Int) throws {
    #expect(Self.layouts.count == Self.count)
    let (name, layout) = Self.layouts[index]
    func host(erased: Bool) -> ViewHost<AnyView> {
      func laidOut<L: Layout>(_ layout: L) -> AnyView {
        erased ? AnyView(AnyLayout(layout) { Self.content }) : AnyView(layout { Self.content })
      }
      return ViewHost(laidOut(layout), size: CGSize(width: 120, height: 100))
    }
    let direct = host(erased: false)
    let erased = host(erased: true)
    let frame = try #require(direct.frame(of: "content"), "\(name)")
    #expect(frame == erased.frame(of: "content"), "\(name)")
    #expect(frame.width > 0 && frame.height > 0, "\(name)")

    // The direct path ran: the container made no list of subviews, where the erased one did.
    func container(in host: ViewHost<AnyView>) throws -> ViewNode {
      try #require(host.nodes(withIdentifier: "content").first?.parent)
    }
    #expect(try container(in: direct).layoutCache.subviews == nil, "\(name)")
    #expect(try container(in: erased).layoutCache.subviews != nil, "\(name)")
  }

  /// Places its one subview at its origin, proposing it infinite space.
  private struct ProposingInfinity: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 100, height: 100)
    }

    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      subviews.first?.place(at: bounds.origin, proposal: .infinity)
    }
  }

  /// A view that takes all it is offered, proposed infinity, takes an infinite size: its
  /// position is then made finite the same way by either path (with a diagnostic).
  @Test(arguments: 0..<count)
  func placesAnInfiniteSubviewAsItsLayoutMethodsDo(_ index: Int) throws {
    let (name, layout) = Self.layouts[index]
    func host(erased: Bool) -> ViewHost<AnyView> {
      func laidOut<L: Layout>(_ layout: L) -> AnyView {
        let content = Fill().alignmentGuide(.leading) { _ in 5 }.accessibilityIdentifier("content")
        return erased
          ? AnyView(ProposingInfinity { AnyLayout(layout) { content } })
          : AnyView(ProposingInfinity { layout { content } })
      }
      return ViewHost(laidOut(layout), size: CGSize(width: 120, height: 100))
    }
    let direct = try #require(host(erased: false).frame(of: "content"), "\(name)")
    let erased = try #require(host(erased: true).frame(of: "content"), "\(name)")
    #expect(direct == erased, "\(name)")
    #expect(direct.minX.isFinite && direct.minY.isFinite, "\(name)")
  }
}
