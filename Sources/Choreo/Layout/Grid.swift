// Mirrors: SwiftUI.Grid, SwiftUI.GridRow
// Status: Partial (sizing of flexible cells is Choreo's own rule; see GridLayout and
//          Docs/Divergences.md)

/// Views arranged in rows and columns: each column as wide as its widest cell, each row as
/// tall as its tallest.
///
/// Each `GridRow` in `content` is a row; its views fill successive columns, and the grid has as
/// many columns as its longest row. A view that is not in a `GridRow` is a row of its own that
/// spans every column. The layout is `GridLayout`'s.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text("Ada Lovelace") }
///   Rectangle().frame(height: 1).gridCellUnsizedAxes(.horizontal)
///   GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct Grid<Content: View>: View {
  let layout: GridLayout
  let content: Content

  /// Arranges the rows `content` builds.
  ///
  /// `alignment` places each view in its cell unless its row or column says otherwise.
  /// Spacing `nil` means 8 points between columns (or rows); negative or non-finite spacing
  /// counts as 0, with one diagnostic.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
    self.content = content()
  }

  /// Never called: Choreo draws this view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// One row of a `Grid`: each of its views is a cell in the next column.
///
/// Use `Color.clear` for an empty cell, `gridCellColumns(_:)` for a cell that spans columns.
/// Outside a grid, a row's views join the container around it, as a `Group`'s do.
///
/// ```swift
/// GridRow(alignment: .top) { Text("Notes"); Text(notes).lineLimit(3) }
/// ```
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row whose views line up vertically by `alignment`, or by the grid's when `nil`.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// Never called: Choreo draws this view itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Grid: PrimitiveView, LayoutContainer {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    // No stack axis inside: a spacer in a row grows both ways, as outside a stack.
    children.append(content, key: .content, inputs: stackInputs(children.inputs, nil, node))
  }

  var containerLayout: GridLayout { layout }
}

/// A row's views are the grid's subviews (the row is a list); the grid finds which row each
/// came from by this marker on the way up.
extension GridRow: PrimitiveView, ListView, GridRowMarker {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    children.append(content, key: .content)
  }

  var rowAlignment: VerticalAlignment? { alignment }
}

/// A `GridRow`, whatever its content type.
@MainActor
protocol GridRowMarker {
  var rowAlignment: VerticalAlignment? { get }
}
