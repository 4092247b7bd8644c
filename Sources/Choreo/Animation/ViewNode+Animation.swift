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
    guard let attribute = attributes?.typed(key, Value.self) else {
      setAttribute(AnimatedAttribute(value), for: key)
      return
    }
    attribute.setModel(
      value, transaction: transaction, at: clock.time, environment: inputs.environment)
    if attribute.isAnimating { graph.noteAnimating(attribute, key, of: self) }
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
    guard let attribute = attributes?.typed(key, Value.self) else { return model }
    return attribute.presentation(at: clock.time)
  }

  /// Draws the node's effect at its presented values (see `NodeAttributes.effectApplier`);
  /// set when the node is updated.
  var effectApplier: EffectApplier? {
    get { attributes?.effectApplier }
    set {
      if let attributes {
        attributes.effectApplier = newValue
      } else if newValue != nil {
        // An effect without animatable data (it never animates) has no attributes yet.
        let attributes = NodeAttributes()
        attributes.effectApplier = newValue
        self.attributes = attributes
      }
    }
  }

  /// Makes `attribute` the node's `key` attribute, replacing any it had.
  func setAttribute(_ attribute: AnyAnimatedAttribute, for key: AttributeKey) {
    if let attributes {
      attributes[key] = attribute
    } else {
      let attributes = NodeAttributes()
      attributes[key] = attribute
      self.attributes = attributes
    }
  }

  /// Stops every animation of the node; waiting completion listeners fire.
  func removeAnimations() {
    for (_, attribute) in attributes?.all ?? [] { attribute.removeAnimations() }
  }
}

extension ViewGraph {
  /// How many entries ahead a tick prefetches the attribute it will advance (see
  /// `prefetch(_:lines:)`): each takes some 150 ns, and a load from memory about 100.
  private static let tickLookahead = 6

  /// Records that `attribute`, the `key` attribute of `node`, has a running animator, for
  /// `ViewHost.animations` and ticks.
  func noteAnimating(_ attribute: AnyAnimatedAttribute, _ key: AttributeKey, of node: ViewNode) {
    animating.list(attribute, key: key, of: node)
    startedAnimations.append((attribute, node))
  }

  /// Brings the animators a pass started or changed to the graph's time (matched-geometry
  /// frames included), holding the completions of those that end there until all have moved.
  ///
  /// An animation that ends as it starts (one of zero duration) would otherwise end at the
  /// first read of the host, inside the change of the attribute read: its completion would
  /// run in the middle of that read, and trap if it read the host in turn. Its completion
  /// runs here instead, after the pass, as after a frame.
  func settleStartedAnimations() {
    guard !startedAnimations.isEmpty || matchedFrameChanged else { return }
    AnimationListener.holdingCompletions {
      let started = startedAnimations
      startedAnimations = []
      if matchedFrameChanged {
        matchedFrameChanged = false
        advanceMatchedFrames()
      }
      for (attribute, node) in started where attribute.isAnimating && !attribute.isDetached {
        if !attribute.advanceByType(to: time), attribute.listedKey == .frame {
          dropFinishedFrameAnimation(of: node)
        }
      }
    }
  }

  /// Advances every running animator to `time`, in the order their nodes started animating
  /// (and a node's in listing order), and forgets those that have finished.
  ///
  /// Advancing an animator to `time` fires the completions of those that finish; they run
  /// once every animator has moved (`AnimationListener.holdingCompletions`), so they may read
  /// or advance the host. A completion may start more animations: they are listed, but not
  /// advanced until the next frame.
  func advanceAnimations() {
    // Nothing runs, so nothing can complete: a frame with nothing animating makes no queue.
    guard !animating.entries.isEmpty || !matchedGroups.isEmpty else { return }
    _ = AnimationListener.holdingCompletions { advanceAnimationsHoldingCompletions() }
  }

