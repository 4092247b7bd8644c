import Foundation
import Observation
import Synchronization

/// The engine that keeps the node tree in step with the views: it applies state changes in
/// transactions, re-evaluates exactly the nodes whose inputs changed, diffs children by
/// identity, and runs change and appearance callbacks after each pass.
///
/// Updates walk the tree with an explicit work list, never by recursion, so trees thousands of
/// levels deep update without exhausting the stack.
@MainActor
package final class ViewGraph {
  package private(set) var root: ViewNode?
  package let diagnostics: Diagnostics
  /// How many times any `body` (of a view or modifier) ran.
  package private(set) var bodyEvaluations = 0
  /// Whether a `body` is running now (state written now is reported and deferred).
  package private(set) var isEvaluatingBody = false
  /// Whether an update pass is running now (bodies read the state as of this pass).
  package private(set) var isUpdating = false
  /// How many update passes ran.
  package private(set) var passCount = 0
  /// `passCount` when the current change began: nodes made in a later pass are new to it,
  /// even to the passes that rebuild geometry readers after its layout.
  private(set) var changeStartPass = 0

  /// The host's virtual time, in seconds: when changes made now start their animations.
  package var time: TimeInterval {
    get { clock.time }
    set { clock.time = newValue }
  }
  /// Where the time is kept, shared with every node (see `ViewNode.clock`).
  let clock = GraphClock()
  /// Whether a node processed in the current pass saw an animated transaction.
  package internal(set) var passIsAnimated = false
  /// Runs after each pass that saw an animated transaction, before its callbacks: the host
  /// lays out there, so leaf frames animate with the pass's transactions.
  package var afterAnimatedPass: ((Transaction) -> Void)?
  /// Runs before a batch of changes made with an animation is applied: the host brings its
  /// layout up to date there, so leaf frames animate from where they were.
  package var beforeAnimatedBatch: (() -> Void)?
  /// Nodes transitioning out: they take no space, but keep being drawn where they were.
  package internal(set) var removingNodes: [ObjectIdentifier: ViewNode] = [:]
  /// The steps of the last display list, while the tree and its layout are as they were
  /// (see `invalidateDrawing()`): animation frames play it at their time.
  var displayListRecording: DisplayListRecording?
  /// How many steps the last recording had: the next one reserves as many.
  var displayListSteps = 0
  /// Whether any view ever set a `zIndex`; until one does, children draw in declaration
  /// order without looking.
  var usesZIndex = false
  /// Matched-geometry groups by name.
  var matchedGroups: [MatchedGeometryKey: MatchedGroup] = [:]
  /// Members that changed group in an animated transaction, moving to the new group's frame.
  var matchedMoves: [ObjectIdentifier: MatchedMove] = [:]
  /// How many leaves have a frame animator.
  var frameAnimationCount = 0
  /// The attributes that had a running animator when last looked at, in the order a tick
  /// advances them.
  var animating = AnimatingAttributes()
  /// The attributes a pass gave a model under an animation (and their nodes), in that order,
  /// until the pass ends and brings them to the graph's time (`settleStartedAnimations()`).
  var startedAnimations: [(attribute: AnyAnimatedAttribute, node: ViewNode)] = []
  /// Whether a matched-geometry group's shared frame was given a model while animating since
  /// the last pass ended (settled with the attributes).
  var matchedFrameChanged = false

  /// Changes whenever an update pass evaluated views, or a view transitioning out was erased
  /// (a layout made before is stale).
  package private(set) var layoutGeneration = 0
  /// Whether a callback after a pass erased a view (its removal finished): preferences are
  /// then checked again before the update ends.
  private var erasedAfterPass = false
  /// The bodies of custom views made ahead of their first update, to read the transition at
  /// their body's root (see `insertion(of:under:)`); emptied after each pass.
  var preparedBodies: [ObjectIdentifier: PreparedBody] = [:]
  /// The adoptions of custom views made ahead in this pass; emptied after it.
  var madeAheadAdoptions: [Adoption] = []

  /// The most passes one `update()` runs before it reports a feedback loop and stops.
  package static let maximumPasses = 32

  private var mutations: [MutationBatch] = []
  /// The transactions of nodes a queued change marked dirty for the next pass, which the
  /// transaction modifiers above them have rewritten already (a transitioning view's next
  /// phase, in the transaction it had when the change was queued): the pass updates them with
  /// these as they are, then forgets them.
  var resolvedTransactions: [ObjectIdentifier: Transaction] = [:]
  /// How many batches in a row rebuilt geometry readers (see `rebuildReaders(_:in:)`).
  private var readerRebuildRounds = 0
  private var preferenceWatchers: [PreferenceWatcher] = []
  private var preferenceWatcherIndex: [ObjectIdentifier: Int] = [:]
  private let observationInbox = ObservationInbox()
  /// Geometry readers and the proxies their content was last built with.
  var geometryReaders: [ObjectIdentifier: (node: ViewNode?, proxy: GeometryProxy)] = [:]
  private var dirtyNodes: [ViewNode] = []
  private var actions: [PendingAction] = []
  private var nextNamespace = 0
  /// The graph's link, once something has asked for it (see `Link`).
  var linkStorage: GraphLink?

  package init(diagnostics: Diagnostics = Diagnostics()) {
    self.diagnostics = diagnostics
  }

  isolated deinit {
    detachLink()
  }

  /// Makes `view` the root and builds the tree for it.
  package func setRoot(_ view: some View, inputs: NodeInputs) {
    if let root { remove(root) }
    let node = ViewNode(graph: self, parent: nil, key: .body, view: view, inputs: inputs)
    root = node
    runPasses { stack in stack.append(WorkItem(node: node, view: view, inputs: inputs)) }
  }

  /// Whether state changes or callbacks are waiting for `update()`.
  package var hasPendingWork: Bool {
    !mutations.isEmpty || !dirtyNodes.isEmpty || observationInbox.hasPosts
  }

  /// Applies every pending state change, one pass per run of changes made in equal
  /// transactions, then runs the callbacks those passes queued, repeating until nothing is left
  /// or the pass limit is reached.
  ///
  /// `continuingChange` is for the updates that rebuild geometry readers after the layout of
  /// a change: views made by the change still count as new in them.
  package func update(continuingChange: Bool = false) {
    if !continuingChange { changeStartPass = passCount }
    runPasses { _ in }
  }

  /// Releases the tree from the leaves up, so even very deep trees free without recursion.
  package func tearDown() {
    guard let root else { return }
    self.root = nil
    var order: [ViewNode] = []
    var stack = [root]
    while let node = stack.popLast() {
      order.append(node)
      stack.append(contentsOf: node.children)
    }
    for node in order.reversed() {
      for child in node.children { child.clearParent() }
      node.children = []
    }
  }

  /// Turns observed-property changes into state changes in the transactions they were made in.
  private func drainObservations() {
    for (observer, transaction) in observationInbox.drain() {
      enqueue(transaction) { observer.observedNode() }
    }
  }

  // MARK: State changes

  /// Queues a state change made under `transaction`; it is applied by the next update.
  package func enqueue(_ transaction: Transaction, _ apply: @escaping () -> ViewNode?) {
    if let last = mutations.last, last.followUpOf == nil,
      last.transaction.mayConcatenate(with: transaction)
    {
      mutations[mutations.count - 1].changes.append(apply)
    } else {
      mutations.append(MutationBatch(transaction: transaction, changes: [apply]))
    }
  }

  /// Queues a follow-up of a change just made: `apply`, in a pass of its own under
  /// `transaction`, which the completions `awaiting` wait for (see
  /// `AnimationListener.awaitFollowUp()`).
  ///
  /// Follow-ups do not count towards an update's passes: a change makes at most one for
  /// each view it inserts or removes, and no callback of the user's makes them.
  func enqueueFollowUp(
    _ transaction: Transaction, awaiting: [AnimationListener],
    _ apply: @escaping () -> ViewNode?
  ) {
    for listener in awaiting { listener.awaitFollowUp() }
    mutations.append(
      MutationBatch(transaction: transaction, changes: [apply], followUpOf: awaiting))
  }

  /// Queues the geometry readers `readers` to be rebuilt under `transaction` (an animated
  /// pass's, without its completions) before any other change, so what they build from the new
  /// geometry animates with the pass; at most `readerRounds` rounds in a row, as a settling
  /// layout makes, so readers that never settle stop there.
  func rebuildReaders(_ readers: [NodeLink], in transaction: Transaction) {
    guard readerRebuildRounds < Self.readerRounds else { return }
    var transaction = transaction
    transaction.animationListeners = []
    let change: () -> ViewNode? = { [weak self] in
      for link in readers {
        if let node = link.node, !node.isRemoved { self?.invalidate(node) }
      }
      return nil
    }
    mutations.insert(
      MutationBatch(transaction: transaction, changes: [change], rebuildsReaders: true), at: 0)
  }

  /// How many rounds of rebuilding geometry readers a layout makes at most.
  package static let readerRounds = 8

  /// Marks `node` for re-evaluation in the next pass (an observed object changed).
  package func invalidate(_ node: ViewNode) {
    guard !node.isRemoved, !node.isDirty else { return }
    node.isDirty = true
    dirtyNodes.append(node)
  }

  /// A fresh namespace identity.
  package func makeNamespace() -> Int {
    nextNamespace += 1
    return nextNamespace
  }

  /// Queues `action` to run after the current pass.
  package func afterPass(
    _ node: ViewNode, _ kind: PendingAction.Kind, _ action: @escaping () -> Void
  ) {
    actions.append(PendingAction(node: node, kind: kind, run: action))
  }
}

