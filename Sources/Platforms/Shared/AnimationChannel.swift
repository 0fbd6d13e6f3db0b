import CurveKit

/// One animated number of an animation, named as the web and Android name such values: a
/// number by its key path's last name (`opacity`, `cornerRadius`), a point by `x` and `y`, a
/// size by `width` and `height`, a rect by all four, a transform's operations by
/// `translateX`/`translateY`, `rotate` (degrees) and `scaleX`/`scaleY`; a colour is one channel
/// whose ends are colours (sRGB 0…255 and alpha 0…1).
struct AnimationChannel: Equatable {
    let name: String
    let from: Double
    let to: Double
    /// The colour's ends, for a colour channel (then `from` and `to` are 0 and 1).
    let colours: (from: AnimationValue, to: AnimationValue)?

    static func == (a: AnimationChannel, b: AnimationChannel) -> Bool {
        a.name == b.name && a.from == b.from && a.to == b.to && a.colours?.from == b.colours?.from && a.colours?.to == b.colours?.to
    }

    var isColour: Bool { colours != nil }

    /// The channel's number at `progress` of the move (a colour channel: the progress itself).
    func number(at progress: Double) -> Double { from + (to - from) * progress }

    /// A colour channel's colour at `progress` of the move (straight, as the workbench mixes).
    func colour(at progress: Double) -> AnimationValue? {
        colours.map { $0.from.interpolated(to: $0.to, progress: progress) }
    }

    /// Whether a pair on `keyPath` is a size: the last name contains size or offset, or is
    /// translation.
    static func pairIsSize(keyPath: String) -> Bool {
        let last = (keyPath.split(separator: ".").last.map(String.init) ?? keyPath).lowercased()
        return last.contains("size") || last.contains("offset") || last == "translation"
    }

    static func channels(_ animation: Animation) -> [AnimationChannel] {
        let (from, to) = (animation.from, animation.to)
        let path = animation.keyPath
        let last = String(path.split(separator: ".").last ?? Substring(path))
        func numbers(_ names: [String]) -> [AnimationChannel] {
            zip(names, zip(from.components, to.components)).map { AnimationChannel(name: $0, from: $1.0, to: $1.1, colours: nil) }
        }
        switch from {
        case .number: return numbers([CodeText.camelCase(last.replacingOccurrences(of: "_", with: "-"))])
        case .pair: return numbers(pairIsSize(keyPath: path) ? ["width", "height"] : ["x", "y"])
        case .rect: return numbers(["x", "y", "width", "height"])
        case .colour: return [AnimationChannel(name: CodeText.camelCase(last), from: 0, to: 1, colours: (from, to))]
        case .transform(let operations):
            var names: [String] = []
            for operation in operations {
                switch operation {
                case .translate: names += ["translateX", "translateY"]
                case .rotate: names.append("rotate")
                case .scale: names += ["scaleX", "scaleY"]
                }
            }
            // The same operation twice: number the later ones so that every name is one value.
            var seen: [String: Int] = [:]
            names = names.map { name in
                seen[name, default: 0] += 1
                return seen[name] == 1 ? name : name + String(seen[name] ?? 0)
            }
            return numbers(names)
        }
    }

    /// `0xAARRGGBB` of a colour value, as Android and Flutter write colours (rounded to whole levels).
    static func argbHex(_ colour: AnimationValue) -> String {
        let c = colour.components
        func byte(_ value: Double) -> Int { Int(min(max(value, 0), 255).rounded()) }
        let bytes = [byte(c[3] * 255), byte(c[0]), byte(c[1]), byte(c[2])]
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(bytes.flatMap { [digits[$0 / 16], digits[$0 % 16]] })
    }
}
