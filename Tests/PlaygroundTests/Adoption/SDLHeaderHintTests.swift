import Foundation
import Testing

/// Issue 32: a build without SDL2's headers (a consumer of the snapshot library without
/// libsdl2-dev) stops at one line naming the Debian packages, not at clang's bare
/// `'SDL2/SDL.h' file not found`. The shim is compiled here with no include paths at all.
@Suite struct SDLHeaderHintTests {
  static let shim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Sources/CSDL2/shim.h").standardized.path

  static func clang(_ arguments: [String]) throws -> (status: Int32, errors: [String]) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = ["clang", "-fsyntax-only", "-x", "c"] + arguments + [shim]
    let err = Pipe()
    p.standardError = err
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, text.split(separator: "\n").map(String.init).filter { $0.contains("error:") })
  }

  @Test("without the headers: exactly one error, naming the three Debian packages")
  func missingHeaders() throws {
    let run = try Self.clang(["-nostdinc"])
    #expect(run.status != 0)
    #expect(run.errors.count == 1, "\(run.errors)")
    #expect(run.errors.first?.contains("install the Debian packages libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev") == true, "\(run.errors)")
  }

  @Test("with the headers: the shim compiles")
  func withHeaders() throws {
    let run = try Self.clang([])
    #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
  }
}
