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

  // MARK: - Private

  private func write(to out: inout String, indent: Int) {
    out += String(repeating: " ", count: indent) + "<" + name
    for attribute in attributes {
      out += " " + attribute.name + "=\"" + Markup.escaped(attribute.value) + "\""
    }
    if !children.isEmpty {
      out += ">\n"
      for child in children {
        child.write(to: &out, indent: indent + 2)
        out += "\n"
      }
      out += String(repeating: " ", count: indent) + "</" + name + ">"
    } else if let text {
      out += ">" + Markup.escaped(text) + "</" + name + ">"
    } else {
      out += "/>"
    }
  }

  /// Whether XML 1.0's `Char` production allows `scalar` (tab and line breaks are handled
  /// before this is asked).

}
