import Foundation
import TokenCompiler
import TokencBenchSupport
import TokenModel
import SwiftOutput

/// What an app pays to hold the generated theme: `MemoryLayout<AppTheme>.size`, and the time of
/// a copy and of `==` on an unchanged theme (a copy of the same theme), which SwiftUI does on
/// every environment update. Measured by compiling the core layer of the generated Swift for
/// `tokens` tokens into a library, `DesignSystem`, and a small timing program that imports it
/// with `swiftc -O`, and running it.
///
/// The library is compiled with `-Onone`: optimizing 10,000 tokens' core layer takes the optimizer
/// longer than the whole benchmark. The size and a copy do not depend on it (the program knows
/// `AppTheme`'s layout and copies it inline: one retain and one release); `==` calls the library's
/// unoptimized `==`, so its figure is an upper bound, and so is building a theme.
struct ThemeValueReport: Codable {
    var tokens: Int
    var sizeBytes: Int?
    /// A copy stored into an array slot (a retain and a release).
    var copyNanoseconds: Double?
    /// `==` on two copies of one theme.
    var equalNanoseconds: Double?
    /// `==` on two themes built separately with equal values: every value compared.
    var equalBuiltTwiceMicroseconds: Double?
    /// Building `AppTheme.default`'s values once (every group, every appearance).
    var buildMilliseconds: Double?
    var reason: String?
}

/// The timing program: each figure is the best of 5 rounds, so a scheduler hiccup does not count.
let themeValueProgram = #"""
    import Dispatch

    @inline(never) func store(_ theme: AppTheme, into themes: inout [AppTheme], at index: Int) {
        themes[index & 1023] = theme
    }

    @inline(never) func same(_ a: AppTheme, _ b: AppTheme) -> Bool { a == b }

    func best(_ rounds: Int = 5, _ body: () -> Void) -> Double {
        var best: Double = .infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        return best
    }

    let buildNanoseconds = best(1) { _ = AppTheme(AppTheme.Selection()) }
    let theme = AppTheme(AppTheme.Selection())
    let copy = theme
    let builtTwice = AppTheme(AppTheme.Selection())
    let iterations = 1_000_000
    var themes = [AppTheme](repeating: theme, count: 1024)
    let copyNanoseconds = best { for index in 0..<iterations { store(theme, into: &themes, at: index) } } / Double(iterations)
    var equalCount = 0
    let equalNanoseconds = best { for _ in 0..<iterations { if same(theme, copy) { equalCount += 1 } } } / Double(iterations)
    var fullCount = 0
    let fullRuns = 20
    let fullNanoseconds = best { for _ in 0..<fullRuns { if same(theme, builtTwice) { fullCount += 1 } } } / Double(fullRuns)
    guard equalCount == 5 * iterations, fullCount == 5 * fullRuns, themes.count == 1024 else { fatalError("themes compared unequal") }
    print("size", MemoryLayout<AppTheme>.size)
    print("copy", copyNanoseconds)
    print("equal", equalNanoseconds)
    print("equalBuiltTwice", fullNanoseconds / 1e3)
    print("build", buildNanoseconds / 1e6)
    """#

/// Compiles the core layer of `generated` into a library (`-Onone`), the timing program against it
/// (`-O`), and runs it.
func measureThemeValue(tokens: Int, generated: [SwiftOutput.GeneratedFile]) -> ThemeValueReport {
    var report = ThemeValueReport(tokens: tokens)
    guard !generated.isEmpty else {
        report.reason = "\(grouped(tokens)) tokens not measured"
        return report
    }
    let swiftc: String
    do {
        swiftc = try locateSwiftc()
    } catch {
        report.reason = "\(error): the theme's size and costs need a compiler"
        return report
    }
    do {
        let folder = workDirectory.appendingPathComponent("theme-value")
        let sources = folder.appendingPathComponent("DesignSystem")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var paths: [String] = []
        for file in generated where !file.path.hasPrefix("SwiftUI/") {
            let url = sources.appendingPathComponent(file.path.replacingOccurrences(of: "/", with: "_"))
            try Data(file.contents.utf8).write(to: url)
            paths.append(url.path)
        }
        #if os(macOS)
        let library = folder.appendingPathComponent("libDesignSystem.dylib").path
        #else
        let library = folder.appendingPathComponent("libDesignSystem.so").path
        #endif
        progress("swiftc -Onone, the \(grouped(tokens))-token core layer as a library")
        let compileLibrary = try ProcessRunner.runCompiler(URL(fileURLWithPath: swiftc), [
            "-Onone", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "DesignSystem",
            "-emit-module", "-emit-module-path", folder.appendingPathComponent("DesignSystem.swiftmodule").path,
            "-emit-library", "-o", library,
        ] + paths)
        guard compileLibrary.status == 0 else { throw BenchFailure(description: "swiftc failed: \(compileLibrary.output.prefix(2_000))") }
        let main = folder.appendingPathComponent("main.swift")
        try Data(("import DesignSystem\n" + themeValueProgram).utf8).write(to: main)
        let executable = folder.appendingPathComponent("theme-value").path
        progress("swiftc -O, a timing program importing it")
        let compile = try ProcessRunner.runCompiler(URL(fileURLWithPath: swiftc), [
            "-O", "-swift-version", "6", "-I", folder.path, "-L", folder.path, "-lDesignSystem",
            "-Xlinker", "-rpath", "-Xlinker", folder.path, "-o", executable, main.path,
        ])
        guard compile.status == 0 else { throw BenchFailure(description: "swiftc failed: \(compile.output.prefix(2_000))") }
        progress("  running it")
        let run = try ProcessRunner.run(URL(fileURLWithPath: executable), [])
        guard run.status == 0 else { throw BenchFailure(description: "the timing program failed: \(run.output.prefix(2_000))") }
        var figures: [String: Double] = [:]
        for line in run.output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { figures[String(parts[0])] = value }
        }
        report.sizeBytes = figures["size"].map { Int($0) }
        report.copyNanoseconds = figures["copy"]
        report.equalNanoseconds = figures["equal"]
        report.equalBuiltTwiceMicroseconds = figures["equalBuiltTwice"]
        report.buildMilliseconds = figures["build"]
    } catch {
        report.reason = "\(error)"
    }
    return report
}
