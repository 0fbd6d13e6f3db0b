import Foundation
import Testing

@testable import Workbench

/// Android's keyframe values are Floats (`Keyframe.ofFloat(float fraction, float value)`,
/// developer.android.com/reference/android/animation/Keyframe): `export` writes each as the
/// Float nearest the exact value, in the fewest digits that read back as that Float, not
/// rounded to 6 decimals (which moved 0.0960219… to 0.096022, 2e-7 off, 30 Float steps).
@Suite("Android keyframe values")
struct AndroidKeyframeValueTests {
    static let to = 0.77777777
    static let keyValues = [0, 0.123456789, 0.8, 1.0]

    /// The values of `Keyframe.ofFloat(fraction, value)` in `text`, as written.
    static func values(_ text: String) -> [String] {
        text.components(separatedBy: "Keyframe.ofFloat(").dropFirst().compactMap { part in
            part.split(separator: ")").first?.split(separator: ",").last.map {
                $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "f", with: "")
            }
        }
    }

    /// The fewest significant digits whose `%g` reads back as the Float nearest `value`.
    static func fewestDigits(_ value: Double) -> Int {
        (1...9).first { Float(String(format: "%.\($0)g", value)) == Float(value) } ?? 9
    }

    static func significantDigits(_ literal: String) -> Int {
        let mantissa = literal.split(separator: "e").first.map(String.init) ?? literal
        let digits = mantissa.filter(\.isNumber).drop { $0 == "0" }
        return max(digits.count, 1)
    }

    @Test("each keyframe value is the Float nearest the exact value, in the fewest digits that read back as it")
    func valuesAreTheNearestFloatsInFewestDigits() throws {
        var shell = Transcript(width: 400)
        for line in [
            "c = keyframes 0:0 ease-in 0.4:0.123456789 ease-out 0.7:0.8 ease-in-out 1:1", "anim a alpha 0 \(Self.to) duration=1 curve=c",
        ] {
            try #require(shell.reply(line).error == nil, "\(line)")
        }
        let text = shell.reply("export a android").text
        let written = Self.values(text)
        try #require(written.count == Self.keyValues.count, "\(written)\n\(text)")
        for (literal, key) in zip(written, Self.keyValues) {
            let exact = key * Self.to
            #expect(Float(literal) == Float(exact), "\(literal) is not the Float nearest \(exact)")
            #expect(
                Self.significantDigits(literal) <= Self.fewestDigits(exact),
                "\(literal): \(Self.fewestDigits(exact)) significant digits read back as that Float")
        }
        #expect(text.contains("each value is written as the Float nearest it"), "\(text)")
    }
}
