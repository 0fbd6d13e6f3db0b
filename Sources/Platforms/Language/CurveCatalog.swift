/// Every way to define a curve, as each ``CurveDefinition`` documents itself: `help curves`
/// prints from these entries (``CurveCatalog/entries``), and the parser's errors quote their
/// usage lines.
public enum CurveCatalog {
    public struct Entry: Sendable {
        public let kind: String
        public let usage: String
        package let summary: String

        package init(kind: String, usage: String, summary: String) {
            self.kind = kind
            self.usage = usage
            self.summary = summary
        }
    }
}
