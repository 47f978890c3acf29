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
        // The byte-level JSON reader and writer, with source positions; depends on nothing.
        .target(name: "TokenJSON"),
        // The model (token trees, values, the resolved theme), diagnostics, limits and file support.
        .target(name: "TokenModel", dependencies: ["TokenJSON"]),
        // The compiler pipeline: read → model → resolve → emit → write.
        .target(name: "TokenCompiler", dependencies: ["TokenJSON", "TokenModel"]),
        // Argument parsing and the subcommands, kept out of the executable so tests can drive them.
        .target(name: "TokencCLI", dependencies: ["TokenJSON", "TokenModel", "TokenCompiler"]),
        .executableTarget(name: "tokenc", dependencies: ["TokencCLI"]),
        // `make docs`: writes the generated parts of Documentation/ from the code (a test keeps them current).
        .executableTarget(name: "tokenc-docs", dependencies: ["TokencCLI"], path: "Sources/TokencDocs"),
        // tokenc's output for tokens/, committed; `tokenc check` (in CI) keeps it current. Not named
        // `AppTheme`: a module and a type of one name break qualified lookup (`AppTheme.Brand`).
        // Its asset catalog (tokenc.json's "assetCatalog") is for an app target's own resources,
        // where Interface Builder, launch screens and AccentColor find colors: not this module's.
        .target(name: "DesignSystem", path: "Generated", exclude: ["Assets.xcassets"]),
        // The synthetic design systems of the benchmark, kept out of it so tests can check them.
        .target(name: "TokencBenchSupport"),
        // `swift run -c release tokenc-bench [--quick] [--json]`; never run by `swift test`.
        // It depends on `tokenc` so that `swift run` builds the executable it measures beside it.
        .executableTarget(
            name: "tokenc-bench",
            dependencies: ["TokenJSON", "TokenModel", "TokenCompiler", "TokencBenchSupport", "tokenc"],
            path: "Sources/TokencBench"
        ),
        .testTarget(
            name: "TokenCompilerTests",
            dependencies: ["TokenJSON", "TokenModel", "TokenCompiler", "TokencCLI", "TokencBenchSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
