import CurveKit
import Platforms

/// `edit NAME`'s state: the curve's numbers as they are now, which one is selected, the step,
/// the moves that `u` takes back. Actions change it (``apply(_:)``); the front end only reads
/// keys, draws ``EditorScreen`` frames and carries out the outcome.
public struct EditorState: Sendable {
    /// What the front end does after an action.
    public enum Outcome: Sendable, Equatable {
        /// Draw the next frame.
        case redraw
        /// Play the curve once (`p`), then draw again.
        case play
        /// Enter: close the editor and run this command (nil: nothing changed).
        case keep(command: String?)
        /// Esc or Ctrl-C: close the editor; the session stays as it was.
        case abandon
    }

    public let name: String
    /// The curve as it was when the editor opened.
    public let original: Curve
    /// The curve `target NAME OTHER` set, if any.
    public let target: (name: String, curve: Curve)?
    private(set) var editable: EditableCurve
    /// The curve the numbers make now.
    public private(set) var curve: Curve
    /// The selected item of ``EditableCurve/items``.
    private(set) var selection = 0
    private(set) var step = EditorStep()
    /// The values before each move, for `u`.
    private var undoStack: [[Double]] = []
    /// Why the last move was refused, or nil.
    private(set) var message: String?
    /// The point the mouse holds (an index of items), while the button is down.
    private var dragged: Int?
    /// The values when the mouse took hold of a point: the whole drag is one move for `u`.
    private var valuesBeforeDrag: [Double]?
    /// Where the last frame put the plot, for the mouse.
    var layout: EditorLayout?
    /// Whether the last frame had no room for the curve (the terminal is too small): then keys
    /// and the mouse change nothing that cannot be seen; only keeping and leaving work.
    var curveHidden = false

    /// nil when `curve` has no numbers to edit.
    init?(name: String, curve: Curve, target: (name: String, curve: Curve)?) {
        guard let first = EditableCurve.views(of: curve).first else { return nil }
        self.name = name
        original = curve
        self.target = target
        editable = first
        self.curve = curve
        suitStep()
    }

    public var values: [Double] { editable.values }

    public mutating func apply(_ action: EditorAction) -> Outcome {
        message = nil
        if curveHidden {
            switch action {
            case .keep: return .keep(command: keptCommand)
            case .abandon: return .abandon
            default: return .redraw
            }
        }
        switch action {
        case .next:
            selection = (selection + 1) % editable.items.count
            suitStep()
        case .previous:
            selection = (selection + editable.items.count - 1) % editable.items.count
            suitStep()
        case .move(let dx, let dy): move(dx: dx, dy: dy)
        case .coarser: step.coarser()
        case .finer: step.finer()
        case .undo:
            if let previous = undoStack.popLast() { set(previous) } else { message = "nothing to take back" }
        case .switchView: switchView()
        case .play: return .play
        case .keep: return .keep(command: keptCommand)
        case .abandon: return .abandon
        case .press(let column, let row): press(column: column, row: row)
        case .drag(let column, let row): drag(column: column, row: row)
        case .release: release()
        }
        return .redraw
    }

    /// The command that makes the edited curve, `NAME = DEFINITION`; nil when it is the curve the
    /// editor opened on.
    var keptCommand: String? {
        curve == original ? nil : "\(name) = \(editable.definition(of: values, curve))"
    }

    /// Moves the selected point (x by `dx` steps, y by `dy`) or changes the selected parameter
    /// (by `dx + dy` steps). A move past a bound stops at the bound; a move the curve cannot
    /// take (its kind's rules) is refused with the reason.
    private mutating func move(dx: Int, dy: Int) {
        var values = self.values
        switch editable.items[selection] {
        case .point(_, let x, let y):
            values[x] = moved(x, dx)
            values[y] = moved(y, dy)
        case .parameter(let index):
            values[index] = moved(index, dx + dy)
        }
        commitMove(values)
    }

    private func moved(_ index: Int, _ count: Int) -> Double {
        let parameter = editable.parameters[index]
        if count == 0 { return parameter.value }
        let value =
            parameter.isWhole
            ? parameter.value + Double(count) * max(1, step.size.rounded())
            : step.moved(parameter.value, by: count)
        return min(max(value, parameter.bounds.lowerBound), parameter.bounds.upperBound)
    }

    /// Takes `values` as one move (undoable), unless they make no curve or change nothing.
    private mutating func commitMove(_ values: [Double]) {
        guard values != self.values else { return }
        let before = self.values
        if set(values) { undoStack.append(before) }
    }

    /// Makes the curve from `values`; false (with the reason in ``message``) when they make none.
    @discardableResult
    private mutating func set(_ values: [Double]) -> Bool {
        switch editable.build(values) {
        case .success(let built):
            for index in values.indices { editable.parameters[index].value = values[index] }
            curve = built
            return true
        case .failure(let error):
            message = error.message
            return false
        }
    }

    /// `v`: the kind's next view of the curve as it is now (a spring's duration and bounce);
    /// the moves so far stay undoable in the view they were made in only, so `u` starts afresh.
    private mutating func switchView() {
        let views = EditableCurve.views(of: curve)
        guard views.count > 1, let current = views.firstIndex(where: { $0.view == editable.view }) else {
            message = "this curve has one view"
            return
        }
        editable = views[(current + 1) % views.count]
        selection = 0
        undoStack = []
        suitStep()
    }

    /// The step suited to the selected parameter's value (a point keeps 0.01 and finer steps
    /// the user chose for its coordinates in [0, 1]).
    private mutating func suitStep() {
        guard case .parameter(let index) = editable.items[selection] else { return }
        step = EditorStep.suited(to: editable.parameters[index].value)
    }

    // MARK: - The mouse

    /// Pressing on (or next to) a point's handle selects it and holds it.
    private mutating func press(column: Int, row: Int) {
        guard let layout else { return }
        var nearest: (item: Int, distance: Int)?
        for (index, item) in editable.items.enumerated() {
            guard case .point(_, let x, let y) = item, let cell = layout.cell(x: values[x], y: values[y]) else { continue }
            let distance = max(abs(cell.column - column), abs(cell.row - row))
            if distance <= 1 && distance < (nearest?.distance ?? .max) { nearest = (index, distance) }
        }
        guard let nearest else { return }
        selection = nearest.item
        dragged = nearest.item
        valuesBeforeDrag = values
    }

    private mutating func release() {
        if let before = valuesBeforeDrag, before != values { undoStack.append(before) }
        dragged = nil
        valuesBeforeDrag = nil
    }

    /// Dragging moves the held point to the cell's centre, rounded to the step's decimals.
    private mutating func drag(column: Int, row: Int) {
        guard let dragged, let layout, case .point(_, let x, let y) = editable.items[dragged],
            let position = layout.position(column: column, row: row)
        else { return }
        var values = self.values
        for (index, value) in [(x, position.x), (y, position.y)] {
            let bounds = editable.parameters[index].bounds
            values[index] = min(max(step.snapped(value), bounds.lowerBound), bounds.upperBound)
        }
        if values != self.values { set(values) }
    }
}
