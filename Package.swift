// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "tokenc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "tokenc", targets: ["tokenc"]),
        .library(name: "TokenCompiler", targets: ["TokenCompiler"]),
        // The repository's design system, compiled from tokens/ by `swift run tokenc`.
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
    ],
    targets: [
        // The compiler pipeline: read → model → resolve → emit → write.
        .target(name: "TokenCompiler"),
        // Argument parsing and the subcommands, kept out of the executable so tests can drive them.
        .target(name: "TokencCLI", dependencies: ["TokenCompiler"]),
        .executableTarget(name: "tokenc", dependencies: ["TokencCLI"]),
        // tokenc's output for tokens/, committed; `tokenc check` (in CI) keeps it current. Not named
        // `AppTheme`: a module and a type of one name break qualified lookup (`AppTheme.Brand`).
        .target(name: "DesignSystem", path: "Generated"),
        .testTarget(
            name: "TokenCompilerTests",
            dependencies: ["TokenCompiler", "TokencCLI"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
