package app.shologuti.storage

import app.shologuti.core.GameSession
import app.shologuti.core.SholoException
import app.shologuti.testing.Points
import app.shologuti.testing.twoPlayerConfig
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.io.FileOutputStream
import java.io.IOException

class GameSaveStoreTest {
    @TempDir
    lateinit var dir: File

    private fun gameFile() = File(dir, "game.json")

    @Test
    fun `no file means no saved game`() {
        assertEquals(SavedGame.None, GameSaveStore(dir).load())
    }

    @Test
    fun `a saved game comes back exactly as it was`() {
        val session = GameSession(twoPlayerConfig())
        session.playHop(Points["c4"], Points["c5"])
        session.playHop(Points["b6"], Points["b5"])
        GameSaveStore(dir).save(session)

        val loaded = GameSaveStore(dir).load()
        assertInstanceOf(SavedGame.Found::class.java, loaded)
        assertEquals(session.view(), (loaded as SavedGame.Found).session.view())
    }

    @Test
    fun `a crash in the middle of a save leaves the last good save readable`() {
        val session = GameSession(twoPlayerConfig())
        session.playHop(Points["c4"], Points["c5"])
        GameSaveStore(dir).save(session)
        val lastGood = session.view()

        session.playHop(Points["b6"], Points["b5"])
        val crashing = GameSaveStore(dir, AtomicFile(gameFile()) { DiesAfter(bytes = 40, FileOutputStream(it)) })
        assertThrows<IOException> { crashing.save(session) }

        val loaded = GameSaveStore(dir).load() as SavedGame.Found
        assertEquals(lastGood, loaded.session.view())
        assertEquals(listOf("c4-c5"), loaded.session.view().history)
    }

    @Test
    fun `a damaged save is refused, set aside with its bytes, and not offered again`() {
        gameFile().writeText("{\"version\":1,\"turns\":[\"c4-c9\"]")

        val loaded = GameSaveStore(dir).load()

        assertInstanceOf(SavedGame.Refused::class.java, loaded)
        val refused = loaded as SavedGame.Refused
        assertInstanceOf(SholoException.DamagedSave::class.java, refused.error)
        assertTrue(refused.setAsideAs.name.startsWith("game.damaged-"))
        assertEquals("{\"version\":1,\"turns\":[\"c4-c9\"]", refused.setAsideAs.readText())
        assertFalse(gameFile().exists())
        assertEquals(SavedGame.None, GameSaveStore(dir).load())
    }

    @Test
    fun `an edited save with an illegal turn is refused whole`() {
        val session = GameSession(twoPlayerConfig())
        session.playHop(Points["c4"], Points["c5"])
        val edited = session.save().replace("c4-c5", "c4-c6")
        gameFile().writeText(edited)

        assertInstanceOf(SavedGame.Refused::class.java, GameSaveStore(dir).load())
    }
}
