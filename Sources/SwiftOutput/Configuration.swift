import Foundation
import TokenJSON
import TokenModel
import TokenCompiler

/// `tokenc.json`: the settings a project would otherwise repeat on every command line.
///
/// ```json
/// { "tokens": "design/tokens", "output": "App/DesignSystem", "access": "internal", "remBase": 16,
///   "names": { "selection": "selectionColors" } }
/// ```
///
/// Every key is optional; a flag on the command line overrides the key. Paths are relative to the
/// folder that holds the file. Unknown keys and values of the wrong kind are `invalid-config`
/// errors at their position.
package struct Configuration: Sendable, Hashable {
    /// Looked for in the current folder when `--config` is not given.
    package static let defaultFileName = "tokenc.json"

    /// The keys tokenc reads, in the order messages list them.
    package static let keys = [
        "tokens", "output", "access", "remBase", "strict", "ignoreTypes", "limits", "names", "assetCatalog", "assetCatalogBrand",
        "brokenReferences", "layout", "outsideFolders", "components", "exclude",
    ]

    /// Keys a team may expect from other tools or tokenc's plans, with why they are not read (yet).
    static let unsupportedKeys: [String: String] = [
        "typeName": "the generated type is always named AppTheme",
        "themeName": "the generated type is always named AppTheme",
        "moduleName": "the module is named by the target that compiles the output folder (Package.swift or Xcode), not by tokenc",
        "componentGroup": "the group of component tokens is named by \"components\", such as \"components\": \"ui\"",
    ]

    /// The file the settings were read from, as given.
    package var file: String
    /// The tokens path, relative to the current folder (already joined with the file's folder).
    package var tokens: String?
    /// The output folder, relative to the current folder (already joined with the file's folder).
    package var output: String?
    package var access: AccessLevel?
    package var remBase: Double?
    package var strict: Bool?
    package var ignoreTypes: [String]?
    /// `"limits": { "permutations": 10000, "files": 200000 }`: the bounds given, the others at their defaults.
    package var limits: Limits?
    /// Swift names chosen for tokens, groups, modifiers and contexts (``NameTable``).
    package var names: NameTable?
    /// The `.xcassets` folder to write the colors into, relative to the current folder (already
    /// joined with the file's folder); none when absent.
    package var assetCatalog: String?
    /// The brand (a context of a modifier other than the appearance) of the asset catalog.
    package var assetCatalogBrand: String?
    /// `"brokenReferences": "leave-out"`: what a reference to no token does (``BrokenReferencePolicy``).
    package var brokenReferences: BrokenReferencePolicy?
    /// `"layout": "folders"`: a tokens folder without a resolver document is laid out by its
    /// `brands/` and `modes/` folders only, not by its file names or Figma variables files.
    package var layout: FolderLayout?
    /// Folders outside the project folder that paths in this file and `$ref`s may lead into,
    /// relative to the current folder (already joined with the file's folder).
    package var outsideFolders: [String]?
    /// `"components": "ui"`: the top-level group read as components instead of `component`;
    /// `"components": false` reads no group as components (``ComponentConvention``).
    package var components: ComponentConvention?
    /// `"exclude": ["fonts/**", "index.json"]`: files under the tokens folder that hold no tokens
    /// (``PathPattern``), relative to the tokens folder.
    package var exclude: [PathPattern]?

    package init(file: String) {
        self.file = file
    }

    /// Reads the configuration at `path`; nil, with the reasons in `diagnostics`, when it cannot be
    /// read or has any error.
    package static func load(_ path: String, diagnostics: inout [Diagnostic]) -> Configuration? {
        guard let bytes = TokenFileReader.bytes(of: path, diagnostics: &diagnostics) else { return nil }
        var found: [Diagnostic] = []
        guard let document = TokenFileReader.parse(bytes: bytes, file: path, diagnostics: &found) else {
            diagnostics += found
            return nil
        }
        let configuration = read(document.root, file: path, diagnostics: &found)
        diagnostics += found
        return found.containsErrors ? nil : configuration
    }

    static func read(_ root: JSONValue, file: String, diagnostics: inout [Diagnostic]) -> Configuration {
        var configuration = Configuration(file: file)
        func error(_ message: String, at position: SourcePosition) {
            diagnostics.append(.error(.invalidConfig, message, at: SourceLocation(file: file, position: position)))
        }
        guard let members = root.objectMembers else {
            error("a configuration file must be a JSON object such as { \"tokens\": \"tokens\" }, found \(root.kind)", at: root.position)
            return configuration
        }
        let folder = PathFolder.of(file)
        for member in members {
            let value = member.value
            func string() -> String? {
                guard let text = value.stringValue, !text.isEmpty else {
                    error("'\(member.key)' must be a non-empty string, found \(value.kind == .string ? "an empty string" : value.kind.description)", at: value.position)
                    return nil
                }
                return text
            }
            switch member.key {
            case "tokens":
                configuration.tokens = string().map { join(folder, $0) }
            case "output":
                configuration.output = string().map { join(folder, $0) }
            case "access":
                guard let text = string() else { break }
                guard let level = AccessLevel(rawValue: text) else {
                    error("'access' must be \"public\" or \"internal\", not \"\(text)\"", at: value.position)
                    break
                }
                configuration.access = level
            case "remBase":
                guard let number = value.doubleValue, number.isFinite, number > 0, number <= NumberLiteral.maximumRemBase else {
                    error("'remBase' must be a positive number of points up to \(NumberLiteral(NumberLiteral.maximumRemBase).text), such as 16, found \(value.sourceText)", at: value.position)
                    break
                }
                configuration.remBase = number
            case "strict":
                guard let flag = value.boolValue else {
                    error("'strict' must be true or false, found \(value.sourceText)", at: value.position)
                    break
                }
                configuration.strict = flag
            case "ignoreTypes":
                guard let elements = value.arrayElements, elements.allSatisfy({ $0.stringValue?.isEmpty == false }) else {
                    error("'ignoreTypes' must be an array of $type names, such as [\"x-motion\"]", at: value.position)
                    break
                }
                configuration.ignoreTypes = elements.compactMap(\.stringValue)
            case "exclude":
                guard let elements = value.arrayElements, elements.allSatisfy({ $0.stringValue.map { !PathPattern($0).namesNothing } == true }) else {
                    error("'exclude' must be an array of file patterns relative to the tokens folder, such as [\"fonts/**\", \"index.json\"]", at: value.position)
                    break
                }
                configuration.exclude = elements.compactMap(\.stringValue).map(PathPattern.init)
            case "limits":
                configuration.limits = readLimits(value, file: file, diagnostics: &diagnostics)
            case "names":
                configuration.names = names(value, file: file, diagnostics: &diagnostics)
            case "assetCatalog":
                guard let text = string() else { break }
                if let problem = assetCatalogProblem(text) {
                    error("'assetCatalog' \(problem)", at: value.position)
                    break
                }
                configuration.assetCatalog = join(folder, text)
            case "assetCatalogBrand":
                configuration.assetCatalogBrand = string()
            case "brokenReferences":
                configuration.brokenReferences = brokenReferences(value, file: file, diagnostics: &diagnostics)
            case "layout":
                guard let text = string() else { break }
                guard let layout = FolderLayout(rawValue: text) else {
                    error("'layout' must be \"detected\" or \"folders\", not \"\(text)\"; a resolver document, named by \"tokens\", states any other layout", at: value.position)
                    break
                }
                configuration.layout = layout
            case "outsideFolders":
                guard let elements = value.arrayElements, elements.allSatisfy({ $0.stringValue?.isEmpty == false }) else {
                    error("'outsideFolders' must be an array of folder paths, such as [\"../shared-tokens\"]", at: value.position)
                    break
                }
                configuration.outsideFolders = elements.compactMap(\.stringValue).map { join(folder, $0) }
            case "components":
                configuration.components = components(value, file: file, diagnostics: &diagnostics)
            default:
                var message = "unknown key '\(member.key)' in \(file)"
                if let reason = unsupportedKeys[member.key] {
                    message += ": it is not supported, \(reason)"
                } else if let suggestion = Suggestion.nearest(to: member.key, in: keys) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; the keys are \(keys.quotedList())"
                }
                error(message, at: member.keyPosition)
            }
        }
        configuration.checkPathsStayInProject(members, diagnostics: &diagnostics)
        return configuration
    }

    /// `"brokenReferences"`: `"error"` (the default) or `"leave-out"`.
    private static func brokenReferences(_ value: JSONValue, file: String, diagnostics: inout [Diagnostic]) -> BrokenReferencePolicy? {
        guard let text = value.stringValue, let policy = BrokenReferencePolicy(rawValue: text) else {
            diagnostics.append(.error(
                .invalidConfig,
                "'brokenReferences' must be \(BrokenReferencePolicy.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")), found \(value.sourceText)",
                at: SourceLocation(file: file, position: value.position)))
            return nil
        }
        return policy
    }

    /// `"components"`: the name of a top-level group, or `false`.
    private static func components(_ value: JSONValue, file: String, diagnostics: inout [Diagnostic]) -> ComponentConvention? {
        if value.boolValue == false { return .off }
        let problem: String? = switch value.stringValue {
        case nil: "found \(value.sourceText)"
        case "": "found an empty string"
        case let name? where name.hasPrefix("$"): "not \"\(name)\": names starting with '$' are the format's properties, not groups"
        case let name? where name.contains(where: { "{}.".contains($0) }):
            "not \"\(name)\": a group's name must not contain '{', '}' or '.' (the root is one top-level group)"
        default: nil
        }
        if let problem {
            diagnostics.append(.error(
                .invalidConfig,
                "'components' must be the name of the top-level group of component tokens, such as \"ui\", or false to read no group as components; \(problem)",
                at: SourceLocation(file: file, position: value.position)))
            return nil
        }
        return ComponentConvention(root: value.stringValue)
    }

    /// The `"limits"` object: each key a positive whole number.
    private static func readLimits(_ value: JSONValue, file: String, diagnostics: inout [Diagnostic]) -> Limits? {
        func error(_ message: String, at position: SourcePosition) {
            diagnostics.append(.error(.invalidConfig, message, at: SourceLocation(file: file, position: position)))
        }
        guard let members = value.objectMembers else {
            error("'limits' must be an object such as { \"permutations\": \(Limits.defaultPermutations) }, found \(value.kind)", at: value.position)
            return nil
        }
        var limits = Limits()
        for member in members {
            func count(example: Int) -> Int? {
                guard let number = member.value.doubleValue, number.isFinite, number >= 1, number.rounded() == number, number <= Double(Int32.max) else {
                    error("'limits.\(member.key)' must be a whole number from 1 up, such as \(example), found \(member.value.sourceText)", at: member.value.position)
                    return nil
                }
                return Int(number)
            }
            switch member.key {
            case "permutations":
                limits.permutations = count(example: Limits.defaultPermutations) ?? limits.permutations
            case "files":
                limits.files = count(example: Limits.defaultFiles) ?? limits.files
            case "fileBytes":
                limits.fileBytes = count(example: Limits.defaultFileBytes) ?? limits.fileBytes
            default:
                var message = "unknown key '\(member.key)' in 'limits'"
                if let suggestion = Suggestion.nearest(to: member.key, in: Limits.keys) { message += "; did you mean '\(suggestion)'?" }
                error(message + "; the limits are \(Limits.keys.quotedList())", at: member.keyPosition)
            }
        }
        return limits
    }

    /// The `names` table: an object whose keys are names or dotted paths and whose values are new
    /// names; a value that cannot be one is an `invalid-config` error at the value.
    private static func names(_ value: JSONValue, file: String, diagnostics: inout [Diagnostic]) -> NameTable? {
        guard let members = value.objectMembers else {
            diagnostics.append(.error(
                .invalidConfig, "'names' must be an object of renames, such as { \"selection\": \"selectionColors\" }, found \(value.kind)",
                at: SourceLocation(file: file, position: value.position)))
            return nil
        }
        var table = NameTable()
        for member in members {
            guard let name = member.value.stringValue else {
                diagnostics.append(.error(
                    .invalidConfig, "the new name for '\(member.key)' must be a string, found \(member.value.kind)",
                    at: SourceLocation(file: file, position: member.value.position)))
                continue
            }
            if let problem = NameTable.problem(withNewName: name) {
                diagnostics.append(.error(
                    .invalidConfig, "'\(name)' cannot be the new name for '\(member.key)': \(problem)",
                    at: SourceLocation(file: file, position: member.value.position)))
                continue
            }
            table.add(.init(key: member.key, name: name, location: SourceLocation(file: file, position: member.keyPosition)))
        }
        return table
    }

    /// Why `path` cannot be an asset catalog's folder, or nil: it must be named `<name>.xcassets`.
    package static func assetCatalogProblem(_ path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        guard name.hasSuffix(".xcassets"), name.count > ".xcassets".count else {
            return "must be a folder named <name>.xcassets, such as \"Generated/Assets.xcassets\", not \"\(path)\""
        }
        return nil
    }

    /// `path` relative to `folder`, unless it is absolute or the folder is the current one.
    static func join(_ folder: String, _ path: String) -> String {
        guard !folder.isEmpty, folder != ".", !path.hasPrefix("/") else { return path }
        return (folder as NSString).appendingPathComponent(path)
    }
}
