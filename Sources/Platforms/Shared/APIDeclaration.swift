/// A platform's API as its documentation states it: the calls, constructors and option objects
/// that shape a curve, each parameter with its name, position, default, unit and bound, and the
/// platform's precedence rules (which keys it ignores when others are given). A reader binds the
/// code it is given against one of these with ``APIBinding`` and takes typed values from it; the
/// declarations are also what docs/platforms.md lists (a test checks the two agree).
struct APIDeclaration: Sendable {
    /// How the platform's code gives the parameters.
    enum Form: Sendable {
        /// `name(a, b, label: c)`: arguments by label or by position.
        case call
        /// `{ key: value, … }`: an options object.
        case object
        /// `Name(a).setKey(value).setOther(value)`: a constructor (arguments by position) and a
        /// builder chain of setters, each `set` + the parameter's name capitalised, one argument.
        case chain
        /// `property: value` in a style sheet: the shorthand's components in any order, told
        /// apart by their type; each parameter is also a property of its own (a longhand).
        case declaration
    }

    /// The platform's word (`Motion`), as notes and errors name it.
    let platform: String
    /// The call's or the object's name as the platform's documentation spells it.
    let name: String
    let form: Form
    let parameters: [APIParameter]
    /// Applied in order; a key ignored by one rule stays ignored.
    let precedence: [APIPrecedence]
    /// Keys the platform reads for something other than the curve's shape (repetition, when a
    /// spring counts as at rest, callbacks), each with what it does: neither used nor reported.
    let otherKeys: [(key: String, meaning: String)]
    /// What an unknown key whose value is an object is (Motion: the transition of that value
    /// alone), said in the note after the keys; nil when such a key is unknown like any other.
    let ownObjects: String?
    /// Whether every key the declaration does not name is a property the platform animates
    /// (GSAP's vars: `x`, `opacity`, `backgroundColor`), not an option it lacks: such keys are
    /// not reported as unknown, except one within a typo of a declared parameter (`duraton` for
    /// `duration`), which the platform animates in its place while the parameter keeps its default.
    let animatesOtherKeys: Bool
    /// Where the declaration was read: the platform's source file or documentation page.
    let source: String
    /// A chain's calls that give the object with its defaults (Android's `anim.getSpring()`).
    let receivers: [String]

    init(
        platform: String, name: String, form: Form, parameters: [APIParameter], precedence: [APIPrecedence] = [],
        otherKeys: [(key: String, meaning: String)] = [], ownObjects: String? = nil, animatesOtherKeys: Bool = false,
        receivers: [String] = [], source: String
    ) {
        self.animatesOtherKeys = animatesOtherKeys
        self.receivers = receivers
        self.platform = platform
        self.name = name
        self.form = form
        self.parameters = parameters
        self.precedence = precedence
        self.otherKeys = otherKeys
        self.ownObjects = ownObjects
        self.source = source
    }

    func parameter(_ name: String) -> APIParameter? { parameters.first { $0.name == name } }

    /// The parameter at `position` in a call's argument list (an unlabelled argument stands in
    /// its own place, after any labelled ones before it, as Kotlin and Swift read it).
    func parameter(at position: Int) -> APIParameter? { parameters.first { $0.position == position } }

    /// The parameter a chain's setter sets (`setStiffness` sets `stiffness`).
    func parameter(setter: String) -> APIParameter? { parameters.first { $0.setter == setter } }
}

/// One parameter of a declared call or one key of a declared object.
struct APIParameter: Sendable {
    /// What the parameter holds.
    enum Kind: Sendable {
        /// A number, checked against ``APIParameter/bound`` (and clamped to ``APIParameter/clamp``).
        case number
        /// One of the words listed (a string or a name: `type: "spring"`, `type: spring`).
        case word([String])
        /// A curve of the platform's own (an ease), read by the platform's reader.
        case curve
        /// A value the platform takes that does not shape the curve (a key path, a threshold):
        /// bound, so that it is not refused, and not read.
        case other
    }

