import Foundation
import TokenJSON
import TokenModel

extension ResolutionPlan {
    /// A plan as it was read, with the files found where it was read.
    package typealias Loaded = (plan: ResolutionPlan, files: TokenFiles)

    /// The plan for the tokens at `path`, and the files found there.
    ///
    /// - A file given directly is a resolver document when its name ends in `.resolver.json` or
    ///   its top level has `resolutionOrder` (or a `version` such as `2025.10`); any other file
    ///   is the base set on its own.
    /// - A folder with one `*.resolver.json` (at any depth) uses it; a folder with several is an
    ///   `ambiguous-resolver` error; a folder with none means what its Tokens Studio
    ///   `$themes.json` says, else what its `brands/` and `modes/` folders, the modes its file
    ///   names tell apart and its Figma variables files and Tokens Studio single-file exports say
    ///   (``init(folders:origin:layout:layered:diagnostics:)``).
    /// - A Figma variables file (``FigmaVariables``) given directly is its collections; a Tokens
    ///   Studio single-file export (``TokensStudioSingleFile``) its sets and themes.
    ///
    /// Returns nil, with the reasons in `diagnostics`, when the path cannot be read or its resolver
    /// document is not valid. Files are read only to find and read the resolver document; token
    /// files are the caller's to read. `files` lists a resolver document under `resolvers`.
    package static func load(
        at path: String, options: ReaderOptions = ReaderOptions(), diagnostics: inout [Diagnostic]
    ) -> Loaded? {
        switch TokenFiles.discover(at: path, limit: options.limits.files, projectFolders: options.projectFolders, exclude: options.exclude) {
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        case .success(let found):
            return load(found, at: path, options: options, diagnostics: &diagnostics)
        }
    }

    /// The plan for the tokens at `path`, where discovery found `found`; as
    /// ``load(at:options:diagnostics:)``. Terrazzo's per-mode values in any of its sources
    /// are one more modifier (``TerrazzoModes``).
    static func load(
        _ found: TokenFiles, at path: String, options: ReaderOptions, diagnostics: inout [Diagnostic]
    ) -> Loaded? {
        guard let (plan, files) = layout(found, at: path, options: options, diagnostics: &diagnostics) else { return nil }
        return (TerrazzoModes.adding(to: plan, options: options), files)
    }

    /// The plan the layout of the files found at `path` says.
    private static func layout(
        _ found: TokenFiles, at path: String, options: ReaderOptions, diagnostics: inout [Diagnostic]
    ) -> Loaded? {
        var files = found
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        diagnostics += found.outsideProjectErrors()
        let document: String
        if isDirectory.boolValue {
            if files.resolvers.isEmpty, let misnamed = misnamedResolver(in: files.base, strict: options.strict, diagnostics: &diagnostics) {
                files.base.removeAll { $0 == misnamed }
                files.resolvers = [misnamed]
            }
            switch files.resolvers.count {
            case 0:
                let root = path.hasSuffix("/") ? path : path + "/"
                if files.toolMetadata.contains(root + "$themes.json"),
                   let plan = TokensStudioThemes.plan(
                    themes: root + "$themes.json", folder: path,
                    metadata: files.toolMetadata.first { $0 == root + "$metadata.json" }, exclude: options.exclude, diagnostics: &diagnostics) {
                    return (plan, files)
                }
                var layered: [ResolutionLayer] = []
                var unused: [UnusedSource] = []
                var tokensStudio = files.toolMetadata.contains(root + "$themes.json")
                if options.layout == .detected {
                    let alone = files.base.count == 1 && files.brands.isEmpty && files.modes.isEmpty
                    let variables = VariableIndex(files: files.base)
                    for file in files.base {
                        guard let own = ownLayers(of: file, alone: alone, variables: variables, options: options, unused: &unused, diagnostics: &diagnostics) else { continue }
                        layered += own.layers
                        tokensStudio = tokensStudio || own.isTokensStudio
                        files.base.removeAll { $0 == file }
                        files.layered.append(file)
                    }
                }
                // Without themes, Tokens Studio applies every set in `tokenSetOrder`, each over
                // the ones before: that order, not the names', says which definition wins.
                let order = files.toolMetadata.first { $0 == root + "$metadata.json" }.flatMap(TokensStudioThemes.setOrder(in:)) ?? []
                if !order.isEmpty {
                    files.base = TokensStudioThemes.ordered(files.base, by: order) { TokenFileName.stem(of: String($0.dropFirst(root.count))) }
                }
                var plan = ResolutionPlan(folders: files, origin: path, layout: options.layout, layered: layered, diagnostics: &diagnostics)
                if !order.isEmpty { plan.filesOrderedByName = false }
                plan.isTokensStudio = tokensStudio || !order.isEmpty
                plan.unusedSources += unused
                return (plan, files)
            case 1:
                document = files.resolvers[0]
            default:
                diagnostics.append(.error(
                    .ambiguousResolver,
                    "the tokens folder '\(path)' holds \(files.resolvers.count) resolver documents; name the one to use with --tokens",
                    at: nil,
                    notes: files.resolvers.map { .init("a resolver document", at: SourceLocation(file: $0, line: 1, column: 1)) }))
                return nil
            }
        } else {
            var unused: [UnusedSource] = []
            if options.layout == .detected, let own = ownLayers(of: path, alone: true, options: options, unused: &unused, diagnostics: &diagnostics) {
                files.base = []
                files.layered = [path]
                var plan = ResolutionPlan(layers: own.layers, origin: path, unusedSources: unused)
                plan.isTokensStudio = own.isTokensStudio
                return (plan, files)
            }
            document = path
        }
        guard let bytes = TokenFileReader.bytes(of: document, limit: options.limits.fileBytes, diagnostics: &diagnostics) else { return nil }
        let named = document.hasSuffix(".resolver.json")
        // Most files given directly are token files; only one that could be a resolver document is parsed here.
        guard named || bytes.mayHoldKey("resolutionOrder") || bytes.mayHoldKey("version") else {
            return (ResolutionPlan(folders: files, origin: path), files)
        }
        guard let json = ResolverDocumentReader.parse(bytes: bytes, file: document, diagnostics: &diagnostics) else { return nil }
        guard named || ResolverDocumentReader.isResolverDocument(json.root) else {
            return (ResolutionPlan(folders: files, origin: path), files)
        }
        guard let plan = ResolverDocumentReader.read(
            document, document: json, strict: options.strict,
            projectFolders: options.projectFolders ?? .holding(tokens: path, isFolder: isDirectory.boolValue),
            fileLimit: options.limits.fileBytes, components: options.components, diagnostics: &diagnostics) else { return nil }
        files.base.removeAll { $0 == document }
        if !files.resolvers.contains(document) { files.resolvers.append(document) }
        return (plan, files)
    }

