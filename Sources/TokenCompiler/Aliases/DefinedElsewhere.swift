import Foundation
import TokenModel

/// Where tokens that the plan does not apply are defined: in a set outside the resolution order,
/// or in a token file the resolver document does not list. A reference to such a token is broken
/// all the same (a missing token is never guessed), but its error can say where the target is.
struct DefinedElsewhere: Sendable {
    private var notes: [TokenPath: Diagnostic.Note] = [:]

    /// Reads the plan's unused sources, and the token files beside its resolver document that it
    /// does not list; what is wrong in them is not reported, since they are not read.
    init(plan: ResolutionPlan) {
        for unused in plan.unusedSources + Self.unlistedFiles(of: plan) {
            for source in unused.sources {
                var ignored: [Diagnostic] = []
                let tree: GroupNode? = switch source {
                case .file(let path, _): TokenFileReader.read(path, diagnostics: &ignored)
                case .inline(let tree): tree
                }
                guard let tree else { continue }
                collect(tree, at: .root, description: unused.description)
            }
        }
    }

    private mutating func collect(_ group: GroupNode, at path: TokenPath, description: String) {
        for (name, node) in group.children {
            let child = path.appending(name)
            switch node {
            case .token(let token):
                if notes[child] == nil {
                    notes[child] = .init("'\(child)' is defined in \(description)", at: token.location)
                }
            case .group(let nested):
                collect(nested, at: child, description: description)
            }
        }
    }

    /// The note for a reference to `path`, if an unused source defines it.
    func note(for path: TokenPath) -> Diagnostic.Note? {
        notes[path]
    }

    /// The token files in the folder of the plan's resolver document (nothing for a plan of
    /// folders, or of a file that holds its own sets, which lists no file) that the document does
    /// not list: an export that left a file out of its document breaks every reference into it.
    private static func unlistedFiles(of plan: ResolutionPlan) -> [UnusedSource] {
        // Only a resolver document on disk has a folder of its own: a plan of folders has the
        // folder as its origin, and one made in memory names a file that is not there.
        var isFolder: ObjCBool = false
        guard plan.isResolverDocument, plan.origin.hasSuffix(".json"), !plan.files.contains(plan.origin),
              FileManager.default.fileExists(atPath: plan.origin, isDirectory: &isFolder), !isFolder.boolValue else { return [] }
        let folder = PathFolder.of(plan.origin)
        guard case .success(let found) = TokenFiles.discover(at: folder.isEmpty ? "." : folder) else { return [] }
        func normalized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        let listed = Set((plan.files + plan.unusedSources.flatMap { $0.sources.compactMap { if case .file(let path, _) = $0 { path } else { nil } } }).map(normalized))
        return (found.base + found.contextFiles).lazy.filter { !listed.contains(normalized($0)) }
            .prefix(maximumUnlistedFiles)
            .map { UnusedSource(description: "a token file that the resolver document does not list", sources: [.file($0, referencedAt: nil)]) }
    }

    /// How many unlisted files are read at most: a resolver document at the top of a large
    /// repository must not make a broken reference read all of it.
    static let maximumUnlistedFiles = 1_000
}

extension Array where Element == Diagnostic {
    /// The broken references whose target a source the plan does not apply defines, with a note
    /// that says where, and without a "did you mean" that would point elsewhere. The unapplied
    /// sources are read only when there is such a reference.
    package func notingDefinitionsElsewhere(in plan: ResolutionPlan?) -> [Diagnostic] {
        guard let plan, contains(where: { $0.reference != nil }) else { return self }
        let elsewhere = DefinedElsewhere(plan: plan)
        return map { diagnostic in
            guard let path = diagnostic.reference, let note = elsewhere.note(for: path) else { return diagnostic }
            var noted = diagnostic
            noted.message = "'{\(path)}' names no token"
            noted.notes.append(note)
            return noted
        }
    }
}
