// Mirrors: SwiftUI.ShapeStyle
// Status: Partial (colours, gradients, the foreground and hierarchical styles, opacity and
//         type erasure; no materials, images or shadows)

/// A colour or pattern to use when drawing a shape.
///
/// Colours, gradients, `.foreground` and `.secondary` are shape styles. Write your own style by resolving to an existing one from the environment; Choreo draws
/// the style `resolve(in:)` returns. The built-in styles draw themselves, and their `Resolved`
/// type is `Never`.
///
/// ```swift
/// struct Ink: ShapeStyle {
///   func resolve(in environment: EnvironmentValues) -> Color {
///     environment.colorScheme == .dark ? .white : .black
///   }
/// }
/// ```
public protocol ShapeStyle: Sendable {
  /// The style this one resolves to; `Never` for styles Choreo draws itself.
  associatedtype Resolved: ShapeStyle = Never

  /// The concrete style to draw in `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
  /// Built-in styles are drawn directly; asking them to resolve is a programming error.
  public func resolve(in environment: EnvironmentValues) -> Never {
    preconditionFailure("\(Self.self) is drawn by Choreo itself and has no resolved style")
  }
}

extension Never: ShapeStyle {
  public typealias Resolved = Never
}

// MARK: - Resolving to paint

/// A style Choreo draws directly: it turns itself into paint without another style.
package protocol PaintStyle {
  /// The paint for this style in `context`'s environment.
  func paint(in context: inout PaintContext) -> ResolvedPaint
}

/// What resolving a style to paint reads and records.
package struct PaintContext {
  /// The environment the style is drawn in.
  package var environment: EnvironmentValues
  /// Names of colours that were not found in the colour registry, in the order met.
  package var missingColorNames: [String] = []
  /// How many user styles deep the resolution is (a style that resolves to itself stops).
  var depth = 0

  package init(environment: EnvironmentValues) {
    self.environment = environment
  }
}

extension ShapeStyle {
  /// The paint this style draws with in `environment`: a solid colour or a gradient with
  /// resolved stops.
  ///
  /// A user style that never reaches a built-in one (it resolves to itself, say) draws clear.
  package func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
    var context = PaintContext(environment: environment)
    return paint(in: &context)
  }

  /// The paint for this style, recording what `context` collects.
  package func paint(in context: inout PaintContext) -> ResolvedPaint {
    if let primitive = self as? any PaintStyle { return primitive.paint(in: &context) }
    guard Resolved.self != Never.self, context.depth < Self.maximumDepth else {
      return .color(.clearResolved)
    }
    context.depth += 1
    defer { context.depth -= 1 }
    return resolve(in: context.environment).paint(in: &context)
  }

  private static var maximumDepth: Int { 64 }
}
