// swift-tools-version:5.9
//
// The local package the app builds on. Two libraries:
//
// - SholoCore: the UniFFI-generated Swift (Sources/SholoCore/SholoCore.swift) over
//   the Rust core, linked from SholoCoreFFI.xcframework. Both are produced by
//   ios/scripts/build-ios.sh and never committed.
// - SholoKit: what is the app's own in plain Swift (the adapter over the
//   game table, the New game seats, board geometry), with no UI, so XCTest
//   can drive it against the real table.
//
// Tools version 5.9 keeps every target, the generated code included, in the
// Swift 5 language mode; SholoKit and its tests are checked with complete
// strict concurrency, as Swift 6 mode would check them.
import PackageDescription

let package = Package(
    name: "SholoCore",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "SholoCore", targets: ["SholoCore"]),
        .library(name: "SholoKit", targets: ["SholoKit"]),
    ],
    targets: [
        .binaryTarget(name: "SholoCoreFFI", path: "SholoCoreFFI.xcframework"),
        .target(
            name: "SholoCore",
            dependencies: ["SholoCoreFFI"],
            path: "Sources/SholoCore",
            exclude: ["README.md"]
        ),
        .target(
            name: "SholoKit",
            dependencies: ["SholoCore"],
            path: "Sources/SholoKit",
            swiftSettings: [.enableExperimentalFeature("StrictConcurrency")]
        ),
        .testTarget(
            name: "SholoKitTests",
            dependencies: ["SholoKit", "SholoCore"],
            path: "Tests/SholoKitTests",
            swiftSettings: [.enableExperimentalFeature("StrictConcurrency")]
        ),
    ],
    swiftLanguageVersions: [.v5]
)