// MARK: - Passes

extension ViewGraph {
  struct MutationBatch {
    var transaction: Transaction
    var changes: [() -> ViewNode?]
    /// Whether the batch rebuilds geometry readers after an animated pass (see
    /// `rebuildReaders(_:in:)`).
    var rebuildsReaders = false
    /// For a follow-up (see `enqueueFollowUp`), the completions that wait for it.
    var followUpOf: [AnimationListener]?
  }

  /// A callback queued by a pass.
  package struct PendingAction {
    package enum Kind: Equatable {
      case change
      case preferenceChange(String)
      case appear
      case disappear
    }

    let node: ViewNode
    let kind: Kind
    let run: () -> Void
  }

  struct WorkItem {
    var node: ViewNode
    var view: any View
    var inputs: NodeInputs
    /// Whether the item re-evaluates a dirty node, whose current inputs are read when it runs.
    var isDirtyNode = false
  }

  /// Runs passes until no change is pending: first `seed`'s work, then each batch of changes.
  private func runPasses(seed: (inout [WorkItem]) -> Void) {
    drainObservations()
    // Changes already queued each get a pass; beyond those, callbacks may trigger at most
    // `maximumPasses` more before the update counts as a feedback loop.
    let limit = mutations.count + 1 + Self.maximumPasses
    var passes = 0
    var first = true
    var lastActions: [PendingAction] = []
    while first || hasPendingWork {
      if passes >= limit {
        reportLoop(after: passes, lastActions: lastActions)
        break
      }
      var stack: [WorkItem] = []
      var transaction = Transaction()
      var followUpOf: [AnimationListener]?
      if first {
        seed(&stack)
        first = false
        readerRebuildRounds = 0
      } else if !mutations.isEmpty {
        let batch = mutations.removeFirst()
        readerRebuildRounds = batch.rebuildsReaders ? readerRebuildRounds + 1 : 0
        transaction = batch.transaction
        followUpOf = batch.followUpOf
        if transaction.effectiveAnimation != nil { beforeAnimatedBatch?() }
        for change in batch.changes {
          if let node = change() { invalidate(node) }
        }
      }
      passIsAnimated = false
      // Completions of the animations the pass cancels (a removed view's) run after it, on a
      // whole tree. A pass with nothing to evaluate (each frame makes two) cancels none, and
      // makes no queue.
      if stack.isEmpty, dirtyNodes.isEmpty {
        pass(&stack, transaction: transaction)
      } else {
        AnimationListener.holdingCompletions { pass(&stack, transaction: transaction) }
      }
      if passIsAnimated { afterAnimatedPass?(transaction) }
      checkPreferences()
      if followUpOf == nil { passes += 1 }
      lastActions = runActions()
      // Animations that finish as they start (a zero duration) finish now, and what waited
      // on them (a removal) is done, before the transaction's completions run.
      settleStartedAnimations()
      lastActions += runActions()
      for listener in transaction.animationListeners {
        if let followUpOf, followUpOf.contains(where: { $0 === listener }) {
          listener.followUpApplied()
        } else {
          listener.transactionApplied()
        }
      }
      // Completions that found nothing to wait for queue their callbacks now.
      lastActions += runActions()
      if erasedAfterPass {
        // Readers of the erased views' preferences (and anchors) see them gone now, as they
        // see any other removal after its pass.
        erasedAfterPass = false
        checkPreferences()
        lastActions += runActions()
      }
      drainObservations()
    }
  }

