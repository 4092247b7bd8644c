import Foundation

extension Path {
  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) {
    append(.move(to: end))
  }

  /// Adds a straight line from the current point to `end`; ignored without a current point.
  public mutating func addLine(to end: CGPoint) {
    append(.line(to: end))
  }

  /// Adds a quadratic Bézier curve from the current point to `end`, shaped by `control`;
  /// ignored without a current point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve from the current point to `end`, shaped by `control1` and
  /// `control2`; ignored without a current point.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  ///
  /// A later line or curve starts a new subpath at that start point.
  public mutating func closeSubpath() {
    append(.closeSubpath)
  }

  /// Adds `rect` as a closed subpath, mapped through `transform`.
  ///
  /// The subpath starts at (`minX`, `minY`) and runs through (`maxX`, `minY`), (`maxX`,
  /// `maxY`) and (`minX`, `maxY`). A null rectangle adds nothing.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    guard !rect.isNull else { return }
    append(Self.elements(of: rect), transform: transform)
  }

  /// Adds each rectangle in `rects` as a closed subpath, mapped through `transform`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a rectangle with rounded corners as a closed subpath, mapped through `transform`.
  ///
  /// Each corner is a quarter ellipse `cornerSize.width` wide and `cornerSize.height` tall.
  /// Corners too big for the rectangle are scaled down together, keeping their proportions,
  /// until they fit in half its width and half its height (as CSS does with border radii), so
  /// a radius of at least half the shorter side (or ∞) makes a capsule. Negative or NaN corner
  /// sizes count as zero, which gives a plain rectangle. The subpath starts at the middle of
  /// the right edge and runs towards the bottom.
  ///
  /// `.continuous` corners are drawn as `.circular` ones; SwiftUI's squircle-like continuous
  /// curve is not public.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    // +∞ asks for the largest corner that fits; NaN and negative sizes for none.
    func corner(_ value: CGFloat) -> CGFloat {
      value == .infinity ? .greatestFiniteMagnitude : PathMath.nonNegative(value)
    }
    var w = corner(cornerSize.width)
    var h = corner(cornerSize.height)
    guard w > 0, h > 0, r.width > 0, r.height > 0 else {
      addRect(rect, transform: transform)
      return
    }
    let fit = min(1, r.width / 2 / w, r.height / 2 / h)
    w *= fit
    h *= fit
    let kw = w * PathMath.quarterCircleHandle
    let kh = h * PathMath.quarterCircleHandle
    var built: [Element] = [.move(to: CGPoint(x: r.maxX, y: r.midY))]
    func line(_ x: CGFloat, _ y: CGFloat) {
      let point = CGPoint(x: x, y: y)
      if built.last.flatMap(Self.endPoint) != point { built.append(.line(to: point)) }
    }
    func corner(_ end: CGPoint, _ control1: CGPoint, _ control2: CGPoint) {
      built.append(.curve(to: end, control1: control1, control2: control2))
    }
    line(r.maxX, r.maxY - h)
    corner(
      CGPoint(x: r.maxX - w, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY - h + kh),
      CGPoint(x: r.maxX - w + kw, y: r.maxY))
    line(r.minX + w, r.maxY)
    corner(
      CGPoint(x: r.minX, y: r.maxY - h), CGPoint(x: r.minX + w - kw, y: r.maxY),
      CGPoint(x: r.minX, y: r.maxY - h + kh))
    line(r.minX, r.minY + h)
    corner(
      CGPoint(x: r.minX + w, y: r.minY), CGPoint(x: r.minX, y: r.minY + h - kh),
      CGPoint(x: r.minX + w - kw, y: r.minY))
    line(r.maxX - w, r.minY)
    corner(
      CGPoint(x: r.maxX, y: r.minY + h), CGPoint(x: r.maxX - w + kw, y: r.minY),
      CGPoint(x: r.maxX, y: r.minY + h - kh))
    built.append(.closeSubpath)
    append(built, transform: transform)
  }

  /// Adds the ellipse that fills `rect` as a closed subpath of four cubic curves, mapped
  /// through `transform`.
  ///
  /// It starts at the middle of the right edge and runs towards the bottom. A null rectangle
  /// adds nothing.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    guard !rect.isNull else { return }
    let r = rect.standardized
    let arc = PathMath.arcCurves(
      center: CGPoint(x: r.midX, y: r.midY), rx: r.width / 2, ry: r.height / 2, start: 0,
      sweep: 2 * .pi)
    var built: [Element] = [.move(to: arc.start)]
    for (end, control1, control2) in arc.curves {
      built.append(.curve(to: end, control1: control1, control2: control2))
    }
    built.append(.closeSubpath)
    append(built, transform: transform)
  }

  /// Adds a polyline through `lines`: a move to the first point, then lines to the others.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds the elements of `path`, mapped through `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    append(path.elements, transform: transform)
  }

  /// Adds an arc of the circle around `center` with `radius`, from `startAngle` to
  /// `endAngle`, mapped through `transform`.
  ///
  /// Angles are measured from the positive x axis towards the positive y axis (clockwise on
  /// screen). With `clockwise` false the angle increases from start to end, which on screen,
  /// where y points down, turns clockwise; `clockwise: true` turns the other way. This matches
  /// CoreGraphics and SwiftUI. A difference of a full turn or more draws the whole circle.
  ///
  /// If the path has a current point, a line joins it to the start of the arc; otherwise the
  /// arc starts a new subpath. A negative or non-finite radius counts as zero (the arc shrinks
  /// to its centre); non-finite angles add nothing.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    let end = endAngle.radians
    guard start.isFinite, end.isFinite else { return }
    let fullTurn = 2 * Double.pi
    let sweep: Double
    if clockwise {
      let difference = start - end
      sweep = difference >= fullTurn ? -fullTurn : -positiveRemainder(difference, fullTurn)
    } else {
      let difference = end - start
      sweep = difference >= fullTurn ? fullTurn : positiveRemainder(difference, fullTurn)
    }
    addArc(
      center: center, radius: radius, start: CGFloat(start), sweep: CGFloat(sweep),
      transform: transform)
  }

  /// Adds an arc of the circle around `center` with `radius`, starting at `startAngle` and
  /// turning through `delta` (positive deltas increase the angle), mapped through `transform`.
  ///
  /// Connects to the current point as `addArc(center:radius:startAngle:endAngle:clockwise:)`
  /// does; a negative or non-finite radius counts as zero, and a delta beyond a full turn
  /// draws one full turn.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    guard startAngle.radians.isFinite, delta.radians.isFinite else { return }
    addArc(
      center: center, radius: radius, start: CGFloat(startAngle.radians),
      sweep: CGFloat(delta.radians), transform: transform)
  }

  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
  /// to the line from `tangent1End` to `tangent2End`, preceded by a line from the current
  /// point to the arc's start; mapped through `transform`.
  ///
  /// Without a current point the subpath starts at `tangent1End`. When the three points are
  /// on one line, or the radius is zero, negative or not finite, it adds a line to
  /// `tangent1End` instead, as CoreGraphics and HTML canvas do.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard PathMath.isFinite(tangent1End), PathMath.isFinite(tangent2End) else { return }
    guard let current = currentPoint else {
      append([.move(to: tangent1End)], transform: transform)
      return
    }
    // Work in the arc's own coordinates: the current point is already transformed.
    let p0 = current.applying(transform.inverted())
    let p1 = tangent1End
    let p2 = tangent2End
    let r = PathMath.nonNegative(radius)
    guard r > 0, let v1 = PathMath.normalized(PathMath.subtract(p0, p1)),
      let v2 = PathMath.normalized(PathMath.subtract(p2, p1)),
      abs(PathMath.cross(v1, v2)) > 1e-12
    else {
      append([.line(to: p1)], transform: transform)
      return
    }
    let angle = acos(max(-1, min(1, PathMath.dot(v1, v2))))
    let tangentDistance = r / tan(angle / 2)
    let start = PathMath.add(p1, PathMath.scale(v1, tangentDistance))
    let end = PathMath.add(p1, PathMath.scale(v2, tangentDistance))
    guard let bisector = PathMath.normalized(PathMath.add(v1, v2)) else { return }
    let center = PathMath.add(p1, PathMath.scale(bisector, r / sin(angle / 2)))
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    let endAngle = atan2(end.y - center.y, end.x - center.x)
    guard startAngle.isFinite, endAngle.isFinite else { return }
    var sweep = endAngle - startAngle
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    append([.line(to: start)], transform: transform)
    addArc(center: center, radius: r, start: startAngle, sweep: sweep, transform: transform)
  }

  // MARK: - Helpers

  /// Appends `elements` mapped through `transform`.
  private mutating func append(_ elements: [Element], transform: CGAffineTransform) {
    reserveCapacityIfEmpty(elements.count)
    let identity = transform == .identity
    for element in elements {
      append(identity ? element : element.mapPoints { $0.applying(transform) })
    }
  }

  /// Adds a circular arc through `sweep` radians from `start`, joined to the current point.
  private mutating func addArc(
    center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
    transform: CGAffineTransform
  ) {
    guard PathMath.isFinite(center) else { return }
    let r = PathMath.nonNegative(radius)
    let arc = PathMath.arcCurves(center: center, rx: r, ry: r, start: start, sweep: sweep)
    var built: [Element] = []
    let first = transform == .identity ? arc.start : arc.start.applying(transform)
    if let current = currentPoint {
      if PathMath.distance(current, first) > 1e-9 { built.append(.line(to: arc.start)) }
    } else {
      built.append(.move(to: arc.start))
    }
    if sweep != 0 {
      for (end, control1, control2) in arc.curves {
        built.append(.curve(to: end, control1: control1, control2: control2))
      }
    }
    append(built, transform: transform)
  }

  /// The end point of a drawing element, if it has one.
  static func endPoint(_ element: Element) -> CGPoint? {
    switch element {
    case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
      return point
    case .closeSubpath:
      return nil
    }
  }
}

/// `value` modulo `modulus`, in [0, modulus).
private func positiveRemainder(_ value: Double, _ modulus: Double) -> Double {
  let remainder = value.truncatingRemainder(dividingBy: modulus)
  return remainder < 0 ? remainder + modulus : remainder
}
