/// Escaping for the documents Choreo writes (SVG, the HTML player, the gallery index): one
/// function for text and double-quoted attribute values alike.
package enum Markup {
  /// `text` escaped for XML, XHTML or HTML text or a double-quoted attribute value.
  ///
  /// `&`, `<`, `>` and `"` become references; tabs and line breaks become character
  /// references, so attribute values keep them (XML would turn them into spaces); characters
  /// XML 1.0 forbids become U+FFFD.
  package static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      default:
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: out.unicodeScalars.append(scalar)
        default: out += "\u{FFFD}"
        }
      }
    }
    return out
  }
}
