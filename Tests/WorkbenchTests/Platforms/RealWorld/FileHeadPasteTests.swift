import CurveKit
import Foundation
import Testing

@testable import Platforms
@testable import Workbench

/// Code pasted from the top of a file: its `import` and `package` lines first. Nobody pastes
/// imports alone, so the paste goes on over the code after them (``PasteContinuation``), and a
/// JavaScript `export default …` in it is code, not the shell's `export`. Each case keeps the
/// forms and numbers of the file cited; names are ours.
@Suite("Real world: pastes that start with a file's head")
struct FileHeadPasteTests {
    @Test("import and package lines go on; a shell command after them still stands alone")
    func importsGoOn() {
        #expect(
            PastedCodeBlockTests.commands(["a = compose import androidx.compose.animation.core.spring", "val s = spring<Float>()", "list"])
                .count == 2)
        #expect(
            PastedCodeBlockTests.commands(["a = compose package com.example.ui", "", "import androidx.compose.animation.core.*", "list"])
                .count == 2)
        #expect(
            PastedCodeBlockTests.commands([
                "a = material import { makeStyles } from '@material-ui/core/styles'", "export default makeStyles((theme) => ({", "}))",
                "list",
            ]).count == 2)
        // The shell's own export after a paste that went over lines is a command of its own.
        #expect(
            PastedCodeBlockTests.commands([
                "a = compose import androidx.compose.animation.core.spring", "val s = spring<Float>()", "export a css", "list",
            ]).count == 3)
        // A one-line paste of code that is not an import stays one line.
        #expect(PastedCodeBlockTests.commands(["a = css ease-out", "list"]).count == 2)
    }

    /// datosgcba/Ciudad-3D src/containers/Home/styles.js @ 15fc480cd5f76d6125a2474a72b7f174a0f14144:
    /// Material UI's `makeStyles`, imported on the first line and exported by default, whose
    /// panel's transition is `theme.transitions.create('width', { easing: …sharp, duration:
    /// …enteringScreen })`: the default theme's sharp easing, cubic-bezier(0.4, 0, 0.6, 1)
    /// (MUI createTransitions.js).
    @Test func materialUIStylesAfterTheirImport() {
        let code = """
            import { makeStyles } from '@material-ui/core/styles'

            export default makeStyles((theme) => ({
              frame: {
                display: 'flex'
              },
              drawer: {
                position: 'relative',
                transition: theme.transitions.create('width', {
                  easing: theme.transitions.easing.sharp,
                  duration: theme.transitions.duration.enteringScreen
                })
              }
            }))
            """
        let (reply, curve) = PastedCodeBlockTests.read("material", code)
        #expect(reply.error == nil, "\(reply.error ?? "")")
        RealWorldCorpus.expectBezier(curve, 0.4, 0, 0.6, 1)
    }
}
