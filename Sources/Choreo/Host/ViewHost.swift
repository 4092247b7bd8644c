/// Runs a view headlessly on a virtual clock: the host of Choreo's view graph.
///
/// A host builds the view's node tree when created, applies state changes in the transactions
/// they were made in, and runs change and appearance callbacks after each update, the way a
/// SwiftUI window does, but on a clock that only moves when you advance it. Nothing in Choreo
/// reads the wall clock.
///
/// ```swift
/// let host = ViewHost(ContentView())
/// host.perform("toggle")        // runs the toggle's action and updates
/// host.advance(by: 0.5)         // moves the virtual clock
/// print(host.renderTree())
/// ```
@MainActor
public final class ViewHost<Content: View> {
  /// The size the root view is proposed, in points.
  public let size: CGSize
  /// The virtual time, in seconds; starts at 0 and only moves with `advance`.
  public private(set) var time: TimeInterval = 0
  /// The reports the views made so far (invalid ForEach ids, state written during `body`, …).
  public var diagnostics: [Diagnostics.Message] { graph.diagnostics.messages }

  package let graph: ViewGraph
  package let layoutEngine: LayoutEngine
  private var layoutIsCurrent = false
  /// The taps so far that count together (double taps), and an action waiting on them.
  var taps = TapRun()

