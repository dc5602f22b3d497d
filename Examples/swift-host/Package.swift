// swift-tools-version: 6.1
// swift-host: a Swift SDL2 program with FloatingPanel's panels, depending on this repository as a
// package, as yours would (docs/sdl-host.md). `swift build` here, then `.build/debug/swift-host`.
import PackageDescription

let package = Package(
  name: "swift-host",
  dependencies: [
    // The Playground trait only: the host library needs no Swift parser (ImportSwift).
    .package(name: "FloatingPanelPlayground", path: "../..", traits: ["Playground"])
  ],
  targets: [
    .executableTarget(
      name: "swift-host",
      dependencies: [.product(name: "FloatingPanelSDL", package: "FloatingPanelPlayground")])
  ]
)
