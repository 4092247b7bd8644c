// Mirrors: SwiftUI.View.frame(width:height:alignment:), frame(minWidth:…), padding(_:_:),
//          padding(_:), position(_:), position(x:y:),
//          fixedSize(), fixedSize(horizontal:vertical:), layoutPriority(_:),
//          alignmentGuide(_:computeValue:)
// Status: Complete

/// A modifier whose effect on layout is a `Layout` over the modified view.
@MainActor
protocol LayoutModifier: PassThroughModifier {
  associatedtype ModifierLayout: Layout
  var layout: ModifierLayout { get }
}

extension ModifiedContent: LayoutContainer where Content: View, Modifier: LayoutModifier {
  var containerLayout: Modifier.ModifierLayout { modifier.layout }
}

extension View {
  /// Gives this view a fixed width and/or height; `nil` dimensions take the view's own size.
  ///
  /// Negative or non-finite sizes are invalid: they are treated as `nil`, with a diagnostic.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    var problems: [String] = []
    let layout = FixedFrameLayout(
      width: validDimension(width, "width", &problems),
      height: validDimension(height, "height", &problems), alignment: alignment)
    return modifier(FixedFrameModifier(layout: layout, inputProblems: problems))
  }

  /// Gives this view a flexible frame bounded by minimum, ideal and maximum sizes (§9.4).
  ///
  /// Contradictory bounds (a minimum above a maximum) are reordered, negative minimums become
  /// 0 and NaN bounds are ignored, each with a diagnostic, as SwiftUI does.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    var problems: [String] = []
    let layout = FlexibleFrameLayout(
      width: FlexibleFrameLayout.Bounds(
        min: minWidth, ideal: idealWidth, max: maxWidth, axis: "Width", problems: &problems),
      height: FlexibleFrameLayout.Bounds(
        min: minHeight, ideal: idealHeight, max: maxHeight, axis: "Height", problems: &problems),
      alignment: alignment)
    return modifier(FlexibleFrameModifier(layout: layout, inputProblems: problems))
  }

  /// Adds `length` points (16 by default) inside the given edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let amount = length ?? 16
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? amount : 0, leading: edges.contains(.leading) ? amount : 0,
        bottom: edges.contains(.bottom) ? amount : 0,
        trailing: edges.contains(.trailing) ? amount : 0))
  }

  /// Adds `length` points inside every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Adds the given insets inside the edges.
  ///
  /// Non-finite insets become 0.
  public func padding(_ insets: EdgeInsets) -> some View {
    let problems = nonFiniteProblems(
      "padding",
      [
        "top": insets.top, "leading": insets.leading, "bottom": insets.bottom,
        "trailing": insets.trailing,
      ])
    return modifier(PaddingModifier(layout: PaddingLayout(insets: insets), inputProblems: problems))
  }

  /// Places this view's centre at `position` in its parent's space, taking all the space the
  /// parent offers.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(layout: PositionLayout(position: position)))
  }

  /// Places this view's centre at (`x`, `y`) in its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// Makes this view take its ideal size on both axes, whatever its parent proposes.
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Makes this view take its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical)))
  }

  /// Sets the priority with which a stack offers this view space (0 by default; higher first).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(value: value.isNaN ? 0 : value, isNaN: value.isNaN))
  }

  /// Overrides this view's horizontal `guide` with a value computed from its dimensions.
  public func alignmentGuide(
    _ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: guide.key, compute: computeValue))
  }

  /// Overrides this view's vertical `guide` with a value computed from its dimensions.
  public func alignmentGuide(
    _ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(key: guide.key, compute: computeValue))
  }
}

/// `nil` for a dimension SwiftUI calls invalid (negative or not finite), with a problem
/// added to `problems`.
private func validDimension(
  _ value: CGFloat?, _ name: String, _ problems: inout [String]
) -> CGFloat? {
  guard let value else { return nil }
  guard value.isFinite, value >= 0 else {
    problems.append("Invalid frame dimension (negative or non-finite): \(name) \(value)")
    return nil
  }
  return value
}

// MARK: - Layouts

/// Exactly one subview: the modified content.
private extension LayoutSubviews {
  var content: LayoutSubview? { first }
}

struct FixedFrameLayout: SingleSubviewLayout {
  var width: CGFloat?
  var height: CGFloat?
  var alignment: Alignment

  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
  }

  func size(for proposal: ProposedViewSize, subviewSize child: CGSize) -> CGSize {
    CGSize(width: width ?? child.width, height: height ?? child.height)
  }

  func subviewArea(in bounds: CGRect) -> CGRect { bounds }

  var subviewAlignment: Alignment? { alignment }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// Places `subview` inside `bounds` so its `alignment` guides meet those of `bounds`.
