import Testing

/// The slow kinds of test, so that they can be told apart (their suites' names end in
/// `BrowserTests`, which `swift test --skip` takes; see the README).
extension Tag {
    /// Drives headless Chromium.
    @Tag static var browser: Self
}
