// Mirrors: SwiftUI.View.transition(_:)
// Status: Complete

extension View {
  /// Sets how this view is inserted and removed when a container adds or drops it under an
  /// animated transaction; `.opacity` if never set.
  ///
  /// Put it on the view that is itself inserted or removed (the direct content of the `if`,
  /// `ForEach` element or `.id`), or at the root of the body of the custom view or custom
  /// `ViewModifier` that is: a body's transition is its view's, as in SwiftUI. Written outside
  /// an `.id` (on modifiers after it), it applies to the views the `.id` makes. Deeper down it
  /// has no effect.
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
  /// Writes what the link sets in its content's environment into `environment`.
  func writeEnvironment(into environment: inout EnvironmentValues)
}

extension ModifierChainLink {
  func writeEnvironment(into environment: inout EnvironmentValues) {}
}

extension ModifiedContent: ModifierChainLink where Content: View, Modifier: ViewModifier {
  var linkedContent: any View { content }
  var linkedTransition: AnyTransition? { (modifier as? TransitionTraitModifier)?.transition }

  func writeEnvironment(into environment: inout EnvironmentValues) {
    (modifier as? any EnvironmentWriting)?.write(&environment)
  }
}

// A group or a type-erased view passes on the traits of what it holds (a group of several
// views holds a tuple, which ends the chain).
extension Group: ModifierChainLink {
  var linkedContent: any View { content }
  var linkedTransition: AnyTransition? { nil }
}

extension AnyView: ModifierChainLink {
  var linkedContent: any View { view }
  var linkedTransition: AnyTransition? { nil }
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

/// `stated`, else `.opacity`; with Reduce Motion, a transition that moves becomes `.opacity`
/// (§5.1).
@MainActor
func resolved(_ stated: AnyTransition?, environment: EnvironmentValues) -> AnyTransition {
  let transition = stated ?? .opacity
  if environment.accessibilityReduceMotion, transition.hasMotion { return .opacity }
  return transition
}

/// The transition `view` sets with `transition(_:)` on its modifier chain, outermost first,
/// and the view the chain ends in: a custom view or a custom modifier, whose body may state
/// it instead, or a modifier's content placeholder, below which the modified view may; writes
/// into `environment` what the modifiers passed on the way set.
@MainActor
func statedTransition(of view: any View, environment: inout EnvironmentValues) -> (
  transition: AnyTransition?, end: any View
) {
  var current: any View = view
  while let link = current as? any ModifierChainLink {
    if let found = link.linkedTransition { return (found, current) }
    // A custom modifier's body may state one: the chain goes on through its body.
    if isCustomModifier(current) { break }
    link.writeEnvironment(into: &environment)
    current = link.linkedContent
  }
  return (nil, current)
}

/// Whether `view`, down its modifier chain to the list of views it ends in (if it does), lays
/// nothing out: such a list comes and goes view by view, each view with its own transition.
@MainActor
func laysOutNothingAroundItsList(_ view: any View) -> Bool {
  var current = view
  while !(current is any ListView), let link = current as? any ModifierChainLink {
    guard ViewTypeInfo.of(current).layout.kind == .transparent else { return false }
    current = link.linkedContent
  }
  return true
}

/// Whether `view` is a custom view: it has a `body`, whose root may state its transition, as
/// SwiftUI passes a body's traits up to the view.
@MainActor
func hasBody(_ view: any View) -> Bool {
  ViewTypeInfo.of(view).makeChildren == nil
}

/// Whether `view` applies a custom `ViewModifier`, whose body may state its transition.
@MainActor
func isCustomModifier(_ view: any View) -> Bool {
  (view as? any CustomModifierView)?.appliesCustomModifier ?? false
}
