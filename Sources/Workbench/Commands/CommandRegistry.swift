/// Every command of the language, in the order `help` and the README list them.
enum CommandRegistry {
    static let all: [any CommandDeclaration.Type] = [
        DefineCommand.self,
        PointCommand.self,
        EditCommand.self,
        FitCommand.self,
        IdentifyCommand.self,
        LinearCommand.self,
        AnimCommand.self,
        FramesCommand.self,
        PlayCommand.self,
        ExportCommand.self,
        DescribeCommand.self,
        TargetCommand.self,
        ShowCommand.self,
        ListCommand.self,
        DeleteCommand.self,
        RenameCommand.self,
        EvalCommand.self,
        SampleCommand.self,
        CompareCommand.self,
        PlotCommand.self,
        PreviewCommand.self,
        ServeCommand.self,
        SaveCommand.self,
        LoadCommand.self,
        NewCommand.self,
        ReplayCommand.self,
        DiffCommand.self,
        RecoverCommand.self,
        UndoCommand.self,
        RedoCommand.self,
        HistoryCommand.self,
        HelpCommand.self,
        QuitCommand.self,
    ]

    /// The declaration for a command word: a name or an alias.
    static func declaration(named word: String) -> (any CommandDeclaration.Type)? {
        all.first { $0.name == word || $0.aliases.contains(word) }
    }
}
