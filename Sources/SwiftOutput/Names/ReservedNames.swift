import TokenModel

/// The names generated code declares itself, by the scope they are declared in: a token, group,
/// modifier or context whose Swift name is one of them takes a fallback name (``SwiftNaming``).
enum ReservedNames {
    /// Members of `AppTheme` that tokenc declares: the selection, the storage, the initializer, the
    /// default and shared themes and `followingAppearance` (`ThemeStructureEmitter`), `json()` and
    /// `update(fromJSON:)` (`Runtime/AppTheme+JSON.swift`) and the `insets` helpers
    /// (`Runtime/SwiftUI/ThemeValues+SwiftUI.swift`); and the
    /// members of `AppTheme.Values`, whose properties are the same top-level groups and tokens
    /// (`_visit`). `hashValue` too: a property of that name compiles beside
    /// `Hashable`'s, but reading it is ambiguous.
    static let rootMembers: Set<String> = [
        "selection", "_storage", "init", "default", "shared", "followingAppearance", "followsAppearance", "insets", "hashValue",
        "json", "update", "_visit",
    ]

    /// Type names a type nested in `AppTheme` must not take: the two tokenc nests there
    /// (`Selection`, `Shared`), and every type the generated code names, which a nested type of the
    /// same name would shadow inside `AppTheme` (a modifier `color` would hide SwiftUI's `Color`).
    /// Read from the emitters' own fixed text, so a type they start to use is reserved with it.
    static let rootTypes: Set<String> = {
        let fixed = [
            CoreTypesEmitter(access: .public).file(), EnvironmentEmitter(access: .public, appearance: nil).file(),
            ThemeLiveEmitter(access: .public, modifiers: [], fingerprint: "").file(),
        ] + RuntimeFile.all.map { $0.generatedFile(access: .public) }
        var names: Set<String> = ["AppTheme", "Selection", "Shared", "Values", "CaseIterable", "Identifiable", "RoundedRectangle"]
        for file in fixed {
            names.formUnion(typeNames(in: file.contents))
        }
        return names
    }()

    /// Members of a group's struct that tokenc declares: its initializer and the storage's `_visit`;
    /// and `Hashable`'s `hashValue`.
    static let groupMembers: Set<String> = ["init", "hashValue", "_visit"]

    /// Members of `AppTheme.Selection`: its initializer, `followingAppearance`, and
    /// `everyAppearance` and `appearanceIndex` (internal, for the storage); `hashValue`.
    static let selectionMembers: Set<String> = ["init", "followingAppearance", "everyAppearance", "appearanceIndex", "hashValue"]

    /// Members of a modifier's enum besides its cases: its initializers and what `String`,
    /// `CaseIterable`, `Identifiable` and `Hashable` give it.
    static let contextCases: Set<String> = ["init", "rawValue", "allCases", "id", "hashValue"]

    /// The upper-case identifiers of Swift source outside comments and string literals. Read
    /// byte by byte: an identifier here is ASCII letters, digits and underscores, and any other
    /// byte (a non-ASCII one included) ends it.
    static func typeNames(in source: String) -> Set<String> {
        var names: Set<String> = []
        var source = source
        source.withUTF8 { bytes in
            var wordStart: Int?
            var inString = false
            var previous: UInt8 = 0
            var inComment = false
            for index in 0...bytes.count {
                // A newline, or the end of the text, ends the last word, a string and a comment.
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: "\n")
                if byte == UInt8(ascii: "\n") {
                    inString = false
                    inComment = false
                }
                if inComment { continue }
                if byte == UInt8(ascii: "\"") { inString.toggle() }
                if !inString, byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") {
                    inComment = true
                    wordStart = nil
                    continue
                }
                previous = byte
                let isWordByte = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                if !inString, isWordByte {
                    if wordStart == nil { wordStart = index }
                } else if let start = wordStart {
                    if bytes[start] >= UInt8(ascii: "A"), bytes[start] <= UInt8(ascii: "Z") {
                        names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    }
                    wordStart = nil
                }
            }
        }
        return names
    }
}
