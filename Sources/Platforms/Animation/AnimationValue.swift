/// A value an animated property takes: a number, a point or size, a rect, a colour or a 2-D
/// transform.
///
/// ## Syntax (`init(parsing:)`; `description` writes the canonical form, which parses back)
///
/// | kind        | written as                                         | components        |
/// |-------------|----------------------------------------------------|-------------------|
/// | number      | `32`, `-1.5`, `2e-3`                                | value             |
/// | pair        | `(150,32)`: a point (x,y) or a size (width,height)  | x, y              |
/// | rect        | `(0,0,320,200)`: x, y, width, height                | x, y, w, h        |
/// | colour      | `#rrggbb`, `#rrggbbaa`, `#rgb`, `#rgba`, `rgb(r,g,b)`, `rgba(r,g,b,a)`, r g b 0–255, a 0–1 | r, g, b, a |
/// | transform   | `scale(s)`, `scale(sx,sy)`, `rotate(deg)`, `translate(x,y)`, or several in a row: `translate(10,0)rotate(45)` (spaces between them are allowed) | each operation's numbers in order |
///
/// Spaces are allowed after commas and between transform operations; the canonical form has
/// none, so it is one word of the command language. `rotate` takes degrees (a trailing
/// `deg` is accepted); `translate(x)` means `translate(x,0)`. Transform operations apply as
/// CSS writes them: the rightmost acts on the layer first.
///
/// ## Interpolation
///
/// Component by component, `from + (to − from)·progress`, exactly `from` at progress 0 and
/// exactly `to` at progress 1, so a curve that overshoots overshoots the value too. Colour
/// channels clamp to 0…255 and alpha to 0…1; nothing else is clamped (a size or scale may go
/// negative when the curve overshoots far enough). Transforms interpolate operation by
/// operation, which is why both ends need the same sequence of operations.
import CurveKit