  /// Reports a feedback loop once, at the view whose callback kept it going.
  private func reportLoop(after passes: Int, lastActions: [PendingAction]) {
    let culprit =
      lastActions.first { if case .preferenceChange = $0.kind { true } else { false } }
      ?? lastActions.first
    var keys: [String] = []
    for action in lastActions {
      if case .preferenceChange(let key) = action.kind, !keys.contains(key) { keys.append(key) }
    }
    let detail = keys.isEmpty ? "" : " (preference \(keys.joined(separator: ", ")))"
    diagnostics.report(
      "Update loop: views kept changing state for \(Self.maximumPasses) passes after the queued "
        + "changes\(detail); the remaining changes wait for the next update", at: culprit?.node)
  }

  /// One pass: evaluates the seeded work and every dirty node, shallowest first.
  private func pass(_ stack: inout [WorkItem], transaction: Transaction) {
    passCount += 1
    // A pass with nothing to evaluate (each update makes one, and each frame an update)
    // leaves the layout and the drawing as they were.
    if !stack.isEmpty || !dirtyNodes.isEmpty {
      layoutGeneration += 1
      invalidateDrawing()
    }
    isUpdating = true
    defer { isUpdating = false }
    let dirty = dirtyNodes.sorted { $0.precedesInTreeOrder($1) }
    dirtyNodes = []
    for node in dirty where !node.isRemoved {
      stack.append(WorkItem(node: node, view: node.view, inputs: node.inputs, isDirtyNode: true))
    }
    // Seeded work (a new root) first, then dirty nodes shallowest first: an ancestor's update
    // may already cover a dirty descendant.
    stack.reverse()
    while var item = stack.popLast() {
      if item.node.isRemoved { continue }
      if item.isDirtyNode {
        guard item.node.isDirty else { continue }
        item.inputs = item.node.inputs
        if let resolved = resolvedTransactions[ObjectIdentifier(item.node)] {
          item.inputs.transaction = resolved
        } else {
          item.inputs.transaction = transaction
          for rewrite in item.inputs.transactionRewrites { rewrite(&item.inputs.transaction) }
        }
      }
      process(item, transaction: transaction, into: &stack)
    }
    if !resolvedTransactions.isEmpty { resolvedTransactions = [:] }
    // Views made ahead that the pass did not take over are dropped.
    if !madeAheadAdoptions.isEmpty || !preparedBodies.isEmpty { dropViewsMadeAhead() }
  }

