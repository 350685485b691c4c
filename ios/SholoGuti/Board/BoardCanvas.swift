import SholoCore
import SholoKit
import SwiftUI

/// The board's wood, lines, points and marks, drawn from the core's layout as
/// android/DESIGN.md describes it; every size is in units of the distance
/// between neighbouring points. The beads are separate views so they can glide.
struct BoardCanvas: View {
    let layout: BoardLayout
    let geometry: BoardGeometry
    let marks: BoardMarks

    /// The grain's streaks, fixed so the wood looks the same every time.
    private static let grain: [(offset: CGFloat, phase: CGFloat, wave: CGFloat)] = (0..<18).map { index in
        let step = CGFloat(index)
        return (offset: (step + 0.5) / 18, phase: step * 1.7, wave: 0.004 + CGFloat(index % 5) * 0.002)
    }

    var body: some View {
        Canvas { context, size in
            let unit = geometry.spacing
            drawWood(in: &context, size: size, unit: unit)
            drawLines(in: &context, unit: unit)
            drawLastTurn(in: &context, unit: unit)
            drawHint(in: &context, unit: unit)
            for index in marks.steps {
                fill(circle(at: index, radius: unit * 0.14), BoardPalette.step, in: &context)
            }
            for index in marks.takeLandings {
                stroke(circle(at: index, radius: unit * 0.24), BoardPalette.take, width: unit * 0.07, in: &context)
                fill(circle(at: index, radius: unit * 0.07), BoardPalette.take, in: &context)
            }
            for index in marks.threatened {
                stroke(circle(at: index, radius: unit * 0.46), BoardPalette.take, width: unit * 0.06,
                       dash: [unit * 0.1, unit * 0.07], in: &context)
            }
        }
    }

    /// A rounded plank, a diagonal light-to-deep gradient, grain streaks along
    /// its length, and a rim just inside the edge.
    private func drawWood(in context: inout GraphicsContext, size: CGSize, unit: CGFloat) {
        let plank = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: unit * 0.3)
        context.fill(plank, with: .linearGradient(
            Gradient(colors: [BoardPalette.woodLight, BoardPalette.woodDeep]),
            startPoint: .zero, endPoint: CGPoint(x: size.width, y: size.height)
        ))
        var streaks = Path()
        let alongWidth = size.width > size.height
        let length = alongWidth ? size.width : size.height
        let across = alongWidth ? size.height : size.width
        for streak in Self.grain {
            let base = streak.offset * across
            for step in 0...40 {
                let along = CGFloat(step) / 40 * length
                let sway = sin(along / length * 6 + streak.phase) * streak.wave * across
                let point = alongWidth ? CGPoint(x: along, y: base + sway) : CGPoint(x: base + sway, y: along)
                if step == 0 {
                    streaks.move(to: point)
                } else {
                    streaks.addLine(to: point)
                }
            }
        }
        var clipped = context
        clipped.clip(to: plank)
        clipped.stroke(streaks, with: .color(BoardPalette.grain), lineWidth: unit * 0.025)
        let inset = unit * 0.04
        let rim = Path(roundedRect: CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset),
                       cornerRadius: unit * 0.26)
        context.stroke(rim, with: .color(BoardPalette.rim), lineWidth: unit * 0.08)
    }

    private func drawLines(in context: inout GraphicsContext, unit: CGFloat) {
        var lines = Path()
        for line in layout.lines {
            let points = line.points.compactMap(location)
            guard let first = points.first else { continue }
            lines.move(to: first)
            for point in points.dropFirst() {
                lines.addLine(to: point)
            }
        }
        context.stroke(lines, with: .color(BoardPalette.line),
                       style: StrokeStyle(lineWidth: max(1, unit * 0.05), lineCap: .round))
        for point in layout.points {
            fill(circle(at: point.index, radius: unit * 0.075), BoardPalette.line, in: &context)
        }
    }

    /// The last turn (or the run so far): a solid path with a dot at each
    /// stop, a ring round the bead that moved, and a ringed cross where a
    /// bead was taken.
    private func drawLastTurn(in context: inout GraphicsContext, unit: CGFloat) {
        let path = marks.runPath.isEmpty ? marks.lastPath : marks.runPath
        let colour = BoardPalette.lastTurn
        stroke(polyline(path), colour.opacity(0.7), width: unit * 0.08, in: &context)
        for index in path.dropLast() {
            fill(circle(at: index, radius: unit * 0.09), colour, in: &context)
        }
        if let moved = path.last {
            stroke(circle(at: moved, radius: unit * 0.44), colour, width: unit * 0.06, in: &context)
        }
        for index in marks.lastTaken {
            stroke(circle(at: index, radius: unit * 0.22), colour, width: unit * 0.05, in: &context)
            stroke(cross(at: index, size: unit * 0.12), colour, width: unit * 0.05, in: &context)
        }
    }

    /// The hint: a dashed path, ringed at its start (the bead to move).
    private func drawHint(in context: inout GraphicsContext, unit: CGFloat) {
        let dash = [unit * 0.12, unit * 0.08]
        stroke(polyline(marks.hintPath), BoardPalette.hint, width: unit * 0.07, dash: dash, in: &context)
        if let start = marks.hintPath.first {
            stroke(circle(at: start, radius: unit * 0.46), BoardPalette.hint, width: unit * 0.06, in: &context)
        }
    }

    private func location(_ index: Int32) -> CGPoint? {
        layout.point(index).map(geometry.location(of:))
    }

    private func polyline(_ points: [Int32]) -> Path {
        var path = Path()
        let located = points.compactMap(location)
        if located.count > 1 {
            path.addLines(located)
        }
        return path
    }

    private func circle(at index: Int32, radius: CGFloat) -> Path {
        guard let centre = location(index) else { return Path() }
        return Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2))
    }

    private func cross(at index: Int32, size: CGFloat) -> Path {
        var path = Path()
        guard let centre = location(index) else { return path }
        path.move(to: CGPoint(x: centre.x - size, y: centre.y - size))
        path.addLine(to: CGPoint(x: centre.x + size, y: centre.y + size))
        path.move(to: CGPoint(x: centre.x + size, y: centre.y - size))
        path.addLine(to: CGPoint(x: centre.x - size, y: centre.y + size))
        return path
    }

    private func fill(_ path: Path, _ colour: Color, in context: inout GraphicsContext) {
        context.fill(path, with: .color(colour))
    }

    private func stroke(_ path: Path, _ colour: Color, width: CGFloat, dash: [CGFloat] = [], in context: inout GraphicsContext) {
        context.stroke(path, with: .color(colour),
                       style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round, dash: dash))
    }
}

