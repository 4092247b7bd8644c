// Mirrors: SwiftUI.Alignment, HorizontalAlignment, VerticalAlignment, AlignmentID
// Status: Complete

/// A type whose values are alignment guides: a position along one axis of a view, computed
/// from its dimensions.
///
/// ```swift
/// private enum MidAccent: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height * 0.4 }
/// }
/// extension VerticalAlignment {
///   static let midAccent = VerticalAlignment(MidAccent.self)
/// }
/// ```
public protocol AlignmentID {
  /// The guide's position in a view with `context`'s dimensions, when the view sets none.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Sendable {
  let id: ObjectIdentifier
  /// The guide's type.
  ///
  /// An alignment ID has no state, only a static function: its type is safe to share. Kept
  /// as the type, not a closure over it: copying a closure retains its context, and layouts
  /// copy alignments for every subview they align.
  nonisolated(unsafe) private let type: any AlignmentID.Type

  /// An alignment from a custom guide.
  public init(_ id: AlignmentID.Type) {
    self.id = ObjectIdentifier(id)
    type = id
  }

  /// The guide's position in a view of `dimensions` that sets none.
  func defaultValue(_ dimensions: ViewDimensions) -> CGFloat {
    type.defaultValue(in: dimensions)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// The leading edge (x = 0).
  public static let leading = HorizontalAlignment(Leading.self)
  /// The centre (x = width / 2).
  public static let center = HorizontalAlignment(HorizontalCenter.self)
  /// The trailing edge (x = width).
  public static let trailing = HorizontalAlignment(Trailing.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Sendable {
  let id: ObjectIdentifier
  /// The guide's type.
  ///
  /// An alignment ID has no state, only a static function: its type is safe to share. Kept
  /// as the type, not a closure over it: copying a closure retains its context, and layouts
  /// copy alignments for every subview they align.
  nonisolated(unsafe) private let type: any AlignmentID.Type

  /// An alignment from a custom guide.
  public init(_ id: AlignmentID.Type) {
    self.id = ObjectIdentifier(id)
    type = id
  }

  /// The guide's position in a view of `dimensions` that sets none.
  func defaultValue(_ dimensions: ViewDimensions) -> CGFloat {
    type.defaultValue(in: dimensions)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// The top edge (y = 0).
  public static let top = VerticalAlignment(Top.self)
  /// The centre (y = height / 2).
  public static let center = VerticalAlignment(VerticalCenter.self)
  /// The bottom edge (y = height).
  public static let bottom = VerticalAlignment(Bottom.self)
  /// The first text baseline; for views without text, the bottom.
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
  /// The last text baseline; for views without text, the bottom.
  public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A pair of horizontal and vertical alignments.
public struct Alignment: Equatable, Sendable {
  /// The horizontal part.
  public var horizontal: HorizontalAlignment
  /// The vertical part.
  public var vertical: VerticalAlignment

  /// Combines two alignments.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centre, centre.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Leading, centre.
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  /// Trailing, centre.
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  /// Centre, top.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Centre, bottom.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Leading, top.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// Trailing, top.
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// Leading, bottom.
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  /// Trailing, bottom.
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

// MARK: - Built-in guides

private enum Leading: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum HorizontalCenter: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

private enum Trailing: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

private enum Top: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

private enum VerticalCenter: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

private enum Bottom: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

private enum FirstTextBaseline: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

private enum LastTextBaseline: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

// MARK: - Guides only alignmentGuide sets

extension HorizontalAlignment {
  /// Where the leading, centre or trailing guide lies, as a fraction of the width; `nil` for
  /// other guides.
  ///
  /// A view's value for these is this default unless an `alignmentGuide` sets it.
  var edgeFraction: CGFloat? {
    switch id {
    case ObjectIdentifier(Leading.self): 0
    case ObjectIdentifier(HorizontalCenter.self): 0.5
    case ObjectIdentifier(Trailing.self): 1
    default: nil
    }
  }
}

extension HorizontalAlignment {
  /// The key of this guide's explicit values.
  var key: GuideKey { GuideKey(id: id, isVertical: false) }
}

extension VerticalAlignment {
  /// The key of this guide's explicit values.
  var key: GuideKey { GuideKey(id: id, isVertical: true) }
}

extension VerticalAlignment {
  /// Where the top, centre or bottom guide lies, as a fraction of the height; `nil` for other
  /// guides.
  ///
  /// A view's value for these is this default unless an `alignmentGuide` sets it (text sets
  /// its baselines, not these).
  var edgeFraction: CGFloat? {
    switch id {
    case ObjectIdentifier(Top.self): 0
    case ObjectIdentifier(VerticalCenter.self): 0.5
    case ObjectIdentifier(Bottom.self): 1
    default: nil
    }
  }
}
