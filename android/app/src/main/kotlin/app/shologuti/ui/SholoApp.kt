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

/**
 * The process: owns the one [GameTable] (the game, its search thread and its
 * files in filesDir), so the game outlives every screen and a rotation loses
 * nothing. The screen in front is told, on the main thread, when the table
 * changed on its own (the computer played, a hint arrived, a file failed).
 */
class SholoApp : Application(), TableListener {
    /** The screen in front: it re-reads the view and plays the events. */
    fun interface Screen {
        fun refresh()
    }

    lateinit var table: GameTable
        private set

    var screen: Screen? = null

    private val main by lazy { Handler(Looper.getMainLooper()) }

    override fun onCreate() {
        super.onCreate()
        initLogging(LogLevel.WARN)
        open()
    }

    /** Called on the table's threads: hop to the main thread, where screens live. */
    override fun changed() {
        main.post { screen?.refresh() }
    }

    /**
     * Closes the table and opens it again from the files, as a new process
     * would after the system killed this one (the tests use it for that).
     */
    fun reopen() {
        table.flush()
        table.close()
        open()
    }

    private fun open() {
        table = try {
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
