package app.shologuti.ui

import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import app.shologuti.R
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import java.util.Locale

/**
 * Each language loads every screen, and none shows English in its place: a
 * string missing from values-bn/hi/ne would fall back to the English one.
 */
@RunWith(RobolectricTestRunner::class)
class LanguagesTest {
    private val app = AppDriver()

    /** Words of four Latin letters or more: English, where a translation was expected. */
    private val english = Regex("[A-Za-z]{4,}")

    private fun texts(view: View): List<String> = when {
        !view.isShown -> emptyList()
        view is TextView -> listOf(view.text.toString())
        view is ViewGroup -> (0 until view.childCount).flatMap { texts(view.getChildAt(it)) }
        else -> emptyList()
    }

    /** Every screen, reached by taps (the game with a piece picked up and the move list open); what each one says. */
    private fun everyScreen(): Map<String, List<String>> {
        val said = linkedMapOf<String, List<String>>()
        fun look(name: String) {
            said[name] = texts(app.activity.window.decorView)
        }
        app.start(HomeActivity::class.java)
        look("home")
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        look("new game")
        app.click(R.id.opponent_two)
        app.click(R.id.play)
        app.follow(GameActivity::class.java)
        app.tap(app.activity.table.view().movable.first())
        app.click(R.id.action_moves)
        look("game")
        app.start(RecordActivity::class.java)
        look("record")
        app.start(HowToPlayActivity::class.java)
        look("how to play")
        return said
    }

    private fun noEnglishIn(language: String) {
        val said = everyScreen()
        assertEquals(5, said.size)
        for ((screen, texts) in said) {
            assertTrue("$language $screen says nothing", texts.any { it.isNotBlank() })
            val leaks = texts.filter { english.containsMatchIn(it) }
            assertEquals("$language $screen shows English: $leaks", emptyList<String>(), leaks)
        }
        figuresInTheLanguagesDigits(language, said.getValue("record"))
    }

    /**
     * The record's figures (its table's counts and rates) in the digits the
     * language's sentences use: Bengali ০–৯ and Nepali ०–९ (as its formatted
     * strings write them), not 0–9 beside them.
     */
    private fun figuresInTheLanguagesDigits(language: String, texts: List<String>) {
        val zero = String.format(Locale(language), "%d", 0).single()
        val figures = texts.filter { it.isNotEmpty() && it.all { c -> c.isDigit() || c == '%' } }
        assertTrue("$language: the record shows no figures", figures.isNotEmpty())
        val foreign = figures.filter { figure -> figure.any { it.isDigit() && it - zero !in 0..9 } }
        assertEquals("$language record: figures not written with $zero", emptyList<String>(), foreign)
    }

    @Test
    @Config(sdk = [34], qualifiers = "en-w393dp-h851dp-xhdpi")
    fun englishLoadsEveryScreen() {
        val said = everyScreen()
        assertTrue(said.values.flatten().any { it.contains("Undo") })
    }

    @Test
    @Config(sdk = [34], qualifiers = "bn-w393dp-h851dp-xhdpi")
    fun bengaliEverywhere() = noEnglishIn("bn")

    @Test
    @Config(sdk = [34], qualifiers = "hi-w393dp-h851dp-xhdpi")
    fun hindiEverywhere() = noEnglishIn("hi")

    @Test
    @Config(sdk = [34], qualifiers = "ne-w393dp-h851dp-xhdpi")
    fun nepaliEverywhere() = noEnglishIn("ne")
}
