import Foundation
import TokencBenchSupport

/// Hands out the SwiftUI stand-in module (`Tests/StandIns/SwiftUI`), built by `SwiftUIStandIn`
/// (shared with the benchmark) with the compiler the tests use, and at most once per test process:
/// tests run in parallel, so a lock guards the cached result.
final class StandInModuleCache: @unchecked Sendable {
    static let shared = StandInModuleCache()

    private let lock = NSLock()
    private var cached: Result<URL, Error>?

    /// The folder to pass as `-I` so that `import SwiftUI` finds the stand-in. Builds it if needed.
    func moduleDirectory(compiler: SwiftCompiler) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return try cached.get() }
        let result = Result {
            try SwiftUIStandIn.moduleDirectory(compilerVersion: compiler.versionDescription()) { arguments, directory in
                try compiler.run(arguments, in: directory)
            }
        }
        cached = result
        return try result.get()
    }
}
