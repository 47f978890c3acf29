/// A choice over several modifiers, written as one `switch` per modifier, nested, never as one
/// `switch` over a tuple of them.
///
/// The compiler proves a tuple `switch` exhaustive by subtracting pattern spaces, which grows
/// with the product of the modifiers' contexts and with how irregularly the cases group them: a
/// `switch` over (27 brands, 8 variants) sharing values irregularly is more than it checks in
/// reasonable time ("unable to check that this switch is exhaustive"). A `switch` over one enum
/// is checked in time linear in its cases, so nesting keeps every generated choice cheap to check.
///
/// Contexts whose choices are the same share a `case` at every level, and a level at which every
/// context chooses the same is not switched on: a choice that depends on one modifier only is
/// one flat `switch`, as it would be written by hand.
struct NestedSwitch {
    /// One modifier switched on: the expression of its value and the pattern of each context.
    struct Subject {
        var expression: String
        var cases: [String]
    }

    /// The modifiers, outermost first.
    var subjects: [Subject]
    /// The leaf chosen for every combination of the subjects' contexts, the first subject varying
    /// slowest; `subjects.map(\.cases.count)` multiplied is its count.
    var leaves: [Int]

    /// Prints the nested switches, and `leaf` for what each combination chooses.
    func print(_ p: inout SwiftPrinter, leaf: (Int, inout SwiftPrinter) -> Void) {
        precondition(leaves.count == subjects.reduce(1) { $0 * $1.cases.count }, "one leaf per combination of contexts")
        print(level: 0, leaves[...], &p, leaf: leaf)
    }

    private func print(level: Int, _ choices: ArraySlice<Int>, _ p: inout SwiftPrinter, leaf: (Int, inout SwiftPrinter) -> Void) {
        guard let first = choices.first else { return }
        guard choices.contains(where: { $0 != first }) else {
            leaf(first, &p)
            return
        }
        let subject = subjects[level]
        let width = choices.count / subject.cases.count
        let blocks = subject.cases.indices.map { context in
            choices[(choices.startIndex + context * width)..<(choices.startIndex + (context + 1) * width)]
        }
        var groups: [(block: ArraySlice<Int>, contexts: [Int])] = []
        for (context, block) in blocks.enumerated() {
            if let index = groups.firstIndex(where: { $0.block.elementsEqual(block) }) {
                groups[index].contexts.append(context)
            } else {
                groups.append((block, [context]))
            }
        }
        guard groups.count > 1 else {
            print(level: level + 1, groups[0].block, &p, leaf: leaf)
            return
        }
        p.block("switch \(subject.expression)") { p in
            p.outdent()
            for group in groups {
                p.print("case \(group.contexts.map { subject.cases[$0] }.joined(separator: ", ")):")
                p.indent()
                print(level: level + 1, group.block, &p, leaf: leaf)
                p.outdent()
            }
            p.indent()
        }
    }
}
