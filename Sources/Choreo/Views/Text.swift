// Mirrors: SwiftUI.Text, SwiftUI.LocalizedStringKey
// Status: Partial (one font and style per Text: no concatenation with +, attributed strings,
//         formatters, dates or images; no localization)

/// A view that shows read-only text, measured and drawn from a real font file.
///
/// Text takes the width it needs up to the width proposed to it, wrapping at spaces (a word
/// wider than the width breaks between characters), and the height of its lines. Widths are
/// the font's FreeType advances and kerning; heights are lines times the face's line spacing;
/// both are rounded up to whole points, and empty text is zero by zero. A nil or infinite
/// proposed width does not wrap; a negative or NaN one counts as 0. Lines beyond
/// `lineLimit(_:)` or the proposed height (at least one line is kept) are dropped and the last
/// line kept ends with "…".
///
/// Its font is the one set on it with `font(_:)`, else the environment's (`View.font(_:)`),
/// else `.body`; `bold()`, `italic()` and `fontWeight(_:)` apply to whichever it is. Its
/// style is the one set on it with `foregroundStyle(_:)` or `foregroundColor(_:)`, else the
/// environment's foreground style.
/// `lineLimit(_:)` and `multilineTextAlignment(_:)` come from the environment. Its first and
/// last baselines are its `.firstTextBaseline` and `.lastTextBaseline` guides.
///
/// ```swift
/// Text("Hello, world!")
/// Text("Delay: \(delay)").font(.caption).bold()
/// Text(verbatim: name)
/// ```
public struct Text: View, Equatable {
  /// The text shown.
  package let content: String
  /// The font set on this text, which wins over the environment's.
  var font: Font?
  /// The weight set with `fontWeight(_:)`, which wins over `bold()` and the font's own.
  var fontWeight: Font.Weight?
  /// Whether `bold()` was applied.
  var isBold = false
  /// Whether `italic()` was applied.
  var isItalic = false
  /// The style set with `foregroundStyle(_:)` or `foregroundColor(_:)`, which wins over the
  /// environment's foreground style; `nil` draws with the environment's.
  var foregroundStyle: AnyShapeStyle?

  /// Shows `content` exactly, without localization.
  public init(verbatim content: String) {
    self.content = content
  }

  /// Shows a string value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Shows a literal or interpolated string.
  ///
  /// Choreo does not localize: the key is the text.
  public init(_ key: LocalizedStringKey) {
    self.content = key.key
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Text: PrimitiveView {
  /// Text has no children; updating it reports, once each, a font it cannot use, a colour
  /// name missing from the registry and a line limit below 1.
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    let environment = children.inputs.environment
    for problem in resolvedFont(in: environment).problems {
      node.graph.diagnostics.report(problem, at: node)
    }
    var context = PaintContext(environment: environment)
    node.setAnimatablePaint(
      foregroundShapeStyle.paint(in: &context), transaction: children.inputs.transaction)
    MissingColorReport.report(context.missingColorNames, node: node)
    if let limit = environment.lineLimit, limit < 1 {
      node.graph.diagnostics.report(
        "lineLimit(\(limit)) is below 1: the text shows one line", at: node)
    }
  }
}

/// The key of a localized string: a string literal, possibly with interpolations.
///
/// Choreo shows keys as they are written; interpolated values are formatted with
/// `String(describing:)`.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  let key: String

  /// Creates a key from a string.
  public init(_ value: String) {
    key = value
  }

  /// Creates a key from a string literal.
  public init(stringLiteral value: String) {
    key = value
  }

  /// Creates a key from an interpolated string.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.text
  }

  /// Collects the parts of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Reserves room for the literal parts.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }

    /// Appends a literal part.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// Appends an interpolated value, formatted with `String(describing:)`.
    public mutating func appendInterpolation<T>(_ value: T) {
      text += String(describing: value)
    }
  }
}
