/// A stack that keeps at most `capacity` elements: pushing onto a full one forgets the oldest.
///
/// Forgetting costs O(1) amortized: the oldest element is released at once, and the storage
/// is compacted once every `capacity` pushes, where `Array.removeFirst` would move every
/// element on every push.
struct BoundedStack<Element: Sendable>: Sendable {
    let capacity: Int
    /// The elements, oldest first; the first `forgotten` of them are nil.
    private var storage: [Element?] = []
    private var forgotten = 0

    init(capacity: Int) {
        precondition(capacity > 0, "a bounded stack needs room for one element")
        self.capacity = capacity
    }

    var count: Int { storage.count - forgotten }

    mutating func push(_ element: Element) {
        storage.append(element)
        guard count > capacity else { return }
        storage[forgotten] = nil
        forgotten += 1
        if forgotten >= capacity {
            storage.removeFirst(forgotten)
            forgotten = 0
        }
    }

    /// The newest element, if any.
    var last: Element? { count > 0 ? storage[storage.count - 1] : nil }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        return storage.removeLast()
    }

    /// The elements kept, newest first.
    var newestFirst: some Sequence<Element> {
        storage[forgotten...].reversed().lazy.compactMap { $0 }
    }

    mutating func removeAll() {
        storage.removeAll()
        forgotten = 0
    }
}
