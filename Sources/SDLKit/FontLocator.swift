import Foundation

/// Finds a UI font installed by a Debian package, at run time.
///
/// It tries Inter (`fonts-inter`, the closest to SF Pro) first, then DejaVu Sans
/// (`fonts-dejavu-core`). Nothing is bundled in the repository.
///
/// ```swift
/// let path = try FontLocator().locate(weight: .regular)
/// ```
public struct FontLocator: Sendable {
  /// A font weight to look for.
  public enum Weight: Hashable, Sendable {
    /// Regular text.
    case regular
    /// Titles.
    case semibold
    /// Strong emphasis.
    case bold
  }

  /// The full paths to try for a weight, best first.
  public var candidates: @Sendable (Weight) -> [String]
  /// Tells whether a file exists; replaceable in tests.
  public var fileExists: @Sendable (String) -> Bool

  /// Creates a locator; by default over the files Debian's `fonts-inter` and
  /// `fonts-dejavu-core` install.
  public init(
    candidates: @escaping @Sendable (Weight) -> [String] = FontLocator.debianCandidates,
    fileExists: @escaping @Sendable (String) -> Bool = FontLocator.isUsableFont
  ) {
    self.candidates = candidates
    self.fileExists = fileExists
  }

  /// Where `fonts-inter` (Inter, OpenType) and then `fonts-dejavu-core` (DejaVu Sans) put the
  /// font for `weight` on Debian.
  @Sendable public static func debianCandidates(for weight: Weight) -> [String] {
    let inter = "/usr/share/fonts/opentype/inter/", dejavu = "/usr/share/fonts/truetype/dejavu/"
    switch weight {
    case .regular: return [inter + "Inter-Regular.otf", dejavu + "DejaVuSans.ttf"]
    case .semibold: return [inter + "Inter-SemiBold.otf", dejavu + "DejaVuSans-Bold.ttf", dejavu + "DejaVuSans.ttf"]
    case .bold: return [inter + "Inter-Bold.otf", dejavu + "DejaVuSans-Bold.ttf", dejavu + "DejaVuSans.ttf"]
    }
  }

  /// The path of the best installed font for `weight`.
  ///
  /// - Throws: `FontNotFoundError` naming the packages to install when no candidate exists.
  public func locate(weight: Weight = .regular) throws -> String {
    let paths = candidates(weight)
    if let found = paths.first(where: fileExists) { return found }
    throw FontNotFoundError(searchedPaths: paths)
  }

  /// Whether `path` names a readable regular file.
  @Sendable public static func isReadableFile(_ path: String) -> Bool {
    guard let file = fopen(path, "rb") else { return false }
    fclose(file)
    return true
  }
}
