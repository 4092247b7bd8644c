// Mirrors: SwiftUI.ViewModifier, SwiftUI.ModifiedContent, SwiftUI.EmptyModifier
// Status: Complete

/// A reusable change to a view: `content` in, a modified view out.
///
/// Modifiers may have their own `@State`, `@Environment` and other dynamic properties, kept
/// for as long as the modified view's identity lasts.
///
/// ```swift
/// struct Dimmed: ViewModifier {
///   @State private var level = 0.5
///   func body(content: Content) -> some View { content.opacity(level) }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier's body makes.
  associatedtype Body: View

  /// The placeholder for the view being modified.
  typealias Content = _ViewModifier_Content<Self>

  /// Returns the modified view, given the view being modified.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// A modifier Choreo implements itself.
@MainActor
protocol PrimitiveModifier {
  /// Appends the children of the node that applies this modifier to `content`.
  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode)
}

/// A primitive modifier whose node has one child, its content: it marks the content for
/// layout, drawing or events without changing the tree.
@MainActor
protocol PassThroughModifier: PrimitiveModifier {}

extension PassThroughModifier {
  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .content)
  }
}

/// The stand-in for the modified view inside a `ViewModifier`'s body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  init() {}

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    appendModifierContent(to: &children, node: node)
  }
}

/// Appends the view a modifier's (or transition's) content placeholder stands for.
@MainActor
func appendModifierContent(to children: inout ChildList, node: ViewNode) {
  guard let content = node.inputs.modifierContent else {
    node.graph.diagnostics.report(
      "A modifier's content was used outside of that modifier's body; it shows nothing",
      at: node)
    return
  }
  children.append(
    content.view, key: .content, inputs: content.contentInputs(from: children.inputs))
}

/// A view with a modifier applied, or two modifiers applied in turn.
@frozen
public struct ModifiedContent<Content, Modifier> {
  /// The modified view (or the first modifier).
  public var content: Content
  /// The modifier applied to it.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  @inlinable
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Never called: Choreo applies the modifier itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A modified view (its node wraps the content of the same view).
@MainActor
protocol ModifierNodeView {}

extension ModifiedContent: ModifierNodeView where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Applies the first modifier, then the second.
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.makeChildren(content: content, &children, node: node)
      return
    }
    if modifier is any GeometryEffect {
      // Drawn by Choreo (`RenderEffectView`); its content is laid out unchanged.
      children.append(content, key: .content)
      return
    }
    var inputs = children.inputs
    inputs.modifierContent = ModifierContent(view: content, outer: inputs.modifierContent)
    let body: any View
    if !node.isUpdatingForOwnChange, !node.hasCustomAnimation,
      let memory = node.memory as? CustomModifierMemory,
      memory.isMadeAhead || ViewComparison.isSameValue(memory.modifier, modifier),
      !node.environmentReads.contains(where: { $0.hasChanged(inputs.environment) })
    {
      // Same modifier, same environment, no state change: its body would be the same. (A
      // body run ahead of the view's insertion, to find its transition, was run for this
      // very modifier: it is taken without comparing, which closures would fail.)
      body = memory.body
      if memory.isMadeAhead {
        node.memory = CustomModifierMemory(modifier: memory.modifier, body: body)
      }
    } else {
      body = runModifierBody(in: node, transaction: children.inputs.transaction, ahead: false)
    }
    children.append(body, key: .body, inputs: inputs)
  }
}

/// A view applying a custom `ViewModifier`, whose body may state the modified view's traits
/// (its transition), as SwiftUI passes a body's traits up.
@MainActor
protocol CustomModifierView: View {
  /// The view the modifier is applied to.
  var modifiedContent: any View { get }
  /// Whether the modifier is the user's, with a body Choreo runs.
  var appliesCustomModifier: Bool { get }
  /// The modifier applied, compared to tell whether a body run ahead fits a view.
  var appliedModifier: Any { get }
  /// Runs the modifier's body for `node`, remembered for its update; `ahead` of the node's
  /// first update (to find the view's transition), the node records its data as new.
  func runModifierBody(in node: ViewNode, transaction: Transaction, ahead: Bool) -> any View
}

extension ModifiedContent: CustomModifierView where Content: View, Modifier: ViewModifier {
  var modifiedContent: any View { content }
  var appliedModifier: Any { modifier }

  /// Whether the modifier is the user's, with a body Choreo runs.
  var appliesCustomModifier: Bool {
    !(modifier is any PrimitiveModifier) && !(modifier is any GeometryEffect)
  }

  /// Binds the modifier's dynamic properties to `node` and runs its body, remembered so that
  /// an update with the same modifier and environment reuses it.
  func runModifierBody(in node: ViewNode, transaction: Transaction, ahead: Bool) -> any View {
    var bound = modifier
    if let animatable = modifier as? any Animatable,
      let shown = node.presentedAnimatable(
        animatable, recordingModel: ahead || node.hasViewFromParent, transaction: transaction)
        as? Modifier
    {
      // An Animatable modifier's body runs with its presented data (§3).
      bound = shown
    }
    node.environmentReads = []
    DynamicPropertyBinder.bind(&bound, to: node)
    let body = node.graph.runBody(in: node) { bound.body(content: _ViewModifier_Content()) }
    node.memory = CustomModifierMemory(modifier: bound, body: body, isMadeAhead: ahead)
    return body
  }
}

/// The stand-in for the modified view in a custom modifier's body: walking a body's chain
/// down to it continues with the modified view.
protocol ModifierContentPlaceholder {}

extension _ViewModifier_Content: ModifierContentPlaceholder {}

/// What a node applying a custom modifier remembers: the bound modifier and its last body.
struct CustomModifierMemory {
  var modifier: Any
  var body: any View
  /// Whether the body was run ahead of the node's first update, for the view that takes the
  /// node over.
  var isMadeAhead = false
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that changes nothing.
@frozen
public struct EmptyModifier: ViewModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()

  /// Creates the modifier.
  @inlinable
  public init() {}

  /// Returns the content unchanged.
  public func body(content: Content) -> Content { content }
}
