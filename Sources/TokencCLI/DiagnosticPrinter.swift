import Foundation
import TokenCompiler

/// Prints diagnostics in the compiler format that Xcode and editors understand:
/// `path:line:column: error: message [code]`, then a `note:` line for each related place.
public struct DiagnosticPrinter {
    /// Enough to show every problem of a typical mistake, few enough to scroll back through.
    public static let defaultLimit = 200

    var output: Output
    /// Absolute paths inside this folder are printed relative to it.
    var currentDirectory: String
    /// How many diagnostics are printed before the rest are only counted.
    var limit: Int
    /// Prints every path absolute (`--absolute-paths`, or under Xcode), so Xcode can show the
    /// diagnostic inline at the file it names.
    var absolutePaths: Bool
    /// Prints errors only: warnings are left out, and so is a summary without errors (`--quiet`).
    var errorsOnly: Bool

    public init(
        output: Output,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        limit: Int = DiagnosticPrinter.defaultLimit,
        absolutePaths: Bool = false,
        errorsOnly: Bool = false
    ) {
        self.output = output
        self.currentDirectory = currentDirectory
        self.limit = limit
        self.absolutePaths = absolutePaths
        self.errorsOnly = errorsOnly
    }

    /// Prints `diagnostics` in the order given (at most `limit`, then a line counting the rest)
    /// and, if there were any, a summary such as `3 errors, 1 warning`, all on standard error.
    public func print(_ diagnostics: [Diagnostic]) {
        let diagnostics = errorsOnly ? diagnostics.filter { $0.severity == .error } : diagnostics
        guard !diagnostics.isEmpty else { return }
        for diagnostic in diagnostics.prefix(limit) {
            lines(for: diagnostic).forEach(output.printErrorLine)
        }
        let hidden = diagnostics.dropFirst(limit)
        if !hidden.isEmpty {
            let count = Diagnostic(
                Array(hidden).containsErrors ? .error : .warning, .tooManyDiagnostics,
                "\(hidden.count) more \(hidden.count == 1 ? "diagnostic" : "diagnostics") not shown", at: nil)
            lines(for: count).forEach(output.printErrorLine)
        }
        output.printErrorLine(Self.summary(of: diagnostics))
    }

    /// The diagnostic's own line followed by one line per note.
    func lines(for diagnostic: Diagnostic) -> [String] {
        let severity: TerminalStyle = diagnostic.severity == .error ? .error : .warning
        let head = line(
            diagnostic.location, severity, diagnostic.severity.rawValue,
            "\(diagnostic.message) [\(diagnostic.code)]")
        return [head] + diagnostic.notes.map { line($0.location, .note, "note", $0.message) }
    }

    /// Every name, value and path in the line is made inert (``InertText``) before colour is
    /// added: this is where every diagnostic and note passes.
    private func line(_ location: SourceLocation?, _ style: TerminalStyle, _ label: String, _ message: String) -> String {
        let colors = output.colorsStandardError
        let severity = style.apply(to: label + ":", if: colors) + " " + InertText.escaped(message)
        guard let location else { return severity }
        let place = "\(InertText.escaped(displayPath(location.file))):\(location.line):\(location.column):"
        return TerminalStyle.bold.apply(to: place, if: colors) + " " + severity
    }

    /// The path as the user named it, except that an absolute path inside the current folder is
    /// made relative, so output reads the same wherever the tokens path came from.
    func displayPath(_ path: String) -> String {
        if absolutePaths { return Self.absolute(path, in: currentDirectory) }
        guard path.hasPrefix("/") else { return path }
        let folder = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if path + "/" == folder { return "." }
        guard path.hasPrefix(folder) else { return path }
        return String(path.dropFirst(folder.count))
    }

    /// `path` made absolute against `folder`, with `.` and `..` resolved (symbolic links are not).
    static func absolute(_ path: String, in folder: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder, isDirectory: true)).standardizedFileURL.path
    }

    /// `3 errors, 1 warning`, naming only the severities that occur.
    static func summary(of diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count - errors
        return [(errors, "error"), (warnings, "warning")]
            .filter { $0.0 > 0 }
            .map { count, noun in counted(count, noun) }
            .joined(separator: ", ")
    }
}