@MainActor
func place(
  _ subview: LayoutSubview, in bounds: CGRect, proposal: ProposedViewSize, alignment: Alignment
) {
  let dimensions = subview.dimensions(in: proposal, aligning: alignment)
  subview.place(
    at: alignedOrigin(of: dimensions, in: bounds, alignment: alignment), anchor: .topLeading,
    proposal: proposal)
}

/// Where a view of `dimensions` has its top-leading corner when its `alignment` guides meet
/// those of `area`.
func alignedOrigin(of dimensions: ViewDimensions, in area: CGRect, alignment: Alignment)
  -> CGPoint
{
  let container = ViewDimensions(size: area.size)
  return CGPoint(
    x: area.minX + container.position(of: alignment.horizontal)
      - dimensions.position(of: alignment.horizontal),
    y: area.minY + container.position(of: alignment.vertical)
      - dimensions.position(of: alignment.vertical))
}

/// A layout of one subview, the view a modifier modifies, proposed one size and placed once:
/// a frame, padding, a fixed size.
///
/// Its `Layout` methods are made of the parts below. Layout also uses the parts directly for
/// a container whose one child is its subview (`LayoutEngine.singleSubview(of:)`), with no
/// list of subviews made and no placement recorded: a grid pads thousands of cells.
protocol SingleSubviewLayout: Layout where Cache == Void {
  /// What the subview is proposed for the container's `proposal`.
  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize
  /// The container's size for `proposal`, its subview taking `subviewSize` (zero if it has
  /// none).
  func size(for proposal: ProposedViewSize, subviewSize: CGSize) -> CGSize
  /// The part of the container's `bounds` the subview is placed in.
  func subviewArea(in bounds: CGRect) -> CGRect
  /// The guides of the subview that meet those of its area, or `nil` to place its top-leading
  /// corner at the area's.
  var subviewAlignment: Alignment? { get }
}

extension SingleSubviewLayout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let subviewSize = subviews.content?.sizeThatFits(subviewProposal(for: proposal)) ?? .zero
    return size(for: proposal, subviewSize: subviewSize)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let content = subviews.content else { return }
    let area = subviewArea(in: bounds)
    guard let alignment = subviewAlignment else {
      content.place(at: area.origin, anchor: .topLeading, proposal: subviewProposal(for: proposal))
      return
    }
    place(content, in: area, proposal: subviewProposal(for: proposal), alignment: alignment)
  }
}

struct FlexibleFrameLayout: SingleSubviewLayout {
  struct Bounds {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    /// Normalised so that min ≤ ideal ≤ max, NaN dropped, negative bounds zero; each fix
    /// adds a problem to `problems`, naming the bound (`min` + `axis`, …).
    init(
      min: CGFloat?, ideal: CGFloat?, max: CGFloat?, axis: String = "",
      problems: inout [String]
    ) {
      func clean(_ value: CGFloat?, _ name: String) -> CGFloat? {
        guard let value else { return nil }
        guard !value.isNaN, value >= 0 else {
          problems.append(
            "Invalid frame dimension (negative or NaN): \(name)\(axis) \(value); it counts as "
              + (value.isNaN ? "unset" : "0"))
          return value.isNaN ? nil : 0
        }
        return value
      }
      var low = clean(min, "min")
      var mid = clean(ideal, "ideal")
      var high = clean(max, "max")
      if let l = low, let h = high, l > h {
        problems.append("Contradictory frame constraints specified.")
        (low, high) = (h, l)
      }
      if let m = mid {
        if let l = low, m < l { mid = l }
        if let h = high, m > h { mid = h }
      }
      self.min = low
      self.ideal = mid
      self.max = high
    }

    func clamp(_ value: CGFloat) -> CGFloat {
      var result = value
      if let max { result = Swift.min(result, max) }
      if let min { result = Swift.max(result, min) }
      return result
    }

    /// The child's proposal: the parent's clamped, or the ideal when unspecified.
    func childProposal(_ proposed: CGFloat?) -> CGFloat? {
      guard let proposed else { return ideal }
      return clamp(proposed)
    }

