// The app target of the README's walkthrough: `tokenc init`, `tokenc build` into the local package
// of Documentation/Integration.md, and a screen that uses the starter's styles.
#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

struct CheckoutView: View {
    @Environment(\.appTheme) private var theme
    @State private var email = ""

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.md) {
            TextField("Email", text: $email)
                .textFieldStyle(.rounded)
            Button("Pay now") {}
                .buttonStyle(.primary)
                .disabled(email.isEmpty)
        }
        .padding(theme.spacing.lg)
        .background(theme.color.background.base.color)
    }
}

struct CheckoutRoot: View {
    var body: some View {
        CheckoutView()
            .appTheme(.starter)
    }
}
#endif
