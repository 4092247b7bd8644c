// Mirrors: SwiftUI._ConditionalContent, Optional: View
// Status: Complete

/// One of two views, chosen by an `if`/`else` or `switch` in a `ViewBuilder`.
///
/// The two branches are different identities: switching branches removes one view (and its
/// state) and inserts the other.
@frozen
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Which branch holds.
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  /// The chosen branch.
  public let storage: Storage

  /// Wraps the chosen branch.
  public init(storage: Storage) {
    self.storage = storage
  }

  /// Never called: Choreo draws this view itself.

  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: PrimitiveView {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    switch storage {
    case .trueContent(let view): children.append(view, key: .trueBranch)
    case .falseContent(let view): children.append(view, key: .falseBranch)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Never called: an optional view is drawn by Choreo itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    if let view = self { children.append(view, key: .index(0)) }
  }
}
