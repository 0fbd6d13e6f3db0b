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
        guard let (tag, props) = element(code) else { return nil }
        try refuseUnplayed(tag, props, code)
        guard let (animate, variant) = target(props) else { return nil }
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

    /// Why the element's transition plays nothing, when it does not: AnimatePresence is no
    /// motion component (framer-motion's AnimatePresence takes `initial` as true or false,
    /// `custom`, `mode` and `onExitComplete`, never `animate` or `transition`), and a motion
    /// element given a transition but nothing to animate (no `animate`, `initial`, `exit`,
    /// `variants`, `layout`, `while…` or `drag`) animates no value: `style` is written as it is.
    /// Only when no other element in the paste animates; comments are not looked at.
    static func refuseUnplayed(_ tag: String, _ props: [String: CodeNode], _ code: SourceCode) throws(CommandError) {
        guard let transition = props["transition"] ?? props["animate"] else { return }
        let text = String(String.UnicodeScalarView(SourceRegions(code.scalars, language: .cLike(nestedComments: false)).masked))
        let elements = text.components(separatedBy: "<motion.").count + text.components(separatedBy: "<m.").count - 2
        if tag == "AnimatePresence", elements == 0 {
            throw code.error(
                "AnimatePresence is no motion component: it takes no animate or transition (its initial is only true or false), so these play nothing: not read",
                at: transition)
        }
        let animating = ["animate", "initial", "exit", "variants", "layout", "layoutId", "drag"]
        guard tag.hasPrefix("motion.") || tag.hasPrefix("m."), elements == 1, props["transition"] != nil,
            !props.keys.contains(where: { animating.contains($0) || $0.hasPrefix("while") }),
            !animating.contains(where: { text.contains($0 + "=") }), !text.contains("while")
        else { return }
        throw code.error(
            "\(tag) is given a transition but nothing to animate (no animate, initial, exit, variants, layout or while… prop; style is written as it is): the transition plays nothing: not read",
            at: transition)
    }

    /// The element's tag and the props of its opening tag written as `name={value}`, each the
    /// value inside the braces; nil when the tag does not read as one.
    static func element(_ code: SourceCode) -> (tag: String, props: [String: CodeNode])? {
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
        let tag = name()
        guard !tag.isEmpty else { return nil }
        var props: [String: CodeNode] = [:]
        while true {
            skipWhite()
            guard let scalar = reader.current, scalar != ">", scalar != "/" else { return (tag, props) }
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
