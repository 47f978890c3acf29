import Foundation
import TokenJSON
import TokenModel

/// The token files under a tokens path, in sorted order, sorted into the roles the folder
/// convention gives them.
package struct TokenFiles: Sendable, Hashable {
    /// Token files outside `brands/` and `modes/`: the base set.
    package var base: [String] = []
    /// `brands/<name>.json` or `brands/<name>/**`, by brand name.
    package var brands: [String: [String]] = [:]
    /// `modes/<name>.json` or `modes/<name>/**`, by mode name.
    package var modes: [String: [String]] = [:]
    /// Files that hold sets and modifiers of their own: Figma variables (``FigmaVariables``) and
    /// Tokens Studio single-file exports (``TokensStudioSingleFile``). Discovery lists them under
    /// ``base``; loading the plan moves them here.
    package var layered: [String] = []
    /// `*.resolver.json` documents.
    package var resolvers: [String] = []
    /// Tokens Studio's `$themes.json` and `$metadata.json`: which sets make which theme, and the
    /// sets' order. They hold no tokens.
    package var toolMetadata: [String] = []
    /// Symbolic links in the folder that lead outside the project: not followed, so whatever
    /// they lead to is neither listed nor read (``outsideProjectErrors()``).
    package var outsideLinks: [String] = []
    /// The project folders discovery kept the links inside, for the errors that name them.
    package var confinement: ProjectFolders?

    package init() {}

    /// Every file, in the order they are read.
    package var all: [String] { base + layered + contextFiles + resolvers + toolMetadata }

    /// Brand files, then mode files, each by context name.
    package var contextFiles: [String] {
        brands.keys.sorted().flatMap { brands[$0]! } + modes.keys.sorted().flatMap { modes[$0]! }
    }

    /// True for the file names tokenc reads: `*.json`, `*.json5`, `*.jsonc`, `*.tokens`,
    /// `*.tokens.json`, except the
    /// JavaScript tools' own files that sit beside token files in a package (`package.json`,
    /// `package-lock.json`, `tsconfig.json`, `tsconfig.*.json`, `jsconfig.json`): they never hold
    /// tokens, and `tsconfig.json` may hold comments.
    package static func isTokenFileName(_ name: String) -> Bool {
        !name.hasPrefix(".") && TokenFileName.hasTokenSuffix(name) && !isJavaScriptToolFileName(name)
    }

    private static func isJavaScriptToolFileName(_ name: String) -> Bool {
        ["package.json", "package-lock.json", "tsconfig.json", "jsconfig.json"].contains(name)
            || (name.hasPrefix("tsconfig.") && name.hasSuffix(".json"))
    }

    /// Finds the token files at `path`: a folder (read recursively, hidden entries, asset
    /// catalogs and `node_modules` skipped, symbolic links followed) or one file. A FIFO, socket or device with a
    /// token file's name is listed, to be reported by what it is when read (never opened). A folder holding more than `limit` files and folders,
    /// each counted under every path links give it, is a `too-many-files` error, found without
    /// listing more than that.
    /// A symbolic link in the folder that leads outside `projectFolders` (by default the folder
    /// holding the tokens folder) is not followed, only listed in ``outsideLinks``.
    /// Files `exclude` names, relative to the folder, are not listed.
    /// Paths keep the form the caller gave, so diagnostics print them as the user wrote them.
    package static func discover(
        at path: String, limit: Int = Limits.defaultFiles, projectFolders: ProjectFolders? = nil, exclude: [PathPattern] = []
    ) -> Result<TokenFiles, Diagnostic> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.error(
                .unreadableFile,
                "the tokens path '\(path)' does not exist; create a starter design system with 'tokenc init', or name the tokens with --tokens",
                at: nil))
        }
        var files = TokenFiles()
        guard isDirectory.boolValue else {
            let name = URL(fileURLWithPath: path).lastPathComponent
            if name.hasSuffix(".resolver.json") {
                files.resolvers = [path]
            } else if isToolMetadataFileName(name) {
                files.toolMetadata = [path]
            } else {
                files.base = [path]
            }
            return .success(files)
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let confinement = projectFolders ?? .holding(tokens: path, isFolder: true)
        var outside: [String] = []
        let listed: [String]?
        do {
            listed = try regularFiles(
                under: path, followingLinks: true, listingOtherFiles: true, limit: limit,
                skipsFolder: isSkippedFolderName,
                followsLink: { link in
                    guard !confinement.contains(prefix + link) else { return true }
                    outside.append(prefix + link)
                    return false
                })
        } catch {
            return .failure(.error(
                .tooManyFiles,
                "the tokens folder '\(path)' holds more files and folders than the limit of \(limit.grouped) that tokenc lists, counting each once for every path symbolic links give it (the next was '\(prefix + error.path)'); remove links that lead to one folder by several paths, or raise \"limits\": { \"files\": … } in tokenc.json",
                at: nil))
        }
        guard let found = listed else {
            return .failure(.error(.unreadableFile, "the tokens folder '\(path)' cannot be read", at: nil))
        }
        files.outsideLinks = outside.sorted()
        files.confinement = confinement
        var relativePaths = found.map { $0.split(separator: "/").map(String.init) }.filter { components in
            isTokenFileName(components.last!) && !exclude.contains { $0.matches(components) }
        }
        relativePaths.sort { $0.lexicographicallyPrecedes($1) }
        for components in relativePaths {
            let file = prefix + components.joined(separator: "/")
            if components.last!.hasSuffix(".resolver.json") {
                files.resolvers.append(file)
            } else if isToolMetadataFileName(components.last!) {
                files.toolMetadata.append(file)
            } else if components.count > 1, components[0] == "brands" {
                files.brands[contextName(components), default: []].append(file)
            } else if components.count > 1, components[0] == "modes" {
                files.modes[contextName(components), default: []].append(file)
            } else {
                files.base.append(file)
            }
        }
        return .success(files)
    }

    /// How many files of each kind tokenc does not read but token sources are written in (YAML,
    /// JavaScript and TypeScript, by extension) the folder at `path` holds, looking at no
    /// more than `limit` entries: what to name when it holds no token file.
    package static func otherSources(at path: String, limit: Int = Limits.defaultFiles) -> [(kind: String, count: Int)] {
        let kinds: [(suffixes: [String], kind: String)] = [
            ([".yaml", ".yml"], "YAML"), ([".js", ".mjs", ".cjs", ".ts"], "JavaScript or TypeScript"),
        ]
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let found = try? regularFiles(under: path, followingLinks: true, limit: limit, skipsFolder: isSkippedFolderName) else { return [] }
        return kinds.compactMap { entry in
            let count = found.filter { file in entry.suffixes.contains { file.hasSuffix($0) } && !file.hasSuffix(".d.ts") }.count
            return count == 0 ? nil : (entry.kind, count)
        }
    }

    /// An `outside-project` error for each of ``outsideLinks``, at the link.
    package func outsideProjectErrors() -> [Diagnostic] {
        guard let projectFolders = confinement else { return [] }
        return outsideLinks.map { link in
            .error(
                .outsideProject,
                "'\(link)' is a symbolic link to '\(ProjectFolders.resolved(ProjectFolders.absolute(link)))', outside the project folder '\(projectFolders.project)', so tokenc did not follow it; to read files there, name their folder in \"outsideFolders\" in tokenc.json",
                at: SourceLocation(file: link, line: 1, column: 1))
        }
    }

    /// Folders whose JSON files are never tokens: an Xcode asset catalog (`Colors.xcassets`)
    /// holds `Contents.json` files, one tokenc may write inside the tokens folder; `node_modules`
    /// holds the packages npm installed into a token package.
    static func isSkippedFolderName(_ name: String) -> Bool {
        name.hasSuffix(".xcassets") || name == "node_modules"
    }

    /// Tokens Studio writes these beside the token set files of a multi-file project.
    static func isToolMetadataFileName(_ name: String) -> Bool {
        name == "$themes.json" || name == "$metadata.json"
    }

    /// `brands/acme.json` and `brands/acme/**` both name the context `acme`.
    private static func contextName(_ components: [String]) -> String {
        components.count > 2 ? components[1] : TokenFileName.stem(of: components[1])
    }
}
