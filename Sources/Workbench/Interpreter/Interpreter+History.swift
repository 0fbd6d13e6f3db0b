extension Interpreter {
    /// The command `undo` would take back, if any (the live page shows it on its button).
    package var undoableCommand: String? { undoStack.last?.command }
    /// The command `redo` would run again, if any.
    package var redoableCommand: String? { redoStack.last?.command }
}
