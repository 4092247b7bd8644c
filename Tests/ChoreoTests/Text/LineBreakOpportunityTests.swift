import Choreo
import Foundation
import Testing

/// Where a line may break besides after a space or "-", after Unicode's line breaking
/// algorithm (UAX #14), which SwiftUI's `Text` follows: after a zero-width space (LB8), after a
/// soft hyphen, a Unicode hyphen or an en dash (class BA, LB21), around an em dash (class
/// B2), between ideographs (class ID, LB31), and not between a hyphen and a digit (LB25).
@MainActor
struct LineBreakOpportunityTests {
  let environment = EnvironmentValues()

  // The lines of `string` laid out for a proposed `width` (no height).
  func lines(_ string: String, width: CGFloat?) -> [String] {
    Text(verbatim: string)
      .layout(for: ProposedViewSize(width: width, height: nil), in: environment).lines.map(\.text)
  }

  // The ideal (unwrapped) width of `string` in the body font.
  func ideal(_ string: String) -> CGFloat {
    Text(verbatim: string).sizeThatFits(.unspecified, environment: environment).width
  }

  // SwiftUI: a zero-width space (U+200B) is an invisible break opportunity (UAX #14 LB8), the
  // standard way to let a long identifier wrap at chosen points. With room for "abcdef"
  // only, "abcd\u{200B}efgh" wraps as "abcd" / "efgh".
  @Test func aZeroWidthSpaceIsABreakOpportunity() {
    let wrapped = lines("abcd\u{200B}efgh", width: ideal("abcdef"))
    #expect(wrapped.count == 2)
    #expect(wrapped.last == "efgh", "\(wrapped)")
  }

  // SwiftUI: a soft hyphen (U+00AD, Default_Ignorable) is invisible and takes no width unless
  // a line breaks at it, so "ab\u{00AD}cd" is as wide as "abcd".
  @Test func aSoftHyphenIsInvisibleWhenTheLineDoesNotBreakThere() {
    #expect(ideal("ab\u{00AD}cd") == ideal("abcd"))
    let layout = Text(verbatim: "ab\u{00AD}cd").layout(for: .unspecified, in: environment)
    #expect(layout.size.width == ideal("abcd"))
  }

  // SwiftUI: a soft hyphen is a break opportunity (UAX #14 class BA): "abcd\u{00AD}efgh" with
  // room for "abcd-ef" wraps before "efgh".
  @Test func aSoftHyphenIsABreakOpportunity() {
    let wrapped = lines("abcd\u{00AD}efgh", width: ideal("abcd-ef"))
    #expect(wrapped.last == "efgh", "\(wrapped)")
  }

  // SwiftUI: a line may break after U+2010 HYPHEN and U+2013 EN DASH (class BA) and after
  // U+2014 EM DASH (class B2), as after "-".
  @Test(arguments: ["\u{2010}", "\u{2013}", "\u{2014}"])
  func aLineBreaksAfterUnicodeHyphensAndDashes(dash: String) {
    let wrapped = lines("abcd" + dash + "efgh", width: ideal("abcd" + dash + "ef"))
    #expect(wrapped == ["abcd" + dash, "efgh"])
  }

  // SwiftUI: Chinese and Japanese text may break between any two ideographs (class ID), so
  // "Hello 世界世界…" fills the first line after "Hello ".
  // (DejaVu has no CJK glyphs; the break positions do not depend on that.)
  @Test func ideographsMayBreakAnywhere() {
    let wrapped = lines("Hello 世界世界世界世界", width: ideal("Hello 世界") + 1)
    #expect(wrapped.first == "Hello 世界", "\(wrapped)")
  }

  // SwiftUI (UAX #14 LB25, `HY × NU`): no break between a hyphen and a following digit, so
  // phone numbers and dates stay whole: "call 555-1234" with room for "call 555-12" wraps as
  // "call" / "555-1234".
  @Test func aHyphenBeforeADigitIsNoBreakOpportunity() {
    let wrapped = lines("call 555-1234", width: ideal("call 555-12"))
    #expect(wrapped == ["call", "555-1234"])
  }

  // No line starts with closing punctuation or ends with opening punctuation (UAX #14 LB13,
  // LB14), even between ideographs: the character before a full stop goes down with it,
  // and an opening bracket goes down with the character after it.
  @Test func punctuationStaysWithTheIdeographsItClosesOrOpens() {
    let closed = lines("世界世界。", width: ideal("世界世界") + 1)
    #expect(closed == ["世界世", "界。"])
    let opened = lines("世界「世界", width: ideal("世界「") + 1)
    #expect(opened == ["世界", "「世界"])
  }
}
