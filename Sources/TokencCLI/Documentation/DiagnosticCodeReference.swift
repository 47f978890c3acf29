import Foundation
import TokenCompiler
import TokenModel

/// The table of diagnostic codes in Markdown: every code of `DiagnosticCode.allCases` with its doc
/// comment, under the section comment it is declared in.
///
/// The doc comments are read from `DiagnosticCode.swift` itself, so a code is described in one
/// place; a code declared there but missing from `allCases` (or the other way round) is an error.
struct DiagnosticCodeReference {
    /// One `public static let … = DiagnosticCode(rawValue: "…")` of the source.
    struct Declaration: Equatable {
        /// The `// Section.` comment above it, without the slashes and the full stop.
        var section: String
        var rawValue: String
        /// Its `///` doc comment, joined into one line.
        var summary: String
    }

    var declarations: [Declaration]

    init(declarations: [Declaration]) {
        self.declarations = declarations
    }

    /// The codes declared in `source`, checked against `DiagnosticCode.allCases`.
    init(source: String) throws(ReferencePageError) {
        let declarations = Self.declarations(in: source)
        let declared = declarations.map(\.rawValue)
        let listed = DiagnosticCode.allCases.map(\.rawValue)
        let unlisted = declared.filter { !listed.contains($0) }
        let undeclared = listed.filter { !declared.contains($0) }
        guard unlisted.isEmpty, undeclared.isEmpty else {
            throw ReferencePageError(message: """
                DiagnosticCode.allCases and the declarations of DiagnosticCode.swift differ: \
                declared but not in allCases: \(unlisted); in allCases but not declared there: \(undeclared)
                """)
        }
        if let undocumented = declarations.first(where: { $0.summary.isEmpty }) {
            throw ReferencePageError(message: "the diagnostic code '\(undocumented.rawValue)' has no /// doc comment")
        }
        self.init(declarations: declarations)
    }

    /// The codes declared in `source`, in order.
    static func declarations(in source: String) -> [Declaration] {
        let prefix = "package static let "
        let initializer = " = DiagnosticCode(rawValue: \""
        var section = ""
        var comment: [String] = []
        var declarations: [Declaration] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("///") {
                comment.append(String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces))
            } else if line.hasPrefix("// ") {
                section = String(line.dropFirst(3))
                if section.hasSuffix(".") { section.removeLast() }
                comment = []
            } else if line.hasPrefix(prefix), let start = line.range(of: initializer) {
                let rest = line[start.upperBound...]
                let rawValue = String(rest.prefix { $0 != "\"" })
                declarations.append(Declaration(section: section, rawValue: rawValue, summary: comment.joined(separator: " ")))
                comment = []
            } else {
                comment = []
            }
        }
        return declarations
    }

    /// A table per section, in the order of the source.
    func markdown() -> String {
        var sections: [(title: String, rows: [String])] = []
        for declaration in declarations {
            let row = "| `\(declaration.rawValue)` | \(Markdown.cell(declaration.summary)) |"
            if sections.last?.title == declaration.section {
                sections[sections.count - 1].rows.append(row)
            } else {
                sections.append((declaration.section, [row]))
            }
        }
        return sections.map { title, rows in
            (["### \(title)", "", "| Code | Problem |", "| --- | --- |"] + rows).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }
}
