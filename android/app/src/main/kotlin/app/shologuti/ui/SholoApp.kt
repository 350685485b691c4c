package app.shologuti.ui

import android.app.Application
import android.os.Handler
import android.os.Looper
import app.shologuti.core.LogLevel
import app.shologuti.core.initLogging
import app.shologuti.game.GameHub
import java.util.concurrent.Executor
import java.util.concurrent.Executors

/**
 * The process: owns the [GameHub], so the game outlives every screen and a
 * rotation or a trip to the Record screen loses nothing.
 */
class SholoApp : Application() {
    lateinit var hub: GameHub
        private set

    override fun onCreate() {
        super.onCreate()
        initLogging(LogLevel.WARN)
        val mainHandler = Handler(Looper.getMainLooper())
        hub = GameHub(
            dir = filesDir,
            background = Executors.newSingleThreadExecutor { Thread(it, "sholo-bot").apply { isDaemon = true } },
            main = Executor { mainHandler.post(it) },
            io = Executors.newSingleThreadExecutor { Thread(it, "sholo-save") },
        )
    }
}

/** The app's [GameHub], from any screen. */
val android.app.Activity.hub: GameHub get() = (application as SholoApp).hub
