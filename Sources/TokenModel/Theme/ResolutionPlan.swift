import TokenJSON

/// How token sources layer into a theme: the sets and modifiers of a resolver document, or what
/// the `brands/` and `modes/` folders say, in resolution order.
///
/// A plan says nothing about values. Picking one context per modifier (a ``Permutation``) gives an
/// ordered list of sources; merging them, last wins, and then resolving aliases gives that
/// permutation's tokens.
public struct ResolutionPlan: Sendable {
    /// The sets and modifiers in resolution order.
    public var layers: [ResolutionLayer]
    /// The file the plan was read from: a resolver document, or the tokens folder.
    public var origin: String
    /// True when the files of one set or context are merged in sorted name order, which nobody
    /// chose (the folder convention): a token defined in two of them is then worth a warning.
    public var filesOrderedByName: Bool

    /// Sources the plan has but never applies: a resolver document's sets and modifiers outside
    /// its resolution order, and the token files beside it that nothing lists. Never merged; read
    /// only to say where a broken reference's target is defined.
    public var unusedSources: [UnusedSource]

    public init(layers: [ResolutionLayer], origin: String, filesOrderedByName: Bool = false, unusedSources: [UnusedSource] = []) {
        self.layers = layers
        self.origin = origin
        self.filesOrderedByName = filesOrderedByName
        self.unusedSources = unusedSources
    }

    /// The modifiers, in resolution order.
    public var modifiers: [Modifier] {
        layers.compactMap {
            if case .modifier(let modifier) = $0.kind { return modifier }
            return nil
        }
    }

    /// Every permutation: the product of all modifiers' contexts, the first modifier varying
    /// slowest, listed on demand.
    public var permutations: PermutationList {
        PermutationList(modifiers.map(\.contextNames))
    }

    /// The permutation every modifier's default context makes; a modifier without a default
    /// takes its first context.
    public var defaultPermutation: Permutation {
        Permutation(contexts: modifiers.map { $0.defaultContext ?? $0.contexts[0].name })
    }

    /// Every token file the plan reads, once each, in the order first named.
    public var files: [String] {
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
    public func sources(for permutation: Permutation) -> [TokenSource] {
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
public struct UnusedSource: Sendable {
    /// Completes "it is defined in …": `the set 'borders', which resolutionOrder never applies`.
    public var description: String
    public var sources: [TokenSource]

    public init(description: String, sources: [TokenSource]) {
        self.description = description
        self.sources = sources
    }
}

/// One entry of the resolution order.
public struct ResolutionLayer: Sendable {
    public enum Kind: Sendable {
        /// Sources that always apply, merged in order.
        case set([TokenSource])
        /// Sources that depend on the chosen context.
        case modifier(Modifier)
    }

    public var name: String
    public var kind: Kind
    /// Where the set or modifier is declared (nil for the folder convention's base set).
    public var location: SourceLocation?

    public init(name: String, kind: Kind, location: SourceLocation?) {
        self.name = name
        self.kind = kind
        self.location = location
    }
}

/// A named choice between contexts (`brand`: `acme` | `nova`; `mode`: `light` | `dark`).
public struct Modifier: Sendable {
    /// One of a modifier's alternatives and the sources it adds.
    public struct Context: Sendable {
        public var name: String
        public var sources: [TokenSource]
        public var location: SourceLocation?

        public init(name: String, sources: [TokenSource], location: SourceLocation?) {
            self.name = name
            self.sources = sources
            self.location = location
        }
    }

    public var name: String
    /// The contexts in the order they are declared; never empty.
    public var contexts: [Context]
    /// The context a missing input takes; nil when an input is required.
    public var defaultContext: String?
    public var description: String?
    public var location: SourceLocation?

    public init(name: String, contexts: [Context], defaultContext: String?, description: String? = nil, location: SourceLocation?) {
        self.name = name
        self.contexts = contexts
        self.defaultContext = defaultContext
        self.description = description
        self.location = location
    }

    public var contextNames: [String] { contexts.map(\.name) }
}

/// Where tokens come from: a token file, or tokens written inline in a resolver document.
public enum TokenSource: Sendable {
    /// A token file, with where it is referenced (nil when the folder convention found it).
    case file(String, referencedAt: SourceLocation?)
    /// Tokens written inside a resolver document, already read.
    case inline(GroupNode)
}

/// One context for each modifier, in the plan's modifier order.
public struct Permutation: Sendable, Hashable, CustomStringConvertible {
    public var contexts: [String]

    public init(contexts: [String]) {
        self.contexts = contexts
    }

    /// `brand=acme, mode=dark` for the modifiers named in order, or `(no modifiers)`.
    public func description(naming modifiers: [String]) -> String {
        guard !contexts.isEmpty else { return "(no modifiers)" }
        return zip(modifiers, contexts).map { "\($0)=\($1)" }.joined(separator: ", ")
    }

    public var description: String { contexts.joined(separator: "/") }

    /// The product of the given context lists, the first varying slowest.
    public static func all(_ contextLists: [[String]]) -> [Permutation] {
        var result = [Permutation(contexts: [])]
        for contexts in contextLists {
            result = result.flatMap { prefix in contexts.map { Permutation(contexts: prefix.contexts + [$0]) } }
        }
        return result
    }
}