    let name: String
    /// The index among a call's unlabelled arguments; nil when it is only given by name.
    let position: Int?
    let kind: Kind
    /// The value the platform takes when the code gives none; nil when it has none.
    let defaultValue: Double?
    let unit: APIUnit
    let bound: CodeArguments.Bound
    /// Where the platform clamps a value it accepts (Motion's spring duration: 0.01 s to 10 s).
    let clamp: ClosedRange<Double>?
    /// The platform's named constants a number may be written as (Compose's
    /// `Spring.StiffnessLow`), by full name or last part.
    var constants: [String: Double] = [:]
    /// What the platform says the value is, for the reply when one is outside ``bound`` (SwiftUI's
    /// "0 or more: 0 undamped, 1 critically damped"); nil for the plain "must be greater than 0".
    var refusal: String? = nil
    /// What it means, one short line for the docs.
    let meaning: String

    /// The setter that gives it in a builder chain: `set` + the name capitalised.
    var setter: String { "set" + name.prefix(1).uppercased() + name.dropFirst() }

    static func number(
        _ name: String, position: Int? = nil, default defaultValue: Double? = nil, unit: APIUnit = .none,
        bound: CodeArguments.Bound = .any, clamp: ClosedRange<Double>? = nil, constants: [String: Double] = [:],
        refusal: String? = nil, _ meaning: String
    ) -> APIParameter {
        APIParameter(
            name: name, position: position, kind: .number, defaultValue: defaultValue, unit: unit, bound: bound, clamp: clamp,
            constants: constants, refusal: refusal, meaning: meaning)
    }

    static func other(_ name: String, position: Int? = nil, _ meaning: String) -> APIParameter {
        APIParameter(
            name: name, position: position, kind: .other, defaultValue: nil, unit: .none, bound: .any, clamp: nil, meaning: meaning)
    }

    static func word(_ name: String, position: Int? = nil, among words: [String], _ meaning: String) -> APIParameter {
        APIParameter(
            name: name, position: position, kind: .word(words), defaultValue: nil, unit: .none, bound: .any, clamp: nil, meaning: meaning)
    }

    static func curve(_ name: String, position: Int? = nil, _ meaning: String) -> APIParameter {
        APIParameter(
            name: name, position: position, kind: .curve, defaultValue: nil, unit: .none, bound: .any, clamp: nil, meaning: meaning)
    }
}

/// The unit a number is written in.
enum APIUnit: String, Sendable {
    case none = ""
    case seconds = "s"
    case milliseconds = "ms"
    /// Progress per second (a spring's initial velocity in units of the distance travelled).
    case perSecond = "1/s"
}

/// "When the code gives any of these, the platform ignores those": a precedence rule of the
/// platform's, with the reason the reply states for each key it drops.
struct APIPrecedence: Sendable {
    /// When the rule applies.
    indirect enum Condition: Sendable {
        /// Any of these keys is given.
        case anyOf([String])
        /// The key is given as one of these words.
        case word(String, among: [String])
        /// The key is not given.
        case absent(String)
        /// The key is given as this number (Lottie's `"h": 1`).
        case number(String, equals: Double)
        case all([Condition])
        case either([Condition])
    }

    let when: Condition
    /// The keys dropped when ``when`` holds.
    let ignored: [String]
    /// The note's end after "Motion ignores `key`, `key` ": where and why.
    let reason: String
}

extension APIPrecedence.Condition {
    /// Whether the condition holds for the keys given (with the words they were given as).
    func holds(_ given: (String) -> CodeNode?) -> Bool {
        switch self {
        case .anyOf(let keys): keys.contains { given($0) != nil }
        case .word(let key, let words): given(key)?.word.map(words.contains) ?? false
        case .absent(let key): given(key) == nil
        case .number(let key, let value): given(key)?.number == value
        case .all(let conditions): conditions.allSatisfy { $0.holds(given) }
        case .either(let conditions): conditions.contains { $0.holds(given) }
        }
    }
}
