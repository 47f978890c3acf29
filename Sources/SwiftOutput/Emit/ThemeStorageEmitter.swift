/// `ThemeStorage.swift`: the shared, immutable storage behind `AppTheme`, so that a copy of a theme
/// is a pointer and `==` on two copies is one comparison of pointers.
///
/// A theme holds one `ThemeStorage`: the values of every token in each context of the modifier
/// that follows the appearance (one `ThemeAppearance` each, never changed once made), the
/// appearance it reads, and whether an edit changes that appearance only (`theme[mode: .dark]`)
/// or every appearance. The groups are structs of stored properties, nearly as cheap to type-check
/// as constants, each nested group behind a `ThemeBox`: `AppTheme`'s own members read them from
/// the storage. An edit finds the tokens it changed through `ThemeTokenTable` (one slot per token,
/// ``TokenTableEmitter``) and sets them in every appearance it edits, with the tokens that alias
/// them there. Internal, whatever the access level: the call-site API is the group structs' properties.
struct ThemeStorageEmitter {
    func file() -> GeneratedFile {
        let text = """
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

                /// These values with the tokens at `changed` set as in `edit`, and every token that aliases
                /// one of them, directly or through other aliases, given its new value, unless an edit set
                /// that token itself.
                func applying(_ changed: [Int], from edit: AppTheme.Values) -> ThemeAppearance {
                    let slots: [any ThemeTokenSlot] = ThemeTokenTable.slots
                    var values: AppTheme.Values = self.values
                    var edited: Set<Int> = self.edited
                    edited.formUnion(changed)
                    var dependents: [Int: [Int]] = [:]
                    let aliases: [Int] = ThemeTokenTable.aliases(in: selection)
                    for pair in stride(from: 0, to: aliases.count - 1, by: 2) {
                        dependents[aliases[pair + 1], default: []].append(aliases[pair])
                    }
                    var reached: Set<Int> = Set(changed)
                    var pending: [Int] = changed
                    for slot in changed {
                        slots[slot].copyValue(from: edit, into: &values)
                    }
                    while let source = pending.popLast() {
                        for dependent in dependents[source] ?? [] where !edited.contains(dependent) && reached.insert(dependent).inserted {
                            slots[dependent].takeValue(of: slots[source], in: &values)
                            pending.append(dependent)
                        }
                    }
                    return ThemeAppearance(values, selection: selection, edited: edited)
                }

                static func == (lhs: ThemeAppearance, rhs: ThemeAppearance) -> Bool {
                    lhs === rhs || lhs.values == rhs.values
                }

                func hash(into hasher: inout Hasher) {
                    hasher.combine(values)
                }
            }

            /// One token of `AppTheme.Values`: its path, its type and where its value is stored. The
            /// storage reads and writes tokens through these, by position in `ThemeTokenTable.slots`.
            nonisolated protocol ThemeTokenSlot: Sendable {
                /// The token's path, its names joined by `.`.
                var path: String { get }
                var type: ThemeTokenType { get }
                /// Whether the token has the same value in `lhs` and `rhs`.
                func hasSameValue(in lhs: AppTheme.Values, as rhs: AppTheme.Values) -> Bool
                /// Sets the token in `values` to its value in `source`.
                func copyValue(from source: AppTheme.Values, into values: inout AppTheme.Values)
                /// Sets the token in `values` to the value `source`, the token it aliases, has there.
                func takeValue(of source: any ThemeTokenSlot, in values: inout AppTheme.Values)
                /// The token's value in `values`.
                func value(in values: AppTheme.Values) -> any Sendable
                /// Sets the token in `values` to `value` when it is a value of the token's Swift type.
                func setValue(_ value: any Sendable, in values: inout AppTheme.Values) -> Bool
            }

            /// The types of the Design Tokens format, which tell apart tokens of one Swift type
            /// (a `dimension` and a `number` are both `Double`).
            nonisolated enum ThemeTokenType: String, Sendable {
                case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle
                case border, transition, shadow, gradient, typography, string, boolean
            }

            /// A token whose value is a `Value`, stored at `keyPath`.
            nonisolated struct ThemeSlot<Value: Sendable & Hashable>: ThemeTokenSlot {
                let type: ThemeTokenType
                let path: String
                let keyPath: WritableKeyPath<AppTheme.Values, Value> & Sendable

                init(_ type: ThemeTokenType, _ path: String, _ keyPath: WritableKeyPath<AppTheme.Values, Value> & Sendable) {
                    self.type = type
                    self.path = path
                    self.keyPath = keyPath
                }

                func hasSameValue(in lhs: AppTheme.Values, as rhs: AppTheme.Values) -> Bool {
                    lhs[keyPath: keyPath] == rhs[keyPath: keyPath]
                }

                func copyValue(from source: AppTheme.Values, into values: inout AppTheme.Values) {
                    values[keyPath: keyPath] = source[keyPath: keyPath]
                }

                func takeValue(of source: any ThemeTokenSlot, in values: inout AppTheme.Values) {
                    _ = setValue(source.value(in: values), in: &values)
                }

                func value(in values: AppTheme.Values) -> any Sendable {
                    values[keyPath: keyPath]
                }

                func setValue(_ value: any Sendable, in values: inout AppTheme.Values) -> Bool {
                    guard let value = value as? Value else { return false }
                    values[keyPath: keyPath] = value
                    return true
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
                    appearances = selection.everyAppearance.map { (each: AppTheme.Selection) -> ThemeAppearance in
                        ThemeAppearance(AppTheme.Values(each), selection: each)
                    }
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
                    let before: AppTheme.Values = current.values
                    var after: AppTheme.Values = before
                    change(&after)
                    let slots: [any ThemeTokenSlot] = ThemeTokenTable.slots
                    let changed: [Int] = slots.indices.filter { !slots[$0].hasSameValue(in: before, as: after) }
                    guard !changed.isEmpty else { return }
                    for position in appearances.indices where !editsOneAppearance || position == Int(index) {
                        appearances[position] = appearances[position].applying(changed, from: after)
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
            """
        return GeneratedFile(
            path: "ThemeStorage.swift",
            contents: GeneratedFile.header + "\n// The shared storage behind the theme: a copy is a pointer.\n\n" + text + "\n")
    }
}
