// App-style code using the generated API the way the documentation shows it.
#if canImport(SwiftUI)
import SwiftUI

struct SettingsScreen: View {
    @Environment(\.appTheme) var theme
    @State private var name = ""
    @State private var notificationsOn = true
    @State private var showsDetails = false

    var body: some View {
        VStack(alignment: .leading, spacing: theme.spacing.medium) {
            Text("Settings")
                .font(theme.typography.title)
                .foregroundStyle(theme.colors.primary)
                .kerning(theme.letterSpacing)
            Text(verbatim: "v1.0")
                .font(.caption)
            Text(name)
                .lineSpacing(2)
            TextField("Name", text: $name)
                .textFieldStyle(.rounded)
            Toggle("Notifications", isOn: $notificationsOn)
                .toggleStyle(.pill)
            Label("Favourites", systemImage: "star")
                .labelStyle(.badge)
            if showsDetails {
                Text("Details")
                    .foregroundColor(theme.colors.onPrimary)
            } else {
                EmptyView()
            }
            if name.isEmpty {
                Spacer()
            }
            Group {
                Button("Save") { save() }
                    .buttonStyle(.primary)
                Button("Cancel", action: cancel)
                    .buttonStyle(.bordered)
            }
            AnyView(Text("Footer").font(.footnote))
        }
        .padding()
        .frame(width: 320, height: nil, alignment: .topLeading)
        .card()
        .modifier(AppThemeResolver())
    }

    private func save() { showsDetails.toggle() }
    private func cancel() { name = "" }
}

struct PreviewHost: View {
    var body: some View {
        SettingsScreen()
            .appTheme(.dark)
            .buttonStyle(.borderedProminent)
            .labelStyle(.iconOnly)
            .toggleStyle(.switch)
            .textFieldStyle(.roundedBorder)
    }
}
#endif
