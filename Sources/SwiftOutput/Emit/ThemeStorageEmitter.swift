/// `ThemeStorage.swift`: the shared, immutable storage behind `AppTheme` and every group struct, so
/// that a copy of a theme is a pointer and `==` on two copies is one comparison of pointers.
///
/// A group struct holds one `ThemeGroupStorage`: a pointer to the group's values in every context
/// of the modifier that follows the appearance, the appearance it reads, and whether an edit
/// changes that appearance only (`theme[mode: .dark]`) or every appearance (a plain setter). The
/// storage is never changed once made: an edit makes a new one for the edited group and its
/// parents, sharing every other group. Internal, whatever the access level: the call-site API is
/// the group structs' properties.
struct ThemeStorageEmitter {
    func file() -> GeneratedFile {
        let text = """
            /// A token group's values in every appearance, shared by every copy of the group. Never changed
            /// once made (an edit makes a new one), so it is `Sendable` as it is, and two copies of a theme
            /// compare equal by pointer before any value is compared.
            nonisolated final class ThemeStorage<Values: Sendable & Hashable, Groups: Sendable & Hashable>: Sendable, Hashable {
                /// The group's own tokens: one set per context of the modifier that follows the appearance,
                /// in declared order (one set when no modifier does).
                let values: [ThemeAppearanceValues<Values>]
                /// The storage of each nested group, the same in every appearance.
                let groups: Groups

                init(values: [ThemeAppearanceValues<Values>], groups: Groups) {
                    self.values = values
                    self.groups = groups
                }

                static func == (lhs: ThemeStorage, rhs: ThemeStorage) -> Bool {
                    lhs === rhs || (lhs.values == rhs.values && lhs.groups == rhs.groups)
                }

                func hash(into hasher: inout Hasher) {
                    hasher.combine(values)
                    hasher.combine(groups)
                }
            }

            /// A group's own tokens in one appearance. A class, so that reading one token projects that
            /// token's field rather than copying the whole group's values, in a debug build too.
            nonisolated final class ThemeAppearanceValues<Values: Sendable & Hashable>: Sendable, Hashable {
                let values: Values

                init(_ values: Values) {
                    self.values = values
                }

                static func == (lhs: ThemeAppearanceValues, rhs: ThemeAppearanceValues) -> Bool {
                    lhs === rhs || lhs.values == rhs.values
                }

                func hash(into hasher: inout Hasher) {
                    hasher.combine(values)
                }
            }

            /// A token group as a theme holds it: its shared storage, the appearance it reads, and which
            /// appearances an edit changes. Equal when it reads equal storage in the same appearance.
            nonisolated struct ThemeGroupStorage<Values: Sendable & Hashable, Groups: Sendable & Hashable>: Sendable, Hashable {
                private(set) var shared: ThemeStorage<Values, Groups>
                /// The appearance read: a position in `shared.values`.
                private var index: UInt8
                /// Whether an edit changes the values of `index` only; else those of every appearance.
                private(set) var editsOneAppearance: Bool

                init(values: [Values], groups: Groups, appearance: Int) {
                    self.shared = ThemeStorage(values: values.map(ThemeAppearanceValues.init), groups: groups)
                    self.index = UInt8(appearance)
                    self.editsOneAppearance = false
                }

                private init(_ shared: ThemeStorage<Values, Groups>, index: UInt8, editsOneAppearance: Bool) {
                    self.shared = shared
                    self.index = index
                    self.editsOneAppearance = editsOneAppearance
                }

                /// The values of the appearance read: `current.values.primary` loads that one token.
                var current: ThemeAppearanceValues<Values> { shared.values[Int(index)] }

                /// The storage of the nested groups.
                var groups: Groups { shared.groups }

                /// A nested group's storage, read and edited in the appearance this one is.
                func nested<NestedValues, NestedGroups>(_ storage: ThemeStorage<NestedValues, NestedGroups>) -> ThemeGroupStorage<NestedValues, NestedGroups> {
                    ThemeGroupStorage<NestedValues, NestedGroups>(storage, index: index, editsOneAppearance: editsOneAppearance)
                }

                /// The same storage read in the appearance at `index`; edits then change that appearance
                /// only when `editingItOnly`.
                func reading(appearance index: Int, editingItOnly: Bool) -> ThemeGroupStorage {
                    ThemeGroupStorage(shared, index: UInt8(index), editsOneAppearance: editingItOnly)
                }

                /// Sets the token at `keyPath` to `value` in the values this group edits: those of its
                /// appearance, or of every one. A key path rather than a closure, and not inlined, so that
                /// a token's setter is one call: the optimizer makes one copy of this function per type
                /// of token, not one per token.
                @inline(never)
                mutating func set<Value>(_ keyPath: WritableKeyPath<Values, Value>, to value: Value) {
                    var values: [ThemeAppearanceValues<Values>] = shared.values
                    for position in values.indices where !editsOneAppearance || position == Int(index) {
                        var edited: Values = values[position].values
                        edited[keyPath: keyPath] = value
                        values[position] = ThemeAppearanceValues(edited)
                    }
                    shared = ThemeStorage(values: values, groups: shared.groups)
                }

                /// Makes `change` to the nested groups' storage.
                @inline(never)
                mutating func editGroups(_ change: (inout Groups) -> Void) {
                    var groups: Groups = shared.groups
                    change(&groups)
                    shared = ThemeStorage(values: shared.values, groups: groups)
                }

                /// Takes `other`'s storage, keeping this one's appearance and edit scope.
                mutating func replaceShared(with other: ThemeGroupStorage) {
                    shared = other.shared
                }

                static func == (lhs: ThemeGroupStorage, rhs: ThemeGroupStorage) -> Bool {
                    lhs.index == rhs.index && lhs.shared == rhs.shared
                }

                func hash(into hasher: inout Hasher) {
                    hasher.combine(index)
                    hasher.combine(shared)
                }
            }
            """
        return GeneratedFile(
            path: "ThemeStorage.swift",
            contents: GeneratedFile.header + "\n// The shared storage behind the theme: a copy is a pointer.\n\n" + text + "\n")
    }
}
