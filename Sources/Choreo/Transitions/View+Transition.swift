// Mirrors: SwiftUI.View.transition(_:)
// Status: Complete

extension View {
  /// Sets how this view is inserted and removed when a container adds or drops it under an
  /// animated transaction; `.opacity` if never set.
  ///
  /// Put it on the view that is itself inserted or removed (the direct content of the `if`,
  /// `ForEach` element or `.id`); deeper down it has no effect, as in SwiftUI.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionTraitModifier(transition: transition))
  }

  /// Sets how this view is inserted and removed, with a `Transition`.
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(TransitionTraitModifier(transition: AnyTransition(transition)))
  }
}

/// Carries a view's transition; draws its content unchanged.
struct TransitionTraitModifier: ViewModifier, PassThroughModifier {
  let transition: AnyTransition

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// A modified view, seen as a link of its modifier chain.
@MainActor
protocol ModifierChainLink {
  var linkedContent: any View { get }
  var linkedTransition: AnyTransition? { get }
}

extension ModifiedContent: ModifierChainLink where Content: View, Modifier: ViewModifier {
  var linkedContent: any View { content }
  var linkedTransition: AnyTransition? { (modifier as? TransitionTraitModifier)?.transition }
}

// A conditional removed whole (a `switch` case in a nested branch) leaves with the
// transition of the view it shows.
extension _ConditionalContent: ModifierChainLink {
  var linkedContent: any View {
    switch storage {
    case .trueContent(let content): content
    case .falseContent(let content): content
    }
  }
  var linkedTransition: AnyTransition? { nil }
}

/// The transition `view` sets with `transition(_:)` anywhere in its modifier chain, else
/// `.opacity`; with Reduce Motion, a transition that moves becomes `.opacity` (§5.1).
@MainActor
func transition(of view: any View, environment: EnvironmentValues) -> AnyTransition {
  var current: any View = view
  var found: AnyTransition?
  while found == nil, let link = current as? any ModifierChainLink {
    found = link.linkedTransition
    current = link.linkedContent
  }
  let transition = found ?? .opacity
  if environment.accessibilityReduceMotion, transition.hasMotion { return .opacity }
  return transition
}
