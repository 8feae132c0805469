// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "BindKit",
  products: [
    .library(name: "BindKit", targets: ["BindKit"]),
    .library(name: "BindKitViews", targets: ["BindKitViews"]),
    .library(name: "BindKitTesting", targets: ["BindKitTesting"]),
    .library(name: "BindKitForms", targets: ["BindKitForms"]),
    .library(name: "BindKitTerminal", targets: ["BindKitTerminal"]),
    .library(name: "BindKitPreferences", targets: ["BindKitPreferences"]),
    // The demos' models and forms, for other front ends (the GTK package's windows use them).
    .library(name: "LogonFormCore", targets: ["LogonFormCore"]),
    .library(name: "SettingsCore", targets: ["SettingsCore"]),
    // The custom adapter of Docs/WritingAnAdapter.md, for other front ends (the GTK package draws its ColorWell).
    .library(name: "CustomAdapterExample", targets: ["CustomAdapterExample"]),
    .executable(name: "logon-demo", targets: ["LogonForm"]),
    .executable(name: "settings-demo", targets: ["SettingsDemo"]),
  ],
  targets: [
    .target(name: "BindKit"),
    .target(name: "BindKitViews", dependencies: ["BindKit"]),
    .target(name: "BindKitTesting", dependencies: ["BindKit"]),
    // A form's description, for any front end: its rows, and the protocol its controls (built-in or not) adopt.
    .target(name: "BindKitForms", dependencies: ["BindKit", "BindKitViews"]),
    // Forms on a terminal: drawn, driven by keys, or by a script.
    .target(name: "BindKitTerminal", dependencies: ["BindKit", "BindKitViews", "BindKitForms"]),
    // Models kept in a JSON file: atomic, durable, merged with other writers.
    .target(name: "BindKitPreferences", dependencies: ["BindKit"]),
    .target(name: "CustomAdapterExample", dependencies: ["BindKit", "BindKitForms"], path: "Examples/CustomAdapter"),
    .target(
      name: "LogonFormCore", dependencies: ["BindKit", "BindKitViews", "BindKitForms", "BindKitPreferences"],
      path: "Examples/LogonForm/Core"),
    .executableTarget(
      name: "LogonForm", dependencies: ["LogonFormCore", "BindKitTerminal", "BindKitPreferences"],
      path: "Examples/LogonForm/App"),
    .target(
      name: "SettingsCore", dependencies: ["BindKit", "BindKitViews", "BindKitForms", "BindKitPreferences"],
      path: "Examples/Settings/Core"),
    .executableTarget(
      name: "SettingsDemo", dependencies: ["SettingsCore", "BindKitTerminal", "BindKitPreferences"],
      path: "Examples/Settings/App"),
    // Fixtures and helpers that more than one test target uses, written once. Not a product.
    .target(name: "TestSupport", dependencies: ["BindKit"], path: "Tests/TestSupport"),
    // The core's rules: binding, editing, validation, converters, groups, actions, observation, diagnostics.
    .testTarget(
      name: "BindKitTests", dependencies: ["BindKit", "BindKitViews", "BindKitTesting", "TestSupport"]),
    // The built-in adapters' own rules, each adapter in a file of its own.
    .testTarget(name: "BindKitViewsTests", dependencies: ["BindKit", "BindKitViews", "BindKitTesting"]),
    .testTarget(
      name: "CustomAdapterExampleTests",
      dependencies: ["BindKit", "CustomAdapterExample", "BindKitTesting", "BindKitForms", "BindKitTerminal"]),
    // Depends on the executable too, so that `swift test` builds `logon-demo` for the tests that run it.
    .testTarget(
      name: "LogonFormTests",
      dependencies: [
        "LogonFormCore", "LogonForm", "BindKitViews", "BindKitTerminal", "BindKitPreferences", "TestSupport",
      ]),
    // Depends on the executable too, so that `swift test` builds `settings-demo` for the tests that run it.
    .testTarget(
      name: "SettingsDemoTests",
      dependencies: [
        "SettingsCore", "SettingsDemo", "BindKit", "BindKitViews", "BindKitTerminal", "BindKitPreferences",
        "TestSupport",
      ]),
    // The preferences store: reading, writing, merging, and what survives a failed write or a kill.
    // Depends on the writer too, so that `swift test` builds the process the tests kill and race.
    .testTarget(
      name: "BindKitPreferencesTests",
      dependencies: ["BindKit", "BindKitViews", "BindKitPreferences", "PreferenceWriter", "TestSupport"]),
    // A process that writes a preferences file, for the tests that kill it, race two of it, or limit its file size.
    .executableTarget(
      name: "PreferenceWriter", dependencies: ["BindKit", "BindKitPreferences"], path: "Tests/PreferenceWriter"),
    // The terminal front end, headless: an in-memory screen, keys fed in, scripts run.
    .testTarget(
      name: "BindKitTerminalTests",
      dependencies: ["BindKit", "BindKitViews", "BindKitForms", "BindKitTerminal", "TestSupport"]),
    // Compile-only: uses every public name, so an accidental change of the public API fails the build; and
    // check-public-api.sh (run by .ci/run) fails on a public name that public-api.txt does not list.
    .testTarget(
      name: "APITests",
      dependencies: [
        "BindKit", "BindKitViews", "BindKitTesting", "BindKitForms", "BindKitTerminal", "BindKitPreferences",
      ],
      exclude: ["check-public-api.sh", "public-api.txt"]),
    // The code of the guides in Docs/, compiled and run so that it cannot rot.
    .testTarget(
      name: "GuideTests", dependencies: ["BindKit", "BindKitViews", "BindKitTerminal", "BindKitPreferences"]),
    // Property-based tests, and every concurrency test (Concurrency/), over the core and the built-in adapters.
    .testTarget(name: "ReliabilityTests", dependencies: ["BindKit", "BindKitViews", "TestSupport"]),
    // Main-actor models, written as Swift 6 UI code writes them: explicitly `@MainActor`, and in a module whose
    // default isolation is the main actor.
    .testTarget(name: "MainActorModelTests", dependencies: ["BindKit", "BindKitViews"]),
    .testTarget(
      name: "DefaultIsolationTests", dependencies: ["BindKit", "BindKitViews"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
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
