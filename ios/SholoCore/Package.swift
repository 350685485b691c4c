// swift-tools-version:5.9
//
// The local package the app builds on. Two libraries:
//
// - SholoCore: the UniFFI-generated Swift (Sources/SholoCore/SholoCore.swift) over
//   the Rust core, linked from SholoCoreFFI.xcframework. Both are produced by
//   ios/scripts/build-ios.sh and never committed.
// - SholoKit: the app's logic in plain Swift (settings, storage, the game
//   controller, board geometry), with no UI, so XCTest can drive it.
//
// Tools version 5.9 keeps every target, the generated code included, in the
// Swift 5 language mode.
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
        .target(name: "SholoKit", dependencies: ["SholoCore"], path: "Sources/SholoKit"),
        .testTarget(
            name: "SholoKitTests",
            dependencies: ["SholoKit", "SholoCore"],
            path: "Tests/SholoKitTests"
        ),
    ],
    swiftLanguageVersions: [.v5]
)
