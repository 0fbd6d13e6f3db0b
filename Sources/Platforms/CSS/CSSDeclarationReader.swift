import CurveKit

/// Reads the declarations ``CSSAPI`` declares as CSS computes them: the declaration's value
/// split into components (``CSSValueTokens``), `var()` and Sass variables replaced by the values
/// the same text declares, each transition or animation of a list assigned its components
/// (``CSSTimingItem``), and the longhands of the same rule applied after it in order (a later
/// declaration wins). One declaration is one definition when its list plays one easing; a list
/// whose transitions play different easings gives one definition per transition, each naming
/// its property, so that a paste of it is refused naming them and a file lists them.
enum CSSDeclarationReader {
    /// The definitions of the declaration at `index`; nil when none starts there or it is not
    /// CSS this reader knows (left to the value scan).
    static func read(at index: Int, _ code: SourceCode, end: Int, declared: inout DeclaredValues?) -> DeclarationReading? {
        let s = code.scalars
        guard var declaration = CSSDeclaration.at(index, in: s, end: end) else { return nil }
        var first = declaration.valueStart
        while first < declaration.valueEnd, CSSValueTokens.isSpace(s[first]) { first += 1 }
        // A JavaScript object's key whose value is one string of CSS (React's inline style,
        // `transition: "transform ease-in-out"`): the declaration the string holds, standing alone.
        let inString = first < declaration.valueEnd ? quotedValue(from: first, in: s, end: end) : nil
        if let inString { declaration = declaration.holding(inString) }
        // A JavaScript object's other keys (`transition: {…}`, a template): not a declaration.
        guard first < declaration.valueEnd, inString != nil || !["\"", "'", "`", "{", "["].contains(s[first]) else { return nil }
        let values = declared ?? CSSCustomValues.declared(in: s)
        declared = values
        var reading = DeclarationReading(start: declaration.offset, end: declaration.end)
        // Only the easing longhand and the shorthands make definitions; the other longhands are
        // read with them, but for a transition's duration in a rule that gives no easing at all.
        let rule = inString == nil ? CSSDeclaration.rule(around: index, in: s, end: end) : []
        guard declaration.isShorthand || declaration.property == declaration.easingLonghand || declaration.timesTransitionAlone(in: rule)
        else { return reading }
        let items: [CSSTimingItem]
        do {
            items = try Self.items(of: declaration, in: rule, s, values, consumed: &reading.consumed)
        } catch {
            let at = (offset: declaration.offset, length: declaration.valueEnd - declaration.offset)
            // The values it would have taken stay definitions of their own.
            reading.consumed = []
            switch error {
            case .item(.notCSS):
                return nil
            case .item(.invalid(let reason)):
                reading.refusal = code.error(
                    "\(written(declaration, s)) is invalid CSS, so the browser drops the declaration: \(reason); not read", at: at.offset,
                    length: at.length)
            case .overridden(let later):
                reading.refusal = code.error(
                    "\(written(declaration, s)): its easing is replaced by \(later) later in the same rule; not read", at: at.offset,
                    length: at.length)
            case .variable(let message), .item(.unknownVariables(let message)):
                reading.refusal = code.error("\(written(declaration, s)): \(message)", at: at.offset, length: at.length)
            }
            return reading
        }
        // No time and no easing: a transition of 0 s, which does not move, or not CSS at all (a
        // JavaScript key whose value is a variable, `transition: fade`): no definition here. An
        // animation without an easing paces each interval of its @keyframes with ease, the
        // initial animation-timing-function, unless the @keyframes rule in this text gives its
        // keyframes their own (CSS Animations 1 §3.1): then that rule is the definition, not this.
        let isAnimation = declaration.api.name == CSSAPI.animation.name
        // `transition: none` (transition-property none, CSS Transitions 1 §2.1) and
        // `animation: none` (animation-name none, CSS Animations 1 §3.2): nothing is animated,
        // so no timing function plays.
        // (`none` in the animation shorthand is first a fill mode, and a missing name is none.)
        if declaration.isShorthand, !items.isEmpty,
            items.allSatisfy({ $0.easing == nil && ($0.subject == "none" || (isAnimation && $0.subject == nil)) })
        {
            reading.refusal = code.error(
                "\(written(declaration, s)): \(isAnimation ? "no animation runs (animation-name: none)" : "nothing transitions (transition-property: none)"), so there is no timing function to read; not read",
                at: declaration.offset, length: declaration.valueEnd - declaration.offset)
            return reading
        }
        // A word that is no easing keyword stands in the shorthand as the property transitioned
        // (CSS Transitions 1 §2.1, `<single-transition-property>` takes any `<custom-ident>`), and
        // no CSS property is named like an easing (`ease-in-quad`, `easeOutBack`): a preprocessor's
        // or a library's easing pasted as CSS transitions nothing.
        if !isAnimation, declaration.isShorthand, !items.isEmpty,
            items.allSatisfy({ $0.easing == nil && $0.subject.map(CSSTimingItem.isEasingLikeName) == true })
        {
            let words = items.compactMap(\.subject).joined(separator: ", ")
            reading.refusal = code.error(
                "\(written(declaration, s)): \(words) is no CSS easing keyword (those are \(CSSTimingItem.easingKeywordOrder.joined(separator: ", "))), so CSS takes it for the property to transition, and no CSS property has that name: nothing transitions, so no easing plays; not read",
                at: declaration.offset, length: declaration.valueEnd - declaration.offset)
            return reading
        }
        guard
            items.contains(where: { item in
                item.easing != nil
                    || ((item.duration != nil || item.computedTime)
                        && (!isAnimation || item.subject.map { !pacesItsOwnIntervals($0, s) } ?? false))
            })
        else {
            return nil
        }
        // An inline style (a JavaScript style object's string) outranks the style sheets' rules,
        // so its 0s stands: refused. A rule's may be given a time by another rule that matches
        // the same element: read, saying so.
        let zeroDuration = isAnimation ? nil : zeroDurationRefusal(items, declaration, code)
        if let zeroDuration, inString != nil {
            reading.consumed = []
            reading.refusal = zeroDuration
            return reading
        }
        // Keyframes that give no easing of their own but are more than two: the easing paces
        // each interval from one keyframe to the next (CSS Animations 1 §3.1), so the
        // animation's curve is the keyframes', paced by this easing, not this easing alone.
        if isAnimation, let name = items.compactMap(\.subject).first(where: { hasSeveralIntervals($0, s) }) {
            reading.consumed = []
            reading.refusal = code.error(
                "\(written(declaration, s)): @keyframes \(name) in this text has more than two keyframes, and CSS plays this easing over each interval from one keyframe to the next, not over the whole animation (CSS Animations 1 §3.1): those keyframes are read instead, each interval paced by this easing; not read",
                at: declaration.offset, length: declaration.valueEnd - declaration.offset)
            return reading
        }
        if isAnimation, let name = items.compactMap(\.subject).first(where: { pacesItsOwnIntervals($0, s) }) {
            // A template's keyframes (`${bounce}`) are the keyframes the interpolation names.
            let rule = name.hasPrefix("${") ? "the keyframes \(name) names" : "@keyframes \(name)"
            reading.consumed = []
            reading.refusal = code.error(
                "\(written(declaration, s)): \(rule) in this text gives its keyframes their own animation-timing-function, which paces the interval from each to the next in place of this easing (CSS Animations 1 §3.1); those keyframes are read instead, with this easing only where a keyframe gives none; not read",
                at: declaration.offset, length: declaration.valueEnd - declaration.offset)
            return reading
        }
        do { try definitions(items, declaration, code, into: &reading) } catch { reading.refusal = error }
        if zeroDuration != nil {
            for index in reading.found.indices {
                reading.found[index].curve.note = AnimationTimingNote.joined(
                    "this rule gives no duration, so as written transition-duration is 0s and no transition starts (CSS Transitions 1 §3): the easing plays only where another rule gives the element a transition-duration",
                    reading.found[index].curve.note)
            }
        }
        return reading
    }

