import Foundation
import TokencCLI

// `make docs` (`swift run tokenc-docs`, from the package root): rewrites the generated regions of
// Documentation/CommandLine.md and Documentation/Diagnostics.md from the code. A test fails while
// the committed pages differ from what this writes.
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
    FileHandle.standardError.write(Data("tokenc-docs: run it from the package root (the folder holding Package.swift)\n".utf8))
    exit(64)
}
do {
    let source = try String(
        contentsOf: root.appendingPathComponent(ReferencePage.diagnosticCodeSourcePath), encoding: .utf8)
    for page in try ReferencePage.all(diagnosticCodeSource: source) {
        let url = root.appendingPathComponent(page.path)
        let current = try String(contentsOf: url, encoding: .utf8)
        let updated = try page.updating(current)
        if updated == current {
            print("\(page.path) is current")
        } else {
            try Data(updated.utf8).write(to: url, options: .atomic)
            print("wrote \(page.path)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("tokenc-docs: \(error)\n".utf8))
    exit(1)
}
