import Testing

@testable import Workbench

@Suite("Machine-readable replies")
struct InterpreterJSONTests {
    @Test("definitions and point give kind and points")
    func definitionJSON() {
        var shell = Transcript()
        #expect(
            shell.reply("tick = bezier 1 0 0.75 1").json.serialized
                == #"{"command":"define","curve":"tick","kind":"bezier","points":[1,0,0.75,1]}"#)
        let point = shell.reply("point tick 2 0.6 1").json
        #expect(point["command"] == "point")
        #expect(point["points"] == .numbers([1, 0, 0.6, 1]))
    }

    @Test("eval and sample give points as [x, y] pairs with full precision")
    func pointsJSON() {
        var shell = Transcript()
        #expect(
            shell.reply("eval linear 0.1 0.3").json.serialized
                == #"{"command":"eval","curve":"linear","points":[[0.1,0.1],[0.3,0.3]]}"#)
        let sample = shell.reply("sample linear 2").json
        #expect(sample["points"] == .array([.numbers([0, 0]), .numbers([0.5, 0.5]), .numbers([1, 1])]))
        #expect(sample["slopes"] == .numbers([1, 1, 1]))
    }

    @Test("compare gives max, at and rms")
    func compareJSON() {
        var shell = Transcript()
        let json = shell.reply("compare linear linear").json
        #expect(json["max"] == 0)
        #expect(json["rms"] == 0)
        #expect(json["at"] == 0)
    }

    @Test("an error is an object with the message and the line")
    func errorJSON() {
        var shell = Transcript()
        let reply = shell.reply("show nothing")
        #expect(reply.errorJSON(line: 7).hasPrefix(#"{"error":"unknown curve 'nothing'"#))
        #expect(reply.errorJSON(line: 7).hasSuffix(#","line":7}"#))
    }
}