  /// Runs the queued callbacks in order; returns those that ran.
  private func runActions() -> [PendingAction] {
    var ran: [PendingAction] = []
    while !actions.isEmpty {
      let pending = actions
      actions = []
      for action in pending {
        action.run()
        ran.append(action)
      }
    }
    return ran
  }
}

// MARK: - Preference readers

extension ViewGraph {
  /// A node that calls back when the preferences of its subtree change.
  struct PreferenceWatcher {
    let link: NodeLink
    var node: ViewNode? { link.node }
    var key: String
    var check: (PreferenceValues) -> (() -> Void)?
  }

  /// Makes `node` check its subtree's preferences after every pass; `check` returns the
  /// action to queue when the value it reads has changed.
  package func watchPreference(
    of node: ViewNode, key: String, check: @escaping (PreferenceValues) -> (() -> Void)?
  ) {
    if let index = preferenceWatcherIndex[ObjectIdentifier(node)],
      preferenceWatchers[index].node === node
    {
      preferenceWatchers[index].check = check
    } else {
      preferenceWatcherIndex[ObjectIdentifier(node)] = preferenceWatchers.count
      preferenceWatchers.append(PreferenceWatcher(link: node.link, key: key, check: check))
    }
  }

  private func checkPreferences() {
    if preferenceWatchers.contains(where: { $0.node?.isRemoved ?? true }) {
      preferenceWatchers.removeAll { $0.node?.isRemoved ?? true }
      preferenceWatcherIndex = [:]
      for (index, watcher) in preferenceWatchers.enumerated() {
        if let node = watcher.node { preferenceWatcherIndex[ObjectIdentifier(node)] = index }
      }
    }
    for watcher in preferenceWatchers {
      guard let node = watcher.node, let action = watcher.check(preferences(of: node)) else {
        continue
      }
      afterPass(node, .preferenceChange(watcher.key), action)
    }
  }
}

