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

    init() {}

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
                let path = FigmaVariables.tokenPath(of: name)
                if let id = variable["id"]?.stringValue, paths[id] == nil { paths[id] = path }
                if namedPaths[name] == nil { namedPaths[name] = path }
            }
        }
    }
}
