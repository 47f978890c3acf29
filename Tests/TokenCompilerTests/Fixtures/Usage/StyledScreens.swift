// The generated styles, shapes and the custom `Detail` component, used as an app would.
#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

// Snippet: intro
struct CheckoutView: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        Button("Pay now") {}
            .buttonStyle(.primary)
            .padding(theme.spacing.lg)
            .background(theme.color.background.base.color)
    }
}
// Snippet: end

// Snippet: styles
struct SignInView: View {
    @State private var email = ""
    @State private var remember = true

    var body: some View {
        Card {
            Label("Inbox", systemImage: "tray")
                .labelStyle(.accent)
            TextField("Email", text: $email)
                .textFieldStyle(.rounded)
            Toggle("Remember me", isOn: $remember)
                .toggleStyle(.brand)
            Button("Continue") {}
                .buttonStyle(.primary)
                .disabled(email.isEmpty)   // drawn with disabledOpacity
            Button("Delete account", role: .destructive) {}
                .buttonStyle(.primary)     // drawn as component.button.destructive
        }
        .cardStyle(.elevated)
    }
}
// Snippet: end

// Snippet: shapes
struct Avatar: View {
    @Environment(\.appTheme) private var theme

    var body: some View {
        Image(systemName: "person.crop.circle")
            .frame(width: 44, height: 44)
            .background(theme.color.background.raised.color, in: theme.radius.mediumShape)
            .clipShape(theme.radius.mediumShape)
    }
}
// Snippet: end

// Snippet: components
struct OrderSummary: View {
    var body: some View {
        VStack(alignment: .leading) {
            Detail { Text("A") } subtitle: { Text("B") } caption: { Text("C") }
                .detailStyle(.plain)
            Detail("Order 1024", subtitle: "2 items", caption: "Arrives Tuesday")
                .detailStyle(.inset)
            Detail("Refund", subtitle: "Pending", caption: "3 days")
                .detailStyle(.sideCaption)
        }
    }
}

/// A layout tokens cannot describe: the caption beside the title, dimmed in dark mode.
struct SideCaptionDetailStyle: DetailStyle {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.appTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: theme.spacing.xs) {
            HStack {
                configuration.title
                    .typography(theme.typography.headline)
                Spacer()
                configuration.caption
                    .opacity(colorScheme == .dark ? 0.7 : 1)
            }
            configuration.subtitle
        }
    }
}

extension DetailStyle where Self == SideCaptionDetailStyle {
    static var sideCaption: SideCaptionDetailStyle { SideCaptionDetailStyle() }
}
// Snippet: end
#endif
