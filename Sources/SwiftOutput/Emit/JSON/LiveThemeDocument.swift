import TokenJSON
import TokenModel

/// The document `tokenc build --live` writes for a running app to follow (`AppThemeLive` in the
/// generated `AppTheme+Live.swift`, ``ThemeLiveEmitter``): every permutation's values as the
/// generated Swift holds them, so that the app reads exactly the theme a rebuild would give it.
///
/// `{"tokencLive":1,"themes":[…]}`, one theme per permutation, the default first, each with its
/// `contexts` by modifier name and its `tokens` nested by path as `theme.json()` prints them: the
/// first gives every token it has, each other only those whose values differ from the first's,
/// `null` for an optional token it lacks (most
/// tokens do not vary, and the app reads the file in a DEBUG build, so it stays small). Values are
/// in the units the Swift holds: dimensions in `px` (points, `rem` multiplied by the rem base),
/// durations in `s`, numbers as the Swift literals print them. A color in a space SwiftUI draws as
/// written keeps its space and components; any other is written as the build converted it (its
/// display space and components), which the app reads back as the color it was built with.
package enum LiveThemeDocument {
    /// The file's name in the output folder, where the generated code looks for it.
    package static let fileName = ".tokenc-live.json"

    /// The document's text, compact, ending with a newline.
    package static func text(for theme: AppTheme, remBase: Double) -> String {
        JSONWriter(isCompact: true).text(of: document(for: theme, remBase: remBase))
    }

    static func document(for theme: AppTheme, remBase: Double) -> JSONOutput {
        let values = RuntimeValues(remBase: remBase)
        guard let first = theme.index(of: theme.defaultPermutation) else { return .object([]) }
        let base: [JSONOutput?] = theme.tokens.map { token in token.value(in: first).map { values.json($0.value) } }
        let order = [first] + theme.permutations.indices.filter { $0 != first }
        let themes: [JSONOutput] = order.map { index in
            var tokens: [(path: TokenPath, json: JSONOutput)] = []
            for (position, token) in theme.tokens.enumerated() {
                // An optional token absent here: left out of the first theme, `null` in another
                // where the first has it.
                if index != first, token.variesWith.isEmpty, !token.isOptional { continue }
                let json = token.value(in: index).map { values.json($0.value) }
                guard index == first ? json != nil : json != base[position] else { continue }
                tokens.append((token.path, .object([JSONOutput.Member("$value", json ?? .null)])))
            }
            let contexts = zip(theme.modifiers, theme.permutations[index].contexts).map { modifier, context in
                JSONOutput.Member(modifier.name, .string(context))
            }
            return .object([JSONOutput.Member("contexts", .object(contexts)), JSONOutput.Member("tokens", JSONOutput(tokens: tokens))])
        }
        return .object([JSONOutput.Member("tokencLive", .number("1")), JSONOutput.Member("themes", .array(themes))])
    }

    /// Values as JSON in the form the generated Swift holds them (``ValueExpressions``).
    private struct RuntimeValues {
        var remBase: Double

        func json(_ value: TokenValue) -> JSONOutput {
            switch value {
            case .color(let color): return self.color(color)
            case .dimension(let dimension): return self.dimension(dimension)
            case .fontFamily(let family): return .array(family.names.map(JSONOutput.string))
            case .fontWeight(let weight): return number(weight.value.value)
            case .duration(let duration): return self.duration(duration)
            case .cubicBezier(let curve): return cubicBezier(curve)
            case .number(let literal): return number(literal.value)
            case .strokeStyle(let style): return strokeStyle(style)
            case .border(let border):
                return object(["color": color(border.color), "width": dimension(border.width), "style": strokeStyle(border.style)])
            case .transition(let transition):
                return object([
                    "duration": duration(transition.duration), "delay": duration(transition.delay),
                    "timingFunction": cubicBezier(transition.timingFunction),
                ])
            case .shadow(let shadow):
                return .array(shadow.layers.map { layer in
                    object([
                        "color": color(layer.color), "offsetX": dimension(layer.offsetX), "offsetY": dimension(layer.offsetY),
                        "blur": dimension(layer.blur), "spread": dimension(layer.spread), "inset": .bool(layer.inset),
                    ])
                })
            case .gradient(let gradient):
                return .array(gradient.stops.map { object(["color": color($0.color), "position": number($0.position.value)]) })
            case .typography(let typography):
                return object([
                    "fontFamily": .array(typography.fontFamily.names.map(JSONOutput.string)),
                    "fontSize": dimension(typography.fontSize), "fontWeight": number(typography.fontWeight.value.value),
                    "letterSpacing": dimension(typography.letterSpacing), "lineHeight": number(typography.lineHeight.value),
                ])
            case .string(let text): return .string(text)
            case .boolean(let flag): return .bool(flag)
            }
        }

        /// Members in the order given (a dictionary literal would not keep it).
        private func object(_ members: KeyValuePairs<String, JSONOutput>) -> JSONOutput {
            .object(members.map { JSONOutput.Member($0.key, $0.value) })
        }

        /// The text of the Swift literal, which reads back as the same `Double`.
        private func number(_ value: Double) -> JSONOutput { .number(SwiftLiteral.number(value)) }

        private func dimension(_ dimension: DimensionValue) -> JSONOutput {
            object(["value": number(ValueExpressions(remBase: remBase).points(dimension)), "unit": .string("px")])
        }

        private func duration(_ duration: DurationValue) -> JSONOutput {
            object(["value": number(duration.seconds), "unit": .string("s")])
        }

        private func cubicBezier(_ curve: CubicBezierValue) -> JSONOutput {
            .array([curve.x1, curve.y1, curve.x2, curve.y2].map { number($0.value) })
        }

        private func strokeStyle(_ style: StrokeStyleValue) -> JSONOutput {
            switch style {
            case .keyword(let keyword):
                return .string(keyword.rawValue)
            case .dashes(let dashes, let lineCap):
                return object(["dashArray": .array(dashes.map(dimension)), "lineCap": .string(lineCap.rawValue)])
            }
        }

        private func color(_ color: ColorValue) -> JSONOutput {
            var members: [JSONOutput.Member]
            if ValueExpressions.drawnAsWritten(color.colorSpace) != nil {
                members = [
                    JSONOutput.Member("colorSpace", .string(color.colorSpace.rawValue)),
                    JSONOutput.Member("components", .array(color.components.map { component in
                        if case .number(let literal) = component { return number(literal.value) }
                        return .string("none")
                    })),
                ]
            } else {
                let display = ColorConversion.display(color)
                let space: ColorSpace = switch display.space {
                case .sRGB: .srgb
                case .sRGBLinear: .srgbLinear
                case .displayP3: .displayP3
                }
                members = [
                    JSONOutput.Member("colorSpace", .string(space.rawValue)),
                    JSONOutput.Member("components", .array([display.red, display.green, display.blue].map(number))),
                ]
            }
            if color.opacity != 1 { members.append(JSONOutput.Member("alpha", number(color.opacity))) }
            return .object(members)
        }
    }
}
