/// The component kinds SwiftUI has a style protocol for, and `card` (tokenc's `Card` and
/// `CardStyle`): `component.<kind>` groups that need no declaration.
package enum BuiltInComponent: String, CaseIterable, Sendable {
    case button, textField, label, toggle, card

    /// The kind in prose: `text field`.
    package var displayName: String { self == .textField ? "text field" : rawValue }
}
