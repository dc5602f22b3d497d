import ArgumentParser
import Foundation

/// `playground import-swift` in a build without it: `make run` builds the window without
/// import-swift (its parser, swift-syntax, takes minutes to compile on two cores; Package.swift's
/// `ImportSwift` trait). On first use this builds a binary that has it — `swift build -c release
/// --product playground` of the package this binary was built from, into its
/// `.build-import-swift` — saying so on standard error, then runs that binary's `import-swift`
/// with the same arguments; later uses run it at once. An installed binary runs
/// `playground-import-swift` beside it (`make install` puts it there).
struct ImportSwiftLauncher: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import-swift",
    abstract: "Write a config from an iOS app's FloatingPanelLayout, FloatingPanelBehavior and SurfaceAppearance code.",
    discussion: """
      This build of the playground leaves import-swift out (`make run` builds the window without \
      swift-syntax). The first use builds a binary that has it, once, into .build-import-swift \
      of the package (a few minutes), and runs it; `playground import-swift --help` there shows \
      every option.
      """
  )

  /// The arguments of `import-swift`, passed on as they are.
  @Argument(parsing: .captureForPassthrough, help: "The arguments of import-swift (files, --out, --behavior, --layout).")
  var arguments: [String] = []

  init() {}

  /// What running `import-swift` takes from here.
  enum Plan: Equatable {
    /// Run this binary, which has import-swift: `BINARY import-swift ARGS`.
    case run(binary: String)
    /// Build the package at `package` into `scratch` first, then run `binary`.
    case build(package: String, scratch: String, binary: String)
    /// Neither is possible: the one-line reason.
    case unavailable(String)
  }

  /// The package directory this file was compiled in.
  static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardized.path

  /// Where the binary with import-swift is, or how to make it: `playground-import-swift` beside
  /// `executable` (an installation), else the package's `.build-import-swift` build (made first
  /// when missing and the package is still there).
  static func plan(executable: String, package: String, isExecutable: (String) -> Bool, exists: (String) -> Bool) -> Plan {
    let sibling = URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("playground-import-swift").path
    if isExecutable(sibling) { return .run(binary: sibling) }
    let scratch = package + "/.build-import-swift"
    let built = scratch + "/release/playground"
    if isExecutable(built) { return .run(binary: built) }
    if exists(package + "/Package.swift") { return .build(package: package, scratch: scratch, binary: built) }
    return .unavailable(
      "this binary was built without import-swift, and neither \(sibling) nor the package it was built from (\(package)) is there; "
        + "install it beside this binary with `make install-import-swift PREFIX=…` in the package")
  }

  /// The build command of `.build(…)`.
  static func buildArguments(package: String, scratch: String) -> [String] {
    ["build", "-c", "release", "--product", "playground", "--package-path", package, "--scratch-path", scratch]
  }

  func run() throws {
    let fm = FileManager.default
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    var plan = Self.plan(
      executable: executable, package: Self.packageDirectory, isExecutable: { fm.isExecutableFile(atPath: $0) },
      exists: { fm.fileExists(atPath: $0) })
    if case .build(let package, let scratch, let binary) = plan {
      Self.say(
        "playground import-swift: this build leaves import-swift out (swift-syntax takes minutes to compile); "
          + "building it once into \(scratch) with `swift build -c release --product playground` …")
      let started = Date()
      let status = try Self.launch("/usr/bin/env", ["swift"] + Self.buildArguments(package: package, scratch: scratch), outputToStandardError: true)
      guard status == 0 else {
        Self.say("playground import-swift: the build of import-swift failed (status \(status)); see the lines above")
        throw ExitCode(ExitStatus.failure)
      }
      Self.say("playground import-swift: built in \(Int(Date().timeIntervalSince(started).rounded())) s; later runs start at once")
      plan = .run(binary: binary)
    }
    switch plan {
    case .run(let binary):
      throw ExitCode(try Self.launch(binary, ["import-swift"] + arguments, outputToStandardError: false))
    case .unavailable(let reason):
      Self.say("playground import-swift: \(reason)")
      throw ExitCode(ExitStatus.failure)
    case .build:
      throw ExitCode(ExitStatus.failure)
    }
  }

  /// One line on standard error.
  static func say(_ line: String) {
    StandardError.write(line + "\n")
  }

  /// Runs `path` with `arguments` on this process's standard input and error (its standard output
  /// too, or on standard error with `outputToStandardError`) and returns its exit status.
  static func launch(_ path: String, _ arguments: [String], outputToStandardError: Bool) throws -> Int32 {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = arguments
    if outputToStandardError { p.standardOutput = FileHandle.standardError }
    try p.run()
    p.waitUntilExit()
    return p.terminationStatus
  }
}
