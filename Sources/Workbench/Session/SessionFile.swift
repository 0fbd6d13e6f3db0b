import CurveKit
import Platforms

/// The session file format, version 1:
///
/// ```json
/// {
///   "format": "curves-session",
///   "version": 1,
///   "description": "…",
///   "curves": [ { "name": "tick", "kind": "bezier", "points": [1, 0, 0.75, 1],
///                 "description": "…" } ],
///   "history": [ "tick = bezier 1 0 0.75 1" ]
/// }
/// ```
///
/// Numbers are written in their shortest round-trip form, so they read back bit for bit.
public struct SessionFile: Sendable, Equatable {
    static let formatName = "curves-session"
    public static let version = 1

    public var session: Session
    public var description: String? { session.description }
    public var history: [JournalEntry]
    /// The file the session belongs to; written only in recovery files.
    public var file: String?
    /// What ``file`` held when the shell read or wrote it; written only in recovery files, so
    /// that a recovered session's `save` can still tell whether the file changed since.
    public var fileStamp: FileStamp?
    /// What reading had to change to keep the session's rules (a name held twice, an animation
    /// naming a curve that is not there …), one line each with the place in the file, for the
    /// load and recover replies; empty for every file this program writes.
    private(set) var rescued: [String] = []

    public init(session: Session, description: String? = nil, history: [JournalEntry] = [], file: String? = nil) {
        self.session = session
        if let description { self.session.description = description }
        self.history = history
        self.file = file
    }

    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("format", .string(Self.formatName)),
            ("version", .number(Double(Self.version))),
        ]
        if let description { members.append(("description", .string(description))) }
        members.append(("curves", .array(session.curves.map(Self.encode))))
        members.append(("animations", .array(session.animations.map(Self.encode))))
        members.append(("history", .array(history.map(\.json))))
        if let file { members.append(("file", .string(file))) }
        if let fileStamp { members.append(("file_stamp", .string(fileStamp.description))) }
        return .object(members)
    }

    /// An animation as the file keeps it.
    static func encode(_ animation: Animation) -> JSONValue {
        // The pacing curve goes along, so the file still loads if that curve is deleted later.
        guard case .object(var fields) = animation.json else { return animation.json }
        fields.append(("timing", .object(CurveEncoding.members(of: animation.curve))))
        return .object(fields)
    }

    private static func encode(_ named: NamedCurve) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("name", .string(named.name))]
        members.append(contentsOf: CurveEncoding.members(of: named.curve))
        if let description = named.description {
            members.append(("description", .string(description)))
        }
        if let provenance = named.provenance { members.append(("fitted", provenance.json)) }
        if let target = named.target { members.append(("target", .string(target))) }
        if let timing = named.timing { members.append(("timing", timing.json)) }
        if let slowTail = named.slowTail { members.append(("slow_tail", slowTail.json)) }
        return .object(members)
    }

    /// Reads a session from parsed JSON, checking every field; the error names the path. A curve
    /// may not be called by a word of `reservedNames` (the commands, curve kinds and platforms:
    /// ``ReservedNames/words``, which the caller hands down), nor by any other word
    /// ``Names/problem(with:reserved:)`` refuses.
    public init(json: JSONValue, reservedNames: Set<String>) throws(SessionFormatError) {
        let root = JSONReader(json, path: "")
        guard case .object = json else {
            throw SessionFormatError(path: "", message: "not a curves session: expected a JSON object")
        }
        guard root.member("format")?.value == .string(Self.formatName) else {
            throw SessionFormatError(
                path: "", message: "not a curves session: \"format\" must be \"\(Self.formatName)\"")
        }
        let version = try root.required("version").integer()
        if version > Self.version {
            throw SessionFormatError(
                path: "version",
                message: "version \(version) is newer than this program reads (up to \(Self.version)); upgrade curves")
        }
        if version < 1 {
            throw SessionFormatError(path: "version", message: "expected a version of 1 or more, got \(version)")
        }
        let description = try root.member("description")?.string()
        let curveElements = try root.required("curves").elements()
        if curveElements.count > Limits.maximumCurves {
            throw SessionFormatError(
                path: "curves", message: "\(curveElements.count) curves, more than the limit of \(Limits.maximumCurves) curves per session")
        }
        // Collected first and handed to the session in one go: checking each name against a
        // set keeps a file of thousands of curves linear to read.
        var curves: [NamedCurve] = []
        var names: Set<String> = []
        var rescued: [String] = []
        for element in curveElements {
            let name = try element.required("name").string()
            if let problem = Names.problem(with: name, reserved: reservedNames) {
                throw SessionFormatError(path: element.path + ".name", message: problem)
            }
            // Rescued, never refused: a second curve of the same name gets a free one.
            var kept = name
            if names.contains(name) {
                var number = 2
                while names.contains("\(name)-\(number)") { number += 1 }
                kept = "\(name)-\(number)"
                rescued.append("\(element.path): a second curve called '\(name)' is kept as '\(kept)'")
            }
            names.insert(kept)
            let curve = try CurveEncoding.curve(from: element)
            let provenance = try element.member("fitted").map { reader throws(SessionFormatError) in try Provenance(reading: reader) }
            curves.append(
                NamedCurve(
                    name: kept, curve: curve, description: try element.member("description")?.string(),
                    provenance: provenance, target: try element.member("target")?.string(),
                    timing: try element.member("timing").flatMap { reader throws(SessionFormatError) in try CurveTiming.read(reader) },
                    slowTail: try element.member("slow_tail").map { reader throws(SessionFormatError) in try SlowTail.read(reader) }))
        }
        var session = Session(curves: curves, description: description)
        let animationElements = try root.member("animations")?.elements() ?? []
        if animationElements.count > Limits.maximumAnimations {
            throw SessionFormatError(
                path: "animations",
                message: "\(animationElements.count) animations, more than the limit of \(Limits.maximumAnimations) animations per session")
        }
        for element in animationElements {
            guard let animation = try Self.animation(from: element, into: &session, notes: &rescued, reservedNames: reservedNames) else {
                continue
            }
            // Curves and animations share one set of names. A file written before that rule
            // was kept everywhere may break it: the animation gets a free name, and the load says so.
            var kept = animation
            if !session.isFree(animation.name) {
                let name = session.freeName(from: animation.name + "-anim", alsoTaken: names)
                do { kept = try animation.renamed(name) } catch { throw SessionFormatError(path: element.path, message: error.message) }
                let holder = session.curve(named: animation.name) != nil ? "a curve" : "another animation"
                rescued.append("\(element.path): the animation '\(animation.name)' has the name of \(holder); it is kept as '\(name)'")
            }
            session.define(kept)
        }
        var history: [JournalEntry] = []
        for entry in try root.member("history")?.elements() ?? [] {
            history.append(try JournalEntry(reading: entry))
        }
        self.history = history
        self.session = session
        self.rescued = rescued
        file = try root.member("file")?.string()
        if let stamp = root.member("file_stamp") {
            guard let read = FileStamp(try stamp.string()) else {
                throw SessionFormatError(path: stamp.path, message: "expected SIZE:HEX, the size and hash of the file's content")
            }
            fileStamp = read
        }
    }
}
