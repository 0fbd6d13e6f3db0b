import Platforms

extension ArgumentValue where Value == String {
    /// A name to be given to a curve: it must be a valid new name.
    static var newName: Self {
        Self(
            read: { (token, _, _) throws(CommandError) in
                if let problem = ReservedNames.problem(with: token.text) { throw CommandError(problem, at: token) }
                return token.text
            },
            write: { $0 }, missing: { "the \($0) name" })
    }
}
