package app.shologuti.ui

import android.app.Activity
import android.app.Application
import android.os.Handler
import android.os.Looper
import app.shologuti.core.GameTable
import app.shologuti.core.LogLevel
import app.shologuti.core.SholoException
import app.shologuti.core.TableListener
import app.shologuti.core.initLogging
import app.shologuti.core.standardSettings
import java.util.concurrent.Callable
import java.util.concurrent.ExecutionException
import java.util.concurrent.FutureTask

/**
 * The process: owns the one [GameTable] (the game, its search thread and its
 * files in filesDir), so the game outlives every screen and a rotation loses
 * nothing. The screen in front is told, on the main thread, when the table
 * changed on its own (the computer played, a hint arrived, a file failed).
 *
 * The table opens on a thread of its own: loading the core's library and
 * reading the files takes longer than a frame (about 200 ms on a desktop
 * JVM, most of it the library), and Home draws its first frame meanwhile.
 */
class SholoApp : Application(), TableListener {
    /** The screen in front: it re-reads the view and plays the events. */
    fun interface Screen {
        fun refresh()
    }

    private lateinit var opening: FutureTask<GameTable>

    /** Run on the main thread once the table is open; touched only there. */
    private val waiting = mutableListOf<() -> Unit>()

    /**
     * The table. A screen that asks before it is open waits for it: Home
     * does not ([whenOpen]); a screen the system restores straight after the
     * process died does, as it cannot show anything without it.
     */
    val table: GameTable
        get() = try {
            opening.get()
        } catch (e: ExecutionException) {
            // The library itself failed to load: the app cannot run, as before.
            throw e.cause ?: e
        }

    var screen: Screen? = null

    /** The game's sounds, made once for every screen (and every rotation), off the main thread. */
    val sounds: Sounds by lazy { Sounds() }

    private val main by lazy { Handler(Looper.getMainLooper()) }

    override fun onCreate() {
        super.onCreate()
        opening = object : FutureTask<GameTable>(Callable { open() }) {
            override fun done() {
                main.post {
                    val due = waiting.toList()
                    waiting.clear()
                    due.forEach { it() }
                }
            }
        }
        Thread(opening, "sholo-open").start()
    }

    /** Runs [action] on the main thread when the table is open: now if it is, else as soon as it is. */
    fun whenOpen(action: () -> Unit) {
        if (opening.isDone) action() else waiting += action
    }

    /** Called on the table's threads: hop to the main thread, where screens live. */
    override fun changed() {
        main.post { screen?.refresh() }
    }

    private fun open(): GameTable {
        initLogging(LogLevel.WARN)
        return try {
            GameTable.open(filesDir.absolutePath, this)
        } catch (_: SholoException) {
            // The files cannot be used at all (not even created): play on, in memory.
            GameTable.inMemory(standardSettings(), System.nanoTime().toULong(), this)
        }
    }
}

/** The app's [GameTable], from any screen. */
val Activity.table: GameTable get() = sholoApp.table

val Activity.sholoApp: SholoApp get() = application as SholoApp
