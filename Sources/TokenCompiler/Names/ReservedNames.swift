/// The names generated code declares itself, by the scope they are declared in: a token, group,
/// modifier or context whose Swift name is one of them takes a fallback name (``SwiftNaming``).
enum ReservedNames {
    /// Members of `AppTheme` that tokenc declares: the selection, the storage, the initializer, the
    /// default and shared themes and `followingAppearance` (`ThemeStructureEmitter`) and the
    /// `insets` helpers (`SwiftUIEmitter`). `hashValue` too: a property of that name compiles beside
    /// `Hashable`'s, but reading it is ambiguous.
    static let rootMembers: Set<String> = ["selection", "_storage", "init", "default", "shared", "followingAppearance", "insets", "hashValue"]

    /// Type names a type nested in `AppTheme` must not take: the two tokenc nests there
    /// (`Selection`, `Shared`), and every type the generated code names, which a nested type of the
    /// same name would shadow inside `AppTheme` (a modifier `color` would hide SwiftUI's `Color`).
    /// Read from the emitters' own fixed text, so a type they start to use is reserved with it.
    static let rootTypes: Set<String> = {
        let fixed = [
            CoreTypesEmitter(access: .public).file(), ThemeStorageEmitter().file(), SwiftUIEmitter(access: .public).file(),
            EnvironmentEmitter(access: .public, appearance: nil).file(),
            FontMatchingEmitter(access: .public).file(), ThemeReferenceEmitter(access: .public).file(),
            UIKitFontEmitter(access: .public).file(),
        ]
        var names: Set<String> = ["AppTheme", "Selection", "Shared", "Values", "CaseIterable", "RoundedRectangle"]
        for file in fixed {
            names.formUnion(typeNames(in: file.contents))
        }
        return names
    }()

    /// Members of a group's struct that tokenc declares: its initializer and `_carry` (which only
    /// the storage of a deprecated token `carry` could want); and `Hashable`'s `hashValue`.
    static let groupMembers: Set<String> = ["init", "_carry", "hashValue"]

    /// Members of `AppTheme.Selection`: its initializer, `followingAppearance`, and
    /// `everyAppearance` and `appearanceIndex` (internal, for the storage); `hashValue`.
    static let selectionMembers: Set<String> = ["init", "followingAppearance", "everyAppearance", "appearanceIndex", "hashValue"]

    /// Members of a modifier's enum besides its cases: its initializers and what `String`,
    /// `CaseIterable` and `Hashable` give it.
    static let contextCases: Set<String> = ["init", "rawValue", "allCases", "hashValue"]

    /// The upper-case identifiers of Swift source outside comments and string literals.
    static func typeNames(in source: String) -> Set<String> {
        var names: Set<String> = []
        for line in source.split(separator: "\n") {
            var word = ""
            var inString = false
            var previous: Character = " "
            // A trailing space ends the last word; a comment ends the line.
            for character in line + " " {
                if character == "\"" { inString.toggle() }
                if !inString, character == "/", previous == "/" { break }
                previous = character
                if !inString, character.isASCII, character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if word.first?.isUppercase == true { names.insert(word) }
                    word = ""
                }
            }
        }
        return names
    }
}