// MARK: - Evaluating nodes

extension ViewGraph {
  private func process(_ item: WorkItem, transaction: Transaction, into stack: inout [WorkItem]) {
    let node = item.node
    let isNew = node.isNew
    let inputsChanged =
      isNew || node.inputs.environment.version != item.inputs.environment.version
      || node.inputs.modifierContent !== item.inputs.modifierContent
    let wasDirty = node.isDirty
    node.isDirty = false
    node.isNew = false
    node.processedPass = passCount
    if item.inputs.transaction.effectiveAnimation != nil { passIsAnimated = true }
    node.isUpdatingForOwnChange = wasDirty
    node.hasViewFromParent = !item.isDirtyNode

    let info = ViewTypeInfo.of(item.view, knowing: node.typeInfo)
    if let makeChildren = info.makeChildren {
      if isNew || wasDirty || !ViewComparison.isSame(node.view, item.view) {
        node.lastTransaction = item.inputs.transaction
        node.invalidateLayout()
      } else if inputsChanged {
        // The environment (fonts, say) may change how a leaf measures.
        node.invalidateLayout()
      }
      node.inputs = item.inputs
      node.view = item.view
      if node.typeFlags.contains(.checksInput), let checked = item.view as? any InputChecking {
        for problem in checked.inputProblems { diagnostics.report(problem, at: node) }
      }
      if node.typeFlags.contains(.effect), let effect = item.view as? any RenderEffectView {
        effect.updateEffectAttribute(of: node, transaction: item.inputs.transaction)
      }
      var children = ChildList(inputs: item.inputs)
      makeChildren(item.view, &children, node)
      reconcile(node, isNew: isNew, with: children.items, into: &stack)
      return
    }

    let changed =
      isNew || wasDirty || !ViewComparison.isSame(node.view, item.view)
      || (inputsChanged
        && node.environmentReads.contains { $0.hasChanged(item.inputs.environment) })
    node.inputs = item.inputs
    if changed {
      node.lastTransaction = item.inputs.transaction
      node.invalidateLayout()
      var view = item.view
      if info.isAnimatable, let animatable = view as? any Animatable,
        let shown = node.presentedAnimatable(
          animatable, recordingModel: node.hasViewFromParent,
          transaction: item.inputs.transaction)
          as? any View
      {
        // An Animatable view's body runs with its presented data (§3).
        view = shown
      }
      let body =
        preparedBody(of: node, environment: item.inputs.environment)
        ?? evaluateBody(of: view, in: node)
      var children = ChildList(inputs: node.inputs)
      children.append(body, key: .body)
      reconcile(node, isNew: isNew, with: children.items, into: &stack)
    } else if inputsChanged {
      // A list leaving view by view keeps the views it had.
      for child in node.children.reversed() where !child.isDissolving {
        stack.append(WorkItem(node: child, view: child.view, inputs: node.inputs))
      }
    }
  }

  /// Binds `view`'s dynamic properties to `node` and runs its `body`, tracking observed objects.
  func evaluateBody<V: View>(of view: V, in node: ViewNode) -> any View {
    var bound = view
    node.environmentReads = []
    DynamicPropertyBinder.bind(&bound, to: node)
    node.view = bound
    return runBody(in: node) { bound.body }
  }

