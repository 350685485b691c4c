package app.shologuti.ui

import android.app.AlertDialog
import android.content.DialogInterface
import android.view.View
import android.view.ViewGroup
import android.widget.TableLayout
import android.widget.TableRow
import app.shologuti.R
import app.shologuti.core.GameTable
import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.testing.Lines
import app.shologuti.testing.Unheard
import app.shologuti.testing.twoPlayerSettings
import org.json.JSONObject
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.annotation.Config
import org.robolectric.annotation.GraphicsMode
import org.robolectric.shadows.ShadowDialog

/**
 * Every screen drawn by the real framework (native graphics) in each variant,
 * into android/build/screens/<screen>-<variant>.png: for people to look at,
 * and, at the store's sizes (phone 1080 x 1920, 7" tablet 1200 x 1920, 10"
 * tablet 2560 x 1600) in all four languages, for the store listing. Reached
 * by taps, as a player reaches them.
 */
@RunWith(RobolectricTestRunner::class)
@GraphicsMode(GraphicsMode.Mode.NATIVE)
class ScreensTest {
    private val app = AppDriver()
    private val line by lazy { Lines.toRun() }

    // Phones at 1080 x 1920 px (360 x 640 dp at xxhdpi), 9:16 as Play's phone slot wants;
    // tablets at 1200 x 1920 (7", 600 x 960 dp) and 2560 x 1600 (10", 1280 x 800 dp), both xhdpi.
    @Test
    @Config(sdk = [34], qualifiers = "w360dp-h640dp-port-notnight-xxhdpi")
    fun phoneLight() = everyScreen("phone-light")

    @Test
    @Config(sdk = [34], qualifiers = "w360dp-h640dp-port-night-xxhdpi")
    fun phoneDark() = everyScreen("phone-dark")

    @Test
    @Config(sdk = [34], qualifiers = "w640dp-h360dp-land-notnight-xxhdpi")
    fun phoneLandscape() = everyScreen("phone-landscape", landscape = true)

    @Test
    @Config(sdk = [34], qualifiers = "sw600dp-w600dp-h960dp-port-notnight-xhdpi")
    fun tablet7() = everyScreen("tablet7-light")

    @Test
    @Config(sdk = [34], qualifiers = "sw800dp-w1280dp-h800dp-land-notnight-xhdpi")
    fun tablet10() = everyScreen("tablet10-light", landscape = true)

    /** The game at font scale 1.3 (a step above the default), for people to see the bars grow. */
    @Test
    @Config(sdk = [34], fontScale = 1.3f, qualifiers = "w360dp-h640dp-port-notnight-xxhdpi")
    fun phoneLargeFont() = gameScreens("phone-font130")

    @Test
    @Config(sdk = [34], qualifiers = "bn-w360dp-h640dp-port-notnight-xxhdpi")
    fun phoneBengali() = storeScreens("phone-bn")

    @Test
    @Config(sdk = [34], qualifiers = "hi-w360dp-h640dp-port-notnight-xxhdpi")
    fun phoneHindi() = storeScreens("phone-hi")

    @Test
    @Config(sdk = [34], qualifiers = "ne-w360dp-h640dp-port-notnight-xxhdpi")
    fun phoneNepali() = storeScreens("phone-ne")

    @Test
    @Config(sdk = [34], qualifiers = "bn-sw600dp-w600dp-h960dp-port-notnight-xhdpi")
    fun tablet7Bengali() = storeScreens("tablet7-bn")

    @Test
    @Config(sdk = [34], qualifiers = "hi-sw600dp-w600dp-h960dp-port-notnight-xhdpi")
    fun tablet7Hindi() = storeScreens("tablet7-hi")

    @Test
    @Config(sdk = [34], qualifiers = "ne-sw600dp-w600dp-h960dp-port-notnight-xhdpi")
    fun tablet7Nepali() = storeScreens("tablet7-ne")

    @Test
    @Config(sdk = [34], qualifiers = "bn-sw800dp-w1280dp-h800dp-land-notnight-xhdpi")
    fun tablet10Bengali() = storeScreens("tablet10-bn", landscape = true)

    @Test
    @Config(sdk = [34], qualifiers = "hi-sw800dp-w1280dp-h800dp-land-notnight-xhdpi")
    fun tablet10Hindi() = storeScreens("tablet10-hi", landscape = true)

