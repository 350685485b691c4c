// swift-tools-version:6.0
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
// Every target, the generated code included, builds in the Swift 6 language
// mode: an isolation or Sendable problem is an error here, not on the first Mac.
import Foundation
import PackageDescription

// Without the XCFramework SwiftPM only says a binary target's path is invalid:
// name what is missing and how to make it.
let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
for made in ["SholoCoreFFI.xcframework", "Sources/SholoCore/SholoCore.swift"]
where !FileManager.default.fileExists(atPath: packageDirectory.appendingPathComponent(made).path) {
    fatalError("ios/SholoCore/\(made) is missing: run ios/scripts/build-ios.sh first (see ios/README.md).")
}

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
            path: "Sources/SholoKit"
        ),
        .testTarget(
            name: "SholoKitTests",
            dependencies: ["SholoKit", "SholoCore"],
            path: "Tests/SholoKitTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
