package app.shologuti.storage

import app.shologuti.core.GameSession
import app.shologuti.core.SholoException
import java.io.File

/** What was found where the game is saved. */
sealed interface SavedGame {
    data object None : SavedGame

    class Found(val session: GameSession) : SavedGame

    /**
     * A save the core refused (damaged, edited or from a newer app). It has been
     * moved to [setAsideAs] so it is kept but never offered again.
     */
    class Refused(val error: SholoException, val setAsideAs: File) : SavedGame
}

/**
 * The game in progress, as the core's save string in `game.json`.
 *
 * The core re-checks every turn when it restores, so this class never looks
 * inside the string: it only writes it safely and sets aside what was refused.
 */
class GameSaveStore(dir: File, private val file: AtomicFile = AtomicFile(File(dir, "game.json"))) {

    fun save(session: GameSession) = write(session.save())

    /** Writes a save string made earlier, e.g. on the main thread, from an I/O thread. */
    fun write(saved: String) = file.write(saved)

    fun load(): SavedGame {
        val text = file.read() ?: return SavedGame.None
        return try {
            SavedGame.Found(GameSession.restore(text))
        } catch (e: SholoException) {
            SavedGame.Refused(e, file.setAside("damaged"))
        }
    }

    fun clear() = file.delete()
}
