/// Colours and glyphs, chosen per series index and cycling after six.
enum PlotPalette {
    /// SGR foreground codes: cyan, magenta, yellow, green, blue, red.
    private static let seriesColors = [36, 35, 33, 32, 34, 31]
    /// ASCII-mode curve glyphs; avoids the box characters + - |.
    private static let asciiSymbols: [Character] = ["*", "o", "x", "#", "%", "="]

    static let reset = "\u{1B}[0m"

    /// The SGR escape that colours `ink`; guides and handles are dark grey.
    static func escape(for ink: PlotInk) -> String {
        switch ink {
        case .guide, .handle: "\u{1B}[90m"
        case .curve(let series), .marker(let series): escape(forSeries: series)
        }
    }

    static func escape(forSeries series: Int) -> String {
        "\u{1B}[\(seriesColors[series % seriesColors.count])m"
    }

    static func asciiSymbol(forSeries series: Int) -> Character {
        asciiSymbols[series % asciiSymbols.count]
    }

    /// The legend's bullet: braille curves merge, so one shape serves every
    /// series there; ASCII curves are told apart by their symbols.
    static func legendMarker(forSeries series: Int, ascii: Bool) -> Character {
        ascii ? asciiSymbol(forSeries: series) : "●"
    }

    /// The glyph of one cell, given its dot bits and winning ink.
    static func glyph(bits: UInt8, ink: PlotInk?, ascii: Bool) -> Character {
        guard let ink, bits != 0 else { return " " }
        switch (ink, ascii) {
        case (.marker, false): return "◆"
        case (.marker, true): return "@"
        // U+2800 … U+28FF, the Braille patterns: every one is a scalar, so the space is never used.
        case (_, false): return Character(Unicode.Scalar(0x2800 + UInt32(bits)) ?? " ")
        case (.guide, true): return "-"
        case (.handle, true): return "."
        case (.curve(let series), true): return asciiSymbol(forSeries: series)
        }
    }
}
