import CurveKit
import Foundation

extension Interpreter {
    /// Builds the curve a definition describes, resolving the curves it names and reading
    /// the files it imports. Throws with a message saying what is wrong and what is accepted.
    func makeCurve(_ definition: Command.Definition) throws(CommandError) -> Curve {
        do {
            switch definition {
            case .bezier(let x1, let y1, let x2, let y2):
                return .bezier(try CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
            case .copy(let other):
                return try resolve(other).curve
            case .exponentialDecay(let rate):
                return .exponentialDecay(try ExponentialDecay(rate: rate))
            case .secondOrder(let damping, let frequency):
                return .secondOrder(try SecondOrderResponse(damping: damping, frequency: frequency))
            case .steps(let count, let position):
                return .steps(try Steps(count: count, position: position.flatMap(Steps.Position.init(word:)) ?? .jumpEnd))
            case .keyframes(let keys, let names):
                var segments: [Keyframes.Segment] = []
                for name in names { segments.append(Keyframes.Segment(name: name, curve: try resolve(name).curve)) }
                return .keyframes(try Keyframes(times: keys.map(\.time), values: keys.map(\.value), segments: segments))
            case .importCSV(let path, let normalize):
                let data: Data
                do { data = try fileSystem.contents(of: path) } catch { throw CommandError(error.message) }
                let text = String(decoding: data, as: UTF8.self)
                do {
                    return .data(try CSVImport.curve(from: text, source: path, normalize: normalize))
                } catch {
                    throw CommandError("cannot import \(path): \(error.message)")
                }
            case .oscillation(let bounces, let stiffnessWord, let overshoot, let shake, let duration):
                guard let stiffness = Oscillation.Stiffness(word: stiffnessWord) else {
                    throw CommandError("stiffness must be light, medium, heavy or a positive number (got '\(Names.shortened(stiffnessWord))')")
                }
                return .oscillation(try Oscillation(
                    bounces: bounces, stiffness: stiffness, overshoot: overshoot, shake: shake, duration: duration))
            case .expression(let text):
                return .expression(try FormulaDefinition.make(text))
            case .spring(let parameters):
                return .spring(try SpringDefinition.make(parameters))
            case .sampled(let other, let intervals):
                let curve = try resolve(other).curve
                // What a session stores is read through the reproducible path (see Curve).
                let times = (0...intervals).map { Double($0) / Double(intervals) }
                let values = times.map { curve.reproducibleValue(at: $0) }
                return .data(try DataCurve(times: times, values: values, source: "\(other), \(intervals + 1) samples"))
            }
        } catch let error as CurveError {
            throw CommandError(error.message)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError("\(error)")
        }
    }
}
