import SholoCore
import SholoKit
import SwiftUI

/// The board's lines, points and marks, drawn from the core's layout. Pieces
/// are drawn on top by separate views so that they can glide.
struct BoardCanvas: View {
    let layout: BoardLayout
    let geometry: BoardGeometry
    let marks: BoardMarks

    var body: some View {
        Canvas { context, _ in
            let unit = geometry.spacing
            drawLines(in: &context, unit: unit)
            drawPath(marks.lastPath, colour: BoardPalette.lastTurn.opacity(0.45), width: unit * 0.08, dash: [], in: &context)
            drawPath(marks.runPath, colour: BoardPalette.take.opacity(0.6), width: unit * 0.08, dash: [], in: &context)
            drawPath(marks.hintPath, colour: BoardPalette.hint, width: unit * 0.07, dash: [unit * 0.12, unit * 0.08], in: &context)
            for index in marks.lastTaken {
                drawCross(at: index, colour: BoardPalette.lastTurn, size: unit * 0.16, in: &context)
            }
            if let moved = marks.lastMoved {
                drawRing(at: moved, radius: unit * 0.42, colour: BoardPalette.lastTurn, width: unit * 0.06, dash: [], in: &context)
            }
            if let end = marks.hintPath.last {
                drawRing(at: end, radius: unit * 0.3, colour: BoardPalette.hint, width: unit * 0.05, dash: [unit * 0.08, unit * 0.06], in: &context)
            }
            for index in marks.steps {
                drawDot(at: index, radius: unit * 0.14, colour: BoardPalette.step, in: &context)
            }
            for index in marks.takeLandings {
                drawRing(at: index, radius: unit * 0.22, colour: BoardPalette.take, width: unit * 0.07, dash: [], in: &context)
            }
            for index in marks.threatened {
                drawRing(at: index, radius: unit * 0.44, colour: BoardPalette.threatened, width: unit * 0.06, dash: [unit * 0.1, unit * 0.07], in: &context)
            }
        }
        .background(BoardPalette.surface, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }

    private func location(_ index: Int32) -> CGPoint? {
        layout.point(index).map(geometry.location(of:))
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
        context.stroke(lines, with: .color(BoardPalette.line), style: StrokeStyle(lineWidth: max(1.5, unit * 0.035), lineCap: .round))
        for point in layout.points {
            let centre = geometry.location(of: point)
            let radius = unit * (point.lineCount == 8 ? 0.09 : 0.06)
            context.fill(circle(at: centre, radius: radius), with: .color(BoardPalette.line))
        }
    }

    private func drawPath(_ path: [Int32], colour: Color, width: CGFloat, dash: [CGFloat], in context: inout GraphicsContext) {
        let points = path.compactMap(location)
        guard points.count > 1 else { return }
        var stroke = Path()
        stroke.addLines(points)
        context.stroke(stroke, with: .color(colour), style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round, dash: dash))
    }

    private func drawDot(at index: Int32, radius: CGFloat, colour: Color, in context: inout GraphicsContext) {
        guard let centre = location(index) else { return }
        context.fill(circle(at: centre, radius: radius), with: .color(colour))
    }

    private func drawRing(at index: Int32, radius: CGFloat, colour: Color, width: CGFloat, dash: [CGFloat], in context: inout GraphicsContext) {
        guard let centre = location(index) else { return }
        context.stroke(circle(at: centre, radius: radius), with: .color(colour), style: StrokeStyle(lineWidth: width, dash: dash))
    }

    private func drawCross(at index: Int32, colour: Color, size: CGFloat, in context: inout GraphicsContext) {
        guard let centre = location(index) else { return }
        var cross = Path()
        cross.move(to: CGPoint(x: centre.x - size, y: centre.y - size))
        cross.addLine(to: CGPoint(x: centre.x + size, y: centre.y + size))
        cross.move(to: CGPoint(x: centre.x + size, y: centre.y - size))
        cross.addLine(to: CGPoint(x: centre.x - size, y: centre.y + size))
        context.stroke(cross, with: .color(colour), style: StrokeStyle(lineWidth: size * 0.45, lineCap: .round))
    }

    private func circle(at centre: CGPoint, radius: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: centre.x - radius, y: centre.y - radius, width: radius * 2, height: radius * 2))
    }
}
