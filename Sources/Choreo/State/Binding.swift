// Mirrors: SwiftUI.Binding
// Status: Complete

/// Read and write access to a value owned elsewhere, such as a parent's `@State`.
///
/// ```swift
/// Toggle("Visible", isOn: $visible.animation(.smooth))
/// ```
@propertyWrapper @dynamicMemberLookup @MainActor @preconcurrency
public struct Binding<Value>: DynamicProperty {
  /// The transaction writes through this binding are made in (merged onto the current one).
  public var transaction: Transaction

  private let get: () -> Value
  private let set: (Value, Transaction) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.transaction = Transaction()
    self.get = get
    self.set = { value, _ in set(value) }
  }

  /// Creates a binding from a getter and a setter that receives the write's transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.transaction = Transaction()
    self.get = get
    self.set = set
  }

  /// Creates a binding to the same value as `projectedValue`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { (_: Value) in })
  }

  /// The value; writing it writes through, inside this binding's transaction.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set {
      var merged = Transaction.current ?? Transaction()
      merged.merge(transaction)
      Transaction.withCurrent(merged) { set(newValue, merged) }
    }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    var binding = Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue, _ in self.wrappedValue[keyPath: keyPath] = newValue })
    binding.transaction = transaction
    return binding
  }

  /// A binding whose writes animate with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var binding = self
    binding.transaction.animation = animation
    return binding
  }

  /// A binding whose writes carry `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }

  init<Source: BindingSource>(box: Source) where Source.Value == Value {
    self.transaction = Transaction()
    self.get = { box.read() }
    self.set = { value, transaction in box.write(value, transaction: transaction) }
  }
}

extension Binding {
  /// A binding to an optional made from a binding to a value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue },
      set: { newValue, _ in if let newValue { base.wrappedValue = newValue } })
    transaction = base.transaction
  }

  /// Unwraps a binding to an optional that is not `nil`, or returns `nil`.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    self.init(
      get: { base.wrappedValue ?? value },
      set: { newValue, _ in base.wrappedValue = newValue })
    transaction = base.transaction
  }
}

/// Storage a binding can read and write.
@MainActor
protocol BindingSource: AnyObject {
  associatedtype Value
  func read() -> Value
  func write(_ value: Value, transaction: Transaction)
}
