import TokenJSON
import TokenModel

/// The state of reading one resolver document: where it is, what has been read, and what was found.
///
/// Sets and modifiers are read once each, whether `resolutionOrder`, a context or nothing refers to
/// them, so every problem is reported once.
struct ResolverReading {
    let file: String
    let root: JSONValue
    /// Under `--strict` every leniency (a one-context modifier, `context` for `contexts`) is an error.
    let strict: Bool
    /// The folder file references are relative to; empty for the current folder.
    let folder: String
    /// The folders file references may lead into.
    let projectFolders: ProjectFolders
    /// The most bytes a file read for a reference may have.
    let fileLimit: Int
    /// Where component declarations belong in inline tokens.
    let components: ComponentConvention
    var diagnostics: [Diagnostic] = []
    /// True once the document itself has an error; errors in inline tokens do not count, since the
    /// plan is still sound and the token reader reports them.
    var failed = false
    /// Each set's sources, once read, by name.
    var setSources: [String: [TokenSource]] = [:]
    /// Each modifier of `modifiers`, once read, by name; nil when it could not be read.
    var modifiers: [String: Modifier?] = [:]
    /// The references being followed, outermost first, to report cycles.
    var following: [(pointer: String, location: SourceLocation)] = []
    /// Documents read for `file.json#/pointer` references, by path; nil when unreadable.
    var otherDocuments: [String: JSONDocument?] = [:]

    init(file: String, root: JSONValue, strict: Bool, projectFolders: ProjectFolders, fileLimit: Int, components: ComponentConvention) {
        self.file = file
        self.root = root
        self.strict = strict
        self.folder = PathFolder.of(file)
        self.projectFolders = projectFolders
        self.fileLimit = fileLimit
        self.components = components
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    mutating func error(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
        failed = true
        diagnostics.append(.error(code, message, at: location(position), notes: notes))
    }

    mutating func warning(_ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.warning(code, message, at: location(position), notes: notes))
    }

    /// Something the specification discourages but that has one clear meaning: a warning, or an
    /// error under `--strict`.
    mutating func leniency(_ code: DiagnosticCode, _ message: String, at position: SourcePosition) {
        if strict {
            error(code, message + " (accepted only without --strict)", at: position)
        } else {
            warning(code, message, at: position)
        }
    }

    /// The members of `object`, after any unknown key is reported. `kind` names the object in
    /// messages ("a set"); `allowed` lists its keys in the order messages give them.
    mutating func checkKeys(_ members: [JSONMember], allowed: [String], in kind: String) {
        for member in members where !allowed.contains(member.key) {
            var message = "unknown property '\(member.key)' in \(kind)"
            if let suggestion = Suggestion.nearest(to: member.key, in: allowed) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                message += "; \(kind) may have \(allowed.quotedList())"
            }
            error(.unknownResolverProperty, message, at: member.keyPosition)
        }
    }

    /// An inline set's or modifier's `name` and `type` on one declared under `sets` or
    /// `modifiers` (Terrazzo's `validateSet` and `validateModifier` accept them there): its key
    /// names it and where it stands says what it is, so they say nothing more. A warning (an error
    /// under `--strict`) each, and an error when `type` says it is the other kind.
    mutating func checkInlineKeys(_ members: [JSONMember], key: String, kind: String) {
        for member in members {
            switch member.key {
            case "type":
                guard let type = member.value.stringValue, type == kind else {
                    error(.invalidResolver, "'type' of the \(kind) '\(key)' must be \"\(kind)\", as it is declared under '\(kind)s', found \(member.value.sourceText)", at: member.value.position)
                    continue
                }
                leniency(.nonStandardProperty, "'type' belongs to an inline \(kind); '\(key)' is a \(kind) by being declared under '\(kind)s' (remove it)", at: member.keyPosition)
            case "name" where member.value.kind == .string:
                let same = member.value.stringValue == key
                leniency(.nonStandardProperty, "'name' belongs to an inline \(kind); the \(kind) is named by its key, '\(key)'\(same ? "" : ", which references use (#/\(kind)s/\(key))") (remove it)", at: member.keyPosition)
            default:
                break
            }
        }
    }

    /// `description` and `name` must be strings and `$extensions` an object wherever they stand.
    mutating func checkMetadata(_ members: [JSONMember]) {
        for member in members {
            switch member.key {
            case "name", "description":
                if member.value.kind != .string {
                    error(.invalidResolver, "'\(member.key)' must be a string, found \(member.value.kind)", at: member.value.position)
                }
            case "$extensions":
                if member.value.kind != .object {
                    error(.invalidResolver, "$extensions must be an object keyed by vendor namespaces, found \(member.value.kind)", at: member.value.position)
                }
            default:
                break
            }
        }
    }

}

/// The members of an object as one of its keys finds them.
extension Array where Element == JSONMember {
    subscript(key: String) -> JSONMember? {
        last { $0.key == key }
    }
}
