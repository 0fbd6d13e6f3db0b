import CurveKit
import Platforms

/// The curve `identify RECORDING` gives as the recording's (``Identification/answer``), with the
/// seconds it lasts: what `identify RECORDING as NAME` defines (the duration kept with the name,
/// ``NamedCurve/timing``, which `fit`, `anim` and `export` take), and what the interpreter keeps
/// so that exporting or animating the recording itself, which last the frames' visible span,
/// say when the curve lasts longer and how to get it (``SlowTail``).
struct IdentifiedCurve: Sendable, Equatable {
    /// The recording's name.
    let recording: String
    /// The row's title: `gsap power4.out`, `best bezier`.
    let title: String
    /// A named curve as a timing function of x; a fit as its code is exported (a spring in the
    /// motion's seconds).
    let curve: Curve
    /// Seconds the curve lasts, to the millisecond (as `anim` takes a curve's own duration).
    let duration: Double
    /// Seconds of the motion the frames show: the recording's duration as import found it.
    let visible: Double
    /// Seconds of the curve's end that move less than the noise (``Identification/unseenTail(of:)``).
    let unseenTail: Double?

    /// The verdict's curve (``Identification/answer``); nil when the verdict gives none.
    init?(_ identification: Identification, recording: String) {
        guard let row = identification.answer else { return nil }
        self.recording = recording
        title = row.title
        curve = row.exported ?? row.curve
        duration = CurveTiming.toTheMillisecond(row.match.duration)
        visible = identification.summary.duration
        unseenTail = identification.unseenTail(of: row)
    }

    /// The duration kept with the name `identify … as NAME` defines.
    var timing: CurveTiming? { CurveTiming(duration: duration) }

    /// `identify r: gsap power4.out over 1399 ms`: the defined curve's description.
    var definedDescription: String { "identify \(recording): \(title) over \(RecordingReport.milliseconds(duration))" }

    /// What `identify RECORDING` offers, or what `as NAME` did.
    func offer(defining name: String?) -> String {
        let lasting = "\(title) with its duration, \(RecordingReport.milliseconds(duration))"
        guard let name else { return "identify \(recording) as NAME defines NAME as \(lasting), which fit, anim and export then take" }
        return "\(name): \(lasting), kept with it: fit, anim and export take that duration"
    }

    /// What the session keeps with the recording when its curve lasts longer than the frames
    /// show: the frames show `visible`, the curve lasts `duration`. nil when there is no slow tail.
    var slowTail: SlowTail? {
        unseenTail.map { SlowTail(curve: title, duration: duration, visible: visible, unseen: $0) }
    }

    /// Why `identify RECORDING as NAME` defines nothing: the verdict gives no curve.
    static func noAnswer(_ identification: Identification, recording: String, name: String) -> String {
        let lead = "identify \(recording) as \(name) defines the curve the verdict gives, and it gives none"
        let fit = "fit \(recording) as \(name) fits a Bézier to the frames (family=F for another family)"
        if identification.summary.startsMoving {
            return "\(lead): the recording joins the motion under way, and no one named curve alone explains what it shows; \(fit)"
        }
        if identification.summary.movesAtFirstFrame {
            return "\(lead): the recording moves at full speed at its first frame (it may have joined the motion under way), "
                + "and no one named curve alone explains what it shows; \(fit)"
        }
        return "\(lead): no curve explains \(recording) within its noise; \(fit)"
    }
}