/// Everything drawn on the board besides the lines and the pieces, picked out
/// of the table's view as plain data, so the same drawing serves the game and
/// the How to play page.
struct BoardMarks: Equatable, Sendable {
    /// Where the last turn went (start, then each landing), drawn faintly.
    var lastPath: [Int32] = []
    /// Points a piece was taken from in the last turn (crossed).
    var lastTaken: [Int32] = []
    /// The picked-up piece.
    var picked: Int32?
    /// Where it may step (dots).
    var steps: [Int32] = []
    /// Where a take would land (rings).
    var takeLandings: [Int32] = []
    /// Pieces a take would remove (dashed circles).
    var threatened: [Int32] = []
    /// A run in progress: its path so far.
    var runPath: [Int32] = []
    /// The hinted turn's path; in a lesson or puzzle only its piece, ringed.
    var hintPath: [Int32] = []

    init() {}

    /// Only the last turn of `view` (Home's picture of the saved game).
    init(lastTurnOf view: TableView) {
        if let last = view.lastTurn {
            lastPath = last.path
            lastTaken = last.captured
        }
    }

    /// The marks of `view`; `showsLastTurn` is false while that turn is still
    /// being played out on screen.
    init(_ view: TableView, showsLastTurn: Bool = true) {
        if showsLastTurn, let last = view.lastTurn {
            lastPath = last.path
            lastTaken = last.captured
        }
        picked = view.selected
        steps = view.targets.filter { $0.taken == nil }.map(\.to)
        takeLandings = view.targets.filter { $0.taken != nil }.map(\.to)
        threatened = view.targets.compactMap(\.taken)
        runPath = view.run?.path ?? []
        hintPath = view.hint != nil ? view.hintAhead : view.drill?.hintPiece.map { [$0] } ?? []
    }
}
