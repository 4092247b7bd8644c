import Foundation

/// Where a node inserted or removed under an animated transaction is in its transition.
///
/// Such a node's view is its content wrapped in the transition's modifiers for `phase`; the
/// content keeps its identity while the phase changes.
@MainActor
final class TransitionState {
  let transition: AnyTransition
  /// The view being transitioned, as last given.
  var content: any View
  /// The type of `content`: a later view of that type at the same key is this one again.
  let contentType: any View.Type
  var phase: TransitionPhase
  /// Whether the view has been removed and is kept until its removal animations finish.
  var isRemoving = false
  /// Whether the view was inserted and the animations of its insertion still run.
  var isInserting = false
  /// When the current phase began, in host seconds.
  var phaseStart: TimeInterval
  /// Counts removals, so a removal interrupted by re-insertion does not erase the view.
  var removalCount = 0

  init(transition: AnyTransition, content: any View, phase: TransitionPhase, time: TimeInterval) {
    self.transition = transition
    self.content = content
    self.contentType = type(of: content)
    self.phase = phase
    self.phaseStart = time
  }

  /// The node's view: the content in the transition's modifiers for the current phase.
  var wrappedView: any View {
    transition.apply(AnyView(content), phase)
  }
}

/// Nodes a new subtree should take over where their views appear, instead of building its own:
/// a removed view kept alive under its removal transition's modifiers, or the custom views of
/// an inserted view made ahead to read its transition.
@MainActor
final class Adoption {
  var nodes: [ViewNode]
  /// Whether the nodes are custom views made ahead: each is taken over only by a view equal to
  /// the one it was made for, and they are dropped after the pass.
  let isMadeAhead: Bool

  init(_ nodes: [ViewNode], isMadeAhead: Bool = false) {
    self.nodes = nodes
    self.isMadeAhead = isMadeAhead
  }
}

/// How a new view is inserted: its transition, and the custom views made ahead to find it.
struct Insertion {
  let transition: AnyTransition
  /// Outermost first, each under the one before (the first under the inserted view's parent).
  let madeAhead: [ViewNode]
  /// Whether the view is a list of views (through custom views and modifiers that state no
  /// transition): it comes without a transition, and its views each come with their own.
  var passesDown = false
}

/// The body of a custom view made ahead of its first update, the environment it ran in, and
/// the view it was made for: only that view takes the node over.
struct PreparedBody {
  let view: any View
  let body: any View
  let environmentVersion: UInt64
}
