/// One XML element of an SVG document: a name, attributes in the order given, and either
/// children or text.
///
/// Attribute values and text are escaped when the element is written, so any string can go in;
/// characters XML 1.0 cannot hold (most control characters) are dropped.
///
/// ```swift
/// var rect = SVGElement("rect")
/// rect["width"] = "10"
/// rect.xml()  // <rect width="10"/>
/// ```
struct SVGElement {
  /// The element's name, such as `path`.
  var name: String
  /// The attributes, written in this order.
  var attributes: [(name: String, value: String)] = []
  /// The elements inside, written one a line.
  var children: [SVGElement] = []
  /// Text inside, written on the element's line; used when there are no children.
  var text: String?

  init(_ name: String, _ attributes: [(name: String, value: String)] = []) {
    self.name = name
    self.attributes = attributes
  }

  /// The value of attribute `name`; setting `nil` removes it, setting a value replaces it in
  /// place or appends it.
  subscript(name: String) -> String? {
    get { attributes.first { $0.name == name }?.value }
    set {
      let index = attributes.firstIndex { $0.name == name }
      switch (index, newValue) {
      case (let index?, let value?): attributes[index].value = value
      case (let index?, nil): attributes.remove(at: index)
      case (nil, let value?): attributes.append((name, value))
      case (nil, nil): break
      }
    }
  }

  /// The element written as XML, one element a line, nested elements indented by two spaces
  /// more than `indent`.
  func xml(indent: Int = 0) -> String {
    var out = ""
    write(to: &out, indent: indent)
    return out
  }

  /// `string` escaped for a double-quoted attribute value or text, without characters XML 1.0
  /// forbids.
  static func escaped(_ string: String) -> String {
    var out = ""
    out.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      // Tabs and line breaks are kept as references: attribute values would normalise them
      // to spaces.
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      default:
        if isAllowedInXML(scalar) { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  // MARK: - Private

  private func write(to out: inout String, indent: Int) {
    out += String(repeating: " ", count: indent) + "<" + name
    for attribute in attributes {
      out += " " + attribute.name + "=\"" + Self.escaped(attribute.value) + "\""
    }
    if !children.isEmpty {
      out += ">\n"
      for child in children {
        child.write(to: &out, indent: indent + 2)
        out += "\n"
      }
      out += String(repeating: " ", count: indent) + "</" + name + ">"
    } else if let text {
      out += ">" + Self.escaped(text) + "</" + name + ">"
    } else {
      out += "/>"
    }
  }

  /// Whether XML 1.0's `Char` production allows `scalar` (tab and line breaks are handled
  /// before this is asked).
  private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
    default: return false
    }
  }
}
