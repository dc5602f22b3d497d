import ConfigFormat
import Foundation
import FuzzSupport

/// libFuzzer target: the snapshot-manifest decoder (`playground snapshot record|verify`). Any
/// bytes are a manifest or a one-line `InputError`; an accepted manifest keeps every promise its
/// cases make to the renderer: 1 to ``SnapshotManifest/maximumCases`` cases with unique names that
/// can name a PNG, sizes of 240 to 8192 pt, a density of 1 to 3, a time only with a script and
/// tolerances within 0…255 and 0…1.
@main enum FuzzManifest {
  static func main() {
    FuzzDriver.main { bytes in
      let manifest: SnapshotManifest
      do {
        manifest = try SnapshotManifest.decode(Data(bytes))
      } catch {
        FuzzDriver.require(FuzzDriver.isOneLine("\(error)"), "a refusal of several lines: \(error)")
        return
      }
      let cases = manifest.cases
      FuzzDriver.require((1...SnapshotManifest.maximumCases).contains(cases.count), "\(cases.count) cases accepted")
      FuzzDriver.require(Set(cases.map(\.name)).count == cases.count, "two cases share a name")
      for c in cases {
        FuzzDriver.require(PlaygroundConfig.isValidName(c.name), "case name '\(c.name)' cannot name a PNG")
        FuzzDriver.require(FuzzDriver.isOneLine(c.label), "a case label of several lines: \(c.label)")
        let side = 240.0...8192.0
        FuzzDriver.require(side.contains(c.size.width) && side.contains(c.size.height), "size \(c.size) accepted")
        FuzzDriver.require(c.scale.map { (1...3).contains($0) } ?? true, "scale \(String(describing: c.scale)) accepted")
        FuzzDriver.require((c.at == nil) == (c.script == nil), "a time without a script, or a script without a time")
        FuzzDriver.require(c.at.map { $0 >= 0 && $0.isFinite } ?? true, "time \(String(describing: c.at)) accepted")
        FuzzDriver.require((0...255).contains(c.maxChannelDelta), "channel delta \(c.maxChannelDelta) accepted")
        FuzzDriver.require((0...1).contains(c.maxDifferingFraction), "differing fraction \(c.maxDifferingFraction) accepted")
      }
    }
  }
}
