// swift-tools-version: 6.0
import PackageDescription

// The compiler is split into targets whose dependencies run one way, so that `swift build` fails
// when a lower layer imports a higher one (Documentation/Internals.md draws the graph):
//
//   TokenJSON → TokenModel → TokenCompiler → Lowering → SwiftOutput → Preview → TokencCLI → tokenc
//
// Each target depends only on those to its left. Every client of the compiler's modules is in
// this package (the CLI, the tests, the benchmark), so what one target shares with another is
// `package`, never `public`, and no library product exposes them.
let package = Package(
    name: "tokenc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .executable(name: "tokenc", targets: ["tokenc"]),
        // The repository's design system, compiled from tokens/ by `swift run tokenc`.
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
    ],
    targets: [
        // The byte-level JSON reader and writer, with source positions; depends on nothing.
        .target(name: "TokenJSON"),
        // The model: token trees as read, typed values, the resolved theme (`ResolvedTheme`), the
        // resolution plan, diagnostics, limits, and file-system support. `ExtensionTypes/` holds the
        // homes of tokenc's own token types; their `Runtime/` is the generated code's Swift for
        // them, which `make runtime` embeds like SwiftOutput's.
        .target(name: "TokenModel", dependencies: ["TokenJSON"], exclude: ["ExtensionTypes/Runtime"]),
        // Reading and resolving: token files, the DTCG resolver document (`ResolverDocument/`),
        // aliases and references (`Aliases/`), value decoding, and resolution over the modifier
        // matrix (`Matrix/`).
        .target(name: "TokenCompiler", dependencies: ["TokenJSON", "TokenModel"]),
        // From the resolved theme to the model generated Swift and the preview share: Swift names,
        // the layout of groups and variations, the components checked against the catalog, the
        // values checked for Swift, and the validate pipeline's report (`SwiftModel`).
        .target(name: "Lowering", dependencies: ["TokenJSON", "TokenModel", "TokenCompiler"]),
        // From the lowered model to files: the emitters, styles, the asset catalog, the output
        // folder and its write transaction, `tokenc.json`, and the build pipeline.
        // Its `Runtime/` folder holds the fixed part of the generated code as real Swift files; `make
        // runtime` embeds them (`Emit/EmbeddedRuntime.swift`), so they are not compiled into tokenc.
        .target(
            name: "SwiftOutput", dependencies: ["TokenJSON", "TokenModel", "TokenCompiler", "Lowering"], exclude: ["Runtime"]
        ),
        // `tokenc preview`: the HTML page of a theme.
        .target(name: "Preview", dependencies: ["TokenJSON", "TokenModel", "TokenCompiler", "Lowering"]),
        // Argument parsing and the subcommands, kept out of the executable so tests can drive them.
        .target(
            name: "TokencCLI",
            dependencies: ["TokenJSON", "TokenModel", "TokenCompiler", "Lowering", "SwiftOutput", "Preview"]
        ),
        .executableTarget(name: "tokenc", dependencies: ["TokencCLI"]),
        // `make docs`: writes the generated parts of Documentation/ from the code (a test keeps them current).
        .executableTarget(name: "tokenc-docs", dependencies: ["TokencCLI"], path: "Sources/TokencDocs"),
        // tokenc's output for tokens/, committed; `tokenc check` (in CI) keeps it current. Not named
        // `AppTheme`: a module and a type of one name break qualified lookup (`AppTheme.Brand`).
        // Its asset catalog (tokenc.json's "assetCatalog") is for an app target's own resources,
        // where Interface Builder, launch screens and AccentColor find colors: not this module's.
        .target(name: "DesignSystem", path: "Generated", exclude: ["Assets.xcassets"]),
        // `make runtime` (`swift run tokenc-runtime`): embeds SwiftOutput's `Runtime/` Swift files into
        // its sources as string literals (a test keeps the embedding current). Depends on nothing
        // of tokenc's, so a broken embedding never stops it from building.
        .target(name: "RuntimeEmbedding"),
        .executableTarget(name: "tokenc-runtime", dependencies: ["RuntimeEmbedding"], path: "Sources/TokencRuntime"),
        // The synthetic design systems of the benchmark, kept out of it so tests can check them.
        .target(name: "TokencBenchSupport"),
        // `swift run -c release tokenc-bench [--quick] [--json]`; never run by `swift test`.
        // It depends on `tokenc` so that `swift run` builds the executable it measures beside it.
        .executableTarget(
            name: "tokenc-bench",
            dependencies: [
                "TokenJSON", "TokenModel", "TokenCompiler", "Lowering", "SwiftOutput", "Preview", "TokencBenchSupport", "tokenc",
            ],
            path: "Sources/TokencBench"
        ),
        .testTarget(
            name: "TokenCompilerTests",
            dependencies: [
                "TokenJSON", "TokenModel", "TokenCompiler", "Lowering", "SwiftOutput", "Preview", "TokencCLI", "TokencBenchSupport",
                "RuntimeEmbedding",
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
