import Foundation
import Testing

/// What the host tests share: the package's paths, the built library and playground, running a
/// program, and compiling the C programs (the example, the checks in C/) against the library.
enum HostFixtures {
  /// The package's directory.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path

  /// The build directory this test bundle was built into (the playground and libfloatingpanel.so are there).
  static let buildDirectory: String = {
    let bundle = Bundle.main.bundleURL
    for dir in [bundle, bundle.deletingLastPathComponent()] where FileManager.default.fileExists(atPath: dir.appendingPathComponent("playground").path) {
      return dir.path
    }
    return bundle.deletingLastPathComponent().path
  }()

  /// The playground executable.
  static var playground: String { buildDirectory + "/playground" }

  /// Whether the tests run under a sanitizer (`make sanitize`): the library is instrumented then.
  static var underSanitizer: Bool {
    let env = ProcessInfo.processInfo.environment
    return env["ASAN_OPTIONS"] != nil || env["TSAN_OPTIONS"] != nil
  }

  /// A new empty directory under the system's temporary directory.
  static func temporaryDirectory(_ name: String) throws -> String {
    let dir = NSTemporaryDirectory() + "host-\(name)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// Runs `executable` with `arguments`; its status, standard output and standard error.
  static func run(_ executable: String, _ arguments: [String], environment changes: [String: String] = [:]) throws -> (status: Int32, out: String, err: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: executable)
    p.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (k, v) in changes { env[k] = v }
    p.environment = env
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    // Read both while it runs (a full pipe would block it).
    nonisolated(unsafe) var errData = Data()
    let errRead = DispatchSemaphore(value: 0)
    let reader = Thread {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      errRead.signal()
    }
    reader.start()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    errRead.wait()  // the reader ends at the pipe's end of file: no polling
    return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: errData, as: UTF8.self))
  }

  /// `pkg-config` flags of SDL's packages.
  static func sdlFlags() throws -> [String] {
    let r = try run("/usr/bin/pkg-config", ["--cflags", "--libs", "sdl2", "SDL2_image"])
    return r.out.split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// The Swift runtime's library directory (libswiftCore.so), for the programs' run path.
  static let swiftRuntime: String = {
    let info = try? run("/usr/bin/env", ["swift", "-print-target-info"])
    let json = info.flatMap { try? JSONSerialization.jsonObject(with: Data($0.out.utf8)) } as? [String: Any]
    let paths = (json?["paths"] as? [String: Any])?["runtimeLibraryPaths"] as? [String]
    return paths?.first ?? "/usr/lib/swift/linux"
  }()

  /// libfloatingpanel.so of this build: `swift build --build-tests` (what `make test` and the
  /// landing train run) does not link the dynamic library product, so the first test that needs
  /// it links it here from the objects the build made (seconds), with the same scratch path and
  /// sanitizer flags as the build this bundle comes from, so nothing is compiled again.
  static let library: Result<String, any Error> = Result { try linkLibrary() }

  private static func linkLibrary() throws -> String {
    let path = buildDirectory + "/libfloatingpanel.so"
    if FileManager.default.fileExists(atPath: path) { return path }
    let real = URL(fileURLWithPath: buildDirectory).resolvingSymlinksInPath().path
    // …/<scratch>/<triple>/debug: the scratch path is two levels up.
    let scratch = URL(fileURLWithPath: real).deletingLastPathComponent().deletingLastPathComponent().path
    var args = ["swift", "build", "--package-path", root, "--scratch-path", scratch, "--product", "floatingpanel"]
    if scratch.hasSuffix(".build-asan") { args += ["--sanitize=address", "-Xcc", "-fsanitize=undefined"] }
    if scratch.hasSuffix(".build-tsan") { args += ["--sanitize=thread"] }
    let r = try run("/usr/bin/env", args)
    guard r.status == 0, FileManager.default.fileExists(atPath: path) else {
      throw HostTestError(message: "swift build --product floatingpanel failed:\n\(r.out)\(r.err)")
    }
    return path
  }

  /// Compiles the C program `source` (a path under the package) into `output` against the
  /// library of this build, with AddressSanitizer and UBSan (clang, the toolchain's: its ASan
  /// runtime is the one an instrumented library of `make sanitize` expects).
  static func compileC(_ source: String, into output: String) throws {
    _ = try library.get()
    let args = [
      "-std=c11", "-D_POSIX_C_SOURCE=200809L", "-g", "-O1", "-Wall", "-Wextra", "-Werror", "-fsanitize=address,undefined",
      "-fno-omit-frame-pointer", "-I", root + "/include", root + "/" + source, "-o", output,
      "-L", buildDirectory, "-lfloatingpanel", "-Wl,-rpath," + buildDirectory, "-Wl,-rpath," + swiftRuntime,
    ] + (try sdlFlags())
    let r = try run(clang, args)
    #expect(r.status == 0, "clang \(source):\n\(r.err)")
  }

  /// The toolchain's clang (beside swift), else cc.
  static var clang: String {
    let beside = URL(fileURLWithPath: swiftRuntime).appendingPathComponent("../../../bin/clang").standardized.path
    return FileManager.default.isExecutableFile(atPath: beside) ? beside : "/usr/bin/cc"
  }

  /// ASan's options for the C programs: leaks checked, the Swift runtime's own caches suppressed.
  static let asanEnvironment = [
    "ASAN_OPTIONS": "detect_leaks=1:halt_on_error=1",
    "LSAN_OPTIONS": "suppressions=\(root)/Scripts/sanitizers/lsan.supp:print_suppressions=0",
  ]
}

/// A failure of the tests' own set-up.
struct HostTestError: Error, CustomStringConvertible {
  /// What failed.
  var message: String
  var description: String { message }
}
