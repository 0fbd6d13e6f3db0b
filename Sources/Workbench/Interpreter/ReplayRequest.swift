/// Asks the front end to pace a replay (wait for Enter, or pause) and then call
/// ``Interpreter/finishReplay(_:command:)``.
public struct ReplayRequest: Sendable, Equatable {
    public let path: String
    public let step: Bool
    public let delay: Double
    public let command: String
}
