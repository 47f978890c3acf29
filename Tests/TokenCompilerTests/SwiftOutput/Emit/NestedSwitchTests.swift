import Testing
@testable import SwiftOutput
import TokencBenchSupport

/// A choice over several modifiers is one `switch` per modifier, nested: exact text for the shapes
/// the emitter meets, and for random shapes and choices, that the printed switches choose what was
/// asked for every combination and are never a `switch` over a tuple.
@Suite struct NestedSwitchTests {
    static let brand = NestedSwitch.Subject(expression: "selection.brand", cases: [".acme", ".nova", ".zen"])
    static let mode = NestedSwitch.Subject(expression: "selection.mode", cases: [".dark", ".light"])

    static func text(_ nested: NestedSwitch) -> String {
        var p = SwiftPrinter()
        nested.print(&p) { leaf, p in p.print("value = \(leaf)") }
        return p.text
    }

    @Test func oneModifierIsOneFlatSwitchWithEqualChoicesSharingACase() {
        #expect(Self.text(NestedSwitch(subjects: [Self.brand], leaves: [0, 1, 0])) == """
            switch selection.brand {
            case .acme, .zen:
                value = 0
            case .nova:
                value = 1
            }

            """)
    }

    @Test func twoModifiersNestTheSecondInTheFirst() {
        // acme: dark 0, light 1; nova: dark 2, light 1; zen: as acme.
        #expect(Self.text(NestedSwitch(subjects: [Self.brand, Self.mode], leaves: [0, 1, 2, 1, 0, 1])) == """
            switch selection.brand {
            case .acme, .zen:
                switch selection.mode {
                case .dark:
                    value = 0
                case .light:
                    value = 1
                }
            case .nova:
                switch selection.mode {
                case .dark:
                    value = 2
                case .light:
                    value = 1
                }
            }

            """)
    }

    @Test func aContextThatChoosesOneLeafIsNotSwitchedOnFurther() {
        // acme and zen follow the mode; nova is 2 in both modes.
        #expect(Self.text(NestedSwitch(subjects: [Self.brand, Self.mode], leaves: [0, 1, 2, 2, 0, 1])) == """
            switch selection.brand {
            case .acme, .zen:
                switch selection.mode {
                case .dark:
                    value = 0
                case .light:
                    value = 1
                }
            case .nova:
                value = 2
            }

            """)
    }

    @Test func aModifierNoChoiceDependsOnIsNotSwitchedOn() {
        // Every brand chooses by mode alike.
        #expect(Self.text(NestedSwitch(subjects: [Self.brand, Self.mode], leaves: [0, 1, 0, 1, 0, 1])) == """
            switch selection.mode {
            case .dark:
                value = 0
            case .light:
                value = 1
            }

            """)
        #expect(Self.text(NestedSwitch(subjects: [Self.brand, Self.mode], leaves: [3, 3, 3, 3, 3, 3])) == "value = 3\n")
    }

    /// Random modifiers (1 to 4, of 1 to 6 contexts) and random choices (of few or many leaves):
    /// following the printed switches for each combination reaches exactly its leaf, every
    /// `switch` is over one modifier and lists each of its contexts once.
    @Test(arguments: 0..<300) func theSwitchesChooseWhatWasAskedForEveryCombination(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let subjects = (0..<random.int(in: 1...4)).map { index in
            NestedSwitch.Subject(expression: "m\(index)", cases: (0..<random.int(in: 1...6)).map { ".c\($0)" })
        }
        let count = subjects.reduce(1) { $0 * $1.cases.count }
        let distinct = random.pick([1, 2, 3, count])
        let leaves = (0..<count).map { _ in random.below(distinct) }
        let text = Self.text(NestedSwitch(subjects: subjects, leaves: leaves))
        let tree = try SwitchTree(parsing: text)
        for (combination, leaf) in leaves.enumerated() {
            var contexts: [String: String] = [:]
            var rest = combination
            for subject in subjects.reversed() {
                contexts[subject.expression] = subject.cases[rest % subject.cases.count]
                rest /= subject.cases.count
            }
            #expect(try tree.choose(contexts, subjects: subjects) == leaf, "combination \(combination) of \(text)")
        }
    }
}

/// The printed switches read back: a leaf, or a switch over one expression with its cases.
private indirect enum SwitchTree {
    case leaf(Int)
    case choice(subject: String, cases: [(patterns: [String], body: SwitchTree)])

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(parsing text: String) throws {
        var lines = text.split(separator: "\n").map(String.init)[...]
        self = try Self.parse(&lines, indent: 0)
        guard lines.isEmpty else { throw Malformed(description: "lines after the switch: \(lines)") }
    }

    private static func parse(_ lines: inout ArraySlice<String>, indent: Int) throws -> SwitchTree {
        let pad = String(repeating: " ", count: indent)
        guard let line = lines.popFirst(), line.hasPrefix(pad) else { throw Malformed(description: "expected a line at indent \(indent)") }
        let body = line.dropFirst(indent)
        if body.hasPrefix("value = "), let leaf = Int(body.dropFirst("value = ".count)) { return .leaf(leaf) }
        guard body.hasPrefix("switch "), body.hasSuffix(" {") else { throw Malformed(description: "neither a leaf nor a switch: \(line)") }
        let subject = String(body.dropFirst("switch ".count).dropLast(" {".count))
        guard !subject.hasPrefix("(") else { throw Malformed(description: "a switch over a tuple: \(line)") }
        var cases: [(patterns: [String], body: SwitchTree)] = []
        while let next = lines.first, next != pad + "}" {
            lines.removeFirst()
            guard next.hasPrefix(pad + "case "), next.hasSuffix(":") else { throw Malformed(description: "expected a case: \(next)") }
            let patterns = next.dropFirst(pad.count + "case ".count).dropLast().components(separatedBy: ", ")
            cases.append((patterns, try parse(&lines, indent: indent + 4)))
        }
        guard lines.popFirst() == pad + "}" else { throw Malformed(description: "a switch without its closing brace") }
        return .choice(subject: subject, cases: cases)
    }

    func choose(_ contexts: [String: String], subjects: [NestedSwitch.Subject]) throws -> Int {
        switch self {
        case .leaf(let leaf):
            return leaf
        case .choice(let subject, let cases):
            let all = cases.flatMap(\.patterns)
            let declared = subjects.first { $0.expression == subject }?.cases ?? []
            guard all.sorted() == declared.sorted() else {
                throw Malformed(description: "switch \(subject) lists \(all), not each of \(declared) once")
            }
            let body = cases.first { $0.patterns.contains(contexts[subject]!) }!.body
            return try body.choose(contexts, subjects: subjects)
        }
    }
}
