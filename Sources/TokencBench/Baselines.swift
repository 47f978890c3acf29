import Foundation

/// Foundation's `JSONSerialization` on the same bytes as `parseStage`: the parse baseline.
func jsonSerializationStage(_ files: [Data]) throws {
    for data in files {
        blackHole(try JSONSerialization.jsonObject(with: data))
    }
}

/// The type-check baseline: a Swift file with `count` plain `static let x: Double = …`
/// constants in one enum, as many as the design system has tokens.
func plainConstantsSource(count: Int) -> String {
    var source = "// \(count) plain constants: the type-check baseline of tokenc-bench.\n\npublic enum BaselineConstants {\n"
    source.reserveCapacity(count * 48)
    for index in 0..<count {
        source += "    public static let constant\(index): Double = \(index % 997).\(index % 89)\n"
    }
    return source + "}\n"
}
