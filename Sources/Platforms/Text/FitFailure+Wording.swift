import CurveKit

/// What a fit (or `linear`) that threw says: that it was cancelled, however the fitter said so,
/// or else the error in the shell's words.
package func fitFailureWording(of error: any Error) -> String {
    if error is FitCancelled || (error as? KeyframeFitError) == .cancelled || (error as? CurveError) == .cancelled {
        return "cancelled; the session is unchanged"
    }
    return shellWording(of: error)
}
