// Mirrors: SwiftUI.View.matchedGeometryEffect(id:in:properties:anchor:isSource:),
//          SwiftUI.MatchedGeometryProperties
// Status: Partial (members are drawn at the shared frame; a non-source `.size` member is
//         scaled to the shared size rather than proposed it, so text does not re-wrap)

import Foundation

extension View {
  /// Makes this view one of a group, named by `id` in `namespace`, that shares the frame of
  /// the group's source: the first member inserted, not being removed, with `isSource`.
  ///
  /// Members that are not the source are drawn at the source's frame (its size, its position
  /// at `anchor`, or both, as `properties` says). When the source is removed and another
  /// inserted in the same transaction, the shared frame animates from one to the other with
  /// the transaction's animation, and every member follows it (§8.1).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
        properties: properties, anchor: anchor, isSource: isSource))
  }
}

/// Which parts of the shared frame a matched view takes.
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32

  /// Creates properties from their raw value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The position of the anchor point, in host coordinates.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The size.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched-geometry group's name.
struct MatchedGeometryKey: Hashable {
  var id: AnyHashable
  var namespace: Namespace.ID
}

struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    node.graph.joinMatchedGroup(key, node: node)
    children.append(content, key: .content)
  }
}

/// The group a member node last joined, kept as the node's memory.
struct MatchedMembership {
  let key: MatchedGeometryKey
}

/// A member moving from the frame of the group it left to the frame of the group it joined,
/// as a view whose frame changed under the transaction's animation does (§8.1): a change of
/// group mid-move combines with the move, as a leaf frame's change does (§2.3).
@MainActor
final class MatchedMove {
  let link: NodeLink
  /// The frame it follows, less how far its group's shown frame lags behind the group's
  /// model (so that the move ends on the group's frame as shown, while the group animates).
  var frame: AnimatedValue<CGRect.AnimatableData>
  /// The transaction of a change of group the next layout aims the move with, once the new
  /// group's frame is known; `nil` if none is waiting.
  var pending: Transaction?
  /// The group the frame was last aimed at, that group's model then (which the frame's model
  /// equals), and its lag then (for when the group is gone).
  var aimedAt: MatchedGeometryKey?
  var aimedModel: CGRect.AnimatableData
  var lag: CGRect.AnimatableData

  init(link: NodeLink, start: CGRect.AnimatableData, transaction: Transaction) {
    self.link = link
    frame = AnimatedValue(start)
    pending = transaction
    aimedModel = start
    lag = .zero
  }
}

/// The members of one matched-geometry group and the frame they share.
@MainActor
final class MatchedGroup {
  /// Members in the order they were inserted.
  var members: [NodeLink] = []
  /// The source the shared frame was last taken from.
  var source: NodeLink?
  /// The shared frame, in host coordinates; animates when the source changes or moves.
  var frame: AnimatedValue<CGRect.AnimatableData>?
  /// The anchor of the source the frame was last taken from: its point on the frame is the
  /// shared position.
  var anchor = UnitPoint.center
  /// Whether the frame animates because the source changed: then every member follows it in
  /// the properties it matches, the source included (§8.1); a source that only moved draws
  /// where it is.
  var animatesSwap = false

  /// The source now: the first member inserted, not being removed, with `isSource`.
  var currentSource: ViewNode? {
    members.lazy.compactMap(\.node).first { node in
      !node.isRemoved && !node.isInsideRemoval
        && ((node.view as? any MatchedGeometryView)?.matched.isSource ?? false)
    }
  }
}

/// A view carrying `matchedGeometryEffect`.
@MainActor
protocol MatchedGeometryView {
  var matched: MatchedGeometryModifier { get }
}

extension ModifiedContent: MatchedGeometryView
where Content: View, Modifier == MatchedGeometryModifier {
  var matched: MatchedGeometryModifier { modifier }
}

extension ViewNode {
  /// Whether this node or an ancestor is transitioning out.
  var isInsideRemoval: Bool {
    var current: ViewNode? = self
    while let node = current {
      if node.isTransitioningOut { return true }
      current = node.parent
    }
    return false
  }
}