    /// The text inside a quoted string that starts at `quote` and is the whole value (only a
    /// `,`, `}` or the line's end after it): a plain "…" or '…' string, no template; nil otherwise.
    static func quotedValue(from quote: Int, in s: [Unicode.Scalar], end: Int) -> Range<Int>? {
        guard s[quote] == "\"" || s[quote] == "'" else { return nil }
        var close = quote + 1
        while close < end, s[close] != s[quote], s[close] != "\n", s[close] != "\\" { close += 1 }
        guard close < end, s[close] == s[quote] else { return nil }
        var after = close + 1
        while after < end, s[after] == " " || s[after] == "\t" { after += 1 }
        guard after >= end || [",", "}", "\n", "\r", ";"].contains(s[after]) else { return nil }
        return (quote + 1)..<close
    }

    /// Why transitions that give an easing but no duration play none of it: the shorthand sets transition-duration
    /// to 0s (its initial value, CSS Transitions 1 §2.2), and a transition starts only when
    /// its combined duration is above 0s; one with a delay jumps at its end (§3, starting of
    /// transitions): the value changes at once and no easing is seen. Nil when a transition has a
    /// duration, when a time is computed, or when the text sets transition-duration elsewhere (a
    /// rule that matches the same element may give the time).
    static func zeroDurationRefusal(_ items: [CSSTimingItem], _ declaration: CSSDeclaration, _ code: SourceCode) -> CommandError? {
        // Only the shorthand resets the duration: a lone easing longhand leaves it to the rules
        // not shown.
        guard declaration.isShorthand, items.allSatisfy({ ($0.duration ?? 0) == 0 && !$0.computedTime }),
            !code.text.contains(declaration.prefix + CSSAPI.transition.name + "-duration")
        else { return nil }
        return code.error(
            "\(written(declaration, code.scalars)): no transition here has a duration, so transition-duration is 0s, its initial value; a transition starts only when its duration and delay add up to more than 0s, and then ends at once, so the value changes without easing (CSS Transitions 1 §3): no easing plays; not read",
            at: declaration.offset, length: declaration.valueEnd - declaration.offset)
    }

