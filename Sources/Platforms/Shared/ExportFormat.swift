import CurveKit

/// A word `export` takes for a platform: the platform's own word, or another of the platform's
/// languages (UIKit's `swift` and `objc`). Each has its curve writer and its animation writer.
package struct ExportFormat {
    let word: String
    /// Other spellings of the word (`objective-c` for `objc`).
    let aliases: [String]
    let platform: Platform
    let writer: any PlatformWriter.Type
    let animationWriter: any AnimationWriter.Type
    /// The platform's function form, when it takes code as an easing and this language writes it.
    let functionWriter: (any FunctionFormWriter.Type)?

    package init(
        word: String, aliases: [String], platform: Platform, writer: any PlatformWriter.Type, animationWriter: any AnimationWriter.Type,
        functionWriter: (any FunctionFormWriter.Type)? = nil
    ) {
        self.word = word
        self.aliases = aliases
        self.platform = platform
        self.writer = writer
        self.animationWriter = animationWriter
        self.functionWriter = functionWriter
    }

    /// The platform's own format.
    package init(_ platform: Platform) {
        self.init(
            word: platform.rawValue, aliases: [], platform: platform, writer: platform.writer,
            animationWriter: platform.spec.animationWriter,
            functionWriter: platform.spec.functionWriter)
    }
}

/// Another language a platform's code is written in, with its own `export` word.
struct ExportLanguage {
    let word: String
    let aliases: [String]
    /// What the word writes, for `help export`: "the same in Objective-C".
    let about: String
    let writer: any PlatformWriter.Type
    let animationWriter: any AnimationWriter.Type
    /// The platform's function form in this language, if it has one.
    var functionWriter: (any FunctionFormWriter.Type)? = nil
}
