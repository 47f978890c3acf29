import Foundation
@testable import Lowering
@testable import TokenCompiler
@testable import TokenModel
@testable import SwiftOutput

/// The reader's fixture corpus in `Fixtures/Reader`: `valid/<topic>/…` and `invalid/<topic>/…`.
/// A fixture is a `.json` file, or a folder of them when the topic is about several files.
enum ReaderFixtures {
    static let root = TestPaths.fixtures.appendingPathComponent("Reader")

    /// The absolute path of a fixture named relative to `Fixtures/Reader`.
    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    /// The fixtures of `kind` (`valid` or `invalid`) as `<topic>/<name>`, sorted.
    static func fixtures(_ kind: String) -> [String] {
        let folder = root.appendingPathComponent(kind)
        let manager = FileManager.default
        let topics = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
        return topics.flatMap { topic in
            let names = (try? manager.contentsOfDirectory(atPath: folder.appendingPathComponent(topic).path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.map { "\(topic)/\($0)" }
        }.sorted()
    }

    /// Every token file in the corpus, files inside folder fixtures included, relative to `Fixtures/Reader`.
    static let allFiles: [String] = {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    }()

    static func validate(_ relative: String, options: ReaderOptions = ReaderOptions()) -> ValidationReport {
        validateTokens(at: path(relative), options: options)
    }
}

extension ValidationReport {
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

// Short spellings of the value model, so expectations read like the fixtures. Numbers are given
// as the text the file writes, which the model keeps alongside the value.

func number(_ text: String) -> NumberLiteral {
    NumberLiteral(value: Double(text)!, text: text)
}

func px(_ text: String) -> DimensionValue { DimensionValue(value: number(text), unit: .px) }
func rem(_ text: String) -> DimensionValue { DimensionValue(value: number(text), unit: .rem) }
func ms(_ text: String) -> DurationValue { DurationValue(value: number(text), unit: .ms) }
func seconds(_ text: String) -> DurationValue { DurationValue(value: number(text), unit: .s) }

/// A color component: a number's text, or `"none"`.
func component(_ text: String) -> ColorValue.Component {
    text == "none" ? .none : .number(number(text))
}

func color(_ space: ColorSpace, _ components: [String], alpha: String? = nil, hex: String? = nil) -> ColorValue {
    ColorValue(colorSpace: space, components: components.map(component), alpha: alpha.map(number), hex: hex)
}

func srgb(_ red: String, _ green: String, _ blue: String, alpha: String? = nil, hex: String? = nil) -> ColorValue {
    color(.srgb, [red, green, blue], alpha: alpha, hex: hex)
}

func bezier(_ x1: String, _ y1: String, _ x2: String, _ y2: String) -> CubicBezierValue {
    CubicBezierValue(x1: number(x1), y1: number(y1), x2: number(x2), y2: number(y2))
}
