import TokenModel

/// A page of `Documentation/` whose reference parts are written from the code, between markers:
///
///     <!-- BEGIN GENERATED: commands (make docs) -->
///     …
///     <!-- END GENERATED: commands -->
///
/// Everything outside the markers is written by hand. `make docs` rewrites the regions, and a test
/// fails when a committed page differs from what it would write, so help and docs cannot drift.
package struct ReferencePage: Sendable {
    /// The page's path from the package root: `Documentation/CommandLine.md`.
    package var path: String
    /// The generated regions, by name, each the Markdown between its markers.
    package var regions: [(name: String, markdown: String)]

    /// The marker lines around the region called `name`.
    static func markers(of name: String) -> (begin: String, end: String) {
        ("<!-- BEGIN GENERATED: \(name) (make docs) -->", "<!-- END GENERATED: \(name) -->")
    }

    /// `text` with every region's content replaced by what the code says now.
    package func updating(_ text: String) throws(ReferencePageError) -> String {
        var text = text
        for (name, markdown) in regions {
            let (begin, end) = Self.markers(of: name)
            guard let beginRange = text.range(of: begin + "\n") else {
                throw ReferencePageError(message: "\(path) has no line '\(begin)'")
            }
            guard let endRange = text.range(of: end, range: beginRange.upperBound..<text.endIndex) else {
                throw ReferencePageError(message: "\(path) has no line '\(end)' after '\(begin)'")
            }
            text.replaceSubrange(beginRange.upperBound..<endRange.lowerBound, with: markdown + "\n")
        }
        return text
    }

    /// Every generated page, from the tool's commands and the diagnostic codes declared in
    /// `diagnosticCodeSource` (the text of `DiagnosticCode.swift`, for the codes' doc comments).
    package static func all(diagnosticCodeSource: String) throws(ReferencePageError) -> [ReferencePage] {
        let commandLine = CommandLineReference(tool: .tokenc)
        let diagnostics = try DiagnosticCodeReference(source: diagnosticCodeSource)
        return [
            ReferencePage(path: "Documentation/CommandLine.md", regions: [
                ("subcommands", commandLine.subcommandTable()), ("commands", commandLine.commands()),
            ]),
            ReferencePage(path: "Documentation/Diagnostics.md", regions: [("codes", diagnostics.markdown())]),
        ]
    }

    /// Where `all(diagnosticCodeSource:)` reads the codes' doc comments, from the package root.
    package static let diagnosticCodeSourcePath = "Sources/TokenModel/Diagnostics/DiagnosticCode.swift"
}

/// Why a reference page could not be written: a marker is missing, or a diagnostic code is not
/// declared the way the page reads it.
package struct ReferencePageError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}
