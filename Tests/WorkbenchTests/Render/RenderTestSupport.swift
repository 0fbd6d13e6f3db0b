import CurveKit
import Foundation

@testable import Workbench

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Curves shared by the render tests, built through CurveKit's public initialisers.
enum RenderFixtures {
    static func bezier(_ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> NamedCurve {
        NamedCurve(name: name, curve: .bezier(try! CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)))
    }

    static func preset(_ preset: Preset) -> NamedCurve {
        NamedCurve(name: preset.name, curve: .bezier(preset.bezier))
    }

    static func penner(_ name: String) -> NamedCurve {
        NamedCurve(name: name, curve: .penner(Penner(named: name)!))
    }

    static func steps(_ count: Int, _ position: Steps.Position = .jumpEnd) -> NamedCurve {
        let steps = try! Steps(count: count, position: position)
        return NamedCurve(name: steps.css, curve: .steps(steps))
    }

    static func formula(_ text: String) -> NamedCurve {
        NamedCurve(name: text, curve: .expression(try! Formula(parsing: text)))
    }

    static let ease = preset(.ease)
    static let easeInOut = preset(.easeInOut)
    static let slowStart = bezier("bezier(1, 0, 0.75, 1)", 1, 0, 0.75, 1)
    static let overshoot = bezier("overshoot", 0.68, -0.6, 0.32, 1.6)
    static let bounceOut = penner("bounce-out")

    /// One curve of every kind, and the awkward members of some (vertical tangents,
    /// jumps, overshoot, oscillation, plateaus).
    static var catalogue: [NamedCurve] {
        [
            ease, easeInOut, slowStart, overshoot,
            bezier("vertical-middle", 0, 1, 1, 0),
            preset(.linear),
            bounceOut, penner("elastic-out"), penner("elastic-in-out"), penner("back-in-out"),
            penner("expo-in"), penner("circ-in-out"), penner("bounce-in-out"),
            steps(4), steps(3, .jumpBoth), steps(5, .jumpStart), steps(2, .jumpNone),
            NamedCurve(name: "expo-decay", curve: .exponentialDecay(try! ExponentialDecay(rate: 6))),
            NamedCurve(name: "second-order", curve: .secondOrder(try! SecondOrderResponse(damping: 0.2, frequency: 20))),
            NamedCurve(name: "spring", curve: .spring(try! Spring(stiffness: 170, damping: 8))),
            NamedCurve(
                name: "oscillation", curve: .oscillation(try! Oscillation(bounces: 4, stiffness: .medium, overshoot: true, shake: false))),
            NamedCurve(
                name: "data", curve: .data(try! DataCurve(times: [0, 0.2, 0.5, 0.7, 1], values: [0, 0.4, 0.3, 1.1, 1], source: "test"))),
            NamedCurve(
                name: "keyframes",
                curve: .keyframes(
                    try! Keyframes(
                        times: [0, 0.4, 1], values: [0, 1.2, 1],
                        segments: [
                            .init(name: "ease-out", curve: .bezier(Preset.easeOut.bezier)),
                            .init(name: "steps", curve: .steps(try! Steps(count: 3))),
                        ]))),
            formula("t*t*(3 - 2*t)"),
            formula("sqrt(t)"),
        ]
    }
}

/// An SVG or XML document as a flat list of elements in document order.
struct ParsedXML {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text: String
        /// Names of the enclosing elements, outermost first.
        var ancestors: [String]
        /// Attributes inherited from enclosing `g` elements (nearest wins).
        var inherited: [String: String]
    }

    var elements: [Element] = []

    /// Parses `text`; nil when it is not well-formed XML.
    init?(_ text: String) {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse(), delegate.failed == nil else { return nil }
        elements = delegate.elements
    }

    func all(_ name: String, where predicate: (Element) -> Bool = { _ in true }) -> [Element] {
        elements.filter { $0.name == name && predicate($0) }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var stack: [(index: Int, name: String, attributes: [String: String])] = []
        var failed: Error?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            var inherited: [String: String] = [:]
            for open in stack {
                inherited.merge(open.attributes) { _, new in new }
            }
            elements.append(Element(name: name, attributes: attributes, text: "", ancestors: stack.map(\.name), inherited: inherited))
            stack.append((elements.count - 1, name, attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let top = stack.last { elements[top.index].text += string }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            failed = parseError
        }
    }
}

