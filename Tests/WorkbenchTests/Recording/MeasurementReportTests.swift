import Foundation
import TestSupport
import Testing

@testable import Workbench

@Suite("Recorded sets: a measurement's report file")
struct MeasurementReportTests {
    @Test("each line is in the file as soon as it is written, and a new report empties the file")
    func linesAreWrittenAtOnce() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("reports/held-out.txt").path
        let first = try MeasurementReport(path: path)
        first.write("recording 01 #1")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "recording 01 #1\n")
        first.write("recording 02 —")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "recording 01 #1\nrecording 02 —\n")
        let second = try MeasurementReport(path: path)
        second.write("again")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "again\n")
    }
}
