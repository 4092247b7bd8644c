// Mirrors: SwiftUI.Gesture, SwiftUI.DragGesture, SwiftUI.TapGesture, View.gesture(_:including:)
// Status: Partial (taps and drags; no simultaneous, sequenced or exclusive composition)

/// An interaction a view recognises: a tap, a drag.
///
/// ```swift
/// .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The value the gesture reports while it runs.
  associatedtype Value

  /// What the gesture is made of; primitive gestures have no body.
  associatedtype Body: Gesture

  /// The gesture this one is made of.
  var body: Body { get }
}

extension Never: Gesture {
  public typealias Value = Never
}

/// A gesture Choreo recognises itself.
@MainActor
protocol PrimitiveGesture {
  /// The handlers this gesture adds for `node`.
  func handlers() -> GestureHandlers
}

/// What a view does when a gesture happens on it.
@MainActor
struct GestureHandlers {
  var tap: (() -> Void)?
  var tapCount = 1
  var drag: DragHandlers?
}

/// Callbacks of a drag gesture, with the distance it needs before it starts and the space
/// its locations are in.
///
/// A class: every node has room for one (`ViewNode.dragHandlers`), and few use it, so it
/// takes one reference there, not its fields.
@MainActor
final class DragHandlers {
  let minimumDistance: CGFloat
  let coordinateSpace: CoordinateSpace
  var changed: [(DragGesture.Value) -> Void] = []
  var ended: [(DragGesture.Value) -> Void] = []

  init(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A gesture that recognises a drag: a press that moves at least `minimumDistance` points.
public struct DragGesture: Gesture {
  /// The state of a drag.
  public struct Value: Equatable, Sendable {
    /// When this value was recorded (on the host's virtual clock).
    public var time: Date
    /// The current location.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// `location − startLocation` (a difference too large for a `CGFloat` is the largest
    /// finite one of its sign).
    public var translation: CGSize {
      CGSize(
        width: (location.x - startLocation.x).clampedToFinite,
        height: (location.y - startLocation.y).clampedToFinite)
    }
    /// The current velocity, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if it stopped now and coasted (here: the location).
    public var predictedEndLocation: CGPoint { location }
    /// The translation at `predictedEndLocation`.
    public var predictedEndTranslation: CGSize { translation }
  }

  /// The distance, in points, the press must move before the drag starts.
  ///
  /// A negative distance counts as 0 and a NaN or infinite one as the default, 10 (also when
  /// set after `init`).
  public var minimumDistance: CGFloat
  /// The space locations are reported in: the view's own (`.local`, the default), the
  /// host's (`.global`) or a named one around it, as laid out (effects such as `offset` do not
  /// move it).
  public var coordinateSpace: CoordinateSpace

  /// A drag gesture that starts once the press has moved `minimumDistance` points (negative
  /// counts as 0, NaN or infinite as 10).
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = Self.clamped(minimumDistance)
    self.coordinateSpace = coordinateSpace
  }

  /// `distance` as a minimum distance: negative counts as 0, NaN or infinite as 10.
  fileprivate static func clamped(_ distance: CGFloat) -> CGFloat {
    distance.isFinite ? max(0, distance) : 10
  }

  /// Never called: Choreo recognises drags itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension DragGesture: PrimitiveGesture {
  // Clamped again: `minimumDistance` is a variable, which can be set to anything after `init`.
  func handlers() -> GestureHandlers {
    GestureHandlers(
      drag: DragHandlers(
        minimumDistance: Self.clamped(minimumDistance), coordinateSpace: coordinateSpace))
  }
}

/// A gesture that recognises `count` taps.
public struct TapGesture: Gesture {
  public typealias Value = Void

  /// How many taps it takes; less than one counts as one.
  public var count: Int

  /// A tap gesture.
  public init(count: Int = 1) {
    self.count = max(1, count)
  }

  /// Never called: Choreo recognises taps itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension TapGesture: PrimitiveGesture {
  // Clamped again: `count` is a variable, which can be set below one after `init`.
  func handlers() -> GestureHandlers { GestureHandlers(tapCount: max(1, count)) }
}

/// A gesture with an action for each change of its value.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
  let content: Content
  let action: (Content.Value) -> Void

  public typealias Value = Content.Value

  /// Never called: Choreo recognises gestures itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A gesture with an action for when it ends.
public struct _EndedGesture<Content: Gesture>: Gesture {
  let content: Content
  let action: (Content.Value) -> Void

  public typealias Value = Content.Value

  /// Never called: Choreo recognises gestures itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ChangedGesture: PrimitiveGesture {
  func handlers() -> GestureHandlers {
    // The drag handlers are an object: adding to them changes no field here.
    let handlers = (content as? any PrimitiveGesture)?.handlers() ?? GestureHandlers()
    if let action = action as? (DragGesture.Value) -> Void { handlers.drag?.changed.append(action) }
    return handlers
  }
}

extension _EndedGesture: PrimitiveGesture {
  func handlers() -> GestureHandlers {
    var handlers = (content as? any PrimitiveGesture)?.handlers() ?? GestureHandlers()
    if let action = action as? (DragGesture.Value) -> Void {
      handlers.drag?.ended.append(action)
    } else if handlers.drag == nil, let action = action as? (()) -> Void {
      handlers.tap = { action(()) }
    }
    return handlers
  }
}

extension Gesture where Value: Equatable {
  /// Runs `action` whenever the gesture's value changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

extension Gesture {
  /// Runs `action` when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }
}

extension View {
  /// Attaches `gesture` to this view.
  ///
  /// `mask` says which gestures respond: without `.gesture` this one does not; without
  /// `.subviews` no gesture inside the view does (taps and buttons included), so its own
  /// gesture takes their touches.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    transformEnvironment(\.allowsGestures) { allows in
      if !mask.contains(.subviews) { allows = false }
    }
    .modifier(GestureModifier(gesture: gesture, mask: mask))
  }
}

/// Which gestures a view and its subviews take part in; accepted for compatibility.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32

  /// Creates a mask from its raw value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Neither.
  public static let none = GestureMask([])
  /// The gesture attached here.
  public static let gesture = GestureMask(rawValue: 1)
  /// The gestures of subviews.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

struct GestureModifier<G: Gesture>: ViewModifier, PrimitiveModifier {
  let gesture: G
  let mask: GestureMask

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    let enabled = children.inputs.environment.respondsToGestures && mask.contains(.gesture)
    let handlers = (gesture as? any PrimitiveGesture)?.handlers() ?? GestureHandlers()
    node.primaryAction = enabled ? handlers.tap : nil
    node.tapCount = Int32(clamping: handlers.tapCount)
    node.dragHandlers = enabled ? handlers.drag : nil
    children.append(content, key: .content)
  }
}

extension EnvironmentValues {
  /// Whether gestures respond here: false inside a view whose gesture's mask leaves out
  /// `.subviews`.
  var allowsGestures: Bool {
    get { self[AllowsGesturesKey.self] }
    set { self[AllowsGesturesKey.self] = newValue }
  }

  /// Whether a control or gesture here acts on touches: it is enabled and gestures respond.
  var respondsToGestures: Bool { isEnabled && allowsGestures }
}

private struct AllowsGesturesKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}
