// The types the `panelImage` strategy's parameters take, re-exported so that a test that imports
// FloatingPanelSnapshotTesting can name them: `PixelTolerance(maxChannelDelta:maxDifferingFraction:)`
// for `tolerance:`, `PanelImage.Background` (`.plain(Color)`, `.image(PixelBuffer)`) for
// `background:`, and `PixelBuffer`, the image it compares. (`Color`, `Size` and the panel come from
// the FloatingPanel product.)
@_exported import enum PanelRendering.PanelImage
@_exported import struct PanelRendering.PixelTolerance
@_exported import struct SDLKit.PixelBuffer
