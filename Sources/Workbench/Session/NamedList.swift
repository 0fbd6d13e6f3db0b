/// Something a session holds under a name: a curve or an animation.
protocol SessionNamed: Sendable, Equatable {
    var name: String { get }
}

extension NamedCurve: SessionNamed {}
extension Animation: SessionNamed {}

/// Named elements in the order they were first defined, found by name through a dictionary
/// of positions kept in step with the array by every change: looking up, defining a new
/// name, replacing one where it stands and removing the last one cost O(1); removing one
/// from the middle or renaming costs O(n).
struct NamedList<Element: SessionNamed>: Sendable, Equatable {
    private(set) var elements: [Element] = []
    /// Position of each element in `elements`, by name.
    private var positions: [String: Int] = [:]

    init(_ elements: [Element] = []) {
        self.elements = elements
        positions = Self.positions(of: elements)
    }

    /// Name → position; with repeated names the first one wins, as a search from the front finds.
    private static func positions(of elements: [Element]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() where positions[element.name] == nil {
            positions[element.name] = position
        }
        return positions
    }

    // The positions follow from the elements, so equality compares what the user sees.
    static func == (left: NamedList, right: NamedList) -> Bool { left.elements == right.elements }

    func element(named name: String) -> Element? {
        positions[name].map { elements[$0] }
    }

    /// Whether the element called `name` is the last one (removing it moves no other).
    func isLast(named name: String) -> Bool {
        positions[name] == elements.count - 1
    }

    /// Defines `element` under its name: a new name goes to the end, an existing one is
    /// replaced where it stands.
    mutating func define(_ element: Element) {
        if let position = positions[element.name] {
            elements[position] = element
        } else {
            positions[element.name] = elements.count
            elements.append(element)
        }
    }

    /// Puts `element` where the one called `name` stands (its name may differ: rename);
    /// returns whether there was one.
    @discardableResult
    mutating func replace(named name: String, with element: Element) -> Bool {
        guard let position = positions[name] else { return false }
        elements[position] = element
        if element.name != name { positions = Self.positions(of: elements) }
        return true
    }

    /// Removes the element called `name`; returns whether there was one.
    @discardableResult
    mutating func remove(named name: String) -> Bool {
        guard let position = positions[name] else { return false }
        elements.remove(at: position)
        if position == elements.count {
            positions[name] = nil
        } else {
            positions = Self.positions(of: elements)
        }
        return true
    }
}
