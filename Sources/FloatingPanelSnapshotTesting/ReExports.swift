import PanelRendering
import SDLKit

// The types the `panelImage` strategy's parameters take, named here so that a test that imports
// FloatingPanelSnapshotTesting can write them (and so that they have pages in this module's
// documentation). `Color`, `Size` and the panel come from the FloatingPanel product.

/// How different two images may be and still match: the `tolerance:` of
/// ``SnapshotTesting/Snapshotting/panelImage(size:scale:background:backdropColor:tolerance:file:testName:)``.
///
/// `PixelTolerance(maxChannelDelta: 1, maxDifferingFraction: 0.001)`: a pixel differs when one of
/// its red, green and blue channels moves by more than `maxChannelDelta` (0…255); the images match
/// when at most `maxDifferingFraction` (0…1) of the pixels differ. `.exact` (the default) allows
/// nothing.
public typealias PixelTolerance = PanelRendering.PixelTolerance

/// The headless renderer of panels; its `Background` is the `background:` of
/// ``SnapshotTesting/Snapshotting/panelImage(size:scale:background:backdropColor:tolerance:file:testName:)``.
///
/// `.plain(Color)` draws one colour behind the panel (default `.plain(PanelImage.plainColor)`, a
/// light blue-grey); `.image(PixelBuffer)` stretches an image over the whole output, e.g.
/// `.image(try PixelBuffer(contentsOfFile: "map.png"))`.
public typealias PanelImage = PanelRendering.PanelImage

/// An RGBA image in memory: what the `panelImage` strategy renders and compares, and the
/// `.image(_:)` background. `PixelBuffer(width:height:)` makes a transparent one,
/// `PixelBuffer(contentsOfFile:)` reads a PNG, `pngBytes()` encodes one, and `buffer[x, y]` is a
/// pixel.
public typealias PixelBuffer = SDLKit.PixelBuffer