extension ViewGraph {
  /// Adds `node` to the group named `key`, once, taking it out of the group it was in; a
  /// member that changes group in an animated transaction moves to the new group's frame.
  func joinMatchedGroup(_ key: MatchedGeometryKey, node: ViewNode) {
    if let previous = (node.memory as? MatchedMembership)?.key, previous != key {
      let left = matchedGroups[previous]
      left?.members.removeAll { $0 === node.link }
      let transaction = node.inputs.transaction
      if let move = matchedMoves[ObjectIdentifier(node)] {
        // Moving already: the move goes on towards the new group, combined with this change.
        move.pending = transaction
      } else if transaction.effectiveAnimation != nil, let left, var frame = left.frame {
        let start = frame.presentation(at: time)
        left.frame = frame
        matchedMoves[ObjectIdentifier(node)] = MatchedMove(
          link: node.link, start: start, transaction: transaction)
      }
    }
    node.memory = MatchedMembership(key: key)
    let group = matchedGroups[key] ?? MatchedGroup()
    matchedGroups[key] = group
    group.members.removeAll { $0.node == nil || $0.node?.isRemoved == true }
    if !group.members.contains(where: { $0 === node.link }) { group.members.append(node.link) }
  }

  /// Takes each group's shared frame from its source after a layout; when the source changed
  /// or moved in an animated pass, the frame animates from the old one with the transaction
  /// the source's frame changed in (§8.1), so the members that follow it move as the source
  /// does.
  func updateMatchedGeometry(passTransaction: Transaction?) {
    for (key, group) in matchedGroups {
      group.members.removeAll { $0.node == nil || $0.node?.isRemoved == true }
      if group.members.isEmpty {
        matchedGroups[key] = nil
        continue
      }
      guard let source = group.currentSource else { continue }
      let around = source.parent.map { effectTransform(of: $0) } ?? .identity
      let target = Self.sharedFrame(of: source, around: around).animatableData
      if group.frame == nil { group.frame = AnimatedValue(target) }
      let isSwap = group.source != nil && group.source !== source.link
      var transaction = Transaction()
      if let passTransaction, group.source != nil {
        transaction = self.transaction(ofMatchedSource: source, passTransaction)
      }
      group.frame?.setModel(target, transaction: transaction, at: time)
      let isAnimating = group.frame?.isAnimating == true
      if isAnimating { matchedFrameChanged = true }
      if isSwap || !isAnimating { group.animatesSwap = isSwap && isAnimating }
      group.source = source.link
      group.anchor = (source.view as? any MatchedGeometryView)?.matched.anchor ?? .center
    }
    if !matchedMoves.isEmpty { updateMatchedMoves() }
  }

  /// Aims the moves of members that changed group at their new group's frame, and keeps the
  /// running ones ending on it as it moves or animates; forgets finished ones, and cancels
  /// those whose member or group is gone (their completions run).
  private func updateMatchedMoves() {
    for (identifier, move) in matchedMoves {
      guard let node = move.link.node, !node.isRemoved,
        let key = (node.view as? any MatchedGeometryView)?.matched.key,
        let group = matchedGroups[key], let groupFrame = group.frame
      else {
        move.frame.removeAnimations()
        matchedMoves[identifier] = nil
        continue
      }
      let lag = self.lag(of: group)
      // The lag the move is drawn with now: how far the group it was aimed at is shown from
      // the model it was aimed with (that group may have moved or changed its model since).
      var drawnLag = move.lag
      if let aimed = move.aimedAt.flatMap({ matchedGroups[$0] }), var aimedFrame = aimed.frame {
        drawnLag = aimedFrame.presentation(at: time) - move.aimedModel
        aimed.frame = aimedFrame
      }
      // Shifted without animation where the lag changes, so that what is drawn does not jump;
      // then aimed at the group's model, with the change's animation if one waits.
      move.frame.setModel(move.frame.model + drawnLag - lag, transaction: Transaction(), at: time)
      move.frame.setModel(groupFrame.model, transaction: move.pending ?? Transaction(), at: time)
      move.aimedAt = key
      move.aimedModel = groupFrame.model
      move.lag = lag
      move.pending = nil
      if move.frame.isAnimating {
        matchedFrameChanged = true
      } else {
        matchedMoves[identifier] = nil
      }
    }
  }

