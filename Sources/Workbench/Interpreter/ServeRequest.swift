/// What `serve` asks of the front end: start the server (on `port`, 0 for a free one; open the
/// page in a browser or not) or stop it.
public enum ServeRequest: Sendable, Equatable {
    case start(port: Int, open: Bool)
    case stop
}
