import Foundation

/// A view or modifier that clamps bad input (NaN, infinite or negative values) as SwiftUI
/// does, and says what it clamped: the graph reports each problem once, naming the view
/// (see `ViewHost.diagnostics`).
@MainActor
protocol InputChecking {
  /// What is wrong with the values the view was given, and what they count as; empty when
  /// nothing is.
  var inputProblems: [String] { get }
}

extension ModifiedContent: InputChecking where Content: View, Modifier: InputChecking {
  var inputProblems: [String] { modifier.inputProblems }
}

/// The problems of values that must be finite: one for each that is not, naming it.
func nonFiniteProblems(_ what: String, _ values: KeyValuePairs<String, CGFloat>) -> [String] {
  values.filter { !$0.value.isFinite }.map {
    "Invalid \(what) (non-finite): \($0.key) \($0.value); it counts as 0"
  }
}

extension PositionModifier: InputChecking {
  var inputProblems: [String] {
    nonFiniteProblems("position", ["x": layout.position.x, "y": layout.position.y])
  }
}

extension _OffsetEffect: InputChecking {
  var inputProblems: [String] {
    nonFiniteProblems("offset", ["width": offset.width, "height": offset.height])
  }
}

extension VStack: InputChecking {
  var inputProblems: [String] { stackSpacingProblems(layout.spacing) }
}

extension HStack: InputChecking {
  var inputProblems: [String] { stackSpacingProblems(layout.spacing) }
}

/// A stack's spacing must be finite (a negative one overlaps the views).
private func stackSpacingProblems(_ spacing: CGFloat?) -> [String] {
  guard let spacing else { return [] }
  return nonFiniteProblems("stack spacing", ["spacing": spacing])
}

extension Spacer: InputChecking {
  var inputProblems: [String] {
    guard let minLength, !minLength.isFinite || minLength < 0 else { return [] }
    return ["Invalid spacer minimum length (negative or non-finite): \(minLength); it counts as 0"]
  }
}

extension LazyVGrid: InputChecking {
  var inputProblems: [String] { layout.inputProblems }
}

extension LazyHGrid: InputChecking {
  var inputProblems: [String] { layout.inputProblems }
}

extension LazyGridLayout {
  /// Spacings must be finite and not negative; they count as 0 otherwise.
  var inputProblems: [String] {
    let spacings = [("spacing", spacing)] + items.map { ("item spacing", $0.spacing) }
    return spacings.compactMap { name, value in
      guard let value, !value.isFinite || value < 0 else { return nil }
      return "Invalid grid \(name) (negative or non-finite): \(value); it counts as 0"
    }
  }
}
