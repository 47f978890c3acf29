import TokenModel
import TokenCompiler

/// What `build` and `check` found and would write.
public struct BuildReport: Sendable {
    /// Reading, validating and lowering: every problem, sorted.
    public var diagnostics: [Diagnostic]
    /// The validation underneath (files read, the theme).
    public var validation: ValidationReport
    /// The files of the `DesignSystem` module, sorted by path; empty when there are errors.
    public var files: [GeneratedFile]

    public var succeeded: Bool { !diagnostics.containsErrors }
    /// Tokens emitted: those that resolved in every permutation.
    public var tokenCount: Int { validation.theme.tokens.count }
    public var theme: AppTheme { validation.theme }
}

/// Options of `build` and `check`.
public struct BuildOptions: Sendable {
    public var reader: ReaderOptions
    public var emit: EmitOptions

    public init(reader: ReaderOptions = ReaderOptions(), emit: EmitOptions = EmitOptions()) {
        self.reader = reader
        self.emit = emit
    }
}

/// Reads, validates and resolves the tokens at `path`, then generates the Swift files. Writes
/// nothing: hand `files` to `OutputFolder.write` when `succeeded`.
public func buildTheme(at path: String, options: BuildOptions = BuildOptions()) -> BuildReport {
    let validation = validateTokens(at: path, options: options.reader)
    return buildTheme(from: validation, options: options.emit)
}

/// Generates the Swift files for a validation report; no files when it has errors. Generating
/// finds no problems of its own: the report's are the build's.
public func buildTheme(from validation: ValidationReport, options: EmitOptions = EmitOptions()) -> BuildReport {
    guard validation.succeeded else {
        return BuildReport(diagnostics: validation.diagnostics, validation: validation, files: [])
    }
    return BuildReport(diagnostics: validation.diagnostics, validation: validation, files: SwiftEmitter(options: options).emit(validation.model))
}
