import ConfigFormat
import FuzzSupport

/// libFuzzer target: the config decoder (`--config` files, presets). Any bytes are a config or a
/// one-line `InputError`; an accepted config resolves or is refused in one line, and its saved
/// text (`jsonText()`) decodes to the same config.
@main enum FuzzConfig {
  static func main() {
    FuzzDriver.main { bytes in
      let config: PlaygroundConfig
      do {
        config = try PlaygroundConfig.decode(bytes)
      } catch {
        FuzzDriver.require(FuzzDriver.isOneLine("\(error)"), "a refusal of several lines: \(error)")
        return
      }
      do {
        _ = try config.resolved()
      } catch {
        FuzzDriver.require(FuzzDriver.isOneLine("\(error)"), "a resolve error of several lines: \(error)")
      }
      let saved = (try? PlaygroundConfig.decode(Array(config.jsonText().utf8)))
      FuzzDriver.require(saved == config, "the saved text does not read back as the same config: \(config.jsonText())")
    }
  }
}
