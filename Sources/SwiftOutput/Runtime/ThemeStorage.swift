// The shared storage behind the theme: a copy is a pointer.

/// The values of every token in one appearance, shared by every theme that reads them. Never
/// changed once made (an edit makes a new one), so it is `Sendable` as it is.
nonisolated final class ThemeAppearance: Sendable, Hashable {
    let values: AppTheme.Values
    /// The appearance these values were made for: it names which token aliases which.
    let selection: AppTheme.Selection
    /// The tokens an edit set, by position in `ThemeTokenTable.slots`: an edit of the token
    /// one of them aliases no longer changes it.
    let edited: Set<Int>

    init(_ values: AppTheme.Values, selection: AppTheme.Selection, edited: Set<Int> = []) {
        self.values = values
        self.selection = selection
        self.edited = edited
    }

    /// These values with the tokens at `changed` (positions in `ThemeTokenTable.slots`) set to
    /// their values in `edit`, and every token that aliases one of them, directly or through
    /// other aliases, given its new value, unless an edit set that token itself.
    func applying(_ changed: [Int], from edit: [any Hashable & Sendable]) -> ThemeAppearance {
        let current: [any Hashable & Sendable] = ThemeTokenReader.values(of: values)
        var edited: Set<Int> = self.edited
        edited.formUnion(changed)
        var dependents: [Int: [Int]] = [:]
        let aliases: [Int] = ThemeTokenTable.aliases(in: selection)
        for pair in stride(from: 0, to: aliases.count - 1, by: 2) {
            dependents[aliases[pair + 1], default: []].append(aliases[pair])
        }
        var replacements: [Int: any Hashable & Sendable] = [:]
        for position in changed {
            replacements[position] = edit[position]
        }
        var pending: [Int] = changed
        while let source = pending.popLast() {
            let value: any Hashable & Sendable = replacements[source] ?? current[source]
            for dependent in dependents[source] ?? [] where !edited.contains(dependent) && replacements[dependent] == nil {
                replacements[dependent] = value
                pending.append(dependent)
            }
        }
        var values: AppTheme.Values = self.values
        ThemeTokenWriter.write(replacements.mapValues { (value: any Hashable & Sendable) -> any Sendable in value }, into: &values)
        return ThemeAppearance(values, selection: selection, edited: edited)
    }

    static func == (lhs: ThemeAppearance, rhs: ThemeAppearance) -> Bool {
        lhs === rhs || lhs.values == rhs.values
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}

/// A group of tokens the storage reads and writes in declared order: each group struct and
/// `AppTheme.Values`. Its tokens, those of its nested groups among them, come in the order of
/// `ThemeTokenTable.slots`.
nonisolated protocol ThemeTokenGroup: Sendable {
    /// Hands every token to `visitor`, in order, nested groups' tokens in their place.
    mutating func _visit<Visitor: ThemeTokenVisitor>(_ visitor: inout Visitor)
}

/// What visits a theme's tokens in the order of `ThemeTokenTable.slots`.
nonisolated protocol ThemeTokenVisitor {
    mutating func visit<Value: Hashable & Sendable>(_ value: inout Value)
    /// Whether to visit the next nested group, of `tokens` tokens; when not, the visitor
    /// counts them as passed. A group visited is written back, so a group left alone stays
    /// shared.
    mutating func enters(_ tokens: Int) -> Bool
}

/// Reads every token's value, in the order of `ThemeTokenTable.slots`.
nonisolated struct ThemeTokenReader: ThemeTokenVisitor {
    private(set) var values: [any Hashable & Sendable] = []

    static func values(of values: AppTheme.Values) -> [any Hashable & Sendable] {
        var copy: AppTheme.Values = values
        var reader: ThemeTokenReader = ThemeTokenReader()
        reader.values.reserveCapacity(ThemeTokenTable.slots.count)
        copy._visit(&reader)
        return reader.values
    }

    mutating func visit<Value: Hashable & Sendable>(_ value: inout Value) {
        values.append(value)
    }

    func enters(_ tokens: Int) -> Bool { true }
}

/// Sets the tokens at some positions of `ThemeTokenTable.slots` to new values; a value not
/// of its token's Swift type is left out.
nonisolated struct ThemeTokenWriter: ThemeTokenVisitor {
    private let replacements: [Int: any Sendable]
    /// The positions of `replacements`, ascending, and the first not yet passed.
    private let positions: [Int]
    private var next: Int = 0
    private var position: Int = 0

    static func write(_ replacements: [Int: any Sendable], into values: inout AppTheme.Values) {
        guard !replacements.isEmpty else { return }
        var writer: ThemeTokenWriter = ThemeTokenWriter(replacements: replacements)
        values._visit(&writer)
    }

    private init(replacements: [Int: any Sendable]) {
        self.replacements = replacements
        positions = replacements.keys.sorted()
    }

    mutating func enters(_ tokens: Int) -> Bool {
        while next < positions.count, positions[next] < position {
            next += 1
        }
        guard next < positions.count, positions[next] < position + tokens else {
            position += tokens
            return false
        }
        return true
    }

    mutating func visit<Value: Hashable & Sendable>(_ value: inout Value) {
        if let replacement = replacements[position], let typed = replacement as? Value {
            value = typed
        }
        position += 1
    }
}

/// The types of the Design Tokens format, which tell apart tokens of one Swift type
/// (a `dimension` and a `number` are both `Double`), and `extended` for a type tokenc declares
/// through its `dev.tokenc` extensions, whose value reads and writes its own JSON.
nonisolated enum ThemeTokenType: String, Sendable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle
    case border, transition, shadow, gradient, typography, string, boolean, extended
}