  /// Runs `body` as the body of `node`: counts it, reports state writes made during it, and
  /// re-evaluates the node when an `@Observable` property it read changes.
  package func runBody<Result>(in node: ViewNode, _ body: () -> Result) -> Result {
    bodyEvaluations += 1
    let wasEvaluating = isEvaluatingBody
    isEvaluatingBody = true
    defer { isEvaluatingBody = wasEvaluating }
    let observer = NodeObserver(node, inbox: observationInbox)
    node.observer = observer
    return withObservationTracking(body) { observer.changed() }
  }

  /// Matches new children to existing nodes by key and type, removes the rest, and queues each
  /// child's update (in order).
  ///
  /// Under an animated transaction a child new to an existing parent is inserted with its
  /// transition, and a dropped child is kept, transitioning out, until its removal animations
  /// finish (§5.3).
  private func reconcile(
    _ node: ViewNode, isNew parentIsNew: Bool, with items: [ChildList.Item],
    into stack: inout [WorkItem]
  ) {
    let old = node.children
    var reusable: [ChildKey: ViewNode] = [:]
    if old.count > 8 {
      reusable.reserveCapacity(old.count)
      // A live child wins over one transitioning out at the same key.
      for child in old where reusable[child.key]?.isLeaving ?? true {
        reusable[child.key] = child
      }
    }
    // The children so far, for telling which old ones were used: a set for long lists; a
    // scan of the few otherwise, where making the set would cost more than the scan.
    var used = Set<ObjectIdentifier>()
    var children: [ViewNode] = []
    func isUsed(_ child: ViewNode) -> Bool {
      old.count > 8 ? used.contains(ObjectIdentifier(child)) : children.contains { $0 === child }
    }
    var work: [WorkItem] = []
    children.reserveCapacity(items.count)
    var structureChanged = old.count != items.count
    // A list inserted inserts its views as its parent would.
    let insertsNewChildren = !parentIsNew || node.passesInsertionDown
    let insertsLikeExisting = node.existedBeforeChange || node.passesInsertionDown
    node.passesInsertionDown = false
    for (index, item) in items.enumerated() {
      let candidate: ViewNode?
      if old.count > 8 {
        candidate = reusable[item.key]
      } else {
        candidate =
          old.first { $0.key == item.key && !$0.isLeaving }
          ?? old.first { $0.key == item.key }
      }
      var view = item.view
      var inputs = item.inputs
      let child: ViewNode
      if let candidate, !isUsed(candidate), candidate.isSameIdentity(as: item.view) {
        child = candidate
        if child.isDissolving {
          // A list leaving view by view comes back: its views are matched again (and their
          // transitions turned back) as it updates, a custom view's body run again.
          child.isDissolving = false
          child.isDirty = true
          structureChanged = true
        }
        if let transition = child.transition {
          if transition.isRemoving { structureChanged = true }
          reinsertIfRemoving(child)
          transition.content = item.view
          view = transition.wrappedView
        }
        if !structureChanged, old[index] !== candidate { structureChanged = true }
      } else if let adopted = adopt(for: item, under: node) {
        child = adopted
        structureChanged = true
      } else if insertsNewChildren,
        item.inputs.transaction.animation != nil || insertsLikeExisting
      {
        let insertion = insertion(of: item, under: node)
        if insertion.passesDown {
          (child, inputs) = insertWithoutTransition(item, insertion, under: node)
          child.passesInsertionDown = true
          for made in insertion.madeAhead { made.passesInsertionDown = true }
        } else if item.inputs.transaction.animation != nil
          || (insertsLikeExisting && insertion.transition.animatesItself.insertion)
        {
          (child, view, inputs) = insertWithTransition(item, insertion, under: node)
        } else {
          (child, inputs) = insertWithoutTransition(item, insertion, under: node)
        }
        structureChanged = true
      } else {
        child = ViewNode(
          graph: self, parent: node, key: item.key, view: item.view, inputs: item.inputs)
        structureChanged = true
      }
      if old.count > 8 { used.insert(ObjectIdentifier(child)) }
      children.append(child)
      work.append(WorkItem(node: child, view: view, inputs: inputs))
    }
    var kept: [ObjectIdentifier: ViewNode] = [:]
    for child in old where !isUsed(child) {
      if child.isLeaving {
        kept[ObjectIdentifier(child)] = child
      } else if let leaving = startLeaving(
        child, under: node, in: node.inputs.transaction,
        parentExisted: node.existedBeforeChange, into: &work)
      {
        kept[ObjectIdentifier(child)] = leaving
        structureChanged = true
      } else {
        remove(child)
      }
    }
    if !kept.isEmpty { children = Self.merging(kept, into: children, orderedAs: old) }
    node.children = children
    if structureChanged {
      node.invalidatePreferences()
      node.invalidateLayout(structure: true)
    }
    stack.append(contentsOf: work.reversed())
  }

