// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// `make sanitize` builds without import-swift (PLAYGROUND_WITHOUT_IMPORT_SWIFT=1): its reader is
/// safe Swift over swift-syntax, whose 200 000 lines would otherwise be compiled twice more, with
/// AddressSanitizer and with ThreadSanitizer, for no code of ours that touches memory by hand.
/// Everything else, the tests included, is the same; `#if canImport(SwiftImport)` marks the parts.
let importsSwift = ProcessInfo.processInfo.environment["PLAYGROUND_WITHOUT_IMPORT_SWIFT"] == nil

/// A package that uses only the engine depends on it with `traits: []` (README, "Use it as a
/// library"): it then resolves and builds no other package. The traits gate every dependency of
/// the other products; `swift build` here enables both by default.
let playgroundTrait: Set<String> = ["Playground"]
let importSwiftTrait: Set<String> = ["ImportSwift"]

let package = Package(
  name: "FloatingPanelPlayground",
  products: [
    .library(name: "FloatingPanel", targets: ["FloatingPanel"]),
    .executable(name: "playground", targets: ["playground"]),
    // Screenshot tests of a user's panels: `assertSnapshot(of: panel, as: .panelImage(size:scale:))`.
    .library(name: "FloatingPanelSnapshotTesting", targets: ["FloatingPanelSnapshotTesting"]),
  ],
  traits: [
    .trait(
      name: "Playground",
      description: "The playground and the snapshot library: swift-argument-parser and swift-snapshot-testing."),
    .trait(
      name: "ImportSwift",
      description: "playground import-swift, with swift-syntax (minutes to build: `make run` leaves it out).",
      enabledTraits: ["Playground"]),
    .default(enabledTraits: ["Playground", "ImportSwift"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // `swift package generate-documentation --target FloatingPanel` (see README, "Documentation").
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // C module map over SDL2, SDL2_ttf and SDL2_image (Debian: libsdl2-dev, libsdl2-ttf-dev, libsdl2-image-dev).
    // No pkgConfig: the shim includes <SDL2/…> from /usr/include, and sdl2.pc's -D_REENTRANT
    // only makes SwiftPM warn ("prohibited flag").
    .systemLibrary(
      name: "CSDL2",
      providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
    ),
    // The engine: pure Swift, standard library only.
    .target(name: "FloatingPanel"),
    // The strict JSON reader and decoder every input file goes through, and the ordered JSON
    // writer; one-line errors with field paths. Depends on nothing of ours (Foundation only).
    .target(name: "StrictJSON"),
    // Thin Swift layer over CSDL2.
    .target(name: "SDLKit", dependencies: ["CSDL2"]),
    // Panel chrome drawing (shadows, corners, grabber, backdrop, text).
    .target(name: "PanelRendering", dependencies: ["FloatingPanel", "SDLKit"]),
    // The app's model: scene, config, replay, tuning and the layout of HUD and cards. No SDL and
    // no pixels: it may import only the engine, the JSON reader (and Foundation), so the compiler
    // holds the line.
    // The config format (one panel description shared by scripts, configs, presets and export):
    // types, strict decoding, presets, and the files it reads and writes (bounded reads, atomic writes).
    .target(name: "ConfigFormat", dependencies: ["FloatingPanel", "StrictJSON", "PlaygroundAssets"]),
    // The data the binary ships as SwiftPM resources: Assets/presets, Assets/scripts and the
    // formats' JSON Schemas (Assets/schemas, docs/formats.md), laid out
    // in FloatingPanelPlayground_PlaygroundAssets.resources next to the binary (README, "Install").
    .target(
      name: "PlaygroundAssets", path: "Assets", exclude: ["snapshots"], sources: ["PlaygroundAssets.swift"],
      resources: [.copy("presets"), .copy("scripts"), .copy("schemas")]),
    // Swift source of a config: export-swift's writer (code for this package's engine).
    .target(name: "SwiftSource", dependencies: ["ConfigFormat", "FloatingPanel"]),
    // The model's input vocabulary (pointer, touch, wheel, key and game-pad events as values;
    // SDLKit's are translated once, at the window's platform edge) and the one press arbiter.
    // No SDL: it imports only the engine (for points and rectangles).
    .target(name: "PlaygroundInput", dependencies: ["FloatingPanel"]),
    // The motion of a release measured: the recorded trace (MotionRecorder), its overshoot and settle
    // time (MotionMetrics), and the same spring run without the window's edge (MotionClip). No SDL.
    .target(name: "PlaygroundMotion", dependencies: ["FloatingPanel", "ConfigFormat"]),
    .target(name: "PlaygroundCore", dependencies: ["FloatingPanel", "PlaygroundInput", "PlaygroundMotion", "StrictJSON", "ConfigFormat", "SwiftSource"]),
    // Live tuning as small values over the scene: the document (load, save, hot reload, backups),
    // the card model and springs, the anchor editor, the timeline, the A/B comparison, composed by
    // TuningSession; the frame's layout of cards and labels; CommandPerformer. No SDL, no pixels.
    .target(name: "PlaygroundTuning", dependencies: ["PlaygroundCore", "PlaygroundInput", "FloatingPanel", "StrictJSON", "ConfigFormat", "SwiftSource"]),
    // Draws PlaygroundCore with PanelRendering and SDLKit; one frame driver for window, screenshot, bench.
    .target(name: "PlaygroundUI", dependencies: ["PlaygroundCore", "PlaygroundTuning", "ConfigFormat", "FloatingPanel", "PanelRendering", "SDLKit", "StrictJSON"]),
    // The window loop: the platform seam (event source, frame target, clock; SDL's and the
    // in-memory ones), AppLoop with its frame schedule, screenshots and quit prompt, the input
    // router, the recorder, frame statistics and the command-line values the loop takes.
    .target(
      name: "PlaygroundWindow",
      dependencies: [
        "PlaygroundCore", "PlaygroundInput", "PlaygroundTuning", "ConfigFormat", "PlaygroundUI", "FloatingPanel", "PanelRendering",
        "SDLKit", "StrictJSON", .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: playgroundTrait)),
      ]
    ),
    // The benches (engine, scene, render, window) and the soak, over the window loop.
    .target(
      name: "PlaygroundBench",
      dependencies: [
        "PlaygroundWindow", "PlaygroundCore", "PlaygroundInput", "PlaygroundTuning", "ConfigFormat", "PlaygroundUI",
        "FloatingPanel", "PanelRendering", "SDLKit", "StrictJSON",
      ]
    ),
    // The executable: the commands.
    .executableTarget(
      name: "playground",
      dependencies: [
        "PlaygroundWindow", "PlaygroundBench", "PlaygroundCore", "PlaygroundTuning", "ConfigFormat", "SwiftSource", "PlaygroundUI",
        "PlaygroundMotion", "FloatingPanel", "PanelRendering", "SDLKit", "StrictJSON",
        .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: playgroundTrait)),
      ] + (importsSwift ? [.target(name: "SwiftImport", condition: .when(traits: importSwiftTrait))] : []),
      // `#if PLAYGROUND_IMPORT_SWIFT`: import-swift is in this build (else its command builds a
      // binary that has it on first use, ImportSwiftLauncher).
      swiftSettings: importsSwift ? [.define("PLAYGROUND_IMPORT_SWIFT", .when(traits: importSwiftTrait))] : []
    ),
    // libFuzzer targets (see Scripts/fuzz.sh): a plain build makes runners that check the files
    // named on their command line (a finding replays in the normal build); Scripts/fuzz.sh builds
    // them with -DFUZZING, coverage, AddressSanitizer and libFuzzer.
    .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
    .executableTarget(name: "FuzzStrictJSON", dependencies: ["FuzzSupport", "StrictJSON"], path: "Fuzz/FuzzStrictJSON"),
    .executableTarget(name: "FuzzConfig", dependencies: ["FuzzSupport", "ConfigFormat"], path: "Fuzz/FuzzConfig"),
    .executableTarget(
      name: "FuzzReplayScript", dependencies: ["FuzzSupport", "PlaygroundCore", "StrictJSON"], path: "Fuzz/FuzzReplayScript"),
    .executableTarget(name: "FuzzManifest", dependencies: ["FuzzSupport", "ConfigFormat"], path: "Fuzz/FuzzManifest"),
    .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", "SDLKit"], path: "Fuzz/FuzzPNG"),
    .executableTarget(
      name: "FuzzSwiftExport", dependencies: ["FuzzSupport", "ConfigFormat", "SwiftSource"], path: "Fuzz/FuzzSwiftExport"),
    // The snapshot strategies (a panel's image, a PixelBuffer as PNG) for users' test targets.
    // The engine stays free of SDL: only this target and PanelRendering link it.
    .target(
      name: "FloatingPanelSnapshotTesting",
      dependencies: [
        "FloatingPanel", "PanelRendering", "SDLKit",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: playgroundTrait)),
      ]
    ),
    // Shared snapshot-test support: the PixelBuffer PNG strategy with exact/tolerant diffing.
    .target(
      name: "RenderTestSupport",
      dependencies: [
        "SDLKit", "FloatingPanelSnapshotTesting",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: playgroundTrait)),
      ],
      path: "Tests/RenderTestSupport"
    ),
    .testTarget(
      name: "FloatingPanelTests",
      dependencies: ["FloatingPanel", .product(name: "PropertyBased", package: "swift-property-based")]
    ),
    // The documentation catalogs' Swift listings, compiled and run (see README, "Documentation").
    .testTarget(
      name: "DocumentationTests",
      dependencies: [
        "FloatingPanel", "FloatingPanelSnapshotTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["Listings/__Snapshots__"]
    ),
    // The input vocabulary and the press arbiter on their own: no scene, no SDL.
    .testTarget(name: "PlaygroundInputTests", dependencies: ["PlaygroundInput", "FloatingPanel"]),
    // The strict JSON reader on its own: no panels, no SDL.
    .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
    // SDLKit on its own: events, PNG I/O, fonts, fills and copies against SDL's own bytes.
    .testTarget(name: "SDLKitTests", dependencies: ["SDLKit", "RenderTestSupport"]),
    .testTarget(
      name: "PanelRenderingTests",
      dependencies: [
        "PanelRendering", "SDLKit", "FloatingPanel", "RenderTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    // The window-loop harness the window tests share: in-memory events, a headless target, a manual clock.
    .target(
      name: "PlaygroundTestSupport",
      dependencies: [
        "PlaygroundWindow", "PlaygroundCore", "PlaygroundInput", "PlaygroundTuning", "ConfigFormat", "FloatingPanel", "SDLKit",
      ],
      path: "Tests/PlaygroundTestSupport"
    ),
    .testTarget(
      name: "PlaygroundTests",
      dependencies: [
        "playground", "PlaygroundWindow", "PlaygroundBench", "PlaygroundTestSupport", "PlaygroundCore", "PlaygroundInput", "PlaygroundTuning", "ConfigFormat", "SwiftSource", "PlaygroundUI", "FloatingPanel", "PanelRendering", "SDLKit", "RenderTestSupport", "StrictJSON",
        "PlaygroundAssets",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ] + (importsSwift ? ["SwiftImport"] : []),
      exclude: ["__Snapshots__", "TuningUI/__Snapshots__", "UserPanel/__Snapshots__", "Window/__Snapshots__"]
    ),
  ]
)

// import-swift's reader: an iOS app's FloatingPanelLayout, FloatingPanelBehavior and
// SurfaceAppearance code (parsed with swift-syntax, evaluated where literal) as a config.
if importsSwift {
  package.targets.append(
    .target(
      name: "SwiftImport",
      dependencies: [
        "ConfigFormat", "FloatingPanel", "StrictJSON",
        .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: importSwiftTrait)),
        .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: importSwiftTrait)),
        .product(name: "SwiftOperators", package: "swift-syntax", condition: .when(traits: importSwiftTrait)),
      ]
    ))
}
if importsSwift {
  // libFuzzer over import-swift (Scripts/fuzz.sh FuzzSwiftImport): with
  // PLAYGROUND_FUZZ_SWIFT_IMPORT=<libclang_rt.fuzzer_no_main archive> only our code is instrumented
  // (coverage, AddressSanitizer) in the debug build, so swift-syntax as `make test` built it is
  // reused instead of compiled again with instrumentation; without it, a runner of files.
  let fuzzer = ProcessInfo.processInfo.environment["PLAYGROUND_FUZZ_SWIFT_IMPORT"]
  let instrument: [SwiftSetting] = fuzzer == nil ? [] : [
    .unsafeFlags(["-sanitize=address", "-sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table"]), .define("FUZZING"),
  ]
  let link: [LinkerSetting] = fuzzer.map { [.unsafeFlags(["-sanitize=address", "-Xlinker", $0, "-Xlinker", "-lstdc++"])] } ?? []
  package.targets.append(
    .executableTarget(
      name: "FuzzSwiftImport", dependencies: ["FuzzSupport", "ConfigFormat", "SwiftImport"], path: "Fuzz/FuzzSwiftImport",
      swiftSettings: instrument, linkerSettings: link))
  for t in package.targets where ["SwiftImport", "FuzzSupport"].contains(t.name) { t.swiftSettings = (t.swiftSettings ?? []) + instrument }
  // SwiftParser for import-swift; the version swift-snapshot-testing already resolves.
  package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-syntax", "603.0.0"..<"604.0.0"))
}

