import Foundation
import TestExpectations
import TestSupport
import Testing

@testable import CurveKit

@Suite("Formula robustness")
struct FormulaFuzzTests {
    /// Parses `text`; when it parses, the formula must evaluate and print back to itself.
    private func check(_ text: String) {
        guard let formula = try? Formula(parsing: text) else { return }
        for x in [-1, 0, 0.5, 1, .nan] {
            _ = formula.value(at: x)
        }
        _ = formula.firstNonFiniteValue(samples: 4)
        let reparsed = try? Formula(parsing: formula.description)
        #expect(reparsed == formula, "\(text) printed as \(formula.description)")
        let compact = FormulaPrinter.print(formula.program, compact: true)
        #expect(compact.count <= formula.text.count, "\(text) compacted to \(compact)")
    }

    @Test("random byte strings parse or throw, never crash")
    func randomBytes() {
        var random = SplitMix64(seed: 1)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...40, using: &random)
            let bytes = (0..<length).map { _ in
                // Mostly the formula alphabet, sometimes any byte at all.
                Bool.random(using: &random)
                    ? Array("x t e pi1.5+-*/^()<>=!?:,sin".utf8).randomElement(using: &random)!
                    : UInt8.random(in: 0...255, using: &random)
            }
            check(String(decoding: bytes, as: UTF8.self))
        }
    }

    static let vocabulary = [
        "x", "t", "pi", "e", "0", "1", "2", "0.5", ".5", "5.", "1e-3", "1e999", "1e", "+", "-", "*",
        "/", "^", "(", "(", ")", ")", ",", "?", ":", "<", "<=", ">", ">=", "==", "!=", "=", "!",
        "sin", "cos", "min", "max", "pow", "log", "log2", "sqrt", "abs", "floor", "sni", "y", " ",
        "\t", "$", "π", "**", ".",
    ]

    @Test("random token soups parse or throw, never crash, and what parses prints back to itself")
    func tokenSoups() {
        var random = SplitMix64(seed: 2)
        var parsed = 0
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...25, using: &random)
            let separator = Bool.random(using: &random) ? " " : ""
            let text = (0..<count).map { _ in Self.vocabulary.randomElement(using: &random)! }
                .joined(separator: separator)
            if (try? Formula(parsing: text)) != nil { parsed += 1 }
            check(text)
        }
        #expect(parsed > 0)
    }

    @Test("long random soups near the length limit never crash")
    func longSoups() {
        var random = SplitMix64(seed: 3)
        for _ in 0..<20 {
            let count = Int.random(in: 2_000...6_000, using: &random)
            let text = (0..<count).map { _ in Self.vocabulary.randomElement(using: &random)! }.joined()
            check(text)
        }
    }

    /// A random formula tree, for checking the parser and evaluator against a direct evaluation.
    indirect enum Tree {
        case number(Double)
        case variable, pi, e
        case negate(Tree)
        case binary(String, Tree, Tree)
        case call(String, [Tree])
        case conditional(String, Tree, Tree, Tree, Tree)

        static func random(depth: Int, using random: inout SplitMix64) -> Tree {
            let leaf = depth == 0 || Int.random(in: 0..<4, using: &random) == 0
            if leaf {
                switch Int.random(in: 0..<5, using: &random) {
                case 0: return .number(Double(Int.random(in: 0...20, using: &random)) / 4)
                case 1: return .pi
                case 2: return .e
                default: return .variable
                }
            }
            let sub = { (random: inout SplitMix64) in Tree.random(depth: depth - 1, using: &random) }
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return .negate(sub(&random))
            case 1..<6:
                return .binary(["+", "-", "*", "/", "^"].randomElement(using: &random)!, sub(&random), sub(&random))
            case 6..<8:
                let function = FormulaFunction.allCases.randomElement(using: &random)!
                return .call(function.rawValue, (0..<function.arity).map { _ in sub(&random) })
            default:
                return .conditional(
                    ["<", "<=", ">", ">=", "==", "!="].randomElement(using: &random)!,
                    sub(&random), sub(&random), sub(&random), sub(&random)
                )
            }
        }

        /// Fully parenthesised text, with random spacing.
        func text(using random: inout SplitMix64) -> String {
            let space = { (random: inout SplitMix64) in ["", " ", "  ", "\t"].randomElement(using: &random)! }
            switch self {
            case .number(let value):
                // Spelled in one of several ways that read back as the same value.
                switch Int.random(in: 0..<4, using: &random) {
                case 0: return value.description
                case 1: return String(format: "%.3e", value)
                case 2: return "0" + value.description + "00"
                default: return value.description + "e0"
                }
            case .variable: return Bool.random(using: &random) ? "x" : "t"
            case .pi: return "pi"
            case .e: return "e"
            case .negate(let a): return "(-" + space(&random) + a.text(using: &random) + ")"
            case .binary(let op, let a, let b):
                return "(" + a.text(using: &random) + space(&random) + op + space(&random) + b.text(using: &random) + ")"
            case .call(let name, let arguments):
                return name + space(&random) + "(" + arguments.map { $0.text(using: &random) }.joined(separator: "," + space(&random)) + ")"
            case .conditional(let op, let a, let b, let then, let otherwise):
                return "(" + a.text(using: &random) + space(&random) + op + space(&random) + b.text(using: &random)
                    + " ? " + then.text(using: &random) + " : " + otherwise.text(using: &random) + ")"
            }
        }

        func value(at x: Double) -> Double {
            switch self {
            case .number(let value): return value
            case .variable: return x
            case .pi: return Double.pi
            case .e: return M_E
            case .negate(let a): return -a.value(at: x)
            case .binary(let op, let a, let b):
                let (a, b) = (a.value(at: x), b.value(at: x))
                switch op {
                case "+": return a + b
                case "-": return a - b
                case "*": return a * b
                case "/": return a / b
                default: return pow(a, b)
                }
            case .call(let name, let arguments):
                let values = arguments.map { $0.value(at: x) }
                let function = FormulaFunction(rawValue: name)!
                return values.count == 1 ? function.apply(values[0]) : function.apply(values[0], values[1])
            case .conditional(let op, let a, let b, let then, let otherwise):
                let (a, b) = (a.value(at: x), b.value(at: x))
                let holds =
                    switch op {
                    case "<": a < b
                    case "<=": a <= b
                    case ">": a > b
                    case ">=": a >= b
                    case "==": a == b
                    default: a != b
                    }
                return holds ? then.value(at: x) : otherwise.value(at: x)
            }
        }
    }

    @Test("random formulas evaluate exactly as their trees and print back to themselves", Thorough.only)
    func randomTrees() throws {
        var random = SplitMix64(seed: 4)
        for _ in 0..<2_000 {
            let tree = Tree.random(depth: 6, using: &random)
            let text = tree.text(using: &random)
            let formula = try Formula(parsing: text)
            for x in [0, 0.25, 0.5, 0.75, 1, -0.3] {
                #expect(formulaSameValue(formula.value(at: x), tree.value(at: x)), "\(text) at \(x)")
            }
            let reparsed = try Formula(parsing: formula.description)
            #expect(reparsed == formula, "\(text) printed as \(formula.description)")
            #expect(reparsed.description == formula.description)
            let compact = FormulaPrinter.print(formula.program, compact: true)
            #expect(compact.count <= formula.text.count, "\(text) compacted to \(compact)")
            #expect(try Formula(parsing: compact) == formula)
        }
    }
}
