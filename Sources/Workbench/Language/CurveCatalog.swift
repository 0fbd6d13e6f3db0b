/// Every way to define a curve, as each ``CurveDefinition`` documents itself: `help curves`
/// prints from these entries (``CurveCatalog/entries``), and the parser's errors quote their
/// usage lines.
public enum CurveCatalog {
    public struct Entry: Sendable {
        public let kind: String
        public let usage: String
        let summary: String
    }
}
