import CurveKit

/// Every way to define a curve, in the order `help curves` lists them.
enum CurveDefinitions {
    static let all: [any CurveDefinition.Type] = [
        BezierDefinition.self, CopyDefinition.self, ExpoDecayDefinition.self, SecondOrderDefinition.self,
        StepsDefinition.self, KeyframesDefinition.self, ImportDefinition.self, SpringDefinition.self,
        OscillationDefinition.self, ExpressionDefinition.self, SampledDefinition.self, PathDefinition.self,
        PlatformCodeDefinition.self,
    ]

    /// The definition a keyword starts.
    static func definition(keyword: String) -> (any CurveDefinition.Type)? {
        all.first { $0.keyword == keyword }
    }

    /// The definition a keyword starts, when its words are declared (``DeclaredCurveDefinition``).
    static func declared(keyword: String) -> (any DeclaredCurveDefinition.Type)? {
        definition(keyword: keyword) as? any DeclaredCurveDefinition.Type
    }

    /// The words that start a curve definition.
    static var keywords: [String] { all.compactMap { $0.keyword } }
}
