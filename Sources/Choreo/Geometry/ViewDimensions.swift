// Mirrors: SwiftUI.ViewDimensions
// Status: Complete

/// A view's size and its alignment guides, in its own coordinate space.
///
/// ```swift
/// .alignmentGuide(.leading) { dimensions in dimensions[.trailing] }
/// ```
public struct ViewDimensions: Equatable, Sendable {
  /// The width, in points.
  public let width: CGFloat
  /// The height, in points.
  public let height: CGFloat
  /// Guides the view sets explicitly (by `alignmentGuide`, text baselines, or from its
  /// subviews), by guide.
  var explicitGuides: [GuideKey: CGFloat]

  init(size: CGSize, explicitGuides: [GuideKey: CGFloat] = [:]) {
    width = size.width
    height = size.height
    self.explicitGuides = explicitGuides
  }

  /// The position of `guide`: the explicit value if the view sets one, else the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    explicitGuides[guide.key] ?? guide.defaultValue(self)
  }

  /// The position of `guide`: the explicit value if the view sets one, else the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    explicitGuides[guide.key] ?? guide.defaultValue(self)
  }

  /// The explicit value of `guide`, or `nil` if the view sets none.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicitGuides[guide.key]
  }

  /// The explicit value of `guide`, or `nil` if the view sets none.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitGuides[guide.key]
  }

  /// `self[guide]`, without calling the guide's default when it is an edge or the centre.
  func position(of guide: HorizontalAlignment) -> CGFloat {
    if explicitGuides.isEmpty, let fraction = guide.edgeFraction { return width * fraction }
    return self[guide]
  }

  /// `self[guide]`, without calling the guide's default when it is an edge or the centre.
  func position(of guide: VerticalAlignment) -> CGFloat {
    if explicitGuides.isEmpty, let fraction = guide.edgeFraction { return height * fraction }
    return self[guide]
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.explicitGuides == rhs.explicitGuides
  }
}

/// Which guide an explicit value is for: its identity and its axis (one `AlignmentID` type may
/// make a horizontal and a vertical guide, which are different guides).
struct GuideKey: Hashable, Sendable {
  let id: ObjectIdentifier
  let isVertical: Bool
}
