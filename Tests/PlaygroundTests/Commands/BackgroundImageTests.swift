import Foundation
import RenderTestSupport
import SDLKit
import Testing

/// Issue 24, defects 1, 7 and 8: a background or reference PNG is checked before it is decoded.
/// A small file declaring a huge image (a decompression bomb), a corrupt PNG and another format
/// named `.png` each exit 2 with exactly one line on stderr, fast and in little memory.
@Suite("background and reference images: bombs, corrupt PNGs, other formats")
struct BackgroundImageTests {
  /// A fresh directory with the files `files` (name → bytes).
  static func directory(_ files: [String: [UInt8]]) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("bg-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + name)) }
    return dir
  }

  /// A snapshot manifest of one plain-scene case over `background`.
  static func manifest(background: String) -> [UInt8] {
    Array(#"{"cases": [{"name": "case", "size": "390x844", "background": "\#(background)"}]}"#.utf8)
  }

  @Test("a 1.7-MB PNG declaring 46341² pixels: screenshot, filmstrip and snapshot verify exit 2 with one line, under 200 MiB (it crashed in memcpy)")
  func bomb() throws {
    let dir = try Self.directory(["bomb.png": PNGBomb.make(width: 46341, height: 46341)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bomb = dir + "/bomb.png", why = "is 46341×46341 pixels; at most 8192×8192 are read (use a smaller image)"
    let shot = try ChildRun(["screenshot", "--out", dir + "/out.png", "--background", bomb])
    #expect(shot.status == 2)
    #expect(shot.stderr == "playground screenshot: --background: '\(bomb)' \(why)\n")
    #expect(shot.stdout.isEmpty)
    #expect(shot.peakMiB < 200, "peak RSS \(shot.peakMiB) MiB")
    let script = ReplayTests.assets.appendingPathComponent("flick-to-full.json").path
    let strip = try ChildRun(["filmstrip", "--script", script, "--out", dir + "/strip.png", "--background", bomb])
    #expect(strip.status == 2)
    #expect(strip.stderr == "playground filmstrip: --background: '\(bomb)' \(why)\n")
    try Data(Self.manifest(background: "bomb.png")).write(to: URL(fileURLWithPath: dir + "/m.json"))
    let verify = try ChildRun(["snapshot", "verify", dir + "/m.json", "--output", dir + "/fail"])
    #expect(verify.status == 2)
    #expect(verify.stderr == "playground snapshot: \(dir)/m.json: case 'case' (cases[0]).background: '\(bomb)' \(why)\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
  }

  @Test("a 9000² PNG of 10 KB is refused before decoding (it cost a gigabyte); 8192² is the largest read")
  func justOverTheLimit() throws {
    let dir = try Self.directory(["big.png": PNGBomb.make(width: 9000, height: 9000)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["screenshot", "--out", dir + "/out.png", "--size", "390x844", "--background", dir + "/big.png"])
    #expect(run.status == 2)
    #expect(run.stderr == "playground screenshot: --background: '\(dir)/big.png' is 9000×9000 pixels; at most 8192×8192 are read (use a smaller image)\n")
    #expect(run.peakMiB < 200, "peak RSS \(run.peakMiB) MiB")
  }

  @Test("a bomb as a snapshot reference: exit 2, one line, nothing decoded")
  func bombReference() throws {
    let dir = try Self.directory(["case.png": PNGBomb.make(width: 46341, height: 46341)])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Data(Self.manifest(background: "plain")).write(to: URL(fileURLWithPath: dir + "/m.json"))
    let run = try ChildRun(["snapshot", "verify", dir + "/m.json", "--output", dir + "/fail"])
    #expect(run.status == 2)
    #expect(run.stderr == "playground snapshot: \(dir)/m.json: case 'case' (cases[0]).reference: \(dir)/case.png is 46341x46341 pixels but the case renders 390x844; check size and scale, or re-record it\n")
    #expect(run.peakMiB < 200, "peak RSS \(run.peakMiB) MiB")
  }

  /// Corrupt PNGs: libpng used to add its own "libpng error: …" line.
  static let corrupt: [(String, [UInt8], String)] = {
    let good = PNGBomb.make(width: 10, height: 10)
    var badCRC = good
    badCRC[good.count - 20] ^= 0xFF  // inside the IDAT chunk's data
    let ihdr = Array(good[8..<33])
    let badDeflate = PNGHeader.signature + ihdr + PNGBomb.chunk("IDAT", [0x78, 0x9C] + Array(repeating: 0xFF, count: 40)) + PNGBomb.chunk("IEND", [])
    let short = PNGHeader.signature + ihdr + PNGBomb.chunk("IDAT", PNGBomb.zlibZeros(9)) + PNGBomb.chunk("IEND", [])
    return [
      ("truncated", Array(good[0..<(good.count - 30)]), "is truncated: chunk IDAT at byte 33 runs past the end of the file"),
      ("bad CRC", badCRC, "is corrupt: chunk IDAT at byte 33 has a bad CRC"),
      ("bad deflate data", badDeflate, "cannot be decoded: Error reading the PNG file."),
      ("too little image data", short, "cannot be decoded: Error reading the PNG file."),
    ]
  }()

  @Test("a corrupt PNG: exactly one line on stderr, exit 2", arguments: 0..<4)
  func corruptPNG(index: Int) throws {
    let (label, bytes, why) = Self.corrupt[index]
    let dir = try Self.directory(["bad.png": bytes])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["screenshot", "--out", dir + "/out.png", "--size", "390x844", "--background", dir + "/bad.png"])
    #expect(run.status == 2, "\(label)")
    #expect(run.stderr == "playground screenshot: --background: '\(dir)/bad.png' \(why)\n", "\(label)")
  }

  /// Decodable images of other formats, named `.png`.
  static let otherFormats: [(String, [UInt8])] = [
    ("PNM (PBM/PGM/PPM)", Array("P6\n2 2\n255\n".utf8) + Array(repeating: 200, count: 12)),
    ("BMP", [0x42, 0x4D, 58, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 24, 0,
             0, 0, 0, 0, 4, 0, 0, 0, 0x13, 0x0B, 0, 0, 0x13, 0x0B, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 20, 30, 0]),
    ("GIF", Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 255, 255, 255, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B]),
    ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xFF, 0xD9]),
  ]

  @Test("JPEG, GIF, BMP and PPM files named .png are refused by name (PNG only), exit 2", arguments: 0..<4)
  func otherFormat(index: Int) throws {
    let (format, bytes) = Self.otherFormats[index]
    let dir = try Self.directory(["photo.png": bytes])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = try ChildRun(["screenshot", "--out", dir + "/out.png", "--size", "390x844", "--background", dir + "/photo.png"])
    #expect(run.status == 2, "\(format)")
    #expect(run.stderr == "playground screenshot: --background: '\(dir)/photo.png' is a \(format) file, not a PNG; convert it to PNG\n")
    #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
  }
}
