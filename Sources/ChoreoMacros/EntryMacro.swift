// Mirrors: SwiftUI.Entry() (its expansion)
// Status: Partial (EnvironmentValues and Transaction entries only)

import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Expands `@Entry var name: T = value` into an entry of `EnvironmentValues` or `Transaction`.
///
/// The property becomes computed over `self[__Key_name.self]`, and a private peer key type
/// supplies the default, evaluating `value` on every read of an unwritten entry, as SwiftUI's
/// expansion does:
///
/// ```swift
/// var name: T {
///   get { self[__Key_name.self] }
///   set { self[__Key_name.self] = newValue }
/// }
/// private struct __Key_name: ChoreoAnimation.EnvironmentKey, ChoreoAnimation.TransactionKey {
///   typealias Value = T
///   static var defaultValue: Value { value }
/// }
/// ```
///
/// The key conforms to both key protocols, so the same expansion serves an extension of either
/// type. An optional type without an initializer defaults to `nil`. Without a type annotation,
/// the key declares `@__EntryDefaultValue static var defaultValue = value`, so that the compiler
/// infers the type from `value` and `EntryDefaultValueMacro` still makes it a computed property.
package struct EntryMacro: AccessorMacro, PeerMacro {
  package static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    // The peer expansion reports what is wrong; reporting it here as well would say it twice.
    guard let entry = try? EntryDeclaration(declaration, attribute: node) else { return [] }
    return [
      "get { self[\(entry.keyName).self] }",
      "set { self[\(entry.keyName).self] = newValue }",
    ]
  }

  package static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try EntryDeclaration(declaration, attribute: node)
    let members: MemberBlockItemListSyntax
    if let type = entry.type {
      members = """
        typealias Value = \(type)
        static var defaultValue: Value { \(entry.defaultValue) }
        """
    } else {
      members = "@__EntryDefaultValue static var defaultValue = \(entry.defaultValue)"
    }
    // The protocols are module-qualified so that they resolve in a file that imports only
    // Choreo (which re-exports ChoreoAnimation), whatever else that file declares.
    return [
      """
      private struct \(entry.keyName): ChoreoAnimation.EnvironmentKey, \
      ChoreoAnimation.TransactionKey {
        \(members)
      }
      """
    ]
  }
}

// MARK: - Reading the declaration

/// The parts of a valid `@Entry` property that the expansion uses.
private struct EntryDeclaration {
  /// The peer key type's name: `__Key_` followed by the property's name without backticks.
  let keyName: TokenSyntax

  /// The property's declared type, or `nil` where the initializer implies it.
  let type: TypeSyntax?

  /// The initializer's expression, or the literal `nil` for an optional type without one.
  let defaultValue: ExprSyntax

  /// Reads `declaration`, or throws the diagnostic that says why `@Entry` cannot expand it.
  init(
    _ declaration: some DeclSyntaxProtocol,
    attribute: AttributeSyntax
  ) throws(DiagnosticsError) {
    guard let variable = declaration.as(VariableDeclSyntax.self) else {
      throw EntryDiagnostic.notAProperty.error(at: attribute)
    }
    let specifier = variable.bindingSpecifier
    if specifier.tokenKind != .keyword(.var) {
      let varKeyword = specifier.with(\.tokenKind, .keyword(.var))
      let fix = FixIt(
        message: EntryFixIt.replaceWithVar,
        changes: [.replace(oldNode: Syntax(specifier), newNode: Syntax(varKeyword))]
      )
      throw EntryDiagnostic.notVar.error(at: specifier, fixIts: [fix])
    }
    if let modifier = variable.modifiers.first(where: \.isTypeLevel) {
      throw EntryDiagnostic.typeLevel.error(at: modifier)
    }
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
    else {
      throw EntryDiagnostic.notSingleName.error(at: variable.bindings)
    }
    if let accessors = binding.accessorBlock {
      throw EntryDiagnostic.hasAccessors.error(at: accessors)
    }
    let type = binding.typeAnnotation?.type
    if let initializer = binding.initializer {
      defaultValue = initializer.value.trimmed
    } else if let type, type.isOptional {
      defaultValue = ExprSyntax(NilLiteralExprSyntax())
    } else if type != nil {
      throw EntryDiagnostic.missingDefault.error(at: binding)
    } else {
      throw EntryDiagnostic.missingTypeAndDefault.error(at: pattern)
    }
    let name = pattern.identifier.identifier?.name ?? pattern.identifier.text
    self.keyName = .identifier("__Key_" + name)
    self.type = type?.trimmed
  }
}

extension DeclModifierSyntax {
  /// Whether the modifier makes a property belong to the type rather than to its values.
  fileprivate var isTypeLevel: Bool {
    switch name.tokenKind {
    case .keyword(.static), .keyword(.class): true
    default: false
    }
  }
}

extension TypeSyntax {
  /// Whether the type is spelled as an optional: `T?`, `T!`, `Optional<T>` or `Swift.Optional<T>`.
  ///
  /// A type alias of an optional is not recognized; such a property needs an initializer.
  fileprivate var isOptional: Bool {
    if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.baseType.trimmedDescription == "Swift" && member.name.text == "Optional"
        && member.genericArgumentClause != nil
    }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.firstName == nil
    {
      return only.type.isOptional
    }
    return false
  }
}

// MARK: - Diagnostics

/// What `@Entry` reports about a declaration it cannot expand.
private enum EntryDiagnostic: String, DiagnosticMessage {
  case notAProperty
  case notVar
  case typeLevel
  case notSingleName
  case hasAccessors
  case missingDefault
  case missingTypeAndDefault

  var message: String {
    switch self {
    case .notAProperty:
      "'@Entry' can only be attached to a property declared with 'var'"
    case .notVar:
      "'@Entry' requires 'var': an entry can be written as well as read"
    case .typeLevel:
      "'@Entry' cannot be attached to a static property; an entry belongs to each value"
    case .notSingleName:
      "'@Entry' can only be attached to a single property with a plain name"
    case .hasAccessors:
      "'@Entry' property cannot declare accessors; '@Entry' provides its getter and setter"
    case .missingDefault:
      "'@Entry' requires a default value for a non-optional type; add an initializer, as in "
        + "'@Entry var name: Int = 0', or make the type optional"
    case .missingTypeAndDefault:
      "'@Entry' requires a default value, as in '@Entry var name = 0', or an optional type, as "
        + "in '@Entry var name: Int?'"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "ChoreoMacros", id: "Entry.\(rawValue)") }

  var severity: DiagnosticSeverity { .error }

  /// The error that reports this diagnostic at `node`.
  func error(at node: some SyntaxProtocol, fixIts: [FixIt] = []) -> DiagnosticsError {
    DiagnosticsError(diagnostics: [Diagnostic(node: node, message: self, fixIts: fixIts)])
  }
}

/// The changes `@Entry`'s diagnostics offer.
private enum EntryFixIt: String, FixItMessage {
  case replaceWithVar

  var message: String {
    switch self {
    case .replaceWithVar: "Replace with 'var'"
    }
  }

  var fixItID: MessageID { MessageID(domain: "ChoreoMacros", id: "Entry.\(rawValue)") }
}
