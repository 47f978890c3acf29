import TokenJSON
import TokenModel

/// Reads a DTCG 2025.10 resolver document into a ``ResolutionPlan``.
enum ResolverDocumentReader {
    /// The keys a resolver document may have at its top level. `$defs` is allowed and ignored
    /// (spec 4.5), though a source may point into it.
    static let rootKeys = ["name", "version", "description", "sets", "modifiers", "resolutionOrder", "$schema", "$defs", "$extensions"]

    /// The version this reader understands, the only one there is.
    static let version = "2025.10"

    /// The plan `file` describes, or nil when it is not a valid resolver document (the reasons are
    /// in `diagnostics`). Problems in tokens written inline are reported but do not void the plan.
    /// Under `strict`, what the specification discourages but tokenc accepts (a modifier with one
    /// context, `context` for `contexts`) is an error. A `$ref` to a file outside `projectFolders`
    /// (by default the folder holding the document's folder) is an `outside-project` error, and
    /// the file is not opened.
    static func read(
        _ file: String, document: JSONDocument, strict: Bool = false, projectFolders: ProjectFolders? = nil,
        fileLimit: Int = Limits.defaultFileBytes, components: ComponentConvention = .standard, diagnostics: inout [Diagnostic]
    ) -> ResolutionPlan? {
        var reading = ResolverReading(
            file: file, root: document.root, strict: strict,
            projectFolders: projectFolders ?? .holding(tokens: file, isFolder: false), fileLimit: fileLimit, components: components)
        let plan = reading.readDocument()
        diagnostics += reading.diagnostics.uniqued()
        return reading.failed ? nil : plan
    }

    /// True when `root` is a resolver document rather than tokens: it has `resolutionOrder`, or a
    /// `version` in the resolver's `YYYY.MM` form, so that a document missing `resolutionOrder`
    /// is still read as one and told so.
    static func isResolverDocument(_ root: JSONValue) -> Bool {
        if root["resolutionOrder"] != nil { return true }
        guard let version = root["version"]?.stringValue else { return false }
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].count == 4 && parts[1].count == 2 && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}

extension ResolverReading {
    mutating func readDocument() -> ResolutionPlan? {
        guard let members = root.objectMembers else {
            error(.invalidResolver, "a resolver document must hold a JSON object at its top level, found \(root.kind)", at: root.position)
            return nil
        }
        checkKeys(members, allowed: ResolverDocumentReader.rootKeys, in: "a resolver document")
        checkMetadata(members)
        checkVersion(members["version"])
        readDefinitions(members["sets"], kind: "sets") { reading, name in _ = reading.sources(ofSet: name) }
        readDefinitions(members["modifiers"], kind: "modifiers") { reading, name in _ = reading.modifier(named: name) }
        guard let layers = readResolutionOrder() else { return nil }
        // An item that could not be read may be what was meant to apply the rest.
        let unused = failed ? [] : reportUnusedDefinitions()
        var plan = ResolutionPlan(layers: layers, origin: file, unusedSources: unused)
        plan.isResolverDocument = true
        return plan
    }

    private mutating func checkVersion(_ member: JSONMember?) {
        let version = ResolverDocumentReader.version
        guard let member else {
            error(.invalidResolver, "a resolver document needs \"version\": \"\(version)\"", at: root.position)
            return
        }
        guard let value = member.value.stringValue else {
            error(.invalidResolver, "'version' must be the string \"\(version)\", found \(member.value.kind)", at: member.value.position)
            return
        }
        if value != version {
            error(.invalidResolver, "unsupported version '\(value)'; tokenc reads resolver documents of version \(version)", at: member.value.position)
        }
    }

    /// Reads every set or modifier once, used or not, so each is checked and each problem reported
    /// once, where it is written.
    private mutating func readDefinitions(_ member: JSONMember?, kind: String, read: (inout ResolverReading, String) -> Void) {
        guard let member else { return }
        guard let definitions = member.value.objectMembers else {
            error(.invalidResolver, "'\(kind)' must be an object of names to \(kind == "sets" ? "sets" : "modifiers"), found \(member.value.kind)", at: member.value.position)
            return
        }
        for definition in definitions {
            let pointer = ResolverReference.text(of: [kind, definition.key])
            guard enter(pointer, at: definition.keyPosition) else { continue }
            read(&self, definition.key)
            leave()
        }
    }
}
