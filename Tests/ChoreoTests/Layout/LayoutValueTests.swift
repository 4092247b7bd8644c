import Choreo
import Testing

/// Where a block goes in `Ranked`: lower first.
private struct Rank: LayoutValueKey {
  static let defaultValue = 5
}

/// Lays its subviews out in a row, 10 apart, in the order of their ranks (ties in order).
private struct Ranked: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 10 * subviews.count, height: 10)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let order = subviews.indices.sorted {
      (subviews[$0][Rank.self], $0) < (subviews[$1][Rank.self], $1)
    }
    for (slot, index) in order.enumerated() {
      subviews[index].place(
        at: CGPoint(x: bounds.minX + CGFloat(10 * slot), y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// An optional value whose default is not `nil`.
private struct Note: LayoutValueKey {
  static let defaultValue: Int? = 7
}

/// Records each subview's `Note`; takes what it is offered.
private struct NoteReader: Layout {
  final class Notes {
    var read: [Int?] = []
  }
  let notes: Notes

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    notes.read = subviews.map { $0[Note.self] }
    return proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

/// Three ranked blocks; `a`'s rank is state, set by tapping it.
private struct Podium: View {
  @State private var first = 3

  var body: some View {
    Ranked {
      Block(width: 10, height: 10).layoutValue(key: Rank.self, value: first)
        .onTapGesture { first = 9 }
        .accessibilityIdentifier("a")
      // Padded after its value: a trait of the view, kept.
      Block(width: 8, height: 8).layoutValue(key: Rank.self, value: 1).padding(1)
        .accessibilityIdentifier("b")
      // Two values: the innermost wins, as for traits. Unset would be 5.
      Block(width: 10, height: 10).layoutValue(key: Rank.self, value: 8)
        .layoutValue(key: Rank.self, value: 2)
        .accessibilityIdentifier("c")
      Block(width: 10, height: 10).accessibilityIdentifier("d")
    }
  }
}

@MainActor
@Suite("Layout values (LayoutValueKey)")
struct LayoutValueTests {
  private func order(_ host: ViewHost<Podium>) -> [String] {
    ["a", "b", "c", "d"].sorted { host.rect($0).minX < host.rect($1).minX }
  }

  @Test func aLayoutReadsEachSubviewsValueOrTheDefault() {
    let host = ViewHost(Podium())
    // Ranks b 1, a 3, d 5 (the default), c 8.
    #expect(order(host) == ["b", "a", "d", "c"])
  }

  /// Unset, an optional value is the key's default; set to `nil`, it is `nil`.
  @Test func anUnsetOptionalValueIsTheDefault() {
    let notes = NoteReader.Notes()
    ViewHost(
      NoteReader(notes: notes) {
        Block(width: 10, height: 10)
        Block(width: 10, height: 10).layoutValue(key: Note.self, value: nil)
        Block(width: 10, height: 10).layoutValue(key: Note.self, value: 3)
      }
    ).layoutIfNeeded()
    #expect(notes.read == [7, nil, 3])
  }

  @Test func aChangedValueLaysTheContainerOutAgain() throws {
    let host = ViewHost(Podium())
    let tap = try #require(host.primaryAction(of: "a"))
    tap()
    host.applyPendingChanges()
    #expect(order(host) == ["b", "d", "c", "a"])
  }
}