/// A value of a type tokenc declares through its `dev.tokenc` extensions (`ThemeSymbol`): the type
/// reads and writes its own JSON, so the theme's JSON needs no case for it.
nonisolated protocol ThemeExtendedValue: ThemeExtendedSlot, Sendable, Hashable {
    init(themeJSON node: ThemeJSONNode) throws(ThemeJSONError.Problem)
    var themeJSON: ThemeJSONNode.Value { get }
}

/// The type of a token holding an extended value, optional or not: what reads a value for it.
nonisolated protocol ThemeExtendedSlot {
    static var extendedType: any ThemeExtendedValue.Type { get }
    /// No value: the token absent in the theme.
    static var absent: any Sendable { get }
}

nonisolated extension ThemeExtendedValue {
    static var extendedType: any ThemeExtendedValue.Type { Self.self }
    static var absent: any Sendable { Self?.none }
}

nonisolated extension Optional: ThemeExtendedSlot where Wrapped: ThemeExtendedValue {
    static var extendedType: any ThemeExtendedValue.Type { Wrapped.self }
    static var absent: any Sendable { Wrapped?.none }
}

/// One token of the theme: its type and its path, its names joined by `.`.
nonisolated struct ThemeTokenSlot: Sendable {
    let type: ThemeTokenType
    /// The type's name, as `$type` gives it: an extended type's own (`symbol`).
    let typeName: String
    let path: String
    /// The key under which `$extensions` holds an extended type's value (`dev.tokenc.symbol`).
    var extensionKey: String { "dev.tokenc." + typeName }
    /// Whether the token is an optional member: absent in some brand or mode.
    let isOptional: Bool

    /// The slots of `ThemeTokenTable`'s entries, each a type (with `?` when optional) and a
    /// path split at the first space (a type has none).
    static func table(_ entries: [String]) -> [ThemeTokenSlot] {
        entries.map { (entry: String) -> ThemeTokenSlot in
            let space: String.Index = entry.firstIndex(of: " ") ?? entry.endIndex
            var type: Substring = entry[..<space]
            let isOptional: Bool = type.hasSuffix("?")
            if isOptional { type = type.dropLast() }
            return ThemeTokenSlot(
                type: ThemeTokenType(rawValue: String(type)) ?? .extended, typeName: String(type),
                path: space == entry.endIndex ? "" : String(entry[entry.index(after: space)...]),
                isOptional: isOptional)
        }
    }
}