    @Test
    @Config(sdk = [34], qualifiers = "ne-sw800dp-w1280dp-h800dp-land-notnight-xhdpi")
    fun tablet10Nepali() = storeScreens("tablet10-ne", landscape = true)

    private var landscape = false

    private fun bars() = if (landscape) app.systemBars(top = 24f, bottom = 0f, right = 48f) else app.systemBars()

    private fun shoot(screen: String, variant: String, behind: android.app.Activity? = null) {
        bars()
        val file = Screenshots.shoot(app.activity, "$screen-$variant", behind)
        assertTrue("$file is empty", file.length() > 5_000)
    }

    /**
     * The store's screens (ci/store-screens.sh takes them from here): New
     * game, the game mid-run, Home with the game saved, a game against the
     * computer won, and the record with a rating (the hint in a run, drawn
     * with them, is for people to look at).
     */
    private fun storeScreens(variant: String, landscape: Boolean = false) {
        playToHome(variant, landscape, all = false)
        wonGame(variant)
        app.start(RecordActivity::class.java)
        shoot("record", variant)
        lessonForTheStore(variant)
    }

    /** Learn for the listing: the take lesson (the third) open on the board, its words above it. */
    private fun lessonForTheStore(variant: String) {
        app.start(LearnActivity::class.java)
        app.activity.findViewById<android.view.ViewGroup>(R.id.learn_lessons).getChildAt(2).performClick()
        app.follow(DrillActivity::class.java)
        shoot("store-lesson", variant)
    }

    private fun everyScreen(variant: String, landscape: Boolean = false) {
        lessonForTheStore(variant)
        playToHome(variant, landscape, all = true)
        app.click(R.id.home_continue)
        app.follow(GameActivity::class.java)
        app.click(R.id.action_resign)
        (ShadowDialog.getLatestDialog() as AlertDialog).getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        app.settle()
        shoot("game-resigned", variant)
        // The review asked for from the move list (the result card offers it too).
        app.click(R.id.result_board)
        app.click(R.id.action_moves)
        shoot("moves-review-offered", variant)
        app.click(R.id.moves_review)
        shoot("moves-reviewing", variant)
        // Until the screen shows the review (the table's word that it is done reaches the screen a moment later).
        app.waitFor(what = "the review") { !app.activity.findViewById<View>(R.id.moves_review_status).isShown }
        shoot("moves-reviewed", variant)
        app.click(R.id.moves_close)
        app.start(RecordActivity::class.java)
        shoot("record-new", variant)
        wonGame(variant)
        app.start(RecordActivity::class.java)
        shoot("record", variant)
        assertRecordFitsItsCard(variant)
        app.start(HowToPlayActivity::class.java)
        shoot("how-to-play", variant)
    }

    /** Home, New game, a game between two people played to a run, then Home with it saved; with [all], its move list too. */
    private fun playToHome(variant: String, landscape: Boolean, all: Boolean) {
        this.landscape = landscape
        val home = app.start(HomeActivity::class.java)
        shoot("home-new", variant)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        shoot("new-game", variant, behind = home)
        playUntilRun(variant)
        app.click(R.id.action_end_turn)
        if (all) {
            app.click(R.id.action_moves)
            app.click(R.id.review_back)
            shoot("moves", variant)
            app.click(R.id.moves_close)
        }
        app.start(HomeActivity::class.java)
        shoot("home-saved", variant)
    }

    /**
     * The result of a game against the computer at Medium that the person,
     * Red, wins, with the record of [writePlayedRecord] behind it: the game
     * of [Lines.toWin] saved as the app saves it, in the seats of a game
     * against the computer, the app reopened on it, and the winning turn
     * tapped in.
     */
    private fun wonGame(variant: String) {
        val sholo = app.activity.application as SholoApp
        val win = Lines.toWin
        val game = GameTable.inMemory(twoPlayerSettings(), 1u, Unheard).use { table ->
            for (turn in win.turns) {
                turn.taps.forEach(table::tap)
                if (table.view().run != null) table.endTurn()
            }
            assertEquals(win.positionText, table.view().positionText)
            JSONObject(table.saveText())
        }
        val againstMedium = twoPlayerSettings().copy(white = Player.Computer(Level.MEDIUM))
        val seats = GameTable.inMemory(againstMedium, 1u, Unheard).use { JSONObject(it.saveText()).getJSONObject("config") }
        game.put("config", seats)
        sholo.table.flush()
        app.activity.filesDir.resolve("game.json").writeText(game.toString())
        writePlayedRecord()
        sholo.restart()
        app.start(GameActivity::class.java)
        win.winning.taps.forEach(app::tap)
        app.board().finishMotion()
        app.settle()
        assertTrue("$variant: the result of the won game", app.shown(R.id.result_title))
        bars()
        assertCardBelowRail(variant)
        shoot("game-over", variant)
    }

