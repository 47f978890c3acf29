import TokenJSON

/// How token sources layer into a theme: the sets and modifiers of a resolver document, or what
/// the `brands/` and `modes/` folders say, in resolution order.
///
/// A plan says nothing about values. Picking one context per modifier (a ``Permutation``) gives an
/// ordered list of sources; merging them, last wins, and then resolving aliases gives that
/// permutation's tokens.
package struct ResolutionPlan: Sendable {
    /// The sets and modifiers in resolution order.
    package var layers: [ResolutionLayer]
    /// The file the plan was read from: a resolver document, or the tokens folder.
    package var origin: String
    /// True when the files of one set or context are merged in sorted name order, which nobody
    /// chose (the folder convention): a token defined in two of them is then worth a warning.
    package var filesOrderedByName: Bool

    /// Sources the plan has but never applies: a resolver document's sets and modifiers outside
    /// its resolution order, and the token files beside it that nothing lists. Never merged; read
    /// only to say where a broken reference's target is defined.
    package var unusedSources: [UnusedSource]

    /// True for a plan read from a resolver document (not a Tokens Studio or Figma file that holds
    /// its own sets): the token files beside it are meant to be listed in it.
    package var isResolverDocument = false

    /// True for a Tokens Studio project (`$themes`, `$metadata`, or a single-file export): its
    /// values are read as the plugin applies them where the format's reading differs, whatever
    /// keys the files use (a typography line height above 3 is in pixels, as in `value` files).
    package var isTokensStudio = false

    package init(layers: [ResolutionLayer], origin: String, filesOrderedByName: Bool = false, unusedSources: [UnusedSource] = []) {
        self.layers = layers
        self.origin = origin
        self.filesOrderedByName = filesOrderedByName
        self.unusedSources = unusedSources
    }

    /// The modifiers, in resolution order.
    package var modifiers: [Modifier] {
        layers.compactMap {
            if case .modifier(let modifier) = $0.kind { return modifier }
            return nil
        }
    }

    /// Every permutation: the product of all modifiers' contexts, the first modifier varying
    /// slowest, listed on demand.
    package var permutations: PermutationList {
        PermutationList(modifiers.map(\.contextNames))
    }

    /// The permutation every modifier's default context makes; a modifier without a default
    /// takes its first context.
    package var defaultPermutation: Permutation {
        Permutation(contexts: modifiers.map { $0.defaultContext ?? $0.contexts[0].name })
    }

    /// Every token file the plan reads, once each, in the order first named.
    package var files: [String] {
        var seen = Set<String>()
        var result: [String] = []
        for layer in layers {
            let sources: [TokenSource] = switch layer.kind {
            case .set(let sources): sources
            case .modifier(let modifier): modifier.contexts.flatMap(\.sources)
            }
            for case .file(let path, _) in sources where seen.insert(path).inserted {
                result.append(path)
            }
        }
        return result
    }

    /// The sources of one permutation, in merge order.
    package func sources(for permutation: Permutation) -> [TokenSource] {
        var modifierIndex = 0
        var result: [TokenSource] = []
        for layer in layers {
            switch layer.kind {
            case .set(let sources):
                result += sources
            case .modifier(let modifier):
                let name = permutation.contexts[modifierIndex]
                modifierIndex += 1
                result += modifier.contexts.first { $0.name == name }?.sources ?? []
            }
        }
        return result
    }
}

/// Tokens a plan could have read but does not apply, and how to say so in a note.
package struct UnusedSource: Sendable {
    /// Completes "it is defined in …": `the set 'borders', which resolutionOrder never applies`.
    package var description: String
    package var sources: [TokenSource]
    /// Whether a reference that the applied sources cannot resolve is resolved from these, as
    /// Tokens Studio resolves references into a set that no theme selects (``ReferenceFallback``).
    package var resolvesReferences: Bool

    package init(description: String, sources: [TokenSource], resolvesReferences: Bool = false) {
        self.description = description
        self.sources = sources
        self.resolvesReferences = resolvesReferences
    }
}

/// One entry of the resolution order.
package struct ResolutionLayer: Sendable {
    package enum Kind: Sendable {
        /// Sources that always apply, merged in order.
        case set([TokenSource])
        /// Sources that depend on the chosen context.
        case modifier(Modifier)
    }

    package var name: String
    package var kind: Kind
    /// Where the set or modifier is declared (nil for the folder convention's base set).
    package var location: SourceLocation?

    package init(name: String, kind: Kind, location: SourceLocation?) {
        self.name = name
        self.kind = kind
        self.location = location
    }
}

/// A named choice between contexts (`brand`: `acme` | `nova`; `mode`: `light` | `dark`).
package struct Modifier: Sendable {
    /// One of a modifier's alternatives and the sources it adds.
    package struct Context: Sendable {
        package var name: String
        package var sources: [TokenSource]
        package var location: SourceLocation?

        package init(name: String, sources: [TokenSource], location: SourceLocation?) {
            self.name = name
            self.sources = sources
            self.location = location
        }
    }

    package var name: String
    /// The contexts in the order they are declared; never empty.
    package var contexts: [Context]
    /// The context a missing input takes; nil when an input is required.
    package var defaultContext: String?
    package var description: String?
    package var location: SourceLocation?

    package init(name: String, contexts: [Context], defaultContext: String?, description: String? = nil, location: SourceLocation?) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.description = description
        self.location = location
    }

    package var contextNames: [String] { contexts.map(\.name) }
}

/// Where tokens come from: a token file, or tokens written inline in a resolver document.
package enum TokenSource: Sendable {
    /// A token file, with where it is referenced (nil when the folder convention found it).
    case file(String, referencedAt: SourceLocation?)
    /// Tokens written inside a resolver document, already read.
    case inline(GroupNode)
}

/// One context for each modifier, in the plan's modifier order.
package struct Permutation: Sendable, Hashable, CustomStringConvertible {
    package var contexts: [String]

    package init(contexts: [String]) {
        self.contexts = contexts
    }

    /// `brand=acme, mode=dark` for the modifiers named in order, or `(no modifiers)`.
    package func description(naming modifiers: [String]) -> String {
        guard !contexts.isEmpty else { return "(no modifiers)" }
        return zip(modifiers, contexts).map { "\($0)=\($1)" }.joined(separator: ", ")
    }

    package var description: String { contexts.joined(separator: "/") }

    /// The product of the given context lists, the first varying slowest.
    package static func all(_ contextLists: [[String]]) -> [Permutation] {
        var result = [Permutation(contexts: [])]
        for contexts in contextLists {
            result = result.flatMap { prefix in contexts.map { Permutation(contexts: prefix.contexts + [$0]) } }
        }
        return result
    }
}