/// The geometry of an SVG path's `d` attribute (absolute M, L, H, V, C commands), for
/// checking where a drawn path actually goes.
struct PathGeometry {
    typealias Point = (x: Double, y: Double)

    /// Every segment as a cubic (lines as degenerate cubics), grouped by subpath.
    var subpaths: [[(Point, Point, Point, Point)]] = []

    init(_ data: String) {
        var tokens: [String] = []
        var current = ""
        for character in data {
            if character.isLetter && character != "e" && character != "E" {
                if !current.isEmpty { tokens.append(current) }
                tokens.append(String(character))
                current = ""
            } else if character == " " || character == "," {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }

        var index = 0
        var command = ""
        var point: Point = (0, 0)
        func number() -> Double {
            defer { index += 1 }
            return Double(tokens[index])!
        }
        func line(to end: Point) {
            let start = point
            let third = ((end.x - start.x) / 3, (end.y - start.y) / 3)
            subpaths[subpaths.count - 1].append((start, (start.x + third.0, start.y + third.1), (end.x - third.0, end.y - third.1), end))
            point = end
        }
        while index < tokens.count {
            if let first = tokens[index].first, first.isLetter {
                command = tokens[index]
                index += 1
            }
            switch command {
            case "M":
                point = (number(), number())
                subpaths.append([])
                command = "L"  // further pairs are lines
            case "L": line(to: (number(), number()))
            case "H": line(to: (number(), point.y))
            case "V": line(to: (point.x, number()))
            case "C":
                let c1 = (x: number(), y: number()), c2 = (x: number(), y: number()), end = (x: number(), y: number())
                subpaths[subpaths.count - 1].append((point, c1, c2, end))
                point = end
            default:
                fatalError("unsupported path command \(command) in \(data.prefix(80))")
            }
        }
    }

    static func bezier(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double, _ t: Double) -> Double {
        let u = 1 - t
        return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
    }

    /// Every y where the path crosses the vertical line at `x`: each segment whose x runs
    /// over `x` is solved for its parameter by bisection (x is monotone along the segments
    /// of a timing-function graph).
    func ys(atX x: Double) -> [Double] {
        var result: [Double] = []
        for subpath in subpaths {
            for (p0, p1, p2, p3) in subpath {
                let low = min(p0.x, p3.x), high = max(p0.x, p3.x)
                guard x >= low, x <= high else { continue }
                var a = 0.0, b = 1.0
                let increasing = p3.x >= p0.x
                for _ in 0..<80 {
                    let middle = (a + b) / 2
                    let value = Self.bezier(p0.x, p1.x, p2.x, p3.x, middle)
                    if (value < x) == increasing { a = middle } else { b = middle }
                }
                let t = (a + b) / 2
                result.append(Self.bezier(p0.y, p1.y, p2.y, p3.y, t))
            }
        }
        return result
    }

    var allPoints: [Point] { subpaths.flatMap { $0.flatMap { [$0.0, $0.1, $0.2, $0.3] } } }
}

/// The plot's mapping from curve to pixel coordinates, read back from the figure's dashed
/// guide lines at y = 0 and y = 1 (which run from x = 0 to x = 1).
struct FigureMapping {
    var x0: Double, x1: Double, y0: Double, y1: Double

    init?(_ document: ParsedXML) {
        let guides = document.all("line") { $0.attributes["class"] == "guide" }
        guard let zero = guides.first(where: { $0.attributes["data-y"] == "0" }),
            let one = guides.first(where: { $0.attributes["data-y"] == "1" }),
            let x0 = Double(zero.attributes["x1"] ?? ""), let x1 = Double(zero.attributes["x2"] ?? ""),
            let y0 = Double(zero.attributes["y1"] ?? ""), let y1 = Double(one.attributes["y1"] ?? "")
        else { return nil }
        (self.x0, self.x1, self.y0, self.y1) = (x0, x1, y0, y1)
    }

    func px(_ x: Double) -> Double { x0 + x * (x1 - x0) }
    func py(_ y: Double) -> Double { y0 + y * (y1 - y0) }
}
