// SF Symbols: the rendering modes and scales generated `ThemeSymbol` code and usage examples use.

// https://developer.apple.com/documentation/swiftui/symbolrenderingmode [I] (iOS 17.4 interface):
// "public struct SymbolRenderingMode : Swift.Sendable" with four static lets, iOS 15.
public struct SymbolRenderingMode: Sendable {
    public static let monochrome: SymbolRenderingMode = _standIn()
    public static let multicolor: SymbolRenderingMode = _standIn()
    public static let hierarchical: SymbolRenderingMode = _standIn()
    public static let palette: SymbolRenderingMode = _standIn()
}

extension Image {
    // https://developer.apple.com/documentation/swiftui/image/scale [I]: "public enum Scale : Swift.Sendable"
    // with its own `==` and `hash(into:)`, so Hashable; not @frozen.
    public enum Scale: Hashable, Sendable {
        case small
        case medium
        case large
    }

    // https://developer.apple.com/documentation/swiftui/image/symbolrenderingmode(_:) [I]
    // "public func symbolRenderingMode(_ mode: SwiftUI.SymbolRenderingMode?) -> SwiftUI.Image", iOS 15.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/imagescale [I] (get set)
    public var imageScale: Image.Scale {
        get { _standIn() }
        set {}
    }
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/imagescale(_:) [I]
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:) [I]
    nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/transformenvironment(_:transform:) [I]
    // "func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View"
    nonisolated public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        self
    }
}
