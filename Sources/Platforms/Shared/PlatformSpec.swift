import CurveKit

/// Everything about one platform, declared once in that platform's folder
/// (`Platforms/CSS/CSSSpec.swift`, …) and listed once in ``PlatformRegistry``: the word users
/// type, the platform's name, examples and help notes, the reader of its pasted code, the writers
/// of its curves and animations, and its named curves.
protocol PlatformSpec: Sendable {
    /// The word users type (`css`, `swiftui`, …): the platform's stable key in commands and sessions.
    static var word: String { get }
    /// The platform as people call it.
    static var title: String { get }
    /// One line of examples, for `help` and errors.
    static var examples: [String] { get }
    /// What `help PLATFORM` says beyond the examples: what is read, what is not, and where the
    /// platform's sources disagree.
    static var notes: String { get }
    /// Reads the platform's pasted code.
    static var reader: any PlatformReader.Type { get }
    /// Writes a curve as the platform's code (`export NAME PLATFORM`).
    static var writer: any PlatformWriter.Type { get }
    /// The platform's named curves as (spelling, curve): each spelling is code the reader reads
    /// to exactly its curve, and `export` searches the list the other way, so a curve the platform
    /// names is written by that name. One spelling per curve (the first of equal ones).
    static var presets: [(spelling: String, curve: Curve)] { get }
    /// Writes an animation as the platform's code (`export ANIM PLATFORM`), in the platform's
    /// folder beside its curve writer. Every platform has one: no default.
    static var animationWriter: any AnimationWriter.Type { get }
    /// The platform's other languages, each an `export` word of its own (UIKit: `swift`, `objc`).
    static var otherLanguages: [ExportLanguage] { get }
    /// The language family of a pasted file whose extension does not say.
    static var sourceLanguage: SourceLanguage { get }
    /// Writes a curve's closed form as code the platform takes as an easing, when it takes code.
    static var functionWriter: (any FunctionFormWriter.Type)? { get }
    /// What `/` makes of two whole numbers in the platform's language.
    static var wholeNumberDivision: CodeArithmetic.WholeNumberDivision { get }
    /// The definitions XML elements stand for in the platform's files, when it has such files.
    static var markup: (any MarkupReading.Type)? { get }
    /// The calls and option objects of the platform that its reader binds code against, as the
    /// platform declares them (docs/platforms.md lists them); empty while its reader is written by hand.
    static var declaredAPI: [APIDeclaration] { get }
    /// The platform's code for names that platforms (or curves) define differently, by the
    /// name's first spelling in the collision help (`easeOutBack`: Flutter's
    /// `Curves.easeOutBack`); listed there beside the others' with how far apart they are.
    static var collidingNames: [String: String] { get }
    /// The platform's named curves as `identify` lists them, spelled as its reader's tables
    /// spell them (springs as its named constants combine), in parts that identify's catalogue
    /// takes in turn with the other platforms' (the order names are listed in).
    static var namedCurveSpellings: [[String]] { get }
    /// Properties that set an object's timing after it is made, which the file scanner reads on
    /// later lines: the type (the last part of its name) → property or setter → how the reader
    /// takes it (``SourceFileBindings``).
    static var settableTiming: [String: [String: SourceFileBindings.Setting]] { get }
    /// Methods whose receiver, when it is a name the file declares once, the reader needs as its
    /// value (``SourceFileBindings``): GSAP's timeline tweens take the timeline's defaults, so
    /// `tl.to(…)` after `const tl = gsap.timeline(…)` is read as `gsap.timeline(…).to(…)`.
    static var callsOnDeclaredReceivers: Set<String> { get }
    /// The definition (the platform's word, then its code) and the formula of one of the
    /// platform's own easings (the `platform` kind's curves); nil for another platform's.
    static func easingText(_ easing: PlatformEasing) -> (definition: String, formula: String)?
    /// Whether the platform's code is a style sheet's (CSS): custom properties declare values,
    /// keywords follow one another, and a string in a script may hold the platform's code.
    static var isStyleSheet: Bool { get }
    /// The platform's own names for things curves' help speaks of (``PlatformTerm``).
    static var terms: [PlatformTerm: String] { get }
    /// The platform's code that curves reads without the platform's word, if any (CSS's).
    static var wordlessCode: WordlessCode? { get }
    /// The words of the platforms whose code this one's names are written in (Material's
    /// tokens stand in Android, Compose, CSS and Flutter code): a paste that holds none of this
    /// platform's definitions is read as their code (``Platform/readAsWritten(_:column:)``).
    static var hostPlatforms: [String] { get }
}

extension PlatformSpec {
    static var presets: [(spelling: String, curve: Curve)] { [] }
    static var otherLanguages: [ExportLanguage] { [] }
    static var sourceLanguage: SourceLanguage { .cLike(nestedComments: false) }
    static var functionWriter: (any FunctionFormWriter.Type)? { nil }
    static var wholeNumberDivision: CodeArithmetic.WholeNumberDivision { .real }
    static var markup: (any MarkupReading.Type)? { nil }
    static var declaredAPI: [APIDeclaration] { [] }
    static var collidingNames: [String: String] { [:] }
    static var namedCurveSpellings: [[String]] { [] }
    static var settableTiming: [String: [String: SourceFileBindings.Setting]] { [:] }
    static var callsOnDeclaredReceivers: Set<String> { [] }
    static func easingText(_ easing: PlatformEasing) -> (definition: String, formula: String)? { nil }
    static var isStyleSheet: Bool { false }
    static var terms: [PlatformTerm: String] { [:] }
    static var wordlessCode: WordlessCode? { nil }
    static var hostPlatforms: [String] { [] }
}
