// View modifiers. Every one is `nonisolated` in Apple's SDK (the iOS 18 interface shape is
// "nonisolated public func pickerStyle<S>(_ style: S) -> some View where S : PickerStyle" [I]; the current
// documentation prints `nonisolated` on each page). A main-actor modifier here would invent errors in
// nonisolated code such as a `TextFieldStyle` body; a missing `nonisolated` would hide none, but we match.
//
// Soft-deprecated APIs (`deprecated: 100000.0` in Apple's SDK: Xcode strikes them through but does not
// warn) are declared plainly, because Linux ignores platform availability anyway. `cornerRadius` is the
// exception, on purpose: see below.

extension View {
    // MARK: Padding
    // https://developer.apple.com/documentation/swiftui/view/padding(_:) [D] — EdgeInsets
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/padding(_:_:) [D]
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/padding(_:) [S] — CGFloat
    nonisolated public func padding(_ length: CGFloat) -> some View { self }

    // MARK: Text and fonts
    // https://developer.apple.com/documentation/swiftui/view/font(_:) [D]
    nonisolated public func font(_ font: Font?) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/fontweight(_:) [U]
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/kerning(_:) [D] (View form: iOS 16)
    nonisolated public func kerning(_ kerning: CGFloat) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/tracking(_:) [D] (View form: iOS 16)
    nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/linespacing(_:) [D]
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

    // MARK: Colour and style
    // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:) [D]
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }
    // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:_:) [U]
    nonisolated public func foregroundStyle<S1, S2>(_ primary: S1, _ secondary: S2) -> some View where S1: ShapeStyle, S2: ShapeStyle { self }
    // https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) [U] (soft-deprecated)
    nonisolated public func foregroundColor(_ color: Color?) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/tint(_:) [D]
    nonisolated public func tint(_ tint: Color?) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/tint(_:) [S]
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { self }

    // MARK: Backgrounds and overlays
    // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:) [U]
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }
    // https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:) [S] (Shape)
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { self }
    // https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:) [D] (InsettableShape)
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: InsettableShape { self }
    // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:) [U]
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    // https://developer.apple.com/documentation/swiftui/view/background(_:alignment:) [U] (soft-deprecated).
    // `@_disfavoredOverload` [U]: `.background(Color.red)` is unambiguous in Apple's SDK (Color is both a View
    // and a ShapeStyle), which requires this overload to lose to the ShapeStyle one.
    @_disfavoredOverload
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { self }

    // https://developer.apple.com/documentation/swiftui/view/overlay(_:ignoressafeareaedges:) [U]
    nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { self }
    // https://developer.apple.com/documentation/swiftui/view/overlay(_:in:fillstyle:) [U]
    nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { self }
    // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:) [U]
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { self }
    // https://developer.apple.com/documentation/swiftui/view/overlay(_:alignment:) [U] (soft-deprecated; disfavoured like background(_:alignment:))
    @_disfavoredOverload
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { self }

    // MARK: Shape and effects
    // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:) [D]
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { self }
    // https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:) [U]
    // Apple: deprecated in a future version ("Use `clipShape` or `fillStyle` instead."), which Xcode does not
    // warn about. Deliberately STRICTER here: a warning, so `-warnings-as-errors` keeps it out of generated code.
    @available(*, deprecated, message: "Use `clipShape` or `fillStyle` instead.")
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:) [D]
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/opacity(_:) [D]
    nonisolated public func opacity(_ opacity: Double) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:) [D][S] (return type: docs dump shows ModifiedContent, [S] `some View`)
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:) [U] (CGSize)
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    // MARK: Layout
    // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:) [U]
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:) [D]
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }

    // MARK: Animation and state
    // https://developer.apple.com/documentation/swiftui/view/animation(_:value:) [U]
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { self }
    // https://developer.apple.com/documentation/swiftui/view/disabled(_:) [U]
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    // https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) [I17] (iOS 17.4 SDK interface)
    // "@inlinable public func task<T>(id value: T, priority: _Concurrency.TaskPriority = .userInitiated,
    // @_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void) -> some SwiftUI.View where T : Swift.Equatable"
    nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View where T: Equatable { self }

    // MARK: Pointer
    // https://developer.apple.com/documentation/swiftui/view/onhover(perform:) [I17] (iOS 17.4 SDK interface)
    // "@available(iOS 13.4, macOS 10.15, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    // @inlinable public func onHover(perform action: @escaping (Swift.Bool) -> Swift.Void) -> some SwiftUI.View"
    nonisolated public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
}
