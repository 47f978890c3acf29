/// Where tokenc's component convention lives in a token tree: the top-level group whose
/// `<kind>.<variant>.<property>` tokens become SwiftUI styles (`tokenc.json`'s `"components"`).
/// Reading, resolving, emitting and the preview are all given the same one.
package struct ComponentConvention: Sendable, Hashable {
    /// The top-level group the convention reads; nil when it is switched off and every group is
    /// plain tokens.
    package var root: String?

    /// `component`, the root when `tokenc.json` names none.
    package static let standard = ComponentConvention(root: "component")
    /// `"components": false`: no group is read as components, and no style is made.
    package static let off = ComponentConvention(root: nil)

    package init(root: String?) {
        self.root = root
    }

    /// True when `path` is the root or lies under it.
    package func contains(_ path: TokenPath) -> Bool {
        root != nil && path.components.first == root
    }

    /// The path of the kind `name`: `component.button`.
    package func kindPath(_ name: String) -> TokenPath? {
        root.map { TokenPath([$0, name]) }
    }
}
