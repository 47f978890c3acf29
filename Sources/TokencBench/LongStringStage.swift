import Foundation

/// The bytes of the string value of the long-string document: 64 MiB, the default limit of one
/// file's size, less the few bytes around the string.
let longStringBytes = (64 << 20) - 256

/// `tokenc validate` of one token file whose only token's value is a 64 MiB string: reading a
/// long string must run at the speed of scanning JSON, linear in its length (issue 29 found 16 MB
/// taking 4.3 s, about 4 MB/s).
func measureLongString(runs: Int) throws -> StageResult {
    let file = workDirectory.appendingPathComponent("long-string.tokens.json")
    var document = Data(#"{ "note": { "$type": "string", "$value": ""#.utf8)
    document.append(Data(repeating: UInt8(ascii: "a"), count: longStringBytes))
    document.append(Data(#"" } }"#.utf8))
    try document.write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let label = "validate a 64 MiB string (tokenc)"
    if let tokencMissing { return .unavailable(.longStringValidate, label, reason: tokencMissing) }
    progress("  \(label): \(runs) runs")
    let measured = try measureChildren(runs: runs, [ChildJob(executable: tokenc, arguments: ["validate", "--tokens", file.path])])[0]
    return .measured(.longStringValidate, label, measured.wall, bytes: document.count, peak: measured.peakResidentBytes, cpu: measured.cpu)
}
