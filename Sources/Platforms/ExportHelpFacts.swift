/// What `help export` says about the formats, asked of the platforms' writers so that the help
/// stays true when a writer changes (each list in the registry's order).
package enum ExportHelpFacts {
    /// The words that write a platform's code in another language, with what each writes.
    package static var languages: [(word: String, about: String)] {
        Platform.allCases.flatMap { platform in platform.spec.otherLanguages.map { ($0.word, $0.about) } }
    }

    /// form=function's code: each kind of code, with the formats that write it.
    package static var functionForms: [(easing: String, formats: [String])] {
        var groups: [(easing: String, formats: [String])] = []
        for format in ExportFormat.all {
            guard let easing = format.functionWriter?.easingName else { continue }
            if let index = groups.firstIndex(where: { $0.easing == easing }) {
                groups[index].formats.append(format.word)
            } else {
                groups.append((easing, [format.word]))
            }
        }
        return groups
    }

    /// The formats whose animations take the curve's closed form as their easing.
    package static var functionAnimations: [String] { ExportPipeline.functionAnimationFormats }

    /// The formats that write a curve, not only an animation, as keyframes.
    package static var keyframeCurves: [String] { KeyframeForm.curveFormats }

    /// Each platform's animation as help names it ("Compose AnimationSpec").
    package static var animations: [String] { Platform.allCases.map { $0.term(.animation) } }
}
