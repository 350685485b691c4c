package app.shologuti.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.graphics.Insets
import android.os.Build
import android.os.SystemClock
import android.view.MotionEvent
import android.view.View
import android.view.WindowInsets
import android.window.OnBackInvokedDispatcher
import app.shologuti.R
import app.shologuti.board.BoardScene
import app.shologuti.core.Cell
import org.robolectric.Robolectric
import org.robolectric.RuntimeEnvironment
import org.robolectric.Shadows.shadowOf
import org.robolectric.android.controller.ActivityController
import org.robolectric.shadows.ShadowDialog
import org.robolectric.shadows.ShadowLooper
import java.io.File
import java.util.concurrent.TimeUnit
import kotlin.math.roundToInt

/**
 * Drives the real app's screens under Robolectric the way a person would:
 * starts screens, taps points on the board view and buttons, follows the
 * screens the app opens, and waits for the computer.
 */
class AppDriver(predictiveBack: Boolean = manifestAsksPredictiveBack()) {
    init {
        // Robolectric does not read this flag from the manifest; back works as the flag says only when it is
        // set. Before Android 13 there is no such flag (nor predictive back).
        if (Build.VERSION.SDK_INT >= 33) {
            RuntimeEnvironment.getApplication().applicationInfo.setEnableOnBackInvokedCallback(predictiveBack)
        }
    }

    /** The screen in front, and how to move it through its life. */
    lateinit var controller: ActivityController<out Activity>
        private set

    val activity: Activity get() = controller.get()

    fun <A : Activity> start(type: Class<A>, intent: Intent? = null): A {
        val c = if (intent == null) Robolectric.buildActivity(type) else Robolectric.buildActivity(type, intent)
        controller = c.setup()
        // The table opens on a thread of its own (SholoApp): wait for it, then
        // run what waited for it on the main thread.
        (c.get().application as SholoApp).table
        settle()
        @Suppress("UNCHECKED_CAST")
        return c.get() as A
    }

    /** Opens the screen the current one started (startActivity), as the system would, and returns it. */
    fun <A : Activity> follow(type: Class<A>): A {
        val started = shadowOf(activity).nextStartedActivity ?: error("${activity.javaClass.simpleName} started nothing")
        check(started.component?.className == type.name) { "expected ${type.simpleName}, got ${started.component}" }
        return start(type, started)
    }

    /** Runs what is due on the main thread, including finished animations. */
    fun settle() {
        repeat(3) {
            ShadowLooper.idleMainLooper()
            ShadowLooper.idleMainLooper(5, TimeUnit.SECONDS)
        }
    }

