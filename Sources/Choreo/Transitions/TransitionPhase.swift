// Mirrors: SwiftUI.TransitionPhase
// Status: Complete

/// Where a view is in its transition: appearing, shown, or disappearing.
///
/// ```swift
/// content.opacity(phase.isIdentity ? 1 : 0)
/// ```
public enum TransitionPhase: Sendable, Hashable, CustomStringConvertible {
  /// The view is about to be inserted: the state it animates in from.
  case willAppear
  /// The view is shown normally.
  case identity
  /// The view has been removed: the state it animates out to.
  case didDisappear

  /// Whether this is `.identity`.
  public var isIdentity: Bool { self == .identity }

  /// −1 for `willAppear`, 0 for `identity`, 1 for `didDisappear`.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }

  public var description: String {
    switch self {
    case .willAppear: "willAppear"
    case .identity: "identity"
    case .didDisappear: "didDisappear"
    }
  }
}
