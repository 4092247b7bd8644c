// Mirrors: SwiftUI.AnimationCompletionCriteria
// Status: Complete

/// When an animation counts as complete for a completion handler.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .removed) {
///   isShown = false
/// } completion: {
///   print("settled")
/// }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case logicallyComplete
    case removed
  }

  private let kind: Kind

  /// Complete once the animations of that change are logically complete (a spring at its
  /// response time, a curve at its end), ignoring later animations on the same attributes.
  public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

  /// Complete once every animation on those attributes, later ones included, has finished and
  /// been removed.
  public static let removed = AnimationCompletionCriteria(kind: .removed)
}
