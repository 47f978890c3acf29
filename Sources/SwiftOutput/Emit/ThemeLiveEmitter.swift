import Lowering
import TokenModel

/// `AppTheme+Live.swift`: live tokens, in DEBUG builds only. `AppThemeLive` reads the document
/// `tokenc build --live` writes (``LiveThemeDocument``: every selection's values) and gives a theme
/// its values; `AppThemeLiveFile` follows that file and hands over each document that reads as the
/// theme the app was built with. The SwiftUI modifier `.appThemeLive()` (``EnvironmentEmitter``) and
/// UIKit's `UIWindow.appThemeLive()` (``PlatformColorEmitter``) put the documents into the app.
///
/// Everything sits under `#if DEBUG`, so a release build has none of it and no call of it compiles.
/// The file imports Foundation (files and a timer), which the rest of the core layer does not need.
/// A document is read with the theme's own JSON reader (`Runtime/AppTheme+JSON.parts/`), so every problem it
/// finds (a token added, removed or of another type; a modifier or context the app does not have)
/// refuses the whole document: the app keeps the theme it showed.
struct ThemeLiveEmitter {
    var access: AccessLevel
    var modifiers: [ModifierNames]
    /// The fingerprint of the core layer's other files (``fingerprint(of:)``).
    var fingerprint: String

    static let path = "AppTheme+Live.swift"

    /// What tells a build's values from another's: a hash of the core layer's files (where the
    /// values are; not the SwiftUI, UIKit and AppKit files, nor this one, which carries it), for
    /// the live file to name the builds whose values its changes are from.
    static func fingerprint(of files: [GeneratedFile]) -> String {
        var hashes = ""
        let platformFolders = ["SwiftUI/", "UIKit/", "AppKit/"]
        for file in files.sorted(by: { $0.path < $1.path }) where file.path != path && !platformFolders.contains(where: file.path.hasPrefix) {
            hashes += file.path + " " + ContentHash(file.contents).description + "\n"
        }
        return ContentHash(hashes).description
    }

    func file() -> GeneratedFile {
        var p = SwiftPrinter()
        p.print("#if DEBUG")
        // The reader and the follower, the same for every theme (`Runtime/AppTheme+Live.swift`).
        for line in RuntimeFile.appThemeLive.text(access: access).split(separator: "\n", omittingEmptySubsequences: false) {
            p.append(String(line))
        }
        p.block("nonisolated extension AppThemeLive") { p in
            p.print(
                "/// The fingerprint of the build of the tokens this app was built from: a live file whose",
                "/// changes line lists it holds there every value that differs from that build's.",
                "static let builtFingerprint: String = \(SwiftLiteral.string(fingerprint))")
            p.blankLine()
            selection(&p)
            p.blankLine()
            everySelection(&p)
            p.blankLine()
            description(&p)
        }
        p.print("#endif")
        return GeneratedFile(path: Self.path, summary: "Live tokens (DEBUG builds only): the theme follows the file `tokenc build --live` writes.", body: p)
    }

    /// `selection(_:)`: the selection a document's contexts name.
    private func selection(_ p: inout SwiftPrinter) {
        p.print(
            "/// The selection `contexts` names (modifier: context, as the tokens name them); nil unless",
            "/// they name one context of every modifier the theme has, and no other modifier.")
        p.block("static func selection(_ contexts: [String: String]) -> AppTheme.Selection?") { p in
            guard !modifiers.isEmpty else {
                p.print("contexts.isEmpty ? AppTheme.Selection() : nil")
                return
            }
            p.print("guard contexts.count == \(modifiers.count),")
            for (index, names) in modifiers.enumerated() {
                let type = "AppTheme.\(names.typeName)"
                let last = index == modifiers.count - 1
                p.print("    let context\(index): \(type) = contexts[\(SwiftLiteral.string(names.modifier.name))].flatMap(\(type).init(rawValue:))\(last ? "" : ",")")
            }
            p.print("else { return nil }")
            let arguments = modifiers.enumerated().map { "\($1.label): context\($0)" }.joined(separator: ", ")
            p.print("return AppTheme.Selection(\(arguments))")
        }
    }

    /// `everySelection`: one selection per combination of contexts, the first modifier varying slowest.
    private func everySelection(_ p: inout SwiftPrinter) {
        p.print("/// Every selection the theme has: each combination of the modifiers' contexts.")
        p.block("static var everySelection: [AppTheme.Selection]") { p in
            guard !modifiers.isEmpty else {
                p.print("[AppTheme.Selection()]")
                return
            }
            p.print("var selections: [AppTheme.Selection] = [AppTheme.Selection()]")
            for names in modifiers {
                let type = "AppTheme.\(names.typeName)"
                p.print(
                    "selections = selections.flatMap { (selection: AppTheme.Selection) -> [AppTheme.Selection] in",
                    "    \(type).allCases.map { (context: \(type)) -> AppTheme.Selection in",
                    "        var copy: AppTheme.Selection = selection",
                    "        copy.\(names.member) = context",
                    "        return copy",
                    "    }",
                    "}")
            }
            p.print("return selections")
        }
    }

    /// `describe(_:)`: a selection as messages name it, `brand=acme, mode=dark`.
    private func description(_ p: inout SwiftPrinter) {
        p.print("/// `selection` as a document names it: `brand=acme, mode=dark`.")
        p.block("static func describe(_ selection: AppTheme.Selection) -> String") { p in
            guard !modifiers.isEmpty else {
                p.print("\"(no modifiers)\"")
                return
            }
            let parts = modifiers.map { names in
                "\(SwiftLiteral.string(names.modifier.name + "=")) + selection.\(names.member).rawValue"
            }
            p.print("[" + parts.joined(separator: ", ") + "].joined(separator: \", \")")
        }
    }
}
