import Foundation
import Testing
import struct TokencBenchSupport.SplitMix64
@testable import RuntimeEmbedding
@testable import SwiftOutput
import TokenModel

/// The generated code's fixed runtime is the Swift files of `Sources/SwiftOutput/Runtime/` and of the
/// extension types' homes, carried inside tokenc by `make runtime`: the embedding is current, gives
/// each file back as written, and follows the access level at every access modifier and nowhere else.
@Suite struct RuntimeEmbeddingTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent(RuntimeEmbedder.runtimeFolder)
    static let extensionTypesFolder = TestPaths.packageRoot.appendingPathComponent(RuntimeEmbedder.extensionTypesFolder)

    /// Every embedded file: the fixed runtime's and each extension type's.
    static var everyFile: [RuntimeFile] {
        RuntimeFile.all + RuntimeFile.extensionTypes.keys.sorted().flatMap { RuntimeFile.extensionTypes[$0]! }
    }

    @Test func theCommittedEmbeddingIsWhatMakeRuntimeWrites() throws {
        let files = try RuntimeEmbedder.File.all(in: Self.folder)
        let extensionTypeFiles = try RuntimeEmbedder.File.all(in: Self.extensionTypesFolder)
        #expect(RuntimeEmbedder.outputs(of: files).count == RuntimeFile.all.count)
        #expect(RuntimeEmbedder.outputs(of: extensionTypeFiles).count == RuntimeFile.extensionTypes.values.map(\.count).reduce(0, +))
        let expected = try RuntimeEmbedder().source(for: files, extensionTypeFiles: extensionTypeFiles)
        let committed = try String(
            contentsOf: TestPaths.packageRoot.appendingPathComponent(RuntimeEmbedder.embeddingPath), encoding: .utf8)
        #expect(committed == expected, "\(RuntimeEmbedder.embeddingPath) is stale: run `make runtime`")
    }

    @Test func everyFileIsWrittenAsItIsInTheRepositoryAtPublicAccess() throws {
        let files = RuntimeEmbedder.outputs(of: try RuntimeEmbedder.File.all(in: Self.folder))
        #expect(files.map(\.path) == RuntimeFile.all.map(\.path))
        for (file, embedded) in zip(files, RuntimeFile.all) {
            let generated = embedded.generatedFile(access: .public)
            #expect(generated.path == file.path)
            #expect(generated.contents == GeneratedFile.header + "\n" + file.text, "\(file.path)")
        }
    }

    /// An extension type's files are written at their paths inside its home's runtime folder,
    /// under the home's name in the embedding, which is the home's `runtimeFolder`.
    @Test func anExtensionTypesFilesAreWrittenAtTheirPathsInItsHome() throws {
        let files = RuntimeEmbedder.outputs(of: try RuntimeEmbedder.File.all(in: Self.extensionTypesFolder))
        #expect(Set(RuntimeFile.extensionTypes.keys) == Set(ExtensionType.allCases.map(\.home.runtimeFolder)))
        for file in files {
            let home = String(file.path.prefix { $0 != "/" })
            let embedded = try #require(RuntimeFile.extensionTypes[home]?.first { home + "/" + $0.path == file.path }, "\(file.path)")
            #expect(embedded.generatedFile(access: .public).contents == GeneratedFile.header + "\n" + file.text, "\(file.path)")
        }
    }

    /// A parts folder is one file of the output: its files joined in the order of their paths, a
    /// blank line between two, at the folder's path as a Swift file; a problem in a part is reported
    /// at that part's own line.
    @Test func aPartsFolderIsOneFileOfItsPartsInOrder() throws {
        let files = [
            RuntimeEmbedder.File(path: "Z.swift", text: "let z = 0\n"),
            RuntimeEmbedder.File(path: "Theme+JSON.parts/B.swift", text: "public let b = 2\n"),
            RuntimeEmbedder.File(path: "Theme+JSON.parts/A.swift", text: "// A\npublic let a = 1\n"),
            RuntimeEmbedder.File(path: "SwiftUI/Theme.parts/C.swift", text: "let c = 3\n"),
        ]
        let outputs = RuntimeEmbedder.outputs(of: files)
        #expect(outputs.map(\.path) == ["SwiftUI/Theme.swift", "Theme+JSON.swift", "Z.swift"])
        #expect(outputs[1].parts.map(\.path) == ["Theme+JSON.parts/A.swift", "Theme+JSON.parts/B.swift"])
        #expect(outputs[1].text == "// A\npublic let a = 1\n\npublic let b = 2\n")
        let source = try RuntimeEmbedder().source(for: files)
        #expect(source.contains("    /// `Theme+JSON.parts/`\n    static let themeJSON = RuntimeFile(\n        path: \"Theme+JSON.swift\","))
        #expect(source.contains("            // A\n            ⟨access⟩let a = 1\n\n            ⟨access⟩let b = 2\n"))
        #expect(RuntimeEmbedder.writtenPath(of: "A.parts.swift") == "A.parts.swift")
        #expect(RuntimeEmbedder.writtenPath(of: "A.parts/B.parts/C.swift") == "A.parts/B.swift")

        let wrong = files + [RuntimeEmbedder.File(path: "Theme+JSON.parts/C.swift", text: "let c = 3\n// public\n")]
        #expect(throws: RuntimeEmbedder.Problem(
            path: "Theme+JSON.parts/C.swift", line: 2,
            message: "'public' in a comment would change with the access level: say it another way")) {
            try RuntimeEmbedder().source(for: wrong)
        }
    }

    @Test func theEmbeddingOfNoExtensionTypesIsAnEmptyTable() throws {
        let source = try RuntimeEmbedder().source(for: [RuntimeEmbedder.File(path: "A.swift", text: "let a = 1\n")])
        #expect(source.contains("    static let extensionTypes: [String: [RuntimeFile]] = [\n        :\n    ]\n"))
    }

    /// At internal access no `public` is left, and nothing else changed: putting `public ` back
    /// before each declaration the seam was at gives the file again.
    @Test func internalAccessRemovesEveryAccessModifierAndNothingElse() throws {
        for file in Self.everyFile {
            let unexported = file.text(access: .internal)
            #expect(!unexported.contains("public"), "\(file.path)")
            #expect(!unexported.contains(RuntimeEmbedder.accessSeam), "\(file.path)")
            let seams = file.template.components(separatedBy: RuntimeEmbedder.accessSeam).count - 1
            #expect(unexported.utf8.count == file.text(access: .public).utf8.count - seams * "public ".utf8.count)
            for piece in file.template.components(separatedBy: RuntimeEmbedder.accessSeam).dropFirst() {
                let keyword = piece.prefix { $0.isLetter }
                #expect(Self.declarationKeywords.contains(String(keyword)), "\(file.path): 'public' before '\(keyword)'")
            }
        }
    }

    @Test func theEmitterReplacesTheEmbeddersSeam() {
        #expect(RuntimeFile.accessSeam == RuntimeEmbedder.accessSeam)
    }

    /// The seam is replaced by bytes, not characters: the same text as `String.replacing` for every
    /// embedded file at both access levels, and for generated texts of seams, their pieces, other
    /// scalars of one to four bytes, and seams that overlap themselves.
    @Test func replacingTheSeamByBytesIsReplacingItAsText() {
        for file in Self.everyFile {
            for access in [AccessLevel.public, .internal] {
                #expect(file.text(access: access) == file.template.replacing(RuntimeEmbedder.accessSeam, with: access.prefix), "\(file.path)")
            }
        }
        let pieces = ["⟨access⟩", "⟨", "access", "⟩", "⟨acc", "ess⟩", "a", "é", "😀", "\n", "public ", "aa", "⟩⟨"]
        let seams = ["⟨access⟩", "aa", "⟩⟨", "😀", "a"]
        let replacements = ["public ", "", "⟨access⟩", "a"]
        var random = SplitMix64(seed: 1129)
        for _ in 0..<2_000 {
            let text = (0..<random.int(in: 0...12)).map { _ in random.pick(pieces) }.joined()
            let seam = random.pick(seams)
            let replacement = random.pick(replacements)
            #expect(RuntimeFile.replacing(seam, in: text, with: replacement) == text.replacing(seam, with: replacement), "\(text.debugDescription) \(seam) → \(replacement)")
        }
    }

    static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "static", "struct", "enum", "final", "class", "extension", "typealias",
        "subscript", "protocol", "mutating", "nonisolated", "convenience",
    ]

    @Test func theFontWeightsOfSwiftUIAndUIKitAreOneTable() {
        func weights(_ file: RuntimeFile, property: String) -> [String] {
            let text = file.text(access: .public)
            guard let start = text.range(of: "var \(property):") else { return [] }
            return text[start.upperBound...].split(separator: "\n").prefix(20)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("case ") || $0.hasPrefix("return .") || $0 == "default:" }
        }
        let swiftUI = weights(.swiftUIThemeValuesSwiftUI, property: "weight")
        let uiKit = weights(.uiKitThemeTypographyUIKit, property: "uiWeight")
        #expect(swiftUI.count == 18)
        #expect(swiftUI.first == "case 100:")
        #expect(swiftUI.last == "return .black")
        #expect(swiftUI == uiKit)
    }

    @Test(arguments: [
        ("// The public API", 1, "'public' in a comment would change with the access level: say it another way"),
        ("struct A {}\nlet x = \"public\"", 2, "'public' that is not an access modifier ('public ' before a declaration)"),
        ("struct A {}\n\nnonpublic let x = 1", 3, "'public' inside a word: the access seam must be a whole word"),
        ("let seam = \"⟨access⟩\"", 1, "'⟨access⟩' stands for the access level in the embedding: it cannot be in the runtime's text"),
    ])
    func theEmbedderRefusesWhatTheAccessLevelWouldChange(text: String, line: Int, message: String) {
        #expect(throws: RuntimeEmbedder.Problem(path: "Bad.swift", line: line, message: message)) {
            try RuntimeEmbedder().source(for: [RuntimeEmbedder.File(path: "Bad.swift", text: text)])
        }
    }

    @Test(arguments: [
        ("ThemeStorage.swift", "themeStorage"), ("AppTheme+JSON.swift", "appThemeJSON"),
        ("SwiftUI/ThemeReference.swift", "swiftUIThemeReference"), ("UIKit/ThemeTypography+UIKit.swift", "uiKitThemeTypographyUIKit"),
        ("URL.swift", "url"), ("A.swift", "a"), ("AppKit/X2.swift", "appKitX2"),
    ])
    func aFileIsNamedByItsWordsInLowerCamelCase(path: String, identifier: String) {
        #expect(RuntimeEmbedder.identifier(for: path) == identifier)
    }

    /// Texts made of what a raw string literal must survive (quotes, pound signs, backslashes,
    /// interpolations, empty and blank lines, trailing spaces, no final newline), embedded and
    /// compiled: each reads back as the same bytes.
    @Test func anEmbeddedLiteralReadsBackAsTheSameText() throws {
        let pieces = ["\"", "\"\"\"", "#", "\"#", "\\", "\\#", "\\(x)", "\\#(x)", "\n", "\n\n", "  \n", " ", "a", "é", "\t", "##\"", "}"]
        var random = SplitMix64(seed: 2026)
        var texts = ["", "\n", "a", "\"\"\"#"]
        for _ in 0..<40 {
            let count = Int(random.next() % 12)
            texts.append((0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        var source = "let texts: [String] = [\n"
        for text in texts {
            source += RuntimeEmbedder.literal(text, indent: "    ") + ",\n"
        }
        source += "]\nfor text in texts { print(Array(text.utf8).map(String.init).joined(separator: \" \")) }\n"
        let run = try GeneratedCode.run([], main: source)
        #expect(run.status == 0, "\(run.output)")
        let expected = texts.map { Array($0.utf8).map(String.init).joined(separator: " ") }
        #expect(run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
    }
}
