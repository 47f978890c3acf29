import Foundation
import TokencBenchSupport

/// Apple's real iOS SDK, set up by `../shared/tools/ios-sdk` (see its README), for type-checking
/// generated code against the real SwiftUI and UIKit with availability enforced. Absent on a
/// fresh machine and in CI: tests that use it are disabled then.
enum RealIOSSDK {
    /// The `typecheck` script beside the repository.
    static let script = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/ios-sdk/typecheck")

    /// True when both the script and an unpacked SDK are there.
    static let isAvailable: Bool = {
        let home = ProcessInfo.processInfo.environment["TOKENC_IOS_SDK_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/tokenc-ios-sdk")
        return FileManager.default.isExecutableFile(atPath: script.path)
            && FileManager.default.fileExists(atPath: home.appendingPathComponent("sdk").path)
    }()

    /// Type-checks `files` together for iOS `target`; the compiler's status and output.
    static func typeCheck(_ files: [SourceFile], target: String = "16.0") throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenc-ios-sdk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: false, encoding: .utf8)
            paths.append(url.path)
        }
        // `-wmo` passes through the script to swiftc: one frontend for the module, not one per file.
        return try ProcessRunner.runCompiler(URL(fileURLWithPath: "/bin/bash"), [script.path, "--target", target, "-wmo"] + paths)
    }
}
