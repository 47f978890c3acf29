import Foundation
import TokencBenchSupport

/// Hands out the stand-in modules (`Tests/StandIns/SwiftUI`, `UIKit`, `AppKit`), built by
/// `SwiftUIStandIn` (shared with the benchmark) with the compiler the tests use, each at most once
/// per test process: tests run in parallel, so a lock guards the cached results.
final class StandInModuleCache: @unchecked Sendable {
    static let shared = StandInModuleCache()

    private let lock = NSLock()
    private var cached: [String: Result<URL, Error>] = [:]

    /// The folder to pass as `-I` so that `import <module>` finds the stand-in. Builds it if needed.
    func moduleDirectory(compiler: SwiftCompiler, module: String = "SwiftUI") throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cached[module] { return try cached.get() }
        let result = Result {
            try SwiftUIStandIn.moduleDirectory(compilerVersion: compiler.versionDescription(), module: module) { arguments, directory in
                try compiler.run(arguments, in: directory)
            }
        }
        cached[module] = result
        return try result.get()
    }

    /// The `-I` flags for the stand-ins of `platform`: SwiftUI, and UIKit or AppKit.
    func searchPaths(compiler: SwiftCompiler, platform: StandInPlatform) throws -> [String] {
        try platform.modules.flatMap { ["-I", try moduleDirectory(compiler: compiler, module: $0).path] }
    }
}

/// Which Apple frameworks a type-check finds, as stand-ins on Linux: what `#if canImport(…)` sees.
enum StandInPlatform: String, Sendable, CaseIterable, CustomStringConvertible {
    /// SwiftUI alone: the configuration most tests use.
    case swiftUI
    /// SwiftUI and UIKit, as on iOS.
    case iOS
    /// SwiftUI and AppKit, as on macOS.
    case macOS

    var modules: [String] {
        switch self {
        case .swiftUI: ["SwiftUI"]
        case .iOS: ["SwiftUI", "UIKit"]
        case .macOS: ["SwiftUI", "AppKit"]
        }
    }

    var description: String { rawValue }
}
