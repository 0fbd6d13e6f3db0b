import Testing

@testable import Workbench

struct BoundedStackTests {
    @Test func aFullStackForgetsTheOldestAndKeepsTheNewestInOrder() {
        for pushes in [0, 1, 3, 4, 7, 8, 9, 12, 25] {
            var stack = BoundedStack<Int>(capacity: 4)
            for value in 0..<pushes { stack.push(value) }
            #expect(stack.count == min(pushes, 4), "after \(pushes) pushes")
            var popped: [Int] = []
            while let value = stack.popLast() { popped.append(value) }
            #expect(popped == Array((max(0, pushes - 4)..<pushes).reversed()), "after \(pushes) pushes")
            #expect(stack.count == 0)
        }
    }

    @Test func popsAndPushesInterleavedKeepTheNewestCapacityElements() {
        var stack = BoundedStack<Int>(capacity: 3)
        var model: [Int] = []
        for step in 0..<40 {
            if step % 5 == 4 {
                #expect(stack.popLast() == model.popLast())
            } else {
                stack.push(step)
                model.append(step)
                if model.count > 3 { model.removeFirst() }
            }
            #expect(stack.count == model.count)
        }
        stack.removeAll()
        #expect(stack.count == 0)
        #expect(stack.popLast() == nil)
    }
}
