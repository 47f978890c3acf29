import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// Where a `dev.tokenc.component` declaration counts and where its mistakes are reported. The
/// components are those of the default permutation (the first brand in sorted order), so a
/// declaration counts where that brand's tree has it; it is read, and its mistakes reported, in
/// every file that writes it.
@Suite struct ComponentDeclarationContextTests {
    static let base = """
        {
          "component": {
            "detail": {
              "plain": {
                "spacing": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
                "title": { "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.2, 0.3] } } }
              }
            }
          }
        }
        """

    static let declaration = """
        {
          "component": {
            "detail": {
              "$extensions": { "dev.tokenc.component": { "slots": ["title"], "axis": "horizontal" } }
            }
          }
        }
        """

    private func validate(_ files: [String: String]) throws -> ValidationReport {
        let folder = try UnusedSourceTests.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        return validateTokens(at: folder.path)
    }

    /// Declared in the default brand's file: a custom component in every permutation.
    @Test func aDeclarationInTheDefaultBrandDeclaresTheComponent() throws {
        let report = try validate([
            "base.json": Self.base,
            "brands/acme.json": Self.declaration,
            "brands/zen.json": "{}",
        ])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let detail = try #require(report.model.components.first)
        #expect(detail.name == "detail")
        #expect(detail.custom?.slots == ["title"])
        #expect(detail.custom?.axis == .horizontal)
        #expect(detail.variants.map(\.name) == ["plain"])
    }

