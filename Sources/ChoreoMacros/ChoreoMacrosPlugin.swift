// The compiler plug-in that serves Choreo's macros to the targets that declare them.

import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The entry point the compiler loads; it lists every macro this module implements.
@main
struct ChoreoMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    EntryMacro.self,
    EntryDefaultValueMacro.self,
  ]
}
