// Mirrors: SwiftUI.View.allowsHitTesting(_:), contentShape(_:eoFill:)
// Status: Complete

extension View {
  /// Sets whether taps and drags may land on this view and everything inside it.
  ///
  /// `true` by default; a view that does not take hits lets them through to the views behind.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(HitTestingModifier(enabled: enabled))
  }
}

struct HitTestingModifier: ViewModifier, PassThroughModifier {
  let enabled: Bool

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// A view whose own area takes hits, whatever its content draws (`contentShape`).
@MainActor
protocol HitArea {
  func contains(_ point: CGPoint, in frame: CGRect) -> Bool
}

extension ModifiedContent: HitArea where Content: View, Modifier: HitArea {
  func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
    modifier.contains(point, in: frame)
  }
}

/// Leaves that draw nothing, so taps pass through them.
@MainActor
protocol DrawsNothing {}

extension Spacer: DrawsNothing {}
extension EmptyView: DrawsNothing {}

extension ViewHost {
  /// The frontmost node a point in host coordinates lands on, and the chain of nodes from the
  /// root to it; `nil` if the point lands on nothing that takes hits.
  ///
  /// Views are tried front to back in drawing order (later siblings, overlays and higher
  /// `zIndex` in front); a view inside `allowsHitTesting(false)` is skipped.
  package func hitTest(_ point: CGPoint) -> [ViewNode]? {
    layoutIfNeeded()
    guard let root = graph.root else { return nil }
    return hit(
      root, point, parentOrigin: .zero, drawing: .identity, insideGroup: false, chain: [])
  }

  /// The chain of nodes from the root to the frontmost one under `screenPoint`, from `node`.
  ///
  /// `parentOrigin` is the parent's laid-out origin in host coordinates; `drawing` maps host
  /// coordinates to where the effects above (offsets, scales, rotations, at their presented
  /// values) show them. Effects, hit areas and leaves are tested at their presented frames,
  /// as the display list draws them.
  private func hit(
    _ node: ViewNode, _ screenPoint: CGPoint, parentOrigin: CGPoint,
    drawing: CGAffineTransform, insideGroup: Bool, chain: [ViewNode]
  ) -> [ViewNode]? {
    if let modifier = node.view as? any HitTestingSetting, !modifier.allowsHits { return nil }
    // A view transitioning out, and a mask, are only drawn; a hidden view is not even drawn.
    if node.isTransitioningOut || node.isMaskLayer || node.typeFlags.contains(.hides) {
      return nil
    }
    let chain = chain + [node]
    let model = node.frameInParent.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
    let isEffect = node.typeFlags.contains(.effect)
    let frame =
      isEffect || node.view is any HitArea || node.layoutKind == .leaf
      ? graph.presentedFrame(of: node, model: model, insideGroup: insideGroup) : model
    var drawing = drawing
    if isEffect, let effect = node.effectApplier {
      var applied = DrawingEffect(transform: drawing)
      effect(node, &applied, .presented) { frame }
      drawing = applied.transform
    }
    // A view scaled to nothing cannot be hit, nor one whose scale overflows the determinant
    // (the transform would not invert).
    let determinant = drawing.a * drawing.d - drawing.b * drawing.c
    guard determinant != 0, determinant.isFinite else { return nil }
    let point = screenPoint.applying(drawing.inverted())
    // A content shape is the whole area where its view is hit; inside it, the views within
    // are still hit where they are, so that those with taps of their own keep them.
    let area = node.view as? any HitArea
    if let area, !area.contains(point, in: frame) { return nil }
    for child in node.children.sortedForDrawing().reversed() {
      if let found = hit(
        child, screenPoint, parentOrigin: model.origin, drawing: drawing,
        insideGroup: insideGroup || node.isGeometryGroup, chain: chain)
      {
        return found
      }
    }
    if area != nil { return chain }
    // Only views that size themselves and draw something visible take hits; shapes and
    // colours take them inside the area they paint.
    guard node.view is any LeafLayout, !(node.view is any DrawsNothing) else { return nil }
    guard frame.contains(point) else { return nil }
    if let leaf = node.view as? any ShapeDrawingLeaf {
      let drawing = leaf.drawing(
        in: CGRect(origin: .zero, size: frame.size), environment: node.inputs.environment)
      let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
      return !drawing.paint.isInvisible && drawing.contains(local) ? chain : nil
    }
    return chain
  }

  /// Taps at `point`, in host coordinates, and applies the changes.
  ///
  /// Runs the tap action of the frontmost view there that has one (a button, a toggle, an
  /// `onTapGesture`), unless it is disabled. Taps close together in time and place count
  /// together, for `onTapGesture(count:)` (see `TapRun`): tap twice without advancing the
  /// clock for a double tap. Returns whether an action ran.
  @discardableResult
  public func tap(at point: CGPoint) -> Bool {
    let number = taps.add(at: point, time: time)
    // A tap that starts a new run ends the last one: what waited on it runs first.
    if let waiting = taps.waiting {
      taps.waiting = nil
      if number == 1 { waiting.action() }
    }
    let actions = (hitTest(point) ?? []).reversed().compactMap { node in
      node.primaryAction.map { (count: Int(node.tapCount), action: $0) }
    }
    let outcome = TapRun.outcome(of: number, on: actions)
    if let held = outcome.held { taps.waiting = (time + TapRun.interval, held) }
    outcome.now?()
    applyPendingChanges()
    return outcome.now != nil
  }

