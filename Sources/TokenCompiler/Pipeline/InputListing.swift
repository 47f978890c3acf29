import TokenModel

/// Which files a build of the tokens at a path depends on, listed once for everything that needs
/// to know: `tokenc build --print-inputs` prints them, the build stamp hashes them, and
/// `--watch` compares a ``FileSnapshot`` of them between polls.
///
/// Discovery (``TokenFiles/discover(at:)``) finds the token files under the tokens path,
/// following symbolic links; the plan (resolver document, Tokens Studio themes, or the `brands/`
/// and `modes/` folders) says which of them are read, and may name files outside the path. Only
/// the plan is read, not the tokens, so the list is there even while a token file has errors.
package struct InputListing: Sendable {
    /// The token files found under the tokens path; none when it cannot be read.
    package var found: TokenFiles
    /// The files a build reads, each once, in the order read (``TokenFiles/read(by:)``). Nil when
    /// that cannot be told without building: the tokens path cannot be read, or its resolver
    /// document or Tokens Studio themes have errors (in ``diagnostics``).
    package var read: [String]?
    /// The configuration file, when one is used.
    package var configuration: String?
    /// What reading the plan found wrong.
    package var diagnostics: [Diagnostic]
    /// The plan and the files it was read from, when reading it found nothing wrong: a build
    /// listed first resolves by it rather than reading it again.
    package var loaded: ResolutionPlan.Loaded?

    /// Lists the inputs of a build of the tokens at `path` with the settings of `configuration`.
    package init(tokens path: String, configuration: String?, options: ReaderOptions = ReaderOptions()) {
        self.configuration = configuration
        var diagnostics: [Diagnostic] = []
        switch TokenFiles.discover(at: path, limit: options.limits.files, projectFolders: options.projectFolders, exclude: options.exclude) {
        case .failure(let diagnostic):
            (found, read) = (TokenFiles(), nil)
            diagnostics.append(diagnostic)
        case .success(let files):
            let loaded = ResolutionPlan.load(files, at: path, options: options, diagnostics: &diagnostics)
            found = loaded?.files ?? files
            read = diagnostics.containsErrors ? nil : loaded.map { $0.files.read(by: $0.plan) }
            self.loaded = diagnostics.isEmpty ? loaded : nil
        }
        self.diagnostics = diagnostics
    }

    /// The files a build reads, then the configuration file: what `--print-inputs` prints and
    /// the build stamp hashes. Nil when ``read`` is.
    package var inputs: [String]? {
        read.map { $0 + configurationFile }
    }

    /// Every file whose change can change the build: the token files found under the tokens
    /// path (so a new one is noticed, and every one while the plan has errors), the files the
    /// plan names elsewhere, and the configuration file.
    package var watched: [String] {
        (found.all + (read ?? []) + configurationFile).uniqued()
    }

    private var configurationFile: [String] {
        configuration.map { [$0] } ?? []
    }
}

extension TokenFiles {
    /// The files a build by `plan` reads, each once, in the order read: the resolver document,
    /// files of sets and modifiers of their own, the token files the plan names, then Tokens Studio's metadata.
    package func read(by plan: ResolutionPlan) -> [String] {
        (resolvers + layered + plan.files + toolMetadata).uniqued()
    }
}
