import Testing
@testable import TokenCompiler
import TokencBenchSupport
import TokenJSON
@testable import TokenModel

/// `dev.tokenc.component` declarations generated at random for every role a group can have (a
/// custom kind, the label kind, a variant of either): a valid one reads back as written, each
/// value at the place it is written, with no diagnostic; one mistake put into it gives exactly one
/// diagnostic, at the mistake.
@Suite struct ComponentDeclarationReaderTests {
    /// A group's place under `component`, and what its declaration may say.
    enum Role: CaseIterable {
        case customKind, labelKind, customVariant, labelVariant

        var path: [String] {
            switch self {
            case .customKind: ["component", "detail"]
            case .labelKind: ["component", "label"]
            case .customVariant: ["component", "detail", "plain"]
            case .labelVariant: ["component", "label", "accent"]
            }
        }
    }

    /// A declaration as generated: each key with its JSON text, and what reading must give.
    struct Declaration {
        var members: [(key: String, json: String)] = []
        var slots: [String]?
        var axis: String?
        var data: [(name: String, type: String)] = []
        var iconPosition: String?
        var styles: [(kind: String, variant: String)] = []
    }

    static let slotNames = ["title", "subtitle", "caption", "icon", "badge", "detailText"]
    static let dataNames = ["name", "count", "isOn", "onTap", "price"]
    static let styleKinds = ["label", "button", "card", "toggle", "menuRow"]
    static let styleVariants = ["accent", "onBrand", "primary", "quiet"]

    static func quoted(_ text: String) -> String { "\"\(text)\"" }

    static func declaration(for role: Role, using generator: inout SplitMix64) -> Declaration {
        var declaration = Declaration()
        switch role {
        case .customKind:
            let slots = Array(slotNames.shuffled(using: &generator).prefix(generator.int(in: 1...4)))
            declaration.slots = slots
            declaration.members.append(("slots", "[" + slots.map(quoted).joined(separator: ", ") + "]"))
            if generator.chance(50) {
                let axis = generator.pick(ComponentDeclaration.Axis.allCases).rawValue
                declaration.axis = axis
                declaration.members.append(("axis", quoted(axis)))
            }
            if generator.chance(50) {
                let names = dataNames.shuffled(using: &generator).prefix(generator.int(in: 0...3))
                declaration.data = names.map { ($0, generator.pick(ComponentDeclaration.DataType.allCases).rawValue) }
                declaration.members.append(("data", "{ " + declaration.data.map { "\(quoted($0.name)): \(quoted($0.type))" }.joined(separator: ", ") + " }"))
            }
        case .labelKind, .customVariant, .labelVariant:
            if role != .customVariant, generator.chance(60) {
                let position = generator.pick(ComponentDeclaration.IconPosition.allCases).rawValue
                declaration.iconPosition = position
                declaration.members.append(("iconPosition", quoted(position)))
            }
            if role != .labelKind, generator.chance(70) {
                let kinds = styleKinds.shuffled(using: &generator).prefix(generator.int(in: 0...3))
                declaration.styles = kinds.map { ($0, generator.pick(styleVariants)) }
                declaration.members.append(("styles", "{ " + declaration.styles.map { "\(quoted($0.kind)): \(quoted($0.variant))" }.joined(separator: ", ") + " }"))
            }
        }
        declaration.members.shuffle(using: &generator)
        return declaration
    }

