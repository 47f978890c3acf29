import Foundation
import TokenJSON
import TokenModel

/// Reading token sources: the `sources` of a set and the arrays of a modifier's contexts. A source
/// is tokens written inline or a reference object to a file, a set (whose sources are spliced in),
/// or tokens elsewhere in the document.
extension ResolverReading {
    /// The sources of a `sources` array or a context's array at `path`; `what` names the array in
    /// messages.
    mutating func readSources(_ array: JSONValue, path: [String], what: String) -> [TokenSource] {
        guard let elements = array.arrayElements else {
            error(.invalidResolver, "\(what) must be an array of token sources, found \(array.kind)", at: array.position)
            return []
        }
        return elements.enumerated().flatMap { index, element in
            readSource(element, path: path + [String(index)])
        }
    }

    /// One source: tokens written inline, or what its reference object leads to.
    mutating func readSource(_ value: JSONValue, path: [String]) -> [TokenSource] {
        guard let members = value.objectMembers else {
            error(.invalidResolver, "a source must be tokens (an object) or a reference object such as {\"$ref\": \"base.json\"}, found \(value.kind)", at: value.position)
            return []
        }
        guard let reference = members["$ref"] else {
            return [.inline(TokenFileReader.read(embedded: value, file: file, components: components, diagnostics: &diagnostics))]
        }
        guard var text = reference.value.stringValue else {
            error(.invalidResolverReference, "$ref must be a string such as \"base.json\" or \"#/sets/base\", found \(reference.value.kind)", at: reference.value.position)
            return []
        }
        let position = reference.value.position
        // `themes.json#orange`: a name where a JSON Pointer belongs, as Terrazzo accepts it.
        if let hash = text.firstIndex(of: "#"), hash != text.startIndex, !text[text.index(after: hash)...].isEmpty,
           !text[text.index(after: hash)...].hasPrefix("/") {
            let meant = String(text[...hash]) + "/" + text[text.index(after: hash)...]
            diagnostics.append(.warning(
                .legacyMapping,
                "'\(text)' names '\(text[text.index(after: hash)...])' where a JSON Pointer belongs; read as '\(meant)', the member of that name (write \"\(meant)\")",
                at: SourceLocation(file: file, position: position)))
            text = meant
        }
        switch ResolverReference.parse(text) {
        case .failure(let problem):
            error(.invalidResolverReference, problem.message, at: position)
            return []
        case .success(.pointer(let pointer)):
            return readPointerSource(pointer, text: text, members: members, path: path, at: position)
        case .success(.file(let reference, let pointer)):
            let target = ResolverPaths.resolve(reference, inFolder: folder)
            guard projectFolders.contains(target) else {
                error(
                    .outsideProject,
                    "'\(text)' leads to '\(ProjectFolders.absolute(target))', outside the project folder '\(projectFolders.project)', so tokenc did not open it; to read files there, name their folder in \"outsideFolders\" in tokenc.json",
                    at: position)
                return []
            }
            if let pointer, !isThisDocument(target) {
                return readOtherDocumentSource(target, pointer: pointer, text: text, members: members, at: position)
            }
            if let pointer {
                return readPointerSource(pointer, text: text, members: members, path: path, at: position)
            }
            return readFileSource(target, text: text, members: members, at: position)
        }
    }

    /// A source pointing into this document: a set, spliced in; tokens elsewhere (`#/$defs/…`);
    /// or another reference object, followed.
    private mutating func readPointerSource(_ pointer: [String], text: String, members: [JSONMember], path: [String], at position: SourcePosition) -> [TokenSource] {
        if pointer.first == "modifiers" {
            error(
                .invalidResolverReference,
                "'\(text)' refers to a modifier; only resolutionOrder may refer to modifiers, since a source cannot depend on an input",
                at: position)
            return []
        }
        if pointer == ["sets"] {
            error(.invalidResolverReference, "'\(text)' points at all the sets; name one, such as '#/sets/base'", at: position)
            return []
        }
        guard let target = value(at: pointer, from: path, text: text, at: position) else { return [] }
        if pointer.count == 2, pointer[0] == "sets" {
            let name = pointer[1]
            guard enter(ResolverReference.text(of: pointer), at: position) else { return [] }
            defer { leave() }
            if members.count > 1, let setMembers = target.objectMembers {
                return readSet(ResolverReading.overriding(setMembers, with: members), name: name, position: target.position, path: pointer)
            }
            return sources(ofSet: name)
        }
        guard target.kind == .object else {
            error(.invalidResolverReference, "'\(text)' points at \(target.kind); a source must be tokens (an object), a set or a file", at: position)
            return []
        }
        if target["$ref"] != nil {
            guard enter(ResolverReference.text(of: pointer), at: position) else { return [] }
            defer { leave() }
            return readSource(target, path: pointer)
        }
        guard checkNoOverrides(members, text: text) else { return [] }
        return [.inline(TokenFileReader.read(embedded: target, file: file, components: components, diagnostics: &diagnostics))]
    }

