// Mirrors: SwiftUI.Bindable
// Status: Complete

/// Bindings to the mutable properties of an `@Observable` object.
///
/// ```swift
/// struct Editor: View {
///   @Bindable var settings: Settings
///   var body: some View { Toggle("Sound", isOn: $settings.isSoundOn) }
/// }
/// ```
///
/// The bindings hold the object strongly. A write through one is a write to the object, which
/// Observation reports to the views that read the property.
@propertyWrapper @dynamicMemberLookup @MainActor @preconcurrency
public struct Bindable<Value>: DynamicProperty {
  /// The object.
  public var wrappedValue: Value

  /// This wrapper, whose members are bindings to the object's properties.
  public var projectedValue: Bindable<Value> { self }

  /// Makes bindings to the properties of `wrappedValue`.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Makes bindings to the properties of `wrappedValue` (as a local
  /// `@Bindable var model = model` does in a body).
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// A wrapper for the same object as `projectedValue`.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to one of the object's properties.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { (newValue: Subject) in object[keyPath: keyPath] = newValue })
  }
}
