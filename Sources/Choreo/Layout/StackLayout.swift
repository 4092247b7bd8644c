// Mirrors: SwiftUI.VStackLayout, SwiftUI.HStackLayout, SwiftUI.ZStackLayout
// Status: Complete

/// Stacks subviews along one axis: the algorithm behind `VStack` and `HStack` (§9.2).
///
/// Gaps come from the subviews' spacing preferences (8 points by default, none next to a
/// `Spacer`) unless `spacing` is given. A negative `spacing` overlaps neighbours, as in SwiftUI;
/// a NaN or infinite one counts as 0. Among views that grow without bound, those with larger
/// minimums are offered space first. Subviews are offered space in order of layout priority,
/// then least flexible first, each getting an equal share of what is left.
struct AxisStack {
  let axis: Axis
  let spacing: CGFloat?

  private func major(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
  private func minor(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }

  private func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
    axis == .vertical
      ? ProposedViewSize(width: minor, height: major)
      : ProposedViewSize(width: major, height: minor)
  }

  @MainActor
  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    guard subviews.count > 1 else { return [] }
    if let spacing {
      return Array(repeating: spacing.finite(or: 0), count: subviews.count - 1)
    }
    return (1..<subviews.count).map {
      subviews[$0 - 1].spacing.distance(to: subviews[$0].spacing, along: axis)
    }
  }

  /// The major-axis length given to each subview.
  @MainActor
  func lengths(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [CGFloat] {
    let minorProposal = axis == .vertical ? proposal.width : proposal.height
    guard let majorProposal = axis == .vertical ? proposal.height : proposal.width else {
      return subviews.map {
        major($0.sizeThatFits(self.proposal(major: nil, minor: minorProposal)))
      }
    }
    var available = majorProposal - gaps(subviews).reduce(0, +)
    let minimums = subviews.map {
      major($0.sizeThatFits(self.proposal(major: 0, minor: minorProposal)))
    }
    let maximums = subviews.map {
      major($0.sizeThatFits(self.proposal(major: .infinity, minor: minorProposal)))
    }
    let priorities = subviews.map(\.priority)
    let order = subviews.indices.sorted { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      let flexA = maximums[a] - minimums[a]
      let flexB = maximums[b] - minimums[b]
      if flexA != flexB { return flexA < flexB }
      // Among views that grow without bound, the one that needs more goes first.
      if flexA == .infinity, minimums[a] != minimums[b] { return minimums[a] > minimums[b] }
      return a < b
    }
    var lengths = Array(repeating: CGFloat(0), count: subviews.count)
    var start = 0
    while start < order.count {
      let priority = priorities[order[start]]
      var end = start
      while end < order.count, priorities[order[end]] == priority { end += 1 }
      // Reserve the minimum length of every lower-priority subview.
      let reserved = order[end...].reduce(CGFloat(0)) { $0 + minimums[$1] }
      var groupAvailable = available - reserved
      for (offset, index) in order[start..<end].enumerated() {
        let remaining = CGFloat(end - start - offset)
        let share = max(groupAvailable / remaining, 0)
        let taken = major(
          subviews[index].sizeThatFits(self.proposal(major: share, minor: minorProposal)))
        lengths[index] = taken
        groupAvailable -= taken
        available -= taken
      }
      start = end
    }
    return lengths
  }

  /// Where across the axis a subview of `dimensions` lines up: its guide of `alignment`.
  private func guide(of dimensions: ViewDimensions, _ alignment: Alignment) -> CGFloat {
    axis == .vertical ? dimensions[alignment.horizontal] : dimensions[alignment.vertical]
  }

  @MainActor
  func sizeThatFits(
    _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, alignment: Alignment
  ) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let lengths = lengths(proposal, subviews)
    let minorProposal = axis == .vertical ? proposal.width : proposal.height
    var low = CGFloat.infinity
    var high = -CGFloat.infinity
    for (index, subview) in subviews.enumerated() {
      // Only the guide the stack aligns on is asked for, as in `place`: asking a stack inside
      // for all its guides would place its subviews to find them, and theirs, all the way down.
      let dimensions = subview.dimensions(
        in: self.proposal(major: lengths[index], minor: minorProposal), aligning: alignment)
      let guide = guide(of: dimensions, alignment)
      low = min(low, -guide)
      high = max(high, minor(CGSize(width: dimensions.width, height: dimensions.height)) - guide)
    }
    let majorTotal = lengths.reduce(0, +) + gaps(subviews).reduce(0, +)
    let minorTotal = max(0, high - low)
    return axis == .vertical
      ? CGSize(width: minorTotal, height: majorTotal)
      : CGSize(width: majorTotal, height: minorTotal)
  }

  /// Places the subviews along the axis, lined up across it on `alignment` (its part across
  /// the axis).
  @MainActor
  func place(
    in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    alignment: Alignment
  ) {
    guard !subviews.isEmpty else { return }
    let lengths = lengths(proposal, subviews)
    let gaps = gaps(subviews)
    let minorProposal = axis == .vertical ? proposal.width : proposal.height
    // Only the guide the stack aligns on is asked for.
    let dimensions = subviews.indices.map {
      subviews[$0].dimensions(
        in: self.proposal(major: lengths[$0], minor: minorProposal), aligning: alignment)
    }
    let guides = dimensions.map { guide(of: $0, alignment) }
    let low = zip(dimensions, guides).map { -$1 }.min() ?? 0
    let contentMinor =
      (zip(dimensions, guides).map { minor(CGSize(width: $0.width, height: $0.height)) - $1 }.max()
        ?? 0)
      - low
    // Children share a line at their guide; the stack's content is centred if bounds are wider.
    let slack = (minor(bounds.size) - contentMinor) / 2
    var position = axis == .vertical ? bounds.minY : bounds.minX
    for index in subviews.indices {
      let minorOffset =
        (axis == .vertical ? bounds.minX : bounds.minY) + slack - low - guides[index]
      let point =
        axis == .vertical
        ? CGPoint(x: minorOffset, y: position) : CGPoint(x: position, y: minorOffset)
      subviews[index].place(
        at: point, anchor: .topLeading,
        proposal: self.proposal(major: lengths[index], minor: minorProposal))
      position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
    }
  }
}

