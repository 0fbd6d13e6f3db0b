import Testing

/// The slow kinds of test, so that they can be told apart (`swift test --skip
/// 'CurvesEndToEndTests|BrowserTests'` leaves all of them out; see the README).
extension Tag {
    /// Runs the built `curves` binary (every suite of this target).
    @Tag static var binary: Self
    /// Drives the shell on a pseudo-terminal.
    @Tag static var terminal: Self
    /// Drives headless Chromium.
    @Tag static var browser: Self
}
