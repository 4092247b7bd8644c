import Choreo
import Foundation
import Testing

@MainActor
private final class CompletionLever {
  var binding: Binding<Bool>?
  var other: Binding<Bool>?
  var count: Binding<Int>?
  var events: [String] = []
}

@MainActor
private final class CompletionTally {
  var times: [Double] = []
  var count: Int { times.count }
}

/// A box inserted and removed with `.opacity`; `extra` is a second flag shown as a fader.
private struct CompletionShown: View {
  let lever: CompletionLever
  var completionInModifier: CompletionTally?
  var host: (() -> Double)?
  @State private var isShown: Bool
  @State private var extra = false

  init(
    lever: CompletionLever, initiallyShown: Bool = false,
    completionInModifier: CompletionTally? = nil,
    time: (() -> Double)? = nil
  ) {
    self.lever = lever
    self.completionInModifier = completionInModifier
    self.host = time
    _isShown = State(initialValue: initiallyShown)
  }

  var body: some View {
    lever.binding = $isShown
    lever.other = $extra
    let tally = completionInModifier
    let time = host
    return ZStack {
      Block(width: 40, height: 20).opacity(extra ? 0.5 : 1).accessibilityIdentifier("base")
      if isShown {
        Block(width: 20, height: 20)
          .accessibilityIdentifier("box")
          .transition(.opacity)
          .onAppear { lever.events.append("appear") }
          .onDisappear { lever.events.append("disappear") }
      }
    }
    .transaction { transaction in
      guard let tally, transaction.animation != nil else { return }
      transaction.addAnimationCompletion { tally.times.append(time?() ?? -1) }
    }
  }
}

/// `count` boxes, each inserted with `.opacity`.
private struct CompletionMany: View {
  let lever: CompletionLever
  @State private var count = 0
  var body: some View {
    lever.count = $count
    return VStack(spacing: 0) {
      ForEach(0..<count, id: \.self) { index in
        Block(width: 10, height: 1).accessibilityIdentifier("row\(index)").transition(.opacity)
      }
    }
  }
}

@MainActor
@Suite("Completions of transitions, and line breaking around them")
struct TransitionCompletionAndBreakingTests {
  private func run<V: View>(_ host: ViewHost<V>, to end: Double) {
    var frame = Int((host.time * 60).rounded(.down)) + 1
    while Double(frame) / 60 <= end + 1e-9 {
      host.advance(to: Double(frame) / 60)
      frame += 1
    }
    if host.time < end { host.advance(to: end) }
  }

  private func opacity<V: View>(_ host: ViewHost<V>, _ id: String) -> Double {
    host.snapshot(of: id)?.opacity ?? -1
  }

  // MARK: Completions

  @Test func completionAddedByATransactionModifierFiresForAnAnimatedInsertion() {
    let lever = CompletionLever()
    let tally = CompletionTally()
    var hostRef: ViewHost<CompletionShown>?
    let host = ViewHost(
      CompletionShown(lever: lever, completionInModifier: tally, time: { hostRef?.time ?? -1 }),
      size: CGSize(width: 100, height: 100))
    hostRef = host
    host.update { withAnimation(.linear(duration: 1)) { lever.binding?.wrappedValue = true } }
    run(host, to: 2)
    #expect(opacity(host, "box") == 1)
    #expect(tally.count >= 1, "a completion added by .transaction never ran")
    #expect(tally.count <= 1, "ran \(tally.count) times")
  }

  @Test func completionAddedByATransactionModifierFiresForAPlainAnimatedChange() {
    // Control: the same modifier with an ordinary animated change.
    let lever = CompletionLever()
    let tally = CompletionTally()
    let host = ViewHost(
      CompletionShown(lever: lever, completionInModifier: tally),
      size: CGSize(width: 100, height: 100))
    host.update { withAnimation(.linear(duration: 1)) { lever.other?.wrappedValue = true } }
    run(host, to: 2)
    #expect(tally.count == 1)
  }

  @Test func completionWaitsForTheInsertionWhenAnInnerWithAnimationNilSplitsTheChange() {
    let lever = CompletionLever()
    let host = ViewHost(CompletionShown(lever: lever), size: CGSize(width: 100, height: 100))
    let tally = CompletionTally()
    host.update {
      withAnimation(.linear(duration: 1)) {
        lever.binding?.wrappedValue = true
        withAnimation(nil) { lever.other?.wrappedValue = true }
      } completion: {
        tally.times.append(host.time)
      }
    }
    #expect(tally.count == 0, "completion ran before the insertion animated")
    run(host, to: 0.5)
    #expect(abs(opacity(host, "box") - 0.5) < 0.02)
    run(host, to: 1.2)
    #expect(tally.count == 1)
  }

