import Foundation
import TokenModel
import SwiftOutput

/// The small design system `tokenc init` writes: a palette, semantic colors with light and dark
/// modes, radii, spacing, a typography ramp, a primary button and a rounded text field, one brand,
/// and a README explaining the layout. It is valid under `--strict` and builds as is.
package enum StarterDesignSystem {
    /// One file of the starter, with its path relative to the folder it is written into.
    package struct File: Sendable, Hashable {
        package var path: String
        package var contents: String
    }

    /// Every file, in the order they are written.
    package static let files: [File] = [
        File(path: "README.md", contents: StarterTemplates.readme),
        File(path: "palette.tokens.json", contents: StarterTemplates.palette),
        File(path: "color.tokens.json", contents: StarterTemplates.color),
        File(path: "layout.tokens.json", contents: StarterTemplates.layout),
        File(path: "typography.tokens.json", contents: StarterTemplates.typography),
        File(path: "component.tokens.json", contents: StarterTemplates.component),
        File(path: "brands/starter.json", contents: StarterTemplates.brand),
        File(path: "modes/light.json", contents: StarterTemplates.lightMode),
        File(path: "modes/dark.json", contents: StarterTemplates.darkMode),
    ]

    /// The paths under `folder` that writing the starter would overwrite (files, or anything else
    /// in the way), as `folder/path`.
    package static func existingPaths(in folder: String) -> [String] {
        files.map { join(folder, $0.path) }.filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Writes every file into `folder`, creating folders as needed. Without `force`, throws a
    /// `file-exists` error listing what is in the way, having written nothing. Returns the paths written.
    @discardableResult
    package static func write(into folder: String, force: Bool) throws(Diagnostic) -> [String] {
        let existing = existingPaths(in: folder)
        if !force, !existing.isEmpty {
            throw Diagnostic.error(
                .fileExists,
                "'\(folder)' already holds \(existing.count == 1 ? "a file" : "files") of the starter design system: "
                    + existing.quotedList() + "; nothing was written. Choose another folder, or pass --force to overwrite them",
                at: nil)
        }
        var written: [String] = []
        for file in files {
            let path = join(folder, file.path)
            try AtomicFile.write(Data(file.contents.utf8), to: path, creatingFolders: true)
            written.append(path)
        }
        return written
    }

    static func join(_ folder: String, _ path: String) -> String {
        (folder.hasSuffix("/") ? folder : folder + "/") + path
    }
}
