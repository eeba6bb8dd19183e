#if canImport(SwiftUI)
    import SwiftUI
    #if canImport(UIKit)
        import SheetKit
        import UIKit
    #endif

    /// A full-size layer that draws one sheet from its model's `SheetViewState`: the dim, the
    /// sheet moved by an offset, its grabber and content. It reports the container (size, safe area,
    /// traits), the keyboard, drags and taps to the model, in its own coordinate space.
    @MainActor
    struct SheetContainerView<SheetContent: View>: View {
        @ObservedObject var model: SheetModel
        let sheetContent: SheetContent
        /// Called with the content's options whenever they change.
        let optionsChanged: @MainActor (BottomSheetOptions) -> Void

        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        @Environment(\.verticalSizeClass) private var verticalSizeClass
        @Environment(\.displayScale) private var displayScale
        @Environment(\.sizeCategory) private var sizeCategory
        @GestureState private var isTouchingDim = false

        static var space: String { "SheetKitUI.container" }

        var body: some View {
            GeometryReader { proxy in
                let container = container(proxy)
                layer(container)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                    // The layer covers the whole container, safe area included; its top-left corner
                    // is the container's origin for every point sent to the host.
                    .ignoresSafeArea(.container)
                    .coordinateSpace(name: Self.space)
                    #if canImport(UIKit)
                        // Over the whole container, safe area included: its frame on the screen is
                        // the container's, for the keyboard.
                        .background(SheetWindowReader(model: model).ignoresSafeArea())
                    #endif
                    .onAppear { model.container(container) }
                    .onChange(of: container) { model.container($0) }
                    #if canImport(UIKit)
                        .onReceive(
                            NotificationCenter.default.publisher(
                                for: UIResponder.keyboardWillChangeFrameNotification)
                        ) { note in
                            // SheetKit's reading of the notification, against the container's view.
                            if let view = model.containerView, let keyboard = HostKeyboard(note, in: view) {
                                model.keyboard(keyboard)
                            }
                        }
                        .onReceive(
                            NotificationCenter.default.publisher(
                                for: UIAccessibility.voiceOverStatusDidChangeNotification)
                        ) { _ in
                            model.voiceOver(UIAccessibility.isVoiceOverRunning)
                        }
                        .onAppear { model.voiceOver(UIAccessibility.isVoiceOverRunning) }
                    #endif
            }
            // The keyboard is the host's to avoid, from its frame: not a safe-area change.
            .ignoresSafeArea(.keyboard)
        }

        /// The container as the host reads it: the full area behind the safe area, its insets and traits.
        private func container(_ proxy: GeometryProxy) -> HostContainer {
            let insets = proxy.safeAreaInsets
            var category = "UICTContentSizeCategoryL"
            #if canImport(UIKit)
                category = UIContentSizeCategory(sizeCategory).rawValue
            #endif
            return HostContainer(
                safeSize: proxy.size, top: insets.top, leading: insets.leading, bottom: insets.bottom,
                trailing: insets.trailing,
                layoutDirection: layoutDirection == .leftToRight ? .leftToRight : .rightToLeft,
                horizontalSizeClass: horizontalSizeClass == .regular ? .regular : .compact,
                verticalSizeClass: verticalSizeClass.map { $0 == .regular ? .regular : .compact },
                displayScale: displayScale, contentSizeCategory: category)
        }

        @ViewBuilder
        private func layer(_ container: HostContainer) -> some View {
            ZStack(alignment: .topLeading) {
                SheetDim(motion: model.motion)
                    .gesture(dimTouch)
                    .onChange(of: isTouchingDim) { touching in
                        if !touching { model.dragReset() }
                    }
                    .accessibilityHidden(true)
                if !model.view.isHidden {
                    // The content is a value made once per layout change; the motion, observed by a
                    // modifier alone, moves it without evaluating it again.
                    SheetSurface(model: model, content: sheetContent, optionsChanged: optionsChanged)
                        .modifier(SheetMotionOffset(motion: model.motion))
                }
            }
        }

        /// A touch on the dim, as pointer events: the host tells a tap (a dismissal attempt) from a
        /// drag that moved too far to be one.
        private var dimTouch: some Gesture {
            DragGesture(minimumDistance: 0, coordinateSpace: .named(Self.space))
                .updating($isTouchingDim) { _, state, _ in state = true }
                .onChanged { [model] value in
                    model.dragChanged(location: value.location, startLocation: value.startLocation)
                }
                .onEnded { [model] value in model.dragEnded(location: value.location) }
        }
    }

    /// The dim behind the sheet: the only view besides the sheet's offset that follows every frame.
    @MainActor
    struct SheetDim: View {
        @ObservedObject var motion: SheetMotionModel

        var body: some View {
            Color.black.opacity(Double(motion.value.dimAlpha))
                .contentShape(Rectangle())
                .allowsHitTesting(motion.value.dimTakesTaps)
        }
    }

    /// Moves the sheet to the frame's offset. A view modifier's `content` is not evaluated again
    /// when the modifier's own state changes: the sheet's views stay as they are while it moves.
    @MainActor
    struct SheetMotionOffset: ViewModifier {
        @ObservedObject var motion: SheetMotionModel

        func body(content: Content) -> some View {
            content.offset(x: motion.value.offset.x, y: motion.value.offset.y)
        }
    }

    /// The view a floating sheet floats over, receding behind it as the host says (`HostPresenter`):
    /// scaled about its top centre, moved down, its corners rounded, a black layer over it. At rest
    /// (`.identity`) nothing is clipped or covered. Only this modifier follows the frames; the view
    /// itself is not evaluated again.
    @MainActor
    struct SheetPresenterRecession: ViewModifier {
        @ObservedObject var motion: SheetMotionModel

        func body(content: Content) -> some View {
            let presenter = motion.value.presenter
            content
                // The radius before the scale, so the drawn one is the host's (as SheetKit sets it).
                .clipShape(
                    RecedingShape(
                        cornerRadius: presenter.unscaledCornerRadius, clips: presenter.clipsToCorners)
                )
                .overlay(Color.black.opacity(Double(presenter.dimAlpha)).allowsHitTesting(false))
                .scaleEffect(presenter.scale, anchor: .top)
                .offset(y: presenter.offset)
        }
    }

    /// The receding view's outline: rounded while it recedes; without a radius, no clip at all (a
    /// view drawing past its frame is left as it is).
    struct RecedingShape: Shape {
        var cornerRadius: CGFloat
        /// `HostPresenter.clipsToCorners`.
        var clips: Bool

        func path(in rect: CGRect) -> Path {
            guard clips else {
                return Path(rect.insetBy(dx: -100_000, dy: -100_000))
            }
            return Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
        }
    }

    /// The sheet itself, laid out at the view state's layout height (not its moving height) and
    /// drawn with its background running below it, so a drag moves it without laying the content
    /// out again.
    @MainActor
    struct SheetSurface<Content: View>: View {
        @ObservedObject var model: SheetModel
        let content: Content
        let optionsChanged: @MainActor (BottomSheetOptions) -> Void
        @State private var options = BottomSheetOptions()
        @GestureState private var isDragging = false

        var body: some View {
            let view = model.view
            VStack(spacing: 0) {
                Color.clear.frame(height: view.chromeHeight)
                measuredContent(view)
                    .environment(\.bottomSheetActions, model.actions)
                    .onPreferenceChange(BottomSheetOptionsKey.self) { value in
                        options = value
                        optionsChanged(value)
                    }
                    .padding(.leading, view.contentInsets.left)
                    .padding(.trailing, view.contentInsets.right)
                    // The home indicator's inset as a safe area, so a list scrolls under it with its
                    // last row above it.
                    .safeAreaInset(edge: .bottom, spacing: 0) {
                        Color.clear.frame(height: view.contentInsets.bottom)
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                    #if canImport(UIKit)
                        .background(SheetScrollProbe(tracker: model.scrollTracker))
                    #endif
            }
            .frame(width: view.width, height: view.layoutHeight, alignment: .top)
            .background(alignment: .top) {
                TopRoundedRectangle(radius: view.cornerRadius)
                    .fill(background)
                    // Runs below the sheet: a drag past the detent never shows a gap.
                    .frame(height: view.layoutHeight + 2000)
            }
            .mask(alignment: .top) {
                TopRoundedRectangle(radius: view.cornerRadius).frame(height: view.layoutHeight + 2000)
            }
            .overlay(alignment: .topLeading) {
                if view.showsGrabber {
                    SheetGrabber(model: model)
                }
            }
            .simultaneousGesture(drag)
            .onChange(of: isDragging) { dragging in
                if !dragging { model.dragReset() }
            }
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(view.isAccessibilityModal ? .isModal : [])
            .accessibilityAction(.escape) { model.send(.accessibility(.escape)) }
        }

        /// The content, reporting its fitting height when a detent depends on it.
        private func measuredContent(_ view: SheetViewState) -> some View {
            content.modifier(
                ContentMeasuring(isActive: model.measuresContent) { [model] size in
                    model.contentMeasured(height: size.height, width: size.width)
                })
        }

        /// A drag anywhere on the sheet, as host pointer events; a reset without an end is a cancel.
        private var drag: some Gesture {
            DragGesture(minimumDistance: 1, coordinateSpace: .named(SheetContainerView<Content>.space))
                .updating($isDragging) { _, state, _ in state = true }
                .onChanged { [model] value in
                    model.dragChanged(location: value.location, startLocation: value.startLocation)
                }
                .onEnded { [model] value in model.dragEnded(location: value.location) }
        }

        private var background: Color {
            #if canImport(UIKit)
                // SheetKit's sheet colour, elevated in Dark Mode as UIKit's sheets are.
                Color(options.background.sheetColor)
            #else
                options.background == .gray ? Color.gray.opacity(0.15) : Color.white
            #endif
        }
    }

    /// The grabber: a capsule drawn as iOS draws it, in a touch area the host sizes (at least 44 pt),
    /// and the adjustable accessibility element that steps between detents, worded by the host.
    @MainActor
    struct SheetGrabber: View {
        @ObservedObject var model: SheetModel

        var body: some View {
            let view = model.view
            let rect = view.grabberRect
            // The host's capsule rect (SheetKit's grabber draws the same), relative to the touch area.
            let capsule = view.grabberCapsuleRect.offsetBy(dx: -rect.minX, dy: -rect.minY)
            ZStack(alignment: .topLeading) {
                Capsule()
                    .fill(Color.secondary.opacity(0.45))
                    .frame(width: capsule.width, height: capsule.height)
                    .offset(x: capsule.minX, y: capsule.minY)
            }
            .frame(width: rect.width, height: rect.height, alignment: .topLeading)
            .contentShape(Rectangle())
            .offset(x: rect.minX, y: rect.minY)
            .onTapGesture { [model] in model.send(.accessibility(.activate)) }
            .accessibilityElement()
            .accessibilityLabel(Text(view.grabberLabel))
            .accessibilityValue(Text(view.grabberValue))
            .accessibilityAdjustableAction { [model] direction in
                model.send(.accessibility(direction == .increment ? .increment : .decrement))
            }
            .accessibilityAction { [model] in model.send(.accessibility(.activate)) }
        }
    }

    /// A rectangle with its top corners rounded: a bottom sheet's shape.
    struct TopRoundedRectangle: Shape {
        var radius: CGFloat

        func path(in rect: CGRect) -> Path {
            let r = SheetViewState.topCornerRadius(radius, width: rect.width, height: rect.height)
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + r))
            path.addArc(
                center: CGPoint(x: rect.minX + r, y: rect.minY + r), radius: r, startAngle: .degrees(180),
                endAngle: .degrees(270), clockwise: false)
            path.addLine(to: CGPoint(x: rect.maxX - r, y: rect.minY))
            path.addArc(
                center: CGPoint(x: rect.maxX - r, y: rect.minY + r), radius: r, startAngle: .degrees(270),
                endAngle: .degrees(0), clockwise: false)
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }
    #if canImport(UIKit)
        /// An invisible view covering the sheet's container, given to the model for the keyboard's
        /// screen coordinates (its window, its screen, its frame on the screen).
        struct SheetWindowReader: UIViewRepresentable {
            let model: SheetModel

            func makeUIView(context: Context) -> ReaderView {
                let view = ReaderView()
                view.isUserInteractionEnabled = false
                view.model = model
                return view
            }

            func updateUIView(_ view: ReaderView, context: Context) {
                view.model = model
                if view.window != nil { model.containerView = view }
            }

            final class ReaderView: UIView {
                weak var model: SheetModel?

                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    model?.containerView = window == nil ? nil : self
                }
            }
        }
    #endif
#endif