    /// Whether the text holds `@keyframes name { … }` (any spelling, ``CSSKeyframesRule``) with
    /// an animation-timing-function in it: those keyframes pace their own intervals, and the
    /// animation's easing only those whose keyframe gives none, so the rule is the definition.
    static func pacesItsOwnIntervals(_ name: String, _ s: [Unicode.Scalar]) -> Bool {
        CSSKeyframesRule.blocks(named: name, in: s).contains { $0.contains("animation-timing-function") }
            || CSSKeyframesRule.templatePacesItsOwnIntervals(name, in: s)
    }

    /// Whether the text holds `@keyframes name { … }` with more than two keyframes and no
    /// animation-timing-function in them: the animation's easing paces each interval.
    static func hasSeveralIntervals(_ name: String, _ s: [Unicode.Scalar]) -> Bool {
        let blocks = CSSKeyframesRule.blocks(named: name, in: s)
        return blocks.count == 1 && !blocks[0].contains("animation-timing-function") && CSSKeyframesRule.keyframeCount(in: blocks[0]) > 2
    }

    static func written(_ declaration: CSSDeclaration, _ s: [Unicode.Scalar]) -> String {
        Names.shortened(CodeProvenance.oneLine(String(scalars: s[declaration.offset..<declaration.valueEnd])), limit: 80)
    }

