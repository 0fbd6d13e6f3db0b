import Foundation

/// A named constant of the formula language.
enum FormulaConstant: String, CaseIterable, Sendable {
    case pi
    case e

    var value: Double {
        switch self {
        case .pi: Double.pi
        case .e: M_E
        }
    }
}

/// A function of the formula language, spelled as `rawValue`.
enum FormulaFunction: String, CaseIterable, Sendable {
    case sin, cos, tan, asin, acos, atan, exp, log, log2, sqrt, abs, floor, ceil
    case min, max, pow

    var arity: Int {
        switch self {
        case .min, .max, .pow: 2
        default: 1
        }
    }

    func apply(_ a: Double) -> Double {
        switch self {
        case .sin: Foundation.sin(a)
        case .cos: Foundation.cos(a)
        case .tan: Foundation.tan(a)
        case .asin: Foundation.asin(a)
        case .acos: Foundation.acos(a)
        case .atan: Foundation.atan(a)
        case .exp: Foundation.exp(a)
        case .log: Foundation.log(a)
        case .log2: Foundation.log2(a)
        case .sqrt: Foundation.sqrt(a)
        case .abs: Foundation.fabs(a)
        case .floor: Foundation.floor(a)
        case .ceil: Foundation.ceil(a)
        case .min, .max, .pow: .nan  // two arguments: see apply(_:_:)
        }
    }

    /// min and max propagate NaN (unlike C's fmin/fmax), so a NaN argument shows up in
    /// `firstNonFiniteValue` instead of silently vanishing.
    func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .min: a.isNaN || b.isNaN ? .nan : Foundation.fmin(a, b)
        case .max: a.isNaN || b.isNaN ? .nan : Foundation.fmax(a, b)
        case .pow: Foundation.pow(a, b)
        default: .nan  // one argument: see apply(_:)
        }
    }
}

/// A comparison, the condition of `? :`.
enum FormulaComparison: String, CaseIterable, Sendable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="
}

/// One step of a formula's program, a postfix (operands first) rendering of its tree. The
/// conditional `c1 op c2 ? a : b` is `c1 c2 branch(op, else) a jump(end) b`, so only the
/// chosen side is evaluated. The parser emits a tree's nodes in a fixed order, so two trees are
/// equal exactly when their programs are.
enum FormulaInstruction: Equatable, Sendable {
    /// Push a number literal.
    case number(Double)
    /// Push `pi` or `e`.
    case constant(FormulaConstant)
    /// Push x.
    case variable
    /// Unary minus of the top value.
    case negate
    case add, subtract, multiply, divide, power
    /// Replace the top `function.arity` values by the function of them.
    case call(FormulaFunction)
    /// Pop b, then a; unless `a comparison b` holds, continue at `elseStart`.
    case branch(FormulaComparison, elseStart: Int)
    /// Continue at `end` (skips the else side once the then side is done).
    case jump(end: Int)

    /// How the instruction changes the stack height, for the parser's bookkeeping. A jump
    /// counts −1: the else side starts from the height before the then side pushed its result.
    var stackEffect: Int {
        switch self {
        case .number, .constant, .variable: 1
        case .negate: 0
        case .add, .subtract, .multiply, .divide, .power: -1
        case .call(let function): 1 - function.arity
        case .branch: -2
        case .jump: -1
        }
    }
}

/// What a `FormulaOperation` does. One flat enum without payloads, so the machine's `switch`
/// is a single jump table (an enum with payloads told its bare cases apart by a chain of
/// comparisons, and took twice the time).
enum FormulaOpcode: UInt8, Sendable {
    /// Push the operand (a literal, a negated literal, pi or e).
    case push
    case pushX
    case negate
    /// top = below op top.
    case add, subtract, multiply, divide, power
    /// top = top op x.
    case addX, subtractX, multiplyX, divideX, powerX
    /// top = top op operand.
    case addConstant, subtractConstant, multiplyConstant, divideConstant, powerConstant
    /// top = f(top), or top = f(below, top).
    case sin, cos, tan, asin, acos, atan, exp, log, log2, sqrt, abs, floor, ceil
    case min, max, pow
    /// Pop b, then a; unless `a op b` holds, continue at the target.
    case branchLess, branchLessOrEqual, branchGreater, branchGreaterOrEqual, branchEqual, branchNotEqual
    /// Pop a; unless `a op operand` holds, continue at the target.
    case branchLessConstant, branchLessOrEqualConstant, branchGreaterConstant
    case branchGreaterOrEqualConstant, branchEqualConstant, branchNotEqualConstant
    /// Continue at the target.
    case jump

    init(_ function: FormulaFunction) {
        self =
            switch function {
            case .sin: .sin
            case .cos: .cos
            case .tan: .tan
            case .asin: .asin
            case .acos: .acos
            case .atan: .atan
            case .exp: .exp
            case .log: .log
            case .log2: .log2
            case .sqrt: .sqrt
            case .abs: .abs
            case .floor: .floor
            case .ceil: .ceil
            case .min: .min
            case .max: .max
            case .pow: .pow
            }
    }

