package app.shologuti.game

import app.shologuti.core.GameSession
import app.shologuti.core.GameSummary
import app.shologuti.storage.GameSaveStore
import app.shologuti.storage.SavedGame
import app.shologuti.storage.SettingsStore
import app.shologuti.storage.StatsStore
import java.io.File
import java.io.IOException
import java.security.SecureRandom
import java.util.concurrent.Executor

/**
 * The app's one game and everything kept on disk: the saved game, the record
 * and the settings, all in [dir]. It outlives the screens (the Android
 * `Application` owns it), which is how a rotation loses nothing.
 *
 * Game saves are written on [io], one after another, so the main thread never
 * waits for the disk; the record is written at once, since the end screen
 * shows it next.
 */
class GameHub(
    dir: File,
    private val background: Executor,
    private val main: Executor,
    private val io: Executor,
    private val seeds: () -> ULong = { SecureRandom().nextLong().toULong() },
) {
    private val saves = GameSaveStore(dir)
    private val settingsStore = SettingsStore(dir)
    val stats = StatsStore(dir)

    var settings: GameSettings = settingsStore.load()
        set(value) {
            field = value
            settingsStore.save(value)
        }

    /** The game on screen or ready to continue; null before one is started or loaded. */
    var game: GameController? = null
        private set

    /** A save that could not be restored, kept until the home screen has reported it. */
    var refusedSave: SavedGame.Refused? = null
        private set

    /** A save write that failed (disk full); the game screen reports it. */
    @Volatile
    var lastSaveError: IOException? = null
        private set

    /** Whether there is an unfinished game to continue, loading the save the first time. */
    fun hasGameToContinue(): Boolean {
        if (game == null) loadSaved()
        return game?.state?.isOver == false
    }

    /** Starts a game with the current settings, replacing any other. */
    fun startNewGame(): GameController {
        val session = GameSession(settings.toConfig(seeds()))
        return install(session).also { persistence.saveGame(session.save()) }
    }

    fun acknowledgeRefusedSave() {
        refusedSave = null
    }

    fun acknowledgeSaveError() {
        lastSaveError = null
    }

    private fun loadSaved() {
        when (val saved = saves.load()) {
            SavedGame.None -> Unit
            is SavedGame.Refused -> refusedSave = saved
            is SavedGame.Found -> {
                // A game that ended just before the app was killed is recorded now;
                // the core ignores a game it has already recorded.
                saved.session.summary()?.let(::recordQuietly)
                install(saved.session)
            }
        }
    }

    private fun install(session: GameSession): GameController {
        game?.close()
        return GameController(session, BotRunner(background, main), persistence, settings.speed)
            .also { game = it }
    }

    private fun recordQuietly(summary: GameSummary) {
        try {
            stats.record(summary)
        } catch (_: IOException) {
            // Recorded in memory; the next finished game writes the book again.
        }
    }

    private val persistence = object : GameController.Persistence {
        override fun saveGame(saved: String) {
            io.execute {
                lastSaveError = try {
                    saves.write(saved)
                    null
                } catch (e: IOException) {
                    e
                }
            }
        }

        override fun gameFinished(summary: GameSummary) {
            try {
                stats.record(summary)
            } catch (e: IOException) {
                lastSaveError = e
            }
            settings = settings.afterGame()
        }
    }
}
