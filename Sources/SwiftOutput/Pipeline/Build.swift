import Lowering
import TokenModel
import TokenCompiler

/// What `build` and `check` found and would write.
package struct BuildReport: Sendable {
    /// Reading, validating and lowering: every problem, sorted.
    package var diagnostics: [Diagnostic]
    /// The validation underneath (files read, the theme).
    package var validation: ValidationReport
    /// The files of the `DesignSystem` module, sorted by path; empty when there are errors.
    package var files: [GeneratedFile]

    package var succeeded: Bool { !diagnostics.containsErrors }
    /// Tokens emitted: those that resolved in every permutation.
    package var tokenCount: Int { validation.theme.tokens.count }
    package var theme: ResolvedTheme { validation.theme }
    /// The fingerprint the generated `AppTheme+Live.swift` carries: what the live file names
    /// this build by.
    package var liveFingerprint: String { ThemeLiveEmitter.fingerprint(of: files) }
}

/// Options of `build` and `check`.
package struct BuildOptions: Sendable {
    package var reader: ReaderOptions
    package var emit: EmitOptions

    package init(reader: ReaderOptions = ReaderOptions(), emit: EmitOptions = EmitOptions()) {
        self.reader = reader
        self.emit = emit
    }
}

/// Reads, validates and resolves the tokens at `path`, then generates the Swift files. Writes
/// nothing: hand `files` to `OutputFolder.write` when `succeeded`.
package func buildTheme(at path: String, options: BuildOptions = BuildOptions()) -> BuildReport {
    let validation = validateTokens(at: path, options: options.reader)
    return buildTheme(from: validation, options: options.emit)
}

/// Generates the Swift files for a validation report; no files when it has errors. Generating
/// finds no problems of its own: the report's are the build's.
package func buildTheme(from validation: ValidationReport, options: EmitOptions = EmitOptions()) -> BuildReport {
    guard validation.succeeded else {
        return BuildReport(diagnostics: validation.diagnostics, validation: validation, files: [])
    }
    return BuildReport(diagnostics: validation.diagnostics, validation: validation, files: SwiftEmitter(options: options).emit(validation.model))
}
