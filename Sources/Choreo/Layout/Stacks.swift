// Mirrors: SwiftUI.VStack, SwiftUI.HStack, SwiftUI.ZStack, SwiftUI.Spacer
// Status: Complete

/// Views arranged top to bottom.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStack<Content: View>: View {
  let layout: VStackLayout
  let content: Content

  /// Stacks the views `content` builds vertically.
  ///
  /// `spacing` `nil` uses each pair's default (8 points, none next to a spacer). A negative
  /// spacing overlaps neighbours; a NaN or infinite one counts as 0.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = VStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views arranged leading to trailing.
public struct HStack<Content: View>: View {
  let layout: HStackLayout
  let content: Content

  /// Stacks the views `content` builds horizontally, with `spacing` as in `VStack`.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    layout = HStackLayout(alignment: alignment, spacing: spacing)
    self.content = content()
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views layered on top of each other, later ones in front.
public struct ZStack<Content: View>: View {
  let layout: ZStackLayout
  let content: Content

  /// Layers the views `content` builds, aligned by `alignment`.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension VStack: PrimitiveView, LayoutContainer {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .content, inputs: stackInputs(children.inputs, .vertical, node))
  }
  var containerLayout: VStackLayout { layout }
}

extension HStack: PrimitiveView, LayoutContainer {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .content, inputs: stackInputs(children.inputs, .horizontal, node))
  }
  var containerLayout: HStackLayout { layout }
}

extension ZStack: PrimitiveView, LayoutContainer {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .content, inputs: stackInputs(children.inputs, nil, node))
  }
  var containerLayout: ZStackLayout { layout }
}

/// The inputs of a container's content, with the stack axis in the environment (`nil` for a
/// container that is not a stack).
///
/// Spacers read the axis to know which way to expand. The written environment is reused
/// while the input is unchanged.
@MainActor
func stackInputs(_ inputs: NodeInputs, _ axis: Axis?, _ node: ViewNode) -> NodeInputs {
  struct Memory {
    var inputVersion: UInt64
    var axis: Axis?
    var output: EnvironmentValues
  }
  var result = inputs
  if let memory = node.memory as? Memory, memory.inputVersion == inputs.environment.version,
    memory.axis == axis
  {
    result.environment = memory.output
    return result
  }
  if inputs.environment.stackAxis != axis {
    result.environment.stackAxis = axis
  }
  node.memory = Memory(
    inputVersion: inputs.environment.version, axis: axis, output: result.environment)
  return result
}

extension EnvironmentValues {
  /// The axis of the innermost stack around a view, if any.
  var stackAxis: Axis? {
    get { self[StackAxisKey.self] }
    set { self[StackAxisKey.self] = newValue }
  }
}

private struct StackAxisKey: EnvironmentKey {
  static var defaultValue: Axis? { nil }
}

/// Flexible space: grows along the axis of the stack it is in, or of the layout whose
/// `layoutProperties` give a stack orientation (both axes in any other container).
///
/// A stack sizes spacers last and puts no default gap next to them (§9.2).
public struct Spacer: View {
  /// The least length the spacer takes along its axis; `nil` means 8 points.
  public var minLength: CGFloat?

  /// Creates a spacer.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Spacer: PrimitiveView, LeafLayout, LayoutPrioritySetting, SpacingSetting {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {}

  package func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize
  {
    let minimum = max(0, (minLength ?? ViewSpacing.defaultDistance).finite(or: 0))
    // Offered ∞ it takes ∞, as SwiftUI's does: a stack measures how far its subviews can grow
    // by offering ∞, and one holding a spacer can grow without end (§9.2).
    func along(_ value: CGFloat?) -> CGFloat {
      guard let value, !value.isNaN else { return minimum }
      return max(value, minimum)
    }
    switch environment.stackAxis {
    case .vertical?: return CGSize(width: 0, height: along(proposal.height))
    case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
    case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
    }
  }

  var layoutPriority: Double { -.infinity }
  var viewSpacing: ViewSpacing { .zero }
}

extension CGFloat {
  /// This value if finite, else `replacement`.
  func finite(or replacement: CGFloat) -> CGFloat { isFinite ? self : replacement }

  /// This value with ±∞ at the largest finite `CGFloat` of its sign and NaN at zero: for
  /// results of finite input that overflowed.
  var clampedToFinite: CGFloat {
    isNaN ? 0 : Swift.min(Swift.max(self, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }
}

/// A view that sets its own layout priority.
@MainActor
protocol LayoutPrioritySetting {
  var layoutPriority: Double { get }
}

/// A view that states its own spacing preferences.
@MainActor
protocol SpacingSetting {
  var viewSpacing: ViewSpacing { get }
}

/// A view that sets an explicit alignment guide (`alignmentGuide`).
@MainActor
protocol AlignmentGuideSetting {
  /// The guide it sets.
  var guideKey: GuideKey { get }
  /// The guide's value for content of `dimensions`, as the view's closure computes it.
  func guideValue(in dimensions: ViewDimensions) -> CGFloat
}
