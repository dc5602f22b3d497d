/// No usable font file was found at run time.
///
/// The description names the Debian packages that provide the fonts SDLKit looks for.
public struct FontNotFoundError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every path that was tried, in order.
  public var searchedPaths: [String]

  /// Creates the error.
  public init(searchedPaths: [String]) {
    self.searchedPaths = searchedPaths
  }

  /// Names the packages to install and the paths that were tried.
  public var description: String {
    "no font found: install the Debian package `fonts-inter` (or, as a fallback, `fonts-dejavu-core`), "
      + "e.g. `apt-get install fonts-inter`. Looked for: " + searchedPaths.joined(separator: ", ")
  }
}
