// swift-tools-version:6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Unidirectional",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10)],
  products: [
    .library(name: "Unidirectional", targets: ["Unidirectional"]),
    .library(name: "UnidirectionalTesting", targets: ["UnidirectionalTesting"]),
  ],
  targets: [
    .target(name: "Unidirectional", swiftSettings: strictSettings),
    .target(
      name: "UnidirectionalTesting",
      dependencies: ["Unidirectional"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalTests",
      dependencies: ["Unidirectional", "UnidirectionalTesting"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "UnidirectionalTestingTests",
      dependencies: ["Unidirectional", "UnidirectionalTesting"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
