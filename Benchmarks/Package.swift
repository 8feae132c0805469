// swift-tools-version: 6.0
import PackageDescription

// Release-mode benchmarks, kept out of the root package so `swift test` never builds them.
// Run: swift run -c release --package-path Benchmarks bindkit-bench [--quick] [--json FILE]
let package = Package(
  name: "BindKitBenchmarks",
  dependencies: [.package(name: "BindKit", path: "..")],
  targets: [
    .target(name: "CMallocStats"),
    .executableTarget(
      name: "bindkit-bench",
      dependencies: [
        .product(name: "BindKit", package: "BindKit"),
        .product(name: "BindKitViews", package: "BindKit"),
        .product(name: "BindKitTerminal", package: "BindKit"),
        .product(name: "BindKitPreferences", package: "BindKit"),
        "CMallocStats",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
