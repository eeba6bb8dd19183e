#if canImport(UIKit)
    import UIKit

    extension Detent {
        /// A custom detent whose resolver runs on the main actor, as UIKit's detent resolvers are
        /// used: it may read a view or its controller without isolation warnings.
        ///
        /// ```swift
        /// .custom { [weak self] context in self?.header.frame.height }     // UIKit's spelling
        /// .custom(identifier: "header") { @MainActor [weak self] context in // with an identifier
        ///     self?.header.frame.height
        /// }
        /// ```
        /// With an identifier, SheetCore's platform-free `custom(identifier:resolver:)` is the one a
        /// plain closure picks; mark the closure `@MainActor` to pick this one. The sheet resolves
        /// detents on the main thread (its host runs in the main-actor UIKit binding); resolved on
        /// another thread, the detent is inactive (the resolver isn't run there).
        /// - Parameters:
        ///   - identifier: The detent's identifier; nil makes a unique one, as UIKit does.
        ///   - resolver: The detent's value in a context, or nil to make it inactive there.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor @Sendable (ResolutionContext) -> CGFloat?
        ) -> Detent {
            let identifier = identifier ?? Identifier("custom.\(UUID().uuidString)")
            // SheetKit's hosts run on the main actor, so the resolver is called there; UIKit's detents
            // and their resolution context are main-actor types too (UISheetPresentationController.h:
            // `NS_SWIFT_UI_ACTOR`). A `Detent` is a value any thread may resolve, though (a test, a
            // preview on a background queue): there the resolver, which may read views, is not run,
            // and the detent is inactive — as a resolver returning nil makes it — rather than a trap.
            let resolve: @Sendable (ResolutionContext) -> CGFloat? = { context in
                guard Thread.isMainThread else { return nil }
                return MainActor.assumeIsolated { resolver(context) }
            }
            return custom(identifier: identifier, resolver: resolve)
        }
    }
#endif
