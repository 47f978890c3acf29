/// Generates a synthetic design system laid out by the folder convention: base files per kind
/// (`color/palette.json`, `color/semantic.json`, … split into files of at most
/// `tokensPerFile` tokens), `brands/acme.json`, `brands/nova.json`, `modes/light.json` and
/// `modes/dark.json`.
///
/// - Kinds: ≈45% color, 30% dimension, 10% typography, the rest shadow, border, duration,
///   number, gradient, font family and font weight.
/// - ≈20% of every kind are aliases to a token of the same kind, in chains of 1 to 10 aliases
///   (the colors' first chain is 10 deep). Composites alias their sub-values (a typography's
///   font family, size and weight, a shadow's color and blur, a border's color and width, a
///   gradient stop's color).
/// - Each of the four context files overrides ≈5% of the tokens with a literal of their type.
///
/// The same token count and seed always give the same bytes.
package struct DesignSystemGenerator: Sendable {
    package static let brands = ["acme", "nova"]
    package static let modes = ["light", "dark"]
    package static let aliasShare = 0.2
    package static let overrideShare = 0.05
    package static let maxChainLength = 10

    package var tokenCount: Int
    package var seed: UInt64
    package var tokensPerFile: Int

    package init(tokenCount: Int, seed: UInt64 = 0x746F_6B65_6E63, tokensPerFile: Int = 2_000) {
        precondition(tokenCount >= 100, "a design system of fewer than 100 tokens cannot have every kind")
        precondition(tokensPerFile >= 10 && tokensPerFile % 10 == 0)
        self.tokenCount = tokenCount
        self.seed = seed
        self.tokensPerFile = tokensPerFile
    }

    /// One token: where it is and its value's JSON text.
    struct Token {
        var kind: TokenKind
        var path: [String]
        var value: String
        /// How many aliases lead from this token to a literal (0 for a literal).
        var depth: Int
    }

    package func generate() -> GeneratedDesignSystem {
        var random = SplitMix64(seed: seed ^ UInt64(tokenCount))
        let counts = Self.counts(tokenCount)
        // Paths first: composites alias sub-values of any kind, so every path must be known.
        var literalPaths: [TokenKind: [[String]]] = [:]
        var aliasPaths: [TokenKind: [[String]]] = [:]
        for kind in TokenKind.allCases {
            let aliases = Self.aliasCount(of: counts[kind]!)
            literalPaths[kind] = Self.paths(kind.top, kind.literalGroup, kind.literalGroupNames, kind.leafNames, count: counts[kind]! - aliases)
            aliasPaths[kind] = Self.paths(kind.top, kind.aliasGroup, kind.aliasGroupNames, kind.aliasLeafNames, count: aliases)
        }
        let values = TokenValueText(references: Dictionary(uniqueKeysWithValues: TokenKind.allCases.map { kind in
            (kind, (literalPaths[kind]! + aliasPaths[kind]!).map(Self.reference))
        }))

        var files: [GeneratedFile] = []
        var tokens: [Token] = []
        for kind in TokenKind.allCases {
            let literals = literalPaths[kind]!.map { Token(kind: kind, path: $0, value: values.literal(kind, &random), depth: 0) }
            var aliases: [Token] = []
            var chainLength = 0
            for path in aliasPaths[kind]! {
                if chainLength == 0 {
                    // A new chain starts at a literal. The colors' first chain is the deepest.
                    chainLength = kind == .color && aliases.isEmpty ? Self.maxChainLength : random.int(in: 1...Self.maxChainLength)
                    let target = random.pick(literalPaths[kind]!)
                    aliases.append(Token(kind: kind, path: path, value: Self.reference(target), depth: 1))
                } else {
                    let previous = aliases[aliases.count - 1]
                    aliases.append(Token(kind: kind, path: path, value: Self.reference(previous.path), depth: previous.depth + 1))
                }
                chainLength -= 1
            }
            files += chunks(literals, kind: kind, group: kind.literalGroup)
            files += chunks(aliases, kind: kind, group: kind.aliasGroup)
            tokens += literals + aliases
        }

        var overrides: [String: Int] = [:]
        for (folder, names) in [("brands", Self.brands), ("modes", Self.modes)] {
            for name in names {
                let overridden = Self.overrideSelection(tokenCount: tokens.count, random: &random).map { index in
                    var token = tokens[index]
                    token.value = values.literal(token.kind, &random)
                    return token
                }
                overrides["\(folder)/\(name)"] = overridden.count
                var writer = TokenTreeWriter(description: "Synthetic \(folder == "brands" ? "brand" : "mode") '\(name)': overrides \(overridden.count) tokens.")
                for token in overridden { writer.add(token.path, type: token.kind.type, value: token.value) }
                files.append(GeneratedFile(path: "\(folder)/\(name).json", contents: writer.finish()))
            }
        }

        return GeneratedDesignSystem(
            files: files,
            tokenCount: tokens.count,
            aliasCount: tokens.count { $0.depth > 0 },
            maxAliasDepth: tokens.map(\.depth).max() ?? 0,
            tokensByType: Dictionary(uniqueKeysWithValues: TokenKind.allCases.map { ($0.type, counts[$0]!) }),
            overridesPerContext: overrides)
    }

    /// The files holding `tokens` (all of one kind and group), `tokensPerFile` at most each.
    private func chunks(_ tokens: [Token], kind: TokenKind, group: String) -> [GeneratedFile] {
        guard !tokens.isEmpty else { return [] }
        let chunkCount = (tokens.count + tokensPerFile - 1) / tokensPerFile
        return (0..<chunkCount).map { chunk in
            var writer = TokenTreeWriter(groupType: kind.type)
            for token in tokens[(chunk * tokensPerFile)..<min(tokens.count, (chunk + 1) * tokensPerFile)] {
                writer.add(token.path, value: token.value)
            }
            let name = chunkCount == 1 ? group : "\(group)-\(chunk + 1 < 10 ? "0" : "")\(chunk + 1)"
            return GeneratedFile(path: "\(kind.top)/\(name).json", contents: writer.finish())
        }
    }

    /// How many tokens of each kind: each kind's share, rounded, at least one; `number` takes the rest.
    static func counts(_ total: Int) -> [TokenKind: Int] {
        var counts: [TokenKind: Int] = [:]
        for kind in TokenKind.allCases where kind != .number {
            counts[kind] = max(1, Int((Double(total) * kind.share).rounded()))
        }
        counts[.number] = total - counts.values.reduce(0, +)
        return counts
    }

    /// Aliases among `count` tokens of one kind: ≈20%, leaving at least one literal.
    static func aliasCount(of count: Int) -> Int {
        min(count - 1, Int((Double(count) * aliasShare).rounded()))
    }

    /// `count` paths `top.group.<name><round>.<leaf>`, ten tokens to a group.
    static func paths(_ top: String, _ group: String, _ groupNames: [String], _ leaves: [String], count: Int) -> [[String]] {
        (0..<count).map { index in
            let groupIndex = index / leaves.count
            let name = groupNames[groupIndex % groupNames.count] + String(groupIndex / groupNames.count + 1)
            return [top, group, name, leaves[index % leaves.count]]
        }
    }

    static func reference(_ path: [String]) -> String {
        "\"{\(path.joined(separator: "."))}\""
    }

    /// ≈5% of the token indices, distinct and in order.
    static func overrideSelection(tokenCount: Int, random: inout SplitMix64) -> [Int] {
        let wanted = Int((Double(tokenCount) * overrideShare).rounded())
        var chosen = Set<Int>()
        while chosen.count < wanted { chosen.insert(random.below(tokenCount)) }
        return chosen.sorted()
    }
}