    /// A token file, which must exist and must not be a resolver document.
    private mutating func readFileSource(_ target: String, text: String, members: [JSONMember], at position: SourcePosition) -> [TokenSource] {
        if isThisDocument(target) {
            error(.referenceCycle, "'\(text)' is this resolver document; a source must be a token file", at: position)
            return []
        }
        if target.hasSuffix(".resolver.json") {
            error(.invalidResolverReference, "'\(text)' is a resolver document, not a token file; a source must hold tokens", at: position)
            return []
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) else {
            reportMissingFile(target, at: position)
            return []
        }
        if isDirectory.boolValue {
            error(.invalidResolverReference, "'\(target)' is a folder; a source must name one token file", at: position)
            return []
        }
        guard checkNoOverrides(members, text: text) else { return [] }
        return [.file(target, referencedAt: location(position))]
    }

    /// Tokens at a place in another file (`palette.json#/colors`).
    private mutating func readOtherDocumentSource(_ target: String, pointer: [String], text: String, members: [JSONMember], at position: SourcePosition) -> [TokenSource] {
        guard FileManager.default.fileExists(atPath: target) else {
            reportMissingFile(target, at: position)
            return []
        }
        if otherDocuments[target] == nil {
            var found: [Diagnostic] = []
            otherDocuments[target] = TokenFileReader.bytes(of: target, limit: fileLimit, diagnostics: &found)
                .flatMap { TokenFileReader.parse(bytes: $0, file: target, diagnostics: &found) }
            diagnostics += found
        }
        guard let document = otherDocuments[target] ?? nil else {
            failed = true
            return []
        }
        if document.root["resolutionOrder"] != nil {
            error(.invalidResolverReference, "'\(text)' points into another resolver document; a source must hold tokens", at: position)
            return []
        }
        var value = document.root
        for segment in pointer {
            guard let next = value[segment] ?? value.arrayElements.flatMap({ elements in Int(segment).flatMap { elements.indices.contains($0) ? elements[$0] : nil } }) else {
                error(.invalidResolverReference, "'\(text)' points to nothing: '\(target)' has nothing at '\(ResolverReference.text(of: pointer))'", at: position)
                return []
            }
            value = next
        }
        guard value.kind == .object else {
            error(.invalidResolverReference, "'\(text)' points at \(value.kind); a source must be tokens (an object)", at: position)
            return []
        }
        guard checkNoOverrides(members, text: text) else { return [] }
        return [.inline(TokenFileReader.read(embedded: value, file: target, components: components, diagnostics: &diagnostics))]
    }

    /// Keys beside a `$ref` to tokens would override top-level groups of another file or place;
    /// a source of their own after this one says the same, more plainly.
    private mutating func checkNoOverrides(_ members: [JSONMember], text: String) -> Bool {
        guard let extra = members.first(where: { $0.key != "$ref" }) else { return true }
        error(
            .invalidResolverReference,
            "'\(extra.key)' beside a $ref to tokens is not supported; write the tokens it overrides in a source of their own after '\(text)'",
            at: extra.keyPosition)
        return false
    }

    /// A file that does not exist, with the likeliest file of the same folder that does.
    private mutating func reportMissingFile(_ target: String, at position: SourcePosition) {
        var message = "the file '\(target)' does not exist"
        let folder = PathFolder.of(target)
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let name = String(target.dropFirst(folder.isEmpty ? 0 : folder.count + 1))
        if let suggestion = Suggestion.nearest(to: name, in: siblings.sorted()) {
            message += "; did you mean '\(folder.isEmpty ? suggestion : folder + "/" + suggestion)'?"
        }
        error(.invalidResolverReference, message, at: position)
    }

    private func isThisDocument(_ path: String) -> Bool {
        URL(fileURLWithPath: path).standardizedFileURL.path == URL(fileURLWithPath: file).standardizedFileURL.path
    }
}
