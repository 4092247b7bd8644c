import ChoreoMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The macros under test, by the names user code attaches them with.
let choreoMacros: [String: MacroSpec] = [
  "Entry": MacroSpec(type: EntryMacro.self),
  "__EntryDefaultValue": MacroSpec(type: EntryDefaultValueMacro.self),
]

/// Expands `source` and records an issue at the caller unless the result is `expandedSource`
/// with exactly `diagnostics` (and, if given, `fixedSource` after applying every Fix-It).
///
/// swift-syntax's XCTest-free assertion, with its failures bridged to Swift Testing.
func assertExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  fixedSource: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertMacroExpansion(
    source,
    expandedSource: expandedSource,
    diagnostics: diagnostics,
    macroSpecs: choreoMacros,
    fixedSource: fixedSource,
    indentationWidth: .spaces(2),
    failureHandler: { failure in
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: SourceLocation(
          fileID: failure.location.fileID,
          filePath: failure.location.filePath,
          line: failure.location.line,
          column: failure.location.column
        )
      )
    },
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
