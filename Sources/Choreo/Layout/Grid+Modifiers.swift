// Mirrors: SwiftUI.View.gridCellColumns(_:), gridColumnAlignment(_:), gridCellAnchor(_:),
//          gridCellUnsizedAxes(_:)
// Status: Complete

extension View {
  /// Makes this view, as a cell of a `GridRow`, span `count` columns.
  ///
  /// A count below 1 counts as 1. A row whose spans add up to more columns than the grid's
  /// other rows have adds columns to the grid (at most 10,000). Outside a `GridRow` the
  /// modifier does nothing.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(setting: .columns(max(1, count))))
  }

  /// Aligns every cell of this view's grid column horizontally by `guide`.
  ///
  /// When cells of the same column in several rows set it, the topmost one wins. A cell that
  /// spans columns sets the alignment of its first column.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier(setting: .columnAlignment(guide)))
  }

  /// Places this grid cell so that its `anchor` point meets the same point of its cell,
  /// overriding the row's and column's alignment.
  ///
  /// `UnitPoint(x: 0, y: 0)` is the cell's top-leading corner; non-finite coordinates count
  /// as 0.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(GridCellModifier(setting: .anchor(anchor)))
  }

  /// Keeps this grid cell from sizing its column (`.horizontal`) or row (`.vertical`).
  ///
  /// The cell is still offered the whole width of its column and height of its row, so a
  /// flexible view such as a `Color` or a rule fills what the other cells need without
  /// widening the grid.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(GridCellModifier(setting: .unsizedAxes(axes)))
  }
}

// MARK: - Cell traits

/// What the modifiers of a grid cell's chain say about it; the outermost modifier of each kind
/// wins.
struct GridCellTraits {
  var columns: Int?
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set?
}

/// Sets one of a grid cell's traits; read by the layout engine with the other chain traits.
@MainActor
protocol GridCellSetting {
  func apply(to traits: inout GridCellTraits)
}

struct GridCellModifier: ViewModifier, PassThroughModifier {
  enum Setting {
    case columns(Int)
    case columnAlignment(HorizontalAlignment)
    case anchor(UnitPoint)
    case unsizedAxes(Axis.Set)
  }

  let setting: Setting

  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

extension ModifiedContent: GridCellSetting where Content: View, Modifier == GridCellModifier {
  func apply(to traits: inout GridCellTraits) {
    switch modifier.setting {
    case .columns(let count): traits.columns = traits.columns ?? count
    case .columnAlignment(let guide): traits.columnAlignment = traits.columnAlignment ?? guide
    case .anchor(let anchor): traits.anchor = traits.anchor ?? anchor
    case .unsizedAxes(let axes): traits.unsizedAxes = traits.unsizedAxes ?? axes
    }
  }
}

// MARK: - Rows

extension LayoutEngine {
  /// The `GridRow` whose cell `unit` is, if any.
  ///
  /// A row of several cells is above them: the first row found going up through lists and
  /// pass-through views, before the container whose subview the unit is. A row of one cell
  /// wrapped in a custom view is inside the unit, on its chain of single children (the chain
  /// whose traits the unit takes).
  ///
  /// Not cached: a row's alignment may change without its cells changing. O(length of the
  /// paths).
  func gridRow(of unit: LayoutUnit) -> (node: ViewNode, alignment: VerticalAlignment?)? {
    var inner: ViewNode? = unit.node
    while let current = inner, current.layoutKind == .transparent || current.layoutKind == .list {
      if let row = current.view as? any GridRowMarker { return (current, row.rowAlignment) }
      inner = current.children.count == 1 ? current.children.first : nil
    }
    var node = unit.node.parent
    while let current = node {
      switch current.layoutKind {
      case .leaf, .container, .layeredContainer: return nil
      case .list, .transparent:
        if let row = current.view as? any GridRowMarker { return (current, row.rowAlignment) }
        node = current.parent
      }
    }
    return nil
  }

  /// The container whose subview `unit` is: its first ancestor that lays out subviews.
  func container(of unit: LayoutUnit) -> ViewNode? {
    var node = unit.node.parent
    while let current = node {
      switch current.layoutKind {
      case .leaf, .container, .layeredContainer: return current
      case .list, .transparent: node = current.parent
      }
    }
    return nil
  }
}

/// A subview's place in a grid, read through the engine (internal: a custom layout cannot
/// read grid rows).
struct GridCellInfo {
  /// The row's node, or `nil` for a view that is not in a `GridRow`.
  var row: ObjectIdentifier?
  var rowAlignment: VerticalAlignment?
  var traits: GridCellTraits
}

extension LayoutSubview {
  @MainActor var gridCellInfo: GridCellInfo {
    let row = engine.gridRow(of: unit)
    return GridCellInfo(
      row: row.map { ObjectIdentifier($0.node) }, rowAlignment: row?.alignment,
      traits: engine.gridCellTraits(of: unit))
  }

  /// Reports `text` once, about the container this subview is in.
  @MainActor func reportAboutContainer(_ text: String) {
    engine.graph.diagnostics.report(text, at: engine.container(of: unit))
  }
}
