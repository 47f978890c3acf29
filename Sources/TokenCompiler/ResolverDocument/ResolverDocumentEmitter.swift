import Foundation
import TokenJSON
import TokenModel

extension ResolutionPlan {
    /// The DTCG 2025.10 resolver document that says what this plan says, to be written in `folder`:
    /// each set under `sets` and each modifier under `modifiers` (with its contexts and default),
    /// `resolutionOrder` referring to them in order, files referenced relative to `folder`, and
    /// tokens written inline kept inline.
    ///
    /// The document is one tokenc reads back: sets that follow each other are one set (the
    /// folders' base files and a file's own base), a set of no sources is left out, and a name
    /// that a set or a modifier already has is made unique (`base-2`), since the format names
    /// each once.
    package func resolverDocument(relativeTo folder: String) -> JSONOutput {
        var sets: [JSONOutput.Member] = []
        var modifiers: [JSONOutput.Member] = []
        var order: [JSONOutput] = []
        var names: Set<String> = []
        func unique(_ name: String, in kind: String) -> String {
            var candidate = name
            var number = 2
            while !names.insert(kind + "/" + candidate).inserted {
                candidate = "\(name)-\(number)"
                number += 1
            }
            return candidate
        }
        var pendingSet: (name: String, sources: [TokenSource])?
        func flushSet() {
            guard let set = pendingSet, !set.sources.isEmpty else { return }
            let name = unique(set.name, in: "sets")
            sets.append(.init(name, .object(["sources": Self.sources(set.sources, relativeTo: folder)])))
            order.append(.object(["$ref": .string(ResolverReference.text(of: ["sets", name]))]))
        }
        for layer in layers {
            switch layer.kind {
            case .set(let sources):
                if pendingSet == nil { pendingSet = (layer.name, []) }
                pendingSet!.sources += sources
            case .modifier(let modifier):
                flushSet()
                pendingSet = nil
                var members: [JSONOutput.Member] = []
                if let description = modifier.description { members.append(.init("description", .string(description))) }
                members.append(.init("contexts", .object(modifier.contexts.map {
                    .init($0.name, Self.sources($0.sources, relativeTo: folder))
                })))
                if let defaultContext = modifier.defaultContext { members.append(.init("default", .string(defaultContext))) }
                let name = unique(modifier.name, in: "modifiers")
                modifiers.append(.init(name, .object(members)))
                order.append(.object(["$ref": .string(ResolverReference.text(of: ["modifiers", name]))]))
            }
        }
        flushSet()
        var document: [JSONOutput.Member] = [
            .init("$schema", .string("https://www.designtokens.org/schemas/2025.10/resolver.json")),
            .init("version", .string(ResolverDocumentReader.version)),
        ]
        if !sets.isEmpty { document.append(.init("sets", .object(sets))) }
        if !modifiers.isEmpty { document.append(.init("modifiers", .object(modifiers))) }
        document.append(.init("resolutionOrder", .array(order)))
        return .object(document)
    }

    /// The folder a resolver document for this plan belongs in: the resolver document's folder,
    /// the tokens folder, or the folder of a single token file.
    package var folder: String {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: origin, isDirectory: &isDirectory), isDirectory.boolValue {
            return origin
        }
        let folder = PathFolder.of(origin)
        return folder.isEmpty ? "." : folder
    }

    private static func sources(_ sources: [TokenSource], relativeTo folder: String) -> JSONOutput {
        .array(sources.map { source in
            switch source {
            case .file(let path, _): .object(["$ref": .string(ResolverPaths.relative(path, from: folder))])
            case .inline(let group): JSONOutput(group)
            }
        })
    }
}

extension ResolverPaths {
    /// `file` as a document in `folder` refers to it: `brands/acme.json`, `../shared/base.json`.
    static func relative(_ file: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = [String](repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}
