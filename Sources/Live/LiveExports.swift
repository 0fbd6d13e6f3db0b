import CurveKit
import Workbench

/// The live page's export panel: a curve's code for every platform exactly as `export NAME
/// PLATFORM` writes it, with whether it is exact and its max error, or why it cannot be exported.
/// Made only when the page asks (an export of every platform can take a good part of a second).
public enum LiveExports {
    public static func message(id: Int, curve name: String, in interpreter: Interpreter) -> String {
        message(id: id, curve: name, platforms: platforms(curve: name, in: interpreter))
    }

    /// The message for the page's request `id`, with platforms made earlier (by ``platforms(curve:in:)``).
    public static func message(id: Int, curve name: String, platforms: JSONValue) -> String {
        JSONValue.object([("type", "export"), ("id", .number(Double(id))), ("curve", .string(name)), ("platforms", platforms)]).serialized
    }

    /// Every platform's code for the curve (the expensive part, which depends only on the
    /// session): what `export NAME PLATFORM` writes, through its pipeline, the curve's
    /// approximations fitted once for every platform.
    public static func platforms(curve name: String, in interpreter: Interpreter) -> JSONValue {
        .array(
            ExportCommand.exportOnEveryPlatform(interpreter, name).map { platform, reply in
                var members: [(key: String, value: JSONValue)] = [
                    ("platform", .string(platform.rawValue)), ("title", .string(platform.title)),
                ]
                switch reply {
                case .success(let reply):
                    members += [
                        ("code", .string(reply.text)), ("exact", reply.json["exact"] ?? .null),
                        ("max_error", reply.json["max_error"] ?? .null), ("error", .null),
                    ]
                case .failure(let error):
                    members += [("code", .null), ("exact", .null), ("max_error", .null), ("error", .string(error.message))]
                }
                return .object(members)
            })
    }
}
