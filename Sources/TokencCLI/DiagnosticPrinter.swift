import Foundation
import TokenCompiler
import TokenJSON
import TokenModel

/// Prints diagnostics in the compiler format that Xcode and editors understand:
/// `path:line:column: error: message [code]`, then a `note:` line for each related place.
package struct DiagnosticPrinter {
    /// Enough to show every problem of a typical mistake, few enough to scroll back through.
    package static let defaultLimit = 200

    var output: Output
    /// Absolute paths inside this folder are printed relative to it.
    var currentDirectory: String
    /// How many errors of one code are printed before the rest of that code are only counted:
    /// counted per code, so that every kind of error shows in one run.
    var limit: Int
    /// Prints every path absolute (`--absolute-paths`, or under Xcode), so Xcode can show the
    /// diagnostic inline at the file it names.
    var absolutePaths: Bool
    /// Prints errors only: warnings are left out, and so is a summary without errors (`--quiet`).
    var errorsOnly: Bool
    /// Prints the warnings of a code that has more than ``groupedAfter``, and the errors of one
    /// that has more than ``errorsGroupedAfter``, as one line that counts them and names the first
    /// places: a real design system's export has
    /// hundreds of the same problem, which would hide the others. `--verbose` turns it off.
    var groupsByCode: Bool

    /// How many warnings of one code are printed each on its own line.
    package static let groupedAfter = 3
    /// How many errors of one code are printed each on its own line: more than warnings, since
    /// each error is a fix to make and a handful are best seen whole (a configuration file's
    /// mistakes); hundreds of one code are one cause, and would hide the other kinds.
    package static let errorsGroupedAfter = 10

    package init(
        output: Output,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        limit: Int = DiagnosticPrinter.defaultLimit,
        absolutePaths: Bool = false,
        errorsOnly: Bool = false,
        groupsByCode: Bool = true
    ) {
        self.output = output
        self.currentDirectory = currentDirectory
        self.limit = limit
        self.absolutePaths = absolutePaths
        self.errorsOnly = errorsOnly
        self.groupsByCode = groupsByCode
    }

    /// Prints `diagnostics` in the order given and, if there were any, a summary such as
    /// `3 errors, 1 warning`, all on standard error. Errors and warnings are grouped by code
    /// (``groupsByCode``); at most `limit` errors of each code are printed, then a line per code
    /// counts the rest.
    package func print(_ diagnostics: [Diagnostic]) {
        let diagnostics = errorsOnly ? diagnostics.filter { $0.severity == .error } : diagnostics
        guard !diagnostics.isEmpty else { return }
        var errorsPrinted: [DiagnosticCode: Int] = [:]
        var hiddenErrors: [(code: DiagnosticCode, count: Int)] = []
        for (diagnostic, others) in printedLines(of: diagnostics) {
            if diagnostic.severity == .error {
                guard errorsPrinted[diagnostic.code, default: 0] < limit else {
                    if let last = hiddenErrors.indices.first(where: { hiddenErrors[$0].code == diagnostic.code }) {
                        hiddenErrors[last].count += 1
                    } else {
                        hiddenErrors.append((diagnostic.code, 1))
                    }
                    continue
                }
                errorsPrinted[diagnostic.code, default: 0] += 1
            }
            lines(for: diagnostic, alsoAt: others).forEach(output.printErrorLine)
        }
        for (code, hidden) in hiddenErrors {
            let count = Diagnostic(
                .error, .tooManyDiagnostics, "\(hidden) more \(code) \(hidden == 1 ? "error" : "errors") not shown", at: nil)
            lines(for: count).forEach(output.printErrorLine)
        }
        output.printErrorLine(Self.summary(of: diagnostics))
    }

    /// The diagnostics as printed, each with the places of the diagnostics of its code, severity
    /// and reading that it stands for: a kind with more than ``errorsGroupedAfter`` errors, or
    /// ``groupedAfter`` warnings, is printed once, where its first one stands.
    private func printedLines(of diagnostics: [Diagnostic]) -> [(Diagnostic, alsoAt: [SourceLocation?])] {
        guard groupsByCode else { return diagnostics.map { ($0, alsoAt: []) } }
        struct Kind: Hashable {
            var code: DiagnosticCode
            var severity: Diagnostic.Severity
            var reading: [Substring]
        }
        let kinds = diagnostics.map { Kind(code: $0.code, severity: $0.severity, reading: Self.reading(of: $0.message)) }
        var byKind: [Kind: [SourceLocation?]] = [:]
        for (diagnostic, kind) in zip(diagnostics, kinds) {
            byKind[kind, default: []].append(diagnostic.location)
        }
        var printedKinds: Set<Kind> = []
        var result: [(Diagnostic, alsoAt: [SourceLocation?])] = []
        for (diagnostic, kind) in zip(diagnostics, kinds) {
            let threshold = diagnostic.severity == .error ? Self.errorsGroupedAfter : Self.groupedAfter
            guard let places = byKind[kind], places.count > threshold else {
                result.append((diagnostic, alsoAt: []))
                continue
            }
            if printedKinds.insert(kind).inserted {
                result.append((diagnostic, alsoAt: Array(places.dropFirst())))
            }
        }
        return result
    }

    /// What a message says apart from what it is about: its words without the names, values and
    /// numbers in them, and without what it says in parentheses (where and when, what to write).
    /// Diagnostics of one code that read values differently (a `.value` reference rewritten, a
    /// unitless size read as rem) are not folded into one line, which would hide every reading
    /// but the first's.
    package static func reading(of message: String) -> [Substring] {
        let characters = Array(message)
        var depth = 0
        var outside = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let startsWord = index == 0 || characters[index - 1] == " " || characters[index - 1] == "("
            if character == "\"" || character == "'" && startsWord {
                // A quoted value or name, which may hold spaces: up to its closing quote (for `'`,
                // one not inside a word, as in "Dictionary's").
                var end = index + 1
                while end < characters.count, !(characters[end] == character
                    && (character == "\"" || end + 1 == characters.count || !characters[end + 1].isLetter)) { end += 1 }
                index = end + 1
                continue
            }
            if character == "(" { depth += 1 }
            if depth == 0 { outside.append(character) }
            if character == ")", depth > 0 { depth -= 1 }
            index += 1
        }
        return outside.split(separator: " ").filter { word in
            !word.contains { $0.isNumber || "'\"{}`[]".contains($0) }
        }
    }

    /// The diagnostic's own line followed by one line per note. `others` are the places of the
    /// warnings like it that it stands for: counted, and the first two named, on the same line.
    func lines(for diagnostic: Diagnostic, alsoAt others: [SourceLocation?] = []) -> [String] {
        let severity: TerminalStyle = diagnostic.severity == .error ? .error : .warning
        var message = diagnostic.message
        if !others.isEmpty {
            let named = others.prefix(2).map { $0.map { "\(displayPath($0.file)):\($0.line):\($0.column)" } ?? "(no file)" }
            let rest = others.count > named.count ? ", …" : ""
            message += " (and \(others.count) more like it: \(named.joined(separator: ", "))\(rest); --verbose lists every one)"
        }
        let head = line(
            diagnostic.location, severity, diagnostic.severity.rawValue,
            "\(message) [\(diagnostic.code)]")
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
