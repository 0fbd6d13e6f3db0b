import CurveKit

/// A ``RecordingSummary`` in the session file: the `recording` member of a data curve.
enum RecordingMembers {
    static func json(_ summary: RecordingSummary) -> JSONValue {
        .object(
            [
                ("startTime", .number(summary.startTime)), ("endTime", .number(summary.endTime)),
                ("startValue", .number(summary.startValue)), ("endValue", .number(summary.endValue)),
                ("motionFrames", .number(Double(summary.motionFrames))), ("droppedFrames", .number(Double(summary.droppedFrames))),
                ("repeatedFrames", .number(Double(summary.repeatedFrames))), ("frameInterval", .number(summary.frameInterval)),
                ("noise", .number(summary.noise)), ("jitter", .number(summary.jitter)),
            ] + (summary.startsMoving ? [("startsMoving", .bool(true))] : [])
                + (summary.startsWithRecording ? [("startsWithRecording", .bool(true))] : [])
                + (summary.endsWithRecording ? [("endsWithRecording", .bool(true))] : [])
                + (summary.movesAtFirstFrame ? [("movesAtFirstFrame", .bool(true))] : []))
    }

    static func read(_ element: JSONReader) throws(SessionFormatError) -> RecordingSummary {
        var summary = RecordingSummary(
            startTime: try element.required("startTime").number(), endTime: try element.required("endTime").number(),
            startValue: try element.required("startValue").number(), endValue: try element.required("endValue").number(),
            motionFrames: try element.required("motionFrames").integer(), droppedFrames: try element.required("droppedFrames").integer(),
            repeatedFrames: try element.required("repeatedFrames").integer(), frameInterval: try element.required("frameInterval").number(),
            noise: try element.required("noise").number(), jitter: try element.required("jitter").number(),
            startsMoving: try element.member("startsMoving")?.bool() ?? false)
        summary.startsWithRecording = try element.member("startsWithRecording")?.bool() ?? false
        summary.endsWithRecording = try element.member("endsWithRecording")?.bool() ?? false
        summary.movesAtFirstFrame = try element.member("movesAtFirstFrame")?.bool() ?? false
        guard summary.endTime > summary.startTime, summary.endValue != summary.startValue, summary.noise >= 0, summary.jitter >= 0,
            summary.frameInterval > 0
        else {
            throw SessionFormatError(
                path: element.path,
                message:
                    "a recording needs endTime after startTime, different start and end values, and noise, jitter ≥ 0 and a frame interval > 0"
            )
        }
        return summary
    }
}
