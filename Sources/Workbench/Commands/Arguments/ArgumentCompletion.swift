/// What tab completion offers for an argument's value.
enum ArgumentCompletion: Equatable {
    /// Nothing to offer (a number, a text).
    case nothing
    /// These words.
    case words([String])
    /// File names: the line editor completes paths.
    case files
    /// The session's curves, the presets and Penner's curves; `animations` adds the session's
    /// animations, `extra` more words.
    case curves(animations: Bool = false, extra: [String] = [])
    /// The session's own curves (`own`), and its animations when `animations`.
    case ownCurves(animations: Bool = false)
    /// The session's animations.
    case animations
    /// The session's keyframes curves.
    case keyframesCurves
    /// Every word that starts a command, and `extra`.
    case commandWords(extra: [String])

    /// The same with `words` offered too.
    func adding(_ words: [String]) -> ArgumentCompletion {
        switch self {
        case .words(let own): .words(own + words)
        case .curves(let animations, let extra): .curves(animations: animations, extra: extra + words)
        case .nothing: .words(words)
        default: self
        }
    }
}