    init(branch comparison: FormulaComparison, constant: Bool) {
        self =
            switch (comparison, constant) {
            case (.less, false): .branchLess
            case (.lessOrEqual, false): .branchLessOrEqual
            case (.greater, false): .branchGreater
            case (.greaterOrEqual, false): .branchGreaterOrEqual
            case (.equal, false): .branchEqual
            case (.notEqual, false): .branchNotEqual
            case (.less, true): .branchLessConstant
            case (.lessOrEqual, true): .branchLessOrEqualConstant
            case (.greater, true): .branchGreaterConstant
            case (.greaterOrEqual, true): .branchGreaterOrEqualConstant
            case (.equal, true): .branchEqualConstant
            case (.notEqual, true): .branchNotEqualConstant
            }
    }
}

/// One step of the program `FormulaMachine` runs: the canonical program with a leaf operand
/// folded into the operation that consumes it (`x 2 *` runs as `x *2`), which roughly halves
/// the steps, and so the dispatches, of a typical formula.
struct FormulaOperation: Sendable {
    var opcode: FormulaOpcode
    /// The constant of `push`, `…Constant` and `branch…Constant`.
    var operand: Double = 0
    /// Where `branch…` and `jump` continue.
    var target: Int = 0
}

/// Compiles and runs programs.
enum FormulaMachine {
    /// The operations for a canonical program. A leaf is folded into the next instruction
    /// only when no jump lands on that instruction (then the leaf might not have run).
    static func compile(_ program: [FormulaInstruction]) -> [FormulaOperation] {
        var isTarget = [Bool](repeating: false, count: program.count + 1)
        for instruction in program {
            switch instruction {
            case .branch(_, let target), .jump(let target): isTarget[target] = true
            default: break
            }
        }
        var code: [FormulaOperation] = []
        code.reserveCapacity(program.count)
        // newIndex[i]: where the operations of instruction i start.
        var newIndex = [Int](repeating: 0, count: program.count + 1)
        // Operations with a target still in old indices.
        var jumps: [Int] = []
        var i = 0
        while i < program.count {
            newIndex[i] = code.count
            let instruction = program[i]
            let next: FormulaInstruction? = i + 1 < program.count && !isTarget[i + 1] ? program[i + 1] : nil
            var fused: FormulaOperation?
            switch instruction {
            case .number(let value): fused = next.flatMap { fuse(constant: value, into: $0) }
            case .constant(let constant): fused = next.flatMap { fuse(constant: constant.value, into: $0) }
            case .variable: fused = next.flatMap(fuseVariable(into:))
            default: break
            }
            if let fused {
                newIndex[i + 1] = code.count
                i += 2
                if case .branch = next { jumps.append(code.count) }
                code.append(fused)
                continue
            }
            switch instruction {
            case .branch, .jump: jumps.append(code.count)
            default: break
            }
            code.append(operation(for: instruction))
            i += 1
        }
        newIndex[program.count] = code.count
        for index in jumps {
            code[index].target = newIndex[code[index].target]
        }
        return code
    }

    private static func fuse(constant: Double, into next: FormulaInstruction) -> FormulaOperation? {
        let opcode: FormulaOpcode
        var target = 0
        switch next {
        case .negate: return FormulaOperation(opcode: .push, operand: -constant)
        case .add: opcode = .addConstant
        case .subtract: opcode = .subtractConstant
        case .multiply: opcode = .multiplyConstant
        case .divide: opcode = .divideConstant
        case .power: opcode = .powerConstant
        case .branch(let comparison, let elseStart):
            opcode = FormulaOpcode(branch: comparison, constant: true)
            target = elseStart
        default: return nil
        }
        return FormulaOperation(opcode: opcode, operand: constant, target: target)
    }

    private static func fuseVariable(into next: FormulaInstruction) -> FormulaOperation? {
        switch next {
        case .add: FormulaOperation(opcode: .addX)
        case .subtract: FormulaOperation(opcode: .subtractX)
        case .multiply: FormulaOperation(opcode: .multiplyX)
        case .divide: FormulaOperation(opcode: .divideX)
        case .power: FormulaOperation(opcode: .powerX)
        default: nil
        }
    }

    private static func operation(for instruction: FormulaInstruction) -> FormulaOperation {
        switch instruction {
        case .number(let value): FormulaOperation(opcode: .push, operand: value)
        case .constant(let constant): FormulaOperation(opcode: .push, operand: constant.value)
        case .variable: FormulaOperation(opcode: .pushX)
        case .negate: FormulaOperation(opcode: .negate)
        case .add: FormulaOperation(opcode: .add)
        case .subtract: FormulaOperation(opcode: .subtract)
        case .multiply: FormulaOperation(opcode: .multiply)
        case .divide: FormulaOperation(opcode: .divide)
        case .power: FormulaOperation(opcode: .power)
        case .call(let function): FormulaOperation(opcode: FormulaOpcode(function))
        case .branch(let comparison, let elseStart):
            FormulaOperation(opcode: FormulaOpcode(branch: comparison, constant: false), target: elseStart)
        case .jump(let end): FormulaOperation(opcode: .jump, target: end)
        }
    }

