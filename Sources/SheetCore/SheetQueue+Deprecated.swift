import Foundation

/// The name the presentation policy had when a coordinator that ran every sheet's engine kept one
/// sheet at a time. Its rules are ``SheetQueue``'s now; only the policy's old name remains.
@available(*, deprecated, message: "Use SheetQueue; the policy is SheetQueue.PresentationPolicy")
public enum SheetCoordinator {
    /// How a new sheet treats the one already showing.
    public typealias PresentationPolicy = SheetQueue.PresentationPolicy
}
