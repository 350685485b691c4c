import SholoCore

extension TurnRecord {
    /// The board before this turn, from the board after it: the piece back on
    /// its start, the pieces it took back on their points. The app draws the
    /// solution of a lesson or puzzle from the exercise's start this way:
    /// `showSolution()` takes back the player's attempt and plays the solution
    /// in one change, and only the board after both is in the view.
    public func cells(before after: [Cell]) -> [Cell] {
        var cells = after
        guard let start = path.first, let end = path.last else { return cells }
        let own: Cell = side == .red ? .red : .white
        let other: Cell = side == .red ? .white : .red
        func put(_ cell: Cell, at point: Int32) {
            if cells.indices.contains(Int(point)) {
                cells[Int(point)] = cell
            }
        }
        put(.empty, at: end)
        put(own, at: start)
        for point in captured {
            put(other, at: point)
        }
        return cells
    }
}
