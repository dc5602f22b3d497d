// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "FloatingPanelPlayground",
  products: [
    .library(name: "FloatingPanel", targets: ["FloatingPanel"]),
    .executable(name: "playground", targets: ["playground"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    // C module map over SDL2, SDL2_ttf and SDL2_image (Debian: libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev).
    .systemLibrary(
      name: "CSDL2",
      pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
    ),
    // The engine: pure Swift, standard library only.
    .target(name: "FloatingPanel"),
    // Thin Swift layer over CSDL2.
    .target(name: "SDLKit", dependencies: ["CSDL2"]),
    // Panel chrome drawing (shadows, corners, grabber, backdrop, text).
    .target(name: "PanelRendering", dependencies: ["FloatingPanel", "SDLKit"]),
    // The app as a library: scene, input routing, replay, screenshot and bench commands.
    .target(
      name: "Playground",
      dependencies: [
        "FloatingPanel", "SDLKit", "PanelRendering",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "playground",
      dependencies: ["Playground", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // Shared snapshot-test support: the PixelBuffer PNG strategy with exact/tolerant diffing.
    .target(
      name: "RenderTestSupport",
      dependencies: ["SDLKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
      path: "Tests/RenderTestSupport"
    ),
    .testTarget(
      name: "FloatingPanelTests",
      dependencies: ["FloatingPanel", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    .testTarget(
      name: "PanelRenderingTests",
      dependencies: [
        "PanelRendering", "SDLKit", "FloatingPanel", "RenderTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "PlaygroundTests",
      dependencies: [
        "Playground", "FloatingPanel", "PanelRendering", "SDLKit", "RenderTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__", "TuningUI/__Snapshots__"]
    ),
  ]
)
