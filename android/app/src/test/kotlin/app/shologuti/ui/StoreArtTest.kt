package app.shologuti.ui

import android.content.Context
import android.graphics.Bitmap
import android.graphics.Canvas
import android.graphics.LinearGradient
import android.graphics.Paint
import android.graphics.Shader
import android.graphics.Typeface
import android.graphics.drawable.AdaptiveIconDrawable
import android.text.Layout
import android.text.StaticLayout
import android.text.TextPaint
import app.shologuti.R
import app.shologuti.board.BoardGeometry
import app.shologuti.board.BoardOrientation
import app.shologuti.board.BoardPainter
import app.shologuti.board.BoardScene
import app.shologuti.core.GameTable
import app.shologuti.testing.Lines
import app.shologuti.testing.Unheard
import app.shologuti.testing.twoPlayerSettings
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import kotlin.math.roundToInt

/**
 * The store listing's art, drawn by the app's own code into
 * android/build/screens/ (ci/store-screens.sh copies it): the 1024 x 500
 * feature graphic in each language (the title and tagline beside a board in
 * play, drawn by [BoardPainter]) and the 512 x 512 icon (the launcher icon's
 * adaptive layers, unmasked and opaque: Play rounds the corners itself).
 */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
@Config(sdk = [34], qualifiers = "notnight-xhdpi")
class StoreArtTest {
    private val context: Context get() = RuntimeEnvironment.getApplication()

    @Test
    fun featureGraphicEnglish() = featureGraphic("en")

    @Test
    @Config(qualifiers = "bn-notnight-xhdpi")
    fun featureGraphicBengali() = featureGraphic("bn")

    @Test
    @Config(qualifiers = "hi-notnight-xhdpi")
    fun featureGraphicHindi() = featureGraphic("hi")

    @Test
    @Config(qualifiers = "ne-notnight-xhdpi")
    fun featureGraphicNepali() = featureGraphic("ne")

    /** A position in play: the line to a run from the tests' own search, its first take made. */
    private fun sceneInPlay(): BoardScene {
        val line = Lines.toRun()
        GameTable.inMemory(twoPlayerSettings(), 1u, Unheard).use { table ->
            for (turn in line.turns) {
                for ((from, to) in turn.hops) {
                    table.tap(from)
                    table.tap(to)
                }
                if (table.view().run?.canEnd == true) table.endTurn()
            }
            table.tap(line.takeFrom)
            table.tap(line.takeTo)
            table.endTurn()
            val view = table.view()
            return BoardScene(cells = view.cells, lastPath = view.lastTurn?.path.orEmpty(), lastTaken = view.lastTurn?.captured.orEmpty())
        }
    }

    private fun featureGraphic(language: String) {
        val width = 1024
        val height = 500
        val bitmap = Bitmap.createBitmap(width, height, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bitmap)
        val page = context.getColor(R.color.page)
        val deep = context.getColor(R.color.wood_light)
        canvas.drawPaint(Paint().apply { shader = LinearGradient(0f, 0f, width.toFloat(), height.toFloat(), page, deep, Shader.TileMode.CLAMP) })

        // The board, sideways, on the right half, with room around it.
        val boardLeft = 440f
        val margin = 24f
        val geometry = BoardGeometry(BoardLayouts.layout, width - boardLeft - margin, height - 2 * margin, BoardOrientation(sideways = true, flipped = false))
        canvas.save()
        canvas.translate(boardLeft, margin)
        BoardPainter(context.boardPalette()).draw(canvas, BoardLayouts.layout, geometry, sceneInPlay())
        canvas.restore()

        // The title and the tagline, in the app's type, on the left.
        val ink = context.getColor(R.color.ink)
        val title = TextPaint(Paint.ANTI_ALIAS_FLAG).apply {
            color = ink
            textSize = 76f
            typeface = Typeface.create(Typeface.SERIF, Typeface.BOLD)
        }
        val tagline = TextPaint(Paint.ANTI_ALIAS_FLAG).apply {
            color = context.getColor(R.color.ink_soft)
            textSize = 32f
        }
        val column = (boardLeft - 2 * 40f).roundToInt()
        val name = context.getString(R.string.app_name)
        val titleLayout = StaticLayout.Builder.obtain(name, 0, name.length, title, column)
            .setAlignment(Layout.Alignment.ALIGN_NORMAL).build()
        val tag = context.getString(R.string.home_tagline)
        val tagLayout = StaticLayout.Builder.obtain(tag, 0, tag.length, tagline, column).setLineSpacing(0f, 1.15f).build()
        val block = titleLayout.height + 24 + tagLayout.height
        canvas.save()
        canvas.translate(40f, (height - block) / 2f)
        titleLayout.draw(canvas)
        canvas.translate(0f, titleLayout.height + 24f)
        tagLayout.draw(canvas)
        canvas.restore()

        val file = Screenshots.save(bitmap, "store-feature-graphic-$language")
        assertTrue("$file is empty", file.length() > 20_000)
        assertTrue("the title fits its column", titleLayout.lineCount <= 2)
    }

    @Test
    fun icon() {
        val size = 512
        val icon = context.getDrawable(R.mipmap.ic_launcher)
        assertTrue("the launcher icon is adaptive: $icon", icon is AdaptiveIconDrawable)
        icon as AdaptiveIconDrawable
        val bitmap = Bitmap.createBitmap(size, size, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bitmap)
        // The layers are 108 dp, of which launchers show the middle 72 at least; the square shows
        // the middle 88, so nothing within a bead's reach of the safe zone is cut by Play's rounded mask.
        val full = (size * 108f / 88f).roundToInt()
        val offset = (size - full) / 2
        for (layer in listOfNotNull(icon.background, icon.foreground)) {
            layer.setBounds(offset, offset, offset + full, offset + full)
            layer.draw(canvas)
        }
        val file = Screenshots.save(bitmap, "store-icon", alpha = true)
        assertTrue("$file is empty", file.length() > 5_000)
    }
}