/// A group nested in another, behind a pointer, so that a group struct is the size of its own
/// tokens: reading, copying or comparing it does not copy the groups under it, and groups an
/// edit did not change stay shared and compare equal by pointer.
nonisolated final class ThemeBox<Value: Sendable & Hashable>: Sendable, Hashable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: ThemeBox, rhs: ThemeBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

/// The theme's values in every appearance, the appearance it reads, and which appearances an
/// edit changes. Equal when it reads equal values in the same appearance: two copies of one
/// theme share their array, so they compare equal without comparing a value.
nonisolated struct ThemeStorage: Sendable, Hashable {
    /// One per context of the modifier that follows the appearance, in declared order (one
    /// when no modifier does).
    private var appearances: [ThemeAppearance]
    /// The appearance read: a position in `appearances`.
    private var index: UInt8
    /// Whether an edit changes the values of `index` only; else those of every appearance.
    private(set) var editsOneAppearance: Bool

    /// The values of `selection` in each of its appearances, reading its own.
    init(_ selection: AppTheme.Selection) {
        self.init(selection) { (each: AppTheme.Selection) -> ThemeAppearance in
            ThemeAppearance(AppTheme.Values(each), selection: each)
        }
    }

    /// The values `appearance` gives for each appearance of `selection`, reading its own.
    init(_ selection: AppTheme.Selection, appearance: (_ selection: AppTheme.Selection) -> ThemeAppearance) {
        appearances = selection.everyAppearance.map(appearance)
        index = UInt8(selection.appearanceIndex)
        editsOneAppearance = false
    }

    /// The values of the appearance read.
    var current: ThemeAppearance { appearances[Int(index)] }

    /// The same values read in the appearance at `index`; edits then change that appearance
    /// only when `editingItOnly`.
    func reading(appearance index: Int, editingItOnly: Bool) -> ThemeStorage {
        var storage: ThemeStorage = self
        storage.index = UInt8(index)
        storage.editsOneAppearance = editingItOnly
        return storage
    }

    /// Applies `change`, an edit of the values read, to each appearance this storage edits: the
    /// tokens it changed take their new values there, and so do the tokens that alias them.
    /// Not inlined: each of `AppTheme`'s members calls it with a closure of one line.
    @inline(never)
    mutating func edit(_ change: (_ values: inout AppTheme.Values) -> Void) {
        var after: AppTheme.Values = current.values
        change(&after)
        let before: [any Hashable & Sendable] = ThemeTokenReader.values(of: current.values)
        let edit: [any Hashable & Sendable] = ThemeTokenReader.values(of: after)
        let changed: [Int] = before.indices.filter { AnyHashable(before[$0]) != AnyHashable(edit[$0]) }
        guard !changed.isEmpty else { return }
        for position in appearances.indices where !editsOneAppearance || position == Int(index) {
            appearances[position] = appearances[position].applying(changed, from: edit)
        }
    }

    /// Changes the values of every appearance alike, as they were made: no token counts as edited.
    mutating func replaceEveryAppearance(_ change: (_ values: inout AppTheme.Values) -> Void) {
        appearances = appearances.map { (appearance: ThemeAppearance) -> ThemeAppearance in
            var values: AppTheme.Values = appearance.values
            change(&values)
            return ThemeAppearance(values, selection: appearance.selection)
        }
    }

    /// Takes `other`'s values, keeping this one's appearance and edit scope.
    mutating func replaceValues(with other: ThemeStorage) {
        appearances = other.appearances
    }

    static func == (lhs: ThemeStorage, rhs: ThemeStorage) -> Bool {
        lhs.index == rhs.index && lhs.appearances == rhs.appearances
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(appearances)
    }
}
