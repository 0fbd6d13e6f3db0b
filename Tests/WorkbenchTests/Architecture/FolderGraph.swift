import Foundation

/// Which folder of a target uses which other folder of the same target, read off the sources
/// (comments and string text left out, ``SwiftCodeText``). Every directory that holds Swift files
/// is a folder (`Platforms/CSS` and `Platforms` are two); the files directly in a target's
/// directory form its folder "(top)". A folder uses another when its code names
///
/// - a type, function or constant declared at the top level of a file in the other, or
/// - a member that an extension in the other declares (`extension Curve { var spec … }`),
///   written after a dot (`curve.spec`),
///
/// and that name is declared in no other folder of Sources/ (a name declared in two folders,
/// as private types or overloads in two places are, tells nothing about either). Scripts/folder-graph
/// prints the graph; ``FolderCycleTests`` fails on its cycles.
struct FolderGraph {
    struct SourceFile {
        var target: String
        var folder: String
        var path: String
        var code: String
    }

    /// A folder of a target: `Workbench:Platforms/CSS`.
    struct Folder: Hashable, Comparable, CustomStringConvertible {
        var target: String
        var path: String
        var description: String { "\(target):\(path)" }
        static func < (a: Folder, b: Folder) -> Bool { (a.target, a.path) < (b.target, b.path) }
    }

    let files: [SourceFile]
    /// folder → (folder it uses → the names it uses there).
    let uses: [Folder: [Folder: Set<String>]]

    var folders: [Folder] { Set(files.map { Folder(target: $0.target, path: $0.folder) }).sorted() }

    init(files: [SourceFile]) {
        self.files = files
        uses = Self.uses(files)
    }

    /// Every Swift file under `sources` (the package's Sources/), one target per directory in it.
    static func read(sources: URL) throws -> FolderGraph { FolderGraph(files: try sourceFiles(under: sources)) }

