import FuzzSupport
import PlaygroundCore
import StrictJSON

/// libFuzzer target: the replay-script decoder and the replay. Any bytes are a script or a
/// one-line `InputError`; an accepted script of at most 2000 frames replays with every location
/// and backdrop alpha finite, or stops with a one-line `InputError`.
@main enum FuzzReplayScript {
  static func main() {
    FuzzDriver.main { bytes in
      let script: ReplayScript
      do {
        script = try ReplayScript.decode(bytes)
      } catch {
        FuzzDriver.require(FuzzDriver.isOneLine("\(error)"), "a refusal of several lines: \(error)")
        return
      }
      guard script.until * script.fps <= 2000 else { return }
      do {
        _ = try ReplayRunner(script: script).run { frame in
          FuzzDriver.require(frame.location.isFinite && frame.backdropAlpha.isFinite, "frame \(frame.frame) is not finite")
        }
      } catch let error as InputError {
        FuzzDriver.require(FuzzDriver.isOneLine("\(error)"), "a replay error of several lines: \(error)")
      } catch {
        FuzzDriver.require(false, "an error that is not an InputError: \(error)")
      }
    }
  }
}
