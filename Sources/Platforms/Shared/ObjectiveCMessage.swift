/// Objective-C message sends, `[CAMediaTimingFunction functionWithControlPoints:0.2 :0 :0 :1]`,
/// read as the call Swift imports them as, so that one reader serves both languages. Swift's
/// importer makes a class's factory method whose selector starts with the last word of the
/// class name and `With` an initializer labelled by the rest (`+animationWithKeyPath:` →
/// `CASpringAnimation(keyPath:)`, `+functionWithName:` → `CAMediaTimingFunction(name:)`;
/// swift.org, "Importing Objective-C into Swift": factory methods), `[[X alloc]
/// initWithName:n]` is `X(name: n)` (an initializer's `initWith` becomes its first label), and
/// `[[X alloc] init]` and `[X new]` are `X()`, as is a factory method named by the class name's
/// last word (`[CAKeyframeAnimation animation]`) or by a word of it (`[CAAnimationGroup
/// animation]`). Any other message is a call of its first selector piece on the receiver,
/// labelled by the following pieces.
extension SourceCode {
    /// The message send that starts at the `[` at `start`, or nil (with the position where it
    /// was) when the brackets hold an array.
    mutating func objectiveCMessage(from start: Int) throws(CommandError) -> CodeNode? {
        guard !notMessages.contains(start) else { return nil }
        let save = position
        position = start + 1
        guard let node = try objectiveCMessageAfterBracket(from: start) else {
            notMessages.insert(start)
            position = save
            return nil
        }
        return node
    }

    /// ``objectiveCMessage(from:)`` with the position after the `[`: nil (position anywhere)
    /// when the brackets hold no message send.
    private mutating func objectiveCMessageAfterBracket(from start: Int) throws(CommandError) -> CodeNode? {
        let save = start
        guard let receiver = try? value() else {
            position = save
            return nil
        }
        skipSpace()
        guard let first = current, Self.isNameStart(first), receiver.isName || receiver.call != nil else {
            position = save
            return nil
        }
        var pieces: [String] = []
        var arguments: [CodeArgument] = []
        while let scalar = current, Self.isNameStart(scalar) || scalar == ":" {
            var piece = ""
            while let next = current, Self.isNameScalar(next) {
                piece.unicodeScalars.append(next)
                position += 1
            }
            skipSpace()
            guard current == ":" else {
                // A unary message (`[X alloc]`, `[spring settlingDuration]`) ends the send.
                guard pieces.isEmpty, !piece.isEmpty else { position = save; return nil }
                pieces.append(piece)
                break
            }
            position += 1
            pieces.append(piece)
            arguments.append(CodeArgument(label: piece.isEmpty ? nil : piece, node: try value()))
            skipSpace()
        }
        guard current == "]", let selector = pieces.first else {
            position = save
            return nil
        }
        position += 1
        let length = position - start
        func node(_ value: CodeValue) -> CodeNode { CodeNode(value: value, offset: start, length: length) }
        if case .name(let className) = receiver.value, let label = Self.factoryLabel(selector, of: className) {
            if !arguments.isEmpty { arguments[0].label = label }
            return node(.call(receiver: nil, name: className, arguments: arguments))
        }
        // `[CAKeyframeAnimation animation]`: a factory method named by the class name's last word,
        // without arguments, is imported as `init()`; so is one a superclass declares by its own
        // name's last word (`+[CAAnimation animation]`, sent to `CAAnimationGroup`).
        if arguments.isEmpty, case .name(let className) = receiver.value, className.first?.isUppercase == true, selector.count >= 3,
            className.lowercased().hasSuffix(selector.lowercased())
                || className.contains(selector.prefix(1).uppercased() + selector.dropFirst())
        {
            return node(.call(receiver: nil, name: className, arguments: []))
        }
        if selector == "new", case .name(let className) = receiver.value {
            return node(.call(receiver: nil, name: className, arguments: []))
        }
        if selector == "init", case .call(nil, let className, let none) = receiver.value, none.isEmpty {
            return node(.call(receiver: nil, name: className, arguments: []))
        }
        // `[[CAMediaTimingFunction alloc] initWithControlPoints:…]`: an initializer whose selector
        // starts `initWith` is imported as `init` labelled by the rest (`init(controlPoints:…)`).
        if let label = Self.initializerLabel(selector), case .call(nil, let className, let none) = receiver.value, none.isEmpty,
            !arguments.isEmpty
        {
            arguments[0].label = label
            return node(.call(receiver: nil, name: className, arguments: arguments))
        }
        if selector == "alloc", case .name(let className) = receiver.value {
            return node(.call(receiver: nil, name: className, arguments: []))
        }
        if !arguments.isEmpty { arguments[0].label = nil }
        if case .name(let base) = receiver.value { return node(.call(receiver: nil, name: base + "." + selector, arguments: arguments)) }
        return node(.call(receiver: receiver, name: selector, arguments: arguments))
    }

    /// The label Swift gives the first argument of an initializer `initWithKeyPath:` (`keyPath`),
    /// or nil when `selector` is no `initWith…` selector.
    static func initializerLabel(_ selector: String) -> String? {
        guard selector.hasPrefix("initWith") else { return nil }
        let rest = selector.dropFirst("initWith".count)
        guard let head = rest.first else { return nil }
        return head.lowercased() + rest.dropFirst()
    }

    /// The initializer label of a factory method: `animationWithKeyPath` of `CASpringAnimation`
    /// is `keyPath`; nil when `selector` is not one of the class's factory methods.
    static func factoryLabel(_ selector: String, of className: String) -> String? {
        guard let classStart = className.first, classStart.isUppercase, let range = selector.range(of: "With") else { return nil }
        let word = selector[..<range.lowerBound]
        guard !word.isEmpty, className.lowercased().hasSuffix(word.lowercased()) else { return nil }
        let rest = selector[range.upperBound...]
        guard let head = rest.first else { return nil }
        return head.lowercased() + rest.dropFirst()
    }
}
