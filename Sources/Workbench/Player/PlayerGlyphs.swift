import Foundation

/// The characters `play` draws with: Unicode box drawing and dots, or plain ASCII.
struct PlayerGlyphs: Sendable {
    /// The curve's dot and the linear reference dot.
    let dot: Character
    let reference: Character
    /// The track between progress 0 and 1, its marks at 0 and 1, and the margins beyond them.
    let line: Character
    let start: Character
    let end: Character
    let margin: Character
    /// A dot stopped at the edge because the curve went beyond the drawn range.
    let beyondStart: Character
    let beyondEnd: Character

    static let unicode = PlayerGlyphs(
        dot: "●", reference: "○", line: "─", start: "├", end: "┤", margin: "·", beyondStart: "◀", beyondEnd: "▶")
    static let ascii = PlayerGlyphs(
        dot: "@", reference: "o", line: "-", start: "|", end: "|", margin: ".", beyondStart: "<", beyondEnd: ">")
}

/// Colours of a `play` frame, or none at all.
struct PlayerPaint: Sendable {
    enum Ink: Equatable {
        case plain
        /// Dark grey: the marks, the margins and the reference dot.
        case dim
        /// The colour of track number n, as plots colour their series.
        case series(Int)
    }

    let colors: Bool

    func escape(_ ink: Ink) -> String {
        switch ink {
        case .plain: ""
        case .dim: "\u{1B}[90m"
        case .series(let index): PlotPalette.escape(forSeries: index)
        }
    }

    func apply(_ ink: Ink, to text: String) -> String {
        guard colors, ink != .plain, !text.isEmpty else { return text }
        return escape(ink) + text + PlotPalette.reset
    }

    /// Characters with their inks, one escape per run of the same ink.
    func runs(_ cells: [(Character, Ink)]) -> String {
        var text = "", run = "", runInk = Ink.plain
        for (character, ink) in cells {
            if ink != runInk {
                text += apply(runInk, to: run)
                (run, runInk) = ("", ink)
            }
            run.append(character)
        }
        return text + apply(runInk, to: run)
    }
}

/// Number and width helpers for `play` frames.
enum PlayerText {

    /// The columns `line` takes on a terminal: its characters outside escape sequences
    /// (`ESC [ … letter`); every character `play` draws is one column wide.
    static func columns(of line: String) -> Int {
        var count = 0, escaping = false
        for character in line {
            if character == "\u{1B}" {
                escaping = true
            } else if escaping {
                if character.isLetter { escaping = false }
            } else {
                count += 1
            }
        }
        return count
    }

    /// `text` cut to `width` characters, with `…` as the last when it was longer.
    static func clipped(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(max(width, 0))) }
        return String(text.prefix(width - 1)) + "…"
    }
}
