extension MotionMatch {
    /// The unseen fractions of the motion the first placement of a recording that joins it
    /// under way tries: none, 5 %, … 90 %.
    static let unseenFractions = (0...18).map { Double($0) / 20 }

    /// The match of a curve to a recording that joins the motion under way
    /// (``Frames/startsMoving``): the curve's start t₀ is free to lie before the recording, and
    /// since the recording's progress is measured from its value at t = 0, the curve is too:
    ///
    /// ```
    /// p(t) = (c(t) − c(0)) / (1 − c(0)),   c(t) = f(clamp((t − t₀)/D, 0, 1))  or  g(max(t − t₀, 0))
    /// ```
    ///
    /// The same free numbers as ``match(_:to:polishing:crossings:)`` (t₀ and D, or t₀): the
    /// unseen start is fitted, not assumed. The first placement tries each of
    /// ``unseenFractions`` of the motion before the recording; Nelder–Mead polishes the best.
    /// `origin` is the time of the frame progress is measured from: t = 0, the given start, for a
    /// recording joined under way; the first frame's for one that starts with the motion
    /// (``joinedLate(_:to:polishing:)``), whose first frame's frame time may lie before its stamp.
    static func matchUnderWay(_ model: Model, to frames: Frames, polishing: Bool, origin: Double = 0) -> Result {
        func rebased(_ c: @escaping (Double) -> Double) -> (Double) -> Double {
            let start = c(origin), scale = 1 - start
            // A curve that has (nearly) arrived by t = 0 cannot be scaled to the rest of the move.
            guard abs(scale) > 0.02 else { return { _ in .nan } }
            return { t in (c(t) - start) / scale }
        }
        let visible = max(frames.duration, frames.frameInterval)
        switch model {
        case .easing(let curve):
            let model = { (parameters: [Double]) -> (Double) -> Double in
                let (t0, d) = (parameters[0], max(parameters[1], 1e-4))
                return rebased { t in curve(min(max((t - t0) / d, 0), 1)) }
            }
            let starts = unseenFractions.map { unseen -> [Double] in
                let duration = visible / (1 - unseen)
                return [origin - unseen * duration, duration]
            }
            let start = starts.min { loss(frames, model($0)) < loss(frames, model($1)) } ?? [0, visible]
            let steps = [frames.frameInterval, 0.05 * start[1]]
            var best = refined(start, steps: steps, frames: frames, polishing: polishing, model: model)
            best[1] = max(best[1], 1e-4)
            return result(frames, startOffset: best[0], duration: best[1], freeParameters: 2, model(best))
        case .timed(let position, let duration):
            let span = duration.isFinite && duration > 0 ? duration : visible
            let model = { (parameters: [Double]) -> (Double) -> Double in
                let t0 = parameters[0]
                return rebased { t in position(max(t - t0, 0)) }
            }
            let starts = unseenFractions.map { [origin - $0 * span] }
            let start = starts.min { loss(frames, model($0)) < loss(frames, model($1)) } ?? [0]
            let steps = [frames.frameInterval]
            let best = refined(start, steps: steps, frames: frames, polishing: polishing, model: model)
            return result(frames, startOffset: best[0], duration: duration, freeParameters: 1, model(best))
        }
    }

    /// The match of a curve to a recording that starts with the motion
    /// (``Frames/startsWithRecording``) as if the recording had joined it late: the curve's
    /// start is free to lie any time before the first frame, and progress is measured from the
    /// curve's value there (`matchUnderWay`, with the first frame as its origin). A name given for such
    /// a recording rests on its start lying within one frame of the first frame; a curve that
    /// explains the frames as well with its start long before says the frames cannot tell.
    public static func joinedLate(_ model: Model, to frames: Frames, polishing: Bool = true) -> Result {
        matchUnderWay(model, to: frames, polishing: polishing, origin: frames.times.first ?? 0)
    }
}
