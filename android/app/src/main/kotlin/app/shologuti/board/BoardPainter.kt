package app.shologuti.board

import android.graphics.Canvas
import android.graphics.DashPathEffect
import android.graphics.LinearGradient
import android.graphics.Paint
import android.graphics.Path
import android.graphics.RadialGradient
import android.graphics.RectF
import android.graphics.Shader
import app.shologuti.core.BoardLayout
import app.shologuti.core.Cell
import kotlin.math.PI
import kotlin.math.sin
import kotlin.random.Random

/**
 * Draws the board, the beads and the marks on a Canvas. Knows nothing of touch
 * or of the rules: [BoardScene] says what to draw, [BoardGeometry] where.
 *
 * Nothing depends on telling colours apart: Red's beads carry a ring and
 * White's a diamond, a step is a dot and a take a ring, the last turn a
 * solid path and the hint a dashed one (android/DESIGN.md).
 */
class BoardPainter(private val palette: BoardPalette) {
    private val fill = Paint(Paint.ANTI_ALIAS_FLAG).apply { style = Paint.Style.FILL }
    private val line = Paint(Paint.ANTI_ALIAS_FLAG).apply {
        style = Paint.Style.STROKE
        strokeCap = Paint.Cap.ROUND
        strokeJoin = Paint.Join.ROUND
    }
    private val path = Path()
    private val box = RectF()

    /** The wood and its grain depend only on the size, so they are built once per size. */
    private var woodFor: Pair<Float, Float>? = null
    private var woodShader: Shader? = null
    private val grain = Path()

    /**
     * The board for [scene] where [geometry] places it (the wood only under
     * the board, [BoardGeometry.frame]): mid-move when
     * [motion] is given, with the picked-up piece under the finger at [drag].
     */
    fun draw(
        canvas: Canvas,
        layout: BoardLayout,
        geometry: BoardGeometry,
        scene: BoardScene,
        motion: Motion? = null,
        drag: ScreenPoint? = null,
    ) {
        val frame = geometry.frame
        canvas.save()
        canvas.translate(frame.left, frame.top)
        drawWood(canvas, frame.width, frame.height, geometry.unit)
        canvas.restore()
        drawLines(canvas, layout, geometry)
        if (motion != null) {
            drawMotion(canvas, layout, geometry, motion)
            return
        }
        drawTrail(canvas, scene.lastPath, scene.lastTaken, geometry)
        drawHint(canvas, scene.hintPath, geometry)
        val selected = scene.selected
        if (selected != null) drawTargets(canvas, scene, selected, geometry)
        scene.cells.forEachIndexed { index, cell ->
            if (drag != null && index == selected) return@forEachIndexed
            drawBead(canvas, cell, geometry.centre(index), geometry.pieceRadius, lift = if (index == selected) 1f else 0f)
        }
        if (drag != null && selected != null) drawBead(canvas, scene.cells[selected], drag, geometry.pieceRadius, lift = 1.4f)
    }

    private fun drawWood(canvas: Canvas, width: Float, height: Float, unit: Float) {
        val corner = unit * 0.3f
        if (woodFor != width to height) {
            woodFor = width to height
            woodShader = LinearGradient(0f, 0f, width, height, palette.woodLight, palette.woodDeep, Shader.TileMode.CLAMP)
            buildGrain(width, height)
        }
        box.set(0f, 0f, width, height)
        fill.shader = woodShader
        canvas.drawRoundRect(box, corner, corner, fill)
        fill.shader = null
        line.color = palette.grain
        line.strokeWidth = unit * 0.018f
        line.pathEffect = null
        // The grain stays inside the board's rounded outline.
        path.reset()
        path.addRoundRect(box, corner, corner, Path.Direction.CW)
        canvas.save()
        canvas.clipPath(path)
        canvas.drawPath(grain, line)
        canvas.restore()
        // The rim: a darker edge just inside the board's outline.
        val inset = unit * 0.035f
        box.set(inset, inset, width - inset, height - inset)
        line.color = palette.frame
        line.strokeWidth = unit * 0.06f
        canvas.drawRoundRect(box, corner, corner, line)
    }

