import Foundation
import TestExpectations
import Testing

@testable import Workbench

@Suite("compare measures the difference exactly")
struct CompareAccuracyTests {
    /// linear (y = x) against (0, 0, 1, 1)'s twin (1/3, 1/3, 2/3, 2/3), which is also y = x,
    /// differ by nothing; linear against ease-in differs by x − easeIn(x), whose maximum on
    /// the grid is found here by brute force with an independent evaluation (bisection on
    /// the parameter, which is accurate for this well-conditioned curve).
    @Test("max difference between linear and ease-in matches a brute-force search")
    func linearVersusEaseIn() {
        func easeIn(_ x: Double) -> Double {
            // x(t) = 3(1−t)t²·1 + 3(1−t)²t·0.42 + t³, y(t) = 3(1−t)t² + t³
            var low = 0.0, high = 1.0
            for _ in 0..<200 {
                let t = (low + high) / 2
                let xt = 3 * (1 - t) * (1 - t) * t * 0.42 + 3 * (1 - t) * t * t + t * t * t
                if xt < x { low = t } else { high = t }
            }
            let t = (low + high) / 2
            return 3 * (1 - t) * t * t + t * t * t
        }
        var maximum = 0.0, at = 0.0, squares = 0.0
        for i in 0...100 {
            let x = Double(i) / 100
            let difference = abs(x - easeIn(x))
            squares += difference * difference
            if difference > maximum { (maximum, at) = (difference, x) }
        }
        var shell = Transcript()
        let json = shell.reply("compare linear ease-in samples=100").json
        guard case .number(let max)? = json["max"], case .number(let where_)? = json["at"], case .number(let rms)? = json["rms"]
        else { Issue.record("missing numbers"); return }
        expectClose(max, maximum, absolute: 1e-12)
        #expect(where_ == at)
        expectClose(rms, (squares / 101).squareRoot(), absolute: 1e-12)
    }
}
