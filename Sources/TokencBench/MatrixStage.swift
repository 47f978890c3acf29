import Foundation
import TokenCompiler
import TokencBenchSupport

/// One resolver document of many modifiers (``ModifierMatrixDocument``) measured: `tokenc
/// validate` on it as a process, and its peak resident memory.
struct MatrixReport: Codable {
    var modifiers: Int
    var contexts: Int
    /// The product of the context counts: never made, but what resolving per permutation would do.
    var permutations: Int
    var documentBytes: Int
    var validate: StageResult
}

/// The documents of the issue: 8 modifiers of 6 contexts and 20 of 2, each token varying with
/// one modifier.
let matrixShapes = [(modifiers: 8, contexts: 6), (modifiers: 20, contexts: 2)]

/// `tokenc validate --tokens <document>` for each shape, as a separate process.
func measureMatrices(runs: Int) throws -> [MatrixReport] {
    try matrixShapes.map { shape in
        let document = ModifierMatrixDocument.text(modifiers: shape.modifiers, contexts: shape.contexts)
        let file = workDirectory.appendingPathComponent("matrix-\(shape.modifiers)x\(shape.contexts).resolver.json")
        try Data(document.utf8).write(to: file)
        let label = "validate \(shape.modifiers) × \(shape.contexts) modifiers (tokenc)"
        let stage: StageResult
        if let tokencMissing {
            stage = .unavailable(.matrixValidate, label, reason: tokencMissing)
        } else {
            progress("  \(label): \(runs) runs")
            let (sample, peak) = try measureChild(runs: runs, tokenc, ["validate", "--tokens", file.path])
            stage = .measured(.matrixValidate, label, sample, peak: peak)
        }
        let permutations = (0..<shape.modifiers).reduce(1) { count, _ in count * shape.contexts }
        return MatrixReport(
            modifiers: shape.modifiers, contexts: shape.contexts, permutations: permutations,
            documentBytes: document.utf8.count, validate: stage)
    }
}
