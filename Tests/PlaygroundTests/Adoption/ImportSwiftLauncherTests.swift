import Foundation
import Testing

@testable import playground

/// Issue 32: `make run` builds the window without import-swift; its command then finds or builds
/// a binary that has it (ImportSwiftLauncher). The plan, for each place that binary can be.
@Suite struct ImportSwiftLauncherTests {
  typealias Plan = ImportSwiftLauncher.Plan

  static func plan(executables: Set<String>, files: Set<String>) -> Plan {
    ImportSwiftLauncher.plan(
      executable: "/opt/bin/playground", package: "/src/fp", isExecutable: { executables.contains($0) }, exists: { files.contains($0) })
  }

  @Test("an installation's playground-import-swift first, then the package's build, then build it, else one line")
  func plans() {
    #expect(Self.plan(executables: ["/opt/bin/playground-import-swift", "/src/fp/.build-import-swift/release/playground"], files: ["/src/fp/Package.swift"])
      == .run(binary: "/opt/bin/playground-import-swift"))
    #expect(Self.plan(executables: ["/src/fp/.build-import-swift/release/playground"], files: ["/src/fp/Package.swift"])
      == .run(binary: "/src/fp/.build-import-swift/release/playground"))
    #expect(Self.plan(executables: [], files: ["/src/fp/Package.swift"])
      == .build(package: "/src/fp", scratch: "/src/fp/.build-import-swift", binary: "/src/fp/.build-import-swift/release/playground"))
    guard case .unavailable(let reason) = Self.plan(executables: [], files: []) else {
      Issue.record("no binary and no package must be unavailable")
      return
    }
    #expect(reason.contains("/opt/bin/playground-import-swift") && reason.contains("/src/fp") && !reason.contains("\n"))
  }

  @Test("the build is the release product with the default traits, in its own scratch path; the package is this one")
  func buildCommand() {
    #expect(ImportSwiftLauncher.buildArguments(package: "/src/fp", scratch: "/src/fp/.build-import-swift")
      == ["build", "-c", "release", "--product", "playground", "--package-path", "/src/fp", "--scratch-path", "/src/fp/.build-import-swift"])
    #expect(FileManager.default.fileExists(atPath: ImportSwiftLauncher.packageDirectory + "/Package.swift"), "\(ImportSwiftLauncher.packageDirectory)")
  }
}
