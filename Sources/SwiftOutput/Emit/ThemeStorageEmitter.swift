/// `ThemeStorage.swift`: the shared, immutable storage behind `AppTheme`, so that a copy of a theme
/// is a pointer and `==` on two copies is one comparison of pointers.
///
/// A theme holds one `ThemeStorage`: the values of every token in each context of the modifier
/// that follows the appearance (one `ThemeAppearance` each, never changed once made), the
/// appearance it reads, and whether an edit changes that appearance only (`theme[mode: .dark]`)
/// or every appearance. The groups are structs of stored properties, nearly as cheap to type-check
/// as constants, each nested group behind a `ThemeBox`: `AppTheme`'s own members read them from
/// the storage and edit them by carrying the tokens an edit changed into every appearance it
/// edits. Internal, whatever the access level: the call-site API is the group structs' properties.
struct ThemeStorageEmitter {
    func file() -> GeneratedFile {
        let text = """
            /// The values of every token in one appearance, shared by every theme that reads them. Never
            /// changed once made (an edit makes a new one), so it is `Sendable` as it is.
            nonisolated final class ThemeAppearance: Sendable, Hashable {
                let values: AppTheme.Values

                init(_ values: AppTheme.Values) {
                    self.values = values
                }

                static func == (lhs: ThemeAppearance, rhs: ThemeAppearance) -> Bool {
                    lhs === rhs || lhs.values == rhs.values
                }

                func hash(into hasher: inout Hasher) {
                    hasher.combine(values)
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

                /// Carries an edit of a nested group, from `old` to `new`, into `box` (that group in an
                /// appearance the edit applies to) with the group's own `carryValue`; nothing to do when
                /// the edit left the group as it was.
                static func carry(_ box: inout ThemeBox, from old: ThemeBox, to new: ThemeBox, _ carryValue: (inout Value, Value, Value) -> Void) {
                    guard old !== new else { return }
                    var value: Value = box.value
                    carryValue(&value, old.value, new.value)
                    box = ThemeBox(value)
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
                        ThemeAppearance(AppTheme.Values(each))
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

                /// Applies an edit made to the values read to each appearance this storage edits:
                /// `carry(&values, before)` changes `values` as the edit changed `before`, the values read.
                /// Not inlined: each of `AppTheme`'s members calls it with a closure of one line.
                @inline(never)
                mutating func edit(_ carry: (_ values: inout AppTheme.Values, _ before: AppTheme.Values) -> Void) {
                    let before: AppTheme.Values = current.values
                    for position in appearances.indices where !editsOneAppearance || position == Int(index) {
                        var values: AppTheme.Values = appearances[position].values
                        carry(&values, before)
                        appearances[position] = ThemeAppearance(values)
                    }
                }

                /// Takes `other`'s values, keeping this one's appearance and edit scope.
                mutating func replaceValues(with other: ThemeStorage) {
                    appearances = other.appearances
                }

                /// Gives `value` the new value of a token that an edit changed from `old` to `new`, and
                /// leaves it as it is when the edit did not change that token.
                static func carry<Value: Equatable>(_ value: inout Value, from old: Value, to new: Value) {
                    if old != new {
                        value = new
                    }
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
