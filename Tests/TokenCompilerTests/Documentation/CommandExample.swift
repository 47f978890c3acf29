import Foundation
import Testing

/// A command-line example of the README or `Documentation/`, and how `CommandExampleTests` runs it.
///
/// An example is a fenced block in a shell language (`sh`, `bash`, `zsh`, `shell`, `console`), or
/// any fenced block with a `$ ` line. The line just before its opening fence is a marker that
/// says how it runs:
///
///     <!-- example: not run (<reason>) -->
///     <!-- example: in=<folder>[; before=<shell command>][; skip=<line start> (<reason>)] -->
///
/// `<folder>` is where the commands run: `new` (an empty folder), `repository` (a copy of this
/// package's `tokens/` and `Generated/`, as a checkout has them), `package` (the package root
/// itself, only for examples that write nothing) or a folder of the package, copied. `before`
/// runs there first and must succeed. A command line starting with a `skip` text is not run.
///
/// A block with `$ ` lines is a transcript: each `$ <command>` runs, and what it prints (standard
/// output and standard error together, as a terminal shows them) must be the lines up to the next
/// `$ ` line; blank lines between a command's output and the next `$ ` line are not output.
/// `$ cd <folder>` moves the following commands into that folder. Any other block is a script:
/// each line that is not blank or a `#` comment runs and must exit with 0; its output is not
/// compared. Commands run with `sh`, the built `tokenc` first on the `PATH` and `NO_COLOR=1`;
/// `ExampleOutput` says what may differ between the docs and a run (timings, `…`).
struct CommandExample: Sendable, CustomTestStringConvertible {
    enum Folder: Sendable, Equatable {
        case new, repository, package
        case copy(String)
    }

    enum Plan: Sendable {
        case notRun(reason: String)
        case run(folder: Folder, before: String?, skipped: [String])
    }

    /// One command of a block, with the output a transcript shows for it (`nil` in a script).
    struct Step: Sendable {
        var command: String
        var output: [String]?
    }

    /// Where the block opens, as `Documentation/Styles.md:326`.
    var location: String
    var plan: Plan
    var steps: [Step]

    var testDescription: String { location }

    /// The marker that introduces every example.
    static let markerPrefix = "<!-- example:"

    /// The languages of fenced blocks that hold commands.
    static let shellLanguages: Set<String> = ["sh", "bash", "zsh", "shell", "console"]

    /// Every example of `pages` (relative to the package root), and every block that is an example
    /// without a valid marker or marker without an example, as a problem.
    static func all(in pages: [String]) -> (examples: [CommandExample], problems: [String]) {
        var examples: [CommandExample] = []
        var problems: [String] = []
        for page in pages {
            guard let text = try? String(contentsOf: TestPaths.packageRoot.appendingPathComponent(page), encoding: .utf8) else {
                problems.append("\(page): cannot be read")
                continue
            }
            let found = parse(text, page: page)
            examples += found.examples
            problems += found.problems
        }
        return (examples, problems)
    }

    /// The examples of one Markdown page.
    static func parse(_ text: String, page: String) -> (examples: [CommandExample], problems: [String]) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [CommandExample] = []
        var problems: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let location = "\(page):\(index + 1)"
            if trimmed.hasPrefix(markerPrefix), !(lines.indices.contains(index + 1) && isFence(lines[index + 1])) {
                problems.append("\(location): the marker is not followed by a fenced block")
            }
            guard isFence(line) else {
                index += 1
                continue
            }
            let indentation = line.prefix { $0 == " " }.count
            let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
            var body: [String] = []
            index += 1
            while index < lines.count, !isFence(lines[index]) {
                body.append(String(lines[index].dropFirst(min(indentation, lines[index].prefix { $0 == " " }.count))))
                index += 1
            }
            index += 1
            let isTranscript = body.contains { $0.hasPrefix("$ ") }
            guard shellLanguages.contains(language) || isTranscript else { continue }
            let opening = index - body.count - 2
            let previous = opening > 0 ? lines[opening - 1].trimmingCharacters(in: .whitespaces) : ""
            guard previous.hasPrefix(markerPrefix) else {
                problems.append("\(location): a command example with no '\(markerPrefix) … -->' line before it")
                continue
            }
            do throws(MarkerError) {
                let plan = try Self.plan(previous)
                examples.append(CommandExample(location: location, plan: plan, steps: isTranscript ? transcript(body) : script(body)))
            } catch {
                problems.append("\(location): \(error.message)")
            }
        }
        return (examples, problems)
    }

    struct MarkerError: Error {
        var message: String
    }

    /// The plan a marker line declares.
    static func plan(_ marker: String) throws(MarkerError) -> Plan {
        guard marker.hasSuffix("-->") else { throw MarkerError(message: "the marker does not end with '-->' on its line") }
        let declaration = marker.dropFirst(markerPrefix.count).dropLast(3).trimmingCharacters(in: .whitespaces)
        if declaration.hasPrefix("not run (") && declaration.hasSuffix(")") {
            return .notRun(reason: String(declaration.dropFirst("not run (".count).dropLast()))
        }
        var folder: Folder?
        var before: String?
        var skipped: [String] = []
        for part in declaration.components(separatedBy: "; ") {
            let (key, value) = (part.prefix { $0 != "=" }, String(part.drop { $0 != "=" }.dropFirst()))
            switch key {
            case "in":
                switch value {
                case "new": folder = .new
                case "repository": folder = .repository
                case "package": folder = .package
                default: folder = .copy(value)
                }
            case "before":
                before = value
            case "skip":
                guard let open = value.range(of: " ("), value.hasSuffix(")") else {
                    throw MarkerError(message: "'skip=\(value)' gives no reason in parentheses")
                }
                skipped.append(String(value[..<open.lowerBound]))
            default:
                throw MarkerError(message: "'\(part)' is not 'in=…', 'before=…' or 'skip=… (reason)'; or write 'not run (reason)'")
            }
        }
        guard let folder else { throw MarkerError(message: "the marker names no folder ('in=…') and is not 'not run (reason)'") }
        return .run(folder: folder, before: before, skipped: skipped)
    }

    private static func isFence(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasPrefix("```")
    }

    private static func transcript(_ body: [String]) -> [Step] {
        var steps: [Step] = []
        for line in body {
            if line.hasPrefix("$ ") {
                steps.append(Step(command: String(line.dropFirst(2)), output: []))
            } else if !steps.isEmpty {
                steps[steps.count - 1].output?.append(line)
            }
        }
        return steps.map { step in
            var step = step
            while step.output?.last?.isEmpty == true { step.output?.removeLast() }
            return step
        }
    }

    private static func script(_ body: [String]) -> [Step] {
        body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") }
            .map { Step(command: $0, output: nil) }
    }
}
