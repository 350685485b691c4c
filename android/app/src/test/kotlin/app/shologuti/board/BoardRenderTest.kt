package app.shologuti.board

import app.shologuti.core.GameSession
import app.shologuti.core.GameSummary
import app.shologuti.core.TakingRule
import app.shologuti.core.boardLayout
import app.shologuti.game.BotRunner
import app.shologuti.game.GameController
import app.shologuti.game.Speed
import app.shologuti.testing.Immediately
import app.shologuti.testing.Points
import app.shologuti.testing.twoPlayerConfig
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File
import javax.imageio.ImageIO

/**
 * Draws the board with the app's own [BoardPainter] and [BoardGeometry] onto a
 * Java image (the Android Canvas needs a device or Robolectric), checks
 * pixels that matter, and keeps each picture as a PNG for people to look at:
 * in `shologuti.render.dir` (the check script's `android/build/renders/`).
 */
class BoardRenderTest {
    private val layout = boardLayout()
    private val light = BoardPalette(
        line = 0xFF5B4636.toInt(), red = 0xFFC62828.toInt(), redEdge = 0xFF7F1010.toInt(),
        white = 0xFFFAFAF5.toInt(), whiteEdge = 0xFF3E3E3E.toInt(), shadow = 0x40000000,
        step = 0xFF2E7D32.toInt(), take = 0xFFD84315.toInt(), selected = 0xFF1565C0.toInt(),
        last = 0xFFB8860B.toInt(), hint = 0xFF6A1B9A.toInt(),
    )
    private val boardColour = 0xFFF3E4C8.toInt()
    private val renders = File(System.getProperty("shologuti.render.dir") ?: "build/renders").apply { mkdirs() }

    private val nowhere = object : GameController.Persistence {
        override fun saveGame(saved: String) = Unit

        override fun gameFinished(summary: GameSummary) = Unit
    }

    private fun controller(session: GameSession) =
        GameController(session, BotRunner(Immediately, Immediately), nowhere, Speed.FAST)

    private fun render(name: String, game: GameController, orientation: BoardOrientation = BoardOrientation(false, false), w: Int = 540, h: Int = 900): Pair<ImageSketch, BoardGeometry> {
        val geometry = BoardGeometry(layout, w.toFloat(), h.toFloat(), orientation)
        val sketch = ImageSketch(w, h, boardColour)
        BoardPainter(light).draw(sketch, layout, geometry, game.state)
        ImageIO.write(sketch.image, "png", File(renders, "$name.png"))
        return sketch to geometry
    }

    @Test
    fun `the opening position has red round pieces below, white square ones above, the middle row empty`() {
        val (sketch, geometry) = render("start", controller(GameSession(twoPlayerConfig())))
        assertEquals(light.red, sketch.at(geometry.centre(Points["c1"])))
        assertEquals(light.white, sketch.at(geometry.centre(Points["c9"])))
        val middle = geometry.centre(Points["c5"])
        assertEquals(light.line, sketch.at(middle), "an empty point shows its dot")
        // Shape, not only colour: towards a corner a white (square) piece is still
        // filled, where a red (round) one has already reached its rim.
        val d = geometry.pieceRadius * 0.7f
        fun corner(name: String) = geometry.centre(Points[name]).let { ScreenPoint(it.x + d, it.y + d) }
        assertEquals(light.white, sketch.at(corner("a9")))
        assertTrue(sketch.at(corner("a1")) != light.red)
    }

    @Test
    fun `a picked-up piece shows its step as a dot and its take as a ring, with the victim circled`() {
        val game = controller(GameSession.fromPosition(twoPlayerConfig(TakingRule.OPTIONAL), "3/3/2w2/5/2w2/2r2/5/3/3 r"))
        game.tap(Points["c4"])
        val (sketch, geometry) = render("picked-up", game)
        assertEquals(light.step, sketch.at(geometry.centre(Points["b4"])), "a step is a filled dot")
        val landing = geometry.centre(Points["c6"])
        assertTrue(sketch.at(landing) != light.take, "a take is a ring, hollow in the middle")
        assertEquals(light.take, sketch.at(ScreenPoint(landing.x + geometry.unit * 0.22f, landing.y)))
    }

    @Test
    fun `the last turn stays ringed, also sideways and turned for the other player`() {
        val game = controller(GameSession.fromPosition(twoPlayerConfig(), "3/3/2w2/5/2w2/2r2/5/3/3 r"))
        game.tap(Points["c4"])
        game.tap(Points["c6"])
        game.state.animation?.let { game.animationFinished(it.id) }
        game.endTurn()
        val (sketch, geometry) = render("last-turn-sideways", game, BoardOrientation(sideways = true, flipped = true), w = 900, h = 540)
        val moved = geometry.centre(Points["c6"])
        assertEquals(light.last, sketch.at(ScreenPoint(moved.x + geometry.pieceRadius * 1.25f, moved.y)))
        assertTrue(geometry.centre(Points["c9"]).x < geometry.centre(Points["c1"]).x, "turned: White's end on the left")
    }

    @Test
    fun `mid-take the mover is on its way and the piece it jumps has gone`() {
        val game = controller(GameSession.fromPosition(twoPlayerConfig(), "3/3/2w2/5/2w2/2r2/5/3/3 r"))
        game.tap(Points["c4"])
        game.tap(Points["c6"])
        val animation = checkNotNull(game.state.animation)
        val geometry = BoardGeometry(layout, 540f, 900f, BoardOrientation(sideways = false, flipped = false))
        val sketch = ImageSketch(540, 900, boardColour)
        BoardPainter(light).draw(sketch, layout, geometry, game.state, HopProgress(animation, hop = 0, fraction = 0.75f))
        ImageIO.write(sketch.image, "png", File(renders, "mid-take.png"))

        val c4 = geometry.centre(Points["c4"])
        val c6 = geometry.centre(Points["c6"])
        val mover = ScreenPoint(c4.x + (c6.x - c4.x) * 0.75f, c4.y + (c6.y - c4.y) * 0.75f)
        assertEquals(light.red, sketch.at(mover))
        assertEquals(light.line, sketch.at(c4), "the start point is empty")
        assertEquals(light.line, sketch.at(geometry.centre(Points["c5"])), "the jumped piece is off the board")
        assertEquals(light.white, sketch.at(geometry.centre(Points["c7"])), "the next victim is still there")
    }
}
