import CurveKit
import Testing

@testable import Workbench

/// Where a track is at a moment: delay, repeat and autoreverse as Core Animation plays them.
@Suite("play: a track's timeline")
struct PlayTimelineTests {
    typealias F = AnimationFixtures

    @Test("a bare curve plays once over one second, from x = 0 to x = 1")
    func curveTimeline() {
        let track = PlayTrack(curve: F.ease, named: "ease")
        #expect(track.endTime == 1)
        #expect(track.position(at: 0) == PlayPosition(phase: .forward(pass: 1), fraction: 0))
        #expect(track.position(at: 0.25) == PlayPosition(phase: .forward(pass: 1), fraction: 0.25))
        #expect(track.position(at: 1) == PlayPosition(phase: .finished, fraction: 1))
        #expect(track.position(at: 7) == PlayPosition(phase: .finished, fraction: 1))
    }

    @Test("nothing moves during the delay; then each pass runs x from 0 to 1")
    func delayAndRepeat() throws {
        let track = PlayTrack(try F.animation("hop opacity 0 1 duration=2 curve=linear delay=0.5 repeat=3"))
        #expect(track.activeDuration == 6)
        #expect(track.endTime == 6.5)
        #expect(track.position(at: 0) == PlayPosition(phase: .waiting, fraction: 0))
        #expect(track.position(at: 0.499) == PlayPosition(phase: .waiting, fraction: 0))
        #expect(track.position(at: 0.5) == PlayPosition(phase: .forward(pass: 1), fraction: 0))
        #expect(track.position(at: 1.5) == PlayPosition(phase: .forward(pass: 1), fraction: 0.5))
        #expect(track.position(at: 2.5) == PlayPosition(phase: .forward(pass: 2), fraction: 0))
        #expect(track.position(at: 6) == PlayPosition(phase: .forward(pass: 3), fraction: 0.75))
        #expect(track.position(at: 6.5) == PlayPosition(phase: .finished, fraction: 1))
    }

    @Test("autoreverse: each pass goes forward over the duration and back over another, ending at the start")
    func autoreverse() throws {
        let track = PlayTrack(try F.animation("swing opacity 0 1 duration=1 curve=linear delay=0.5 repeat=2 autoreverse"))
        #expect(track.activeDuration == 4)
        #expect(track.endTime == 4.5)
        #expect(track.position(at: 1) == PlayPosition(phase: .forward(pass: 1), fraction: 0.5))
        #expect(track.position(at: 1.5) == PlayPosition(phase: .backward(pass: 1), fraction: 1))
        #expect(track.position(at: 1.75) == PlayPosition(phase: .backward(pass: 1), fraction: 0.75))
        #expect(track.position(at: 2.5) == PlayPosition(phase: .forward(pass: 2), fraction: 0))
        #expect(track.position(at: 4.25) == PlayPosition(phase: .backward(pass: 2), fraction: 0.25))
        #expect(track.position(at: 4.5) == PlayPosition(phase: .finished, fraction: 0))
    }

    @Test("the request lasts until its last track ends; speed divides the real time")
    func requestDuration() throws {
        let request = PlayRequest(
            tracks: [
                PlayTrack(curve: F.ease, named: "ease"),
                PlayTrack(try F.animation("late opacity 0 1 duration=0.5 curve=linear delay=2")),
            ], speed: 4)
        #expect(request.duration == 2.5)
        #expect(request.realDuration == 0.625)
    }
}
