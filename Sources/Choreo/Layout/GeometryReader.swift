// Mirrors: SwiftUI.GeometryReader, SwiftUI.GeometryProxy
// Status: Complete (no safe areas: insets are zero)

/// A container that gives its content its own size and position.
///
/// It takes all the space it is offered (an unspecified dimension counts as 0) and places its
/// content at its top-leading corner (§9.4). The content is built from the geometry of the
/// last layout; when a layout changes any geometry the content read, the content is rebuilt
/// and laid out again, so what it shows always matches the final layout.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(proxy.size.width)")
/// }
/// ```
public struct GeometryReader<Content: View>: View {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content `content` builds.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// Never called: Choreo draws this view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension GeometryReader: PrimitiveView, LayoutContainer {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    let proxy = GeometryProxy(node: node)
    let view = node.graph.runBody(in: node) { content(proxy) }
    node.graph.watchGeometry(of: node, proxy: proxy)
    children.append(view, key: .content)
  }

  var containerLayout: GeometryReaderLayout { GeometryReaderLayout() }
}

struct GeometryReaderLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
  }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// The geometry of a `GeometryReader`: its size, its frame in any coordinate space, and the
/// values of anchors resolved in its space.
///
/// Values come from the latest layout; Choreo records what the content read and rebuilds the
/// content if a later layout changes it.
@MainActor
public final class GeometryProxy {
  private let link: NodeLink
  private var node: ViewNode? { link.node }
  /// The reads made through this proxy: each recomputes its value from the current layout.
  private(set) var reads: [(recompute: () -> [CGFloat], value: [CGFloat])] = []

  init(node: ViewNode) {
    self.link = node.link
  }

  private var frame: CGRect { node?.frame ?? .zero }

  private func record<T>(
    _ value: T, _ flatten: @escaping (T) -> [CGFloat], _ make: @escaping () -> T
  ) -> T {
    reads.append((recompute: { flatten(make()) }, value: flatten(value)))
    return value
  }

  /// The reader's size, in points.
  public var size: CGSize {
    let make = { [weak self] in self?.frame.size ?? .zero }
    return record(make(), { [$0.width, $0.height] }, make)
  }

  /// The safe-area insets of the reader; always zero in a headless host.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `coordinateSpace`, where the geometry effects around it put it.
  ///
  /// An `offset` moves it; a scale or rotation gives the bounding box of its bounds; effects
  /// around a named space move the space too. An animating effect counts at the value its
  /// view sets, as layout does, so views built from the frame animate with the same
  /// transaction.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    let make = { [weak self] in self?.node?.shownFrame(in: coordinateSpace) ?? .zero }
    return record(make(), { [$0.minX, $0.minY, $0.width, $0.height] }, make)
  }

  /// The value of `anchor` in the reader's coordinate space.
  public subscript<T>(anchor: Anchor<T>) -> T {
    let make = { [weak self] in anchor.resolve(in: self?.node) }
    return record(make(), anchor.flatten, make)
  }

  /// Whether a layout since the content was built changed any value it read.
  ///
  /// A NaN read (an anchor at a NaN unit point) is the same as a NaN read again: compared with
  /// `!=` it would make the content stale after every layout, rebuilt without end.
  var isStale: Bool {
    reads.contains { read in
      let now = read.recompute()
      return now.count != read.value.count
        || zip(now, read.value).contains { $0 != $1 && !($0.isNaN && $1.isNaN) }
    }
  }
}

extension ViewGraph {
  /// Remembers the proxy a geometry reader's content was built with.
  func watchGeometry(of node: ViewNode, proxy: GeometryProxy) {
    geometryReaders[ObjectIdentifier(node)] = (node, proxy)
  }

  /// Marks every geometry reader whose content read geometry the last layout changed; returns
  /// whether any was marked.
  ///
  /// After an animated pass, `transaction` is the pass's: the readers are then rebuilt in a
  /// pass of their own under it, next (see `rebuildReaders(_:in:)`).
  package func invalidateStaleGeometry(in transaction: Transaction? = nil) -> Bool {
    var stale: [ViewNode] = []
    for (id, entry) in geometryReaders {
      guard let node = entry.node, !node.isRemoved else {
        geometryReaders[id] = nil
        continue
      }
      if entry.proxy.isStale { stale.append(node) }
    }
    if let transaction {
      if !stale.isEmpty { rebuildReaders(stale.map(\.link), in: transaction) }
    } else {
      for node in stale { invalidate(node) }
    }
    return !stale.isEmpty
  }
}