    /// The one resolver document among `base` named otherwise than `*.resolver.json` but with
    /// `resolver` in its name (`resolver.json`, `theme-resolver.json`): its top level has
    /// `resolutionOrder`. Read as the folder's resolver with a `legacy-mapping` warning that says
    /// how to name it; under `strict`, nil (reading it as a token file is the error that says so).
    private static func misnamedResolver(in base: [String], strict: Bool, diagnostics: inout [Diagnostic]) -> String? {
        var ignored: [Diagnostic] = []
        let found = base.filter { file in
            let name = file.split(separator: "/").last.map(String.init) ?? file
            guard name.lowercased().contains("resolver"),
                  let bytes = TokenFileReader.bytes(of: file, diagnostics: &ignored), bytes.mayHoldKey("resolutionOrder"),
                  let document = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &ignored) else { return false }
            return document.root["resolutionOrder"]?.arrayElements != nil
        }
        guard found.count == 1, !strict else { return nil }
        let name = found[0].split(separator: "/").last.map(String.init) ?? found[0]
        let stem = TokenFileName.stem(of: name)
        let suggested = (stem.lowercased() == "resolver" ? "tokens" : stem) + ".resolver.json"
        diagnostics.append(.warning(
            .legacyMapping,
            "'\(name)' is a resolver document (it has 'resolutionOrder'), read as the folder's resolver; name it '\(suggested)', as the format names resolver documents, so that every tool reads it so",
            at: SourceLocation(file: found[0], line: 1, column: 1)))
        return found[0]
    }

    /// The sets and modifiers of a file that holds its own: Figma variables, or a Tokens Studio
    /// single-file export (whose sets no theme selects are added to `unused`), and whether it is
    /// the latter. `alone` says it is the only token file; `variables` are those of the folder's
    /// variables files, which a file of them may alias.
    private static func ownLayers(
        of file: String, alone: Bool, variables: VariableIndex = VariableIndex(), options: ReaderOptions, unused: inout [UnusedSource],
        diagnostics: inout [Diagnostic]
    ) -> (layers: [ResolutionLayer], isTokensStudio: Bool)? {
        if FigmaVariables.mayBeVariables(file) {
            return FigmaVariables.layers(of: file, others: variables, diagnostics: &diagnostics).map { ($0, false) }
        }
        var ignored: [Diagnostic] = []
        // Read once for the detectors that look into it; reading it as a token file reports its problems.
        if let bytes = TokenFileReader.bytes(of: file, limit: options.limits.fileBytes, diagnostics: &ignored),
           let layers = DesignTokensPluginModes.layers(of: file, bytes: bytes, options: options, diagnostics: &diagnostics)
            ?? VariablesExport.layers(of: file, bytes: bytes, diagnostics: &diagnostics) {
            return (layers, false)
        }
        return TokensStudioSingleFile.layers(of: file, alone: alone, options: options, unused: &unused, diagnostics: &diagnostics).map { ($0, true) }
    }
}
