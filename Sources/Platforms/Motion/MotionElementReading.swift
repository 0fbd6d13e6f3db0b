import CurveKit

/// A `<motion.div animate={{ x: [0, 100, -100, 0] }} transition={{ duration: 4, ease: [...] }}>`
/// element: its `animate` and `transition` props are one animation (motion.dev, React
/// animation: the values of `animate` animate with the `transition` prop, or with the
/// `transition` key inside `animate`, which wins; `animate="open"` names a member of the
/// `variants` prop, the target then). When the target gives its own transition beside the
/// element's `transition` prop, that own transition is the curve, and the note names the prop
/// as not played. When `animate` gives keyframes (a value as
/// an array), the element is read as ``MotionKeyframeReading`` reads
/// `animate(element, values, transition)`: each value's keyframes at `times`, eased per
/// interval. Read whole, before its parts (the transition prop alone is not the curve when
/// `times` place keyframes).
enum MotionElementReading {
    /// The element's curve, line and opening code; nil when `text` is no JSX element whose
    /// target holds keyframes beside a transition or its own transition beside the prop.
    static func read(_ text: String, column: Int) throws(CommandError) -> (curve: ReadCurve, line: Int, code: String)? {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard trimmed.hasPrefix("<"), Platform.isJSXElement(trimmed) else { return nil }
        let code = SourceCode(text, column: column)
        guard let props = props(code), let (animate, variant) = target(props) else { return nil }
        let curve: ReadCurve
        if let call = MotionKeyframeReading.animateCall(target: animate, transition: props["transition"]) {
            curve = try MotionKeyframeReading.read(call, code)
        } else if let own = animate.member("transition"), case .object = own.value, let overridden = props["transition"],
            !props.keys.contains(where: { $0.hasPrefix("while") || $0 == "exit" })
        {
            // Only when the element animates on mount alone: a gesture's, the view's or the
            // exit's target (`whileHover`, `exit`, …) plays its own transition too.
            // motion-dom's animateTarget takes the element's transition only when the target
            // gives none (`transition = visualElement.getDefaultTransition()` as a default).
            var reading = try MotionReader.read(own, code)
            let whose = variant.map { "the variant \"\($0)\" that animate names" } ?? "animate"
            reading.note = AnimationTimingNote.joined(
                "\(whose) gives its own transition, which Motion plays instead of the element's transition prop (\(Names.shortened(code.text(of: overridden), limit: 40)), not played)",
                reading.note)
            curve = reading
        } else {
            return nil
        }
        let start = code.scalars.firstIndex(of: "<") ?? 0
        let firstLine = text.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("<") } ?? ""
        return (curve, code.line(of: start), CodeProvenance.oneLine(String(firstLine)))
    }

    /// What the element animates to when it mounts: its `animate` object, or the member of its
    /// `variants` object that `animate` names (`animate="open"`), with that name.
    static func target(_ props: [String: CodeNode]) -> (CodeNode, variant: String?)? {
        guard let animate = props["animate"] else { return nil }
        if case .object = animate.value { return (animate, nil) }
        guard case .string(let name) = animate.value, let variant = props["variants"]?.member(name), case .object = variant.value else {
            return nil
        }
        return (variant, name)
    }

    /// The props of the element's opening tag written as `name={value}`, each the value inside
    /// the braces; nil when the tag does not read as one.
    static func props(_ code: SourceCode) -> [String: CodeNode]? {
        var reader = code
        let scalars = code.scalars
        guard let open = scalars.firstIndex(of: "<") else { return nil }
        reader.position = open + 1
        func skipWhite() {
            while let scalar = reader.current, SourceCode.isSpace(scalar) { reader.position += 1 }
        }
        func name() -> String {
            var name = ""
            while let scalar = reader.current, SourceCode.isNameScalar(scalar) || scalar == "." || scalar == "-" || scalar == ":" {
                name.unicodeScalars.append(scalar)
                reader.position += 1
            }
            return name
        }
        guard !name().isEmpty else { return nil }
        var props: [String: CodeNode] = [:]
        while true {
            skipWhite()
            guard let scalar = reader.current, scalar != ">", scalar != "/" else { return props }
            if scalar == "{" {
                // `{...rest}`: a spread of props, passed over.
                guard (try? reader.value()) != nil else { return nil }
                continue
            }
            let prop = name()
            guard !prop.isEmpty else { return nil }
            skipWhite()
            guard reader.current == "=" else { continue }
            reader.position += 1
            skipWhite()
            switch reader.current {
            case "\"", "'":
                guard let value = try? reader.value() else { return nil }
                props[prop] = value
            case "{":
                reader.position += 1
                guard let value = try? reader.value() else { return nil }
                skipWhite()
                guard reader.current == "}" else { return nil }
                reader.position += 1
                props[prop] = value
            default:
                return nil
            }
        }
    }
}
