import Foundation

/// A one-line description of the machine a benchmark ran on.
package enum MachineInfo {
  /// E.g. "2 cores, Linux x86_64, release build".
  package static var summary: String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #if DEBUG
      let build = "debug build (use -c release for real numbers)"
    #else
      let build = "release build"
    #endif
    var arch = "unknown"
    #if arch(x86_64)
      arch = "x86_64"
    #elseif arch(arm64)
      arch = "arm64"
    #endif
    return "\(cores) cores, Linux \(arch), \(build)"
  }
}
