import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import TokenJSON
@testable import TokenModel
@testable import SwiftOutput

/// One fixture per kind of mistake in component tokens, each reported at its exact file, line and
/// column by `validate` (and so by `build`, which writes nothing).
@Suite struct StyleValidationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var expected: [ExpectedDiagnostic]

        init(_ fixture: String, _ expected: ExpectedDiagnostic...) {
            self.fixture = fixture
            self.expected = expected
        }

        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        // Groups that are no kind tokenc knows hold plain tokens: one warning for all of them.
        Case("unknown-kind",
             .warning(.unknownComponent, 3, 5, message: "'component' holds groups that are no component kind tokenc knows ('buton' and 'badge'): their tokens are plain tokens, and no style is made from them (did you mean 'button' for 'buton'?). For a SwiftUI style, name a built-in kind ('button', 'textField', 'label', 'toggle' and 'card') or declare a custom component with \"$extensions\": { \"dev.tokenc.component\": { \"slots\": [...] } } on its group; if 'component' is your own tier, \"components\": false in tokenc.json reads it as plain tokens without this warning")),
        Case("unknown-property",
             .error(.unknownComponentProperty, 5, 9, message: "the button style has no property 'backgrund'; did you mean 'background'? its properties are 'background', 'foreground', 'typography', 'cornerRadius', 'padding', "),
             .error(.unknownComponentProperty, 7, 11, message: "no property 'pressed.background'"),
             .error(.unknownComponentProperty, 13, 9, message: "the text field style has no property 'shadow'; its properties are 'background', 'foreground', 'typography', 'cornerRadius', 'padding', 'paddingHorizontal', 'paddingVertical', 'paddingTop', 'paddingBottom', 'paddingLeading', 'paddingTrailing', 'border' and 'disabledOpacity'"),
             .error(.unknownComponentProperty, 20, 11, message: "has no property 'title.typograhy'; did you mean 'title.typography'?"),
             .error(.unknownComponentProperty, 23, 11, message: "the custom component 'detail' has no slot 'footer'; its slots are 'title' and 'subtitle'")),
        Case("property-type",
             .error(.componentPropertyType, 5, 9, message: "'component.button.primary.background' is a dimension token, but 'background' of the button style takes a color or a gradient"),
             .error(.componentPropertyType, 6, 9, message: "'pressedScale' of the button style takes a number"),
             .error(.componentPropertyType, 11, 9, message: "'width' of the toggle style takes a dimension"),
             .error(.componentPropertyType, 18, 11, message: "'title.foreground' of 'detail' takes a color")),
        Case("accessor-collision",
             .error(.styleAccessorCollision, 4, 7, message: "the variant 'component.button.plain' gives the accessor '.plain', which SwiftUI already declares for ButtonStyle and PrimitiveButtonStyle, so '.buttonStyle(.plain)' would be ambiguous; rename the variant, for example to 'plainButton'"),
             .error(.styleAccessorCollision, 7, 7, message: "'.borderedProminent'"),
             .error(.styleAccessorCollision, 12, 7, message: "SwiftUI already declares for TextFieldStyle, so '.textFieldStyle(.roundedBorder)' would be ambiguous; rename the variant, for example to 'roundedBorderTextField' (taken: 'automatic', 'plain', 'roundedBorder' and 'squareBorder')"),
             .error(.styleAccessorCollision, 17, 7, message: "(taken: 'automatic', 'iconOnly', 'titleOnly' and 'titleAndIcon')"),
             .error(.styleAccessorCollision, 22, 7, message: "'.toggleStyle(.switch)' would be ambiguous; rename the variant, for example to 'switchToggle' (taken: 'automatic', 'switch', 'button' and 'checkbox')"),
             .error(.styleAccessorCollision, 28, 7, message: "which tokenc declares for DetailStyle itself"),
             .error(.styleAccessorCollision, 33, 7, message: "the variant 'component.card.automatic' gives the accessor '.automatic', which tokenc declares for CardStyle itself (the unstyled default), so '.cardStyle(.automatic)' would be ambiguous; rename the variant, for example to 'automaticCard'")),
        Case("slots-empty",
             .error(.invalidComponentDeclaration, 4, 59, message: "the slots of 'component.badge' are empty: a component needs at least one slot")),
        Case("slots-repeated",
             .error(.invalidComponentDeclaration, 5, 65, notes: [Place(5, 45)], message: "the slot 'title' of 'component.detail' is listed twice")),
        Case("slots-not-identifiers",
             .error(.invalidComponentDeclaration, 6, 30, message: "the slot 'sub-title' of 'component.detail' is not a Swift identifier"),
             .error(.invalidComponentDeclaration, 6, 43, message: "the slot '2nd' of 'component.detail' is not a Swift identifier"),
             .error(.invalidComponentDeclaration, 6, 50, message: "the slot 'default' of 'component.detail' is a Swift keyword"),
             .error(.invalidComponentDeclaration, 6, 61, message: "the slot 'Caption' of 'component.detail' must start with a lower-case letter"),
             .error(.invalidComponentDeclaration, 6, 72, message: "the slot 'body' of 'component.detail' is a name the generated component uses itself"),
             .error(.invalidComponentDeclaration, 6, 80, message: "a slot of 'component.detail' must be a name (a string), found a number")),
        Case("declaration-shape",
             .error(.invalidComponentDeclaration, 4, 48, message: "the custom component 'component.detail' declares no \"slots\""),
             .error(.invalidComponentDeclaration, 4, 50, message: "unknown key 'slot' in \"dev.tokenc.component\" on 'component.detail'; did you mean 'slots'? allowed: 'slots', 'axis' and 'data'"),
             .error(.invalidComponentDeclaration, 4, 77, message: "the axis of 'component.detail' must be 'vertical' or 'horizontal', found 'diagonal'"),
             .error(.invalidComponentDeclaration, 10, 48, message: "must be an object such as { \"slots\": [\"title\"] }, found an array"),
             .error(.invalidComponentDeclaration, 16, 48, message: "'component.button' is the built-in button style"),
             .error(.invalidComponentDeclaration, 22, 66, message: "the iconPosition of 'component.label' must be 'leading', 'trailing', 'top' or 'bottom', found 'middle'")),
        Case("misplaced-token",
             .warning(.unknownComponentProperty, 3, 5, message: "'component.gap' is not a property of a variant, so no style uses it: component tokens are named component.<kind>.<variant>.<property>"),
             .warning(.unknownComponentProperty, 5, 7, message: "'component.button.background' is not a property of a variant")),
        Case("type-names",
             .error(.nameCollision, 3, 5, message: "the custom component 'component.text' becomes the view type Text, which SwiftUI declares"),
             .error(.nameCollision, 15, 5, notes: [Place(9, 5)], message: "'component.button' and 'component.primaryButton' both generate the type PrimaryButtonStyle")),
        Case("swiftui-style-type",
             .error(.nameCollision, 4, 7, message: "the variant 'component.button.default' becomes the style type DefaultButtonStyle, which SwiftUI declares itself")),
        Case("missing-states",
             .warning(.missingStateFeedback, 4, 7, message: "the button variant 'component.button.quiet' gives no pressed state ('pressedOpacity' or 'pressedScale') and no disabled state ('disabledOpacity'), so its style draws tokenc's default (pressed: opacity 0.7; disabled: opacity 0.4); add the tokens to choose the feedback"),
             .warning(.missingStateFeedback, 7, 7, message: "the button variant 'component.button.pressOnly' gives no disabled state ('disabledOpacity'), so its style draws tokenc's default (disabled: opacity 0.4)"),
             .warning(.missingStateFeedback, 12, 7, message: "the text field variant 'component.textField.plainish' gives no disabled state ('disabledOpacity')"),
             .warning(.missingStateFeedback, 17, 7, message: "the toggle variant 'component.toggle.small' gives no disabled state ('disabledOpacity')")),
        Case("component-data",
             .error(.componentDataClash, 6, 9, notes: [Place(4, 60)], message: "the data property 'title' of 'component.menuRow' has the name of a slot: the configuration would declare 'configuration.title' twice; rename one of them"),
             .error(.componentDataType, 7, 17, message: "the data property 'size' of 'component.menuRow' must have the type 'string', 'number', 'boolean' or 'action', found 'numbr'; did you mean 'number'?"),
             .error(.componentDataType, 8, 16, message: "the data property 'tap' of 'component.menuRow' must have the type 'string', 'number', 'boolean' or 'action', found 'closure'"),
             .error(.invalidComponentDeclaration, 9, 9, message: "the data property '2nd' of 'component.menuRow' is not a Swift identifier"),
             .error(.invalidComponentDeclaration, 10, 9, message: "the data property 'style' of 'component.menuRow' is a name the generated component uses itself"),
             .error(.componentDataType, 11, 17, message: "found a boolean"),
             .error(.invalidComponentDeclaration, 12, 9, message: "the data property 'Size' of 'component.menuRow' must start with a lower-case letter (it is an argument label and a property)"),
             .error(.invalidComponentDeclaration, 17, 78, message: "the data of 'component.badge' must be an object of names and types, such as { \"name\": \"string\", \"onTap\": \"action\" }, found an array")),
        Case("nested-styles",
             .error(.unknownNestedStyle, 5, 64, message: "'component.button.primary' sets the style of 'lable', which is not a component kind of these tokens; did you mean 'label'? the kinds are 'button', 'label', 'card' and 'toggle'"),
             .error(.unknownNestedStyle, 5, 92, message: "'component.button.primary' sets the label style 'acent', which 'component.label' does not declare; did you mean 'accent'? its variants are 'accent'"),
             .error(.invalidComponentDeclaration, 5, 109, message: "the style 'card' of 'component.button.primary' must name a variant (a string), found a number"),
             .error(.invalidComponentDeclaration, 15, 62, message: "the styles of 'component.card.elevated' must be an object of component kinds and variants"),
             .error(.invalidComponentDeclaration, 21, 52, message: "unknown key 'style' in \"dev.tokenc.component\" on 'component.toggle.brand'; did you mean 'styles'? allowed: 'styles'")),
        Case("shape-name",
             .warning(.renamedMember, 4, 5, notes: [Place(3, 5)], message: "the token 'radius.smallShape' cannot be 'smallShape' in Swift (the token 'radius.small' already has the name 'smallShape' on AppTheme.RadiusTokens), so it is 'smallShapeToken'")),
    ]

    @Test(arguments: cases)
    func reportsEveryMistakeAtItsPosition(_ testCase: Case) {
        let path = StyleFixtures.invalid(testCase.fixture)
        let validation = validateTokens(at: path)
        let report = buildTheme(from: validation)
        // Every name is checked in validation: building finds nothing more.
        #expect(report.diagnostics == validation.diagnostics)
        // The other fixtures leave states out for brevity; the state warning has its own fixture.
        let diagnostics = validation.diagnostics.filter { testCase.fixture == "missing-states" || $0.code != .missingStateFeedback }
        func summary(_ diagnostic: Diagnostic) -> String {
            ExpectedDiagnostic.summary(
                diagnostic.severity, diagnostic.code, place(diagnostic.location, path),
                diagnostic.notes.map { place($0.location, path) })
        }
        #expect(diagnostics.map(summary) == testCase.expected.map(\.summary))
        for (diagnostic, expected) in zip(diagnostics, testCase.expected) {
            #expect(diagnostic.location?.file == path)
            if let message = expected.message {
                #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
            }
        }
        let errors = testCase.expected.contains { $0.severity == .error }
        #expect(report.files.isEmpty == errors, "nothing is generated when there is an error")
    }

    private func place(_ location: TokenJSON.SourceLocation?, _ path: String) -> Place {
        guard let location else { return Place(0, 0, in: "(no location)") }
        return Place(location.line, location.column, in: location.file == path ? nil : location.file)
    }

    /// The repository's tokens declare every kind and a custom component, without a single problem,
    /// even under `--strict`.
    @Test func theRepositoryTokensAreCleanUnderStrict() throws {
        let report = validateTokens(at: EmitFixtures.repositoryTokens, options: ReaderOptions(strict: true))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let system = ComponentSystem(theme: report.theme)
        #expect(system.components.map(\.name) == ["button", "textField", "label", "toggle", "card", "detail", "menuRow"])
        #expect(system.components.first { $0.name == "button" }?.variants.map(\.name) == ["primary", "secondary", "destructive"])
        #expect(system.components.first { $0.name == "detail" }?.custom?.slots == ["title", "subtitle", "caption"])
        let menuRow = try #require(system.components.last?.custom)
        #expect(menuRow.slots == ["title", "subtitle"])
        #expect(menuRow.data.map { "\($0.name): \($0.type.swiftType)" } == [
            "imageName: String", "thumbnailSize: Double", "isFavorite: Bool", "onTap: () -> Void",
        ])
        // Nested styles: the primary button's labels, the elevated card's buttons.
        let nested = system.components.flatMap { component in
            component.variants.flatMap { variant in variant.nestedStyles.map { "\(variant.path): .\($0.method)(.\($0.member))" } }
        }
        #expect(nested == ["component.button.primary: .labelStyle(.onBrand)", "component.card.elevated: .buttonStyle(.secondary)"])
    }

    /// Group `$extensions` reach the theme model: where the declaration was written.
    @Test func groupsCarryTheirExtensions() throws {
        let report = validateTokens(at: StyleFixtures.goldenTokens)
        let group = try #require(report.theme.group(at: TokenPath(["component", "stat"])))
        #expect(group.location.line == 83 && group.location.column == 5)
        #expect(group.extensions?.json["dev.tokenc.component"]?["axis"]?.stringValue == "horizontal")
        #expect(report.theme.group(at: TokenPath(["component", "button", "primary"]))?.extensions == nil)
    }
}
