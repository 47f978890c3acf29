import Foundation
import Testing
import TokenModel

@Suite struct TypeCheckDiagnosticsTests {
    /// A failure shows the compiler's error under the file's own name, followed by the lines around it.
    @Test func failureShowsTheFilesLinesAroundTheError() throws {
        let generated = SourceFile(name: "Generated/AppTheme.swift", contents: """
            import SwiftUI

            public struct AppTheme: Sendable {
                public var primary: Color
                public static let light = AppTheme(primary: Color(.sRGB, red: 0.1, green: 0.2, blu: 0.3))
                public static let dark = AppTheme(primary: .black)
            }
            """)
        let result = try SwiftTypeChecker.typeCheck(files: [generated])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("Generated/AppTheme.swift:5:"), "\(result.diagnostics)")
        #expect(!result.diagnostics.contains("tokenc-typecheck-"), "temporary paths are replaced: \(result.diagnostics)")
        #expect(result.diagnostics.contains("  > 5 |     public static let light"), "\(result.diagnostics)")
        #expect(result.diagnostics.contains("    4 |     public var primary: Color"), "\(result.diagnostics)")
        #expect(result.diagnostics.contains("    6 |     public static let dark"), "\(result.diagnostics)")
    }

    @Test func annotatorParsesCompilerLines() throws {
        let file = SourceFile(name: "A.swift", contents: "one\ntwo\nthree\n")
        let annotator = DiagnosticAnnotator(contextLines: 1, files: ["/tmp/x/A.swift": file])
        let output = annotator.annotate("/tmp/x/A.swift:2:3: error: broken\n/tmp/x/A.swift:1:1: note: here\nother line\n")
        #expect(output == """
            A.swift:2:3: error: broken
                1 | one
              > 2 | two
                  |   ^
                3 | three
            A.swift:1:1: note: here
            other line
            """)
    }
}
