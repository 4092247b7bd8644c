/// The `<defs>` of one SVG document: gradients, patterns, filters, clip paths and glyphs, each
/// written once and named in order of first use.
///
/// Ids are a kind's prefix and a counter (`gradient1`, `gradient2`, `filter1`, …), so the
/// same display list always gives the same ids. Two requests for definitions that would be
/// written identically share one id: an item that repeats another's gradient, or a glyph
/// drawn twice at one size, refers to the first.
struct SVGDefinitions {
  /// The definitions, in order of first use.
  private(set) var elements: [SVGElement] = []
  private var idsByKey: [String: String] = [:]
  private var counts: [String: Int] = [:]

  /// The id of `element` as a definition, adding it (with an `id` attribute first) if no
  /// identical one was added before.
  ///
  /// `prefix` names the kind of definition (letters only, so ids stay valid XML names).
  mutating func id(of element: SVGElement, prefix: String) -> String {
    let key = prefix + "\u{0}" + element.xml()
    return id(forKey: key, prefix: prefix) { element }
  }

  /// The id already given to `key`, or a new one for the element `make` builds.
  ///
  /// Use when building the element costs more than recognising it (glyph outlines are keyed
  /// by font, glyph and size).
  mutating func id(forKey key: String, prefix: String, make: () -> SVGElement) -> String {
    if let id = idsByKey[key] { return id }
    let count = counts[prefix, default: 0] + 1
    counts[prefix] = count
    let id = prefix + String(count)
    idsByKey[key] = id
    var element = make()
    element.attributes.insert(("id", id), at: 0)
    elements.append(element)
    return id
  }

  /// A reference to definition `id` for a paint or effect attribute: `url(#id)`.
  static func url(_ id: String) -> String {
    "url(#" + id + ")"
  }
}
