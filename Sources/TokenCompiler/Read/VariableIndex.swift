import TokenJSON
import TokenModel

/// The variables of a folder's Figma variables files, by id and by name, which an alias in one
/// of them may name: the Export/Import Variables plugin writes one file per collection, and a
/// variable aliases one of another collection by its id (or, for a library's variable, whose id
/// is the library's, by its `aliasName`).
struct VariableIndex: Sendable {
    /// Per variable id, its token path (`color.bg.primary`).
    var paths: [String: String] = [:]
    /// Per variable name as Figma writes it (`color/bg/primary`), its token path.
    var namedPaths: [String: String] = [:]
    /// Per variable name, its values in every mode (an alias as written), to tell a library's
    /// variable from one of the export's of the same name.
    var namedValues: [String: [JSONValue]] = [:]

    init() {}

    /// The path of the variable `resolved` (a mode's `resolvedValuesByMode`) names by its
    /// `aliasName`: when the export holds a variable of that name whose value in some mode is the
    /// one resolved, or is an alias; a library's variable of the name of one of the export's own
    /// with other values is not it.
    func path(aliasing resolved: JSONValue) -> String? {
        guard let name = resolved["aliasName"]?.stringValue, let path = namedPaths[name] else { return nil }
        guard let literal = resolved["resolvedValue"], literal.kind != .null else { return path }
        let written = literal.canonicalText
        let matches = (namedValues[name] ?? []).contains { $0["type"]?.stringValue == "VARIABLE_ALIAS" || $0.canonicalText == written }
        return matches ? path : nil
    }

    /// The variables of those of `files` that are variables JSON; none for fewer than two such
    /// files, whose aliases name nothing outside themselves.
    init(files: [String]) {
        let candidates = files.filter(FigmaVariables.mayBeVariables)
        guard candidates.count > 1 else { return }
        for file in candidates {
            var ignored: [Diagnostic] = []
            guard let bytes = TokenFileReader.bytes(of: file, diagnostics: &ignored),
                  let document = TokenFileReader.parse(bytes: bytes, file: file, diagnostics: &ignored),
                  let (variables, _) = FigmaVariables.contents(of: document.root) else { continue }
            for (variable, _) in variables {
                guard let name = variable["name"]?.stringValue else { continue }
                add(variable, at: FigmaVariables.tokenPath(of: name), replacing: false)
            }
        }
    }

    /// Adds `variable` at `path`; one already held by its id or name is replaced only when
    /// `replacing` (a file's own variables over those of the folder's other files).
    mutating func add(_ variable: JSONValue, at path: String, replacing: Bool) {
        if let id = variable["id"]?.stringValue, replacing || paths[id] == nil { paths[id] = path }
        guard let name = variable["name"]?.stringValue, replacing || namedPaths[name] == nil else { return }
        namedPaths[name] = path
        namedValues[name] = FigmaVariables.values(of: variable)?.objectMembers?.map(\.value) ?? []
    }
}
