import Foundation
import Testing
@testable import TokenCompiler
import TokencBenchSupport
@testable import TokenJSON
@testable import TokenModel

/// The matrix resolution against its oracle, each permutation resolved alone, on cases written
/// to vary group metadata per context and on generated plans.
@Suite struct MatrixOracleTests {
    /// A plan of inline trees: a base set, then each modifier with its contexts (the first the default).
    static func plan(_ base: String, _ modifiers: [(name: String, contexts: [(name: String, json: String)])]) -> ResolutionPlan {
        var diagnostics: [Diagnostic] = []
        func tree(_ json: String, _ file: String) -> [TokenSource] {
            TokenFileReader.read(bytes: Array(json.utf8), file: file, diagnostics: &diagnostics).map { [.inline($0)] } ?? []
        }
        var layers = [ResolutionLayer(name: "base", kind: .set(tree(base, "base.json")), location: nil)]
        for modifier in modifiers {
            let contexts = modifier.contexts.map { Modifier.Context(name: $0.name, sources: tree($0.json, "\(modifier.name)/\($0.name).json"), location: nil) }
            layers.append(ResolutionLayer(
                name: modifier.name, kind: .modifier(Modifier(name: modifier.name, contexts: contexts, defaultContext: contexts[0].name, location: nil)),
                location: nil))
        }
        #expect(diagnostics == [])
        return ResolutionPlan(layers: layers, origin: "base.json")
    }

