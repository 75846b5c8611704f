// swift-tools-version:6.2
import PackageDescription

// Every target opts into the upcoming features: imports name what a file uses (members
// included), and a nonisolated async function runs on its caller's executor unless it says
// `@concurrent`.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
  name: "Unidirectional",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "Unidirectional", targets: ["Unidirectional"]),
    .library(name: "UnidirectionalBindings", targets: ["UnidirectionalBindings"]),
    .library(name: "UnidirectionalNavigation", targets: ["UnidirectionalNavigation"]),
    .library(name: "UnidirectionalPersistence", targets: ["UnidirectionalPersistence"]),
    .library(name: "UnidirectionalRecording", targets: ["UnidirectionalRecording"]),
    .library(name: "UnidirectionalTesting", targets: ["UnidirectionalTesting"]),
    .library(name: "LoadingStates", targets: ["LoadingStates"]),
    .library(name: "ErrorHandling", targets: ["ErrorHandling"]),
    .library(name: "Paging", targets: ["Paging"]),
    .library(name: "PagingTesting", targets: ["PagingTesting"]),
    .library(name: "ScreenComponents", targets: ["ScreenComponents"]),
    .executable(name: "paging-demo", targets: ["PagingDemo"]),
    .executable(name: "unidirectional-inspect", targets: ["UnidirectionalInspect"]),
    .executable(name: "unidirectional-benchmarks", targets: ["UnidirectionalBenchmarks"]),
  ],
  targets: [
    // The kernel: reducers, effects and their runner, stores, composition, observation,
    // dependencies, collections, diffing, issues.
    .target(name: "Unidirectional", swiftSettings: strictSettings),
    // The layers over the kernel, each reaching it only through the `package` seams it
    // declares.
    .target(
      name: "UnidirectionalBindings",
      dependencies: ["Unidirectional"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "UnidirectionalNavigation",
      dependencies: ["Unidirectional"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "UnidirectionalPersistence",
      dependencies: ["Unidirectional"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "UnidirectionalRecording",
      dependencies: ["Unidirectional"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "UnidirectionalTesting",
      dependencies: ["Unidirectional", "UnidirectionalRecording"],
      swiftSettings: strictSettings
    ),
    .target(name: "LoadingStates", swiftSettings: strictSettings),
    .target(
      name: "ErrorHandling",
      dependencies: ["Unidirectional", "UnidirectionalNavigation", "LoadingStates"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "Paging",
      dependencies: ["Unidirectional", "LoadingStates", "ErrorHandling"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "PagingTesting",
      dependencies: ["Paging", "Unidirectional", "UnidirectionalTesting", "ErrorHandling", "LoadingStates"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "ScreenComponents",
      dependencies: ["Unidirectional", "LoadingStates", "ErrorHandling", "Paging"],
      swiftSettings: strictSettings
    ),
    // The articles' screens as features: not a product, compiled and tested with the package.
    .target(
      name: "Examples",
      dependencies: ["Unidirectional", "UnidirectionalBindings", "UnidirectionalNavigation", "UnidirectionalPersistence", "LoadingStates", "ErrorHandling", "Paging", "ScreenComponents"],
      exclude: ["FromTCA/TicTacToe"],
      swiftSettings: strictSettings
    ),
    // TCA's tic-tac-toe, one module per feature as TCA has one package target per feature.
    ticTacToe("TicTacToeAuthentication", dependencies: ["Unidirectional"]),
    ticTacToe("TicTacToeGame", dependencies: ["Unidirectional"]),
    ticTacToe("TicTacToeNewGame", dependencies: ["TicTacToeGame", "Unidirectional", "UnidirectionalBindings", "UnidirectionalNavigation"]),
    ticTacToe("TicTacToeTwoFactor", dependencies: ["TicTacToeAuthentication", "Unidirectional", "UnidirectionalBindings", "UnidirectionalNavigation"]),
    ticTacToe("TicTacToeLogin", dependencies: ["TicTacToeAuthentication", "TicTacToeTwoFactor", "Unidirectional", "UnidirectionalBindings", "UnidirectionalNavigation"]),
    ticTacToe("TicTacToeApp", dependencies: ["TicTacToeAuthentication", "TicTacToeLogin", "TicTacToeNewGame", "TicTacToeTwoFactor", "Unidirectional", "UnidirectionalNavigation"]),
    // The command-line reading that paging-demo and the benchmarks share: not a product.
    .target(name: "CommandLineOptions", swiftSettings: strictSettings),
    .executableTarget(
      name: "PagingDemo",
      dependencies: [
        "Paging", "Unidirectional", "UnidirectionalRecording", "LoadingStates", "ErrorHandling",
        "CommandLineOptions",
      ],
      swiftSettings: strictSettings
    ),
    // Writes any recording's inspection page, reading its states and actions as plain JSON.
    .executableTarget(
      name: "UnidirectionalInspect",
      dependencies: ["UnidirectionalRecording", "CommandLineOptions"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "UnidirectionalBenchmarks",
      dependencies: [
        "Unidirectional", "UnidirectionalNavigation", "UnidirectionalPersistence", "UnidirectionalRecording",
        "UnidirectionalTesting",
        "Paging", "LoadingStates", "ErrorHandling", "CommandLineOptions",
      ],
      path: "Benchmarks/UnidirectionalBenchmarks",
      swiftSettings: strictSettings
    ),
    // Prints a dump in a process of its own; TestSupport depends on it so that
    // `swift test` builds it before the test that compares dumps across processes.
    .executableTarget(
      name: "DumpProbe",
      dependencies: ["Unidirectional"],
      path: "Tests/DumpProbe",
      swiftSettings: strictSettings
    ),
    // Writes with the real file writer in a process of its own, which the crash test kills
    // halfway; TestSupport depends on it so that `swift test` builds it.
    .executableTarget(
      name: "PersistenceProbe",
      dependencies: ["Examples", "Unidirectional", "UnidirectionalNavigation", "UnidirectionalPersistence"],
      path: "Tests/PersistenceProbe",
      swiftSettings: strictSettings
    ),
    // Records in an executable whose main actor left the main thread, as an app's does on
    // Linux; TestSupport depends on it so that `swift test` builds it.
    .executableTarget(
      name: "RecordingProbe",
      dependencies: ["Unidirectional", "UnidirectionalRecording"],
      path: "Tests/RecordingProbe",
      swiftSettings: strictSettings
    ),
    // The decoder fuzzer's targets, seeds and mutations, shared by its executable and by the
    // regression test that reads every input it ever found wrong.
    .target(
      name: "DecoderFuzzing",
      dependencies: [
        "Unidirectional", "UnidirectionalNavigation", "UnidirectionalPersistence", "UnidirectionalRecording",
        "LoadingStates", "ErrorHandling", "Paging", "TestSupport",
      ],
      path: "Tests/DecoderFuzzing",
      swiftSettings: strictSettings
    ),
    // Runs a campaign of mutated inputs against every decoder, each batch in a child process
    // of itself, so that a crash is caught, shrunk and reported (Docs/Testing.md).
    .executableTarget(
      name: "DecoderFuzz",
      dependencies: ["DecoderFuzzing"],
      path: "Tests/DecoderFuzz",
      swiftSettings: strictSettings
    ),
    // What the kernel's and its layers' tests share: journals, gates, temporary folders and
    // the probe executables, which it depends on so that `swift test` builds them.
    .target(
      name: "TestSupport",
      dependencies: ["Unidirectional", "DumpProbe", "PersistenceProbe", "RecordingProbe"],
      path: "Tests/TestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalTests",
      dependencies: ["Unidirectional", "UnidirectionalTesting", "TestSupport", "DumpProbe"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalBindingsTests",
      dependencies: ["UnidirectionalBindings", "Unidirectional", "UnidirectionalTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalNavigationTests",
      dependencies: ["UnidirectionalNavigation", "Unidirectional", "UnidirectionalTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalRecordingTests",
      dependencies: ["UnidirectionalRecording", "Unidirectional", "UnidirectionalTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalPersistenceTests",
      dependencies: ["UnidirectionalPersistence", "UnidirectionalNavigation", "Unidirectional", "UnidirectionalTesting", "TestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalTestingTests",
      dependencies: ["Unidirectional", "UnidirectionalNavigation", "UnidirectionalRecording", "UnidirectionalTesting", "LoadingStates", "ErrorHandling"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "LoadingStatesTests",
      dependencies: ["LoadingStates"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ErrorHandlingTests",
      dependencies: ["ErrorHandling", "LoadingStates", "Unidirectional", "UnidirectionalBindings", "UnidirectionalNavigation", "UnidirectionalTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PagingTests",
      dependencies: [
        "Paging", "PagingTesting", "Unidirectional", "UnidirectionalRecording", "UnidirectionalTesting", "LoadingStates",
        "ErrorHandling", "TestSupport",
      ],
      // The fixture server the HTTP tests start; a script, not a resource of the bundle.
      exclude: ["HTTP/fixture-server.py"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PagingTestingTests",
      dependencies: ["PagingTesting", "Paging", "Unidirectional", "UnidirectionalTesting", "ErrorHandling", "LoadingStates"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: ["Examples", "ScreenComponents", "Paging", "Unidirectional", "UnidirectionalBindings", "UnidirectionalNavigation", "UnidirectionalPersistence", "UnidirectionalRecording", "UnidirectionalTesting", "LoadingStates", "ErrorHandling", "TestSupport"],
      exclude: ["FromTCA/TicTacToe", "FromTCA/CaseStudies/websocket-echo-server.py"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "TicTacToeTests",
      dependencies: ["TicTacToeApp", "TicTacToeAuthentication", "TicTacToeGame", "TicTacToeLogin", "TicTacToeNewGame", "TicTacToeTwoFactor", "Unidirectional", "UnidirectionalBindings", "UnidirectionalNavigation", "UnidirectionalTesting"],
      path: "Tests/ExamplesTests/FromTCA/TicTacToe",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ScreenComponentsTests",
      dependencies: ["ScreenComponents", "Paging", "Unidirectional", "LoadingStates", "ErrorHandling"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "DecoderFuzzTests",
      dependencies: ["DecoderFuzzing"],
      exclude: ["Regressions.jsonl"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalInspectTests",
      dependencies: ["UnidirectionalInspect", "UnidirectionalRecording", "CommandLineOptions"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "PagingDemoTests",
      dependencies: ["PagingDemo", "Paging", "Unidirectional", "UnidirectionalRecording", "LoadingStates", "ErrorHandling", "CommandLineOptions"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// A module of the tic-tac-toe example, in its folder under `Sources/Examples/FromTCA/TicTacToe`.
func ticTacToe(_ name: String, dependencies: [Target.Dependency]) -> Target {
  .target(
    name: name,
    dependencies: dependencies,
    path: "Sources/Examples/FromTCA/TicTacToe/\(name)",
    swiftSettings: strictSettings
  )
}