  /// How far `group`'s shown frame is from its model now (zero unless it animates).
  private func lag(of group: MatchedGroup) -> CGRect.AnimatableData {
    guard var frame = group.frame else { return .zero }
    defer { group.frame = frame }
    return frame.presentation(at: time) - frame.model
  }

  /// The transaction `source`'s frame changed in: as a leaf's (implicit animations above it
  /// count), but for a source being inserted, the insertion's own rather than the one of its
  /// transition's first phase, which animates nothing (§8.1).
  private func transaction(ofMatchedSource source: ViewNode, _ passTransaction: Transaction)
    -> Transaction
  {
    var start = source
    var current: ViewNode? = source
    while let node = current {
      if let state = node.transition, state.isInserting, let parent = node.parent {
        start = parent
      }
      current = node.parent
    }
    return transaction(forFrameOf: start, passTransaction)
  }

  /// The frame a group shares from `source`, whose surrounding effects are `around`.
  ///
  /// It has the source's size, with its anchor where that point is drawn (§8.1: the anchor in
  /// window coordinates, the size local). An offset outside the source moves the shared
  /// frame; a scale outside it does not change its size, as a member's own effects apply to
  /// it in turn.
  private static func sharedFrame(of source: ViewNode, around: CGAffineTransform) -> CGRect {
    let anchor = (source.view as? any MatchedGeometryView)?.matched.anchor ?? .center
    let laidOut = source.frame.point(at: anchor)
    let drawn = laidOut.applying(around)
    guard drawn.x.isFinite, drawn.y.isFinite else { return source.frame }
    return source.frame.offsetBy(dx: drawn.x - laidOut.x, dy: drawn.y - laidOut.y)
  }

  /// Draws a member at the shared frame: all of it while the frame animates after the source
  /// changed, else the parts its properties name (the source draws where it is), with its
  /// anchor on the source's.
  func applyMatchedGeometry(
    _ matched: MatchedGeometryModifier, of node: ViewNode, to drawing: inout DrawingEffect,
    _ values: EffectValues, in frame: CGRect
  ) {
    guard let group = matchedGroups[matched.key], var animated = group.frame else { return }
    var shared = CGRect.zero
    let isAnimating: Bool
    let move = matchedMoves.isEmpty ? nil : matchedMoves[ObjectIdentifier(node)]
    switch values {
    case .presented:
      if let move, move.frame.isAnimating {
        // Moving from the group it left: it follows its own frame, with its own properties,
        // plus its group's lag as shown now.
        shared.animatableData = move.frame.presentation(at: time) + lag(of: group)
        isAnimating = false
      } else {
        isAnimating = animated.isAnimating
        shared.animatableData = animated.presentation(at: time)
        group.frame = animated
      }
    case .model:
      isAnimating = false
      shared.animatableData = animated.model
    }
    let followsSwap = isAnimating && group.animatesSwap
    guard followsSwap || group.source !== node.link else { return }
    let properties = matched.properties
    let from = frame.point(at: matched.anchor)
    var scale = CGSize(width: 1, height: 1)
    // A view of no width or height cannot be scaled to the shared size; it still moves.
    if properties.contains(.size), frame.width > 0, frame.height > 0 {
      scale = CGSize(width: shared.width / frame.width, height: shared.height / frame.height)
    }
    var to = from
    if properties.contains(.position) {
      // The shared anchor is where the source is drawn; this member's own effects around it
      // (an offset outside it) are undone, so that it is drawn there too, as SwiftUI converts
      // the shared position into the member's space. Effects that cannot be undone (a scale
      // to nothing) are left as they are.
      to = shared.point(at: group.anchor)
      if drawing.transform.isInvertible { to = to.applying(drawing.transform.inverted()) }
    }
    guard scale.width.isFinite, scale.height.isFinite, to.x.isFinite, to.y.isFinite else {
      return
    }
    // Scaled around its anchor, which then moves to the shared one.
    drawing.transform(
      by: CGAffineTransform(scaleX: scale.width, y: scale.height)
        .concatenating(CGAffineTransform(translationX: to.x - from.x, y: to.y - from.y)),
      around: from)
  }
}
