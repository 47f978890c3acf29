import TokenJSON
import TokenModel

/// Decodes a group's `dev.tokenc.component` extension as its file is read, reporting each
/// mistake where it is written: in every file, whichever brand or mode the file belongs to.
struct ComponentDeclarationReader {
    let file: String
    /// The root the declaration's group must be under.
    let convention: ComponentConvention
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String, convention: ComponentConvention) {
        self.file = file
        self.convention = convention
    }

    /// The declaration `value` makes on the group at `path`; nil, after a warning, when that
    /// group is neither a component kind nor a variant, so that nothing would read it.
    mutating func read(_ value: JSONValue, on path: TokenPath) -> ComponentDeclaration? {
        guard let role = ComponentGroupRole(path: path, in: convention) else {
            let reason = convention.root.map { "it belongs on a component kind's group (\($0).<kind>) or a variant's (\($0).<kind>.<variant>)" }
                ?? "components are switched off (\"components\": false in tokenc.json)"
            diagnostics.append(.warning(
                .invalidComponentDeclaration,
                "\"\(ComponentVocabulary.extensionKey)\" on '\(path)' has no effect: \(reason)",
                at: location(value)))
            return nil
        }
        var declaration = ComponentDeclaration(declaredAt: path, location: location(value))
        if role.takesDeclaration {
            if let members = value.objectMembers {
                declaration.keys = members.map { Located($0.key, at: location($0.keyPosition)) }
                read(members.filter { role.allowedKeys.contains($0.key) }, on: path, into: &declaration)
            } else {
                diagnostics.append(.error(
                    .invalidComponentDeclaration,
                    "\"\(ComponentVocabulary.extensionKey)\" on '\(path)' must be an object such as { \"slots\": [\"title\"] }, found \(describe(value))",
                    at: location(value)))
                declaration.isValid = false
            }
        } else {
            declaration.isValid = false
        }
        diagnostics += declaration.problems(on: path, as: role)
        if case .customKind = role, declaration.slots == nil { declaration.isValid = false }
        return declaration
    }

    /// The values of the keys the group's role allows.
    private mutating func read(_ members: [JSONMember], on path: TokenPath, into declaration: inout ComponentDeclaration) {
        var slotPositions: [String: JSONValue] = [:]
        for member in members {
            switch member.key {
            case "slots":
                declaration.slots = readSlots(member.value, on: path, positions: &slotPositions, valid: &declaration.isValid)
            case "axis":
                declaration.axis = readCase(member.value, of: ComponentDeclaration.Axis.self, named: "axis", on: path)
            case "iconPosition":
                declaration.iconPosition = readCase(member.value, of: ComponentDeclaration.IconPosition.self, named: "iconPosition", on: path)
            default:
                continue
            }
        }
        // Data after the slots, whose names it must not take; each key at most once (JSON
        // reports a repeated key on its own).
        if let data = members.first(where: { $0.key == "data" }) {
            declaration.data = readData(data.value, slots: slotPositions, on: path, valid: &declaration.isValid)
        }
        if let styles = members.first(where: { $0.key == "styles" }) {
            declaration.styles = readStyles(styles.value, on: path)
        }
    }

    /// The distinct names of a non-empty list, `valid` made false after reporting any problem (the
    /// names are kept, so that lowering checks each as a Swift name in the same run).
    private mutating func readSlots(
        _ value: JSONValue, on path: TokenPath, positions: inout [String: JSONValue], valid: inout Bool
    ) -> [Located<String>]? {
        guard let elements = value.arrayElements else {
            error("the slots of '\(path)' must be an array of names, found \(describe(value))", at: value)
            valid = false
            return nil
        }
        guard !elements.isEmpty else {
            error("the slots of '\(path)' are empty: a component needs at least one slot", at: value)
            valid = false
            return nil
        }
        var slots: [Located<String>] = []
        for element in elements {
            guard let name = element.stringValue else {
                error("a slot of '\(path)' must be a name (a string), found \(describe(element))", at: element)
                valid = false
                continue
            }
            if let first = positions[name] {
                error(
                    "the slot '\(name)' of '\(path)' is listed twice", at: element,
                    notes: [.init("'\(name)' is first listed here", at: location(first))])
                valid = false
                continue
            }
            positions[name] = element
            slots.append(Located(name, at: location(element)))
        }
        return slots
    }

    /// `"data": { "name": "string", "onTap": "action" }`: names no slot has, each of a type of
    /// ``ComponentDeclaration/DataType``; those that are, `valid` made false after reporting any other.
    private mutating func readData(
        _ value: JSONValue, slots: [String: JSONValue], on path: TokenPath, valid: inout Bool
    ) -> [ComponentDeclaration.DataProperty] {
        let types = ComponentDeclaration.DataType.allCases.map(\.rawValue)
        guard let members = value.objectMembers else {
            error("the data of '\(path)' must be an object of names and types, such as { \"name\": \"string\", \"onTap\": \"action\" }, found \(describe(value))", at: value)
            valid = false
            return []
        }
        var data: [ComponentDeclaration.DataProperty] = []
        for member in members {
            let name = Located(member.key, at: location(member.keyPosition))
            if let slot = slots[member.key] {
                diagnostics.append(.error(
                    .componentDataClash,
                    "the data property '\(member.key)' of '\(path)' has the name of a slot: the configuration would declare 'configuration.\(member.key)' twice; rename one of them",
                    at: name.location, notes: [.init("the slot '\(member.key)' is listed here", at: location(slot))]))
                valid = false
                continue
            }
            guard let text = member.value.stringValue, let type = ComponentDeclaration.DataType(rawValue: text) else {
                let suggestion = member.value.stringValue.flatMap { Suggestion.nearest(to: $0, in: types) }.map { "; did you mean '\($0)'?" } ?? ""
                diagnostics.append(.error(
                    .componentDataType,
                    "the data property '\(member.key)' of '\(path)' must have the type \(types.quotedList("or")), found \(describe(member.value))\(suggestion)",
                    at: location(member.value)))
                valid = false
                continue
            }
            data.append(ComponentDeclaration.DataProperty(name: name, type: type))
        }
        return data
    }

    /// A variant's `styles`: each kind's key with the name of its variant.
    private mutating func readStyles(_ value: JSONValue, on path: TokenPath) -> [ComponentDeclaration.NestedStyle] {
        guard let entries = value.objectMembers else {
            error("the styles of '\(path)' must be an object of component kinds and variants, such as { \"label\": \"accent\" }, found \(describe(value))", at: value)
            return []
        }
        return entries.compactMap { entry in
            guard let variant = entry.value.stringValue else {
                error("the style '\(entry.key)' of '\(path)' must name a variant (a string), found \(describe(entry.value))", at: entry.value)
                return nil
            }
            return ComponentDeclaration.NestedStyle(
                kind: Located(entry.key, at: location(entry.keyPosition)),
                variant: Located(variant, at: location(entry.value)))
        }
    }

    /// One of a closed list of names (`axis`, `iconPosition`); nil after reporting another value.
    private mutating func readCase<Case: RawRepresentable & CaseIterable>(
        _ value: JSONValue, of _: Case.Type, named key: String, on path: TokenPath
    ) -> Case? where Case.RawValue == String {
        if let text = value.stringValue, let known = Case(rawValue: text) { return known }
        error("the \(key) of '\(path)' must be \(Case.allCases.map(\.rawValue).quotedList("or")), found \(describe(value))", at: value)
        return nil
    }

    private func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private func location(_ value: JSONValue) -> SourceLocation {
        location(value.position)
    }

    private mutating func error(_ message: String, at value: JSONValue, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(.invalidComponentDeclaration, message, at: location(value), notes: notes))
    }

    private func describe(_ value: JSONValue) -> String {
        if let text = value.stringValue { return "'\(text)'" }
        return "\(value.kind)"
    }
}