    /// Resolves `plan` over its matrix and checks every token in every permutation against that
    /// permutation resolved alone: the same value, type and deprecation where the theme has the
    /// token, and every token that resolves alone in all permutations with one type is in the theme.
    @discardableResult
    static func expectMatchesPermutationsResolvedAlone(
        _ plan: ResolutionPlan, options: ReaderOptions = ReaderOptions(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> ThemeMatrixEvaluator.Result {
        let result = ThemeMatrixEvaluator(plan: plan, options: options).resolve()
        let theme = result.theme
        var typesEverywhere: [TokenPath: Set<TokenType>]?
        for (index, permutation) in plan.permutations.enumerated() {
            let alone = SharedResolutionTests.resolvedAlone(permutation, of: plan, options: options)
            for token in theme.tokens {
                let matrix = token.value(in: index)
                #expect(alone[token.path]?.value == matrix?.value, "\(token.path) in \(permutation)", sourceLocation: sourceLocation)
                #expect(alone[token.path]?.deprecation == matrix?.deprecation, "\(token.path) in \(permutation)", sourceLocation: sourceLocation)
                if matrix != nil { #expect(alone[token.path]?.type == token.type, sourceLocation: sourceLocation) }
            }
            let types = alone.mapValues { Set([$0.type]) }
            typesEverywhere = typesEverywhere.map { known in
                known.filter { types[$0.key] != nil }.merging(types.filter { known[$0.key] != nil }) { $0.union($1) }
            } ?? types
        }
        let inTheme = Set(theme.tokens.map(\.path))
        for (path, types) in typesEverywhere ?? [:] where types.count == 1 {
            #expect(inTheme.contains(path), "\(path) resolves in every permutation", sourceLocation: sourceLocation)
        }
        return result
    }

    // MARK: - Group metadata that varies per context

    @Test func aContextThatRetypesAGroupChangesItsTokensType() {
        let plan = Self.plan(
            #"{ "g": { "$type": "number", "x": { "$value": 400 }, "y": { "$type": "number", "$value": 1 } }, "alias": { "$value": "{g.x}" } }"#,
            [("brand", [("a", "{}"), ("b", #"{ "g": { "$type": "fontWeight" } }"#)]), ("mode", [("light", "{}"), ("dark", "{}")])])
        let result = Self.expectMatchesPermutationsResolvedAlone(plan)
        #expect(result.theme.tokens.map(\.path.description) == ["g.y"])
        #expect(result.diagnostics.map(\.message) == [
            "the token 'g.x' is a number when brand is a but a fontWeight when brand is b; its type must be the same in every permutation",
            "the token 'alias' is a number when brand is a but a fontWeight when brand is b; its type must be the same in every permutation",
        ])
        // Brand b resolves again every token below the group it retypes, g.y (typed itself) too:
        // the modifiers found for a token may be too many, never too few.
        #expect(result.tokensResolved == 3 + 3)
    }

    @Test func aContextThatDeprecatesAGroupDeprecatesItsTokensThere() throws {
        let plan = Self.plan(
            #"{ "g": { "$type": "number", "x": { "$value": 1 } } }"#,
            [("brand", [("a", "{}"), ("b", #"{ "g": { "$deprecated": "Use h." } }"#)])])
        let result = Self.expectMatchesPermutationsResolvedAlone(plan)
        let token = try #require(result.theme.tokens.first)
        #expect(token.variesWith == [])
        #expect(token.values[0].deprecation == nil)
        #expect(token.values[1].deprecation == .deprecatedBecause("Use h."))
    }

    @Test func extendsThatChangesPerContextCopiesTheGroupItNamesThere() throws {
        let plan = Self.plan(
            #"""
            { "base": { "$type": "number", "a": { "$value": 1 } },
              "alt": { "$type": "number", "a": { "$value": 2 }, "b": { "$value": 3 } },
              "button": { "$extends": "{base}" },
              "uses": { "$type": "number", "$value": "{button.a}" } }
            """#,
            [("brand", [("x", "{}"), ("y", #"{ "button": { "$extends": "{alt}" } }"#)]),
             ("mode", [("light", "{}"), ("dark", #"{ "base": { "a": { "$type": "number", "$value": 10 } } }"#)])])
        let result = Self.expectMatchesPermutationsResolvedAlone(plan)
        let tokens = Dictionary(uniqueKeysWithValues: result.theme.tokens.map { ($0.path.description, $0) })
        func numbers(_ path: String) -> [String?] {
            (0..<4).map { index in
                if case .number(let number)? = tokens[path]?.value(in: index)?.value { number.text } else { nil }
            }
        }
        // x/light x/dark y/light y/dark
        #expect(numbers("button.a") == ["1", "10", "2", "2"])
        #expect(numbers("uses") == ["1", "10", "2", "2"])
        #expect(tokens["button.a"]?.variesWith == ["brand", "mode"])
        // Only brand y's $extends copies alt.b.
        #expect(numbers("button.b") == [nil, nil, "3", "3"])
        #expect(result.diagnostics.map(\.message) == [
            "the token 'button.b' is not defined when brand is x; it becomes an optional member, nil there (define it in every permutation to make it non-optional)",
        ])
    }

    @Test func extendsOfAGroupOnlyAContextDefinesIsReportedWhereItIsMissing() {
        let plan = Self.plan(
            #"{ "button": { "$extends": "{special}" }, "n": { "$type": "number", "$value": 1 } }"#,
            [("brand", [("x", "{}"), ("y", #"{ "special": { "$type": "number", "a": { "$value": 2 } } }"#)])])
        let result = Self.expectMatchesPermutationsResolvedAlone(plan)
        #expect(result.diagnostics.map(\.message).contains("$extends names 'special', which does not exist (only when brand is x)"))
    }

    // MARK: - Generated plans

    /// Plans from a seed: up to three modifiers of two or three contexts over two groups of
    /// numbers; contexts override values, alias other tokens (cycles included), add tokens of
    /// their own, retype or deprecate a group, and extend one group from another.
    static func generatedPlan(seed: UInt64) -> ResolutionPlan {
        var generator = SplitMix64(seed: seed)
        let names = ["g0.t0", "g0.t1", "g0.t2", "g1.t0", "g1.t1", "g1.t2"]
        func value(_ generator: inout SplitMix64) -> String {
            Int.random(in: 0..<3, using: &generator) == 0
                ? "\"{\(names.randomElement(using: &generator)!)}\"" : "\(Int.random(in: 1...9, using: &generator))"
        }
        func json(_ groups: [String: [String]]) -> String {
            "{ " + groups.sorted { $0.key < $1.key }.map { "\"\($0.key)\": { \($0.value.joined(separator: ", ")) }" }.joined(separator: ", ") + " }"
        }
        var base: [String: [String]] = ["g0": [#""$type": "number""#], "g1": [#""$type": "number""#]]
        for (position, name) in names.enumerated() {
            let parts = name.split(separator: ".").map(String.init)
            // Aliases only to earlier tokens in the base: its own cycles would fail everywhere.
            let written = position > 0 && Bool.random(using: &generator)
                ? "\"{\(names[Int.random(in: 0..<position, using: &generator)])}\"" : "\(position + 1)"
            base[parts[0], default: []].append("\"\(parts[1])\": { \"$value\": \(written) }")
        }
        if Bool.random(using: &generator) { base["e"] = [#""$extends": "{g0}""#] }
        var modifiers: [(name: String, contexts: [(name: String, json: String)])] = []
        for modifier in 0..<Int.random(in: 1...3, using: &generator) {
            let contexts = (0..<Int.random(in: 2...3, using: &generator)).map { context -> (name: String, json: String) in
                var groups: [String: [String]] = [:]
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0..<5:
                        let parts = names.randomElement(using: &generator)!.split(separator: ".").map(String.init)
                        groups[parts[0], default: []].append("\"\(parts[1])\": { \"$value\": \(value(&generator)) }")
                    case 5:
                        groups["g\(Int.random(in: 0...1, using: &generator))", default: []].append("\"m\(modifier)c\(context)\": { \"$value\": \(value(&generator)) }")
                    case 6:
                        groups["g\(Int.random(in: 0...1, using: &generator))", default: []].append(#""$type": "fontWeight""#)
                    case 7:
                        groups["g\(Int.random(in: 0...1, using: &generator))", default: []].append(#""$deprecated": true"#)
                    default:
                        groups["e"] = ["\"$extends\": \"{g\(Int.random(in: 0...1, using: &generator))}\""]
                    }
                }
                // A key given twice in one group would be a duplicate-key error: the last wins here.
                let deduplicated = groups.mapValues { members in
                    var seen = Set<String>()
                    return members.reversed().filter { seen.insert(String($0.prefix { $0 != ":" })).inserted }.reversed() as [String]
                }
                return ("c\(context)", json(deduplicated))
            }
            modifiers.append(("m\(modifier)", contexts))
        }
        return plan(json(base), modifiers)
    }

    @Test(arguments: 0..<60)
    func generatedPlansMatchTheirPermutationsResolvedAlone(seed: UInt64) {
        Self.expectMatchesPermutationsResolvedAlone(Self.generatedPlan(seed: seed))
    }
}
