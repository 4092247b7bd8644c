// Mirrors: SwiftUI.CoordinateSpace, SwiftUI.View.coordinateSpace(name:)
// Status: Complete

/// A coordinate system frames can be expressed in.
public enum CoordinateSpace: Hashable {
  /// The host's coordinates (the root of the hierarchy).
  case global
  /// The view's own coordinates.
  case local
  /// The coordinates of the nearest enclosing view named with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

extension View {
  /// Names this view's coordinate space, for `frame(in: .named(name))` inside it.
  public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }
}

struct CoordinateSpaceModifier: ViewModifier, PassThroughModifier {
  let name: AnyHashable
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension ViewNode {
  /// This node's laid-out frame expressed in `space`.
  package func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .global:
      return frame
    case .local:
      return CGRect(origin: .zero, size: frame.size)
    case .named(let name):
      guard let named = namedSpace(name) else { return frame }
      return frame.offsetBy(dx: -named.frame.minX, dy: -named.frame.minY)
    }
  }

  /// This node's frame in `space` where the geometry effects around it (offsets, scales,
  /// rotations, and those around the space) put it: the bounding box of its bounds as they
  /// are shown, at the values the effects' views set (see `ViewGraph.effectTransform(from:to:)`).
  package func shownFrame(in space: CoordinateSpace) -> CGRect {
    let named: ViewNode?
    switch space {
    case .local: return CGRect(origin: .zero, size: frame.size)
    case .global: named = nil
    case .named(let name): named = namedSpace(name)
    }
    let origin = named?.frame.origin ?? .zero
    guard let moved = graph.effectTransform(from: self, to: named) else {
      return frame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
    return frame.applying(moved).offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// The nearest ancestor named `name` with `coordinateSpace(name:)`.
  private func namedSpace(_ name: AnyHashable) -> ViewNode? {
    var node = parent
    while let current = node {
      if let modifier = (current.view as? any CoordinateSpaceNaming)?.spaceName, modifier == name {
        return current
      }
      node = current.parent
    }
    return nil
  }
}

/// A view that names a coordinate space.
@MainActor
protocol CoordinateSpaceNaming {
  var spaceName: AnyHashable { get }
}

extension ModifiedContent: CoordinateSpaceNaming
where Content: View, Modifier == CoordinateSpaceModifier {
  var spaceName: AnyHashable { modifier.name }
}