public enum AnimationValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    /// A point (x, y) or a size (width, height): the key path tells which.
    case pair(Double, Double)
    case rect(x: Double, y: Double, width: Double, height: Double)
    /// r, g, b in 0…255, alpha in 0…1.
    case colour(red: Double, green: Double, blue: Double, alpha: Double)
    case transform([TransformOperation])

    /// The numbers that interpolate, in order.
    package var components: [Double] {
        switch self {
        case .number(let value): [value]
        case .pair(let a, let b): [a, b]
        case .rect(let x, let y, let width, let height): [x, y, width, height]
        case .colour(let red, let green, let blue, let alpha): [red, green, blue, alpha]
        case .transform(let operations): operations.flatMap(\.components)
        }
    }

    /// `number`, `pair`, `rect`, `colour` or `transform`.
    public var kind: String {
        switch self {
        case .number: "number"
        case .pair: "pair"
        case .rect: "rect"
        case .colour: "colour"
        case .transform: "transform"
        }
    }

    /// The kind for people: `a number`, `a point or size`, `a rect`, `a colour`,
    /// `a transform translate(…)rotate(…)`.
    var kindDescription: String {
        switch self {
        case .number: "a number"
        case .pair: "a point or size"
        case .rect: "a rect"
        case .colour: "a colour"
        case .transform(let operations):
            operations.isEmpty
                ? "an empty transform" : "a transform " + operations.map { $0.name + "(…)" }.joined()
        }
    }

    /// Why `self` and `other` cannot be the two ends of one animation, or nil when they can:
    /// the same kind, and for transforms the same sequence of operations.
    func mismatch(with other: AnimationValue) -> String? {
        if kind != other.kind {
            return "\(description) is \(kindDescription) but \(other.description) is \(other.kindDescription)"
        }
        if case .transform(let a) = self, case .transform(let b) = other, a.map(\.name) != b.map(\.name) {
            return "the transforms \(description) and \(other.description) do not have the same operations "
                + "in the same order (\(a.map(\.name).joined(separator: ", ")) vs \(b.map(\.name).joined(separator: ", ")))"
        }
        return nil
    }

    func isCompatible(with other: AnimationValue) -> Bool { mismatch(with: other) == nil }

    /// The value `progress` of the way from `self` to `end`, component by component (see the
    /// type's notes). Values that are not compatible jump: `self` below progress 1, `end` from
    /// there on.
    package func interpolated(to end: AnimationValue, progress: Double) -> AnimationValue {
        guard isCompatible(with: end) else { return progress < 1 ? self : end }
        if progress == 0 { return self }
        if progress == 1 { return end }
        let mixed = zip(components, end.components).map { a, b in a + (b - a) * progress }
        return replacingComponents(mixed).clamped
    }

    /// The distance between two values of the same kind, in the property's own units: the
    /// Euclidean norm of the component differences, with a colour's alpha counted on the same
    /// 0…255 scale as its channels. Infinity for values that are not compatible.
    func deviation(from other: AnimationValue) -> Double {
        guard isCompatible(with: other) else { return .infinity }
        var sum = 0.0
        let alphaIndex = kind == "colour" ? 3 : -1
        for (index, (a, b)) in zip(components, other.components).enumerated() {
            let difference = index == alphaIndex ? (a - b) * 255 : a - b
            sum += difference * difference
        }
        return sum.squareRoot()
    }

    /// The same kind with new components (as many as `components` has).
    func replacingComponents(_ values: [Double]) -> AnimationValue {
        precondition(values.count == components.count, "\(kind) has \(components.count) components")
        switch self {
        case .number: return .number(values[0])
        case .pair: return .pair(values[0], values[1])
        case .rect: return .rect(x: values[0], y: values[1], width: values[2], height: values[3])
        case .colour: return .colour(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        case .transform(let operations):
            var rest = values[...]
            return .transform(
                operations.map { operation in
                    let count = operation.components.count
                    defer { rest = rest.dropFirst(count) }
                    return operation.replacingComponents(Array(rest.prefix(count)))
                })
        }
    }

    /// Colour channels clamped to 0…255 and alpha to 0…1; other kinds unchanged.
    var clamped: AnimationValue {
        guard case .colour(let red, let green, let blue, let alpha) = self else { return self }
        func clamp(_ value: Double, _ upper: Double) -> Double { value.isNaN ? value : min(max(value, 0), upper) }
        return .colour(red: clamp(red, 255), green: clamp(green, 255), blue: clamp(blue, 255), alpha: clamp(alpha, 1))
    }

    /// The canonical text, which `init(parsing:)` reads back to an equal value: numbers in
    /// shortest round-trip form; colours as `#rrggbb` / `#rrggbbaa` when that is exact,
    /// otherwise `rgba(r,g,b,a)`; no spaces.
    public var description: String { text(TextFormat.shortest) }

    /// The same form with every number rounded to `decimals` places, for tables.
    package func formatted(decimals: Int) -> String {
        text { TextFormat.trimmed($0, decimals: decimals) }
    }

    private func text(_ number: (Double) -> String) -> String {
        switch self {
        case .number(let value): return number(value)
        case .pair(let a, let b): return "(\(number(a)),\(number(b)))"
        case .rect(let x, let y, let width, let height):
            return "(\(number(x)),\(number(y)),\(number(width)),\(number(height)))"
        case .colour(let red, let green, let blue, let alpha):
            if let hex = Self.hex(red: red, green: green, blue: blue, alpha: alpha) { return hex }
            return "rgba(\(number(red)),\(number(green)),\(number(blue)),\(number(alpha)))"
        case .transform(let operations):
            return operations.map { $0.text(number) }.joined()
        }
    }

    /// `#rrggbb` or `#rrggbbaa` when the channels are whole numbers in 0…255 and alpha is 1 or
    /// exactly k/255.
    private static func hex(red: Double, green: Double, blue: Double, alpha: Double) -> String? {
        func byte(_ value: Double) -> Int? {
            guard value.isFinite, value >= 0, value <= 255, value == value.rounded() else { return nil }
            return Int(value)
        }
        guard let r = byte(red), let g = byte(green), let b = byte(blue), alpha.isFinite else { return nil }
        func digits(_ value: Int) -> String {
            let text = String(value, radix: 16)
            return text.count == 1 ? "0" + text : text
        }
        if alpha == 1 { return "#" + digits(r) + digits(g) + digits(b) }
        let a = (alpha * 255).rounded()
        guard a >= 0, a <= 255, a / 255 == alpha else { return nil }
        return "#" + digits(r) + digits(g) + digits(b) + digits(Int(a))
    }
}

/// One operation of a 2-D transform, as CSS writes it.
public enum TransformOperation: Sendable, Equatable, CustomStringConvertible {
    case translate(x: Double, y: Double)
    /// Degrees; positive turns clockwise on a screen whose y axis points down (CSS, UIKit).
    case rotate(degrees: Double)
    case scale(x: Double, y: Double)

    /// `translate`, `rotate` or `scale`.
    public var name: String {
        switch self {
        case .translate: "translate"
        case .rotate: "rotate"
        case .scale: "scale"
        }
    }

    var components: [Double] {
        switch self {
        case .translate(let x, let y): [x, y]
        case .rotate(let degrees): [degrees]
        case .scale(let x, let y): [x, y]
        }
    }

    func replacingComponents(_ values: [Double]) -> TransformOperation {
        switch self {
        case .translate: .translate(x: values[0], y: values[1])
        case .rotate: .rotate(degrees: values[0])
        case .scale: .scale(x: values[0], y: values[1])
        }
    }

    /// `translate(10,0)`, `rotate(45)`, `scale(1.5)` (one number when uniform) or `scale(2,1)`.
    public var description: String { text(TextFormat.shortest) }

    func text(_ number: (Double) -> String) -> String {
        switch self {
        case .translate(let x, let y): "translate(\(number(x)),\(number(y)))"
        case .rotate(let degrees): "rotate(\(number(degrees)))"
        case .scale(let x, let y): x == y ? "scale(\(number(x)))" : "scale(\(number(x)),\(number(y)))"
        }
    }
}