    /// The frame's length given the parent's proposal and the child's length (§9.4).
    func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
      let proposal = proposed ?? ideal
      switch (min, max) {
      case (nil, nil): return child
      case (let min?, nil):
        guard let proposal else { return Swift.max(child, min) }
        return Swift.max(min, Swift.min(proposal, child) == proposal ? proposal : child)
      case (nil, let max?):
        guard let proposal else { return Swift.min(child, max) }
        return Swift.min(max, Swift.max(proposal, child) == proposal ? proposal : child)
      case (_?, _?):
        return clamp(proposal ?? child)
      }
    }
  }

  var width: Bounds
  var height: Bounds
  var alignment: Alignment

  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: width.childProposal(proposal.width), height: height.childProposal(proposal.height))
  }

  func size(for proposal: ProposedViewSize, subviewSize child: CGSize) -> CGSize {
    CGSize(
      width: width.length(proposed: proposal.width, child: child.width),
      height: height.length(proposed: proposal.height, child: child.height))
  }

  func subviewArea(in bounds: CGRect) -> CGRect { bounds }

  var subviewAlignment: Alignment? { alignment }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

struct PaddingLayout: SingleSubviewLayout {
  /// The insets, non-finite ones zero (negative ones stay: they pull the edges out).
  let insets: EdgeInsets

  init(insets: EdgeInsets) {
    self.insets = EdgeInsets(
      top: insets.top.finite(or: 0), leading: insets.leading.finite(or: 0),
      bottom: insets.bottom.finite(or: 0), trailing: insets.trailing.finite(or: 0))
  }

  /// The proposal for the content.
  ///
  /// Written without closures: in main-actor code each one checks at run time that it runs on
  /// the main actor, which costs more than the padding.
  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
    var inner = proposal
    if let width = proposal.width { inner.width = max(0, width - insets.leading - insets.trailing) }
    if let height = proposal.height { inner.height = max(0, height - insets.top - insets.bottom) }
    return inner
  }

  func size(for proposal: ProposedViewSize, subviewSize child: CGSize) -> CGSize {
    CGSize(
      width: max(0, child.width + insets.leading + insets.trailing),
      height: max(0, child.height + insets.top + insets.bottom))
  }

  func subviewArea(in bounds: CGRect) -> CGRect {
    CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }

  var subviewAlignment: Alignment? { nil }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

struct PositionLayout: Layout {
  var position: CGPoint

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let child = subviews.content?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    subviews.content?.place(
      at: CGPoint(
        x: bounds.minX + position.x.finite(or: 0), y: bounds.minY + position.y.finite(or: 0)),
      anchor: .center, proposal: ProposedViewSize(bounds.size))
  }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

struct FixedSizeLayout: SingleSubviewLayout {
  var horizontal: Bool
  var vertical: Bool

  func subviewProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func size(for proposal: ProposedViewSize, subviewSize: CGSize) -> CGSize { subviewSize }

  func subviewArea(in bounds: CGRect) -> CGRect { bounds }

  var subviewAlignment: Alignment? { .center }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

// MARK: - Modifiers

struct FixedFrameModifier: ViewModifier, LayoutModifier, InputChecking {
  let layout: FixedFrameLayout
  let inputProblems: [String]
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

struct FlexibleFrameModifier: ViewModifier, LayoutModifier, InputChecking {
  let layout: FlexibleFrameLayout
  let inputProblems: [String]
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

struct PaddingModifier: ViewModifier, LayoutModifier, InputChecking {
  let layout: PaddingLayout
  let inputProblems: [String]
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

struct PositionModifier: ViewModifier, LayoutModifier {
  let layout: PositionLayout
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

struct FixedSizeModifier: ViewModifier, LayoutModifier {
  let layout: FixedSizeLayout
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// Shifts the drawn content; layout is unchanged (§9.4).
///
/// Drawing applies it.
struct LayoutPriorityModifier: ViewModifier, PassThroughModifier, InputChecking {
  let value: Double
  /// Whether the priority given was NaN (it counts as 0).
  let isNaN: Bool
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  var inputProblems: [String] { isNaN ? ["Invalid layout priority (NaN); it counts as 0"] : [] }
}

struct AlignmentGuideModifier: ViewModifier, PassThroughModifier {
  let key: GuideKey
  let compute: (ViewDimensions) -> CGFloat
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension ModifiedContent: LayoutPrioritySetting
where Content: View, Modifier == LayoutPriorityModifier {
  var layoutPriority: Double { modifier.value }
}

extension ModifiedContent: AlignmentGuideSetting
where Content: View, Modifier == AlignmentGuideModifier {
  var guideKey: GuideKey { modifier.key }

  func guideValue(in dimensions: ViewDimensions) -> CGFloat {
    modifier.compute(dimensions)
  }
}
