import Foundation

/// How one view appears at a host's current time: where on screen, how opaque, how
/// transformed, and where it is in its transition.
///
/// ```swift
/// host.advance(by: 0.25)
/// let badge = host.snapshot(of: "badge")
/// badge?.opacity  // 0.5 halfway through a linear fade
/// ```
public struct ViewSnapshot: Sendable, Equatable, CustomStringConvertible {
  /// The view's accessibility identifier.
  public let identifier: String
  /// Where the view appears, in host coordinates: the bounding box of its laid-out rectangle
  /// (at its presented frame) after every offset, scale and rotation above it.
  ///
  /// An effect whose values would overflow with the others' is left out, and a box too far
  /// or too large for a `CGFloat` is clamped to finite values.
  public let frame: CGRect
  /// The view's laid-out rectangle at its presented frame, in host coordinates, before effects.
  public let layoutFrame: CGRect
  /// The product of every opacity above the view, transitions included, 0…1.
  public let opacity: Double
  /// Maps host coordinates of the laid-out view to where they appear.
  public let transform: CGAffineTransform
  /// The view's transition phase.
  public let phase: TransitionPhase
  /// Whether the view has been removed and is transitioning out.
  public let isRemoving: Bool

  public var description: String {
    func format(_ rect: CGRect) -> String {
      String(
        format: "(%.2f, %.2f, %.2f, %.2f)", rect.minX, rect.minY, rect.width, rect.height)
    }
    return "\"\(identifier)\" frame \(format(frame)) opacity \(String(format: "%.3f", opacity)) "
      + "\(phase)\(isRemoving ? " removing" : "")"
  }
}

extension ViewHost {
  /// How the first view with `identifier` appears now; `nil` if no view has it.
  ///
  /// Complexity: O(n) to find the view, then O(depth).
  public func snapshot(of identifier: String) -> ViewSnapshot? {
    snapshots(of: identifier).first
  }

  /// How every view with `identifier` appears now, in tree order (two during an `.id` swap).
  public func snapshots(of identifier: String) -> [ViewSnapshot] {
    layoutIfNeeded()
    return nodes(withIdentifier: identifier).map { snapshot(of: $0, identifier: identifier) }
  }

  /// The animations running now, in tree order of their views.
  ///
  /// Complexity: O(n) in the number of nodes, plus a short simulation per animation to
  /// estimate its end.
  public var animations: [RunningAnimation] {
    let running = graph.nodesAnimating()
    var result: [RunningAnimation] = []
    if !running.isEmpty {
      forEachNode { node in
        guard running.contains(ObjectIdentifier(node)) else { return }
        let identifier = node.identifierOfChain()
        for (key, attribute) in node.attributes?.all ?? [] {
          guard let details = attribute.runningAnimation(at: time) else { continue }
          result.append(
            RunningAnimation(
              path: node.path, viewType: node.typeName, identifier: identifier,
              attribute: key.description, animation: details.animation.description,
              startTime: details.beginTime, delta: details.delta,
              isLogicallyComplete: details.isLogicallyComplete, expectedEnd: details.expectedEnd))
        }
      }
    }
    // Matched geometry's shared frames (listed at their source) and members' moves between
    // groups animate outside the nodes' attributes.
    func appendMatched(_ value: AnimatedValue<CGRect.AnimatableData>?, of node: ViewNode?) {
      guard let node, let animator = value?.animator else { return }
      result.append(
        RunningAnimation(
          path: node.path, viewType: node.typeName, identifier: node.identifierOfChain(),
          attribute: "matchedGeometry", animation: animator.animation.description,
          startTime: animator.beginTime, delta: String(describing: animator.interval),
          isLogicallyComplete: animator.isLogicallyComplete,
          expectedEnd: animator.estimatedEnd(from: time)))
    }
    for group in graph.matchedGroups.values { appendMatched(group.frame, of: group.source?.node) }
    for move in graph.matchedMoves.values { appendMatched(move.frame, of: move.link.node) }
    return result
  }

  private func snapshot(of node: ViewNode, identifier: String) -> ViewSnapshot {
    var path: [ViewNode] = []
    var current: ViewNode? = node
    while let ancestor = current {
      path.append(ancestor)
      current = ancestor.parent
    }
    // The effects of the modifiers wrapping the view count too, before or after its
    // identifier (through the views that stand in for theirs, as `identifierBelowInChain`).
    var below = node
    while !below.typeFlags.isDisjoint(with: [.modifier, .standsIn]),
      below.children.count == 1, let child = below.children.first
    {
      path.insert(child, at: 0)
      below = child
    }
    var drawing = DrawingEffect()
    var origin = CGPoint.zero
    var frame = CGRect.zero
    for ancestor in path.reversed() {
      let global = ancestor.frameInParent.offsetBy(dx: origin.x, dy: origin.y)
      origin = global.origin
      let isEffect = ancestor.typeFlags.contains(.effect)
      guard isEffect || ancestor === node else { continue }
      let shown = ancestor.presentedFrame
      if isEffect { ancestor.effectApplier?(ancestor, &drawing, .presented) { shown } }
      if ancestor === node { frame = shown }
    }
    // The innermost transition around the view decides its phase.
    let transition = path.lazy.compactMap(\.transition).first
    return ViewSnapshot(
      identifier: identifier, frame: frame.applying(drawing.transform).clampedToFinite,
      layoutFrame: frame,
      opacity: drawing.opacity, transform: drawing.transform,
      phase: transition?.phase ?? .identity,
      isRemoving: path.contains { $0.isTransitioningOut })
  }
}

extension ViewNode {
  /// The accessibility identifier of this node or of the single-child chain it is part of.
  func identifierOfChain() -> String? {
    var current: ViewNode? = self
    while let candidate = current {
      if let identifier = candidate.accessibilityIdentifier { return identifier }
      // Up through the single-child chain the view is part of (its modifiers, the custom
      // views whose body it is).
      guard let parent = candidate.parent, parent.children.count == 1 else { break }
      current = parent
    }
    return identifierBelowInChain()
  }

  /// The accessibility identifier of the first node below this one, down the chain of single
  /// children its modifiers make (through `AnyView`s and a transition's content placeholder,
  /// as a transition wraps its view).
  func identifierBelowInChain() -> String? {
    var below = self
    // The type flags say `view is any ModifierNodeView`, found once per type: a cast here
    // would look up the conformance for every drawn view of every frame.
    while !below.typeFlags.isDisjoint(with: [.modifier, .standsIn]),
      let child = below.children.first, below.children.count == 1
    {
      if let identifier = child.accessibilityIdentifier { return identifier }
      below = child
    }
    return nil
  }
}

extension CGRect {
  /// This rectangle with infinite components at the largest finite `CGFloat` of their sign and
  /// NaN ones at zero.
  ///
  /// A finite frame mapped through a finite transform can still overflow (a view scaled by
  /// 10³⁰⁰ whose frame is 10¹⁰ wide); where it appears is then as far as a number reaches.
  fileprivate var clampedToFinite: CGRect {
    CGRect(
      x: minX.clampedToFinite, y: minY.clampedToFinite, width: width.clampedToFinite,
      height: height.clampedToFinite)
  }
}
