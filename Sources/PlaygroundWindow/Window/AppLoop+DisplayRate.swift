import FloatingPanel

extension AppLoop {
  /// Steps and paces the window at `rate` from the next frame (`window --display-rate`): numeric
  /// springs step by 1/rate s per frame; a config's `displayRate` (loaded or reloaded) no longer
  /// changes it.
  package func fixDisplayRate(_ rate: DisplayRate) {
    tuning.controller.isDisplayRateFixed = true
    scene.displayRate = rate
  }
}
