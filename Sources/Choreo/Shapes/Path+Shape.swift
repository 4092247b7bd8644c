// Mirrors: SwiftUI.Path's Shape conformance
// Status: Complete

import Foundation

extension Path: Shape {
  /// The path itself; `rect` is ignored, as in SwiftUI.
  public func path(in rect: CGRect) -> Path {
    self
  }

  /// Nothing: a path does not interpolate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
