import PropertyBased
import Testing

@testable import Workbench

/// The list behind a session's curves and animations: names in the order they were first
/// defined, each name at most once.
@Suite("NamedList: each name once, in the order of first definition")
struct NamedListTests {
    struct Item: SessionNamed {
        var name: String
        var value: Int
        init(_ name: String, _ value: Int) {
            self.name = name
            self.value = value
        }
    }

    static func names(_ list: NamedList<Item>) -> [String] { list.elements.map(\.name) }

    @Test func aNewNameGoesToTheEndAndAnExistingOneIsReplacedWhereItStands() {
        var list = NamedList<Item>()
        list.define(Item("a", 1))
        list.define(Item("b", 2))
        list.define(Item("c", 3))
        list.define(Item("a", 4))
        #expect(list.elements == [Item("a", 4), Item("b", 2), Item("c", 3)])
        #expect(list.element(named: "a") == Item("a", 4))
        #expect(list.element(named: "d") == nil)
    }

    @Test func aListBuiltWithARepeatedNameHoldsItOnceWhereItFirstStood() {
        let list = NamedList([Item("a", 1), Item("b", 2), Item("a", 3)])
        #expect(list.elements == [Item("a", 3), Item("b", 2)])
        #expect(list.element(named: "a") == Item("a", 3))
    }

    @Test func renamingKeepsThePosition() {
        var list = NamedList([Item("a", 1), Item("b", 2), Item("c", 3)])
        let renamed = list.replace(named: "b", with: Item("z", 2))
        #expect(renamed)
        #expect(Self.names(list) == ["a", "z", "c"])
        #expect(list.element(named: "z") == Item("z", 2))
        #expect(list.element(named: "b") == nil)
        let replaced = list.replace(named: "z", with: Item("z", 5))
        #expect(replaced)
        #expect(list.elements == [Item("a", 1), Item("z", 5), Item("c", 3)])
    }

    @Test func renamingOntoAnotherElementsNameChangesNothing() {
        var list = NamedList([Item("a", 1), Item("b", 2)])
        let ontoAnother = list.replace(named: "a", with: Item("b", 9))
        let fromNothing = list.replace(named: "missing", with: Item("x", 9))
        #expect(!ontoAnother && !fromNothing)
        #expect(list.elements == [Item("a", 1), Item("b", 2)])
    }

    @Test func removingFromTheMiddleKeepsTheOrderOfTheRest() {
        var list = NamedList([Item("a", 1), Item("b", 2), Item("c", 3)])
        #expect(list.isLast(named: "c"))
        #expect(!list.isLast(named: "b"))
        let removed = list.remove(named: "b")
        let removedAgain = list.remove(named: "b")
        #expect(removed && !removedAgain)
        #expect(Self.names(list) == ["a", "c"])
        list.define(Item("b", 4))
        #expect(Self.names(list) == ["a", "c", "b"])
        #expect(list.isLast(named: "b"))
    }

    @Test func equalListsHoldEqualElementsInTheSameOrder() {
        var built = NamedList([Item("a", 1), Item("gone", 0), Item("b", 2)])
        built.remove(named: "gone")
        #expect(built == NamedList([Item("a", 1), Item("b", 2)]))
        #expect(built != NamedList([Item("b", 2), Item("a", 1)]))
    }

    /// One change: define, remove or rename, on a few names so that they collide often.
    static let change = zip(Gen.int(in: 0...3), Gen.int(in: 0...4), Gen.int(in: 0...4), Gen.int(in: 0...99))

    @Test("any sequence of changes keeps each name once, in the order a plain array keeps")
    func changesKeepNamesUniqueAndOrdered() async {
        await propertyCheck(count: 200, input: Self.change.array(of: 0...40)) { changes in
            var list = NamedList<Item>()
            var reference: [Item] = []
            for (kind, first, second, value) in changes {
                let name = "n\(first)", other = "n\(second)"
                switch kind {
                case 0, 1:
                    list.define(Item(name, value))
                    if let index = reference.firstIndex(where: { $0.name == name }) {
                        reference[index] = Item(name, value)
                    } else {
                        reference.append(Item(name, value))
                    }
                case 2:
                    let removed = list.remove(named: name)
                    let index = reference.firstIndex { $0.name == name }
                    #expect(removed == (index != nil))
                    if let index { reference.remove(at: index) }
                default:
                    let index = reference.firstIndex { $0.name == name }
                    let allowed = index != nil && (other == name || !reference.contains { $0.name == other })
                    let replaced = list.replace(named: name, with: Item(other, value))
                    #expect(replaced == allowed)
                    if allowed, let index { reference[index] = Item(other, value) }
                }
                #expect(list.elements == reference)
                #expect(Set(Self.names(list)).count == list.elements.count)
                for item in reference { #expect(list.element(named: item.name) == item) }
            }
        }
    }
}
