package app.shologuti.ui

import app.shologuti.R
import app.shologuti.core.Cell
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config

/**
 * Phones before Android 13 (Android 12L here; the app runs from Android 7),
 * which have neither per-app languages nor predictive back: the app keeps
 * the language itself, and a game is played and left with the old back.
 */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [32], qualifiers = "en-w393dp-h851dp-xhdpi")
class BeforeAndroid13Test {
    private val app = AppDriver()

    @Test
    fun `choosing Nepali is kept by the app and rebuilds Home in Nepali, and the phone's language undoes it`() {
        val home = app.start(HomeActivity::class.java)
        assertEquals("New game", app.text(R.id.home_new_game))

        app.chooseLanguage("नेपाली")
        assertEquals("kept in the app's preferences", "ne", AppLanguage.chosen(app.activity))
        assertTrue("the app rebuilt Home itself", app.activity !== home)
        assertEquals("नयाँ खेल", app.text(R.id.home_new_game))

        // A screen created from now on speaks it too.
        app.start(RecordActivity::class.java)
        assertEquals("ne", app.activity.resources.configuration.locales[0].language)

        app.start(HomeActivity::class.java)
        app.chooseLanguage("फोनको भाषा")
        assertNull(AppLanguage.chosen(app.activity))
        app.start(HomeActivity::class.java)
        assertEquals("en", app.activity.resources.configuration.locales[0].language)
        assertEquals("New game", app.text(R.id.home_new_game))
    }

    @Test
    @Config(fontScale = 1.5f)
    fun `the language chosen in the app keeps the player's font size`() {
        app.start(HomeActivity::class.java)
        app.chooseLanguage("বাংলা")
        val override = AppLanguage.overrideFor(app.activity.application)!!
        assertEquals("the override carries the phone's font scale, not a fresh one", 1.5f, override.fontScale)
        assertEquals("bn", override.locales[0].language)
        app.start(RecordActivity::class.java)
        assertEquals(1.5f, app.activity.resources.configuration.fontScale)
        assertEquals("bn", app.activity.resources.configuration.locales[0].language)
    }

    @Test
    fun `a game against the computer is played by taps, and back leaves it saved for Continue`() {
        app.newGame(R.id.level_easy, R.id.speed_fast)
        repeat(2) {
            app.waitFor(what = "the computer's turn") { app.isYourMove() }
            app.playATurn(Cell.RED)
        }
        app.waitFor(what = "the computer's reply") { app.isYourMove() }
        val board = app.scene().cells
        app.backBefore13()
        assertTrue("back closed the game", app.activity.isFinishing || app.activity.isDestroyed)

        app.start(HomeActivity::class.java)
        assertTrue("Continue offered", app.shown(R.id.home_continue))
        assertEquals("Home's board shows the game left", board, app.activity.findViewById<BoardView>(R.id.home_board).scene!!.cells)
    }
}
