import Foundation
import Testing
@testable import TokenCompiler
@testable import TokencCLI
@testable import TokenModel

/// The generated parts of `Documentation/` are what `make docs` writes from the code now, the way
/// `tokenc check` keeps `Generated/` current.
@Suite struct ReferenceDocumentationTests {
    static func diagnosticCodeSource() throws -> String {
        try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent(ReferencePage.diagnosticCodeSourcePath), encoding: .utf8)
    }

    @Test func theCommittedPagesAreCurrent() throws {
        let pages = try ReferencePage.all(diagnosticCodeSource: Self.diagnosticCodeSource())
        #expect(pages.map(\.path) == ["Documentation/CommandLine.md", "Documentation/Diagnostics.md"])
        for page in pages {
            let committed = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(page.path), encoding: .utf8)
            #expect(try page.updating(committed) == committed, "\(page.path) is stale; run 'make docs' and commit it")
        }
    }

    /// Every `static let` of `DiagnosticCode.swift` is in `allCases`, once, and the other way round,
    /// so Diagnostics.md lists every code.
    @Test func allCasesListsEveryDeclaredCodeOnce() throws {
        let declared = DiagnosticCodeReference.declarations(in: try Self.diagnosticCodeSource()).map(\.rawValue)
        let listed = DiagnosticCode.allCases.map(\.rawValue)
        #expect(declared.count >= 47)
        #expect(Set(listed).count == listed.count, "allCases lists a code twice")
        #expect(Set(declared) == Set(listed))
        #expect(declared.count == listed.count)
    }

    @Test func everyCodeIsLowerCaseWordsJoinedByHyphens() {
        for code in DiagnosticCode.allCases {
            let words = code.rawValue.split(separator: "-", omittingEmptySubsequences: false)
            #expect(words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } }, "'\(code)'")
        }
    }

    @Test func aCodeMissingFromAllCasesStopsTheDiagnosticsPage() throws {
        let source = try Self.diagnosticCodeSource() + """

            extension DiagnosticCode {
                // Forgotten.
                /// A code nobody listed.
                package static let forgotten = DiagnosticCode(rawValue: "forgotten-code")
            }
            """
        #expect {
            _ = try ReferencePage.all(diagnosticCodeSource: source)
        } throws: { error in
            "\(error)".contains("declared but not in allCases: [\"forgotten-code\"]")
        }
    }

    @Test func aCodeWithoutADocCommentStopsTheDiagnosticsPage() throws {
        let source = try Self.diagnosticCodeSource().replacingOccurrences(
            of: "    /// More diagnostics were found than are printed.\n", with: "")
        #expect {
            _ = try ReferencePage.all(diagnosticCodeSource: source)
        } throws: { error in
            "\(error)" == "the diagnostic code 'too-many-diagnostics' has no /// doc comment"
        }
    }

    @Test func declarationsAreReadWithTheirSectionAndJoinedDocComment() {
        let source = """
            extension DiagnosticCode {
                // Files and JSON syntax.
                /// The file is not valid JSON
                /// (RFC 8259).
                package static let invalidJSON = DiagnosticCode(rawValue: "invalid-json")

                // Reporting.
                /// More | than printed.
                package static let tooManyDiagnostics = DiagnosticCode(rawValue: "too-many-diagnostics")
            }
            """
        let declarations = DiagnosticCodeReference.declarations(in: source)
        #expect(declarations == [
            .init(section: "Files and JSON syntax", rawValue: "invalid-json", summary: "The file is not valid JSON (RFC 8259)."),
            .init(section: "Reporting", rawValue: "too-many-diagnostics", summary: "More | than printed."),
        ])
        #expect(DiagnosticCodeReference(declarations: declarations).markdown() == """
            ### Files and JSON syntax

            | Code | Problem |
            | --- | --- |
            | `invalid-json` | The file is not valid JSON (RFC 8259). |

            ### Reporting

            | Code | Problem |
            | --- | --- |
            | `too-many-diagnostics` | More \\| than printed. |
            """)
    }

    @Test func regionsAreReplacedBetweenTheirMarkersAndTheRestIsKept() throws {
        let page = ReferencePage(path: "Documentation/Example.md", regions: [("table", "| a |\n| b |")])
        let text = """
            # Example

            Written by hand.
            <!-- BEGIN GENERATED: table (make docs) -->
            stale
            <!-- END GENERATED: table -->
            Also by hand.

            """
        #expect(try page.updating(text) == """
            # Example

            Written by hand.
            <!-- BEGIN GENERATED: table (make docs) -->
            | a |
            | b |
            <!-- END GENERATED: table -->
            Also by hand.

            """)
    }

    @Test func aPageWithoutItsMarkersIsAnError() {
        let page = ReferencePage(path: "Documentation/Example.md", regions: [("table", "| a |")])
        #expect {
            _ = try page.updating("# Example\n<!-- BEGIN GENERATED: table (make docs) -->\n")
        } throws: { error in
            "\(error)" == "Documentation/Example.md has no line '<!-- END GENERATED: table -->' after '<!-- BEGIN GENERATED: table (make docs) -->'"
        }
        #expect {
            _ = try page.updating("# Example\n")
        } throws: { error in
            "\(error)" == "Documentation/Example.md has no line '<!-- BEGIN GENERATED: table (make docs) -->'"
        }
    }

    /// The command reference says what `--help` says: every option's label and help, and every example.
    @Test(arguments: CommandLineTool.tokenc.commands.map(\.name))
    func theCommandReferenceShowsEveryOptionAndExample(_ name: String) throws {
        let command = try #require(CommandLineTool.tokenc.command(named: name))
        let reference = CommandLineReference(tool: .tokenc).commands()
        for option in command.description.options {
            #expect(reference.contains("| `\(option.label)` | \(Markdown.cell(option.helpWithDetails)) |"))
        }
        for example in command.description.examples {
            #expect(reference.contains("# \(example.explanation)\n\(example.commandLine)\n"))
        }
        #expect(reference.contains("```\n" + CommandLineTool.tokenc.usage(of: command).joined(separator: " ") + "\n```"))
    }

    @Test func markdownEscapesProseButNotCodeSpans() {
        #expect(Markdown.escaped("a*b <c> d|e \\") == "a\\*b \\<c> d\\|e \\\\")
        #expect(Markdown.cell("`a|b*` and a|b*") == "`a\\|b*` and a\\|b\\*")
    }
}