    /** Streaks along the board's long side, each wavering a little, from a fixed seed (the same grain every time). */
    private fun buildGrain(width: Float, height: Float) {
        grain.reset()
        val alongX = width >= height
        val length = if (alongX) width else height
        val across = if (alongX) height else width
        val random = Random(37)
        val streaks = (across / 9f).toInt().coerceIn(12, 80)
        repeat(streaks) {
            val base = random.nextFloat() * across
            val amplitude = across * (0.002f + random.nextFloat() * 0.006f)
            val waves = 1f + random.nextFloat() * 2.5f
            val phase = random.nextFloat() * 2f * PI.toFloat()
            val start = 0f
            val end = length
            var t = start
            var first = true
            while (t <= end) {
                val offset = base + amplitude * sin(phase + waves * 2f * PI.toFloat() * t / length)
                val x = if (alongX) t else offset
                val y = if (alongX) offset else t
                if (first) grain.moveTo(x, y) else grain.lineTo(x, y)
                first = false
                t += length / 48f
            }
        }
    }

    private fun drawLines(canvas: Canvas, layout: BoardLayout, geometry: BoardGeometry) {
        line.color = palette.line
        line.strokeWidth = geometry.unit * 0.05f
        line.pathEffect = null
        for (boardLine in layout.lines) polyline(canvas, boardLine.points.map(geometry::centre), line)
        fill.color = palette.line
        for (i in layout.points.indices) {
            val c = geometry.centre(i)
            canvas.drawCircle(c.x, c.y, geometry.unit * 0.075f, fill)
        }
    }

    /**
     * One bead: a soft shadow, a lit round body, a thin edge and its side's mark.
     * [lift] 0 rests on the board, 1 is picked up; [fade] below 1 is a taken
     * bead rising off the board.
     */
    private fun drawBead(canvas: Canvas, cell: Cell, at: ScreenPoint, radius: Float, lift: Float = 0f, fade: Float = 1f) {
        val bead = when (cell) {
            Cell.RED -> palette.red
            Cell.WHITE -> palette.white
            Cell.EMPTY -> return
        }
        val r = radius * (1f + 0.1f * lift)
        val alpha = (fade.coerceIn(0f, 1f) * 255).toInt()
        val drop = r * (0.1f + 0.12f * lift)
        fill.shader = RadialGradient(at.x + drop * 0.4f, at.y + drop, r * 1.18f, palette.shadow, palette.shadow and 0x00FFFFFF, Shader.TileMode.CLAMP)
        fill.alpha = alpha
        canvas.drawCircle(at.x + drop * 0.4f, at.y + drop, r * 1.18f, fill)
        fill.shader = RadialGradient(
            at.x - r * 0.35f, at.y - r * 0.4f, r * 1.45f,
            intArrayOf(bead.light, bead.base, bead.deep), floatArrayOf(0f, 0.45f, 1f), Shader.TileMode.CLAMP,
        )
        fill.alpha = alpha
        canvas.drawCircle(at.x, at.y, r, fill)
        fill.shader = null
        line.color = bead.edge
        line.alpha = alpha
        line.strokeWidth = r * 0.07f
        line.pathEffect = null
        canvas.drawCircle(at.x, at.y, r, line)
        // The mark: Red a ring, White a diamond.
        if (cell == Cell.RED) {
            line.color = bead.mark
            line.alpha = alpha
            line.strokeWidth = r * 0.13f
            canvas.drawCircle(at.x, at.y, r * 0.42f, line)
        } else {
            val d = r * 0.38f
            path.reset()
            path.moveTo(at.x, at.y - d)
            path.lineTo(at.x + d, at.y)
            path.lineTo(at.x, at.y + d)
            path.lineTo(at.x - d, at.y)
            path.close()
            fill.color = bead.mark
            fill.alpha = alpha
            canvas.drawPath(path, fill)
        }
        fill.alpha = 255
        line.alpha = 255
    }

