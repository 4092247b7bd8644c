// Mirrors: SwiftUI.__EntryDefaultValue() (its expansion)
// Status: Complete

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Turns `static var defaultValue = value` into a property computed by `get { value }`.
///
/// `EntryMacro` attaches it to the `defaultValue` of a key whose entry has no type annotation.
/// The compiler infers the property's type from the initializer, which the getter then replaces,
/// so `value` is evaluated on every read, as it is for an entry with a written type.
package struct EntryDefaultValueMacro: AccessorMacro {
  package static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil, let initializer = binding.initializer
    else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(node: node, message: EntryDefaultValueDiagnostic.notAnInitializedProperty)
      ])
    }
    return ["get { \(initializer.value.trimmed) }"]
  }
}

// MARK: - Diagnostics

/// What `@__EntryDefaultValue` reports about a declaration it cannot expand.
private enum EntryDefaultValueDiagnostic: String, DiagnosticMessage {
  case notAnInitializedProperty

  var message: String {
    switch self {
    case .notAnInitializedProperty:
      "'@__EntryDefaultValue' belongs to the expansion of '@Entry'; it requires a single "
        + "property with an initializer"
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "ChoreoMacros", id: "EntryDefaultValue.\(rawValue)")
  }

  var severity: DiagnosticSeverity { .error }
}
