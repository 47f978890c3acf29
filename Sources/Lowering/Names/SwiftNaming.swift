import TokenJSON
import TokenModel

/// The fallback rule: what a token, group, modifier or context is called in Swift when its own
/// name (or the one the `names` table gives it) cannot be used there.
///
/// A name cannot be used when its Swift spelling is one Swift reserves (`self`, `Self`, `Type`,
/// `Protocol`, `init`), when tokenc declares that name in the same scope (`AppTheme.selection`,
/// `AppTheme.default`, the type `AppTheme.Color` that would hide SwiftUI's `Color`), or when an
/// earlier name of the same scope already has it (`on-brand` after `onBrand`; `color` after `Color`).
/// Keywords that backticks make usable (`` `default` ``, `` `case` ``) are used as they are.
///
/// The fallback is the name followed by its kind: `selection` → `selectionGroup`, `self` →
/// `selfToken`, `color` → `colorModifier`, `default` → `defaultContext`; when that is taken too,
/// followed by 2, 3, … (`onBrandToken2`). Names are given in the order they are written, so the
/// first keeps its name, and the same input always gives the same names. Each fallback is a
/// `renamed-member` warning that says how to choose the name instead.
package enum SwiftNaming {
    /// What is being named.
    package enum Kind: String, Sendable {
        case token, group, modifier, context
    }

    /// Why a name could not be used as it is.
    package enum Clash: Sendable {
        /// Swift does not allow the identifier here even in backticks.
        case reservedBySwift(String)
        /// tokenc declares the identifier in the scope `owner`.
        case declaredByTokenc(String, owner: String)
        /// An earlier name of the scope has the identifier.
        case taken(String, owner: String, by: String, at: SourceLocation?)
    }

    /// The name to spell for `name` and why it is not `name` itself: `name` when `clash` finds
    /// nothing wrong with it, else the first fallback that it accepts.
    ///
    /// `clash` looks at a candidate name (before spelling) and says why it cannot be used.
    package static func choose(_ name: String, kind: Kind, clash: (String) -> Clash?) -> (name: String, clash: Clash?) {
        guard let problem = clash(name) else { return (name, nil) }
        var number = 1
        while true {
            let candidate = number == 1 ? "\(name) \(kind.rawValue)" : "\(name) \(kind.rawValue) \(number)"
            if clash(candidate) == nil { return (candidate, problem) }
            number += 1
        }
    }

    /// The clash of a member spelling that Swift reserves even in backticks (`self_` for `self`).
    static func reservedBySwift(_ member: String) -> Clash? {
        guard member.hasSuffix("_") else { return nil }
        let bare = String(member.dropLast())
        return SwiftIdentifier.unescapable.contains(bare) ? .reservedBySwift(bare) : nil
    }

    /// The clash of a type name that Swift reserves: `Any`, and those `SwiftIdentifier.type` gives
    /// a trailing underscore (`Type_` for `Type`).
    static func reservedBySwift(type: String) -> Clash? {
        if SwiftIdentifier.keywords.contains(type) { return .reservedBySwift(type) }
        return reservedBySwift(type)
    }

    /// The `renamed-member` warning for `subject` (`the group 'color.selection'`), which wanted to be
    /// `wanted` and is `given`; `key` is what the `names` table would name it by.
    package static func warning(
        _ subject: String, kind: Kind, key: String, wanted: String, given: String, clash: Clash, at location: SourceLocation?
    ) -> Diagnostic {
        let reason: String
        var wanted = wanted
        var notes: [Diagnostic.Note] = []
        switch clash {
        case .reservedBySwift(let identifier):
            reason = "Swift reserves '\(identifier)'"
            wanted = identifier
        case .declaredByTokenc(let identifier, let owner):
            reason = "tokenc declares '\(identifier)' on \(owner) itself"
        case .taken(let identifier, let owner, let earlier, let earlierLocation):
            reason = "\(earlier) already has the name '\(identifier)' on \(owner)"
            notes.append(.init("\(earlier) is here", at: earlierLocation))
        }
        let message = "the \(kind.rawValue) \(subject) cannot be '\(wanted)' in Swift (\(reason)), so it is '\(given)'; to choose the name, rename the \(kind.rawValue) or add \"names\": { \"\(SwiftLiteral.inlineDocumentation(key))\": \"…\" } to tokenc.json"
        return .warning(.renamedMember, message, at: location, notes: notes)
    }
}
