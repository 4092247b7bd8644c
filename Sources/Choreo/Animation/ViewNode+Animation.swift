import Foundation

extension ViewNode {
  /// Sets the model of the node's `key` attribute to `value`: under an animated transaction
  /// the change starts an animator, or merges or combines into the running one (§0, §2).
  ///
  /// The first value a node gives an attribute is where it starts: nothing animates to it.
  /// Data of zero size (`EmptyAnimatableData`) never animates.
  func setAnimatable<Value: VectorArithmetic>(
    _ value: Value, for key: AttributeKey, transaction: Transaction
  ) {
    guard !(value is EmptyAnimatableData) else { return }
    guard let attribute = attributes?[key] as? AnimatedAttribute<Value> else {
      attributes = (attributes ?? [:]).merging([key: AnimatedAttribute(value)]) { $1 }
      return
    }
    attribute.setModel(
      value, transaction: transaction, at: graph.time, environment: inputs.environment)
    if attribute.isAnimating { graph.noteAnimating(self) }
  }

  /// The value of the node's `key` attribute shown at the host's time: `model` unless an
  /// animator moves it.
  @_specialize(where Value == Double)
  @_specialize(where Value == CGFloat)
  @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
  @_specialize(
    where
      Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  )
  func presented<Value: VectorArithmetic>(_ key: AttributeKey, model: Value) -> Value {
    guard let attribute = attributes?[key] as? AnimatedAttribute<Value> else { return model }
    return attribute.presentation(at: graph.time)
  }

  /// Stops every animation of the node; waiting completion listeners fire.
  func removeAnimations() {
    for attribute in (attributes ?? [:]).values { attribute.removeAnimations() }
  }
}

extension ViewGraph {
  /// Records that `node` has a running animator, for `ViewHost.animations` and ticks.
  func noteAnimating(_ node: ViewNode) {
    animatingNodes[ObjectIdentifier(node)] = node
  }

  /// The nodes with running animators at the current time, in no particular order; forgets
  /// those whose animators have finished.
  ///
  /// Advancing each animator to `time` fires the completions of those that finish.
  func nodesAnimating() -> [ViewNode] {
    // Shared matched-geometry frames advance too, so their completions fire on time.
    for group in matchedGroups.values { _ = group.frame?.presentation(at: time) }
    var running: [ViewNode] = []
    for (id, node) in animatingNodes {
      var isRunning = false
      var frameFinished = false
      for (key, attribute) in node.attributes ?? [:] where attribute.isAnimating {
        // An Animatable view or modifier shows its data through its body: re-run it for this
        // frame (and once more after its animation ends, to show the final value).
        if key == .custom { invalidate(node) }
        let stillRunning = attribute.advance(to: time)
        isRunning = isRunning || stillRunning
        if key == .frame, !stillRunning { frameFinished = true }
      }
      if frameFinished || node.isRemoved { dropFinishedFrameAnimation(of: node) }
      if node.isRemoved || !isRunning {
        animatingNodes[id] = nil
      } else {
        running.append(node)
      }
    }
    return running
  }
}

extension ViewNode {
  /// `value` as it is shown now, for a custom `Animatable` view or modifier: with its
  /// `animatableData` at the presented value of the node's `.custom` attribute.
  ///
  /// With `recordingModel`, `value`'s data first becomes the attribute's model, under
  /// `transaction` (a new value from the parent); a node re-evaluated for its own change or
  /// for a new frame passes `false`, since its view may already be a presented copy.
  func presentedAnimatable(
    _ value: any Animatable, recordingModel: Bool, transaction: Transaction
  ) -> any Animatable {
    func present<A: Animatable>(_ value: A) -> A {
      guard A.AnimatableData.self != EmptyAnimatableData.self else { return value }
      if recordingModel {
        setAnimatable(value.animatableData, for: .custom, transaction: transaction)
      }
      guard let attribute = attributes?[.custom] as? AnimatedAttribute<A.AnimatableData> else {
        return value
      }
      var shown = value
      shown.animatableData = attribute.presentation(at: graph.time)
      return shown
    }
    return present(value)
  }

  /// Whether the node's custom `Animatable` data is animating.
  var hasCustomAnimation: Bool {
    attributes?[.custom]?.isAnimating ?? false
  }
}

extension ViewNode {
  /// Records the paint a leaf draws with: a solid colour animates as the `.color` attribute,
  /// in linear light with straight alpha (§3); a gradient does not animate.
  func setAnimatablePaint(_ paint: ResolvedPaint, transaction: Transaction) {
    guard case .color(let color) = paint else {
      attributes?.removeValue(forKey: .color)?.removeAnimations()
      return
    }
    setAnimatable(color.animatableData, for: .color, transaction: transaction)
  }

  /// `model` as shown at the host's time: its colour moved by a running `.color` animation.
  func presentedPaint(_ model: ResolvedPaint) -> ResolvedPaint {
    guard case .color(let color) = model, attributes?[.color] != nil else { return model }
    var shown = color
    shown.animatableData = presented(.color, model: color.animatableData)
    return .color(shown)
  }
}
