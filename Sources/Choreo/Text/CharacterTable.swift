/// A string's characters (grapheme clusters) as line breaking sees them: their kinds, and where
/// each starts in the string's scalars and in its UTF-8.
struct CharacterTable {
  struct Kind: OptionSet {
    let rawValue: UInt8
    /// A space a line may break after (not a no-break space).
    static let breakingSpace = Kind(rawValue: 1)
    static let whitespace = Kind(rawValue: 2)
    static let newline = Kind(rawValue: 4)
    static let hyphen = Kind(rawValue: 8)
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
    if character == "-" { kind.insert(.hyphen) }
    return kind
  }

  private static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{202F}", "\u{2007}"]

  private static let asciiKinds: [Kind] = (0..<128).map {
    kind(of: Character(Unicode.Scalar(UInt8($0))))
  }
}
