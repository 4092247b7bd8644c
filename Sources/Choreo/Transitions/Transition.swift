// Mirrors: SwiftUI.Transition, SwiftUI.TransitionProperties, SwiftUI.PlaceholderContentView
// Status: Complete

/// How a view is inserted into and removed from the tree: what it looks like in each
/// `TransitionPhase`.
///
/// A view is inserted at `.willAppear` and animates to `.identity`; a removed view animates
/// from `.identity` to `.didDisappear` and is kept until that animation has finished.
///
/// ```swift
/// struct Blur: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content.blur(radius: phase.isIdentity ? 0 : 8)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view the transition makes of its content.
  associatedtype Body: View

  /// The content, as the transition shows it in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does: whether it moves the view (so Reduce Motion replaces it).
  static var properties: TransitionProperties { get }

  /// The view being transitioned.
  typealias Content = PlaceholderContentView<Self>
}

extension Transition {
  /// By default a transition has motion.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition, its modifiers animated with `animation` whatever the transaction says.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(self).animation(animation)
  }

  /// This transition and `other` together (`other` outermost).
  public func combined(with other: some Transition) -> AnyTransition {
    AnyTransition(self).combined(with: AnyTransition(other))
  }
}

/// What a transition does.
public struct TransitionProperties: Sendable, Equatable {
  /// Whether the transition moves the view.
  ///
  /// Reduce Motion replaces such transitions with `.opacity`. `true` by default.
  public var hasMotion: Bool

  /// Properties with `hasMotion`.
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

/// The stand-in for the view a `Transition`, or the body of `animation(_:body:)`, applies to.
public struct PlaceholderContentView<Value>: View {
  init() {}

  /// Never called: Choreo draws this view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A view that stands for another, its one child: a transition body's content (the view being
/// inserted or removed), or `animation(_:body:)`'s view (its scoped body over its content).
protocol ContentPlaceholder {}

extension PlaceholderContentView: ContentPlaceholder {}

extension PlaceholderContentView: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    appendModifierContent(to: &children, node: node)
  }
}