    /** One frame of a move: pieces as they stand after the hops before, the mover on its way, its victim lifting off. */
    private fun drawMotion(canvas: Canvas, layout: BoardLayout, geometry: BoardGeometry, motion: Motion) {
        val hops = motion.frames.hops
        val hop = hops[motion.hop]
        val cells = motion.frames.boards[motion.hop]
        val f = motion.fraction
        drawTrail(canvas, listOf(hops.first().from) + hops.take(motion.hop).map { it.to }, emptyList(), geometry)
        cells.forEachIndexed { index, cell ->
            if (index == hop.from || index == hop.taken) return@forEachIndexed
            drawBead(canvas, cell, geometry.centre(index), geometry.pieceRadius)
        }
        hop.taken?.let { victim ->
            // Taken once the mover is half-way over it: it rises, grows a little and fades.
            val rise = ((f - 0.4f) / 0.6f).coerceIn(0f, 1f)
            val c = geometry.centre(victim)
            val at = ScreenPoint(c.x, c.y - geometry.unit * 0.25f * rise)
            drawBead(canvas, cells[victim], at, geometry.pieceRadius * (1f + 0.25f * rise), lift = rise, fade = 1f - rise)
        }
        val from = layout.points[hop.from]
        val to = layout.points[hop.to]
        val at = geometry.toScreen(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
        // A take arcs over its victim: the bead is lifted most at the middle of the hop.
        val arc = if (hop.taken != null) sin(PI.toFloat() * f) else 0.4f * sin(PI.toFloat() * f)
        drawBead(canvas, cells[hop.from], at, geometry.pieceRadius, lift = 0.6f + arc)
    }

    /** The last turn (or the run so far): a solid path, the mover ringed at its end, each taken point ringed and crossed. */
    private fun drawTrail(canvas: Canvas, trail: List<Int>, taken: List<Int>, geometry: BoardGeometry) {
        if (trail.size < 2 && taken.isEmpty()) return
        val unit = geometry.unit
        line.pathEffect = null
        line.color = palette.last
        line.alpha = 0xB0
        line.strokeWidth = unit * 0.1f
        polyline(canvas, trail.map(geometry::centre), line)
        line.alpha = 255
        fill.color = palette.last
        for (point in trail.dropLast(1)) {
            val c = geometry.centre(point)
            canvas.drawCircle(c.x, c.y, unit * 0.1f, fill)
        }
        line.strokeWidth = unit * 0.06f
        trail.lastOrNull()?.let { end ->
            val c = geometry.centre(end)
            canvas.drawCircle(c.x, c.y, geometry.pieceRadius * 1.22f, line)
        }
        val arm = unit * 0.11f
        for (point in taken) {
            val c = geometry.centre(point)
            canvas.drawCircle(c.x, c.y, geometry.pieceRadius * 0.8f, line)
            canvas.drawLine(c.x - arm, c.y - arm, c.x + arm, c.y + arm, line)
            canvas.drawLine(c.x - arm, c.y + arm, c.x + arm, c.y - arm, line)
        }
    }

    /** Where the picked-up piece may go: a dot for a step, a ring for a take with its victim's ring dashed. */
    private fun drawTargets(canvas: Canvas, scene: BoardScene, selected: Int, geometry: BoardGeometry) {
        val unit = geometry.unit
        val c = geometry.centre(selected)
        line.pathEffect = null
        line.color = palette.selected
        line.strokeWidth = unit * 0.07f
        canvas.drawCircle(c.x, c.y, geometry.pieceRadius * 1.3f, line)
        for (target in scene.targets) {
            val t = geometry.centre(target.to)
            val victim = target.taken
            if (victim == null) {
                fill.color = palette.step
                canvas.drawCircle(t.x, t.y, unit * 0.15f, fill)
            } else {
                line.color = palette.take
                line.pathEffect = null
                line.strokeWidth = unit * 0.08f
                canvas.drawCircle(t.x, t.y, unit * 0.22f, line)
                fill.color = palette.take
                canvas.drawCircle(t.x, t.y, unit * 0.07f, fill)
                val v = geometry.centre(victim)
                line.strokeWidth = unit * 0.055f
                line.pathEffect = dashes(unit * 0.055f)
                canvas.drawCircle(v.x, v.y, geometry.pieceRadius * 1.28f, line)
                line.pathEffect = null
            }
        }
    }

    /** The hint's turn: a dashed path from the piece it suggests moving. */
    private fun drawHint(canvas: Canvas, hint: List<Int>, geometry: BoardGeometry) {
        if (hint.isEmpty()) return
        line.color = palette.hint
        line.strokeWidth = geometry.unit * 0.08f
        line.pathEffect = dashes(geometry.unit * 0.08f)
        polyline(canvas, hint.map(geometry::centre), line)
        val c = geometry.centre(hint.first())
        canvas.drawCircle(c.x, c.y, geometry.pieceRadius * 1.3f, line)
        line.pathEffect = null
    }

    private fun polyline(canvas: Canvas, points: List<ScreenPoint>, paint: Paint) {
        if (points.size < 2) return
        path.reset()
        points.forEachIndexed { i, p -> if (i == 0) path.moveTo(p.x, p.y) else path.lineTo(p.x, p.y) }
        canvas.drawPath(path, paint)
    }

    private val dashCache = HashMap<Float, DashPathEffect>()

    private fun dashes(width: Float) = dashCache.getOrPut(width) { DashPathEffect(floatArrayOf(width * 2.2f, width * 1.8f), 0f) }
}
