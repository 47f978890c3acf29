// https://developer.apple.com/documentation/swiftui/gradient [D] — `@frozen struct Gradient: Equatable`; Sendable [U]
@frozen public struct Gradient: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/gradient/stop [D]
    @frozen public struct Stop: Equatable, Sendable {
        public var color: Color
        public var location: CGFloat
        // https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:) [D]
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Gradient.Stop]
    // https://developer.apple.com/documentation/swiftui/gradient/init(stops:) [D]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    // https://developer.apple.com/documentation/swiftui/gradient/init(colors:) [D]
    public init(colors: [Color]) { self.stops = [] }
}

// https://developer.apple.com/documentation/swiftui/lineargradient [D] — ShapeStyle and View
@frozen public struct LinearGradient: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/lineargradient/init(gradient:startpoint:endpoint:) [D]
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    // https://developer.apple.com/documentation/swiftui/lineargradient/init(colors:startpoint:endpoint:) [D]
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    // https://developer.apple.com/documentation/swiftui/lineargradient/init(stops:startpoint:endpoint:) [D]
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}
extension LinearGradient: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
