import TokenJSON
import TokenModel

extension TokenNode {
    /// Tokens Studio's `$extensions["studio.tokens"].modify`, when the token has one.
    var tokensStudioModify: SourceValue? {
        guard let extensions = metadata.extensions, let modify = extensions.json["studio.tokens"]?["modify"] else { return nil }
        return SourceValue(modify, file: extensions.file)
    }
}

extension DecodingContext {
    /// Applies the Tokens Studio color modifier of `definition` to its resolved color, after its
    /// references are followed, so in each permutation with that permutation's values. A modifier
    /// tokenc cannot apply leaves the token out (a `left-out` warning; an error under `--strict`):
    /// the unmodified color would be a wrong value. True when `value` was modified.
    mutating func applyColorModifier(of definition: TokenDefinition, to value: inout TokenValue?) -> Bool {
        guard let modify = definition.node.tokensStudioModify, let resolved = value else { return false }
        // What the plugin leaves once a modifier is removed, `{}`, modifies nothing (its
        // `modifyColor` keeps the color for a modifier of no type): nothing to say.
        if let members = modify.json.objectMembers, !members.contains(where: { $0.key == "type" }) {
            if !members.isEmpty {
                diagnostics.append(.warning(
                    .ignoredProperty, "a Tokens Studio color modifier without a type modifies nothing, as in the plugin; it is ignored (remove it)",
                    at: modify.location))
            }
            return false
        }
        guard case .color(let color) = resolved else {
            diagnostics.append(.warning(
                .ignoredProperty, "a Tokens Studio color modifier on a \(resolved.type) token is ignored: only colors are modified",
                at: modify.location))
            return false
        }
        let dialect = definition.node.dialect
        guard let members = modify.json.objectMembers else {
            leaveOut("its color modifier \(modify.json.sourceText) is not an object with type, value and space; tokenc does not follow a modifier given by reference", at: modify.location)
            return false
        }
        var byName: [String: SourceValue] = [:]
        for member in members { byName[member.key] = SourceValue(member.value, file: modify.file) }
        guard let kindValue = byName["type"], let kindText = kindValue.json.stringValue,
              let kind = TokensStudioColorModifier.Kind(rawValue: kindText) else {
            let written = byName["type"]?.json.sourceText ?? "none"
            leaveOut("its color modifier's type \(written) is not one tokenc applies (lighten, darken, mix, alpha)", at: byName["type"]?.location ?? modify.location)
            return false
        }
        guard let spaceValue = byName["space"], let spaceText = spaceValue.json.stringValue,
              let space = TokensStudioColorModifier.Space(rawValue: spaceText) else {
            let written = byName["space"]?.json.sourceText ?? "none"
            leaveOut("its color modifier's space \(written) is not one Tokens Studio offers (srgb, hsl, lch, p3)", at: byName["space"]?.location ?? modify.location)
            return false
        }
        guard let amountValue = byName["value"] else {
            leaveOut("its color modifier has no value", at: modify.location)
            return false
        }
        guard let amount = modifierAmount(amountValue, dialect: dialect) else { return false }
        var mixColor: ColorValue?
        if kind == .mix {
            guard let colorValue = byName["color"] else {
                leaveOut("its mix modifier has no color to mix in", at: modify.location)
                return false
            }
            switch modifierColor(colorValue, dialect: dialect) {
            case .color(let decoded): mixColor = decoded
            case .unmodified, .none: return false
            }
        }
        var format: TokensStudioColorModifier.Format?
        if let formatValue = byName["format"] {
            if let text = formatValue.json.stringValue, let known = TokensStudioColorModifier.Format(rawValue: text) {
                format = known
            } else {
                // sd-transforms, too, prints in the modifier's space a format it does not know.
                diagnostics.append(.warning(
                    .ignoredProperty, "the color modifier's format \(formatValue.json.sourceText) is not one sd-transforms writes (srgb, hsl, lch, p3, hex); the result stays in \(space.rawValue)",
                    at: formatValue.location))
            }
        }
        let modifier = TokensStudioColorModifier(kind: kind, amount: amount, space: space, mixColor: mixColor, format: format)
        value = .color(modifier.apply(to: color))
        return true
    }

    /// The modifier's amount: a number, a number in a string (`"0.2"`, as Tokens Studio writes
    /// it), or a reference to a number token.
    private mutating func modifierAmount(_ value: SourceValue, dialect: TokenDialect) -> Double? {
        if let number = value.json.numberValue { return number.value }
        guard let text = value.json.stringValue else {
            leaveOut("its color modifier's value must be a number, found \(value.json.kind)", at: value.location)
            return nil
        }
        if let number = Double(text.trimmingSpaces), number.isFinite { return number }
        if case .reference? = ReferenceSyntax.alias(in: value.json) {
            switch operand(value, dialect: dialect, expecting: .number) {
            case .resolved(.number(let number)): return number.value
            default: return nil
            }
        }
        leaveOut("its color modifier's value \(value.json.sourceText) is not a number or a reference to one; tokenc does not evaluate expressions there", at: value.location)
        return nil
    }

    /// The color a mix modifier mixes in: a CSS color string, a reference, or a color object;
    /// nil when it cannot be had (with why). A string that is no color is an error under
    /// `--strict`; else the token keeps its color unmodified, as the plugin's `modifyColor` does
    /// when it cannot read the modifier, with a warning.
    private mutating func modifierColor(_ value: SourceValue, dialect: TokenDialect) -> MixColor? {
        if let text = value.json.stringValue, case .notAReference? = ReferenceSyntax.alias(in: value.json) {
            switch CSSColorParser.parse(text) {
            case .success(let color): return .color(color)
            case .failure(let error) where options.strict:
                diagnostics.append(.error(.invalidValue, "\(value.json.sourceText) is not a color: \(error.message)", at: Self.location(of: error.offset, in: value)))
                return nil
            case .failure(let error):
                diagnostics.append(.warning(
                    .invalidValue,
                    "\(value.json.sourceText) is not a color (\(error.message)): the mix modifier cannot apply, so the color stays unmodified, as Tokens Studio leaves it (write a color there)",
                    at: Self.location(of: error.offset, in: value)))
                return .unmodified
            }
        }
        guard case .color(let color)? = decode(value, dialect: dialect, as: .color) else { return nil }
        return .color(color)
    }
}

/// What a Tokens Studio mix modifier mixes in.
private enum MixColor {
    case color(ColorValue)
    /// A color no one can read: the plugin and sd-transforms keep the color unmodified then.
    case unmodified
}
