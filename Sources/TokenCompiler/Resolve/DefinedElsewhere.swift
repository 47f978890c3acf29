/// Where tokens that the plan does not apply are defined: in a set outside the resolution order,
/// or in a token file the resolver document does not list. A reference to such a token is broken
/// all the same (a missing token is never guessed), but its error can say where the target is.
struct DefinedElsewhere: Sendable {
    private var notes: [TokenPath: Diagnostic.Note] = [:]

    /// Nothing defined elsewhere.
    init() {}

    /// Reads the plan's unused sources; what is wrong in them is not reported, since they are not read.
    init(plan: ResolutionPlan) {
        for unused in plan.unusedSources {
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
}
