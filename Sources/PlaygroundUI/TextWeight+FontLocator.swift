import PlaygroundCore
import PlaygroundTuning
import SDLKit

extension TextWeight {
  /// The font locator's weight for this weight.
  var fontWeight: FontLocator.Weight {
    switch self {
    case .regular: return .regular
    case .semibold: return .semibold
    case .bold: return .bold
    }
  }
}