  @Test func manyViewsInsertedAtOnceCompleteInOneUpdate() {
    let lever = CompletionLever()
    let host = ViewHost(CompletionMany(lever: lever), size: CGSize(width: 100, height: 100))
    let tally = CompletionTally()
    host.update {
      withAnimation(.linear(duration: 1)) {
        lever.count?.wrappedValue = 40
      } completion: {
        tally.times.append(host.time)
      }
    }
    let loops = host.diagnostics.filter { $0.text.contains("Update loop") }
    #expect(loops.isEmpty, "\(loops.map(\.text))")
    run(host, to: 0.5)
    #expect(abs(opacity(host, "row0") - 0.5) < 0.02)
    #expect(abs(opacity(host, "row39") - 0.5) < 0.02, "\(opacity(host, "row39"))")
    run(host, to: 1.2)
    #expect(tally.count == 1)
    if let t = tally.times.first { #expect(t > 0.99 && t < 1.1, "\(t)") }
  }

  @Test func manyViewsRemovedAtOnceCompleteOnce() {
    let lever = CompletionLever()
    let host = ViewHost(CompletionMany(lever: lever), size: CGSize(width: 100, height: 100))
    host.update { lever.count?.wrappedValue = 40 }
    let tally = CompletionTally()
    host.update {
      withAnimation(.linear(duration: 1), completionCriteria: .removed) {
        lever.count?.wrappedValue = 0
      } completion: {
        tally.times.append(host.time)
      }
    }
    run(host, to: 1.5)
    #expect(tally.count == 1)
    #expect(host.snapshot(of: "row39") == nil)
    if let t = tally.times.first { #expect(t > 0.99 && t < 1.1, "\(t)") }
  }

  @Test func insertionThenRemovalInOneUpdateCompleteOnceEach() {
    let lever = CompletionLever()
    let host = ViewHost(CompletionShown(lever: lever), size: CGSize(width: 100, height: 100))
    let first = CompletionTally()
    let second = CompletionTally()
    host.update {
      withAnimation(.linear(duration: 1)) {
        lever.binding?.wrappedValue = true
      } completion: {
        first.times.append(host.time)
      }
      withAnimation(.linear(duration: 0.5), completionCriteria: .removed) {
        lever.binding?.wrappedValue = false
      } completion: {
        second.times.append(host.time)
      }
    }
    run(host, to: 2)
    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(host.snapshot(of: "box") == nil)
  }

  @Test func removalThenReinsertionInOneUpdateCompleteOnceEach() {
    let lever = CompletionLever()
    let host = ViewHost(
      CompletionShown(lever: lever, initiallyShown: true), size: CGSize(width: 100, height: 100))
    let first = CompletionTally()
    let second = CompletionTally()
    host.update {
      withAnimation(.linear(duration: 1), completionCriteria: .removed) {
        lever.binding?.wrappedValue = false
      } completion: {
        first.times.append(host.time)
      }
      withAnimation(.linear(duration: 0.5)) {
        lever.binding?.wrappedValue = true
      } completion: {
        second.times.append(host.time)
      }
    }
    run(host, to: 2)
    #expect(first.count == 1)
    #expect(second.count == 1)
    #expect(opacity(host, "box") == 1)
  }

  @Test func zeroDurationRemovalDisappearsBeforeItsCompletion() {
    let lever = CompletionLever()
    let host = ViewHost(
      CompletionShown(lever: lever, initiallyShown: true), size: CGSize(width: 100, height: 100))
    host.update {
      withAnimation(.linear(duration: 0)) {
        lever.binding?.wrappedValue = false
      } completion: {
        lever.events.append("completion")
      }
    }
    #expect(lever.events.suffix(2) == ["disappear", "completion"], "\(lever.events)")
    #expect(host.snapshot(of: "box") == nil)
  }

  @Test func nestedWithAnimationAroundAnInsertionCompletesEachOnce() {
    let lever = CompletionLever()
    let host = ViewHost(CompletionShown(lever: lever), size: CGSize(width: 100, height: 100))
    let outer = CompletionTally()
    let inner = CompletionTally()
    host.update {
      withAnimation(.linear(duration: 1)) {
        withAnimation(.linear(duration: 2)) {
          lever.binding?.wrappedValue = true
        } completion: {
          inner.times.append(host.time)
        }
      } completion: {
        outer.times.append(host.time)
      }
    }
    #expect(outer.count == 0 && inner.count == 0)
    run(host, to: 3)
    #expect(outer.count == 1 && inner.count == 1)
    if let t = inner.times.first { #expect(abs(t - 2) < 0.05, "\(t)") }
  }

  // MARK: Line breaking

  private let environment = EnvironmentValues()

  private func lines(_ string: String, width: CGFloat?, lineLimit: Int? = nil) -> [String] {
    var environment = environment
    environment.lineLimit = lineLimit
    return Text(verbatim: string)
      .layout(for: ProposedViewSize(width: width, height: nil), in: environment).lines.map(\.text)
  }

  private func ideal(_ string: String) -> CGFloat {
    Text(verbatim: string).sizeThatFits(.unspecified, environment: environment).width
  }

  @Test(arguments: [
    "-abc -def", "\u{2014}abc \u{2014}\u{2014}def", "\u{200B}abc\u{200B}\u{200B}def",
    "\u{00AD}abc\u{00AD}", "。。。。、、、", "!!!???...", "「「「」」」", "\u{2014}", "-",
    "\u{200B}", "a\u{200B}\u{2014}-\u{2013}\u{00AD}b", "世\u{0301}界\u{0301}世\u{0301}",
  ])
  func oddWordsBreakIntoNonEmptyLinesThatKeepEveryCharacter(text: String) {
    for width in [CGFloat(1), 8, 15, 30, 60] {
      let wrapped = lines(text, width: width)
      #expect(wrapped.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(wrapped)")
      #expect(!wrapped.contains(""), "empty line at \(width): \(wrapped)")
      let limited = lines(text, width: width, lineLimit: 1)
      #expect(limited.count == 1)
    }
  }

  @Test func aNoBreakSpaceBeforeAnIdeographKeepsThemTogether() {
    // UAX #14 LB12/LB12a: no break after or before a no-break space (class GL), whatever
    // follows: "100\u{00A0}円" stays on one line, as "100\u{00A0}km" does.
    let latin = lines("xx 100\u{00A0}km", width: ideal("xx 100\u{00A0}k"))
    #expect(latin == ["xx", "100\u{00A0}km"])
    let ideographic = lines("xx 100\u{00A0}円", width: ideal("xx 100\u{00A0}") + 1)
    #expect(ideographic == ["xx", "100\u{00A0}円"], "\(ideographic)")
  }

  @Test func aDoubleEmDashIsNotSplitAcrossLines() {
    // UAX #14 LB17 (B2 SP* × B2): no break between two em dashes, "——" as used in Chinese.
    let wrapped = lines("xx ab\u{2014}\u{2014}cd", width: ideal("xx ab\u{2014}") + 1)
    for (line, next) in zip(wrapped, wrapped.dropFirst()) {
      #expect(!(line.hasSuffix("\u{2014}") && next.hasPrefix("\u{2014}")), "\(wrapped)")
    }
  }

  @Test func anEllipsisAfterIdeographsDoesNotStartALine() {
    // UAX #14 LB22 (× IN): no line starts with "…" (class IN), common in Japanese "……".
    // Room for "世界……": "世界世界……" should wrap as "世界世" / "界……" (or "世界" / "世界……").
    let wrapped = lines("世界世界\u{2026}\u{2026}", width: ideal("世界\u{2026}\u{2026}") + 1)
    #expect(!wrapped.contains { $0.hasPrefix("\u{2026}") }, "\(wrapped)")
  }

  @Test func aHyphenOrEnDashAfterAnIdeographDoesNotStartALine() {
    // UAX #14 LB21 (× BA, × HY): no break before a hyphen or en dash, after an ideograph too.
    for dash in ["-", "\u{2013}", "\u{2010}"] {
      let wrapped = lines("世界世" + dash + "ab", width: ideal("世界世") + 1)
      #expect(!wrapped.contains { $0.hasPrefix(dash) }, "\(wrapped)")
    }
  }

  @Test func invisibleBreaksKeepKerning() {
    // A soft hyphen or zero-width space where the line does not break takes no width.
    #expect(ideal("AV") != ideal("A V"))
    #expect(ideal("A\u{00AD}V") == ideal("AV"), "\(ideal("A\u{00AD}V")) vs \(ideal("AV"))")
    #expect(ideal("ab\u{200B}cd") == ideal("abcd"))
  }

  @Test func truncatedLinesWithNewBreaksFitAndEndInAnEllipsis() {
    for text in [
      "abcd\u{200B}efgh\u{200B}ijkl", "abcd\u{00AD}efgh\u{00AD}ijkl", "世界世界世界世界",
      "abcd\u{2014}efgh\u{2014}ijkl", "ab\u{2013}cd\u{2013}ef\u{2013}gh",
    ] {
      let width = ideal("abcdef")
      var env = environment
      env.lineLimit = 1
      let layout = Text(verbatim: text)
        .layout(for: ProposedViewSize(width: width, height: nil), in: env)
      #expect(layout.lines.count == 1)
      #expect(layout.lines.first?.text.hasSuffix("\u{2026}") == true, "\(layout.lines)")
      #expect(layout.size.width <= width)
    }
  }

  @Test func longASCIITextBreaksInLinearTime() {
    let words = (0..<20000).map { "w\($0 % 97)-x" }.joined(separator: " ")
    let start = Date()
    let count = lines(words, width: 300).count
    let elapsed = Date().timeIntervalSince(start)
    #expect(count > 100)
    #expect(elapsed < 2, "\(elapsed) s")
  }

}