/// A vertical stack layout; `VStack`'s layout.
public struct VStackLayout: Layout {
  /// How subviews line up horizontally.
  public var alignment: HorizontalAlignment
  /// The distance between subviews, or `nil` for each pair's default.
  public var spacing: CGFloat?

  /// A vertical stack layout.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Vertical.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    AxisStack(axis: .vertical, spacing: spacing).sizeThatFits(
      proposal, subviews, alignment: Alignment(horizontal: alignment, vertical: .center))
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    AxisStack(axis: .vertical, spacing: spacing).place(
      in: bounds, proposal, subviews, alignment: Alignment(horizontal: alignment, vertical: .center)
    )
  }

  /// Nothing to animate.
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A horizontal stack layout; `HStack`'s layout.
public struct HStackLayout: Layout {
  /// How subviews line up vertically.
  public var alignment: VerticalAlignment
  /// The distance between subviews, or `nil` for each pair's default.
  public var spacing: CGFloat?

  /// A horizontal stack layout.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  /// Horizontal.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    AxisStack(axis: .horizontal, spacing: spacing).sizeThatFits(
      proposal, subviews, alignment: Alignment(horizontal: .center, vertical: alignment))
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    AxisStack(axis: .horizontal, spacing: spacing).place(
      in: bounds, proposal, subviews, alignment: Alignment(horizontal: .center, vertical: alignment)
    )
  }

  /// Nothing to animate.
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// An overlaying layout; `ZStack`'s layout (§9.3).
///
/// Every subview gets the same proposal; the size is the union of the highest-priority
/// subviews' sizes, and each subview is placed so its alignment guide meets the others'.
public struct ZStackLayout: Layout {
  /// How subviews line up.
  public var alignment: Alignment

  /// An overlaying layout.
  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    frameOf(subviews, proposal).size
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let frame = frameOf(subviews, proposal)
    let slackX = (bounds.width - frame.width) / 2
    let slackY = (bounds.height - frame.height) / 2
    for subview in subviews {
      let dimensions = subview.dimensions(in: proposal, aligning: alignment)
      subview.place(
        at: CGPoint(
          x: bounds.minX + slackX - frame.minX - dimensions[alignment.horizontal],
          y: bounds.minY + slackY - frame.minY - dimensions[alignment.vertical]),
        anchor: .topLeading, proposal: proposal)
    }
  }

  /// The bounding box of the highest-priority subviews, relative to the shared guide point.
  @MainActor
  private func frameOf(_ subviews: Subviews, _ proposal: ProposedViewSize) -> CGRect {
    guard let top = subviews.map(\.priority).max() else { return .zero }
    var frame: CGRect?
    for subview in subviews where subview.priority == top {
      let dimensions = subview.dimensions(in: proposal, aligning: alignment)
      let rect = CGRect(
        x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical],
        width: dimensions.width, height: dimensions.height)
      frame = frame.map { $0.union(rect) } ?? rect
    }
    return frame ?? .zero
  }

  /// Nothing to animate.
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
