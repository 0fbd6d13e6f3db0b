import CurveKit
import Workbench

/// One message from the live page of `serve`, read from its JSON text. The page can ask for
/// what `edit` can do and nothing else: move a Bézier's control point (`point`), give an
/// editable curve new numbers in one of its `edit` views (`set`), give an animation new ends,
/// duration, delay or curve (`anim`: the `anim` line that redefines it), `undo`, `redo`, read a
/// curve's exports, compare two curves (`compare`, the figures `compare A B` gives), and ask for
/// the whole session again (`sync`). Every other message is
/// refused with the reason.
///
/// ```json
/// {"id": 7, "type": "point", "curve": "pop", "point": 1, "x": 0.3, "y": 0.1}
/// {"id": 8, "type": "set", "curve": "boing", "view": "duration/bounce", "values": [0.5, 0.3]}
/// {"id": 9, "type": "anim", "animation": "slide", "to": "(320,0)", "duration": 0.8}
/// {"id": 10, "type": "undo"}
/// {"id": 11, "type": "export", "curve": "pop"}
/// {"id": 12, "type": "sync"}
/// {"id": 13, "type": "compare", "a": "pop", "b": "bump"}
/// ```
public struct LiveRequest: Sendable, Equatable {
    public enum Action: Sendable, Equatable {
        case point(curve: String, index: Int, x: Double, y: Double)
        case set(curve: String, view: String, values: [Double])
        case undo
        case redo
        case export(curve: String)
        /// The figures of `compare A B` (nothing changes).
        case compare(a: String, b: String)
        /// New values for an animation; nil keeps what it has.
        case animation(name: String, change: AnimationChange)
        /// The page lost track of the session: it is sent the whole of it.
        case sync
    }

    /// What an `anim` message changes in an animation (nil: as it is).
    public struct AnimationChange: Sendable, Equatable {
        public var from: String?
        public var to: String?
        public var duration: Double?
        public var delay: Double?
        public var curve: String?

        public init(from: String? = nil, to: String? = nil, duration: Double? = nil, delay: Double? = nil, curve: String? = nil) {
            (self.from, self.to, self.duration, self.delay, self.curve) = (from, to, duration, delay, curve)
        }
    }

    /// The page's number for the message, sent back with the reply.
    public var id: Int
    public var action: Action

    public init(id: Int, action: Action) {
        self.id = id
        self.action = action
    }

    /// The message types a page may send.
    static let types = ["point", "set", "anim", "undo", "redo", "export", "compare", "sync"]

    /// Reads a message; a malformed one throws with what was wrong (and its id when it had one).
    public init(parsing text: String) throws(LiveError) {
        guard text.utf8.count <= LiveLimits.maximumMessageBytes else {
            throw LiveError("the message has \(text.utf8.count) bytes, more than the limit of \(LiveLimits.maximumMessageBytes)")
        }
        let message: JSONValue
        do { message = try JSONValue(parsing: text) } catch { throw LiveError("the message is not JSON: \(error.description)") }
        guard case .object = message else { throw LiveError("the message must be a JSON object") }
        let id: Int
        switch message["id"] {
        case .number(let number)? where number == number.rounded() && (0...LiveLimits.maximumID).contains(number):
            id = Int(number)
        default:
            throw LiveError("the message needs an \"id\": a whole number from 0 to \(Int(LiveLimits.maximumID))")
        }
        func fail(_ reason: String) -> LiveError { LiveError(reason, id: id) }
        func string(_ key: String) throws(LiveError) -> String {
            guard case .string(let value)? = message[key], !value.isEmpty, value.utf8.count <= LiveLimits.maximumNameBytes else {
                throw fail("\"\(key)\" must be a curve name (text of 1 to \(LiveLimits.maximumNameBytes) bytes)")
            }
            return value
        }
        func number(_ key: String) throws(LiveError) -> Double {
            guard case .number(let value)? = message[key], value.isFinite else { throw fail("\"\(key)\" must be a finite number") }
            return value
        }
        guard case .string(let type)? = message["type"] else {
            throw fail("the message needs a \"type\": one of \(Self.types.joined(separator: ", "))")
        }
        switch type {
        case "point":
            let index = try number("point")
            guard index == 1 || index == 2 else { throw fail("\"point\" must be 1 or 2 (a Bézier's control points)") }
            action = .point(curve: try string("curve"), index: Int(index), x: try number("x"), y: try number("y"))
        case "set":
            guard case .array(let items)? = message["values"], !items.isEmpty, items.count <= LiveLimits.maximumValues else {
                throw fail("\"values\" must be a list of 1 to \(LiveLimits.maximumValues) numbers")
            }
            var values: [Double] = []
            for item in items {
                guard case .number(let value) = item, value.isFinite else { throw fail("\"values\" must hold finite numbers only") }
                values.append(value)
            }
            action = .set(curve: try string("curve"), view: try string("view"), values: values)
        case "anim":
            func optionalText(_ key: String) throws(LiveError) -> String? {
                guard let member = message[key] else { return nil }
                guard case .string(let value) = member, !value.isEmpty, value.utf8.count <= LiveLimits.maximumNameBytes else {
                    throw fail("\"\(key)\" must be text of 1 to \(LiveLimits.maximumNameBytes) bytes")
                }
                return value
            }
            func optionalNumber(_ key: String) throws(LiveError) -> Double? { message[key] == nil ? nil : try number(key) }
            let change = AnimationChange(
                from: try optionalText("from"), to: try optionalText("to"), duration: try optionalNumber("duration"),
                delay: try optionalNumber("delay"), curve: try optionalText("curve"))
            action = .animation(name: try string("animation"), change: change)
        case "undo": action = .undo
        case "redo": action = .redo
        case "export": action = .export(curve: try string("curve"))
        case "compare": action = .compare(a: try string("a"), b: try string("b"))
        case "sync": action = .sync
        default:
            throw fail("the page may send \(Self.types.joined(separator: ", ")) (got \"\(MarkupText.truncated(type, to: 40))\")")
        }
        self.id = id
    }

