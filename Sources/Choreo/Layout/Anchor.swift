// Mirrors: SwiftUI.Anchor, SwiftUI.View.anchorPreference(key:value:transform:),
//          transformAnchorPreference(key:value:transform:)
// Status: Complete

/// A geometric value of a view (its bounds, a point) that an ancestor can resolve in its own
/// coordinate space with `GeometryProxy`'s subscript.
///
/// Anchors are recorded with `anchorPreference(key:value:transform:)` and carried up the tree by
/// preferences. They resolve against the latest layout of the view that produced them.
///
/// ```swift
/// .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// ```
public struct Anchor<Value> {
  private let link: NodeLink
  private let source: Source

  /// The value an anchor records, given the view's frame.
  public struct Source {
    let value: @Sendable (CGRect) -> Value
    /// The value mapped through a transform (a rectangle to the box around it).
    let map: @Sendable (Value, CGAffineTransform) -> Value
    let flatten: @Sendable (Value) -> [CGFloat]
    let identity: String
  }

  @MainActor
  init(node: ViewNode, source: Source) {
    self.link = node.link
    self.source = source
  }

  /// The value in `reader`'s coordinate space (the host's if `nil`).
  ///
  /// The geometry effects around the anchor's view and around the reader (an `offset`, a
  /// scale, a rotation) move their spaces as they move what is drawn, so an anchor follows
  /// its view where it is shown. An animating effect counts at the value its view sets, as
  /// layout does: views built from the anchor then animate with the same transaction.
  @MainActor
  func resolve(in reader: ViewNode?) -> Value {
    guard let node = link.node else { return source.value(.zero) }
    let origin = reader?.frame.origin ?? .zero
    guard let moved = node.graph.effectTransform(from: node, to: reader) else {
      return source.value(node.frame.offsetBy(dx: -origin.x, dy: -origin.y))
    }
    let toReader = moved.concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
    return source.map(source.value(node.frame), toReader)
  }

  var flatten: (Value) -> [CGFloat] { source.flatten }
}

// The node is only read on the main actor; the sources are immutable closures.
extension Anchor: @unchecked Sendable where Value: Sendable {}
extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor: Equatable {
  /// Anchors are equal when they record the same value of the same view.
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    lhs.link === rhs.link && lhs.source.identity == rhs.source.identity
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Self {
    Self(
      value: { $0 }, map: { $0.applying($1) },
      flatten: { [$0.minX, $0.minY, $0.width, $0.height] }, identity: "bounds")
  }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Self {
    Self(
      value: { $0.origin == .zero ? rect : rect.offsetBy(dx: $0.minX, dy: $0.minY) },
      map: { $0.applying($1) }, flatten: { [$0.minX, $0.minY, $0.width, $0.height] },
      identity: "rect \(rect)")
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Self {
    Self(
      value: { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }, map: { $0.applying($1) },
      flatten: { [$0.x, $0.y] },
      identity: "point \(point)")
  }

  /// A point given in units of the view's size.
  public static func unitPoint(_ point: UnitPoint) -> Self {
    Self(
      value: { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) },
      map: { $0.applying($1) }, flatten: { [$0.x, $0.y] }, identity: "unit \(point.x) \(point.y)")
  }

  /// The top-leading corner.
  public static var topLeading: Self { unitPoint(.topLeading) }
  /// The middle of the top edge.
  public static var top: Self { unitPoint(.top) }
  /// The top-trailing corner.
  public static var topTrailing: Self { unitPoint(.topTrailing) }
  /// The middle of the leading edge.
  public static var leading: Self { unitPoint(.leading) }
  /// The centre.
  public static var center: Self { unitPoint(.center) }
  /// The middle of the trailing edge.
  public static var trailing: Self { unitPoint(.trailing) }
  /// The bottom-leading corner.
  public static var bottomLeading: Self { unitPoint(.bottomLeading) }
  /// The middle of the bottom edge.
  public static var bottom: Self { unitPoint(.bottom) }
  /// The bottom-trailing corner.
  public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension View {
  /// Records an anchor of this view under `key`, transformed into the key's value.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(
      AnchorPreferenceModifier<A, K>(source: value) { values, anchor in
        values[K.self] = transform(anchor)
      })
  }

  /// Changes `key`'s value using an anchor of this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      AnchorPreferenceModifier<A, K>(source: value) { values, anchor in
        var value = values[K.self] ?? K.defaultValue
        transform(&value, anchor)
        values[K.self] = value
      })
  }
}

struct AnchorPreferenceModifier<A, K: PreferenceKey>: ViewModifier, PrimitiveModifier {
  let source: Anchor<A>.Source
  let write: (inout PreferenceValues, Anchor<A>) -> Void

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }

  func makeChildren(content: any View, _ children: inout ChildList, node: ViewNode) {
    let anchor = Anchor(node: node, source: source)
    let write = write
    node.preferenceTransform = PreferenceTransform { write(&$0, anchor) }
    node.invalidatePreferences()
    children.append(content, key: .content)
  }
}
