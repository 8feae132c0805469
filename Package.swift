// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "BindKit",
  products: [
    .library(name: "BindKit", targets: ["BindKit"]),
    .library(name: "BindKitViews", targets: ["BindKitViews"]),
    .library(name: "BindKitTesting", targets: ["BindKitTesting"]),
    .executable(name: "logon-demo", targets: ["LogonForm"]),
  ],
  targets: [
    .target(name: "BindKit"),
    .target(name: "BindKitViews", dependencies: ["BindKit"]),
    .target(name: "BindKitTesting", dependencies: ["BindKit"]),
    .target(name: "CustomAdapterExample", dependencies: ["BindKit"], path: "Examples/CustomAdapter"),
    .executableTarget(name: "LogonForm", dependencies: ["BindKit", "BindKitViews"], path: "Examples/LogonForm"),
    .testTarget(name: "BindKitTests", dependencies: ["BindKit"]),
    .testTarget(name: "BindKitViewsTests", dependencies: ["BindKit", "BindKitViews", "BindKitTesting"]),
    .testTarget(
      name: "CustomAdapterExampleTests", dependencies: ["BindKit", "CustomAdapterExample", "BindKitTesting"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(contentsOf: [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ])
  target.swiftSettings = settings
}