    /// The file: the group at `role`'s path, its declaration's members one to a line.
    static func file(_ members: [(key: String, json: String)], role: Role) -> String {
        var lines = ["{"]
        for (depth, name) in role.path.enumerated() {
            lines.append(String(repeating: "  ", count: depth + 1) + "\(quoted(name)): {")
        }
        let indent = String(repeating: "  ", count: role.path.count + 1)
        lines.append(indent + #""$extensions": { "dev.tokenc.component": {"#)
        lines += members.enumerated().map { index, member in
            indent + "  \(quoted(member.key)): \(member.json)" + (index == members.count - 1 ? "" : ",")
        }
        lines.append(indent + "} }")
        for depth in (0..<role.path.count).reversed() { lines.append(String(repeating: "  ", count: depth + 1) + "}") }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The first line of the declaration's members.
    static func firstMemberLine(_ role: Role) -> Int { role.path.count + 3 }

    /// Reads `text` and returns the declaration on the group at `role`'s path.
    static func read(_ text: String, role: Role) -> (ComponentDeclaration?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard var group = TokenFileReader.read(bytes: Array(text.utf8), file: "f.json", diagnostics: &diagnostics) else {
            return (nil, diagnostics)
        }
        for name in role.path {
            guard case .group(let child)? = group[name] else { return (nil, diagnostics) }
            group = child
        }
        return (group.metadata.component, diagnostics)
    }

    /// The text `location` points at, as far as the end of its line.
    static func text(at location: TokenJSON.SourceLocation, in text: String) -> Substring {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[location.line - 1]
        return line.dropFirst(location.column - 1)
    }

    @Test func validDeclarationsReadBackAsWritten() throws {
        var generator = SplitMix64(seed: 0x0DEC1A4E)
        for round in 0..<400 {
            let role = Role.allCases[round % Role.allCases.count]
            let expected = Self.declaration(for: role, using: &generator)
            let text = Self.file(expected.members, role: role)
            let (read, diagnostics) = Self.read(text, role: role)
            #expect(diagnostics.isEmpty, "\(diagnostics)\n\(text)")
            let declaration = try #require(read, "\(text)")
            #expect(declaration.isValid)
            #expect(declaration.declaredAt == TokenPath(role.path))
            #expect(declaration.keys.map(\.value) == expected.members.map(\.key))
            #expect(declaration.slots?.map(\.value) == expected.slots)
            #expect(declaration.axis?.rawValue == expected.axis)
            #expect(declaration.data.map { "\($0.name.value): \($0.type.rawValue)" } == expected.data.map { "\($0.name): \($0.type)" })
            #expect(declaration.iconPosition?.rawValue == expected.iconPosition)
            #expect(declaration.styles.map { "\($0.kind.value): \($0.variant.value)" } == expected.styles.map { "\($0.kind): \($0.variant)" })
            // Every place points at what it names.
            for slot in declaration.slots ?? [] { #expect(Self.text(at: slot.location, in: text).hasPrefix(Self.quoted(slot.value))) }
            for property in declaration.data { #expect(Self.text(at: property.name.location, in: text).hasPrefix(Self.quoted(property.name.value) + ":")) }
            for style in declaration.styles {
                #expect(Self.text(at: style.kind.location, in: text).hasPrefix(Self.quoted(style.kind.value) + ":"))
                #expect(Self.text(at: style.variant.location, in: text).hasPrefix(Self.quoted(style.variant.value)))
            }
            #expect(Self.text(at: declaration.location, in: text).hasPrefix("{"))
            #expect(declaration.location.line == Self.firstMemberLine(role) - 1)
        }
    }

    /// A wrong value for each key, or a key the role does not take: one diagnostic, on the
    /// member's line, at the value (or, for the key, at the key).
    @Test func oneMistakeGivesOneDiagnosticAtIt() throws {
        var generator = SplitMix64(seed: 0xBAD_DEC1)
        for round in 0..<400 {
            let role = Role.allCases[round % Role.allCases.count]
            var members = Self.declaration(for: role, using: &generator).members
            let mistakes: [(key: String, json: String, code: DiagnosticCode, atKey: Bool)] = switch role {
            case .customKind:
                [("slots", "7", .invalidComponentDeclaration, false), ("slots", "[]", .invalidComponentDeclaration, false),
                 ("slots", #"["title", 2]"#, .invalidComponentDeclaration, false),
                 ("axis", #""diagonal""#, .invalidComponentDeclaration, false),
                 ("data", #"["name"]"#, .invalidComponentDeclaration, false), ("data", #"{ "name": "text" }"#, .componentDataType, false),
                 ("iconPosition", #""leading""#, .invalidComponentDeclaration, true)]
            case .labelKind:
                [("iconPosition", #""middle""#, .invalidComponentDeclaration, false), ("slots", #"["title"]"#, .invalidComponentDeclaration, true)]
            case .customVariant:
                [("styles", "3", .invalidComponentDeclaration, false), ("styles", #"{ "label": 3 }"#, .invalidComponentDeclaration, false),
                 ("iconPosition", #""top""#, .invalidComponentDeclaration, true)]
            case .labelVariant:
                [("iconPosition", "1", .invalidComponentDeclaration, false), ("axis", #""vertical""#, .invalidComponentDeclaration, true)]
            }
            let mistake = generator.pick(mistakes)
            members.removeAll { $0.key == mistake.key }
            let position = generator.int(in: 0...members.count)
            members.insert((mistake.key, mistake.json), at: position)
            // A custom kind needs its slots: a mistake elsewhere keeps valid ones.
            if role == .customKind, mistake.key != "slots", !members.contains(where: { $0.key == "slots" }) {
                members.insert(("slots", #"["caption"]"#), at: 0)
            }
            let line = Self.firstMemberLine(role) + members.firstIndex { $0.key == mistake.key }!
            let text = Self.file(members, role: role)
            let (declaration, diagnostics) = Self.read(text, role: role)
            #expect(diagnostics.map(\.code) == [mistake.code], "\(diagnostics)\n\(text)")
            let location = try #require(diagnostics.first?.location)
            #expect(location.line == line, "\(diagnostics)\n\(text)")
            let at = Self.text(at: location, in: text)
            if mistake.atKey {
                #expect(at.hasPrefix(Self.quoted(mistake.key) + ":"), "\(diagnostics)\n\(text)")
            } else {
                // At the value, or inside it at the element or member at fault.
                #expect(mistake.json.hasSuffix(at.dropLast(at.hasSuffix(",") ? 1 : 0)), "\(diagnostics)\n\(text)")
            }
            // Wrong slots or data leave a custom kind without a component.
            #expect(declaration?.isValid == !(role == .customKind && ["slots", "data"].contains(mistake.key)))
        }
    }
}
