// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "tokenc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "tokenc", targets: ["tokenc"]),
        .library(name: "TokenCompiler", targets: ["TokenCompiler"]),
    ],
    targets: [
        // The compiler pipeline: read → model → resolve → emit → write.
        .target(name: "TokenCompiler"),
        // Argument parsing and the subcommands, kept out of the executable so tests can drive them.
        .target(name: "TokencCLI", dependencies: ["TokenCompiler"]),
        .executableTarget(name: "tokenc", dependencies: ["TokencCLI"]),
        // The synthetic design systems of the benchmark, kept out of it so tests can check them.
        .target(name: "TokencBenchSupport"),
        // `swift run -c release tokenc-bench [--quick] [--json]`; never run by `swift test`.
        // It depends on `tokenc` so that `swift run` builds the executable it measures beside it.
        .executableTarget(
            name: "tokenc-bench",
            dependencies: ["TokenCompiler", "TokencBenchSupport", "tokenc"],
            path: "Sources/TokencBench"
        ),
        .testTarget(
            name: "TokenCompilerTests",
            dependencies: ["TokenCompiler", "TokencCLI", "TokencBenchSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
