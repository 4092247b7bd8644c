/// A string's characters (grapheme clusters) as line breaking sees them: their kinds, and where
/// each starts in the string's scalars and in its UTF-8.
struct CharacterTable {
  /// What a character means to line breaking, after Unicode's line breaking rules (UAX #14)
  /// in the cases Choreo follows.
  struct Kind: OptionSet {
    let rawValue: UInt16
    /// A space a line may break after (not a no-break space).
    static let breakingSpace = Kind(rawValue: 1 << 0)
    static let whitespace = Kind(rawValue: 1 << 1)
    static let newline = Kind(rawValue: 1 << 2)
    /// "-": a line may break after it inside a word, but not before a digit ("555-1234").
    static let hyphen = Kind(rawValue: 1 << 3)
    /// A soft hyphen, Unicode hyphen or dash: a line may break after it inside a word.
    static let breakAfter = Kind(rawValue: 1 << 4)
    /// An em dash: a line may break before it as well.
    static let breakBefore = Kind(rawValue: 1 << 5)
    /// A zero-width space: a line may break after it, even where it starts a word.
    static let zeroWidthBreak = Kind(rawValue: 1 << 6)
    /// A Chinese or Japanese character: a line may break before and after it.
    static let ideograph = Kind(rawValue: 1 << 7)
    /// Closing punctuation, a small kana and the like: no line starts with it.
    static let noBreakBefore = Kind(rawValue: 1 << 8)
    /// Opening punctuation: no line ends with it.
    static let noBreakAfter = Kind(rawValue: 1 << 9)
    static let digit = Kind(rawValue: 1 << 10)

    /// The kinds a line may break after inside a word, unless they start it.
    static let breaksInside: Kind = [.hyphen, .breakAfter]
  }

  let utf8: [UInt8]
  /// Whether every character is one ASCII byte: then kinds are read from `utf8`, and the
  /// arrays below stay empty.
  private let isOneBytePerCharacter: Bool
  private var kinds: [Kind] = []
  private var scalarStarts: [Int] = []
  private var utf8Starts: [Int] = []

  var count: Int { isOneBytePerCharacter ? utf8.count : kinds.count }

  /// The kind of character `index`.
  func kind(_ index: Int) -> Kind {
    isOneBytePerCharacter ? Self.asciiKinds[Int(utf8[index])] : kinds[index]
  }

  /// The index of character `index`'s first scalar (the scalar count for `count`).
  func scalarStart(_ index: Int) -> Int {
    isOneBytePerCharacter ? index : scalarStarts[index]
  }

  /// The indices of the scalars of characters `range`.
  func scalars(_ range: Range<Int>) -> Range<Int> {
    scalarStart(range.lowerBound)..<scalarStart(range.upperBound)
  }

  /// The offset of character `index` in `utf8` (the byte count for `count`).
  func utf8Start(_ index: Int) -> Int {
    isOneBytePerCharacter ? index : utf8Starts[index]
  }

  init(_ string: String) {
    utf8 = Array(string.utf8)
    // ASCII without carriage returns (which pair with a line feed into one character) is one
    // character per byte; anything else goes through Swift's grapheme breaking.
    isOneBytePerCharacter = !utf8.contains { $0 >= 0x80 || $0 == 0x0D }
    guard !isOneBytePerCharacter else { return }
    // At least one byte a character.
    kinds.reserveCapacity(utf8.count)
    scalarStarts.reserveCapacity(utf8.count + 1)
    utf8Starts.reserveCapacity(utf8.count + 1)
    var offset = 0
    var scalarCount = 0
    for character in string {
      // Unicode properties take a table search per character: ASCII characters, most of most
      // text (and "\r\n", whose ASCII value is "\n"'s), have theirs looked up.
      kinds.append(
        character.asciiValue.map { Self.asciiKinds[Int($0)] } ?? Self.kind(of: character))
      scalarStarts.append(scalarCount)
      utf8Starts.append(offset)
      scalarCount += character.unicodeScalars.count
      offset += character.utf8.count
    }
    scalarStarts.append(scalarCount)
    utf8Starts.append(offset)
  }

