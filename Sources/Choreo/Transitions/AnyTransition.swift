// Mirrors: SwiftUI.AnyTransition
// Status: Complete

import Foundation

/// A type-erased transition, with SwiftUI's built-in transitions.
///
/// ```swift
/// Text("Saved")
///   .transition(.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity))
/// ```
@MainActor @preconcurrency
public struct AnyTransition {
  /// Wraps `content` in the transition's modifiers for `phase`.
  ///
  /// For one transition the result has the same type in every phase, so the content keeps
  /// its identity.
  let apply: @MainActor (AnyView, TransitionPhase) -> AnyView
  /// Whether the transition moves the view.
  let hasMotion: Bool
  /// Whether the transition animates an insertion, or a removal, with an animation of its own
  /// (`animation(_:)`), so that it plays even when the transaction has none.
  let animatesItself: (insertion: Bool, removal: Bool)

  init(
    hasMotion: Bool, animatesItself: (insertion: Bool, removal: Bool) = (false, false),
    apply: @escaping @MainActor (AnyView, TransitionPhase) -> AnyView
  ) {
    self.apply = apply
    self.hasMotion = hasMotion
    self.animatesItself = animatesItself
  }

  /// Erases `transition`.
  public init<T: Transition>(_ transition: T) {
    self.init(hasMotion: T.properties.hasMotion) { content, phase in
      AnyView(content.modifier(TransitionBody(transition: transition, phase: phase)))
    }
  }

  /// Inserts with `insertion` and removes with `removal`.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(
      hasMotion: insertion.hasMotion || removal.hasMotion,
      animatesItself: (insertion.animatesItself.insertion, removal.animatesItself.removal)
    ) { content, phase in
      // Both always apply, each at identity outside its own phase, so the type never changes.
      let inserted = insertion.apply(content, phase == .willAppear ? .willAppear : .identity)
      return removal.apply(inserted, phase == .didDisappear ? .didDisappear : .identity)
    }
  }

  /// This transition and `other` together, `other` outermost.
  public func combined(with other: AnyTransition) -> AnyTransition {
    let first = self
    return AnyTransition(
      hasMotion: hasMotion || other.hasMotion,
      animatesItself: (
        animatesItself.insertion || other.animatesItself.insertion,
        animatesItself.removal || other.animatesItself.removal
      )
    ) { content, phase in
      other.apply(first.apply(content, phase), phase)
    }
  }

  /// This transition with its modifiers animated by `animation` in every phase, whether or
  /// not the transaction that inserts or removes the view animates (`nil` stops them
  /// animating).
  ///
  /// Only the transition's own modifiers see `animation`: changes inside the view animate as
  /// their transactions say (§5.1).
  public func animation(_ animation: Animation?) -> AnyTransition {
    let base = self
    // An inner `animation(_:)` still animates its own modifiers under a `nil` one.
    let animates = animation != nil
    return AnyTransition(
      hasMotion: hasMotion,
      animatesItself: (
        animates || base.animatesItself.insertion, animates || base.animatesItself.removal
      )
    ) { content, phase in
      AnyView(
        ScopedTransactionView(
          content: content,
          scoped: base.apply(AnyView(PlaceholderContentView<AnyTransition>()), phase),
          rewrite: { $0.animation = animation }))
    }
  }

  /// A transition between `active` (inserted from, removed to) and `identity`.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(hasMotion: true) { content, phase in
      AnyView(content.modifier(phase.isIdentity ? identity : active))
    }
  }
}

// MARK: - Built-ins (§5.1)

extension AnyTransition {
  /// Fades in from and out to transparent.
  public static var opacity: AnyTransition {
    AnyTransition(hasMotion: false) { content, phase in
      AnyView(content.opacity(phase.isIdentity ? 1 : 0))
    }
  }

  /// Scales up from nearly nothing (1e-5, about the centre) and back down.
  public static var scale: AnyTransition { scale(scale: 1e-5) }

  /// Scales from `scale` around `anchor` and back to it.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(hasMotion: true) { content, phase in
      AnyView(content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor))
    }
  }

  /// Shifts by `offset` while transitioning.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(hasMotion: true) { content, phase in
      AnyView(content.offset(phase.isIdentity ? .zero : offset))
    }
  }

  /// Shifts by (`x`, `y`) while transitioning.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    offset(CGSize(width: x, height: y))
  }

  /// Moves in from `edge` and out to it, by the view's own size.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(hasMotion: true) { content, phase in
      AnyView(content.modifier(_MoveEffect(edge: edge, amount: phase.isIdentity ? 0 : 1)))
    }
  }

  /// Moves in from the leading edge and out to the trailing edge.
  public static var slide: AnyTransition {
    asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
  }

  /// Moves in from `edge` and out to the opposite edge, fading.
  public static func push(from edge: Edge) -> AnyTransition {
    asymmetric(insertion: .move(edge: edge), removal: .move(edge: edge.opposite))
      .combined(with: .opacity)
  }

  /// No change: the view appears and disappears at once, as nothing about it animates.
  public static var identity: AnyTransition {
    AnyTransition(hasMotion: false) { content, _ in content }
  }
}

extension Edge {
  /// The edge across from this one.
  var opposite: Edge {
    switch self {
    case .top: .bottom
    case .bottom: .top
    case .leading: .trailing
    case .trailing: .leading
    }
  }
}

/// Applies a `Transition`'s body for one phase.
struct TransitionBody<T: Transition>: ViewModifier {
  let transition: T
  let phase: TransitionPhase

  func body(content: Content) -> some View {
    transition.body(content: PlaceholderContentView<T>(), phase: phase)
  }
}
