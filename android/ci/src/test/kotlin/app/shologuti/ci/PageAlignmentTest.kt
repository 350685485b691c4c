package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import java.io.File
import java.nio.ByteBuffer
import java.nio.ByteOrder
import java.util.zip.ZipFile

/**
 * Google Play takes only apps whose native libraries load on 16 KB-page devices:
 * every LOAD segment of a 64-bit library aligned to 16 KB or more. The core's
 * own library is linked by the NDK's clang, which aligns so by default from
 * r28 (there is no NDK here to link it); JNA's comes built in its AAR, read
 * here from the very version the app depends on.
 */
class PageAlignmentTest {
    private val aar = File(System.getProperty("shologuti.jna.aar"))
    private val gradleDir = File(System.getProperty("shologuti.gradle.dir"))
    private val catalog by lazy { File(gradleDir, "gradle/libs.versions.toml").readText() }

    @Test
    fun `the core is linked with NDK r28 or later, which aligns for 16 KB pages`() {
        val ndk = checkNotNull(Regex("""(?m)^ndk = "(\d+)\.""").find(catalog)) { "no ndk version in the catalog" }.groupValues[1]
        assertTrue(ndk.toInt() >= 28, "NDK $ndk links with 4 KB pages: use r28 or later")
    }

    @Test
    fun `the JNA checked here is the version the app ships`() {
        val shipped = checkNotNull(Regex("""(?m)^jna = "([^"]+)"""").find(catalog)) { "no jna version in the catalog" }.groupValues[1]
        assertEquals(shipped, System.getProperty("shologuti.jna.version"), "android/ci/pom.xml's jna.version")
    }

    @TestFactory
    fun `JNA's 64-bit native libraries are aligned for 16 KB pages`(): List<DynamicTest> =
        listOf("arm64-v8a", "x86_64").map { abi ->
            DynamicTest.dynamicTest(abi) {
                ZipFile(aar).use { zip ->
                    val entry = checkNotNull(zip.getEntry("jni/$abi/libjnidispatch.so")) { "no libjnidispatch.so for $abi in $aar" }
                    val alignments = ElfLoadSegments.alignments(zip.getInputStream(entry).readBytes())
                    assertTrue(alignments.isNotEmpty(), "no LOAD segment found")
                    assertTrue(alignments.all { it >= 16_384 }, "$abi LOAD alignments ${alignments.map { "0x" + it.toString(16) }}")
                }
            }
        }

    @Test
    fun `the ELF reader sees a 4 KB alignment as one`() {
        val library = ElfLoadSegments.sample64(listOf(PT_LOAD to 0x1000L, PT_DYNAMIC to 0x8L, PT_LOAD to 0x4000L))
        assertEquals(listOf(0x1000L, 0x4000L), ElfLoadSegments.alignments(library))
    }
}

private const val PT_LOAD = 1
private const val PT_DYNAMIC = 2

/** The alignments of an ELF64 little-endian file's LOAD segments, from its program headers. */
private object ElfLoadSegments {
    fun alignments(elf: ByteArray): List<Long> {
        val buffer = ByteBuffer.wrap(elf).order(ByteOrder.LITTLE_ENDIAN)
        require(buffer.getInt(0) == 0x464c457f) { "not an ELF file" }
        require(elf[4].toInt() == 2 && elf[5].toInt() == 1) { "not a 64-bit little-endian ELF file" }
        val tableOffset = buffer.getLong(0x20)
        val entrySize = buffer.getShort(0x36).toInt()
        val entries = buffer.getShort(0x38).toInt()
        return (0 until entries).map { (tableOffset + it.toLong() * entrySize).toInt() }
            .filter { buffer.getInt(it) == PT_LOAD }
            .map { buffer.getLong(it + 0x30) }
    }

    /** A minimal ELF64 header followed by [segments]' program headers (type, alignment). */
    fun sample64(segments: List<Pair<Int, Long>>): ByteArray {
        val header = 64
        val entry = 56
        val buffer = ByteBuffer.allocate(header + entry * segments.size).order(ByteOrder.LITTLE_ENDIAN)
        buffer.putInt(0, 0x464c457f).put(4, 2).put(5, 1)
        buffer.putLong(0x20, header.toLong()).putShort(0x36, entry.toShort()).putShort(0x38, segments.size.toShort())
        segments.forEachIndexed { i, (type, align) ->
            buffer.putInt(header + i * entry, type).putLong(header + i * entry + 0x30, align)
        }
        return buffer.array()
    }
}