    /// The transitions or animations the rule gives, with `declaration`'s easings: the lists
    /// as the rule leaves them after every declaration of the family (and prefix, `-webkit-`
    /// being the unprefixed property's alias) in order.
    static func items(
        of declaration: CSSDeclaration, in rule: [CSSDeclaration], _ s: [Unicode.Scalar], _ values: DeclaredValues, consumed: inout [Int]
    ) throws(CSSReadFailure) -> [CSSTimingItem] {
        var family = rule.filter { $0.api.name == declaration.api.name && $0.aliasedPrefix == declaration.aliasedPrefix }
        // Outside a rule's braces (CSS in a JavaScript string), the declaration stands alone.
        if !family.contains(where: { $0.offset == declaration.offset }) { family = [declaration] }
        let api = declaration.api
        let subjectLonghand = api.parameters[0].name
        var items: [CSSTimingItem] = []
        var easingFrom: CSSDeclaration?
        for other in family {
            let lists = try CSSCustomValues.lists(
                of: other, s, values, consumed: &consumed, keepingUnknown: other.isShorthand && api.name != "animation")
            if other.isShorthand {
                items = []
                for list in lists {
                    do { items.append(try CSSTimingItem.shorthand(list, isAnimation: api.name == "animation")) } catch {
                        throw .item(error)
                    }
                }
                easingFrom = other
                continue
            }
            if items.isEmpty { items = [CSSTimingItem()] }
            switch other.property {
            case subjectLonghand:
                // The subject's list decides how many there are; the others repeat to its length.
                let subjects = lists.map { $0.map(\.text).joined(separator: " ") }
                items = subjects.enumerated().map { index, subject in
                    var item = items[index % items.count]
                    item.subject = subject
                    return item
                }
            case declaration.easingLonghand:
                for list in lists where list.count != 1 || !CSSTimingItem.isEasing(list[0]) {
                    if list.contains(where: { if case .ident = $0.kind { false } else if case .function = $0.kind { false } else { true } })
                    {
                        throw .item(.notCSS)
                    }
                    throw .item(.invalid("\(list.map(\.text).joined(separator: " ")) is not an easing function"))
                }
                items = repeated(items, count: max(items.count, lists.count)) { item, index in
                    let easing = lists[index % lists.count][0]
                    item.easing = easing.text
                    item.notes += easing.note.map { [$0] } ?? []
                }
                easingFrom = other
            case api.name + "-duration", api.name + "-delay":
                let isDuration = other.property.hasSuffix("duration")
                var times: [Double] = []
                for list in lists {
                    guard list.count == 1, case .time(let seconds) = list[0].kind else { throw .item(.notCSS) }
                    times.append(seconds)
                }
                items = repeated(items, count: items.count) { item, index in
                    if isDuration { item.duration = times[index % times.count] } else { item.delay = times[index % times.count] }
                }
            default:
                continue
            }
        }
        if declaration.timesTransitionAlone(in: rule) { return items }
        guard let easingFrom, easingFrom.offset == declaration.offset else {
            let later = family.last { $0.isShorthand || $0.property == declaration.easingLonghand }
            throw .overridden(by: later.map { written($0, s) } ?? "")
        }
        return items
    }

    static func repeated(_ items: [CSSTimingItem], count: Int, _ change: (inout CSSTimingItem, Int) -> Void) -> [CSSTimingItem] {
        (0..<count).map { index in
            var item = items[index % items.count]
            change(&item, index)
            return item
        }
    }

