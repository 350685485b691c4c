package app.shologuti.storage

import app.shologuti.core.GameSummary
import app.shologuti.core.LevelRecord
import app.shologuti.core.Level
import app.shologuti.core.SholoException
import app.shologuti.core.StatsBook
import app.shologuti.core.TwoPlayerRecord
import java.io.File

/**
 * The player's record, kept by the core's [StatsBook] and persisted as its JSON
 * in `stats.json`.
 *
 * A file the core refuses is set aside (never deleted, so a record can be
 * recovered by hand) and the book starts empty; [problem] says so once.
 */
class StatsStore(dir: File, private val file: AtomicFile = AtomicFile(File(dir, "stats.json"))) {
    private val book: StatsBook

    /** Set when the stored record could not be read; the screen reports it. */
    var problem: SetAside? = null
        private set

    class SetAside(val error: SholoException, val file: File)

    init {
        book = when (val text = file.read()) {
            null -> StatsBook()
            else -> try {
                StatsBook.load(text)
            } catch (e: SholoException) {
                problem = SetAside(e, file.setAside("damaged"))
                StatsBook()
            }
        }
    }

    /**
     * Records a finished game and writes the book. Returns false when this game
     * was recorded before (the core knows games by id), so a game restored after
     * it ended is never counted twice.
     */
    @Synchronized
    fun record(summary: GameSummary): Boolean {
        val added = book.recordGame(summary)
        if (added) file.write(book.toJson())
        return added
    }

    @Synchronized
    fun level(level: Level): LevelRecord = book.levelRecord(level)

    @Synchronized
    fun levels(): List<LevelRecord> = book.levelRecords()

    @Synchronized
    fun twoPlayer(): TwoPlayerRecord = book.twoPlayerRecord()

    fun acknowledgeProblem() {
        problem = null
    }
}
