import Foundation
import Testing
import struct TokencBenchSupport.SplitMix64
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Names never break the output: every Swift keyword, every identifier the generated code itself
/// writes, and a few hundred random identifier-like strings, each used as a token, group, modifier
/// and context name, build without errors and the output type-checks (and every token can be read
/// by the name the layout gives it).
@Suite struct GeneratedNamesTests {
    /// Swift's keywords and contextual keywords (The Swift Programming Language, "Lexical
    /// Structure"), and the names the standard library's conformances of generated types declare
    /// (`Hashable`, `RawRepresentable`, `CaseIterable`): written out here from the language, not
    /// from tokenc's own list, so a keyword tokenc forgets is found.
    static let swiftKeywords: [String] = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "catch", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "associativity", "async", "convenience", "didSet", "dynamic", "final", "get", "indirect", "infix",
        "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "package", "postfix", "precedence",
        "prefix", "Protocol", "required", "right", "set", "some", "any", "Type", "unowned", "weak", "willSet", "actor",
        "macro", "each", "consume", "copy", "discard", "isolated", "sending", "then", "unsafe",
        "hashValue", "hash", "rawValue", "RawValue", "allCases", "AllCases", "description",
    ]

    /// Every identifier the generated code writes, outside comments and string literals: what the
    /// emitter declares (`selection`, `shared`, `insets`, `Selection`, …) and every name it refers
    /// to (`Color`, `Double`, `ThemeColor`, …), read from a build of the repository's tokens and
    /// of the matrix fixture rather than copied from the emitter.
    static let generatedIdentifiers: [String] = {
        var names: Set<String> = []
        for file in EmitFixtures.repository.files + EmitFixtures.matrix.files {
            for line in file.contents.split(separator: "\n") {
                let code = line.drop { $0 == " " }
                guard !code.hasPrefix("//") else { continue }
                var word = ""
                var inString = false
                for character in code + " " {
                    if character == "\"" { inString.toggle() }
                    if !inString, character.isASCII, character.isLetter || character.isNumber || character == "_" {
                        word.append(character)
                    } else {
                        if let first = word.first, !first.isNumber { names.insert(word) }
                        word = ""
                    }
                }
            }
        }
        return names.sorted()
    }()

    /// Seeded random names a design tool could export: words joined by dashes, underscores,
    /// spaces or case changes, digits first, non-ASCII letters, punctuation, and the case twin of
    /// some (`Brand` beside `brand`).
    static func randomNames(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let words = ["brand", "on", "primary", "Color", "bg", "text", "500", "2xl", "x", "URL", "iOS", "é", "色", "🎨", "ß", "default", "self", "tokens", "shape", "init", "Type"]
        let separators = ["-", "_", " ", "", "--", "·", "/", "@", "#", "(", ")", "'", "\u{202E}"]
        var names: [String] = []
        while names.count < count {
            var name = random.pick(words)
            for _ in 0..<random.below(4) {
                name += random.pick(separators) + random.pick(words)
            }
            if random.chance(15) { name = String(random.int(in: 0...999)) + name }
            if random.chance(10) { name = random.pick(separators) + name }
            names.append(name)
            if random.chance(20) { names.append(name.prefix(1).uppercased() + name.dropFirst()) }
            if random.chance(10) { names.append(name.uppercased()) }
        }
        return names
    }

    /// All the names, each once, without what no token name may be (`$` first, `{`, `}`, `.`).
    static let allNames: [String] = {
        var seen: Set<String> = []
        return (swiftKeywords + generatedIdentifiers + randomNames(count: 300, seed: 16)).filter { name in
            !name.isEmpty && !name.hasPrefix("$") && !name.contains(where: { "{}.".contains($0) }) && seen.insert(name).inserted
        }
    }()

    static func json(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    /// `{ "<name>": <value>, … }`, each name once (the first).
    static func object(_ members: [(String, String)]) -> String {
        var seen: Set<String> = []
        return "{ " + members.filter { seen.insert($0.0).inserted }.map { "\(json($0.0)): \($0.1)" }.joined(separator: ", ") + " }"
    }

    static let number = #"{ "$type": "number", "$value": 1 }"#
    static let color = #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } }"#
    static let radius = #"{ "$type": "dimension", "$value": { "value": 4, "unit": "px" } }"#
    static let deprecated = #"{ "$type": "dimension", "$value": { "value": 2, "unit": "px" }, "$deprecated": true }"#
    static let typography = #"{ "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }"#

    /// A function that reads every token of `report` through the names its layout gave it, so that
    /// the type check proves each is reachable (keywords in backticks and all); and every color,
    /// gradient and typography token through the environment's theme (`.theme.<path>`), beside
    /// SwiftUI's own named styles, so no name breaks the dynamic member chain or hides those.
    static func usage(_ report: BuildReport) -> SourceFile {
        let layout = report.validation.model.names.layout
        var lines: [String] = []
        var references: [String] = []
        func visit(_ group: ThemeLayout.Group, _ expression: String) {
            for child in group.children {
                switch child {
                case .token(let token) where token.resolved.deprecation?.isDeprecated != true:
                    lines.append("    _ = \(expression).\(token.member)")
                    let path = ".theme" + expression.dropFirst("theme".count) + "." + token.member
                    // A token some contexts leave out is optional: no `ShapeStyle`, read through the theme.
                    guard token.token.absent.isEmpty else { break }
                    switch token.resolved.type {
                    case .color, .gradient: references.append("    style(\(path))")
                    case .typography: references.append("    _ = Text(\"\").typography(\(path))")
                    default: break
                    }
                case .token: break
                case .group(let nested): visit(nested, "\(expression).\(nested.member)")
                }
            }
        }
        visit(layout.root, "theme")
        let modifiers = report.validation.model.names.modifiers
        let arguments = modifiers.map { "\($0.label): .\($0.cases.last!)" }.joined(separator: ", ")
        lines.append("    _ = AppTheme(\(arguments))")
        let swiftUI = """
            #if canImport(SwiftUI)
            import SwiftUI

            @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
            func style<S: ShapeStyle>(_ style: S) {}

            @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
            func useReferences() {
                style(.primary); style(.secondary); style(.tertiary); style(.tint); style(.foreground); style(.background)
                style(.separator); style(.selection); style(.placeholder); style(.link); style(.fill)
            \(references.joined(separator: "\n"))
            }
            #endif

            """
        return SourceFile(name: "Usage.swift", contents: "func use(_ theme: AppTheme) {\n" + lines.joined(separator: "\n") + "\n}\n\n" + swiftUI)
    }

    /// Builds one theme, expects no errors, the same diagnostics from `validate` alone, and output
    /// that type-checks with code reading every token.
    static func expectBuildsAndTypeChecks(_ report: BuildReport, _ label: String) throws {
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(label): \(errors.prefix(5))")
        #expect(!report.files.isEmpty, "\(label)")
        let validationErrors = report.validation.diagnostics.filter { $0.severity == .error }
        #expect(validationErrors == errors, "\(label)")
        guard errors.isEmpty else { return }
        // One frontend job for the whole module: with hundreds of group files, batch mode spends
        // ten times as long finding the same declarations in every batch.
        let result = try SwiftTypeChecker.typeCheck(files: EmitFixtures.sources(report.files) + [usage(report)], options: .init(extraFlags: ["-wmo"]))
        let compilerErrors = result.rawOutput.split(separator: "\n").filter { $0.contains("error:") }.prefix(40)
        #expect(result.succeeded, Comment(rawValue: "\(label):\n" + compilerErrors.joined(separator: "\n")))
    }

    @Test func theNameListsCoverWhatTheIssueAsksFor() {
        #expect(Self.allNames.count > 500)
        for name in ["selection", "shared", "default", "insets", "Selection", "Shared", "Color", "ThemeColor", "init", "self", "Type", "rawValue"] {
            #expect(Self.allNames.contains(name), "\(name)")
        }
        #expect(Self.randomNames(count: 300, seed: 16) == Self.randomNames(count: 300, seed: 16))
    }

    /// Every name as a top-level group (holding a token and a nested group of the same name), as a
    /// token among all the others in one group, as a radius (with its shape), as a deprecated
    /// token (with its storage) and as a typography; and every name as a modifier of one context.
    @Test func everyNameAsAGroupATokenAndAModifier() throws {
        let names = Self.allNames
        var root: [(String, String)] = names.map { name in
            (name, Self.object([(name, Self.number), (name.uppercased() == name ? "x" : name.uppercased(), Self.color), ("nested", Self.object([(name, Self.radius)]))]))
        }
        root.append(("all names", Self.object(names.map { ($0, Self.color) })))
        root.append(("radius", Self.object(names.map { ($0, Self.radius) })))
        root.append(("old", Self.object(names.map { ($0, Self.deprecated) })))
        root.append(("type", Self.object(names.map { ($0, Self.typography) })))
        let report = buildJSON(Self.object(root), modifiers: names.map { ($0, [("c", "{}")]) })
        try Self.expectBuildsAndTypeChecks(report, "groups, tokens and modifiers")
    }

    /// Every name as a top-level token, and as a context of one modifier that a token varies
    /// with (so every context is a `case` of a `switch` and, where free, a static theme), beside a
    /// modifier that follows the appearance.
    @Test func everyNameAsATopLevelTokenAndAContext() throws {
        let names = Self.allNames
        let varying = #"{ "ink": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } }"#
        let report = buildJSON(
            Self.object([("ink", Self.color)] + names.map { ($0, Self.color) }),
            modifiers: [
                ("context", names.enumerated().map { index, name in (name, index == 1 ? varying : "{}") }),
                ("mode", [("light", "{}"), ("dark", "{}")]),
            ])
        try Self.expectBuildsAndTypeChecks(report, "top-level tokens and contexts")
    }
}
