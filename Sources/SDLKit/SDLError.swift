import CSDL2

/// An error reported by SDL, SDL2_ttf or SDL2_image, carrying the library's own text.
///
/// ```swift
/// do { _ = try Renderer.headless(width: 0, height: 0) }
/// catch let error as SDLError { print(error) }  // "SDL_CreateRGBSurfaceWithFormat failed: …"
/// ```
public struct SDLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The call that failed, e.g. `"SDL_CreateRenderer"`.
  public var operation: String
  /// The text of `SDL_GetError()` (SDL2_ttf and SDL2_image report through it too) at the time
  /// of the failure, or a message from SDLKit itself for checks it makes.
  public var message: String

  /// Creates an error for `operation` with an explicit message.
  public init(operation: String, message: String) {
    self.operation = operation
    self.message = message
  }

  /// Creates an error for `operation` from the current `SDL_GetError()` text, then clears it.
  public static func last(_ operation: String) -> SDLError {
    let text = SDL_GetError().map { String(cString: $0) } ?? ""
    SDL_ClearError()
    return SDLError(operation: operation, message: text.isEmpty ? "no error text from SDL" : text)
  }

  /// `"<operation> failed: <message>"`.
  public var description: String { "\(operation) failed: \(message)" }
}
