import CurveKit

extension CurveError {
    /// The error as the shell shows it: a typed one in the shell's words
    /// (``SpringError/wording``, ``CatalogueError/wording``,
    /// ``RecordingError/wording``), any other as CurveKit wrote it.
    package var wording: String {
        switch reason {
        case .spring(let reason): reason.wording
        case .catalogue(let reason): reason.wording
        case .recording(let reason): reason.wording
        case nil: message
        }
    }

    /// The session-file member at fault, if the error names one.
    var member: String? {
        switch reason {
        case .spring(let reason): reason.member
        case .catalogue(let reason): reason.member
        case .recording: nil
        case nil: parameter
        }
    }
}

/// Any error as the shell shows it: a ``CurveError`` by its ``CurveError/wording``, any other
/// by its description.
package func shellWording(of error: any Error) -> String {
    (error as? CurveError)?.wording ?? "\(error)"
}