    /** Upright (where the rail is above the board), the result card does not cut through the rail's words. */
    private fun assertCardBelowRail(variant: String) {
        val rail = app.activity.findViewById<View>(R.id.rail_row) ?: return
        val card = app.activity.findViewById<ViewGroup>(R.id.result_panel).getChildAt(0)
        fun topAndBottom(view: View) = IntArray(2).also(view::getLocationInWindow)[1].let { it to it + view.height }
        val (cardTop, _) = topAndBottom(card)
        val (_, railBottom) = topAndBottom(rail)
        assertTrue("$variant: the card (top $cardTop) starts below the rail (bottom $railBottom)", cardTop >= railBottom)
    }

    /**
     * The record of someone who has climbed from Easy to Medium and met
     * Keen, in the oldest file format (version 1, before ratings), which
     * every build reads: the app rates it from those results, as it does
     * when it updates an old install. Read when the app starts again.
     */
    private fun writePlayedRecord() {
        fun level(wins: Int, losses: Int, draws: Int, streak: Int, best: Int) =
            """{"wins": $wins, "losses": $losses, "draws": $draws, "current_streak": $streak, "best_streak": $best}"""
        app.activity.filesDir.resolve("stats.json").writeText(
            """{"format": "sholo-guti-stats", "version": 1, "levels": {
              "easy": ${level(9, 1, 0, 6, 6)}, "casual": ${level(7, 3, 1, 2, 4)},
              "steady": ${level(5, 4, 2, 0, 3)}, "medium": ${level(3, 5, 2, 1, 2)},
              "keen": ${level(0, 3, 1, 0, 0)}},
              "two_player": {"red_wins": 4, "white_wins": 3, "draws": 1}}""",
        )
    }

    /** The record's seven columns across its card at the default font size, nothing to scroll to. */
    private fun assertRecordFitsItsCard(variant: String) {
        val grid = app.activity.findViewById<TableLayout>(R.id.record_table)
        val card = app.activity.findViewById<View>(R.id.record_scroller)
        val room = card.width - card.paddingLeft - card.paddingRight
        assertTrue("$variant: the record's table is ${grid.width} px wide, its card has $room", grid.width <= room)
        val header = grid.getChildAt(0) as TableRow
        val last = header.getChildAt(header.childCount - 1)
        assertTrue("$variant: the last column ends at ${last.right} px of $room", last.right <= room)
    }

    private fun gameScreens(variant: String) {
        app.start(HomeActivity::class.java)
        app.click(R.id.home_new_game)
        app.follow(NewGameActivity::class.java)
        playUntilRun(variant)
    }

    /** Two people from New game, the line's turns tapped in, a piece picked up, then its first take. */
    private fun playUntilRun(variant: String) {
        app.click(R.id.opponent_two)
        app.click(R.id.play)
        app.follow(GameActivity::class.java)
        shoot("game-start", variant)
        for (turn in line.turns) {
            for ((from, to) in turn.hops) {
                app.tap(from)
                app.tap(to)
            }
            if (app.activity.findViewById<android.view.View>(R.id.action_end_turn).isShown) app.click(R.id.action_end_turn)
        }
        app.board().finishMotion()
        app.settle()
        app.tap(line.takeFrom)
        shoot("game-picked", variant)
        app.tap(line.takeTo)
        app.board().finishMotion()
        app.settle()
        shoot("game-run", variant)
        app.click(R.id.action_hint)
        app.waitFor(what = "the hint for the run") { app.board().scene!!.hintPath.isNotEmpty() }
        app.settle()
        shoot("game-run-hint", variant)
    }
}
