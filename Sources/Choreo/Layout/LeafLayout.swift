/// A view that sizes itself and has no subviews to lay out: text, shapes, colours, images,
/// spacers.
///
/// The layout engine proposes a size and the view answers; it is then placed at the origin the
/// parent chooses.
@MainActor
package protocol LeafLayout {
  /// The size this view takes when offered `proposal`, in `environment`.
  ///
  /// The answer must not be negative or NaN (the engine clamps it and reports a diagnostic);
  /// it may be infinite when the proposal is, as shapes' are.
  func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize

  /// The view's own value for an alignment guide (text baselines), or `nil` for the default.
  func explicitAlignment(
    of guide: VerticalAlignment, size: CGSize, environment: EnvironmentValues
  ) -> CGFloat?
}

extension LeafLayout {
  /// No explicit guides.
  package func explicitAlignment(
    of guide: VerticalAlignment, size: CGSize, environment: EnvironmentValues
  ) -> CGFloat? {
    nil
  }
}
