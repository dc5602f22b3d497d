/// A golden that cannot be read: the file, the line and what is wrong (`FILE:LINE: message`).
package struct MotionGoldenError: Error, CustomStringConvertible, Equatable {
  /// The file's path as given.
  package var file: String
  /// The 1-based line, or nil for the whole file.
  package var line: Int?
  /// What is wrong and what to do.
  package var message: String

  /// Creates an error.
  package init(file: String, line: Int?, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `FILE:LINE: message`.
  package var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}

extension MotionGolden {
  /// The most frames a golden may hold (55 minutes at 60 Hz, 27 at 120 Hz): the bound that keeps
  /// a case's memory in check (about 60 bytes a frame).
  package static let maximumFrames = 200_000

  /// Reads a golden's text strictly: the header keys in order, one row per frame with five
  /// numbers and a state, frame numbers 0, 1, 2 … and as many rows as `frames` says.
  ///
  /// - Throws: ``MotionGoldenError`` naming `file` and the line.
  package init(text: String, file: String) throws(MotionGoldenError) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    if lines.last == "" { lines = lines.dropLast() }
    var lineNo = 0
    func fail(_ message: String) -> MotionGoldenError { MotionGoldenError(file: file, line: lineNo == 0 ? nil : lineNo, message: message) }
    var header: [(key: Substring, value: Substring, line: Int)] = []
    var sawColumns = false
    while let raw = lines.first {
      lines = lines.dropFirst()
      lineNo += 1
      if raw.hasPrefix("#") {
        if raw.contains("frame"), !header.isEmpty { sawColumns = true; break }
        continue
      }
      guard let space = raw.firstIndex(of: " ") else { throw fail("expected 'KEY VALUE', found '\(raw.prefix(40))'") }
      header.append((raw[..<space], raw[raw.index(after: space)...], lineNo))
    }
    let keys = ["motion-golden", "case", "displayRate", "viewport", "position", "frames", "finalState", "finalLocation", "overshoot", "settleTime", "peakVelocity"]
    guard let first = header.first, first.key == "motion-golden" else {
      throw MotionGoldenError(
        file: file, line: header.first?.line ?? 1,
        message: "not a motion golden (expected 'motion-golden \(Self.version)'); record it with `playground motion record`")
    }
    var values: [String: Substring] = [:]
    var lineOf: [String: Int] = [:]
    for (key, value, line) in header {
      lineOf[String(key)] = line
      guard keys.contains(String(key)) else { throw MotionGoldenError(file: file, line: line, message: "unknown header key '\(key.prefix(40))' (allowed: \(keys.joined(separator: ", ")))") }
      values[String(key)] = value
    }
    guard sawColumns else { throw MotionGoldenError(file: file, line: nil, message: "not a motion golden (no '#  frame …' column line); record it with `playground motion record`") }
    guard values["motion-golden"] == "\(Self.version)" else {
      throw MotionGoldenError(file: file, line: lineOf["motion-golden"] ?? 1, message: "expected 'motion-golden \(Self.version)' (a file of another version or not a golden); record it again")
    }
    func need(_ key: String) throws(MotionGoldenError) -> Substring {
      guard let v = values[key] else { throw MotionGoldenError(file: file, line: nil, message: "header '\(key)' is missing; record the golden again") }
      return v
    }
    func number(_ key: String) throws(MotionGoldenError) -> Double {
      let v = try need(key)
      guard let d = Double(v), d.isFinite else { throw MotionGoldenError(file: file, line: lineOf[key], message: "header '\(key)': '\(v.prefix(40))' is not a number") }
      return d
    }
    guard let rate = Int(try need("displayRate")), (1...1000).contains(rate) else {
      throw MotionGoldenError(file: file, line: lineOf["displayRate"], message: "header 'displayRate' must be a whole number of frames per second, 1 to 1000")
    }
    guard let count = Int(try need("frames")), (0...Self.maximumFrames).contains(count) else {
      throw MotionGoldenError(file: file, line: lineOf["frames"], message: "header 'frames' must be a count from 0 to \(Self.maximumFrames)")
    }
    let settle = try need("settleTime")
    var settleTime: Double?
    if settle != "none" {
      guard let s = Double(settle), s.isFinite, s >= 0 else { throw MotionGoldenError(file: file, line: lineOf["settleTime"], message: "header 'settleTime' must be seconds ≥ 0 or none") }
      settleTime = s
    }
    let summary = MotionSummary(
      finalState: String(try need("finalState")), finalLocation: try number("finalLocation"), overshoot: try number("overshoot"),
      settleTime: settleTime, peakVelocity: try number("peakVelocity"))
    var frames: [MotionFrame] = []
    frames.reserveCapacity(min(count, 200_000))
    for raw in lines {
      lineNo += 1
      let fields = raw.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
      guard fields.count == 6 else { throw fail("expected 'FRAME T LOCATION VELOCITY ALPHA STATE', found \(fields.count) fields") }
      guard Int(fields[0]) == frames.count else { throw fail("expected frame \(frames.count), found '\(fields[0].prefix(20))'") }
      guard frames.count < count else { throw fail("more rows than 'frames \(count)' says") }
      var numbers: [Double] = []
      for (i, name) in ["t", "location", "velocity", "alpha"].enumerated() {
        guard let v = Double(fields[i + 1]), v.isFinite else { throw fail("\(name) '\(fields[i + 1].prefix(20))' is not a number") }
        numbers.append(v)
      }
      let state = fields[5].trimmingSuffixSpaces()
      guard !state.isEmpty else { throw fail("the state is missing") }
      frames.append(MotionFrame(t: numbers[0], location: numbers[1], velocity: numbers[2], state: state, backdropAlpha: numbers[3]))
    }
    guard frames.count == count else {
      throw MotionGoldenError(file: file, line: nil, message: "'frames \(count)' but \(frames.count) rows (a truncated file?); record it again")
    }
    self.init(
      name: String(try need("case")), displayRate: rate, viewport: values["viewport"].map(String.init),
      position: values["position"].map(String.init), summary: summary, frames: frames)
  }
}

extension Substring {
  fileprivate func trimmingSuffixSpaces() -> String {
    var s = self
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " || s.last == "\r" { s = s.dropLast() }
    return String(s)
  }
}
