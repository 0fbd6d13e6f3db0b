/// A JSON value together with its path in the document, for reading with errors that say
/// where: `curves[3].points[1]: expected a number`.
package struct JSONReader {
    package let value: JSONValue
    package let path: String

    package init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    package func member(_ key: String) -> JSONReader? {
        value[key].map { JSONReader($0, path: path.isEmpty ? key : "\(path).\(key)") }
    }

    package func required(_ key: String) throws(SessionFormatError) -> JSONReader {
        guard case .object = value else { throw failure("expected an object") }
        guard let found = member(key) else {
            throw SessionFormatError(path: path, message: "missing member \"\(key)\"")
        }
        return found
    }

    package func string() throws(SessionFormatError) -> String {
        guard case .string(let text) = value else { throw failure("expected a string") }
        return text
    }

    func bool() throws(SessionFormatError) -> Bool {
        guard case .bool(let flag) = value else { throw failure("expected true or false") }
        return flag
    }

    package func number() throws(SessionFormatError) -> Double {
        guard case .number(let number) = value else { throw failure("expected a number") }
        return number
    }

    package func integer() throws(SessionFormatError) -> Int {
        let number = try number()
        guard number == number.rounded(), abs(number) < 1e9 else { throw failure("expected a whole number") }
        return Int(number)
    }

    package func elements() throws(SessionFormatError) -> [JSONReader] {
        guard case .array(let items) = value else { throw failure("expected an array") }
        return items.enumerated().map { JSONReader($1, path: "\(path)[\($0)]") }
    }

    func numbers(count: Int) throws(SessionFormatError) -> [Double] {
        let items = try elements()
        guard items.count == count else { throw failure("expected \(count) numbers, got \(items.count)") }
        var result: [Double] = []
        for item in items { result.append(try item.number()) }
        return result
    }

    func numberList() throws(SessionFormatError) -> [Double] {
        var result: [Double] = []
        for item in try elements() { result.append(try item.number()) }
        return result
    }

    package func failure(_ message: String) -> SessionFormatError {
        SessionFormatError(path: path, message: message)
    }
}
