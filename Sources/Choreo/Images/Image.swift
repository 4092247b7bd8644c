// Mirrors: SwiftUI.Image
// Status: Partial (named images from ImageRegistry, a small built-in symbol set; no
//          rendering modes or interpolation)

/// A view that shows an image: a registered named image or a built-in symbol.
///
/// Images keep their natural size unless made `resizable()`, when they take the size they are
/// offered (use `aspectRatio`, `scaledToFit` or `scaledToFill` to keep proportions). Symbols
/// are sized by the environment's font and `imageScale`. Unknown names draw a labelled
/// placeholder and are reported once.
///
/// ```swift
/// Image(systemName: "heart.fill").foregroundStyle(.red)
/// ```
public struct Image: View, Equatable {
  enum Source: Equatable {
    case named(String)
    case symbol(String)
  }

  let source: Source
  /// How the image fills a frame larger or smaller than itself; `nil` until `resizable`.
  package private(set) var resizing: Resizing?

  /// Cap insets and a resizing mode, as `resizable(capInsets:resizingMode:)` recorded them
  /// for renderers.
  package struct Resizing: Hashable, Sendable {
    /// The edges, in points of the image, that keep their size; finite and not negative.
    package var capInsets: EdgeInsets
    /// How the rest of the image fills the frame.
    package var mode: ResizingMode
  }

  /// The image registered as `name` in `ImageRegistry.shared`.
  public init(_ name: String) {
    source = .named(name)
  }

  /// A built-in symbol, such as `"heart.fill"` or `"chevron.right"`.
  public init(systemName: String) {
    source = .symbol(systemName)
  }

  /// An image that takes the size it is offered, keeping `capInsets` (in points of the image)
  /// at their size and stretching or tiling the rest.
  ///
  /// An inset that is negative, NaN or infinite counts as 0; caps that do not fit the frame
  /// shrink together. Layout is the same for every inset and mode, as in SwiftUI.
  ///
  /// ```swift
  /// Image("panel").resizable(capInsets: EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
  /// Image("checker").resizable(resizingMode: .tile)
  /// ```
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    func clamped(_ inset: CGFloat) -> CGFloat { inset.isFinite ? max(0, inset) : 0 }
    var image = self
    image.resizing = Resizing(
      capInsets: EdgeInsets(
        top: clamped(capInsets.top), leading: clamped(capInsets.leading),
        bottom: clamped(capInsets.bottom), trailing: clamped(capInsets.trailing)),
      mode: resizingMode)
    return image
  }

  /// Never called: Choreo draws this view itself.
  public var body: Never { primitiveBody(of: Self.self) }

  /// The placeholder size for an unknown image.
  static let placeholderSize = CGSize(width: 24, height: 24)
}

extension Image: PrimitiveView, LeafLayout {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    if naturalSize(in: children.inputs.environment) == nil {
      // Once per name, naming the first view that asked for it.
      let text = "No image named \"\(name)\" (\(kind)); a labelled placeholder is drawn"
      let diagnostics = node.graph.diagnostics
      if !diagnostics.messages.contains(where: { $0.text == text }) {
        diagnostics.report(text, at: node)
      }
    }
  }

  var name: String {
    switch source {
    case .named(let name), .symbol(let name): name
    }
  }

  private var kind: String {
    switch source {
    case .named: "register it in ImageRegistry"
    case .symbol: "Choreo draws \(SymbolCatalog.names.joined(separator: ", "))"
    }
  }

  /// The image's own size, or `nil` if the name is unknown.
  func naturalSize(in environment: EnvironmentValues) -> CGSize? {
    switch source {
    case .named(let name):
      switch ImageRegistry.shared.entry(named: name) {
      case .png(_, let size)?: return size
      case .shape(let size, _)?: return size
      case nil: return nil
      }
    case .symbol(let name):
      guard SymbolCatalog.path(named: name, in: .zero) != nil else { return nil }
      // The size text in this font is drawn at (invalid sizes are clamped as for text), at
      // the environment's image scale.
      let font = (environment.font ?? .body).resolved().font
      let side = font.size * 1.2 * environment.imageScale.factor
      return CGSize(width: side, height: side)
    }
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize
  {
    let natural = naturalSize(in: environment) ?? Self.placeholderSize
    guard resizing != nil else { return natural }
    return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
  }
}

extension View {
  /// Constrains this view to `aspectRatio` (width / height; `nil` means the view's own
  /// ratio), fitting inside or filling the space it is offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(
      AspectRatioModifier(layout: AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode)))
  }

  /// Constrains this view to the aspect ratio of `size`.
  public func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> some View {
    aspectRatio(size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
  }

  /// Scales this view to fit the space it is offered, keeping its proportions.
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales this view to fill the space it is offered, keeping its proportions.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}

/// How content keeps its proportions in a space of another shape.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// Fit inside, leaving space over.
  case fit
  /// Fill, overflowing.
  case fill
}

struct AspectRatioModifier: ViewModifier, LayoutModifier {
  let layout: AspectRatioLayout
  func body(content: Content) -> Never { primitiveBody(of: Self.self) }
}

/// Proposes the content the largest (fit) or smallest (fill) size of the given ratio that
/// touches the proposal.
///
/// The ratio's shape (`ratio` × 1, or the content's ideal size) is scaled by the proposal
/// over it on each proposed axis: the smaller scale to fit, the larger to fill. An axis left
/// unproposed does not limit the scale, so a view fitted into a column as wide as it likes
/// tall (a grid's cell) is as wide as the column, and one filled into it is proposed an
/// unlimited size. A proposal with neither axis passes through unchanged.
struct AspectRatioLayout: Layout {
  let ratio: CGFloat?
  let contentMode: ContentMode

  private func target(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
    guard let content = subviews.first, proposal != .unspecified else { return proposal }
    var shape: CGSize
    if let ratio {
      // A NaN or infinite ratio counts as 1; a ratio of zero or less constrains nothing.
      let ratio = ratio.finite(or: 1)
      guard ratio > 0 else { return proposal }
      shape = CGSize(width: ratio, height: 1)
    } else {
      shape = content.sizeThatFits(.unspecified)
    }
    if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
    let scales = (
      Self.scale(shape.width, to: proposal.width), Self.scale(shape.height, to: proposal.height)
    )
    let scale = contentMode == .fit ? min(scales.0, scales.1) : max(scales.0, scales.1)
    return ProposedViewSize(
      width: Self.scaled(shape.width, by: scale), height: Self.scaled(shape.height, by: scale))
  }

  /// What scales `length` to `target`: unlimited for an axis not proposed.
  private static func scale(_ length: CGFloat, to target: CGFloat?) -> CGFloat {
    guard let target, length != 0 || target != 0 else { return .infinity }
    return target / length
  }

  /// `length` scaled by `scale`, with an empty length staying empty at an unlimited scale.
  private static func scaled(_ length: CGFloat, by scale: CGFloat) -> CGFloat {
    length == 0 ? 0 : length * scale
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(target(proposal, subviews)) ?? .zero
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let content = subviews.first else { return }
    place(content, in: bounds, proposal: target(proposal, subviews), alignment: .center)
  }

  nonisolated var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
