/// A resolver document of many modifiers, for the scale of the modifier matrix: modifier `mI`
/// (declared on line `I + 4`) has `contexts` contexts `c0`, `c1`, …, the first its default, and
/// context `cK` sets the number token `mI` to `K`. Each token varies with its own modifier, so
/// the permutations multiply (8 × 6 make 1,679,616) while the combinations resolved add up (48).
///
/// When `chained`, the first context of each modifier after the first sets its token to the
/// previous modifier's token instead: the last token then varies with every modifier together.
package enum ModifierMatrixDocument {
    package static func text(modifiers: Int, contexts: Int, chained: Bool = false) -> String {
        let declarations = (0..<modifiers).map { m in
            let list = (0..<contexts).map { c in
                let value = chained && m > 0 && c == 0 ? #""{m\#(m - 1)}""# : "\(c)"
                return #""c\#(c)": [{ "m\#(m)": { "$type": "number", "$value": \#(value) } }]"#
            }
            return #"    "m\#(m)": { "contexts": { \#(list.joined(separator: ", ")) }, "default": "c0" }"#
        }
        let order = (0..<modifiers).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }
        return """
            {
              "version": "2025.10",
              "sets": {},
              "modifiers": {
            \(declarations.joined(separator: ",\n"))
              },
              "resolutionOrder": [\(order.joined(separator: ", "))]
            }

            """
    }
}
