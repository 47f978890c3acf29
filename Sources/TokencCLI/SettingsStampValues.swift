import TokenModel

extension Settings {
    /// Every stored setting as `name=value`, in declaration order: the settings part of the build
    /// stamp's key, so that a build whose settings differ in any way is not skipped.
    ///
    /// Written out rather than reflected: `String(describing:)` of each value made the runtime
    /// search the process's protocol conformances (a fifth of a no-change build's instructions),
    /// and printed the `names` table's dictionary in the process's own hash order, so that a table
    /// of several renames gave a new key, and a full build, nearly every time. `SettingsStampTests`
    /// keeps this list equal to the stored properties, and those of the values they hold. Where
    /// each rename is written is left out: `tokenc.json` is an input, hashed with the others.
    var stampValues: [String] {
        [
            "tokens=" + Self.quoted(tokens),
            "output=" + Self.quoted(output),
            "access=" + access.rawValue,
            "remBase=" + remBase.description,
            "previews=" + previews.description,
            "strict=" + strict.description,
            "ignoreTypes=" + Self.list(ignoreTypes.map(Self.quoted)),
            "exclude=" + Self.list(exclude.map { Self.quoted($0.description) }),
            "limits=" + "permutations \(limits.permutations), files \(limits.files), fileBytes \(limits.fileBytes)",
            "names=" + Self.list(names.entries.map { Self.quoted($0.key) + ": " + Self.quoted($0.name) }),
            "configFile=" + Self.optional(configFile),
            "assetCatalog=" + Self.optional(assetCatalog),
            "assetCatalogBrand=" + Self.optional(assetCatalogBrand),
            "brokenReferences=" + brokenReferences.rawValue,
            "layout=" + layout.rawValue,
            "projectFolders=" + (projectFolders.map { folders in
                Self.list(folders.allowed.map { Self.quoted($0.written) + " -> " + Self.quoted($0.resolved) })
            } ?? "nil"),
            "components=" + Self.optional(components.root),
            "live=" + live.description,
        ]
    }

    /// A string as a Swift literal: quoted, with quotes, backslashes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        text.debugDescription
    }

    private static func optional(_ text: String?) -> String {
        text.map(quoted) ?? "nil"
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }
}
