import TokenJSON

/// A group's `dev.tokenc.component` extension, decoded when its file is read: a custom
/// component's slots, axis and data, a label's icon position, a variant's nested styles.
///
/// Reading checks what the declaration says (``ComponentDeclaration/problems(on:as:inheritedAt:)``
/// and the reader's checks of each value); lowering checks what only the whole theme shows: that
/// slot names make Swift names, that nested styles name variants that exist.
package struct ComponentDeclaration: Sendable {
    /// The stack a custom component's slots stand in.
    package enum Axis: String, CaseIterable, Sendable {
        case vertical, horizontal
    }

    /// Where a label's icon stands beside its title.
    package enum IconPosition: String, CaseIterable, Sendable {
        case leading, trailing, top, bottom
    }

    /// The type of a custom component's data property (`"data": { "name": "string" }`): a stored
    /// property of its configuration and a parameter of its initializers.
    package enum DataType: String, CaseIterable, Sendable {
        case string, number, boolean, action
    }

    /// A data property: its name where written, and its type.
    package struct DataProperty: Sendable {
        package var name: Located<String>
        package var type: DataType

        package init(name: Located<String>, type: DataType) {
            self.name = name
            self.type = type
        }
    }

    /// A style the variant sets for a component inside it (`"styles": { "label": "onBrand" }`).
    package struct NestedStyle: Sendable {
        /// The kind, where its key is written: `label`.
        package var kind: Located<String>
        /// The variant, where its value is written: `onBrand`.
        package var variant: Located<String>

        package init(kind: Located<String>, variant: Located<String>) {
            self.kind = kind
            self.variant = variant
        }
    }

    /// The group whose `$extensions` holds it: a group that inherits it with `$extends` has another path.
    package var declaredAt: TokenPath
    /// Where its value is written.
    package var location: SourceLocation
    /// Every key written, in order.
    package var keys: [Located<String>] = []
    /// The distinct names of the slots in order, when given as a non-empty list.
    package var slots: [Located<String>]?
    package var axis: Axis?
    /// The data properties that name a type, in order.
    package var data: [DataProperty] = []
    package var iconPosition: IconPosition?
    /// The nested styles that name a kind and a variant, in order.
    package var styles: [NestedStyle] = []
    /// False when it cannot describe its component: not an object, on a kind that takes no
    /// declaration, without slots where it needs them, or with slots or data that reading found
    /// wrong (each problem reported there; the names read are kept, for lowering to check too).
    package var isValid = true

    package init(declaredAt: TokenPath, location: SourceLocation) {
        self.declaredAt = declaredAt
        self.location = location
    }

    /// What is wrong with the declaration on the group at `path`, of `role`: its own group when
    /// read, or a group that inherits it with `$extends` (`inheritedAt` that group's location,
    /// noted on each problem). A key another role allows is reported as unknown here.
    package func problems(on path: TokenPath, as role: ComponentGroupRole, inheritedAt: SourceLocation? = nil) -> [Diagnostic] {
        let notes: [Diagnostic.Note] = inheritedAt.map { [.init("'\(path)' inherits it from '\(declaredAt)' with $extends", at: $0)] } ?? []
        if case .builtInKind(let kind) = role, !role.takesDeclaration {
            return [.error(
                .invalidComponentDeclaration,
                "'\(path)' is the built-in \(kind.displayName) style: \"\(ComponentVocabulary.extensionKey)\" declares custom components (and a label's iconPosition, and on a variant the styles of the components inside)",
                at: location, notes: notes)]
        }
        let allowed = role.allowedKeys
        var problems: [Diagnostic] = keys.filter { !allowed.contains($0.value) }.map { key in
            let suggestion = Suggestion.nearest(to: key.value, in: allowed).map { "did you mean '\($0)'? " } ?? ""
            return .error(
                .invalidComponentDeclaration,
                "unknown key '\(key.value)' in \"\(ComponentVocabulary.extensionKey)\" on '\(path)'; \(suggestion)allowed: \(allowed.quotedList())",
                at: key.location, notes: notes)
        }
        if case .customKind = role, isValid, !keys.contains(where: { $0.value == "slots" }) {
            problems.append(.error(
                .invalidComponentDeclaration,
                "the custom component '\(path)' declares no \"slots\": list the names of its parts, e.g. [\"title\", \"subtitle\"]",
                at: location, notes: notes))
        }
        return problems
    }

    /// True when `other` says the same, wherever each is written.
    package func declaresTheSame(as other: ComponentDeclaration) -> Bool {
        slots?.map(\.value) == other.slots?.map(\.value) && axis == other.axis && iconPosition == other.iconPosition
            && data.map { [$0.name.value, $0.type.rawValue] } == other.data.map { [$0.name.value, $0.type.rawValue] }
            && styles.map { [$0.kind.value, $0.variant.value] } == other.styles.map { [$0.kind.value, $0.variant.value] }
    }
}
