// swift-tools-version: 6.2
import PackageDescription

// BindKit's GTK 4 front end: its own package, so that the root package keeps no dependency and builds where GTK is
// absent. Needs `apt-get install -y --no-install-recommends libgtk-4-dev` (and xvfb to run the tests headless).
let package = Package(
  name: "BindKitGTK",
  products: [
    .library(name: "BindKitGTK", targets: ["BindKitGTK"]),
    .library(name: "ColorWellGTK", targets: ["ColorWellGTK"]),
    .executable(name: "logon-gtk", targets: ["LogonGTK"]),
    .executable(name: "settings-gtk", targets: ["SettingsGTK"]),
    .executable(name: "hello-gtk", targets: ["HelloGTK"]),
    .executable(name: "bindkit-gtk-bench", targets: ["GTKBench"]),
  ],
  dependencies: [.package(name: "BindKit", path: "../..")],
  targets: [
    .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
    // Forms as GTK 4 widgets, and the main loop that lets the main actor run beside GTK's.
    .target(
      name: "BindKitGTK",
      dependencies: [
        "CGtk4", .product(name: "BindKit", package: "BindKit"),
        .product(name: "BindKitViews", package: "BindKit"), .product(name: "BindKitForms", package: "BindKit"),
      ]),
    // Examples/CustomAdapter's ColorWell as a GtkColorButton, through BindKitGTK's public extension point only.
    .target(
      name: "ColorWellGTK",
      dependencies: [
        "BindKitGTK", "CGtk4", .product(name: "BindKitForms", package: "BindKit"),
        .product(name: "CustomAdapterExample", package: "BindKit"),
      ]),
    .executableTarget(
      name: "LogonGTK",
      dependencies: [
        "BindKitGTK", "CGtk4", .product(name: "BindKitPreferences", package: "BindKit"),
        .product(name: "LogonFormCore", package: "BindKit"),
      ]),
    .executableTarget(
      name: "SettingsGTK",
      dependencies: [
        "BindKitGTK", "CGtk4", .product(name: "BindKit", package: "BindKit"),
        .product(name: "BindKitPreferences", package: "BindKit"), .product(name: "SettingsCore", package: "BindKit"),
      ]),
    // Docs/GTK.md's first window.
    .executableTarget(
      name: "HelloGTK",
      dependencies: [
        "BindKitGTK", .product(name: "BindKit", package: "BindKit"),
        .product(name: "BindKitViews", package: "BindKit"), .product(name: "BindKitForms", package: "BindKit"),
      ]),
    // BindKitGTK against GTK wired by hand: a keystroke, and opening a window (Docs/Performance.md).
    .executableTarget(
      name: "GTKBench",
      dependencies: [
        "BindKitGTK", "CGtk4", .product(name: "BindKit", package: "BindKit"),
        .product(name: "BindKitViews", package: "BindKit"), .product(name: "BindKitForms", package: "BindKit"),
      ]),
    // Real widgets under Xvfb (DISPLAY must be set; Frontends/GTK/test.sh starts Xvfb).
    .testTarget(
      name: "BindKitGTKTests",
      dependencies: [
        "BindKitGTK", "CGtk4", .product(name: "BindKit", package: "BindKit"),
        .product(name: "BindKitViews", package: "BindKit"), .product(name: "BindKitForms", package: "BindKit"),
        .product(name: "BindKitPreferences", package: "BindKit"), .product(name: "LogonFormCore", package: "BindKit"),
        .product(name: "SettingsCore", package: "BindKit"), "ColorWellGTK",
        .product(name: "CustomAdapterExample", package: "BindKit"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
