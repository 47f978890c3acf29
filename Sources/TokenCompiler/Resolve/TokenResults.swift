/// Per definition index, the resolved token (nil when it failed or is ignored). A permutation
/// patched from another shares that one's results and keeps only the tokens it resolved again.
struct TokenResults: Sendable {
    private var shared: [ResolvedToken?]
    private var changed = SparseValues<ResolvedToken?>()
    /// True for results made with ``init(sharing:count:)``: writes below the shared count go to `changed`.
    private var isSharing = false
    /// Results past the shared ones: tokens a patched permutation adds.
    private var appended: [ResolvedToken?] = []

    /// `count` results, none resolved yet.
    init(count: Int) {
        shared = Array(repeating: nil, count: count)
    }

    /// The results of `base`, for a set of `count` tokens that starts with `base`'s.
    init(sharing base: TokenResults, count: Int) {
        precondition(base.changed.isEmpty && base.appended.isEmpty, "only a full result is shared")
        shared = base.shared
        appended = Array(repeating: nil, count: count - base.shared.count)
        isSharing = true
    }

    subscript(index: Int) -> ResolvedToken? {
        get {
            if index >= shared.count { return appended[index - shared.count] }
            if !changed.isEmpty, let token = changed[index] { return token }
            return shared[index]
        }
        set {
            if index >= shared.count {
                appended[index - shared.count] = newValue
            } else if isSharing {
                changed.set(newValue, at: index)
            } else {
                shared[index] = newValue
            }
        }
    }

    /// Room for `count` tokens resolved again without growing.
    mutating func reserveChanged(_ count: Int) {
        changed.reserveCapacity(count)
    }

    /// The tokens that resolved, in order.
    var resolvedTokens: [ResolvedToken] {
        var tokens: [ResolvedToken] = []
        tokens.reserveCapacity(shared.count + appended.count)
        for index in 0..<(shared.count + appended.count) {
            if let token = self[index] { tokens.append(token) }
        }
        return tokens
    }

    /// True when the token at `index` was resolved again rather than shared.
    func isChanged(_ index: Int) -> Bool {
        index >= shared.count || changed.contains(index)
    }
}
