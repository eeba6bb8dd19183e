import Foundation
import Testing

@testable import SheetCore

@Suite("SheetSpring, projection and rubber band")
struct PhysicsTests {
    /// Integrates x'' = −ω²x − 2ζωx' with RK4 at a tiny step: an independent reference for the
    /// closed-form solution.
    func integrate(_ spring: SheetSpring, _ initial: SheetSpring.State, until time: Double)
        -> SheetSpring.State
    {
        let omega = spring.angularFrequency
        let zeta = spring.dampingFraction
        func acceleration(_ x: Double, _ v: Double) -> Double { -omega * omega * x - 2 * zeta * omega * v }
        var x = initial.displacement
        var v = initial.velocity
        let steps = max(Int(time / 1e-5), 1)
        let h = time / Double(steps)
        for _ in 0..<steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return SheetSpring.State(displacement: x, velocity: v)
    }

    @Test(arguments: [0.3, 0.85, 1.0, 1.6, 4.0])
    func closedFormMatchesTheDifferentialEquation(damping: Double) {
        let spring = SheetSpring(response: 0.35, dampingFraction: damping)
        let initial = SheetSpring.State(displacement: -376.5, velocity: 1500)
        for time in [0.0, 0.016, 0.05, 0.1, 0.2, 0.35, 0.6] {
            let exact = spring.state(after: time, from: initial)
            let reference = integrate(spring, initial, until: time)
            #expect(abs(exact.displacement - reference.displacement) < 1e-4, "x at \(time)")
            #expect(abs(exact.velocity - reference.velocity) < 1e-3, "v at \(time)")
        }
    }

    /// Values of the textbook solutions (response 0.35 s, released 376.5 pt below its target at
    /// 1500 pt/s towards it), computed outside Swift: (damping, time, position, velocity).
    static let analytic: [(Double, Double, Double, Double)] = [
        (0.5, 0.05, -225.45045151560646, 3789.3463592840026),
        (0.5, 0.2, 61.85539288507224, -211.8849241959295),
        (0.5, 0.5, -1.6954137953890291, 79.11516694662993),
        (1.0, 0.05, -260.60443035542636, 2535.10351681306),
        (1.0, 0.2, -39.402777376766345, 562.2766341368513),
        (1.0, 0.5, -0.37998327322742537, 6.156664043943482),
        (2.0, 0.05, -299.7711901964221, 1431.0490582422965),
        (2.0, 0.2, -145.77623680456765, 701.2142274497339),
        (2.0, 0.5, -34.432782050399595, 165.62900393655468),
    ]

    @Test(arguments: analytic.indices)
    func matchesTheAnalyticSolutionInEveryRegime(row: Int) {
        let (damping, time, position, velocity) = Self.analytic[row]
        let state = SheetSpring(response: 0.35, dampingFraction: damping)
            .state(after: time, from: SheetSpring.State(displacement: -376.5, velocity: 1500))
        #expect(abs(state.displacement - position) < 1e-9 * max(1, abs(position)))
        #expect(abs(state.velocity - velocity) < 1e-9 * max(1, abs(velocity)))
    }

    @Test func theSpringStartsExactlyWhereAndHowFastItWasReleased() {
        for damping in [0.5, 1.0, 2.0] {
            let state = SheetSpring(response: 0.4, dampingFraction: damping)
                .state(after: 0, from: SheetSpring.State(displacement: 12, velocity: -800))
            #expect(isClose(state.displacement, 12))
            #expect(isClose(state.velocity, -800, tolerance: 1e-9))
        }
    }

    @Test func underdampedOvershootsAndOverdampedDoesNot() {
        let initial = SheetSpring.State(displacement: -100, velocity: 0)
        let under = SheetSpring(response: 0.35, dampingFraction: 0.5)
        let over = SheetSpring(response: 0.35, dampingFraction: 1.5)
        let times = stride(from: 0.0, through: 2, by: 0.005)
        #expect(times.contains { under.state(after: $0, from: initial).displacement > 1 })
        #expect(times.allSatisfy { over.state(after: $0, from: initial).displacement <= 1e-9 })
        #expect(abs(under.state(after: 3, from: initial).displacement) < 1e-3)
    }

    @Test func projectionUsesScrollViewDeceleration() {
        #expect(isClose(Projection.distance(velocity: 1000), 499, tolerance: 1e-9))
        #expect(isClose(Projection.distance(velocity: -1500), -748.5, tolerance: 1e-9))
        #expect(isClose(Projection.distance(velocity: 1000, decelerationRate: 0.99), 99, tolerance: 1e-9))
    }

    @Test(arguments: [(10.0, 100.0), (100, 100), (500, 377), (5000, 50), (1e9, 300)])
    func rubberBandMatchesTheFormulaAndStaysInItsRoom(overshoot: Double, room: Double) {
        let offset = RubberBand.offset(overshoot: overshoot, dimension: room)
        #expect(isClose(offset, (1 - 1 / (overshoot * 0.55 / room + 1)) * room))
        #expect(offset >= 0 && offset <= room)
        #expect(offset < overshoot)
    }

