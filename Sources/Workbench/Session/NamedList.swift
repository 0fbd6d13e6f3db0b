import OrderedCollections
import Platforms

/// Something a session holds under a name: a curve or an animation.
protocol SessionNamed: Sendable, Equatable {
    var name: String { get }
}

extension NamedCurve: SessionNamed {}
extension Animation: SessionNamed {}

/// Named elements in the order they were first defined, each name at most once: an ordered
/// dictionary whose keys are the elements' own names. Looking up, defining a new name,
/// replacing one where it stands and removing the last one cost O(1); removing one from the
/// middle or renaming costs O(n).
struct NamedList<Element: SessionNamed>: Sendable, Equatable {
    private var byName: OrderedDictionary<String, Element> = [:]

    /// The elements defined one after another: a repeated name replaces the earlier element
    /// where it stands, as ``define(_:)`` does.
    init(_ elements: [Element] = []) {
        byName.reserveCapacity(elements.count)
        for element in elements { define(element) }
    }

    /// The elements in order (O(1): the dictionary's own storage).
    var elements: [Element] { byName.values.elements }

    func element(named name: String) -> Element? {
        byName[name]
    }

    /// Whether the element called `name` is the last one (removing it moves no other).
    func isLast(named name: String) -> Bool {
        byName.keys.last == name
    }

    /// Defines `element` under its name: a new name goes to the end, an existing one is
    /// replaced where it stands.
    mutating func define(_ element: Element) {
        byName[element.name] = element
    }

    /// Puts `element` where the one called `name` stands (its name may differ: rename);
    /// returns whether it did, false when there is no `name` or another element already has
    /// the new name.
    @discardableResult
    mutating func replace(named name: String, with element: Element) -> Bool {
        guard let position = byName.index(forKey: name) else { return false }
        if element.name == name {
            byName.values[position] = element
            return true
        }
        guard byName[element.name] == nil else { return false }
        byName.remove(at: position)
        byName.updateValue(element, forKey: element.name, insertingAt: position)
        return true
    }

    /// Removes the element called `name`; returns whether there was one.
    @discardableResult
    mutating func remove(named name: String) -> Bool {
        byName.removeValue(forKey: name) != nil
    }
}
