import Foundation

/// The SwiftUI stand-in (`Tests/StandIns/SwiftUI`) built into a module, for type-checking generated
/// Swift on a machine without SwiftUI; and likewise the UIKit and AppKit stand-ins
/// (`Tests/StandIns/UIKit`, `Tests/StandIns/AppKit`), each a module of the folder's name built from
/// every `.swift` file in it. The tests (through `StandInModuleCache`) and the benchmark both build
/// them here, so they share one module.
///
/// A module lives in `<temporary directory>/tokenc-standin-<hash>/<Module>.swiftmodule`, the hash over
/// `swiftc --version`, the flags and the sources: later runs and other processes reuse it until a
/// source or the compiler changes, and it is built in a private folder renamed into place, so no
/// process ever sees half a module.
package enum SwiftUIStandIn {
    /// Flags that make the module look like Apple's SwiftUI to its clients (see the stand-in's
    /// README): `-swift-version 5` is why its isolation is `@preconcurrency`;
    /// `-enable-library-evolution` makes non-@frozen types resilient (a `switch` over
    /// `ColorScheme` needs `@unknown default`), as in Apple's build.
    package static let buildFlags = buildFlags(module: "SwiftUI")

    /// The same flags for the stand-in of `module` (`SwiftUI`, `UIKit`, `AppKit`).
    package static func buildFlags(module: String) -> [String] {
        ["-emit-module", "-module-name", module, "-parse-as-library", "-swift-version", "5", "-enable-library-evolution", "-Onone"]
    }

    /// `<repo>/Tests/StandIns/<module>`, found from this file's path at build time.
    package static func sourcesDirectory(module: String = "SwiftUI") -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TokencBenchSupport
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()  // the package
            .appendingPathComponent("Tests/StandIns/\(module)", isDirectory: true)
    }

    /// Every `.swift` file of the stand-in of `module`, sorted by path, as the tests list them.
    package static func sources(module: String = "SwiftUI") throws -> [URL] {
        let root = sourcesDirectory(module: module).standardizedFileURL.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw StandInError(description: "cannot list \(root.path)")
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The cache folder's name for these sources and this compiler version (`swiftc --version`).
    package static func moduleDirectoryName(compilerVersion: String, sources: [URL], module: String = "SwiftUI") throws -> String {
        var hash = FNV1a64()
        hash.combine(compilerVersion)
        for flag in buildFlags(module: module) { hash.combine(flag) }
        let root = sourcesDirectory(module: module).standardizedFileURL.resolvingSymlinksInPath().path
        for source in sources {
            hash.combine(String(source.path.dropFirst(root.count)))
            hash.combine(try Data(contentsOf: source))
        }
        return "tokenc-standin-\(hash.hexDigits)"
    }

    /// The folder to pass as `-I` so that `import SwiftUI` finds the stand-in; builds it with
    /// `swiftc` (a path) unless a complete one is cached.
    package static func moduleDirectory(swiftc: String) throws -> URL {
        let version = try ProcessRunner.runCompiler(URL(fileURLWithPath: swiftc), ["--version"])
        guard version.status == 0 else { throw StandInError(description: "swiftc --version failed: \(version.output)") }
        return try moduleDirectory(compilerVersion: version.output) { arguments, directory in
            try ProcessRunner.runCompiler(URL(fileURLWithPath: swiftc), arguments, in: directory)
        }
    }

    /// The same for the stand-in of `module`, with a compiler that `compile` runs (`xcrun swiftc`,
    /// say) with the given arguments in the given folder, and whose `swiftc --version` is `compilerVersion`.
    package static func moduleDirectory(
        compilerVersion: String, module: String = "SwiftUI",
        compile: (_ arguments: [String], _ directory: URL) throws -> (status: Int32, output: String)
    ) throws -> URL {
        let sources = try sources(module: module)
        guard !sources.isEmpty else { throw StandInError(description: "no stand-in sources in \(sourcesDirectory(module: module).path)") }
        let fileManager = FileManager.default
        let temporary = fileManager.temporaryDirectory
        let final = temporary.appendingPathComponent(
            try moduleDirectoryName(compilerVersion: compilerVersion, sources: sources, module: module), isDirectory: true)
        if isComplete(final, module: module) { return final }

        let staging = temporary.appendingPathComponent("\(final.lastPathComponent).partial-\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: staging) }
        let built = try compile(
            buildFlags(module: module) + ["-o", staging.appendingPathComponent("\(module).swiftmodule").path] + sources.map(\.path), staging)
        guard built.status == 0 else { throw StandInError(description: "building the \(module) stand-in failed:\n\(built.output)") }
        do {
            try fileManager.moveItem(at: staging, to: final)
        } catch {
            guard isComplete(final, module: module) else { throw error }  // another process finished first
        }
        return final
    }

    static func isComplete(_ directory: URL, module: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(module).swiftmodule").path)
    }
}

package struct StandInError: Error, CustomStringConvertible {
    package var description: String
}

/// A hash that is the same in every process and on every machine (FNV-1a, 64 bits), for naming
/// cache folders: Swift's `hashValue` is seeded per process. Each string is followed by a 0, so
/// ("ab", "c") and ("a", "bc") differ.
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    mutating func combine(_ string: String) {
        combine(string.utf8)
        combine(CollectionOfOne(0))
    }

    var hexDigits: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
