// The Choreo module: SwiftUI's view layer, headless. `import Choreo` in place of
// `import SwiftUI` brings the animation maths, Foundation's geometry types and Observation's
// `@Observable` along, as SwiftUI brings its own.

@_exported import ChoreoAnimation
@_exported import Foundation
@_exported import Observation