// Motion tests (docs/motion-tests.md): the model in a module of its own (manifest, golden text,
// comparison with tolerances, JUnit XML, shards, the HTML report; the engine and the JSON reader
// only, no SDL) with its unit tests; giflib's header for `playground animate --out F.gif`
// (Debian: libgif-dev); the commands in the executable and the `.motion` strategy in the snapshot
// library use the model. Assets/motion is the example suite, not a resource.
package.targets += [
  .target(name: "MotionTesting", dependencies: ["FloatingPanel", "StrictJSON"]),
  .testTarget(name: "MotionTestingTests", dependencies: ["MotionTesting", "FloatingPanel", "StrictJSON"]),
  .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
]
for target in package.targets {
  switch target.name {
  case "playground": target.dependencies += ["MotionTesting", "CGIF"]
  case "FloatingPanelSnapshotTesting", "PlaygroundTests": target.dependencies += ["MotionTesting"]
  case "PlaygroundAssets": target.exclude += ["motion"]
  default: break
  }
}

// Panels in any SDL2 program (docs/sdl-host.md): the host library for Swift programs over the
// playground's scene and drawing, and the C API over it as a shared library (libfloatingpanel.so,
// include/floatingpanel.h; `make c-api` writes its pkg-config file), with their tests.
package.products += [
  .library(name: "FloatingPanelSDL", targets: ["FloatingPanelSDL"]),
  .library(name: "floatingpanel", type: .dynamic, targets: ["FloatingPanelC"]),
]
package.targets += [
  .systemLibrary(name: "CFloatingPanel", path: "include"),
  .target(
    name: "FloatingPanelSDL",
    dependencies: [
      "CSDL2", "ConfigFormat", "FloatingPanel", "PanelRendering", "PlaygroundCore", "PlaygroundInput", "PlaygroundUI", "PlaygroundWindow",
      "SDLKit", "StrictJSON",
    ]),
  .target(name: "FloatingPanelC", dependencies: ["CFloatingPanel", "CSDL2", "FloatingPanelSDL"]),
  .testTarget(
    name: "HostTests",
    dependencies: [
      "CSDL2", "ConfigFormat", "FloatingPanel", "FloatingPanelSDL", "PanelRendering", "PlaygroundCore", "PlaygroundInput", "PlaygroundUI", "SDLKit",
    ],
    exclude: ["C"]),  // the C programs the tests compile against the C API
]