    /// The readings of the items: one when they play one easing, else one per item.
    static func definitions(
        _ items: [CSSTimingItem], _ declaration: CSSDeclaration, _ code: SourceCode, into reading: inout DeclarationReading
    )
        throws(CommandError)
    {
        let name = declaration.prefix + declaration.api.name
        var curves: [(item: CSSTimingItem, reading: ReadCurve)] = []
        for item in items {
            let easing = item.easing ?? CSSAPI.initialEasing
            var easingCode = SourceCode(easing)
            let node: CodeNode
            do { node = try easingCode.onlyValue() } catch { throw code.error(error.message, at: declaration.offset) }
            var read: ReadCurve
            do { read = try CSSReader.read(node, easingCode) } catch {
                throw code.error("\(name)'s easing \(easing): \(error.message)", at: declaration.offset)
            }
            if item.easing == nil {
                read.note =
                    "\(name) gives no easing, so CSS plays \(CSSAPI.initialEasing), the initial value of \(declaration.easingLonghand)"
            }
            curves.append((item, read))
        }
        let written = CodeProvenance.oneLine(String(scalars: code.scalars[declaration.offset..<declaration.valueEnd]))
        if let first = curves.first, curves.allSatisfy({ $0.reading.curve == first.reading.curve }) {
            var one = first.reading
            let durations = Set(items.map(\.duration)), delays = Set(items.map(\.delay))
            let timing =
                durations.count == 1 && delays.count == 1 && !first.item.computedTime
                ? CurveTiming(duration: first.item.duration, delay: first.item.delay) : nil
            if items.count > 1 {
                let subjects = items.map { $0.subject ?? "all" }.joined(separator: ", ")
                one.note = AnimationTimingNote.joined(
                    one.note,
                    "all \(items.count) \(name)s of the list (\(subjects)) play this easing"
                        + (timing == nil && (durations.count > 1 || delays.count > 1) ? " with different times, so none is kept" : ""))
            }
            one.note = AnimationTimingNote.joined(one.note, notes(first.item, name))
            one.keep(timing)
            let paste =
                name + ": " + ([first.item.subject, first.item.easing ?? CSSAPI.initialEasing].compactMap { $0 }.joined(separator: " "))
            reading.found.append(.init(curve: one, offset: declaration.offset, code: written, paste: items.count > 1 ? paste : written))
            return
        }
        for (index, (item, read)) in curves.enumerated() {
            var one = read
            let subject = item.subject ?? "all"
            one.note = AnimationTimingNote.joined(
                one.note, "the \(name) of \(subject), \(index + 1) of \(items.count) in a list whose easings differ")
            one.note = AnimationTimingNote.joined(one.note, notes(item, name))
            one.keep(item.computedTime ? nil : CurveTiming(duration: item.duration, delay: item.delay))
            let text = name + ": " + CSSTimingItem.text(item)
            reading.found.append(.init(curve: one, offset: declaration.offset, code: text, paste: text))
        }
    }

    static func notes(_ item: CSSTimingItem, _ name: String) -> String? {
        var notes = item.notes
        if item.computedTime, !item.timesFromUnknownVariables {
            notes.append("a time of the \(name) is computed (calc()), so its times are not kept")
        }
        if item.keywords.contains("alternate") || item.keywords.contains("alternate-reverse") {
            notes.append("\(item.keywords.joined(separator: " ")): every other iteration plays this easing backwards")
        } else if item.keywords.contains("reverse") {
            notes.append("reverse: the animation plays this easing backwards")
        }
        return notes.isEmpty ? nil : notes.joined(separator: "; ")
    }
}

extension CSSTimingItem {
    /// The item as one declaration's value, its easing and times as CSS writes them.
    static func text(_ item: CSSTimingItem) -> String {
        var words: [String] = []
        if let subject = item.subject { words.append(subject) }
        if let duration = item.duration { words.append(TextFormat.shortest(duration) + "s") }
        words.append(item.easing ?? CSSAPI.initialEasing)
        if let delay = item.delay { words.append(TextFormat.shortest(delay) + "s") }
        return words.joined(separator: " ")
    }
}

/// Why a declaration was not read.
enum CSSReadFailure: Error {
    case item(CSSTimingItem.Failure)
    /// A later declaration of the same rule sets the easing this one set.
    case overridden(by: String)
    /// A variable this code does not declare, or declares with different values.
    case variable(String)
}
