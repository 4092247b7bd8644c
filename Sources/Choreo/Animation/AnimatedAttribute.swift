import Foundation

/// Which animatable attribute of a node an animator belongs to.
///
/// A node has at most one animator per attribute (§0): its render effect's data, its custom
/// `Animatable` data, or its frame as a leaf.
package enum AttributeKey: Hashable, Sendable, CustomStringConvertible {
  /// The data of the node's render effect (`opacity`, `offset`, `scaleEffect`, …).
  case effect
  /// The `animatableData` of a custom `Animatable` view or modifier.
  case custom
  /// The `animatableData` of a shape drawn by a leaf view.
  case shape
  /// The frame of a leaf view, in the host's coordinates.
  case frame
  /// The solid colour a leaf view paints with (a `Color`, a shape's fill, a text's colour).
  case color

  package var description: String {
    switch self {
    case .effect: "effect"
    case .custom: "animatableData"
    case .shape: "shape"
    case .frame: "frame"
    case .color: "color"
    }
  }
}

/// One animatable attribute of a node, its value type erased.
@MainActor
class AnyAnimatedAttribute {
  /// Whether an animator is running (as of the last change or advance).
  fileprivate(set) var isAnimating = false
  /// Whether the attribute is listed in `ViewGraph.animating`.
  final var isListed = false
  /// Whether the attribute was taken off its node (replaced, or cleared): a tick drops it
  /// without advancing it.
  final var isDetached = false
  /// Whether a change of an `AnimatedAttribute`'s value is under way.
  ///
  /// Kept here, with the other flags, rather than in the subclass: there it would take a word
  /// of its own between fields a tick reads, spreading them over more cache lines.
  fileprivate final var isChangingValue = false
  /// The key the attribute is listed under in `ViewGraph.animating`, set when it is listed.
  ///
  /// Kept here, in the padding after the flags, rather than in the list's entries: a tick reads
  /// those one after another, and they fit more to a cache line without it.
  final var listedKey = AttributeKey.effect
  /// The type of the attribute's value: `typed(_:)` checks it instead of casting, which would
  /// look up the generic class's metadata at every call.
  private let valueType: ObjectIdentifier
  /// Where the running animation keeps what a frame reads outside the attribute (see
  /// `Animator.storageAddress`), for a tick to hint ahead: set whenever the animator changes,
  /// and only ever a hint (a stale address does no harm).
  fileprivate(set) final var animationStorage: UnsafeRawPointer?

  fileprivate init(valueType: Any.Type) {
    self.valueType = ObjectIdentifier(valueType)
  }

  /// This attribute, if its values are of type `Value`.
  @inline(__always)
  final func typed<Value: VectorArithmetic>(_: Value.Type) -> AnimatedAttribute<Value>? {
    // `AnimatedAttribute` is final: an attribute of values of `Value` is exactly that class.
    valueType == ObjectIdentifier(Value.self)
      ? unsafeDowncast(self, to: AnimatedAttribute<Value>.self) : nil
  }

  /// The running animator at `time`, described for `ViewHost.animations`.
  func runningAnimation(at time: TimeInterval) -> RunningAnimation.Details? { nil }
  /// Stops the animation; waiting completion listeners fire.
  func removeAnimations() {}
  /// Moves the animator to `time`, dropping it if it has finished there; returns whether it
  /// still runs.
  @discardableResult
  func advance(to time: TimeInterval) -> Bool { false }

  /// `advance(to:)`, called on the attribute's own class when its values are those of the
  /// built-in effects or of frames, as a frame's tick does for every attribute.
  ///
  /// Called through the class's table, `advance(to:)` enters the generic version, which looks
  /// up which specialization to run by comparing type metadata at every call; comparing
  /// `valueType` costs less.
  final func advanceByType(to time: TimeInterval) -> Bool {
    switch valueType {
    case ObjectIdentifier(Double.self):
      unsafeDowncast(self, to: AnimatedAttribute<Double>.self).advance(to: time)
    case ObjectIdentifier(AnimatablePoint.self):
      unsafeDowncast(self, to: AnimatedAttribute<AnimatablePoint>.self).advance(to: time)
    case ObjectIdentifier(AnimatableRect.self):
      unsafeDowncast(self, to: AnimatedAttribute<AnimatableRect>.self).advance(to: time)
    case ObjectIdentifier(CGFloat.self):
      unsafeDowncast(self, to: AnimatedAttribute<CGFloat>.self).advance(to: time)
    default:
      advance(to: time)
    }
  }
}