// `make run` builds the window in debug, which a fresh clone compiles in about half the time of
// `-c release` on two cores, with the pixel loops of SDLKit and PanelRendering optimized
// (PLAYGROUND_OPTIMIZED_DRAWING=1, set by the Makefile): at -Onone they take half of each frame
// (SDLKit's row blending alone 47 %, a frame's step and draw 10.7 ms at p50); optimized, it is
// 1.4 ms, as in the release build. Only with the variable: SwiftPM refuses unsafe flags in a
// package used by version, as users of the engine and the snapshot library use this one.
if ProcessInfo.processInfo.environment["PLAYGROUND_OPTIMIZED_DRAWING"] != nil {
  for target in package.targets where ["SDLKit", "PanelRendering"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
  }
}

// `make sanitize-thread-build` builds only the test target whose suites it runs under
// ThreadSanitizer (PLAYGROUND_TEST_TARGETS=PlaygroundTests): the other test targets, their
// property-testing package and the libFuzzer runners would be compiled with it for nothing.
if let only = ProcessInfo.processInfo.environment["PLAYGROUND_TEST_TARGETS"] {
  let kept = Set(only.split(separator: ",").map(String.init))
  package.targets.removeAll { ($0.type == .test && !kept.contains($0.name)) || ($0.path ?? "").hasPrefix("Fuzz/") }
  if kept.isDisjoint(with: ["FloatingPanelTests", "DocumentationTests"]) {
    package.dependencies.removeAll {
      if case .sourceControl(_, let location, _) = $0.kind { return location.contains("swift-property-based") }
      return false
    }
  }
}
