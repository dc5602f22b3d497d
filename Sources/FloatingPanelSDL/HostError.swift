/// Why a host call failed: a code (the C API's `fp_status`, negated) and a one-line message that
/// names what is wrong and what to do.
///
/// ```swift
/// do {
///   try host.move("search", to: "ful", animated: true)
/// } catch {
///   print(error)   // the search panel has no state 'ful' (it has full, half, tip, hidden)
/// }
/// ```
public struct HostError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What kind of failure it is; the raw values are the C API's error codes (`FP_ERROR_…`).
  public enum Code: Int32, Sendable {
    /// A required pointer or string was null (C API).
    case nullArgument = 1
    /// The config is not valid JSON or not a valid config.
    case badConfig = 2
    /// No panel has that name.
    case unknownPanel = 3
    /// The panel has no such state.
    case unknownState = 4
    /// The host handle was destroyed (C API).
    case destroyedHost = 5
    /// The host handle was never made by `fp_host_create` (C API).
    case invalidHost = 6
    /// SDL or the fonts failed (no renderer output, no font installed).
    case drawing = 7
    /// A replay script cannot be read or run.
    case badScript = 8
    /// A buffer the caller gave is too small (C API).
    case bufferTooSmall = 9
    /// The window or renderer cannot hold the panels (too small, or no size).
    case badSize = 10
    /// A host was used from another thread than the one that made it (C API).
    case wrongThread = 11
    /// A number out of range (a list's height that is negative, NaN or too long).
    case badValue = 12
    /// The panel tracks no list (``FloatingPanelHost/trackList(of:contentHeight:)`` gives it one).
    case noList = 13
  }

  /// The kind.
  public var code: Code
  /// One line: what is wrong and what to do.
  public var message: String

  /// An error of `code` saying `message` (kept to one line).
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  /// The message.
  public var description: String { message }
}
