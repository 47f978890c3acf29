// The style articles' last call sites, written against the generated code: a component whose
// configuration holds data (the articles' smoothie row), styles set inside styles, an app-written
// style that wraps a generated one, and the whole pattern at a glance for the README.
#if canImport(SwiftUI)
import DesignSystem
import SwiftUI

// Snippet: data
struct MenuScreen: View {
    @State private var favorites: Set<String> = []

    var body: some View {
        List {
            MenuRow("Berry Blue", subtitle: "Blueberry, banana", imageName: "berry-blue", thumbnailSize: 60,
                    isFavorite: favorites.contains("berry-blue")) {
                favorites.insert("berry-blue")
            }
            MenuRow(imageName: "lemonberry", thumbnailSize: 60, isFavorite: false, onTap: {}) {
                Text("Lemonberry")
            } subtitle: {
                Label("New", systemImage: "sparkles")
            }
        }
        .menuRowStyle(.thumbnail)
    }
}

/// The articles' smoothie row: the configuration's data drawn by a style the app writes.
struct ThumbnailMenuRowStyle: MenuRowStyle {
    @Environment(\.appTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        Button(action: configuration.onTap) {
            HStack(spacing: theme.spacing.md) {
                Image(configuration.imageName)
                    .resizable()
                    .frame(width: configuration.thumbnailSize, height: configuration.thumbnailSize)
                    .clipShape(theme.radius.mediumShape)
                VStack(alignment: .leading) {
                    configuration.title
                        .typography(theme.typography.headline)
                    configuration.subtitle
                }
                Spacer()
                if configuration.isFavorite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(theme.color.brand.primary.color)
                }
            }
        }
        .buttonStyle(.plain)
    }
}

extension MenuRowStyle where Self == ThumbnailMenuRowStyle {
    static var thumbnail: ThumbnailMenuRowStyle { ThumbnailMenuRowStyle() }
}

/// A configuration built by hand, data and views, to snapshot one style on its own:
/// `MenuRowSnapshot(style: .thumbnail)`.
struct MenuRowSnapshot<Style: MenuRowStyle>: View {
    let style: Style
    let configuration = MenuRowStyleConfiguration(
        imageName: "berry-blue", thumbnailSize: 60, isFavorite: true, onTap: {},
        title: .init(Text("Berry Blue")), subtitle: .init(Text("Blueberry, banana")))

    var body: some View {
        style.makeBody(configuration: configuration)
    }
}
// Snippet: end

// Snippet: composition
struct Checkout: View {
    var body: some View {
        Card {
            Text("2 items")
            Button("Edit order") {}                        // .secondary: the elevated card's buttons
            Button {} label: {
                Label("Pay", systemImage: "creditcard")    // .onBrand: the primary button's labels
            }
            .buttonStyle(.primary)
        }
        .cardStyle(.badged)
    }
}

/// An app-written style around a generated one: the elevated card, with a badge.
struct BadgedCardStyle: CardStyle {
    /// A stored property, so SwiftUI updates the generated style's `@Environment` theme.
    private let elevated = ElevatedCardStyle()

    func makeBody(configuration: Configuration) -> some View {
        elevated.makeBody(configuration: configuration)
            .overlay(alignment: .topTrailing) {
                Circle().fill(Color.red).frame(width: 8, height: 8)
            }
    }
}

extension CardStyle where Self == BadgedCardStyle {
    static var badged: BadgedCardStyle { BadgedCardStyle() }
}
// Snippet: end

/// The environment holds an equatable `AnyCardStyle`: setting an equal style again changes nothing.
struct CardStyleEquality: View {
    @Environment(\.cardStyle) private var style

    var body: some View {
        Text(verbatim: style == AnyCardStyle(.elevated) ? "elevated" : "\(type(of: style.base))")
    }
}

// Snippet: readme-styles
struct OrderScreen: View {
    @Environment(\.detailStyle) private var detailStyle     // the style around this view
    let sample = DetailStyleConfiguration(                  // built by hand, as a snapshot test does
        title: .init(Text("Order 1024")), subtitle: .init(EmptyView()), caption: .init(Text("Tuesday")))

    var body: some View {
        VStack {
            Card {                                          // elevated, so its buttons are .secondary
                detailStyle.makeBody(configuration: sample)
                Button("Cancel order", role: .destructive) {}
                    .buttonStyle(.primary)                  // drawn as component.button.destructive
            }
            Detail("Refund", subtitle: "Pending", caption: "3 days").detailStyle(.captionFirst)
            MenuRow("Berry Blue", subtitle: "Blueberry", imageName: "berry-blue", thumbnailSize: 60,
                    isFavorite: true) {}                    // the smoothie row: data in its configuration
            Card("Note").cardStyle(.outline)               // a CardStyle the app writes
        }
        .cardStyle(.elevated)                               // on a parent: every card inside
    }
}

struct CaptionFirstDetailStyle: DetailStyle {               // a DetailStyle the app writes
    @Environment(\.colorScheme) private var colorScheme

    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.caption.opacity(colorScheme == .dark ? 0.7 : 1)
            configuration.title
        }
    }
}
// Snippet: end

extension DetailStyle where Self == CaptionFirstDetailStyle {
    static var captionFirst: CaptionFirstDetailStyle { CaptionFirstDetailStyle() }
}
#endif
