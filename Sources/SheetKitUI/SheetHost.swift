#if canImport(SwiftUI)
    import SwiftUI
    #if canImport(UIKit)
        import UIKit
    #endif

    /// What a host needs to know about the sheet it shows, besides its content.
    struct SheetHostSpec {
        var detents: [Detent]
        /// Modal sheets dim, block the background and can be dismissed; floating ones are a
        /// permanent drawer over live content.
        var isModal: Bool
        var onAttemptToDismiss: (@MainActor () -> Void)?
    }

    /// Draws a presenting view with a sheet over it, every position from the engine's frame: the
    /// dim, the sheet's top edge and height, its corners. Gestures, ticks, the container and the
    /// keyboard go to the engine with their times.
    @MainActor
    struct SheetHost<SheetContent: View>: View {
        let spec: SheetHostSpec
        @Binding var isPresented: Bool
        @Binding var selection: Detent.Identifier?
        let sheetContent: () -> SheetContent

        @StateObject private var model = SheetModel()
        @State private var options = BottomSheetOptions()
        @State private var keyboardTop: CGFloat?
        @Environment(\.accessibilityReduceMotion) private var reduceMotion

        var body: some View {
            GeometryReader { proxy in
                TimelineView(.animation(paused: !model.needsTicks)) { timeline in
                    overlay(in: proxy)
                        .onChange(of: timeline.date) { model.tick($0.timeIntervalSinceReferenceDate) }
                }
                .onAppear { start(in: proxy) }
                .onChange(of: proxy.size) { _ in model.update(container: container(in: proxy)) }
                .onChange(of: keyboardTop) { _ in model.update(container: container(in: proxy)) }
                #if canImport(UIKit)
                    .onReceive(
                        NotificationCenter.default.publisher(
                            for: UIResponder.keyboardWillChangeFrameNotification)
                    ) {
                        note in
                        let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                        keyboardTop = end.map(\.minY)
                    }
                    .onReceive(
                        NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
                    ) { _ in
                        keyboardTop = nil
                    }
                #endif
            }
            .ignoresSafeArea()
            .onChange(of: isPresented) { presented in
                model.handle(presented ? .present : .dismiss)
            }
            .onChange(of: selection) { identifier in
                if let identifier, identifier != model.frame.selectedDetentIdentifier {
                    model.handle(.select(identifier, animated: true))
                }
            }
            .onChange(of: options) { _ in model.reconfigure(configuration()) }
            .onChange(of: reduceMotion) { _ in model.reconfigure(configuration()) }
        }

        /// The container the engine lays the sheet out in: the full screen, its safe area, the
        /// keyboard's overlap and the size class.
        private func container(in proxy: GeometryProxy) -> SheetContainer {
            let global = proxy.frame(in: .global)
            let keyboard = keyboardTop.map { max(global.maxY - $0, 0) } ?? 0
            return SheetContainer(
                size: proxy.size,
                safeAreaInsets: SafeAreaInsets(
                    top: proxy.safeAreaInsets.top, bottom: proxy.safeAreaInsets.bottom,
                    leading: proxy.safeAreaInsets.leading, trailing: proxy.safeAreaInsets.trailing),
                keyboardHeight: min(keyboard, proxy.size.height),
                isCompactHeight: SheetContainer.infersCompactHeight(height: proxy.size.height))
        }

        /// The engine configuration the spec and the content's options ask for.
        private func configuration() -> SheetConfiguration {
            var configuration = SheetConfiguration(
                detents: spec.detents.isEmpty ? [.medium, .large] : spec.detents,
                selectedDetentIdentifier: selection,
                isModalInPresentation: options.interactiveDismissDisabled,
                isDismissible: spec.isModal)
            switch options.backgroundInteraction {
            case .automatic:
                configuration.largestUndimmedDetentIdentifier = spec.isModal ? nil : largestDetent
            case .disabled: configuration.largestUndimmedDetentIdentifier = nil
            case .enabled: configuration.largestUndimmedDetentIdentifier = largestDetent
            case .enabledUpThrough(let detent): configuration.largestUndimmedDetentIdentifier = detent
            }
            configuration.style.background = options.background
            configuration.style.preferredCornerRadius = options.cornerRadius
            configuration.style.prefersGrabberVisible = options.dragIndicator != .hidden
            configuration.behavior.reducesMotion = reduceMotion
            return configuration
        }

        private var largestDetent: Detent.Identifier? { spec.detents.last?.identifier }

        private func start(in proxy: GeometryProxy) {
            model.onEvents = { [self] events in report(events) }
            model.reconfigure(configuration())
            model.update(container: container(in: proxy))
            if isPresented || !spec.isModal { model.handle(.present) }
        }

        /// Turns the engine's events into the bindings and callbacks of the modifier.
        private func report(_ events: SheetEvents) {
            if let changed = events.selectedDetentChanged, selection != changed { selection = changed }
            if events.attemptedToDismiss { spec.onAttemptToDismiss?() }
            if events.dismissed, isPresented { isPresented = false }
        }

        @ViewBuilder
        private func overlay(in proxy: GeometryProxy) -> some View {
            let frame = model.frame
            ZStack(alignment: .topLeading) {
                Color.black.opacity(Double(frame.dimAlpha))
                    .contentShape(Rectangle())
                    .allowsHitTesting(frame.state != .dismissed && !frame.isBackgroundInteractive)
                    .onTapGesture { model.handle(.tapDimmed) }
                    .accessibilityHidden(true)
                if frame.state != .dismissed {
                    sheet(frame, width: proxy.size.width)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }

        private func sheet(_ frame: SheetFrame, width: CGFloat) -> some View {
            VStack(spacing: 0) {
                if options.dragIndicator != .hidden { grabber }
                sheetContent()
                    .environment(\.bottomSheetActions, BottomSheetActions(close: closeAction, isHosted: true))
                    .onPreferenceChange(BottomSheetOptionsKey.self) { options = $0 }
                Spacer(minLength: 0)
            }
            .frame(width: width, height: max(frame.height, 0), alignment: .top)
            .background(background)
            .clipShape(TopRoundedRectangle(radius: frame.cornerRadius))
            .offset(y: frame.top)
            .modifier(SheetDragModifier(model: model, contentInteraction: options.contentInteraction))
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(spec.isModal ? .isModal : [])
            .accessibilityAction(.escape) { model.handle(.closeButton) }
        }

        private var closeAction: @MainActor @Sendable () -> Void {
            let model = model
            return { model.handle(.closeButton) }
        }

        private var background: Color {
            #if canImport(UIKit)
                options.background == .gray
                    ? Color(UIColor.secondarySystemBackground) : Color(UIColor.systemBackground)
            #else
                options.background == .gray ? Color.gray.opacity(0.15) : Color.white
            #endif
        }

        /// The grabber: drawn as iOS draws it, and an adjustable element that steps between detents.
        private var grabber: some View {
            Capsule()
                .fill(Color.secondary.opacity(0.45))
                .frame(width: 36, height: 5)
                .frame(maxWidth: .infinity, minHeight: 16)
                .contentShape(Rectangle())
                .onTapGesture { model.handle(.selectNextDetent) }
                .accessibilityElement()
                .accessibilityLabel(Text("Sheet grabber"))
                .accessibilityValue(Text(model.frame.selectedDetentIdentifier?.rawValue ?? ""))
                .accessibilityAdjustableAction { direction in
                    model.handle(direction == .increment ? .selectNextDetent : .selectPreviousDetent)
                }
        }
    }

    /// Feeds a `DragGesture` to the engine: began on the first change, the translation as it moves,
    /// the velocity at the end (iOS 17's, or the engine's own estimate before that).
    @MainActor
    struct SheetDragModifier: ViewModifier {
        @ObservedObject var model: SheetModel
        let contentInteraction: BottomSheetOptions.ContentInteraction

        func body(content: Content) -> some View {
            let drag = DragGesture(minimumDistance: 1, coordinateSpace: .global)
                .onChanged { value in
                    let time = value.time.timeIntervalSinceReferenceDate
                    if !model.isDragging { model.handle(.dragBegan(location: .chrome), at: time) }
                    model.handle(
                        .dragChanged(
                            translation: value.translation.height,
                            horizontalTranslation: value.translation.width),
                        at: time)
                }
                .onEnded { value in
                    let time = value.time.timeIntervalSinceReferenceDate
                    if #available(iOS 17, macOS 14, *) {
                        model.handle(.dragEnded(velocity: value.velocity.height), at: time)
                    } else {
                        model.handle(.dragEnded(), at: time)
                    }
                }
            if contentInteraction == .scrolls {
                content.gesture(drag)
            } else {
                content.simultaneousGesture(drag)
            }
        }
    }

    /// A rectangle with its top corners rounded: a bottom sheet's shape.
    struct TopRoundedRectangle: Shape {
        var radius: CGFloat

        func path(in rect: CGRect) -> Path {
            let r = min(max(radius, 0), rect.width / 2, rect.height)
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
#endif