/// One animatable attribute of a node: its model value and the animator moving its
/// presentation.
@MainActor
final class AnimatedAttribute<Value: VectorArithmetic>: AnyAnimatedAttribute {
  // Stored in the order a frame reads them, the large value last (its animator keeps its own
  // hot fields first): a tick is bound by the cache lines each attribute touches.

  /// When `shown` was shown.
  private var shownTime = -TimeInterval.infinity
  /// The value last shown and its time: a frame's tick and its drawing ask for the same
  /// instant, and an animator need not be evaluated twice for it.
  ///
  /// Unchecked for exclusive access, which the compiler checks at run time for this generic
  /// field at every read and write (twice per attribute per frame): it is private, and only
  /// read or assigned whole in `presentation(at:)`, never while another access is open.
  @exclusivity(unchecked) private var shown: Value
  /// The model and the animator; change it through `setModel` and `presentation` below, which
  /// keep `isAnimating` current.
  ///
  /// Unchecked for exclusive access, which the runtime would check at every frame of every
  /// attribute for about as much as an animation step costs. Changes may call out while they
  /// run (finishing fires completion handlers, which may call back into the host), so every
  /// access goes through `changeValue` or `readValue`, which trap on an access nested in a
  /// change, as the runtime check would.
  @exclusivity(unchecked) private var value: AnimatedValue<Value>

  init(_ model: Value) {
    shown = model
    value = AnimatedValue(model)
    super.init(valueType: Value.self)
  }

  /// Sets the model, animating under `transaction` (see `AnimatedValue.setModel`).
  func setModel(
    _ newValue: Value, transaction: Transaction, at time: TimeInterval,
    environment: EnvironmentValues? = nil
  ) {
    (isAnimating, animationStorage) = changeValue { value in
      value.setModel(newValue, transaction: transaction, at: time, environment: environment)
      return (value.isAnimating, value.animator?.storageAddress)
    }
    shownTime = -.infinity
  }

  /// The value shown at `time`.
  @_specialize(where Value == Double)
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
  @_specialize(
    where
      Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  )
  func presentation(at time: TimeInterval) -> Value {
    // With no animator the model is shown; this skips the call into `AnimatedValue`, which for
    // value types it has no specialization for (colours) looks up generic metadata.
    guard isAnimating else { return readValue { value in value.model } }
    if time == shownTime { return shown }
    // Not `value.isAnimating` afterwards: that getter is not specialized across modules, and
    // would look up the animator's generic metadata at every frame of every attribute.
    (shown, isAnimating) = changeValue { value in value.advance(to: time) }
    shownTime = time
    return shown
  }

  override func runningAnimation(at time: TimeInterval) -> RunningAnimation.Details? {
    guard let animator = readValue({ value in value.animator }) else { return nil }
    return RunningAnimation.Details(
      animation: animator.animation, beginTime: animator.beginTime,
      delta: String(describing: animator.interval),
      isLogicallyComplete: animator.isLogicallyComplete,
      expectedEnd: animator.estimatedEnd(from: time))
  }

  override func removeAnimations() {
    changeValue { value in value.removeAnimations() }
    isAnimating = false
    shownTime = -.infinity
  }

  // Specialized for the data of the built-in effects and of frames: a tick of thousands of
  // attributes must not look up generic metadata for each.
  @_specialize(where Value == Double)
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
  @_specialize(
    where
      Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  )
  @discardableResult
  override func advance(to time: TimeInterval) -> Bool {
    guard isAnimating else { return false }
    _ = presentation(at: time)
    return isAnimating
  }

  // MARK: - Access to the value

  /// Runs `change` on `value`; traps if a change is already under way.
  @inline(__always)
  private func changeValue<Result>(_ change: (inout AnimatedValue<Value>) -> Result) -> Result {
    checkNoChange()
    isChangingValue = true
    defer { isChangingValue = false }
    return change(&value)
  }

  /// Reads `value`; traps if a change is under way.
  @inline(__always)
  private func readValue<Result>(_ read: (AnimatedValue<Value>) -> Result) -> Result {
    checkNoChange()
    return read(value)
  }

  private func checkNoChange() {
    precondition(
      !isChangingValue,
      "An animated \(Value.self) was used while its animation advanced or changed, by a "
        + "completion handler or custom animation it called")
  }
}
