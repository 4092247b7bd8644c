// Mirrors: SwiftUI.Path
// Status: Partial (no CGPath bridging and no trimmedPath(from:to:); everything else, including
//         strokedPath(_:), is here)

import Foundation

/// The outline of a 2D shape: a sequence of subpaths made of lines and Bézier curves.
///
/// A path is a plain value: an array of `Path.Element`s, compared element by element. Building
/// methods follow CoreGraphics: a line or curve needs a current point (without one it is
/// ignored), and a segment added after `closeSubpath()` starts a new subpath at the start of the
/// closed one. Coordinates are in points, with y growing downwards.
///
/// Bad input never puts NaN or ∞ into a path: an element with a non-finite coordinate is
/// dropped, negative radii and corner sizes count as zero, and a null rectangle adds nothing.
///
/// ```swift
/// let triangle = Path { path in
///   path.move(to: CGPoint(x: 50, y: 0))
///   path.addLine(to: CGPoint(x: 100, y: 100))
///   path.addLine(to: CGPoint(x: 0, y: 100))
///   path.closeSubpath()
/// }
/// ```
public struct Path: Equatable, Sendable {
  /// The elements, in order.
  package var elements: [Element] {
    if let onlyRect { return Self.elements(of: onlyRect) }
    return storedElements
  }

  /// The elements, unless the path is one rectangle.
  private var storedElements: [Element] = []
  /// The rectangle of a path made from one (`Path(_:)`, `Rectangle`).
  ///
  /// Kept without elements until something is added to the path: drawing thousands of
  /// rectangles a frame then builds no arrays. Its coordinates are finite; no elements are
  /// stored while it is set.
  private(set) var onlyRect: CGRect?

  /// The start of the current subpath, where `closeSubpath()` returns to.
  private var subpathStart: CGPoint?

  /// An element of a path.
  public enum Element: Equatable, Sendable {
    /// Ends the current subpath (without closing it) and starts a new one at a point.
    case move(to: CGPoint)
    /// A straight line from the current point to a point, which becomes the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point to `to`, shaped by one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point to `to`, shaped by two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the start of the current subpath, which ends the subpath.
    case closeSubpath
  }

  /// Creates an empty path.
  public init() {}

  /// Creates an empty path, then calls `callback` to add its elements.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// Creates a path containing the rectangle `rect`.
  ///
  /// The subpath starts at (`minX`, `minY`) and runs through (`maxX`, `minY`), (`maxX`,
  /// `maxY`) and (`minX`, `maxY`) before closing. A null rectangle gives an empty path.
  public init(_ rect: CGRect) {
    // Read from the rectangle's fields: `CGRect`'s edges are calls into Foundation, and
    // thousands of rectangles are made a frame. The null rectangle's origin is infinite.
    let (x, y) = (rect.origin.x, rect.origin.y)
    let (endX, endY) = (x + rect.size.width, y + rect.size.height)
    if x.isFinite, y.isFinite, endX.isFinite, endY.isFinite {
      onlyRect = rect
      subpathStart = CGPoint(x: Swift.min(x, endX), y: Swift.min(y, endY))
    } else {
      addRect(rect)
    }
  }

  /// The elements `addRect` adds for `rect`.
  static func elements(of rect: CGRect) -> [Element] {
    [
      .move(to: CGPoint(x: rect.minX, y: rect.minY)),
      .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
      .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
      .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
      .closeSubpath,
    ]
  }

  /// Stores the elements of the path's rectangle, if it is one, before elements are added.
  private mutating func storeRectElements() {
    guard let onlyRect else { return }
    storedElements = Self.elements(of: onlyRect)
    self.onlyRect = nil
  }

  /// Creates a path containing a rectangle with rounded corners of `cornerSize`.
  ///
  /// See `addRoundedRect(in:cornerSize:style:transform:)` for how corners are clamped.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Creates a path containing a rectangle whose corners are quarter circles of `cornerRadius`.
  ///
  /// See `addRoundedRect(in:cornerSize:style:transform:)` for how corners are clamped.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a path containing the ellipse that fills `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { onlyRect == nil && storedElements.isEmpty }

  /// The current point: the end of the last element, or the start of the subpath it closed;
  /// `nil` for an empty path.
  public var currentPoint: CGPoint? {
    if onlyRect != nil { return subpathStart }
    switch storedElements.last {
    case nil: return nil
    case .closeSubpath?: return subpathStart
    case .move(let point)?, .line(let point)?: return point
    case .quadCurve(let point, _)?, .curve(let point, _, _)?: return point
    }
  }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Path.Element) -> Void) {
    elements.forEach(body)
  }

  // MARK: - Appending elements

  /// Makes room for `count` elements in an empty path, so that building a shape's path
  /// allocates once instead of growing its storage element by element.
  ///
  /// A path that already has elements grows as arrays do: reserving a little more at each
  /// append would reallocate every time.
  mutating func reserveCapacityIfEmpty(_ count: Int) {
    if isEmpty { storedElements.reserveCapacity(count) }
  }

  /// Appends `element` unless one of its points is not finite; starts a subpath after a close.
  mutating func append(_ element: Element) {
    guard element.isFinite else { return }
    storeRectElements()
    switch element {
    case .move(let point):
      subpathStart = point
    case .line, .quadCurve, .curve:
      guard let start = subpathStart else { return }
      if case .closeSubpath? = storedElements.last { storedElements.append(.move(to: start)) }
    case .closeSubpath:
      guard subpathStart != nil else { return }
      if case .closeSubpath? = storedElements.last { return }
      if case .move? = storedElements.last { return }
    }
    storedElements.append(element)
  }
}

extension Path.Element {
  /// Whether every point of the element is finite.
  var isFinite: Bool {
    switch self {
    case .move(let point), .line(let point): return PathMath.isFinite(point)
    case .quadCurve(let point, let control):
      return PathMath.isFinite(point) && PathMath.isFinite(control)
    case .curve(let point, let control1, let control2):
      return PathMath.isFinite(point) && PathMath.isFinite(control1)
        && PathMath.isFinite(control2)
    case .closeSubpath: return true
    }
  }

  /// The element with every point mapped by `transform`.
  func mapPoints(_ transform: (CGPoint) -> CGPoint) -> Path.Element {
    switch self {
    case .move(let point): return .move(to: transform(point))
    case .line(let point): return .line(to: transform(point))
    case .quadCurve(let point, let control):
      return .quadCurve(to: transform(point), control: transform(control))
    case .curve(let point, let control1, let control2):
      return .curve(
        to: transform(point), control1: transform(control1), control2: transform(control2))
    case .closeSubpath: return .closeSubpath
    }
  }
}

extension Path {
  /// Whether two paths have the same elements.
  public static func == (lhs: Path, rhs: Path) -> Bool {
    lhs.elements == rhs.elements
  }
}
