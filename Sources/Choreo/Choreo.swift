// The Choreo module: SwiftUI's view layer, headless. `import Choreo` in place of
// `import SwiftUI` brings the animation maths and Foundation's geometry types along, as SwiftUI
// brings its own.

@_exported import ChoreoAnimation
@_exported import Foundation