  /// Creates a host for `content`, proposing it `size` points, in `environment`, and builds it.
  ///
  /// A negative or non-finite size is treated as zero.
  public init(
    _ content: Content, size: CGSize = CGSize(width: 390, height: 844),
    environment: EnvironmentValues = EnvironmentValues()
  ) {
    func clamp(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    self.size = CGSize(width: clamp(size.width), height: clamp(size.height))
    graph = ViewGraph()
    layoutEngine = LayoutEngine(graph: graph)
    graph.setRoot(content, inputs: NodeInputs(environment: environment))
    graph.beforeAnimatedBatch = { [weak self] in self?.layoutIfNeeded() }
    graph.afterAnimatedPass = { [weak self] transaction in
      self?.layout(animating: transaction)
    }
    settleGeometry()
  }

  /// Applies pending changes; with geometry readers in the tree, also lays out (their content
  /// depends on it), so what they show is always current.
  private func applyChanges() {
    graph.update()
    settleGeometry()
  }

  private func settleGeometry() {
    if !graph.geometryReaders.isEmpty { layoutIfNeeded() }
  }

  /// Lays the tree out for the host's size if anything changed since the last layout.
  ///
  /// Frames are computed on demand; call this to pay for layout at a moment of your choosing.
  ///
  /// Layout is lazy: it runs when a frame is asked for. Complexity: sizing reuses every cached
  /// size off the changed paths; placement visits every node.
  public func layoutIfNeeded() {
    layout(animating: nil)
  }

  /// Lays out; leaf frames that moved animate with the transactions of the pass that just
  /// ran (`passTransaction` and the transactions of the nodes it processed), or jump if
  /// `passTransaction` is `nil`.
  private func layout(animating passTransaction: Transaction?) {
    guard let root = graph.root else { return }
    // Geometry readers build their content from the last layout: lay out, rebuild what read
    // changed geometry, and repeat (a few rounds settle any real layout). Inside a pass (an
    // animated one) one round is made, and readers that read changed geometry are rebuilt in
    // a pass of their own under its transaction, which lays out again in turn.
    for _ in 0..<(passTransaction == nil ? ViewGraph.readerRounds : 1) {
      guard graph.layoutGeneration != layoutGeneration || !layoutIsCurrent else { return }
      layoutEngine.recordsMoves = passTransaction != nil || graph.hasFrameAnimations
      layoutEngine.layout(root: graph.root ?? root, in: size)
      graph.invalidateDrawing()
      for node in graph.removingNodes.values { layoutEngine.placeDetached(node) }
      if layoutEngine.recordsMoves {
        graph.updateLeafFrames(
          moved: layoutEngine.moves, passTransaction: passTransaction ?? Transaction())
      }
      if !graph.matchedGroups.isEmpty {
        graph.updateMatchedGeometry(passTransaction: passTransaction)
      }
      layoutGeneration = graph.layoutGeneration
      layoutIsCurrent = true
      if let passTransaction {
        _ = graph.invalidateStaleGeometry(in: passTransaction)
      } else if graph.invalidateStaleGeometry() {
        graph.update(continuingChange: true)
      }
    }
  }

  private var layoutGeneration = -1

  isolated deinit {
    graph.tearDown()
  }

  /// The frame of the first view with `identifier`, in `coordinateSpace`, as laid out at the
  /// current time; `nil` if no view has that identifier.
  ///
  /// While the view's frame animates this is its presented frame (the model frame once the
  /// animation ends); render effects such as `offset` and `scaleEffect` are not included (see
  /// `snapshot(of:)` for where the view appears after them).
  public func frame(of identifier: String, in coordinateSpace: CoordinateSpace = .global) -> CGRect?
  {
    layoutIfNeeded()
    guard let node = nodes(withIdentifier: identifier).first else { return nil }
    let model = node.frame
    let shown = node.presentedFrame
    let inSpace = node.frame(in: coordinateSpace)
    return CGRect(
      x: inSpace.minX + (shown.minX - model.minX), y: inSpace.minY + (shown.minY - model.minY),
      width: shown.width, height: shown.height)
  }

  /// Applies pending changes and runs their callbacks, then moves the clock forward.
  ///
  /// `interval` is in seconds; negative or non-finite intervals do not move the clock.
  public func advance(by interval: TimeInterval) {
    advance(to: time + (interval.isFinite ? max(0, interval) : 0))
  }

  /// Applies pending changes and runs their callbacks, then moves the clock to `time` (never
  /// backwards).
  public func advance(to time: TimeInterval) {
    // A single tap held back for a double tap that did not come runs when it timed out.
    if let waiting = taps.waiting, waiting.deadline <= time {
      taps.waiting = nil
      advance(to: waiting.deadline)
      waiting.action()
    }
    applyChanges()
    guard time.isFinite, time > self.time else { return }
    self.time = time
    graph.time = time
    // Animators move to the new time; those that finish run their completions, which may
    // change state.
    graph.advanceAnimations()
    applyChanges()
  }

  /// Runs `body` now, then applies the state changes it made (in the transactions they were
  /// made in, so `withAnimation` inside is honoured).
  public func update(_ body: () -> Void) {
    body()
    applyChanges()
  }

  /// Runs the primary action of the view named `identifier`, then applies the changes.
  ///
  /// The action is a button's action, a toggle's flip or an `onTapGesture` action, found in
  /// the view marked with `accessibilityIdentifier(_:)`.
  ///
  /// Returns `false`, with a diagnostic, if no enabled view with that identifier has an action.
  @discardableResult
  public func perform(_ identifier: String) -> Bool {
    guard let action = primaryAction(of: identifier) else {
      graph.diagnostics.report(
        "perform(\"\(identifier)\"): no enabled view with this accessibility identifier has an "
          + "action", at: nil)
      return false
    }
    action()
    applyChanges()
    return true
  }

  /// The nodes that carry `identifier`, in tree order.
  package func nodes(withIdentifier identifier: String) -> [ViewNode] {
    var found: [ViewNode] = []
    forEachNode { node in
      if node.accessibilityIdentifier == identifier { found.append(node) }
    }
    return found
  }

  /// Applies pending state changes and runs their callbacks, without moving the clock.
  package func applyPendingChanges() {
    applyChanges()
  }

  /// Visits every node in tree order.
  package func forEachNode(_ visit: (ViewNode) -> Void) {
    guard let root = graph.root else { return }
    var stack = [root]
    while let node = stack.popLast() {
      visit(node)
      stack.append(contentsOf: node.children.reversed())
    }
  }

  /// The primary action of the first enabled view named `identifier`, without running it.
  ///
  /// Complexity: O(n) in the number of nodes.
  package func primaryAction(of identifier: String) -> (() -> Void)? {
    for node in nodes(withIdentifier: identifier) {
      // The modifiers wrapping the named view (written before or after the identifier) first,
      // then the view's content.
      var wrapper: ViewNode? = node
      while let current = wrapper {
        if let action = current.primaryAction { return action }
        guard let parent = current.parent, parent.view is any ModifierNodeView,
          parent.children.first === current
        else { break }
        wrapper = parent
      }
      var stack = [node]
      while let current = stack.popLast() {
        if let action = current.primaryAction { return action }
        stack.append(contentsOf: current.children.reversed())
      }
    }
    return nil
  }

}
