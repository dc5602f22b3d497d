import Foundation
import SDLKit
import Testing

/// Issue 31's `animate`: a GIF of at least 20 frames (giflib, one graphics-control block a frame,
/// 2/100 s each), an APNG and an MP4 at the display rate (ffmpeg), one line and status 2 without
/// ffmpeg or with a bad script, and peak RSS bounded.
@Suite("playground animate")
struct AnimateCommandTests {
  static let script = MotionFixtures.assets + "/scripts/flick-to-full.json"

  /// How many times `pattern` occurs in `bytes`.
  static func count(_ pattern: [UInt8], in bytes: [UInt8]) -> Int {
    guard bytes.count >= pattern.count else { return 0 }
    var n = 0
    for i in 0...(bytes.count - pattern.count) where bytes[i] == pattern[0] && Array(bytes[i..<(i + pattern.count)]) == pattern { n += 1 }
    return n
  }

  @Test("a GIF of the flick: 143 frames of 375x667 at 2/100 s, looping, readable by others; peak RSS under 128 MiB")
  func gif() throws {
    let dir = try MotionFixtures.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["animate", "--script", Self.script, "--out", dir + "/out/flick.gif"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == "\(dir)/out/flick.gif: 143 frames, 375x667 pixels, 50 frames/s (GIF), 2.84 s\n")
    #expect(run.peakMiB < 128, "peak RSS \(run.peakMiB) MiB")
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/out/flick.gif")))
    #expect(bytes.starts(with: Array("GIF89a".utf8)))
    #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 375 && Int(bytes[8]) | Int(bytes[9]) << 8 == 667)
    #expect(Self.count(Array("NETSCAPE2.0".utf8), in: bytes) == 1)
    // One graphics-control extension (21 F9 04, then flags 04: do not dispose, then the delay 2 as 02 00) a frame.
    #expect(Self.count([0x21, 0xF9, 0x04, 0x04, 0x02, 0x00], in: bytes) == 143)
    let mode = try FileManager.default.attributesOfItem(atPath: dir + "/out/flick.gif")[.posixPermissions] as? Int
    #expect((mode ?? 0) & 0o044 == 0o044, "the GIF is not readable by others: \(String(mode ?? 0, radix: 8))")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out") == ["flick.gif"])
  }

  @Test("an APNG at 120 Hz and an MP4 at 60 Hz with an A/B ghost, every frame at the display rate", .enabled(if: FFmpegTools.ffprobe != nil, "ffmpeg is not installed (CI installs it)"))
  func video() throws {
    let dir = try MotionFixtures.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let apng = try ChildRun(["animate", "--script", Self.script, "--out", dir + "/flick.png", "--display-rate", "120"])
    #expect(apng.status == 0, "\(apng.stderr)")
    #expect(apng.stdout == "\(dir)/flick.png: 333 frames, 375x667 pixels, 120 frames/s, 2.77 s\n")
    let png = Array(try Data(contentsOf: URL(fileURLWithPath: dir + "/flick.png")))
    let actl = try #require(png.firstIndex(of: UInt8(ascii: "a")).flatMap { _ in (0..<(png.count - 8)).first { Array(png[$0..<($0 + 4)]) == Array("acTL".utf8) } })
    let frames = png[(actl + 4)..<(actl + 8)].reduce(0) { $0 << 8 | Int($1) }
    #expect(frames == 333)
    let mp4 = try ChildRun(["animate", "--script", Self.script, "--out", dir + "/ab.mp4", "--compare", MotionFixtures.assets + "/presets/snappy.json"])
    #expect(mp4.status == 0, "\(mp4.stderr)")
    #expect(try FFmpegTools.probe(dir + "/ab.mp4") == "376x668 60/1 172")  // padded to even sides for yuv420p
  }

  @Test("bad input: one line and status 2; a bad --out is a usage error", arguments: [
    (["--script", "missing.json", "--out", "x.gif"], 2, "playground animate: missing.json: "),
    (["--script", script, "--out", "x.gif", "--background", "map"], 2, "playground animate: --background: map is drawn by screenshot and filmstrip"),
    (["--script", script, "--out", "x.gif", "--compare", "nope.json"], 2, "playground animate: --compare: nope.json"),
    (["--script", script, "--out", "x.webm"], 64, "Error: --out x.webm: end it in .gif, .png (animated PNG), .apng or .mp4"),
  ])
  func bad(arguments: [String], status: Int32, message: String) throws {
    let dir = try MotionFixtures.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try MotionFixtures.run(["animate"] + arguments, in: dir)
    #expect(run.status == status, "\(run.stderr)")
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    #expect(status == 64 || run.stderr.split(separator: "\n").count == 1)
    #expect(run.stdout.isEmpty)
  }

  @Test("without ffmpeg on PATH an MP4 is one line naming what to install, status 2, nothing written")
  func noFFmpeg() throws {
    let dir = try MotionFixtures.directory()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try MotionFixtures.run(["animate", "--script", Self.script, "--out", "x.mp4"], in: dir, environment: ["PATH": dir])
    #expect(run.status == 2)
    #expect(run.stderr == "playground animate: x.mp4: MP4 and APNG are written by the ffmpeg command, which is not on PATH; install it (sudo apt-get install ffmpeg) or write a GIF (--out F.gif)\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/x.mp4"))
  }
}

/// ffprobe, when ffmpeg is installed.
enum FFmpegTools {
  static let ffprobe: String? = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"].first { FileManager.default.isExecutableFile(atPath: $0) }

  /// `WIDTHxHEIGHT RATE FRAMES` of a video's first stream.
  static func probe(_ file: String) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: try #require(ffprobe))
    p.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=width,height,r_frame_rate,nb_read_frames", "-of", "csv=p=0", file]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    let f = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
    guard f.count == 4 else { return f.joined(separator: ",") }
    return "\(f[0])x\(f[1]) \(f[2]) \(f[3])"
  }
}
