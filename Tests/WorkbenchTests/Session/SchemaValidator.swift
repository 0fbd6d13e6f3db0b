import Foundation
import Workbench

@testable import Platforms

/// A JSON Schema (draft 2020-12) validator for the keywords `sessions/session.schema.json`
/// uses, written for the tests so that the schema is checked by something other than the
/// session loader. A keyword it does not know is itself reported as an error, so the schema
/// cannot quietly rely on a check that is not made.
struct SchemaValidator {
    let root: JSONValue

    /// Keywords that carry no constraint.
    private static let annotations: Set<String> = ["$schema", "$id", "$defs", "title", "description"]

    /// Every place where `instance` breaks the schema, as `path: problem`; empty when valid.
    func problems(in instance: JSONValue) -> [String] {
        problems(instance, against: root, at: "")
    }

    private func problems(_ instance: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        guard case .object(let keywords) = schema else { return ["\(path): the schema there is not an object"] }
        var found: [String] = []
        for (keyword, argument) in keywords where !Self.annotations.contains(keyword) {
            found += check(keyword, argument, instance, schema: schema, at: path)
        }
        return found
    }

    private func check(_ keyword: String, _ argument: JSONValue, _ instance: JSONValue, schema: JSONValue, at path: String) -> [String] {
        let here = path.isEmpty ? "(root)" : path
        switch keyword {
        case "$ref":
            guard case .string(let reference) = argument, let target = resolve(reference) else {
                return ["\(here): cannot resolve $ref \(argument)"]
            }
            return problems(instance, against: target, at: path)
        case "type":
            let names: [String] =
                switch argument {
                case .string(let name): [name]
                case .array(let items): items.compactMap { if case .string(let name) = $0 { name } else { nil } }
                default: []
                }
            return names.contains(where: { Self.instance(instance, hasType: $0) })
                ? [] : ["\(here): expected \(names.joined(separator: " or "))"]
        case "const":
            return instance == argument ? [] : ["\(here): expected \(argument.serialized)"]
        case "enum":
            guard case .array(let allowed) = argument else { return ["\(here): enum is not an array"] }
            return allowed.contains(instance) ? [] : ["\(here): \(instance.serialized) is not one of the allowed values"]
        case "required":
            guard case .object = instance, case .array(let names) = argument else { return [] }
            return names.compactMap { name in
                guard case .string(let key) = name else { return "\(here): required holds a non-string" }
                return instance[key] == nil ? "\(here): missing \"\(key)\"" : nil
            }
        case "properties":
            guard case .object(let members) = instance, case .object(let properties) = argument else { return [] }
            return members.flatMap { member in
                properties.first { $0.key == member.key }.map { problems(member.value, against: $0.value, at: join(path, member.key)) }
                    ?? []
            }
        case "additionalProperties":
            guard case .object(let members) = instance else { return [] }
            let declared = Set(Self.propertyNames(of: schema))
            let extra = members.filter { !declared.contains($0.key) }
            if argument == .bool(false) {
                return extra.map { "\(join(path, $0.key)): not allowed here" }
            }
            return extra.flatMap { problems($0.value, against: argument, at: join(path, $0.key)) }
        case "items":
            guard case .array(let elements) = instance else { return [] }
            return elements.enumerated().flatMap { problems($1, against: argument, at: "\(path)[\($0)]") }
        case "minItems", "maxItems":
            guard case .array(let elements) = instance, case .number(let bound) = argument else { return [] }
            let fits = keyword == "minItems" ? Double(elements.count) >= bound : Double(elements.count) <= bound
            return fits ? [] : ["\(here): \(elements.count) items, \(keyword) is \(Int(bound))"]
        case "minimum", "maximum", "exclusiveMinimum":
            guard case .number(let value) = instance, case .number(let bound) = argument else { return [] }
            let fits =
                switch keyword {
                case "minimum": value >= bound
                case "maximum": value <= bound
                default: value > bound
                }
            return fits ? [] : ["\(here): \(value) breaks \(keyword) \(bound)"]
        case "minLength":
            guard case .string(let text) = instance, case .number(let bound) = argument else { return [] }
            return Double(text.unicodeScalars.count) >= bound ? [] : ["\(here): shorter than \(Int(bound))"]
        case "not":
            return problems(instance, against: argument, at: path).isEmpty ? ["\(here): matches the schema under \"not\""] : []
        case "allOf":
            guard case .array(let schemas) = argument else { return ["\(here): allOf is not an array"] }
            return schemas.flatMap { problems(instance, against: $0, at: path) }
        case "oneOf":
            guard case .array(let schemas) = argument else { return ["\(here): oneOf is not an array"] }
            let matching = schemas.filter { problems(instance, against: $0, at: path).isEmpty }.count
            return matching == 1 ? [] : ["\(here): matches \(matching) of the oneOf alternatives, expected exactly 1"]
        default:
            return ["\(here): the test's validator does not know the keyword \"\(keyword)\""]
        }
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node: JSONValue? = root
        for part in reference.dropFirst(2).split(separator: "/") {
            node = node?[String(part)]
        }
        return node
    }

    private func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    private static func propertyNames(of schema: JSONValue) -> [String] {
        guard case .object(let properties)? = schema["properties"] else { return [] }
        return properties.map(\.key)
    }

    private static func instance(_ value: JSONValue, hasType name: String) -> Bool {
        switch (name, value) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null), ("number", .number):
            true
        case ("integer", .number(let number)):
            number == number.rounded(.towardZero) && number.isFinite
        default:
            false
        }
    }
}
