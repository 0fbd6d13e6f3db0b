import CurveKit
import Platforms

extension PlotOptions {
    var words: [String] {
        var words: [String] = []
        if let width { words.append("width=\(width)") }
        if let height { words.append("height=\(height)") }
        if handles { words.append("handles") }
        if let svg { words.append("svg=\(TextFormat.quoted(svg))") }
        if let title { words.append("title=\(TextFormat.quoted(title))") }
        return words
    }
}