    /// The shell command the message stands for, as it would be typed: `point NAME I X Y`,
    /// `NAME = DEFINITION` (what `edit` keeps), the `anim` line that redefines an animation,
    /// `undo` or `redo`; nil for an export, a comparison or a sync, which change nothing. Throws when the curve or the view does not exist, or the numbers make no
    /// curve; the session is not touched.
    public func command(in interpreter: Interpreter) throws(LiveError) -> String? {
        guard let line = try commandLine(in: interpreter) else { return nil }
        // What the page sends becomes one of these commands and nothing else, whatever it held.
        // Told apart by name, as the parser picks a declaration by it (`CommandRegistry.declaration(named:)`).
        let allowed = ["point", "=", "anim", "undo", "redo"]
        guard let parsed = try? Parser.parse(line), allowed.contains(parsed.name) else {
            throw LiveError("the page may only move points, set an editable curve's or an animation's numbers, undo and redo", id: id)
        }
        return line
    }

    private func commandLine(in interpreter: Interpreter) throws(LiveError) -> String? {
        switch action {
        case .point(let curve, let index, let x, let y):
            guard interpreter.session.curve(named: curve) != nil else {
                throw LiveError("there is no curve called '\(MarkupText.truncated(curve, to: 40))' in the session", id: id)
            }
            return Command.point(curve: curve, index: index, x: x, y: y).description
        case .set(let name, let viewName, let values):
            guard let named = interpreter.session.curve(named: name) else {
                throw LiveError("there is no curve called '\(MarkupText.truncated(name, to: 40))' in the session", id: id)
            }
            let views = EditableCurve.views(of: named.curve)
            guard let view = views.first(where: { $0.view == viewName }) else {
                let known = views.map(\.view)
                throw LiveError(
                    known.isEmpty
                        ? "'\(name)' is a \(named.curve.kind) curve, which has no numbers to edit"
                        : "'\(name)' has no view \"\(MarkupText.truncated(viewName, to: 40))\"; its views: \(known.joined(separator: ", "))",
                    id: id)
            }
            guard values.count == view.parameters.count else {
                throw LiveError("the view \"\(viewName)\" of '\(name)' has \(view.parameters.count) numbers (got \(values.count))", id: id)
            }
            for (parameter, value) in zip(view.parameters, values) where !parameter.bounds.contains(value) {
                throw LiveError(
                    "\(parameter.name) must be from \(TextFormat.shortest(parameter.bounds.lowerBound)) to \(TextFormat.shortest(parameter.bounds.upperBound)) (got \(TextFormat.shortest(value)))",
                    id: id)
            }
            switch view.build(values) {
            case .success(let curve): return "\(name) = \(view.definition(of: values, curve))"
            case .failure(let error): throw LiveError(error.message, id: id)
            }
        case .animation(let name, let change):
            guard let animation = interpreter.session.animation(named: name) else {
                throw LiveError("there is no animation called '\(MarkupText.truncated(name, to: 40))' in the session", id: id)
            }
            do throws(AnimationError) {
                return try animation.changed(change, in: interpreter).definition
            } catch {
                throw LiveError(error.message, id: id)
            }
        case .undo: return "undo"
        case .redo: return "redo"
        case .export, .compare, .sync: return nil
        }
    }
}

/// Why the live page's message was refused.
public struct LiveError: Error, Sendable, Equatable {
    public var message: String
    /// The message's id, when it had a valid one.
    public var id: Int?

    public init(_ message: String, id: Int? = nil) {
        self.message = message
        self.id = id
    }
}

/// The bounds that keep a page (or anything posing as one) from exhausting the shell.
public enum LiveLimits {
    /// The longest message the server reads (a `set` of a long path fits many times over).
    public static let maximumMessageBytes = 65_536
    /// Messages waiting for the shell; past this a message is refused as too many.
    public static let maximumWaitingMessages = 256
    /// Messages waiting to be sent to one page; a page that does not read loses the oldest
    /// first, and asks for the whole session when it sees that a change is missing.
    public static let maximumOutgoingMessages = 256
    static let maximumID = 9_007_199_254_740_991.0
    static let maximumNameBytes = 256
    static let maximumValues = 4096
}
