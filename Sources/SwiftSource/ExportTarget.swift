/// What `playground export-swift --target` writes code for.
package enum ExportTarget: String, CaseIterable, Sendable {
  /// This package's engine module (`import FloatingPanel` of this repository): the default.
  case engine
  /// Upstream FloatingPanel 3.x (scenee/FloatingPanel) in a UIKit app.
  case uikit
  /// Upstream FloatingPanel 3.x's SwiftUI modifiers.
  case swiftui
}

extension ExportTarget {
  /// The target's name in the window's messages: `engine`, `UIKit`, `SwiftUI`.
  package var title: String {
    switch self {
    case .engine: return "engine"
    case .uikit: return "UIKit"
    case .swiftui: return "SwiftUI"
    }
  }
}
