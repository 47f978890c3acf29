import TokenJSON
import TokenModel

/// The token each alias string names, by the string's place in its document. An evaluator finds
/// every alias once, collecting dependencies before it resolves anything; decoding then reads
/// the target here rather than parsing the alias and hashing its path a second time.
///
/// Only an alias that names a token directly is kept: one read another way (a legacy
/// `{a.b.value}`) or naming nothing is parsed again where it is decoded, for its diagnostics.
struct AliasTargets {
    /// A token an alias names: its index in the set, and its path as the alias writes it.
    struct Target {
        var index: Int
        var path: TokenPath
    }

    private var targets: [JSONValue.Identity: Target] = [:]
    /// The aliases of a set with the same paths in the same order, found there: a string names
    /// the same token in both, by the same index.
    private var inherited: [JSONValue.Identity: Target] = [:]
    private let isRecording: Bool

    /// An empty table that keeps what it is given.
    init() {
        isRecording = true
    }

    /// A table that keeps what it is given and knows the aliases `other` found, for a set whose
    /// paths are `other`'s set's, in its order (``KnownReferences``).
    init(inheriting other: AliasTargets) {
        isRecording = true
        inherited = other.targets
    }

    private init(recording: Bool) {
        isRecording = recording
    }

    /// A table that keeps nothing, for callers that want dependencies alone.
    static var discarding: AliasTargets { AliasTargets(recording: false) }

    /// Notes that the string `alias` names the token at `index`, at `path`.
    mutating func record(_ alias: JSONValue, names index: Int, at path: TokenPath) {
        guard isRecording else { return }
        targets[alias.identity] = Target(index: index, path: path)
    }

    /// The token the string `alias` names, when it was recorded. Only strings are recorded, so
    /// any other value, as most tokens' and members' are, is answered without hashing it: at
    /// 100,000 tokens the lookups missed the cache more than they found anything.
    func target(of alias: JSONValue) -> Target? {
        guard alias.kind == .string else { return nil }
        if !targets.isEmpty, let target = targets[alias.identity] { return target }
        return inherited.isEmpty ? nil : inherited[alias.identity]
    }
}
