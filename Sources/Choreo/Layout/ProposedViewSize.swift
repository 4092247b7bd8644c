// Mirrors: SwiftUI.ProposedViewSize
// Status: Complete

/// The size a parent proposes to a child; either dimension may be unspecified (`nil`).
///
/// `.zero` asks for the child's minimum size, `.infinity` for its maximum, `.unspecified` for
/// its ideal size.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the child's ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the child's ideal height.
  public var height: CGFloat?

  /// Proposes `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Proposes `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Both dimensions zero.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both dimensions unspecified.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both dimensions infinite.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// This proposal with unspecified dimensions replaced by `size`'s (10 × 10 by default).
  public func replacingUnspecifiedDimensions(
    by size: CGSize = CGSize(width: 10, height: 10)
  ) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
