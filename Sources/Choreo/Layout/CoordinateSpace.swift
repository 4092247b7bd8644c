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
      var node = parent
      while let current = node {
        if let modifier = (current.view as? any CoordinateSpaceNaming)?.spaceName, modifier == name
        {
          return frame.offsetBy(dx: -current.frame.minX, dy: -current.frame.minY)
        }
        node = current.parent
      }
      return frame
    }
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