  /// `advanceAnimations()` inside a scope that holds completions; returns how many animators
  /// still run, which holds until the completions run.
  private func advanceAnimationsHoldingCompletions() -> Int {
    // Shared matched-geometry frames advance too, so their completions fire on time.
    advanceMatchedFrames()
    precondition(
      !animating.isTicking, "A custom animation advanced the host whose animations it runs in")
    animating.isTicking = true
    defer { animating.isTicking = false }
    animating.order()
    // Read once: each read of the graph's stored properties may be an exclusivity check, which
    // costs about as much as a simple animation step.
    let time = self.time
    let count = animating.entries.count
    var kept = 0
    for index in 0..<count {
      // The attribute a few entries on starts loading now: attributes lie apart in memory,
      // and the tick would otherwise wait for each in turn.
      if index + Self.tickLookahead < count {
        prefetch(animating.entries[index + Self.tickLookahead].attribute, lines: 4)
      }
      // Half as far ahead, the attribute has arrived: what its animation reads elsewhere (a
      // curve's box) starts loading in turn.
      if index + Self.tickLookahead / 2 < count,
        let storage = animating.entries[index + Self.tickLookahead / 2].attribute
          .animationStorage
      {
        prefetch(address: storage, lines: 2)
      }
      // The entry's fields one by one: copying the entry would retain its node, and reach it
      // in memory, for every attribute.
      let attribute = animating.entries[index].attribute
      var isRunning = false
      if attribute.isAnimating, !attribute.isDetached {
        let key = attribute.listedKey
        // An Animatable view or modifier shows its data through its body: re-run it for this
        // frame (and once more after its animation ends, to show the final value).
        if key == .custom { invalidate(animating.entries[index].node) }
        isRunning = attribute.advanceByType(to: time)
        if key == .frame, !isRunning {
          dropFinishedFrameAnimation(of: animating.entries[index].node)
        }
      }
      if isRunning {
        // Most attributes keep running, and their place: nothing to write for them.
        if kept != index { animating.move(from: index, to: kept) }
        kept += 1
      } else {
        animating.unlist(at: index)
      }
    }
    animating.finishTick(kept: kept, advanced: count)
    return kept
  }

  /// Brings every matched-geometry group's shared frame to the graph's time.
  private func advanceMatchedFrames() {
    for group in matchedGroups.values { _ = group.frame?.presentation(at: time) }
    for move in matchedMoves.values { _ = move.frame.presentation(at: time) }
  }

  /// The nodes with running animators at the current time, after advancing every animator
  /// (see `advanceAnimations()`).
  func nodesAnimating() -> Set<ObjectIdentifier> {
    // Found before the held completions run: one may advance the host, which changes the
    // list.
    AnimationListener.holdingCompletions {
      let running = advanceAnimationsHoldingCompletions()
      var nodes: Set<ObjectIdentifier> = []
      for entry in animating.entries[..<running] { nodes.insert(ObjectIdentifier(entry.node)) }
      return nodes
    }
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
      if recordingModel { setAnimatableData(of: value, transaction: transaction) }
      return presentedData(of: value)
    }
    return present(value)
  }

  /// Records `value`'s animatable data as the node's `.custom` attribute, under `transaction`:
  /// while it animates, the node is updated on every frame (its body re-runs, or, for a
  /// layout, its container is laid out again) with the presented data.
  func setAnimatableData<A: Animatable>(of value: A, transaction: Transaction) {
    guard A.AnimatableData.self != EmptyAnimatableData.self else { return }
    setAnimatable(value.animatableData, for: .custom, transaction: transaction)
  }

  /// `value` with its animatable data at the presented value of the node's `.custom`
  /// attribute, if it has one.
  func presentedData<A: Animatable>(of value: A) -> A {
    guard A.AnimatableData.self != EmptyAnimatableData.self,
      let attribute = attributes?.typed(.custom, A.AnimatableData.self)
    else { return value }
    var shown = value
    shown.animatableData = attribute.presentation(at: clock.time)
    return shown
  }

  /// `layout`, the layout of this container, as presented now (`presentedData(of:)`).
  ///
  /// Checks first that the node has attributes at all: layout asks this of every container
  /// (every padded cell of a grid), and almost none has.
  @inline(__always)
  func presentedLayout<L: Layout>(_ layout: L) -> L {
    if attributes == nil { return layout }
    return presentedLayoutData(layout)
  }

  @inline(never)
  private func presentedLayoutData<L: Layout>(_ layout: L) -> L { presentedData(of: layout) }

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
      let removed = attributes?[.color]
      attributes?[.color] = nil
      removed?.removeAnimations()
      return
    }
    setAnimatable(color.animatableData, for: .color, transaction: transaction)
  }

  /// `model` as shown at the host's time: its colour moved by a running `.color` animation.
  func presentedPaint(_ model: ResolvedPaint) -> ResolvedPaint {
    guard case .color = model, let color = presentedColor else { return model }
    return .color(color)
  }

  /// The solid colour the node paints with, as shown at the host's time; `nil` unless the
  /// node paints with a solid colour (only then does it have a `.color` attribute).
  ///
  /// The attribute's data holds every component of a resolved colour, so the colour is the
  /// same whatever the model paint it replaces.
  var presentedColor: Color.Resolved? {
    guard let attribute = attributes?.typed(.color, Color.Resolved.AnimatableData.self) else {
      return nil
    }
    var shown = Color.Resolved.clearResolved
    shown.animatableData = attribute.presentation(at: clock.time)
    return shown
  }
}
