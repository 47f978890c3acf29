// The call sites of the SwiftUI style articles, written against the generated code: cards set on a
// parent, an app-written card style, button roles and the toggle's states.
#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

// Snippet: cards
struct OrderList: View {
    var body: some View {
        VStack {
            Card {
                Text("Order 1024")
                Text("2 items")
            }
            Card("Order 1025")
                .cardStyle(.outline)   // this card only
        }
        .cardStyle(.elevated)          // every card inside
    }
}

/// A card tokens cannot describe: the theme's raised color, a hairline only in dark mode.
struct OutlineCardStyle: CardStyle {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.appTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(theme.spacing.md)
            .background(theme.color.background.raised.color, in: theme.radius.mediumShape)
            .overlay {
                theme.radius.mediumShape
                    .stroke(theme.color.text.secondary.color, lineWidth: colorScheme == .dark ? 1 : 0)
            }
    }
}

extension CardStyle where Self == OutlineCardStyle {
    static var outline: OutlineCardStyle { OutlineCardStyle() }
}
// Snippet: end

// Snippet: states
struct AccountActions: View {
    @State private var notifications = true
    @State private var news = true
    @State private var offers = false

    var body: some View {
        VStack {
            Toggle("Notifications", isOn: $notifications)
                .toggleStyle(.brand)          // VoiceOver: "Notifications, on, switch"
            Toggle(sources: [$news, $offers], isOn: \.self) { Text("All emails") }
                .toggleStyle(.brand)          // mixed: the thumb in the middle
            Button("Delete account", role: .destructive) {}
                .buttonStyle(.destructive)
            Button("Sign out", role: .destructive) {}
                .buttonStyle(.secondary)      // drawn as component.button.destructive
            Button("Continue") {}
                .buttonStyle(.secondary)
                .disabled(true)               // disabledOpacity
        }
    }
}
// Snippet: end

// Snippet: configurations
/// One style drawn from a configuration built by hand, as a snapshot test renders it. The style is
/// a stored property, so SwiftUI updates its `@Environment` values.
struct DetailSnapshot<Style: DetailStyle>: View {
    let style: Style
    let configuration = DetailStyleConfiguration(
        title: .init(Text("Order 1024")), subtitle: .init(Text("2 items")), caption: .init(Image(systemName: "shippingbox")))

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}

/// The style the environment holds here, as the articles read it: an `AnyDetailStyle` around it.
struct CurrentDetailStyle: View {
    @Environment(\.detailStyle) private var style

    var body: some View {
        Text(verbatim: "\(type(of: style.base))")
    }
}

struct DetailSnapshots: View {
    var body: some View {
        DetailSnapshot(style: .inset)
        DetailSnapshot(style: SideCaptionDetailStyle())
        CurrentDetailStyle()
            .detailStyle(.plain)
    }
}
// Snippet: end
#endif
