import CurveKit
import Testing

@testable import Workbench

/// GSAP EasePack's SlowMo read as GSAP computes it. Reference: greensock/GSAP `src/EasePack.js`
/// (`_createSlowMo`), written out here on its own: linearRatio = min(1, linearRatio || 0.7),
/// power (0.7 by default, 0 when linearRatio is 1), p1 = (1 − linearRatio)/2, p3 = p1 +
/// linearRatio, r = p + (0.5 − p)·power; p < p1: r − (1 − p/p1)⁴·r; p > p3: r + (p − r)·((p − p3)/p1)⁴;
/// else r.
@Suite("Platforms: GSAP SlowMo (EasePack)")
struct GSAPSlowMoTests {
    static func slowMo(_ linearRatio: Double, _ power: Double) -> (Double) -> Double {
        let p1 = (1 - linearRatio) / 2, p3 = p1 + linearRatio
        return { p in
            let r = p + (0.5 - p) * power
            if p < p1 {
                let q = 1 - p / p1
                return r - q * q * q * q * r
            }
            if p > p3 {
                let q = (p - p3) / p1
                return r + (p - r) * q * q * q * q
            }
            return r
        }
    }

    static func read(_ line: String) -> (error: String?, curve: Curve?, text: String) {
        var transcript = Transcript()
        let reply = transcript.reply(line)
        return (reply.error, transcript.interpreter.session.curves.first?.curve, reply.text)
    }

    static func largestDifference(_ curve: Curve, _ reference: (Double) -> Double) -> Double {
        (0...2000).map { abs(curve.value(at: Double($0) / 2000) - reference(Double($0) / 2000)) }.max() ?? .nan
    }

    /// RafaGois/folium index.js: `gsap.from(".name", { …, duration: 2.5, ease: "slow(0.7,0.7,false)" })`
    /// (here a 1.2 s tween of our own with the same ease string).
    @Test("an ease string slow(0.7, 0.7, false) is GSAP's SlowMo formula, within 1e-12")
    func easeString() throws {
        let (error, curve, _) = Self.read(#"a = gsap gsap.to(".title", { y: 40, duration: 1.2, ease: "slow(0.7,0.7,false)" })"#)
        #expect(error == nil, "\(error ?? "")")
        #expect(Self.largestDifference(try #require(curve), Self.slowMo(0.7, 0.7)) <= 1e-12)
    }

    /// The GSAP 2 spelling, `ease: SlowMo.ease.config(0.1, 1.5, false)` in a TimelineMax of a
    /// speed dial seen through the code index (a short linear part, strong power).
    @Test("SlowMo.ease.config(0.1, 1.5, false) is the same formula with its own ratio and power")
    func gsap2Config() throws {
        let (error, curve, _) = Self.read("a = gsap SlowMo.ease.config(0.1, 1.5, false)")
        #expect(error == nil, "\(error ?? "")")
        #expect(Self.largestDifference(try #require(curve), Self.slowMo(0.1, 1.5)) <= 1e-12)
    }

    @Test("a bare \"slow\" is SlowMo's defaults, 0.7 and 0.7")
    func defaults() throws {
        let (_, curve, _) = Self.read(#"a = gsap "slow""#)
        #expect(Self.largestDifference(try #require(curve), Self.slowMo(0.7, 0.7)) <= 1e-12)
    }

    @Test("a linearRatio of 1 is linear: GSAP sets the power to 0")
    func wholeRatioIsLinear() throws {
        let (_, curve, _) = Self.read(#"a = gsap "slow(1, 0.9)""#)
        #expect(Self.largestDifference(try #require(curve)) { $0 } <= 1e-15)
    }

    /// `ease: "slow(0.5, 0.8, true)"` seen beside `"slow(0.5, 0.8)"` in a word-zoom timeline
    /// (through the code index): yoyoMode returns to the start.
    @Test("yoyoMode true is refused with the reason: the ease returns to 0")
    func yoyoRefused() {
        let (error, curve, _) = Self.read(#"a = gsap "slow(0.5, 0.8, true)""#)
        #expect(curve == nil)
        #expect(error?.contains("not a timing curve from 0 to 1") == true, "\(error ?? "no error")")
    }
}
