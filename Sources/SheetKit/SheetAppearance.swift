#if canImport(UIKit)
    import UIKit

    /// How a sheet's surface is drawn: its background (a colour, `.clear`, or a material), a shadow
    /// outside its rounded corners, and a border. Set it on ``SheetController/appearance``; changing
    /// the sheet's detents, style or any other setting keeps it.
    ///
    /// ```swift
    /// sheet.appearance.backgroundColor = .clear
    /// sheet.appearance.backgroundEffect = UIBlurEffect(style: .systemThickMaterial)
    /// sheet.appearance.shadow = SheetAppearance.Shadow(opacity: 0.2, radius: 12)
    /// ```
    /// As FloatingPanel's `SurfaceAppearance`: the surface is clipped to its corners, the shadow is
    /// drawn by a view around it that is not, so both show.
    public struct SheetAppearance {
        /// A shadow drawn around the sheet's rounded surface (none by default: its opacity is 0).
        public struct Shadow {
            /// The shadow's colour; a dynamic colour follows Dark Mode.
            public var color: UIColor
            /// The shadow's opacity, from 0 (none) to 1.
            public var opacity: Float
            /// The shadow's blur radius, in points.
            public var radius: CGFloat
            /// The shadow's offset, in points (negative `height` casts it upwards).
            public var offset: CGSize

            /// A shadow of `color` at `opacity`, blurred by `radius`, moved by `offset`.
            /// - Parameters:
            ///   - color: The shadow's colour.
            ///   - opacity: Its opacity, from 0 to 1.
            ///   - radius: Its blur radius, in points.
            ///   - offset: Its offset, in points.
            public init(
                color: UIColor = .black, opacity: Float = 0, radius: CGFloat = 3,
                offset: CGSize = CGSize(width: 0, height: -3)
            ) {
                self.color = color
                self.opacity = opacity
                self.radius = radius
                self.offset = offset
            }

            /// FloatingPanel's default surface shadow (`SurfaceAppearance.Shadow()`): black at 0.2
            /// opacity, blurred by 3 points, moved 1 point down. SheetKit's default is none, as UIKit's
            /// page sheet; set this to keep a migrated panel's look.
            public static var floatingPanel: Shadow {
                Shadow(color: .black, opacity: 0.2, radius: 3, offset: CGSize(width: 0, height: 1))
            }
        }

        /// FloatingPanel's default `SurfaceAppearance()`: the system background and its default
        /// shadow (``Shadow/floatingPanel``), no border. Its corner radius (0) is the sheet's
        /// ``SheetController/preferredCornerRadius``, not part of the appearance.
        public static var floatingPanel: SheetAppearance {
            SheetAppearance(backgroundColor: .systemBackground, shadow: .floatingPanel)
        }

        /// The surface's colour; nil (the default) for the sheet's ``SheetController/background``
        /// (the system or grouped background, elevated in Dark Mode). `.clear` shows only the
        /// ``backgroundEffect``, or what is behind the sheet.
        public var backgroundColor: UIColor?
        /// A material behind the content (`UIBlurEffect(style: .systemMaterial)`), drawn over the
        /// ``backgroundColor``; nil for none.
        public var backgroundEffect: UIVisualEffect?
        /// The shadow around the surface, outside its rounded clip.
        public var shadow: Shadow
        /// The border's colour; nil for none.
        public var borderColor: UIColor?
        /// The border's width, in points, drawn inside the surface's edge.
        public var borderWidth: CGFloat

        /// An appearance; the defaults draw the sheet as UIKit's page sheet (its background, no
        /// material, shadow or border).
        /// - Parameters:
        ///   - backgroundColor: The surface's colour; nil for the sheet's background.
        ///   - backgroundEffect: A material behind the content.
        ///   - shadow: The shadow outside the rounded clip.
        ///   - borderColor: The border's colour.
        ///   - borderWidth: The border's width, in points.
        public init(
            backgroundColor: UIColor? = nil, backgroundEffect: UIVisualEffect? = nil,
            shadow: Shadow = Shadow(),
            borderColor: UIColor? = nil, borderWidth: CGFloat = 0
        ) {
            self.backgroundColor = backgroundColor
            self.backgroundEffect = backgroundEffect
            self.shadow = shadow
            self.borderColor = borderColor
            self.borderWidth = borderWidth
        }
    }
#endif