    static func run(_ code: [FormulaOperation], stackSize: Int, x: Double) -> Double {
        // A lone variable or number is common enough (`x`) to skip the machine.
        if code.count == 1 {
            switch code[0].opcode {
            case .pushX: return x
            case .push: return code[0].operand
            default: break
            }
        }
        return code.withUnsafeBufferPointer { code in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: max(stackSize, 1)) { stack in
                // A compiled formula has at least one instruction and the stack at least one slot.
                guard let instructions = code.baseAddress, let slots = stack.baseAddress else { preconditionFailure("an empty program") }
                return execute(instructions, count: code.count, stack: slots, x: x)
            }
        }
    }

    /// The parser proved the stack heights stay within `stackSize` and every path leaves one
    /// value, so indices go unchecked. (Foundation's functions are spelled out: the opcodes
    /// share their names.)
    @inline(__always)
    private static func execute(
        _ code: UnsafePointer<FormulaOperation>,
        count: Int,
        stack: UnsafeMutablePointer<Double>,
        x: Double
    ) -> Double {
        var top = stack - 1  // the top value
        var pc = 0
        while pc < count {
            let operation = code[pc]
            pc &+= 1
            switch operation.opcode {
            case .push:
                top += 1
                top.pointee = operation.operand
            case .pushX:
                top += 1
                top.pointee = x
            case .negate: top.pointee = -top.pointee
            case .add:
                top -= 1
                top.pointee += top[1]
            case .subtract:
                top -= 1
                top.pointee -= top[1]
            case .multiply:
                top -= 1
                top.pointee *= top[1]
            case .divide:
                top -= 1
                top.pointee /= top[1]
            case .power:
                top -= 1
                top.pointee = Foundation.pow(top.pointee, top[1])
            case .addX: top.pointee += x
            case .subtractX: top.pointee -= x
            case .multiplyX: top.pointee *= x
            case .divideX: top.pointee /= x
            case .powerX: top.pointee = Foundation.pow(top.pointee, x)
            case .addConstant: top.pointee += operation.operand
            case .subtractConstant: top.pointee -= operation.operand
            case .multiplyConstant: top.pointee *= operation.operand
            case .divideConstant: top.pointee /= operation.operand
            case .powerConstant: top.pointee = Foundation.pow(top.pointee, operation.operand)
            case .sin: top.pointee = Foundation.sin(top.pointee)
            case .cos: top.pointee = Foundation.cos(top.pointee)
            case .tan: top.pointee = Foundation.tan(top.pointee)
            case .asin: top.pointee = Foundation.asin(top.pointee)
            case .acos: top.pointee = Foundation.acos(top.pointee)
            case .atan: top.pointee = Foundation.atan(top.pointee)
            case .exp: top.pointee = Foundation.exp(top.pointee)
            case .log: top.pointee = Foundation.log(top.pointee)
            case .log2: top.pointee = Foundation.log2(top.pointee)
            case .sqrt: top.pointee = Foundation.sqrt(top.pointee)
            case .abs: top.pointee = Foundation.fabs(top.pointee)
            case .floor: top.pointee = Foundation.floor(top.pointee)
            case .ceil: top.pointee = Foundation.ceil(top.pointee)
            case .min:
                top -= 1
                top.pointee = FormulaFunction.min.apply(top.pointee, top[1])
            case .max:
                top -= 1
                top.pointee = FormulaFunction.max.apply(top.pointee, top[1])
            case .pow:
                top -= 1
                top.pointee = Foundation.pow(top.pointee, top[1])
            case .branchLess:
                top -= 2
                if !(top[1] < top[2]) { pc = operation.target }
            case .branchLessOrEqual:
                top -= 2
                if !(top[1] <= top[2]) { pc = operation.target }
            case .branchGreater:
                top -= 2
                if !(top[1] > top[2]) { pc = operation.target }
            case .branchGreaterOrEqual:
                top -= 2
                if !(top[1] >= top[2]) { pc = operation.target }
            case .branchEqual:
                top -= 2
                if !(top[1] == top[2]) { pc = operation.target }
            case .branchNotEqual:
                top -= 2
                if !(top[1] != top[2]) { pc = operation.target }
            case .branchLessConstant:
                top -= 1
                if !(top[1] < operation.operand) { pc = operation.target }
            case .branchLessOrEqualConstant:
                top -= 1
                if !(top[1] <= operation.operand) { pc = operation.target }
            case .branchGreaterConstant:
                top -= 1
                if !(top[1] > operation.operand) { pc = operation.target }
            case .branchGreaterOrEqualConstant:
                top -= 1
                if !(top[1] >= operation.operand) { pc = operation.target }
            case .branchEqualConstant:
                top -= 1
                if !(top[1] == operation.operand) { pc = operation.target }
            case .branchNotEqualConstant:
                top -= 1
                if !(top[1] != operation.operand) { pc = operation.target }
            case .jump:
                pc = operation.target
            }
        }
        return stack.pointee
    }
}
