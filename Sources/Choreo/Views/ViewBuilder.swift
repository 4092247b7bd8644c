// Mirrors: SwiftUI.ViewBuilder
// Status: Complete

/// Builds views from the statements of a closure: several views become a `TupleView`, `if`
/// becomes an `Optional`, `if`/`else` and `switch` become `_ConditionalContent`, and
/// `if #available` becomes an `AnyView`.
@resultBuilder @MainActor @preconcurrency
public enum ViewBuilder {
  /// An empty closure builds an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single view is passed through unchanged.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views become one `TupleView`, whose children keep their positions as identity.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }

  /// A single expression is passed through unchanged.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// `if` without `else`: the view when the condition holds, nothing otherwise.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// `if` without `else`, in its newer spelling.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The `if` branch of `if`/`else` (or the first case of a `switch` pair).
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The content of `if #available`, type-erased so the branch type may change between OSes.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