  /// The text of characters `range`.
  func text(_ range: Range<Int>) -> String {
    String(
      decoding: utf8[utf8Start(range.lowerBound)..<utf8Start(range.upperBound)], as: UTF8.self)
  }

  /// Whether `string` has a newline character.
  ///
  /// Its scalars tell: a newline scalar always starts a character of its own ("\r\n" is the
  /// one character of two scalars, and starts with one). The ASCII newlines are the bytes
  /// U+000A…U+000D, read in place from the string's UTF-8; other scalars are decoded only in
  /// strings that have them.
  static func containsNewline(_ string: String) -> Bool {
    var string = string
    var isASCII = true
    let hasASCIINewline = string.withUTF8 { bytes in
      for byte in bytes {
        if byte >= 0x80 {
          isASCII = false
        } else if byte >= 0x0A && byte <= 0x0D {
          return true
        }
      }
      return false
    }
    if hasASCIINewline { return true }
    return !isASCII && string.unicodeScalars.contains { !$0.isASCII && Character($0).isNewline }
  }

  static func kind(of character: Character) -> Kind {
    var kind: Kind = []
    let isWhitespace = character.isWhitespace
    if isWhitespace { kind.insert(.whitespace) }
    if character.isNewline {
      kind.insert(.newline)
    } else if isWhitespace && !noBreakSpaces.contains(character) {
      kind.insert(.breakingSpace)
    }
    // No line starts with a hyphen or dash (but an em dash), nor breaks at a no-break space.
    if character == "-" { kind.formUnion([.hyphen, .noBreakBefore]) }
    if character.isWholeNumber { kind.insert(.digit) }
    guard let scalar = character.unicodeScalars.first else { return kind }
    switch scalar.value {
    case 0x00AD, 0x2010, 0x2012, 0x2013: kind.formUnion([.breakAfter, .noBreakBefore])
    case 0x2014: kind.formUnion([.breakAfter, .breakBefore])
    case 0x200B: kind.insert(.zeroWidthBreak)
    case 0x00A0, 0x2007, 0x202F, 0x2060, 0xFEFF: kind.formUnion([.noBreakBefore, .noBreakAfter])
    default: break
    }
    if noBreakBefore.contains(scalar.value) {
      kind.insert(.noBreakBefore)
    } else if isIdeograph(scalar.value) {
      kind.insert(.ideograph)
    }
    if noBreakAfter.contains(scalar.value) { kind.insert(.noBreakAfter) }
    return kind
  }

  /// Whether `value` is a CJK ideograph, a kana or a CJK radical (class ID).
  ///
  /// Hangul is not among them: Korean is broken at spaces, as words.
  private static func isIdeograph(_ value: UInt32) -> Bool {
    switch value {
    case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0x20000...0x3FFFD:
      true
    default: false
    }
  }

  private static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{202F}", "\u{2007}"]

  /// Scalars no line starts with: closing brackets and quotes, stops, commas, marks,
  /// ellipses, small kana, iteration marks and the prolonged sound mark (classes CL, CP, EX,
  /// IS, IN, NS, CJ, QU).
  private static let noBreakBefore: Set<UInt32> = [
    0x21, 0x22, 0x27, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D,
    0x2024, 0x2025, 0x2026,
    0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019,
    0x301B, 0x301E, 0x301F, 0x303B, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083,
    0x3085, 0x3087, 0x308E, 0x3095, 0x3096, 0x309B, 0x309C, 0x309D, 0x309E, 0x30A1, 0x30A3,
    0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FB,
    0x30FC, 0x30FD, 0x30FE, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D,
    0xFF5D,
  ]

  /// Scalars no line ends with: opening brackets and quotes (classes OP, QU).
  private static let noBreakAfter: Set<UInt32> = [
    0x22, 0x27, 0x28, 0x5B, 0x7B, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010,
    0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B,
  ]

  private static let asciiKinds: [Kind] = (0..<128).map {
    kind(of: Character(Unicode.Scalar(UInt8($0))))
  }
}
