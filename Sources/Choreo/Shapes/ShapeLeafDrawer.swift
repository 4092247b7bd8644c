import Foundation

/// How a node's shape leaf draws, for nodes whose views have one type (made once per type,
/// see `ViewTypeInfo`).
///
/// Both closures take the node and a rectangle (its frame in its own coordinates), and fail
/// (`nil`, `false`) if the node's view is not of the type they were made for.
///
/// A class: reading it from a node's type information then retains one object, not each
/// closure.
@MainActor
final class ShapeLeafDrawer {
  /// What the leaf draws, as shown now: its shape's data and its colour at their presented
  /// values.
  let draw: (ViewNode, CGRect) -> ShapeDrawing?
  /// Lays out again a drawing `draw` made, keeping its paint (see
  /// `ShapeDrawingLeaf.reshape(_:in:environment:)`): for a view resized while its shape's
  /// data and its colour hold still, this skips resolving the paint.
  let reshape: (ViewNode, CGRect, inout ShapeDrawing) -> Bool
  /// Whether the leaf fills the whole rectangle it is given (see
  /// `ShapeDrawingLeaf.fillsItsRect`): a resized drawing then needs only its new rectangle,
  /// not a call of `reshape`.
  let fillsItsRect: Bool

  init(
    draw: @escaping (ViewNode, CGRect) -> ShapeDrawing?,
    reshape: @escaping (ViewNode, CGRect, inout ShapeDrawing) -> Bool,
    fillsItsRect: Bool
  ) {
    self.draw = draw
    self.reshape = reshape
    self.fillsItsRect = fillsItsRect
  }
}

extension ShapeDrawingLeaf {
  /// Draws a node whose view has this type.
  @MainActor static var nodeDrawer: ShapeLeafDrawer {
    ShapeLeafDrawer(
      draw: { node, rect in
        // The view is opened and its type compared, then reinterpreted: a cast (`as?`, or a
        // `switch` pattern) would run the runtime's general cast, and look up the metadata
        // of an optional of this (often generic) type, at every call.
        @MainActor func draw<Opened: View>(_ view: Opened) -> ShapeDrawing? {
          guard Opened.self == Self.self else { return nil }
          return unsafeBitCast(view, to: Self.self).drawing(
            in: rect, environment: node.inputs.environment, presentedColor: node.presentedColor)
        }
        return draw(node.view)
      },
      reshape: { node, rect, drawing in
        // Opened, compared and reinterpreted, as in `draw`.
        @MainActor func reshape<Opened: View>(_ view: Opened) -> Bool {
          guard Opened.self == Self.self else { return false }
          unsafeBitCast(view, to: Self.self).reshape(
            &drawing, in: rect, environment: node.inputs.environment)
          return true
        }
        return reshape(node.view)
      },
      fillsItsRect: fillsItsRect)
  }
}

extension AnimatableShapeLeaf {
  /// Draws a node whose view has this type, with its shape's data as shown now.
  static var animatedNodeDrawer: ShapeLeafDrawer {
    let isStroke = Self.isStroke
    return ShapeLeafDrawer(
      draw: { node, rect in
        // Opened, compared and reinterpreted, as in `nodeDrawer`.
        @MainActor func draw<Opened: View>(_ view: Opened) -> ShapeDrawing? {
          guard Opened.self == Self.self else { return nil }
          return unsafeBitCast(view, to: Self.self).shown(in: node).drawing(
            in: rect, environment: node.inputs.environment,
            presentedColor: node.presentedColor, isStroke: isStroke)
        }
        return draw(node.view)
      },
      reshape: { node, rect, drawing in
        // Opened, compared and reinterpreted, as in `nodeDrawer`.
        @MainActor func reshape<Opened: View>(_ view: Opened) -> Bool {
          guard Opened.self == Self.self else { return false }
          unsafeBitCast(view, to: Self.self).shown(in: node).reshape(
            &drawing, in: rect, environment: node.inputs.environment, isStroke: isStroke)
          return true
        }
        return reshape(node.view)
      },
      fillsItsRect: fillsItsRect)
  }

  /// The leaf with its shape's data as `node` shows it now.
  private func shown(in node: ViewNode) -> Self {
    // Only shapes with animatable data of their own have a `.shape` attribute.
    node.attributes?[.shape] != nil ? presented(in: node) : self
  }
}
