package app.shologuti.storage

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import org.junit.jupiter.api.io.TempDir
import java.io.File
import java.io.FileOutputStream
import java.io.IOException
import java.io.OutputStream

class AtomicFileTest {
    @TempDir
    lateinit var dir: File

    @Test
    fun `reads nothing before the first write, then the last write`() {
        val file = AtomicFile(File(dir, "a.json"))
        assertNull(file.read())
        file.write("one")
        file.write("two")
        assertEquals("two", file.read())
    }

    @Test
    fun `a write that dies half-way leaves the old content and no temporary file`() {
        val target = File(dir, "a.json")
        AtomicFile(target).write("the good save")

        val dying = AtomicFile(target) { DiesAfter(bytes = 5, FileOutputStream(it)) }
        assertThrows<IOException> { dying.write("a much longer save that never finishes") }

        assertEquals("the good save", AtomicFile(target).read())
        assertEquals(listOf("a.json"), dir.list()!!.toList())
    }

    @Test
    fun `a temporary file left by a killed process is ignored and replaced`() {
        val target = File(dir, "a.json")
        AtomicFile(target).write("good")
        File(dir, "a.json.tmp").writeText("{\"half")

        assertEquals("good", AtomicFile(target).read())
        AtomicFile(target).write("better")
        assertEquals("better", target.readText())
        assertFalse(File(dir, "a.json.tmp").exists())
    }

    @Test
    fun `setting aside keeps the bytes under a new name`() {
        val target = File(dir, "game.json")
        target.writeText("garbage")
        val aside = AtomicFile(target).setAside("damaged", now = 42)

        assertEquals("game.damaged-42.json", aside.name)
        assertEquals("garbage", aside.readText())
        assertFalse(target.exists())
        assertTrue(AtomicFile(target).read() == null)
    }
}

/** An output stream that fails like a full disk or a killed process after [bytes] bytes. */
class DiesAfter(private var bytes: Int, private val out: OutputStream) : OutputStream() {
    override fun write(b: Int) {
        if (bytes-- <= 0) throw IOException("simulated crash")
        out.write(b)
    }

    override fun write(b: ByteArray, off: Int, len: Int) {
        for (i in off until off + len) write(b[i].toInt())
    }

    override fun close() = out.close()
}
