import TokenJSON
import TokenModel

/// The project a `tokenc.json` describes: the folder holding it, and the outside folders it allows.
extension Configuration {
    /// The keys whose values are paths that tokenc reads or writes.
    static let pathKeys = ["tokens", "output", "assetCatalog"]

    /// The folder of the file (`.` for one in the current folder) and its `"outsideFolders"`:
    /// where the paths of this file and the `$ref`s of the tokens it names may lead.
    package var projectFolders: ProjectFolders {
        let folder = PathFolder.of(file)
        return ProjectFolders(project: folder.isEmpty ? "." : folder, outside: outsideFolders ?? [])
    }

    /// An `outside-project` error at each path key whose value leads out of ``projectFolders``,
    /// naming the `"outsideFolders"` entry that would allow it.
    func checkPathsStayInProject(_ members: [JSONMember], diagnostics: inout [Diagnostic]) {
        let folders = projectFolders
        for member in members where Self.pathKeys.contains(member.key) {
            let path: String? = switch member.key {
            case "tokens": tokens
            case "output": output
            default: assetCatalog
            }
            guard let path, let written = member.value.stringValue, !folders.contains(path) else { continue }
            // An asset catalog's own folder is what the build creates; allowing the folder it is in is what a person means.
            let allowed = member.key == "assetCatalog" ? PathFolder.of(written) : written
            diagnostics.append(.error(
                .outsideProject,
                "'\(member.key)' is '\(written)', which leads to '\(ProjectFolders.absolute(path))', outside the project folder '\(folders.project)' (the folder of \(file)); tokenc reads and writes only inside it unless told: add \"outsideFolders\": [\"\(allowed.isEmpty ? "." : allowed)\"] to allow that folder",
                at: SourceLocation(file: file, position: member.value.position)))
        }
    }
}
