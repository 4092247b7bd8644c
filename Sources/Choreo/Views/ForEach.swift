// Mirrors: SwiftUI.ForEach
// Status: Partial (views only)

/// A view for each element of a collection, each identified by its element's id.
///
/// Elements keep their view (and its state) as long as their id stays in the data, wherever it
/// moves; new ids insert views and missing ids remove them. Duplicate ids are reported once and
/// told apart by their order, so nothing crashes.
///
/// ```swift
/// ForEach(items) { item in Text(item.title) }
/// ForEach(0..<3) { index in Text("\(index)") }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection the views are made from.
  public var data: Data
  /// Makes the view of one element.
  public var content: (Data.Element) -> Content
  let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  /// Never called: Choreo draws this view itself.
  public var body: Never { primitiveBody(of: Self.self) }

  /// A view for each element of `data`, identified by the element's `id` key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.identify = { $0[keyPath: id] }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// A view for each element of `data`, identified by `Identifiable.id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  /// A view for each integer in a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.identify = { $0 }
  }
}

extension ForEach: PrimitiveView where Content: View {
  func makeChildren(_ children: inout ChildList, node: ViewNode) {
    var seen = Set<ID>(minimumCapacity: data.count)
    var occurrences: [ID: Int] = [:]
    for element in data {
      let id = identify(element)
      var occurrence = 0
      if !seen.insert(id).inserted {
        occurrence = (occurrences[id] ?? 0) + 1
        occurrences[id] = occurrence
        node.graph.diagnostics.report(
          "ForEach: the ID \(id) occurs multiple times within the collection; "
            + "views after the first are told apart by their order", at: node)
      }
      children.append(content(element), key: .element(AnyHashable(id), occurrence: occurrence))
    }
  }
}
