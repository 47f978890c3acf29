import Foundation
import Testing
@testable import TokenCompiler
@testable import SwiftOutput

/// The states and accessibility of the generated controls, read off the generated text (so a
/// failure names what is missing) and proven by compiling: a toggle's on/off/mixed value and
/// toggle trait, the disabled look from the environment, `Button(role:)` drawn with the role's
/// variant (or red), pressed and disabled feedback with tokenc's defaults, focus and hover.
@Suite struct StyleStatesTests {
    static let black = #"{ "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }"#
    static func number(_ value: Double) -> String { #"{ "$type": "number", "$value": \#(value) }"# }

    /// Buttons with both role variants, and buttons with none (one with a foreground, one without).
    static let roles = buildJSON("""
        {
          "component": {
            "button": {
              "primary": { "foreground": \(black), "pressedScale": \(number(0.97)), "disabledOpacity": \(number(0.3)) },
              "destructive": { "foreground": \(black), "pressedOpacity": \(number(0.8)), "disabledOpacity": \(number(0.3)) },
              "cancel": { "foreground": \(black), "pressedOpacity": \(number(0.8)), "disabledOpacity": \(number(0.3)) }
            }
          }
        }
        """)
    static let noRoles = buildJSON("""
        {
          "radius": { "small": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
          "component": {
            "button": {
              "quiet": { "foreground": \(black) },
              "bare": { "cornerRadius": { "$type": "dimension", "$value": "{radius.small}" } }
            },
            "toggle": { "compact": { "width": { "$type": "dimension", "$value": { "value": 40, "unit": "px" } } } },
            "textField": { "lined": { "disabledOpacity": \(number(0.5)) } }
          }
        }
        """)

    static func file(_ report: BuildReport, _ path: String) throws -> String {
        try #require(report.files.first { $0.path == path }).contents
    }

    @Test func aButtonWithARoleIsDrawnAsTheRolesVariant() throws {
        let buttons = try Self.file(Self.roles, "SwiftUI/Styles/ButtonStyles.swift")
        #expect(buttons.contains("""
                public func makeBody(configuration: Configuration) -> some View {
                    if configuration.role == .destructive {
                        DestructiveButtonStyleBody(configuration: configuration)
                    } else if configuration.role == .cancel {
                        CancelButtonStyleBody(configuration: configuration)
                    } else {
                        PrimaryButtonStyleBody(configuration: configuration)
                    }
                }
            """))
        // The destructive style itself is drawn as it is, except for a cancel button.
        #expect(buttons.contains("""
                    if configuration.role == .cancel {
                        CancelButtonStyleBody(configuration: configuration)
                    } else {
                        DestructiveButtonStyleBody(configuration: configuration)
                    }
            """))
        // With a destructive variant, no style falls back to red.
        #expect(!buttons.contains("Color.red"))
    }

    @Test func withoutARoleVariantADestructiveButtonIsRed() throws {
        let buttons = try Self.file(Self.noRoles, "SwiftUI/Styles/ButtonStyles.swift")
        // Over the foreground token …
        #expect(buttons.contains(".foregroundStyle(configuration.role == .destructive ? Color.red : tokens.foreground.color)"))
        // … or, without one, over the label.
        #expect(buttons.contains("""
                    if configuration.role == .destructive {
                        BareButtonStyleBody(configuration: configuration)
                            .foregroundStyle(Color.red)
                    } else {
                        BareButtonStyleBody(configuration: configuration)
                    }
            """))
        #expect(!buttons.contains(".cancel"))
    }

    @Test func everyButtonHasPressedDisabledFocusAndHoverFeedback() throws {
        let withTokens = try Self.file(Self.roles, "SwiftUI/Styles/ButtonStyles.swift")
        #expect(withTokens.contains(".scaleEffect(configuration.isPressed ? tokens.pressedScale : 1)"))
        // A scale is the pressed feedback: the opacity stays.
        #expect(withTokens.contains(".opacity(isEnabled ? (configuration.isPressed ? 1 : (isHovered ? 0.9 : 1)) : tokens.disabledOpacity)"))
        #expect(withTokens.contains(".opacity(isEnabled ? (configuration.isPressed ? tokens.pressedOpacity : (isHovered ? 0.9 : 1)) : tokens.disabledOpacity)"))
        let defaults = try Self.file(Self.noRoles, "SwiftUI/Styles/ButtonStyles.swift")
        #expect(defaults.components(separatedBy: ".opacity(isEnabled ? (configuration.isPressed ? 0.7 : (isHovered ? 0.9 : 1)) : 0.4)").count == 3)
        for buttons in [withTokens, defaults] {
            let styles = buttons.components(separatedBy: "ButtonStyleBody: View {").count - 1
            #expect(styles >= 2)
            for line in [
                "@Environment(\\.isEnabled) private var isEnabled",
                "@Environment(\\.isFocused) private var isFocused",
                "@State private var isHovered = false",
                "#if !os(tvOS) && !os(watchOS)\n            .onHover { isHovered = $0 }\n            #endif",
            ] {
                #expect(buttons.components(separatedBy: line).count - 1 == styles, "\(line)")
            }
        }
        #expect(defaults.contains("Rectangle().stroke(Color.accentColor, lineWidth: 2).opacity(isFocused ? 1 : 0)"))
        #expect(defaults.contains("RoundedRectangle(cornerRadius: tokens.cornerRadius, style: .continuous).stroke(Color.accentColor, lineWidth: 2).opacity(isFocused ? 1 : 0)"))
    }

    @Test func theToggleKeepsToggleSemantics() throws {
        let toggles = try Self.file(Self.noRoles, "SwiftUI/Styles/ToggleStyles.swift")
        #expect(toggles.contains("""
                var body: some View {
                    if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
                        control.accessibilityAddTraits(.isToggle)
                    } else {
                        control
                    }
                }
            """))
        #expect(toggles.contains(".accessibilityValue(configuration.isMixed ? Text(\"Mixed\") : configuration.isOn ? Text(\"On\") : Text(\"Off\"))"))
        #expect(toggles.contains("ZStack(alignment: configuration.isMixed ? .center : configuration.isOn ? .trailing : .leading)"))
        #expect(toggles.contains("@Environment(\\.isEnabled) private var isEnabled"))
        #expect(toggles.contains(".opacity(isEnabled ? 1 : 0.4)"))
        let fields = try Self.file(Self.noRoles, "SwiftUI/Styles/TextFieldStyles.swift")
        #expect(fields.contains(".opacity(isEnabled ? 1 : tokens.disabledOpacity)"))
    }

    /// Both themes compile with app code using every role, a mixed toggle and a disabled field.
    @Test(arguments: [false, true])
    func statesTypeCheck(defaultIsolationMainActor: Bool) throws {
        for (report, usage) in [(Self.roles, Self.rolesUsage), (Self.noRoles, Self.noRolesUsage)] {
            #expect(report.succeeded, "\(report.diagnostics)")
            let result = try SwiftTypeChecker.typeCheck(
                files: EmitFixtures.sources(report.files) + [usage],
                options: .init(defaultIsolationMainActor: defaultIsolationMainActor))
            #expect(result.succeeded, Comment(rawValue: result.description))
        }
    }

    /// Against Apple's iOS 17.4 SDK at an iOS 16 deployment target: `isMixed` (iOS 16) is used
    /// plainly, `.isToggle` (iOS 17) only behind `#available`.
    @Test(.enabled(if: RealIOSSDK.isAvailable, "the iOS SDK is absent"))
    func statesTypeCheckAgainstTheRealSDK() throws {
        for (report, usage) in [(Self.roles, Self.rolesUsage), (Self.noRoles, Self.noRolesUsage)] {
            let result = try RealIOSSDK.typeCheck(EmitFixtures.sources(report.files) + [usage])
            #expect(result.status == 0, Comment(rawValue: result.output))
        }
    }

    static let rolesUsage = SourceFile(name: "RolesUsage.swift", contents: """
        #if canImport(SwiftUI)
        import SwiftUI

        struct Dialog: View {
            var body: some View {
                HStack {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                    Button("Save") {}.disabled(true)
                }
                .buttonStyle(.primary)
            }
        }
        #endif

        """)
    static let noRolesUsage = SourceFile(name: "NoRolesUsage.swift", contents: """
        #if canImport(SwiftUI)
        import SwiftUI

        struct Settings: View {
            @State private var on = false

            var body: some View {
                VStack {
                    Button("Remove", role: .destructive) {}.buttonStyle(.quiet)
                    Button("Remove", role: .destructive) {}.buttonStyle(.bare)
                    Toggle("Wi-Fi", isOn: $on).toggleStyle(.compact).disabled(true)
                    Toggle(sources: [$on, $on], isOn: \\.self) { Text("All") }.toggleStyle(.compact)
                    TextField("Name", text: .constant("")).textFieldStyle(.lined).disabled(true)
                }
            }
        }
        #endif

        """)
}