  /// Taps the centre of where the view with `identifier` appears now (`snapshot(of:)`'s
  /// frame, after offsets and other effects).
  ///
  /// Returns whether an action ran; `false`, with a diagnostic, if there is no such view.
  @discardableResult
  public func tap(_ identifier: String) -> Bool {
    guard let frame = snapshot(of: identifier)?.frame else {
      graph.diagnostics.report("tap(\"\(identifier)\"): no view has this identifier", at: nil)
      return false
    }
    return tap(at: CGPoint(x: frame.midX, y: frame.midY))
  }
}

/// A view that may turn hit testing off for its content.
@MainActor
protocol HitTestingSetting {
  var allowsHits: Bool { get }
}

extension ModifiedContent: HitTestingSetting where Content: View, Modifier == HitTestingModifier {
  var allowsHits: Bool { modifier.enabled }
}

extension Array where Element == ViewNode {
  /// The nodes in drawing order: by `zIndex`, then in declaration order.
  ///
  /// `zIndex` orders a container's subviews, and a list among the nodes (a `Group`, a
  /// `ForEach`, several views of a builder) is not a container: its views are ordered with
  /// the other nodes, each in its own place, and stand in for it (§9.3). They are drawn at
  /// the same coordinates, as a list lies at its parent's origin (see
  /// `LayoutEngine.markPath`).
  ///
  /// A modifier's children (a view and its overlay, background or mask) are not a container's
  /// subviews: they keep their order whatever their `zIndex`, which counts in the container
  /// around the modified view.
  @MainActor
  func sortedForDrawing() -> [ViewNode] {
    guard count > 1, let first, first.graph.usesZIndex,
      first.parent?.typeFlags.contains(.modifier) != true
    else {
      return self
    }
    let views = contains(where: { $0.isOrderedList }) ? listsOpened() : self
    guard views.contains(where: { $0.zIndex != 0 }) else { return self }
    return views.enumerated().sorted { a, b in
      a.element.zIndex != b.element.zIndex
        ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
    }.map(\.element)
  }

  /// The nodes with every list among them (and in those lists) replaced by its views, in order.
  @MainActor
  private func listsOpened() -> [ViewNode] {
    var views: [ViewNode] = []
    views.reserveCapacity(count)
    var stack = Array(reversed())
    while let node = stack.popLast() {
      if node.isOrderedList {
        stack.append(contentsOf: node.children.reversed())
      } else {
        views.append(node)
      }
    }
    return views
  }
}

extension ViewNode {
  /// Whether this node is a list whose views' `zIndex`es count among its siblings': one that
  /// is not leaving (a view transitioning out is drawn as it was).
  fileprivate var isOrderedList: Bool {
    layoutKind == .list && !isTransitioningOut
  }
}

extension ViewNode {
  /// The `zIndex` of this node: the innermost `zIndex` modifier of its chain of modifiers and
  /// wrappers.
  ///
  /// Wrappers that lay out as their only child pass it up as they pass up layout traits: the
  /// `AnyView` a transition wraps its view in, an `if` that holds its view, a `Group` of one.
  /// An overlay, background or mask passes up the one of the view it modifies.
  var zIndex: Double {
    var node: ViewNode? = self
    var value: Double = 0
    while let current = node {
      let flags = current.typeFlags
      if flags.contains(.zIndex), let z = current.view as? any ZIndexSetting {
        value = z.zIndexValue
      }
      if flags.contains(.modifier) {
        node = current.nextInChain
      } else if current.layoutKind == .transparent || current.layoutKind == .list {
        node = current.children.count == 1 ? current.children[0] : nil
      } else {
        break
      }
    }
    return value
  }
}

extension View {
  /// Draws this view in front of siblings with a lower value (0 by default), and hit tests
  /// it first.
  ///
  /// Siblings are the views of the same container: those of a `Group` or a `ForEach` inside
  /// it count among the container's others.
  ///
  /// Equal values keep declaration order; NaN counts as 0.
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(value: value.isNaN ? 0 : value))
  }
}

struct ZIndexModifier: ViewModifier, PassThroughModifier {
  let value: Double

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    node.graph.usesZIndex = true
    children.append(content, key: .content)
  }
}

/// A view that sets its `zIndex`.
@MainActor
protocol ZIndexSetting {
  var zIndexValue: Double { get }
}

extension ModifiedContent: ZIndexSetting where Content: View, Modifier == ZIndexModifier {
  var zIndexValue: Double { modifier.value }
}
