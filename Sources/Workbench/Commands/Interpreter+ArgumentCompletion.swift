extension Interpreter {
    /// The words `completion` stands for in this session (nil for file names).
    func candidates(for completion: ArgumentCompletion) -> [String]? {
        switch completion {
        case .nothing: []
        case .words(let words): words
        case .files: nil
        case .curves(let animations, let extra): allCurveNames + (animations ? animationNames : []) + extra
        case .ownCurves(let animations): ownCurveNames + (animations ? animationNames : [])
        case .animations: animationNames
        case .commandWords(let extra): CommandCatalog.commandWords + extra
        case .keyframesCurves: session.curves.filter { $0.curve.keyframes != nil }.map(\.name)
        }
    }
}
