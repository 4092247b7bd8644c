import Foundation

extension Path: CustomStringConvertible, LosslessStringConvertible {
  /// The path as text that `init?(_:)` reads back, in SwiftUI's notation: coordinates
  /// followed by an operator, `m` (move), `l` (line), `q` (quadratic curve: control, end), `c`
  /// (cubic curve: control 1, control 2, end) or `h` (close).
  ///
  /// `Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description` is
  /// `"0 0 m 2 0 l 2 1 l 0 1 l h"`.
  public var description: String {
    var words: [String] = []
    func add(_ points: CGPoint..., operator name: String) {
      for point in points {
        words.append(Self.format(point.x))
        words.append(Self.format(point.y))
      }
      words.append(name)
    }
    for element in elements {
      switch element {
      case .move(let point): add(point, operator: "m")
      case .line(let point): add(point, operator: "l")
      case .quadCurve(let point, let control): add(control, point, operator: "q")
      case .curve(let point, let control1, let control2):
        add(control1, control2, point, operator: "c")
      case .closeSubpath: words.append("h")
      }
    }
    return words.joined(separator: " ")
  }

  /// Reads a path from the text `description` writes (also accepting `x y width height re`
  /// for a rectangle); fails on an unknown operator or a wrong count of numbers.
  public init?(_ string: String) {
    self.init()
    var numbers: [CGFloat] = []
    func points(_ count: Int) -> [CGPoint]? {
      guard numbers.count == count * 2 else { return nil }
      defer { numbers.removeAll() }
      return stride(from: 0, to: numbers.count, by: 2).map {
        CGPoint(x: numbers[$0], y: numbers[$0 + 1])
      }
    }
    for word in string.split(whereSeparator: \.isWhitespace) {
      if let number = Double(word) {
        numbers.append(CGFloat(number))
        continue
      }
      switch word {
      case "m":
        guard let p = points(1) else { return nil }
        move(to: p[0])
      case "l":
        guard let p = points(1) else { return nil }
        addLine(to: p[0])
      case "q":
        guard let p = points(2) else { return nil }
        addQuadCurve(to: p[1], control: p[0])
      case "c":
        guard let p = points(3) else { return nil }
        addCurve(to: p[2], control1: p[0], control2: p[1])
      case "re":
        guard let p = points(2) else { return nil }
        addRect(CGRect(origin: p[0], size: CGSize(width: p[1].x, height: p[1].y)))
      case "h":
        guard numbers.isEmpty else { return nil }
        closeSubpath()
      default:
        return nil
      }
    }
    guard numbers.isEmpty else { return nil }
  }

  /// Whole numbers without a fraction, others in Swift's shortest exact form.
  private static func format(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int(value))
    }
    return String(describing: Double(value))
  }
}