    /** Waits (up to [seconds]) for [done], letting the bot's thread post its answer and the main thread run it. */
    fun waitFor(seconds: Long = 60, what: String = "the game", done: () -> Boolean) {
        val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds)
        while (true) {
            settle()
            if (done()) return
            check(System.nanoTime() < deadline) { "timed out waiting for $what" }
            Thread.sleep(10)
        }
    }

    fun board(): BoardView = activity.findViewById(R.id.board)

    fun scene(): BoardScene = board().scene!!

    fun shown(id: Int): Boolean = activity.findViewById<View>(id).isShown

    /** Home → New game, the given chips pressed, Play. */
    fun newGame(vararg chips: Int): GameActivity {
        start(HomeActivity::class.java)
        click(R.id.home_new_game)
        follow(NewGameActivity::class.java)
        chips.forEach(::click)
        click(R.id.play)
        return follow(GameActivity::class.java)
    }

    /**
     * One turn for the person, by taps: the first piece of [side] that can
     * move, a take when it has one, and a run followed to its end (End turn
     * when offered, else the next take).
     */
    fun playATurn(side: Cell) {
        val cells = scene().cells
        cells.indices.firstOrNull { p ->
            cells[p] == side && run { tap(p); scene().selected == p && scene().targets.isNotEmpty() }
        } ?: error("no piece of $side can move: ${text(R.id.status_rail)}")
        val target = scene().targets.firstOrNull { it.taken != null } ?: scene().targets.first()
        tap(target.to)
        while (scene().selected != null && scene().targets.isNotEmpty()) {
            if (shown(R.id.action_end_turn)) click(R.id.action_end_turn) else tap(scene().targets.first().to)
        }
    }

    /** Where point [index] is on the board view, in the view's own pixels. */
    fun pointOnBoard(index: Int): Pair<Float, Float> {
        val board = board()
        val c = board.geometry!!.centre(index)
        return (c.x + board.paddingLeft) to (c.y + board.paddingTop)
    }

    /** A finger down and up on point [index]. */
    fun tap(index: Int) {
        val (x, y) = pointOnBoard(index)
        touch(MotionEvent.ACTION_DOWN, x, y)
        touch(MotionEvent.ACTION_UP, x, y)
        settle()
    }

    /** A finger pressing [from], sliding and lifting on [to]. */
    fun drag(from: Int, to: Int) {
        val (x0, y0) = pointOnBoard(from)
        val (x1, y1) = pointOnBoard(to)
        touch(MotionEvent.ACTION_DOWN, x0, y0)
        for (i in 1..5) touch(MotionEvent.ACTION_MOVE, x0 + (x1 - x0) * i / 5, y0 + (y1 - y0) * i / 5)
        touch(MotionEvent.ACTION_UP, x1, y1)
        settle()
    }

    private fun touch(action: Int, x: Float, y: Float) {
        val now = SystemClock.uptimeMillis()
        val event = MotionEvent.obtain(now, now, action, x, y, 0)
        board().dispatchTouchEvent(event)
        event.recycle()
    }

    fun click(id: Int) {
        val view = activity.findViewById<View>(id)
        check(view.isShown && view.isEnabled) { "${activity.resources.getResourceEntryName(id)} is not there to press" }
        view.performClick()
        settle()
    }

    fun text(id: Int): String = activity.findViewById<android.widget.TextView>(id).text.toString()

    /** Whether the game's status says it is the person's turn. */
    fun isYourMove(): Boolean = text(R.id.status_rail).startsWith("Your move")

    /** On Home: opens the language list and picks the entry named [name], as it is written there. */
    fun chooseLanguage(name: String) {
        click(R.id.home_language)
        chooseLanguageIn(ShadowDialog.getLatestDialog() as AlertDialog, name)
    }

    /** Picks [name] in the language picker [dialog] already open. */
    fun chooseLanguageIn(dialog: AlertDialog, name: String) {
        val adapter = dialog.listView.adapter
        val index = (0 until adapter.count).first { adapter.getItem(it).toString() == name }
        shadowOf(dialog).clickOnItem(index)
        settle()
    }

    fun dp(value: Float): Int = (value * activity.resources.displayMetrics.density).roundToInt()

    /**
     * Gives the window a status bar [top] dp high and a navigation bar
     * [bottom] dp high (or [right] dp wide), as a phone drawing edge to edge
     * would, and lays the screen out again.
     */
    fun systemBars(top: Float = 24f, bottom: Float = 48f, right: Float = 0f) {
        val insets = WindowInsets.Builder()
            .setInsets(WindowInsets.Type.statusBars(), Insets.of(0, dp(top), 0, 0))
            .setInsets(WindowInsets.Type.navigationBars(), Insets.of(0, 0, dp(right), dp(bottom)))
            .build()
        activity.window.decorView.dispatchApplyWindowInsets(insets)
        activity.window.decorView.requestLayout()
        settle()
    }

    /**
     * The back gesture or key, as Android 13 and later deliver it: to the
     * window's topmost back callback (the screen's own, or the activity's
     * default one, which finishes it). A screen that finishes is then taken
     * through pause, stop and destroy, as the system would.
     */
    fun back(): BackTakenBy {
        val dispatcher = activity.window.decorView.viewRootImpl.onBackInvokedDispatcher
        check(dispatcher.isOnBackInvokedCallbackEnabled) { "predictive back is off: is enableOnBackInvokedCallback in the manifest?" }
        val top = dispatcher.topCallback ?: error("no back callback at all")
        val system = dispatcher.mOnBackInvokedCallbacks[OnBackInvokedDispatcher.PRIORITY_SYSTEM].orEmpty()
        top.onBackInvoked()
        settle()
        closeIfFinished()
        return if (top in system) BackTakenBy.SYSTEM else BackTakenBy.SCREEN
    }

    /** Who answered back: the screen (it closed something of its own) or the system (it leaves the screen). */
    enum class BackTakenBy { SCREEN, SYSTEM }

    /** Back as Android 12 and older deliver it: `onBackPressed`. */
    fun backBefore13() {
        @Suppress("DEPRECATION")
        activity.onBackPressed()
        settle()
        closeIfFinished()
    }

    /** A screen that called finish() is paused, stopped and destroyed, as the system would. */
    fun closeIfFinished() {
        if (activity.isFinishing && !activity.isDestroyed) controller.pause().stop().destroy()
        settle()
    }

    companion object {
        /** What the app's manifest says of predictive back (android:enableOnBackInvokedCallback). */
        fun manifestAsksPredictiveBack(): Boolean =
            File(System.getProperty("shologuti.manifest")).readText().contains("android:enableOnBackInvokedCallback=\"true\"")
    }

    /** Turns the device (or changes any configuration) and re-attaches the rebuilt screen. */
    fun reconfigure() {
        controller.configurationChange()
        controller.visible()
        settle()
    }
}