  /// Erases `node`, a view whose removal finished, from its parent after a pass: the layout
  /// and drawing made before are stale, and preferences are checked again.
  func erase(_ node: ViewNode) {
    guard let parent = node.parent else { return }
    parent.children.removeAll { $0 === node }
    remove(node)
    // A list leaving view by view goes with the last of them.
    if parent.isDissolving, parent.children.isEmpty { erase(parent) }
    layoutGeneration += 1
    invalidateDrawing()
    erasedAfterPass = true
  }

  /// Takes `node` and its subtree out of the tree, queuing their `onDisappear` callbacks.
  package func remove(_ node: ViewNode) {
    node.parent?.invalidatePreferences()
    node.parent?.invalidateLayout(structure: true)
    var pending = [node]
    while let current = pending.popLast() {
      if let disappear = current.memory as? DisappearAction {
        afterPass(current, .disappear, disappear.action)
      }
      current.markRemoved()
      current.removeAnimations()
      dropFinishedFrameAnimation(of: current)
      pending.append(contentsOf: current.children.reversed())
    }
    if node === root { root = nil }
  }
}

/// Re-evaluates a node when an `@Observable` property its body read changes.
///
/// Observation calls back on whichever thread made the change, so the observer only posts
/// itself to the graph's inbox; the graph drains the inbox on the main actor at the start of
/// each update.
final class NodeObserver: @unchecked Sendable {
  // `link` is only touched on the main actor, when the graph drains its inbox.
  private let link: NodeLink
  private let inbox: ObservationInbox

  @MainActor init(_ node: ViewNode, inbox: ObservationInbox) {
    self.link = node.link
    self.inbox = inbox
  }

  /// Called by Observation on the thread that changed the property, before the change.
  func changed() {
    inbox.post(self, transaction: Transaction.current ?? Transaction())
  }

  /// The node to update, if this is still its current observer.
  @MainActor func observedNode() -> ViewNode? {
    guard let node = link.node, node.observer === self, !node.isRemoved else { return nil }
    return node
  }
}

/// Observers whose observed properties changed, waiting for the graph's next update.
final class ObservationInbox: Sendable {
  /// A transaction travelling with its change; only read back on the main actor.
  private struct Post: @unchecked Sendable {
    var observer: NodeObserver
    var transaction: Transaction
  }

  private let posts = Mutex<[Post]>([])

  func post(_ observer: NodeObserver, transaction: Transaction) {
    posts.withLock { $0.append(Post(observer: observer, transaction: transaction)) }
  }

  var hasPosts: Bool { posts.withLock { !$0.isEmpty } }

  func drain() -> [(NodeObserver, Transaction)] {
    posts.withLock { pending in
      defer { pending = [] }
      return pending.map { ($0.observer, $0.transaction) }
    }
  }
}

/// The host's virtual time, shared by a graph and its nodes.
///
/// Nodes read the time every frame to present their animated values. Through the node's
/// unowned reference to its graph, each read would check that the graph is alive: more than
/// presenting the value. Nodes hold this object strongly instead. Not checked for exclusive
/// access at run time: the time is only read or assigned whole.
@MainActor
final class GraphClock {
  @exclusivity(unchecked) var time: TimeInterval = 0
}
