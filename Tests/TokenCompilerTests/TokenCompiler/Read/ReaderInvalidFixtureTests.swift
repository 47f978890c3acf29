import Foundation
import Testing
@testable import Lowering
@testable import TokenCompiler
@testable import SwiftOutput

/// Every invalid fixture with the diagnostics it must produce, no more and no fewer: code,
/// severity, line, column and the related places. Section numbers refer to the DTCG 2025.10 format.
@Suite struct ReaderInvalidFixtureTests {
    static let cases: [FixtureCase] = [
        // RFC 8259, strictly: every extension JSON5 allows is read as Style Dictionary reads its sources,
        // with a warning at the offending character that is an error under --strict; the rest are errors.
        FixtureCase("json/block-comment.json", .warning(.json5Syntax, 4, 15)),
        FixtureCase("json/block-comment.json", strict: true, .error(.json5Syntax, 4, 15)),
        FixtureCase("json/control-character.json", .warning(.json5Syntax, 4, 21)),
        FixtureCase("json/control-character.json", strict: true, .error(.json5Syntax, 4, 21)),
        // A key twice is read as JavaScript's JSON.parse reads it, the second winning.
        FixtureCase("json/duplicate-key.json", .warning(.duplicateKey, 5, 5, notes: [Place(4, 5)], message: "'$value' appears twice in one object: the second is read")),
        FixtureCase("json/duplicate-key.json", strict: true, .error(.duplicateKey, 5, 5, notes: [Place(4, 5)])),
        FixtureCase("json/empty.json", .error(.invalidJSON, 1, 1)),
        // Keys are compared decoded: `\u0073pace` is `space`.
        FixtureCase("json/escaped-duplicate-key.json", .warning(.duplicateKey, 3, 3, notes: [Place(2, 3)])),
        FixtureCase("json/invalid-escape.json", .warning(.json5Syntax, 4, 18)),
        FixtureCase("json/invalid-escape.json", strict: true, .error(.json5Syntax, 4, 18)),
        FixtureCase("json/invalid-utf8.json", .error(.invalidJSON, 4, 21)),
        FixtureCase("json/leading-zero.json", .error(.invalidJSON, 4, 15)),
        FixtureCase("json/line-comment.json", .warning(.json5Syntax, 4, 5)),
        FixtureCase("json/line-comment.json", strict: true, .error(.json5Syntax, 4, 5)),
        FixtureCase("json/lone-high-surrogate.json", .error(.invalidJSON, 4, 22)),
        FixtureCase("json/lone-low-surrogate.json", .error(.invalidJSON, 4, 22)),
        FixtureCase("json/nan.json", .error(.invalidJSON, 4, 15)),
        FixtureCase("json/negative-infinity.json", .error(.invalidJSON, 4, 15)),
        FixtureCase("json/nesting-too-deep.json", .error(.nestingTooDeep, 1, 583, message: "limit of 512")),
        FixtureCase("json/overlong-utf8.json", .error(.invalidJSON, 4, 19)),
        FixtureCase("json/single-quote.json", .warning(.json5Syntax, 4, 15)),
        FixtureCase("json/single-quote.json", strict: true, .error(.json5Syntax, 4, 15)),
        FixtureCase("json/trailing-comma-array.json", .warning(.json5Syntax, 4, 28)),
        FixtureCase("json/trailing-comma-array.json", strict: true, .error(.json5Syntax, 4, 28)),
        FixtureCase("json/trailing-comma.json", .warning(.json5Syntax, 4, 16)),
        FixtureCase("json/trailing-comma.json", strict: true, .error(.json5Syntax, 4, 16)),
        FixtureCase("json/trailing-content.json", .error(.invalidJSON, 7, 1)),
        FixtureCase("json/unclosed-object.json", .error(.invalidJSON, 6, 1)),
        FixtureCase("json/unquoted-key.json", .warning(.json5Syntax, 2, 3)),
        FixtureCase("json/unquoted-key.json", strict: true, .error(.json5Syntax, 2, 3)),

        // Names must not start with `$` or contain `{`, `}` or `.` (5.1.1); names differing only by case MAY warn.
        // Distinct JSON keys that Swift strings, and so token paths, cannot tell apart.
        FixtureCase("names/canonically-equivalent.json", .error(.duplicateKey, 5, 5, notes: [Place(4, 5)])),
        FixtureCase("names/case-collision.json", .warning(.caseCollision, 6, 3, notes: [Place(2, 3)])),
        FixtureCase("names/close-brace.json", .warning(.invalidName, 4, 5, message: "is skipped with what it holds")),
        FixtureCase("names/close-brace.json", strict: true, .error(.invalidName, 4, 5)),
        FixtureCase("names/dollar-group.json", .error(.invalidName, 3, 5)),
        FixtureCase("names/dollar-token-at-top-level.json", .error(.invalidName, 2, 3)),
        FixtureCase("names/dollar-token.json", .error(.invalidName, 4, 5)),
        FixtureCase("names/open-brace.json", .warning(.invalidName, 4, 5, message: "is skipped with what it holds")),
        FixtureCase("names/open-brace.json", strict: true, .error(.invalidName, 4, 5)),
        // Without --strict a name with `.` is read with `_` for it (Terrazzo and Style Dictionary
        // keep names unchecked), with the name to write.
        FixtureCase("names/period-in-group.json", .warning(.invalidName, 2, 3, message: "it is read as the groups its names make, as Style Dictionary, Tokens Studio and Terrazzo name a token by its path ('space' › 'scale')")),
        FixtureCase("names/period-in-group.json", strict: true, .error(.invalidName, 2, 3)),
        FixtureCase("names/period.json", .warning(.invalidName, 4, 5, message: "it is read as the groups its names make, as Style Dictionary, Tokens Studio and Terrazzo name a token by its path ('1' › '5x')")),
        FixtureCase("names/period.json", strict: true, .error(.invalidName, 4, 5)),

        // An object with `$value` is a token and cannot hold children (6.1); reserved properties have fixed JSON types (5.2).
        FixtureCase("structure/deprecated-in-group-not-valid.json", .error(.invalidProperty, 4, 20)),
        FixtureCase("structure/deprecated-number.json", .error(.invalidProperty, 5, 20)),
        FixtureCase("structure/description-not-string.json", .error(.invalidProperty, 5, 21)),
        FixtureCase("structure/extensions-not-object.json", .error(.invalidProperty, 5, 20)),
        FixtureCase("structure/extra-property.json", .warning(.ignoredProperty, 5, 5)),
        FixtureCase("structure/extra-property.json", strict: true, .error(.unknownProperty, 5, 5)),
        FixtureCase("structure/member-not-object.json", .warning(.legacyMapping, 4, 13, message: "where a token or a group (an object) goes: ignored")),
        FixtureCase("structure/member-not-object.json", strict: true, .error(.legacyMapping, 4, 13)),
        FixtureCase("structure/token-with-children.json", .error(.tokenWithChildren, 5, 5)),
        FixtureCase("structure/top-level-array.json", .error(.invalidValue, 1, 1)),
        FixtureCase("structure/type-not-string.json", .error(.invalidProperty, 5, 16)),
        // Unknown `$` properties may be a later version's: a warning, not an error.
        FixtureCase("structure/unknown-dollar-property-in-group.json", .warning(.unknownProperty, 4, 5)),
        FixtureCase("structure/unknown-dollar-property-in-token.json", .warning(.unknownProperty, 5, 5)),
        // `null` is no value: the token is left out, and so the theme is empty here.
        FixtureCase("structure/value-null.json", .warning(.leftOut, 4, 15, message: "it has no value: null where a number belongs"),
                    .error(.allLeftOut, 4, 15, message: "the only token is left out (no value: 1), so the theme would be empty")),
        FixtureCase("structure/value-null.json", strict: true, .error(.invalidValue, 4, 15)),

        // `{group.$root}` names a group's root token; `{group}` names a group, which no reference
        // may (6.2): under `--strict` an error; else it can mean only the root token, read so.
        FixtureCase("root/group-reference.json", strict: true,
            .error(.brokenReference, 9, 43, notes: [Place(3, 5)], message: "its root token is '{color.accent.$root}'")
        ),
        FixtureCase("root/group-reference.json",
            .warning(.legacyMapping, 9, 43, message: "'{color.accent}' names a group; read as its root token, '{color.accent.$root}' (write that)")
        ),
        FixtureCase("root/group-without-root-reference.json", .error(.brokenReference, 9, 25, notes: [Place(4, 5)])),
        FixtureCase("root/root-not-a-token.json", .error(.invalidProperty, 4, 14)),

        // `$extends` must name an existing group, never a token, without cycles (6.4); a cycle is
        // reported once, with every member as a note.
        FixtureCase("extends/cycle.json",
            .error(.invalidExtends, 4, 22, notes: [Place(2, 3), Place(3, 3), Place(4, 3)], message: "a → b → c → a")
        ),
        FixtureCase("extends/extends-ancestor.json",
            .error(.invalidExtends, 8, 19, notes: [Place(2, 3), Place(7, 5)])
        ),
        FixtureCase("extends/missing-target.json", .error(.invalidExtends, 7, 17)),
        FixtureCase("extends/not-a-reference.json", .error(.invalidExtends, 7, 17)),
        FixtureCase("extends/not-a-string.json", .error(.invalidProperty, 7, 17)),
        FixtureCase("extends/token-target.json", .error(.invalidExtends, 7, 17, notes: [Place(4, 5)])),

        // Own `$type`, else the referenced token's, else the nearest group's; otherwise the token is
        // invalid (5.2.2). `$type` is case-sensitive.
        // Only the untyped token is reported, not the alias that inherits nothing from it.
        // Without --strict a `{value, unit}` in px is a dimension, with a warning.
        FixtureCase("type-resolution/alias-to-untyped.json", .warning(.missingType, 2, 3, message: "look like dimension values are read as dimension")),
        FixtureCase("type-resolution/alias-to-untyped.json", strict: true, .error(.missingType, 2, 3)),
        // Without --strict the group's name (`space`) gives the type, with one warning at the group.
        FixtureCase("type-resolution/missing-type.json", .warning(.missingType, 2, 3, message: "read as dimension, as the group's name says")),
        FixtureCase("type-resolution/missing-type.json", strict: true, .error(.missingType, 3, 5)),
        // Two tokens inherit the bad type; it is reported once, where it is written.
        FixtureCase("type-resolution/unknown-group-type.json", .error(.unknownType, 3, 14, message: "did you mean 'dimension'?")),
        FixtureCase("type-resolution/unknown-type.json", .error(.unknownType, 3, 14, message: "did you mean 'color'?")),
        // Type names are case-sensitive (8); another case is read as the type unless --strict.
        FixtureCase("type-resolution/wrong-case-type.json", .warning(.nonStandardType, 3, 14, message: "'Color' is not spelled as the format's type names are; it is read as color")),
        FixtureCase("type-resolution/wrong-case-type.json", strict: true, .error(.nonStandardType, 3, 14)),

        // The Color module: one out-of-range component per color space (hue excludes 360), alpha in
        // [0, 1], hex with exactly 6 digits.
        FixtureCase("color/a98-rgb-red-negative.json", .error(.invalidValue, 6, 22)),
        FixtureCase("color/alpha-above-1.json", .error(.invalidValue, 7, 16)),
        FixtureCase("color/alpha-negative.json", .error(.invalidValue, 7, 16)),
        FixtureCase("color/alpha-string.json", .error(.invalidValue, 7, 16)),
        FixtureCase("color/component-count.json", .error(.invalidValue, 6, 21)),
        FixtureCase("color/component-none-wrong-case.json", .error(.invalidValue, 6, 22)),
        FixtureCase("color/component-percentage.json", .error(.invalidValue, 6, 25)),
        FixtureCase("color/components-not-array.json", .error(.invalidValue, 6, 21)),
        FixtureCase("color/display-p3-blue-above-1.json", .error(.invalidValue, 6, 28)),
        FixtureCase("color/extra-member.json", .error(.invalidValue, 7, 7)),
        FixtureCase("color/hex-eight-digits.json", .error(.invalidValue, 8, 14)),
        FixtureCase("color/hex-three-digits.json", .warning(.nonStandardValue, 7, 14)),
        FixtureCase("color/hex-three-digits.json", strict: true, .error(.invalidValue, 7, 14)),
        FixtureCase("color/hex-without-hash.json", .error(.invalidValue, 7, 14)),
        FixtureCase("color/hsl-hue-360.json", .error(.invalidValue, 6, 22, message: "[0, 360)")),
        FixtureCase("color/hsl-saturation-above-100.json", .error(.invalidValue, 6, 27)),
        FixtureCase("color/hwb-blackness-above-100.json", .error(.invalidValue, 6, 28)),
        FixtureCase("color/hwb-hue-negative.json", .error(.invalidValue, 6, 22)),
        FixtureCase("color/lab-lightness-above-100.json", .error(.invalidValue, 6, 22)),
        FixtureCase("color/lch-chroma-negative.json", .error(.invalidValue, 6, 26)),
        FixtureCase("color/lch-hue-360.json", .error(.invalidValue, 6, 30)),
        FixtureCase("color/missing-color-space.json", .error(.invalidValue, 4, 15)),
        FixtureCase("color/missing-components.json", .error(.invalidValue, 4, 15)),
        FixtureCase("color/not-an-object.json", .error(.invalidValue, 4, 15)),
        FixtureCase("color/oklab-lightness-above-1.json", .error(.invalidValue, 6, 22)),
        FixtureCase("color/oklch-hue-360.json", .error(.invalidValue, 6, 32)),
        FixtureCase("color/prophoto-rgb-green-above-1.json", .error(.invalidValue, 6, 25)),
        FixtureCase("color/rec2020-blue-negative.json", .error(.invalidValue, 6, 28)),
        FixtureCase("color/srgb-linear-green-negative.json", .error(.invalidValue, 6, 25)),
        FixtureCase("color/srgb-red-above-1.json", .error(.invalidValue, 6, 22)),
        FixtureCase("color/unknown-color-space.json", .error(.invalidValue, 5, 21)),
        FixtureCase("color/xyz-d50-x-negative.json", .error(.invalidValue, 6, 22)),
        FixtureCase("color/xyz-d65-y-above-1.json", .error(.invalidValue, 6, 27)),

        // An object with a number `value` and a `unit` of `px` or `rem` (8.2).
        FixtureCase("dimension/css-string.json", .warning(.nonStandardValue, 4, 15)),
        FixtureCase("dimension/css-string.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("dimension/extra-member.json", .error(.invalidValue, 4, 44)),
        FixtureCase("dimension/missing-unit.json", .error(.invalidValue, 4, 15)),
        FixtureCase("dimension/unit-em.json", .warning(.leftOut, 4, 37, message: "the unit 'em'"),
                    .error(.allLeftOut, 4, 37, message: "the only token is left out (unit: 1), so the theme would be empty")),
        FixtureCase("dimension/unit-em.json", strict: true, .error(.invalidValue, 4, 37)),
        FixtureCase("dimension/unit-uppercase.json", .warning(.nonStandardValue, 4, 38)),
        FixtureCase("dimension/unit-uppercase.json", strict: true, .error(.invalidValue, 4, 38)),
        FixtureCase("dimension/value-string.json", .error(.invalidValue, 4, 26)),

        // A name or an array of names (8.3).
        FixtureCase("font-family/array-with-number.json", .error(.invalidValue, 4, 29)),
        FixtureCase("font-family/empty-array.json", .error(.invalidValue, 4, 15)),
        FixtureCase("font-family/number.json", .error(.invalidValue, 4, 15)),
        FixtureCase("font-family/object.json", .error(.invalidValue, 4, 15)),

        // A number in [1, 1000] or one of the exact, case-sensitive names (8.4).
        FixtureCase("font-weight/above-1000.json", .error(.invalidValue, 4, 15)),
        FixtureCase("font-weight/boolean.json", .error(.invalidValue, 4, 15)),
        // Weight names as design tools write them are read, as in legacy files; --strict holds to the format.
        FixtureCase("font-weight/inexact-name.json", .warning(.nonStandardValue, 4, 15, message: "\"semibold\" is read as the weight 600 (write \"semi-bold\")")),
        FixtureCase("font-weight/inexact-name.json", strict: true, .error(.invalidValue, 4, 15, message: "did you mean 'semi-bold'?")),
        FixtureCase("font-weight/numeric-string.json", .warning(.nonStandardValue, 4, 15, message: "\"700\" is read as the weight 700 (write 700)")),
        FixtureCase("font-weight/numeric-string.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("font-weight/wrong-case.json", .warning(.nonStandardValue, 4, 15, message: "\"Bold\" is read as the weight 700 (write \"bold\")")),
        FixtureCase("font-weight/wrong-case.json", strict: true, .error(.invalidValue, 4, 15, message: "did you mean 'bold'?")),
        FixtureCase("font-weight/zero.json", .error(.invalidValue, 4, 15)),

        // An object with a number `value` and a `unit` of `ms` or `s` (8.5).
        FixtureCase("duration/css-string.json", .warning(.nonStandardValue, 4, 15)),
        FixtureCase("duration/css-string.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("duration/missing-unit.json", .error(.invalidValue, 4, 15)),
        FixtureCase("duration/unit-minutes.json", .warning(.leftOut, 4, 37, message: "is not one a duration can be written in (ms or s)"),
                    .error(.allLeftOut, 4, 37, message: "the only token is left out (unit: 1), so the theme would be empty")),
        FixtureCase("duration/unit-minutes.json", strict: true, .error(.invalidValue, 4, 37)),
        FixtureCase("duration/value-string.json", .error(.invalidValue, 4, 26)),

        // Four numbers, the x coordinates in [0, 1] (8.6).
        FixtureCase("cubic-bezier/css-string.json", .warning(.nonStandardValue, 4, 15, message: "the CSS easing \"ease-in\" is read as the cubic Bézier [0.42, 0, 1, 1] (write [0.42, 0, 1, 1])")),
        FixtureCase("cubic-bezier/css-string.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("cubic-bezier/string-coordinate.json", .error(.invalidValue, 4, 21)),
        FixtureCase("cubic-bezier/three-numbers.json", .error(.invalidValue, 4, 15)),
        FixtureCase("cubic-bezier/x1-above-1.json", .error(.invalidValue, 4, 16)),
        FixtureCase("cubic-bezier/x2-negative.json", .error(.invalidValue, 4, 24)),

        // A JSON number (8.7).
        FixtureCase("number/boolean.json", .error(.invalidValue, 4, 15)),
        FixtureCase("number/object.json", .error(.invalidValue, 4, 15)),
        FixtureCase("number/string.json", .warning(.nonStandardValue, 4, 15, message: "the string \"1.5\" is read as the number 1.5 (write 1.5)")),
        FixtureCase("number/string.json", strict: true, .error(.invalidValue, 4, 15)),

        // One of eight keywords, or `dashArray` (non-empty, of dimensions) with a `lineCap` (9.3).
        FixtureCase("stroke-style/dash-not-a-dimension.json", .warning(.nonStandardValue, 5, 51)),
        FixtureCase("stroke-style/dash-not-a-dimension.json", strict: true, .error(.invalidValue, 5, 51)),
        FixtureCase("stroke-style/empty-dash-array.json", .error(.invalidValue, 5, 20)),
        FixtureCase("stroke-style/keyword-wrong-case.json", .error(.invalidValue, 4, 15)),
        FixtureCase("stroke-style/missing-line-cap.json", .error(.invalidValue, 4, 15)),
        FixtureCase("stroke-style/number.json", .error(.invalidValue, 4, 15)),
        FixtureCase("stroke-style/unknown-keyword.json", .error(.invalidValue, 4, 15)),
        FixtureCase("stroke-style/unknown-line-cap.json", .error(.invalidValue, 6, 18)),

        // `color`, `width` and `style`, each valid for its type (9.4).
        FixtureCase("border/color-out-of-range.json", .error(.invalidValue, 5, 61)),
        // Tokens Studio's border members are each optional: Figma's new stroke, 1px and solid.
        FixtureCase("border/missing-style.json", .warning(.defaultedProperty, 4, 15, message: "a border is missing 'style'; read as solid, as Figma draws a stroke")),
        FixtureCase("border/missing-style.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("border/unknown-style.json", .error(.invalidValue, 7, 16)),
        FixtureCase("border/width-not-a-dimension.json", .warning(.nonStandardValue, 6, 16)),
        FixtureCase("border/width-not-a-dimension.json", strict: true, .error(.invalidValue, 6, 16)),

        // `duration`, `delay` and `timingFunction`, each valid for its type (9.5).
        FixtureCase("transition/duration-unit.json", .warning(.leftOut, 5, 43), .error(.allLeftOut, 5, 43)),
        FixtureCase("transition/duration-unit.json", strict: true, .error(.invalidValue, 5, 43)),
        FixtureCase("transition/missing-delay.json", .error(.invalidValue, 4, 15)),
        FixtureCase("transition/timing-function-out-of-range.json", .error(.invalidValue, 7, 34)),

        // One layer or a non-empty array of layers, each with all five members and an optional boolean `inset` (9.6).
        FixtureCase("shadow/empty-array.json", .error(.invalidValue, 4, 15)),
        FixtureCase("shadow/inset-not-boolean.json", .error(.invalidValue, 10, 16)),
        FixtureCase("shadow/layer-not-an-object.json", .error(.invalidValue, 12, 7)),
        FixtureCase("shadow/missing-spread.json", .warning(.defaultedProperty, 4, 15)),
        FixtureCase("shadow/missing-spread.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("shadow/reference-to-layered-shadow.json", .error(.invalidValue, 23, 18)),

        // A non-empty array of stops; positions outside [0, 1] are clamped, which is worth a warning, not an error (9.7).
        FixtureCase("gradient/empty-array.json", .error(.invalidValue, 4, 15)),
        FixtureCase("gradient/missing-position.json", .error(.invalidValue, 5, 7)),
        FixtureCase("gradient/position-above-1.json", .warning(.valueClamped, 6, 81, message: "42 is read as 1")),
        FixtureCase("gradient/position-below-0.json", .warning(.valueClamped, 5, 81, message: "-99 is read as 0")),
        FixtureCase("gradient/position-string.json", .error(.invalidValue, 5, 81)),
        FixtureCase("gradient/single-stop-object.json", .error(.invalidValue, 4, 15)),

        // All five members, each valid for its type (9.8).
        FixtureCase("typography/extra-member.json", .warning(.ignoredProperty, 10, 7)),
        FixtureCase("typography/extra-member.json", strict: true, .error(.invalidValue, 10, 7)),
        FixtureCase("typography/font-weight-wrong-case.json", .warning(.nonStandardValue, 7, 21)),
        FixtureCase("typography/font-weight-wrong-case.json", strict: true, .error(.invalidValue, 7, 21)),
        FixtureCase("typography/line-height-dimension.json", .warning(.nonStandardValue, 9, 21)),
        FixtureCase("typography/line-height-dimension.json", strict: true, .error(.invalidValue, 9, 21)),
        FixtureCase("typography/missing-font-family.json", .warning(.defaultedProperty, 4, 15)),
        FixtureCase("typography/missing-font-family.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("typography/missing-font-size.json", .error(.invalidValue, 4, 15)),
        FixtureCase("typography/missing-font-weight.json", .warning(.defaultedProperty, 4, 15)),
        FixtureCase("typography/missing-font-weight.json", strict: true, .error(.invalidValue, 4, 15)),
        // Exports leave these two out; they are read as 0px and 1.2, except under --strict.
        FixtureCase("typography/missing-letter-spacing.json", .warning(.defaultedProperty, 4, 15)),
        FixtureCase("typography/missing-letter-spacing.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("typography/missing-line-height.json", .warning(.defaultedProperty, 4, 15)),
        FixtureCase("typography/missing-line-height.json", strict: true, .error(.invalidValue, 4, 15)),

        // Broken, malformed and circular aliases; a cycle is reported once for every token on it, at its `$value` (7.2.3).
        // Only the broken link is reported, not the aliases that lead to it.
        FixtureCase("references/broken-in-chain.json", .error(.brokenReference, 4, 26)),
        FixtureCase("references/broken.json", .error(.brokenReference, 7, 25, message: "did you mean '{color.blue}'?")),
        FixtureCase("references/cycle-through-composite.json",
            .error(.referenceCycle, 4, 15, notes: [Place(7, 5)]),
            .error(.referenceCycle, 9, 17, notes: [Place(2, 3)])
        ),
        // `c` is on a second cycle through `a`; each token is reported once, `a` with the first cycle.
        FixtureCase("references/cycle-two-routes.json",
            .error(.referenceCycle, 2, 39, notes: [Place(3, 3)]),
            .error(.referenceCycle, 3, 39, notes: [Place(2, 3)]),
            .error(.referenceCycle, 4, 39, notes: [Place(2, 3)], message: "c → a → c")
        ),
        FixtureCase("references/cycle.json",
            .error(.referenceCycle, 2, 20, notes: [Place(3, 3), Place(4, 3)], message: "a → b → c → a"),
            .error(.referenceCycle, 3, 20, notes: [Place(2, 3), Place(4, 3)]),
            .error(.referenceCycle, 4, 20, notes: [Place(2, 3), Place(3, 3)])
        ),
        FixtureCase("references/empty-braces.json", .error(.invalidReference, 3, 43)),
        FixtureCase("references/empty-segment.json", .error(.invalidReference, 5, 43)),
        FixtureCase("references/nested-braces.json", .warning(.leftOut, 5, 43, message: "inside text")),
        FixtureCase("references/nested-braces.json", strict: true, .error(.invalidValue, 5, 43)),
        FixtureCase("references/reference-in-unit.json", .error(.invalidReference, 5, 37)),
        FixtureCase("references/self-reference.json", .error(.referenceCycle, 4, 15)),
        FixtureCase("references/type-mismatch-whole-value.json",
            .error(.typeMismatch, 10, 15, notes: [Place(3, 5)])
        ),
        FixtureCase("references/type-mismatch.json", .error(.typeMismatch, 8, 16, notes: [Place(3, 5)])),
        FixtureCase("references/unclosed-brace.json", .error(.invalidReference, 3, 43)),
        FixtureCase("references/unopened-brace.json", .error(.invalidReference, 3, 43)),

        // RFC 6901 pointers: array indices without leading zeros, `~0`/`~1` escapes, only into `$value`;
        // a token cannot have both `$value` and `$ref` (7.1.2, 7.4).
        FixtureCase("pointers/array-index-dash.json", .error(.invalidReference, 8, 39)),
        FixtureCase("pointers/array-index-leading-zero.json", .error(.invalidReference, 8, 39)),
        FixtureCase("pointers/array-index-out-of-range.json", .error(.brokenReference, 8, 39)),
        FixtureCase("pointers/bad-percent-escape.json", .error(.invalidReference, 5, 41)),
        // The mistake is the pointer's, so the error is at the `$ref`, not in the valid token it reaches.
        FixtureCase("pointers/component-leads-to-string.json",
            .error(.invalidValue, 12, 32, notes: [Place(5, 79)], message: "'#/colors/blue/$value/hex' leads to")
        ),
        // A whole list taken from another token: its misfits are reported at the `$ref` too.
        FixtureCase("pointers/components-from-another-space.json", .error(.invalidValue, 8, 63, notes: [Place(4, 53)])),
        FixtureCase("pointers/cycle.json",
            .error(.referenceCycle, 2, 37, notes: [Place(3, 3)]),
            .error(.referenceCycle, 3, 37, notes: [Place(2, 3)])
        ),
        // `a` points into the cycle: it is not on it, so only `b` and `c` are reported (and nothing recurses forever).
        FixtureCase("pointers/into-a-cycle.json",
            .error(.referenceCycle, 3, 39, notes: [Place(4, 3)]),
            .error(.referenceCycle, 4, 39, notes: [Place(3, 3)])
        ),
        FixtureCase("pointers/invalid-escape.json", .error(.invalidReference, 6, 41)),
        // A dimension read as a color: each misfit is its own error, all at the `$ref`.
        FixtureCase("pointers/leads-to-wrong-value.json",
            .error(.invalidValue, 6, 40, notes: [Place(4, 17)]),
            .error(.invalidValue, 6, 40, notes: [Place(4, 30)]),
            .error(.invalidValue, 6, 40, notes: [Place(4, 15)])
        ),
        FixtureCase("pointers/missing-member.json", .error(.brokenReference, 8, 43)),
        FixtureCase("pointers/nonexistent.json", .error(.brokenReference, 8, 42)),
        FixtureCase("pointers/not-a-string.json", .error(.invalidReference, 3, 41)),
        FixtureCase("pointers/past-a-scalar.json", .error(.brokenReference, 8, 41)),
        // As the DTCG test suite has it (a space must be written `%20`), though the format's path
        // table (7.4.6) shows a raw one.
        FixtureCase("pointers/raw-space.json", .error(.invalidReference, 5, 41)),
        FixtureCase("pointers/sub-value-to-group.json", .error(.invalidReference, 7, 36)),
        FixtureCase("pointers/to-group.json", .error(.invalidReference, 8, 42)),
        FixtureCase("pointers/to-metadata.json", .error(.invalidReference, 9, 45, message: "its metadata '$description'")),
        FixtureCase("pointers/to-token-itself.json", .error(.invalidReference, 8, 42)),
        FixtureCase("pointers/value-and-ref.json", .error(.invalidReference, 11, 13, notes: [Place(10, 15)])),
        FixtureCase("pointers/without-hash.json", .error(.invalidReference, 8, 42)),

        // What files in the wild write: accepted with a warning (or silently) by default, an error with --strict.
        FixtureCase("leniency/boolean-type.json"),
        FixtureCase("leniency/boolean-type.json", strict: true, .error(.nonStandardType, 3, 14)),
        FixtureCase("leniency/hex-color-with-alpha.json", .warning(.nonStandardColor, 4, 15)),
        FixtureCase("leniency/hex-color-with-alpha.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("leniency/hex-color.json", .warning(.nonStandardColor, 4, 15)),
        // --strict reports a hex string as the invalid color value it is.
        FixtureCase("leniency/hex-color.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("leniency/not-a-hex-color.json", .error(.invalidValue, 4, 16, message: "did you mean 'orange'?")),
        FixtureCase("leniency/not-a-hex-color.json", strict: true, .error(.invalidValue, 4, 15)),
        FixtureCase("leniency/string-type-wrong-value.json", .error(.invalidValue, 4, 15)),
        FixtureCase("leniency/string-type-wrong-value.json", strict: true, .error(.nonStandardType, 3, 14)),
        FixtureCase("leniency/string-type.json"),
        FixtureCase("leniency/string-type.json", strict: true, .error(.nonStandardType, 3, 14)),

        // --ignore-type silences the unknown type but still checks the references inside such tokens.
        FixtureCase("ignore-type/broken-pointer.json", ignoring: ["x-motion"], .error(.brokenReference, 4, 52)),
        FixtureCase("ignore-type/broken-reference.json", ignoring: ["x-motion"], .error(.brokenReference, 4, 42)),
        FixtureCase("ignore-type/without-option.json", .warning(.leftOut, 3, 14, message: "unknown type"),
                    .error(.allLeftOut, 3, 14, message: "the only token is left out (unknown type: 1), so the theme would be empty")),
        FixtureCase("ignore-type/without-option.json", strict: true, .error(.unknownType, 3, 14)),

        // Folders: a path defined in two files warns and the later file wins; token here and group
        // there warns and the group is kept, an error under --strict.
        FixtureCase("files/duplicate-token",
            .warning(.duplicateToken, 3, 5, in: "b.json", notes: [Place(4, 5, in: "a.json")])
        ),
        FixtureCase("files/one-file-broken", .error(.invalidJSON, 2, 48, in: "b.json")),
        FixtureCase("files/token-and-group",
            .warning(.duplicateToken, 2, 3, in: "b.json", notes: [Place(2, 3, in: "a.json")])
        ),
        FixtureCase("files/token-and-group", strict: true,
            .error(.duplicateToken, 2, 3, in: "b.json", notes: [Place(2, 3, in: "a.json")])
        ),

        // Style Dictionary files (`value`, `type`): guessed type names warn, values still have to make sense.
        // Legacy files are read by the same rules as `$value` files, with the same warnings.
        FixtureCase("legacy/bare-number-dimension.json", .warning(.nonStandardValue, 3, 25, message: "the bare number 16 is read as 16px")),
        FixtureCase("legacy/bare-number-dimension.json", strict: true, .error(.invalidValue, 3, 25)),
        FixtureCase("legacy/border-radius.json",
            .warning(.nonStandardValue, 3, 25, message: "read as 4px"),
            .warning(.nonStandardType, 3, 36, message: "'borderRadius' is a Tokens Studio type name, not one of the format's; it is read as dimension wherever this file uses it (write \"$type\": \"dimension\")")
        ),
        FixtureCase("legacy/border-radius.json", strict: true,
            .error(.invalidValue, 3, 25),
            .error(.nonStandardType, 3, 36, message: "(accepted only without --strict)")
        ),
        FixtureCase("legacy/missing-type.json", .warning(.missingType, 2, 3, message: "Style Dictionary types tokens by their top-level group")),
        FixtureCase("legacy/missing-type.json", strict: true, .error(.missingType, 3, 5)),
        FixtureCase("legacy/unknown-type.json", .error(.unknownType, 3, 46)),
        FixtureCase("legacy/unknown-unit.json", .warning(.leftOut, 3, 25, message: "the unit 'em'"),
                    .error(.allLeftOut, 3, 25, message: "the only token is left out (unit: 1), so the theme would be empty")),
        FixtureCase("legacy/style-dictionary.json",
            .warning(.nonStandardValue, 8, 25), .warning(.nonStandardValue, 9, 25),
            .warning(.nonStandardValue, 13, 26, message: "\"Bold\" is read as the weight 700 (write \"bold\")"),
            .warning(.nonStandardValue, 16, 24)
        ),
    ]

    @Test(arguments: cases)
    func reportsExactlyTheExpectedDiagnostics(_ test: FixtureCase) {
        let report = validateTokens(at: test.path, options: test.options)
        let reported = report.diagnostics.map(test.summary(of:))
        #expect(reported.sorted() == test.expected.map(\.summary).sorted())
        for expected in test.expected {
            guard let fragment = expected.message else { continue }
            let diagnostic = report.diagnostics.first { test.summary(of: $0) == expected.summary }
            #expect(
                diagnostic?.message.contains(fragment) == true,
                "\(expected.summary): \"\(diagnostic?.message ?? "(not reported)")\" should contain \"\(fragment)\"")
        }
    }

    @Test func everyInvalidFixtureHasACaseAndEveryCaseAFixture() {
        let onDisk = ReaderFixtures.fixtures("invalid")
        let covered = Set(Self.cases.map(\.fixture))
        #expect(onDisk.filter { !covered.contains($0) } == [])
        #expect(covered.subtracting(onDisk).sorted() == [])
    }
}
