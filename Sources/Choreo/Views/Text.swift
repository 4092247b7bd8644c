// Mirrors: SwiftUI.Text, SwiftUI.LocalizedStringKey
// Status: Partial (content only; fonts, styles and measurement come with layout)

/// A view that shows read-only text.
///
/// ```swift
/// Text("Hello, world!")
/// Text("Delay: \(delay)")
/// Text(verbatim: name)
/// ```
public struct Text: View, Equatable {
  /// The text shown.
  package let content: String

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
  func makeChildren(_ children: inout ChildList, node: ViewNode) {}
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