    @Test(arguments: [1.0, 37, 400, 5000])
    func overshootInvertsTheRubberBand(overshoot: Double) {
        let offset = RubberBand.offset(overshoot: overshoot, dimension: 57)
        #expect(isClose(RubberBand.overshoot(offset: offset, dimension: 57), overshoot, tolerance: 1e-6))
        #expect(RubberBand.overshoot(offset: 0, dimension: 57) == 0)
        #expect(RubberBand.overshoot(offset: 57, dimension: 57).isFinite)
    }

    @Test func rubberBandIsZeroWithoutOvershootOrRoom() {
        #expect(RubberBand.offset(overshoot: 0, dimension: 100) == 0)
        #expect(RubberBand.offset(overshoot: -5, dimension: 100) == 0)
        #expect(RubberBand.offset(overshoot: 50, dimension: 0) == 0)
    }
}

@Suite("Release decision")
struct ReleaseDecisionTests {
    let resolution = SheetConfiguration(detents: [.height(120, identifier: "peek"), .medium, .large])
        .resolveDetents(in: iPhone)

    /// (height at release, height velocity, began on smallest, allows dismissal, expected)
    static let rows: [(CGFloat, CGFloat, Bool, Bool, String)] = [
        (410.5, 0, false, true, "medium"),  // at rest
        (450, 50, false, true, "medium"),  // slow release near medium
        (420, 1200, false, true, "large"),  // small fast flick reaches large
        (700, 0, false, true, "large"),  // nearest without velocity
        (600, -300, false, true, "medium"),  // projection 450.3 is nearer medium
        (154, -100, true, true, "peek"),  // projection 104.1: less than half below peek
        (154, -600, true, true, "dismiss"),  // projection 154−299.4 < 77: dismiss
        (150, -1600, false, true, "dismiss"),  // faster than the threshold from the smallest
        (154, -600, true, false, "peek"),  // not dismissible: stays
        (787, -3000, false, true, "dismiss"),  // a hard fling from large projects past everything
        (787, -900, false, true, "medium"),  // projection 337.9 is nearer medium than peek
    ]

    /// Releases read where the finger is: (sheet height, finger height, height velocity, allows
    /// dismissal, expected), over medium and large. Medium is 410.5, so less than 205.25 showing
    /// is less than half of the smallest detent.
    static let fingerRows: [(CGFloat, CGFloat, CGFloat, Bool, String)] = [
        (10.5, 10.5, 0, true, "dismiss"),  // 400 pt below medium, released still: dismiss
        (300, 10.5, 0, true, "dismiss"),  // a band holds the sheet at 300; the finger is at 10.5
        (120, 120, 50, true, "dismiss"),  // a slow upward drift still ends less than half showing
        (200, 200, 0, true, "dismiss"),  // just under half, no velocity needed
        (210, 210, 0, true, "medium"),  // just over half: back to medium
        (10.5, 10.5, 3000, true, "large"),  // an upward fling projects up: no dismissal
        (300, 10.5, 0, false, "medium"),  // not dismissible: the smallest detent
        (796.5, 1000, 0, true, "large"),  // pulled far past large: large
    ]

    @Test(
        "A release where the finger is settles at the tabled detent or dismisses",
        arguments: fingerRows.indices)
    func releaseAtFingerPositionSettlesAsTabled(row: Int) {
        let (height, finger, velocity, allows, expected) = Self.fingerRows[row]
        let decision = ReleaseDecision.decide(
            .init(
                height: height, velocity: velocity,
                resolution: SheetConfiguration(detents: [.medium, .large]).resolveDetents(in: iPhone),
                allowsDismissal: allows, beganOnSmallestDetent: false, fingerHeight: finger),
            behavior: SheetBehavior())
        switch decision {
        case .dismiss: #expect(expected == "dismiss", "row \(row)")
        case .detent(let detent): #expect(detent.identifier.rawValue == expected, "row \(row)")
        }
    }

    @Test(
        "A release at each height and velocity settles at the tabled detent, the projection's nearest",
        arguments: rows.indices)
    func releaseSettlesAtTheTabledDetent(row: Int) {
        let (height, velocity, began, allows, expected) = Self.rows[row]
        let decision = ReleaseDecision.decide(
            .init(
                height: height, velocity: velocity, resolution: resolution, allowsDismissal: allows,
                beganOnSmallestDetent: began), behavior: SheetBehavior())
        let projected = height + Projection.distance(velocity: velocity)
        switch decision {
        case .dismiss: #expect(expected == "dismiss", "row \(row), projected \(projected)")
        case .detent(let detent):
            let nearest = resolution.nearest(toFrameHeight: projected).identifier.rawValue
            #expect(detent.identifier.rawValue == nearest)
            #expect(detent.identifier.rawValue == expected, "row \(row)")
        }
    }
}
