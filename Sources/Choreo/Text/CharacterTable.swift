/// A string's characters (grapheme clusters) as line breaking sees them: their kinds, their
/// scalars, and where each starts in the scalars and in the UTF-8.
struct CharacterTable {
  struct Kind: OptionSet {
    let rawValue: UInt8
    /// A space a line may break after (not a no-break space).
    static let breakingSpace = Kind(rawValue: 1)
    static let whitespace = Kind(rawValue: 2)
    static let newline = Kind(rawValue: 4)
    static let hyphen = Kind(rawValue: 8)
  }

  var kinds: [Kind] = []
  var scalars: [Unicode.Scalar] = []
  let utf8: [UInt8]
  /// Whether every character is one ASCII byte, so the start arrays are not needed.
  private let isOneBytePerCharacter: Bool
  private var scalarStarts: [Int] = []
  private var utf8Starts: [Int] = []

  var count: Int { kinds.count }

  /// The index of character `index`'s first scalar (the scalar count for `count`).
  func scalarStart(_ index: Int) -> Int {
    isOneBytePerCharacter ? index : scalarStarts[index]
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
    if isOneBytePerCharacter {
      kinds = utf8.map { Self.asciiKinds[Int($0)] }
      // Room for the ellipsis and period appended before shaping.
      scalars.reserveCapacity(utf8.count + 2)
      scalars.append(contentsOf: utf8.lazy.map { Unicode.Scalar($0) })
      return
    }
    var offset = 0
    for character in string {
      kinds.append(Self.kind(of: character))
      scalarStarts.append(scalars.count)
      utf8Starts.append(offset)
      scalars.append(contentsOf: character.unicodeScalars)
      offset += character.utf8.count
    }
    scalarStarts.append(scalars.count)
    utf8Starts.append(offset)
  }

  /// The text of characters `range`.
  func text(_ range: Range<Int>) -> String {
    String(
      decoding: utf8[utf8Start(range.lowerBound)..<utf8Start(range.upperBound)], as: UTF8.self)
  }

  static func kind(of character: Character) -> Kind {
    var kind: Kind = []
    if character.isWhitespace { kind.insert(.whitespace) }
    if character.isNewline {
      kind.insert(.newline)
    } else if character.isWhitespace && !noBreakSpaces.contains(character) {
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
