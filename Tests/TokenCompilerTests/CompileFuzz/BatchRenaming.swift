import Foundation

/// Puts the outputs of many documents into one module, so one swiftc run type-checks them all:
/// each document's global names (its top-level declarations, and the members it adds to types it
/// does not declare, such as `EnvironmentValues.appTheme`) take a suffix of their own, spelt
/// identically everywhere in that document, so the program means what it meant alone.
///
/// A member a document adds to a framework type under a name the SwiftUI, UIKit or AppKit
/// stand-ins use is never renamed: a clash of it with the frameworks stays a clash. Whatever else
/// two documents still share fails the batch, and ``CompileFuzz`` then checks it in halves, down to
/// each document alone, as written: that is the verdict.
enum BatchRenaming {
    /// Every identifier of the stand-ins' code (not of their comments, which name generated types
    /// such as `AppTheme` that must be renamed).
    static let frameworkNames: Set<String> = {
        let root = TestPaths.packageRoot.appendingPathComponent("Tests/StandIns")
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            if let text = try? String(contentsOf: file, encoding: .utf8) { names.formUnion(identifiers(in: withoutLineComments(text))) }
        }
        return names
    }()

    /// `text` with each `//` comment cut from its line (a `//` inside a string literal, after an
    /// odd number of quotes, is kept).
    static func withoutLineComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var quotes = 0
            var index = line.startIndex
            while index < line.endIndex {
                if line[index] == "\"" { quotes += 1 }
                if line[index] == "/", quotes % 2 == 0, line[line.index(after: index)...].hasPrefix("/") { return line[..<index] }
                index = line.index(after: index)
            }
            return line
        }.joined(separator: "\n")
    }

    /// The names of `files` (one document's output) that would meet another document's in one module.
    static func globalNames(in files: [(path: String, contents: String)]) -> Set<String> {
        var topLevel: Set<String> = []
        var extensionMembers: [(extended: String, name: String)] = []
        let declaration = /\b(?:struct|enum|class|protocol|typealias|func|var|let|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/
        let extensionLine = /^(?:[a-z]+\s+)*extension\s+([A-Za-z_][A-Za-z0-9_]*)/
        for file in files {
            var extended: String?
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("}") { extended = nil; continue }
                if let first = line.first, first != " ", first != "/", first != "#" {
                    if let match = line.firstMatch(of: extensionLine) {
                        extended = String(match.1)
                    } else if let match = line.firstMatch(of: declaration) {
                        topLevel.insert(String(match.1))
                    }
                } else if let extended, line.hasPrefix("    "), !line.hasPrefix("     "), let match = line.firstMatch(of: declaration) {
                    extensionMembers.append((extended, String(match.1)))
                }
            }
        }
        // A document's own top-level declaration hides a framework's of that name everywhere in
        // the module, so renaming it and every use keeps the meaning even when the frameworks
        // use the name too (a `Previews` type). A member it adds to a framework type is an
        // overload beside the framework's, whose uses renaming would break: renamed only when
        // the frameworks do not use the name.
        var members: Set<String> = []
        for member in extensionMembers where !topLevel.contains(member.extended) {
            members.insert(member.name)
        }
        return topLevel.union(members.subtracting(frameworkNames))
    }

    /// The identifiers of `text`: runs of ASCII letters, digits and `_` not starting with a digit.
    static func identifiers(in text: String) -> Set<String> {
        var names: Set<String> = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else {
                if let first = current.unicodeScalars.first, !("0"..."9").contains(first) { names.insert(current) }
                current = ""
            }
        }
        if let first = current.unicodeScalars.first, !("0"..."9").contains(first) { names.insert(current) }
        return names
    }

    /// `text` with every whole identifier in `names` followed by `suffix`.
    static func rename(_ text: String, _ names: Set<String>, suffix: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 1024)
        var current = ""
        func flush() {
            out += current
            if names.contains(current) { out += suffix }
            current = ""
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else {
                flush()
                out.unicodeScalars.append(scalar)
            }
        }
        flush()
        return out
    }
}
