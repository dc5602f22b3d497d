import Foundation

#if FUZZING
/// libFuzzer's entry for a program with its own `main` (`libclang_rt.fuzzer_no_main`): runs the
/// fuzzing loop with `argv`'s libFuzzer flags and calls `callback` once per input.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The check the running target makes on each input (set once by ``FuzzDriver/main(_:)``).
nonisolated(unsafe) private var currentCheck: (([UInt8]) -> Void)?
#endif

/// The `main` of every libFuzzer target in `Fuzz/`. Built by `Scripts/fuzz.sh` (with
/// `-DFUZZING`, coverage instrumentation, AddressSanitizer and libFuzzer without its own `main`)
/// it is a libFuzzer binary: `FuzzConfig -max_total_time=60 corpus/`. Built by a plain `swift
/// build` it runs the check once on each file named on its command line, so a crash the fuzzer
/// found replays in the normal build: `FuzzConfig crash-1234`.
///
/// A check traps (a crash, a failed `precondition`) when an invariant breaks; returning is a pass.
package enum FuzzDriver {
  /// Runs `check` on the inputs: libFuzzer's loop, or the files named in the arguments.
  package static func main(_ check: @escaping ([UInt8]) -> Void) -> Never {
    #if FUZZING
    currentCheck = check
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
      currentCheck?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
      return 0
    })
    #else
    var count = 0
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(CommandLine.arguments[0]): cannot read \(path)\n".utf8))
        exit(2)
      }
      check(Array(data))
      count += 1
    }
    print("\(count) inputs checked")
    exit(0)
    #endif
  }

  /// Stops the run with `message` when `condition` is false (a finding for libFuzzer).
  package static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
      FileHandle.standardError.write(Data("invariant broken: \(message())\n".utf8))
      abort()
    }
  }

  /// Whether `text` is one non-empty line (every refusal must be).
  package static func isOneLine(_ text: String) -> Bool {
    !text.isEmpty && !text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
  }
}