    /// Declared in another brand's file only: the default permutation has no declaration, so the
    /// kind is unknown, reported where the base file names it, and the declaration is unused.
    @Test func aDeclarationInAnotherBrandOnlyIsNotSeen() throws {
        let report = try validate([
            "base.json": Self.base,
            "brands/acme.json": "{}",
            "brands/zen.json": Self.declaration,
        ])
        #expect(report.model.components.isEmpty)
        #expect(report.diagnostics.map(place) == [
            "base.json:3:5 unknown-component",
            "brands/zen.json:4:48 unused-component-declaration",
        ])
        #expect(report.diagnostics[1].severity == .warning)
        #expect(report.diagnostics[1].message == "this declaration of 'component.detail' has no effect: the default permutation, which the components are generated from, does not declare 'component.detail'; declare it in a file that every permutation reads")
    }

    /// Each brand may write the declaration, as long as it says the same as the default's: one that
    /// differs has no effect, since the components' Swift types are the same for every brand.
    @Test(arguments: [("horizontal", false), ("vertical", true)])
    func anotherBrandsDeclarationMustSayTheSame(axis: String, differs: Bool) throws {
        let report = try validate([
            "base.json": Self.base,
            "brands/acme.json": Self.declaration,
            "brands/zen.json": Self.declaration.replacingOccurrences(of: #""axis": "horizontal""#, with: #""axis": "\#(axis)""#),
        ])
        #expect(report.model.components.first?.custom?.axis == .horizontal)
        #expect(report.diagnostics.map(place) == (differs ? ["brands/zen.json:4:48 unused-component-declaration"] : []))
        #expect(report.diagnostics.first?.notes.map { place(Diagnostic(.warning, .unusedComponentDeclaration, "", at: $0.location)) } == (differs ? ["brands/acme.json:4:48 unused-component-declaration"] : nil))
    }

    /// Where `diagnostic` is, as `file:line:column` with the file's name inside the folder.
    private func place(_ diagnostic: Diagnostic) -> String {
        guard let location = diagnostic.location else { return "(none)" }
        let components = location.file.split(separator: "/")
        let inside = components.lastIndex { $0.hasPrefix("tokenc-unused-") }.map { components.index(after: $0) } ?? components.startIndex
        let file = components[inside...].joined(separator: "/")
        return "\(file):\(location.line):\(location.column) \(diagnostic.code)"
    }

    /// A declaration with mistakes, written only in another brand's file.
    static let brokenDeclaration = """
        {
          "component": {
            "detail": {
              "$extensions": { "dev.tokenc.component": { "slots": [], "axis": "sideways" } }
            }
          }
        }
        """

    /// Read where it is written: its mistakes are reported although no permutation's components
    /// use it (the kind stays unknown in the default brand).
    @Test func aBrokenDeclarationInAnotherBrandIsReportedWhereItIsWritten() throws {
        let report = try validate([
            "base.json": Self.base,
            "brands/acme.json": "{}",
            "brands/zen.json": Self.brokenDeclaration,
        ])
        #expect(report.diagnostics.map(place) == [
            "base.json:3:5 unknown-component",
            "brands/zen.json:4:59 invalid-component-declaration",
            "brands/zen.json:4:71 invalid-component-declaration",
        ])
        #expect(report.diagnostics[1].message == "the slots of 'component.detail' are empty: a component needs at least one slot")
        #expect(report.diagnostics[2].message == "the axis of 'component.detail' must be 'vertical' or 'horizontal', found 'sideways'")
    }

    /// A declared kind without tokens generates nothing, but its declaration is still checked.
    @Test func aDeclarationOnAKindWithoutTokensIsChecked() throws {
        let report = try validate([
            "tokens.json": """
                {
                  "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
                  "component": {
                    "badge": { "$extensions": { "dev.tokenc.component": { "slots": ["title", "title"] } } }
                  }
                }
                """,
        ])
        #expect(report.diagnostics.map(place) == ["tokens.json:4:78 invalid-component-declaration"])
        #expect(report.diagnostics.first?.message == "the slot 'title' of 'component.badge' is listed twice")
        #expect(report.diagnostics.first?.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["4:69"])
        #expect(report.model.components.isEmpty)
    }

    /// A declaration inherited with `$extends` is one declaration: its mistake is reported once,
    /// where it is written, and the kind that inherits it is a component with the same slots.
    @Test func anInheritedDeclarationIsReportedOnce() throws {
        let report = try validate([
            "tokens.json": """
                {
                  "component": {
                    "detail": {
                      "$extensions": { "dev.tokenc.component": { "slots": ["title"], "axis": "sideways" } },
                      "plain": { "title": { "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } }
                    },
                    "summary": { "$extends": "{component.detail}" }
                  }
                }
                """,
        ])
        #expect(report.diagnostics.map(place) == ["tokens.json:4:78 invalid-component-declaration"])
        #expect(report.model.components.map(\.name) == ["detail", "summary"])
        #expect(report.model.components.map { $0.custom?.slots ?? [] } == [["title"], ["title"]])
    }

    /// A built-in kind that inherits a custom component's declaration cannot take it: reported at
    /// the declaration, with a note at the group that inherits it.
    @Test func aBuiltInKindCannotInheritACustomDeclaration() throws {
        let report = try validate([
            "tokens.json": """
                {
                  "component": {
                    "detail": { "$extensions": { "dev.tokenc.component": { "slots": ["title"] } } },
                    "button": {
                      "$extends": "{component.detail}",
                      "primary": {
                        "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } },
                        "pressedOpacity": { "$type": "number", "$value": 0.5 },
                        "disabledOpacity": { "$type": "number", "$value": 0.4 }
                      }
                    }
                  }
                }
                """,
        ])
        #expect(report.diagnostics.map(place) == ["tokens.json:3:58 invalid-component-declaration"])
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.message.hasPrefix("'component.button' is the built-in button style: \"dev.tokenc.component\" declares custom components"))
        #expect(diagnostic.notes.map(\.message) == ["'component.button' inherits it from 'component.detail' with $extends"])
        #expect(diagnostic.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["4:5"])
        #expect(report.model.components.map(\.name) == ["button"])
    }

    /// A brand's `$extensions` on a group replaces the base file's whole, and the declaration with it.
    @Test(arguments: [
        (#"{ "dev.tokenc.component": { "slots": ["title", "subtitle"], "axis": "horizontal" } }"#, ["title", "subtitle"], "horizontal"),
        (#"{ "com.figma": { "id": "12:3" } }"#, nil, nil),
    ] as [(String, [String]?, String?)])
    func aBrandsExtensionsReplaceTheDeclaration(extensions: String, slots: [String]?, axis: String?) throws {
        let report = try validate([
            "base.json": Self.base.replacingOccurrences(
                of: #""detail": {"#,
                with: #""detail": { "$extensions": { "dev.tokenc.component": { "slots": ["title", "caption"] } },"#),
            "brands/acme.json": #"{ "component": { "detail": { "$extensions": \#(extensions) } } }"#,
        ])
        let detail = report.model.components.first
        #expect(detail?.custom?.slots == slots)
        #expect(detail?.custom?.axis.rawValue == axis)
        // The base file's declaration is replaced in the default permutation, so it has no effect.
        #expect(report.diagnostics.map(place) == (slots == nil ? ["base.json:3:5 unknown-component"] : []) + ["base.json:3:58 unused-component-declaration"])
    }

    /// A declaration on a group that is neither a kind nor a variant would do nothing: a warning.
    @Test func aDeclarationElsewhereIsAWarning() throws {
        let report = try validate([
            "tokens.json": """
                {
                  "color": {
                    "$extensions": { "dev.tokenc.component": { "slots": ["title"] } },
                    "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } }
                  }
                }
                """,
        ])
        #expect(report.diagnostics.map(place) == ["tokens.json:3:46 invalid-component-declaration"])
        #expect(report.diagnostics.first?.severity == .warning)
        #expect(report.diagnostics.first?.message == "\"dev.tokenc.component\" on 'color' has no effect: it belongs on a component kind's group (component.<kind>) or a variant's (component.<kind>.<variant>)")
    }
}