    /// Every Swift file under `sources`, by path, its code as ``SwiftCodeText`` leaves it.
    static func sourceFiles(under sources: URL) throws -> [SourceFile] {
        let root = sources.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [SourceFile] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            var parts = relative.split(separator: "/").map(String.init)
            guard parts.count > 1 else { continue }
            let target = parts.removeFirst()
            parts.removeLast()
            let source = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            files.append(
                SourceFile(
                    target: target, folder: parts.isEmpty ? "(top)" : parts.joined(separator: "/"), path: relative,
                    code: SwiftCodeText.code(of: source)))
        }
        return files.sorted { $0.path < $1.path }
    }

    // MARK: Declarations

    private static let modifiers =
        #"(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect|static|class|mutating|nonmutating|override|nonisolated|lazy|weak|unowned|convenience|required|dynamic)\s+)*"#

    // swift-format-ignore: NeverUseForceTry
    private static func regex(_ pattern: String) -> NSRegularExpression {
        // The patterns are constants of this file.
        try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    }

    private static let topLevel = regex(
        "^" + modifiers + #"(?:struct|enum|class|protocol|typealias|actor|func|let|var)\s+([A-Za-z_]\w*)"#)
    private static let anyDeclaration = regex(
        #"^\s*"# + modifiers + #"(?:struct|enum|class|protocol|typealias|actor|func|let|var|case)\s+([A-Za-z_]\w*)"#)
    private static let extensionStart = regex("^" + modifiers + #"extension\b"#)
    private static let extensionMember = regex("^    " + modifiers + #"(?:func|var|let)\s+([A-Za-z_]\w*)"#)

    private static func matches(_ regex: NSRegularExpression, in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The names declared at the top level of `code` (types, functions, constants).
    static func topLevelNames(in code: String) -> [String] { matches(topLevel, in: code) }

    /// The members declared directly inside the top-level extensions of `code`.
    static func extensionMembers(in code: String) -> [String] {
        var names: [String] = []
        var inExtension = false
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = String(line)
            if let first = text.first, !first.isWhitespace, first != "}" {
                inExtension = extensionStart.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                continue
            }
            if inExtension { names += matches(extensionMember, in: text) }
        }
        return names
    }

    /// Requirements of standard protocols that the compiler writes for other types (an enum's
    /// `allCases`, a raw-value enum's `rawValue`): declared by hand in one folder's extension, such
    /// a name after a dot elsewhere is as likely the synthesised one, so it names no folder.
    static let synthesizedRequirements: Set<String> = ["allCases", "rawValue", "hashValue", "description"]

    /// The identifiers of `code`, and those written after a dot.
    static func words(in code: String) -> (all: Set<String>, afterDot: Set<String>) {
        var all: Set<String> = []
        var afterDot: Set<String> = []
        var word = ""
        var dotBefore = false
        var previous: Character = " "
        func finish() {
            guard let first = word.first, !first.isNumber else { return }
            all.insert(word)
            if dotBefore { afterDot.insert(word) }
        }
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { dotBefore = previous == "." }
                word.append(character)
            } else {
                if !word.isEmpty { finish() }
                word = ""
            }
            previous = character
        }
        if !word.isEmpty { finish() }
        return (all, afterDot)
    }

    private static func uses(_ files: [SourceFile]) -> [Folder: [Folder: Set<String>]] {
        func folder(_ file: SourceFile) -> Folder { Folder(target: file.target, path: file.folder) }
        var declaredIn: [String: Set<Folder>] = [:]
        var topLevelOwner: [String: Folder] = [:]
        var memberOwner: [String: Folder] = [:]
        for file in files {
            for name in matches(anyDeclaration, in: file.code) { declaredIn[name, default: []].insert(folder(file)) }
            for name in topLevelNames(in: file.code) { topLevelOwner[name] = folder(file) }
            for name in extensionMembers(in: file.code) where !synthesizedRequirements.contains(name) { memberOwner[name] = folder(file) }
        }
        func owner(_ name: String, _ owners: [String: Folder]) -> Folder? {
            guard let owner = owners[name], declaredIn[name] == [owner] else { return nil }
            return owner
        }
        var uses: [Folder: [Folder: Set<String>]] = [:]
        for file in files {
            let user = folder(file)
            let words = words(in: file.code)
            var found: [(String, Folder)] = []
            for word in words.all { if let owner = owner(word, topLevelOwner) { found.append((word, owner)) } }
            for word in words.afterDot { if let owner = owner(word, memberOwner) { found.append(("." + word, owner)) } }
            for (name, owner) in found where owner != user && owner.target == user.target {
                uses[user, default: [:]][owner, default: []].insert(name)
            }
        }
        return uses
    }

    // MARK: Cycles

    /// The strongly connected components with more than one folder (Tarjan's algorithm): each is
    /// a set of folders any of which reaches every other, the cycles of the graph.
    var cycles: [[Folder]] {
        var index: [Folder: Int] = [:]
        var lowLink: [Folder: Int] = [:]
        var stack: [Folder] = []
        var onStack: Set<Folder> = []
        var components: [[Folder]] = []
        func visit(_ folder: Folder) {
            index[folder] = index.count
            lowLink[folder] = index[folder]
            stack.append(folder)
            onStack.insert(folder)
            for next in (uses[folder] ?? [:]).keys.sorted() {
                if index[next] == nil {
                    visit(next)
                    lowLink[folder] = min(lowLink[folder]!, lowLink[next]!)
                } else if onStack.contains(next) {
                    lowLink[folder] = min(lowLink[folder]!, index[next]!)
                }
            }
            guard lowLink[folder] == index[folder] else { return }
            var component: [Folder] = []
            while let top = stack.popLast() {
                onStack.remove(top)
                component.append(top)
                if top == folder { break }
            }
            if component.count > 1 { components.append(component.sorted()) }
        }
        for folder in folders where index[folder] == nil { visit(folder) }
        return components.sorted { $0.first! < $1.first! }
    }

    /// The graph as text: each folder's uses (with up to `names` of the names), then the cycles.
    func report(names: Int = 6) -> String {
        var lines: [String] = []
        for folder in folders {
            let used = uses[folder] ?? [:]
            lines.append("\(folder) (\(files.filter { $0.target == folder.target && $0.folder == folder.path }.count) files)")
            for (other, what) in used.sorted(by: { $0.key < $1.key }) {
                let shown = what.sorted().prefix(names).joined(separator: " ")
                lines.append("    → \(other.path): \(shown)\(what.count > names ? " … (\(what.count))" : "")")
            }
        }
        let cycles = cycles
        lines.append("")
        lines.append("\(cycles.count) cycle\(cycles.count == 1 ? "" : "s") between folders")
        for cycle in cycles {
            lines.append("  \(cycle.count) folders of \(cycle[0].target): \(cycle.map(\.path).joined(separator: " "))")
        }
        return lines.joined(separator: "\n")
    }
}
