package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import java.io.File

/**
 * One Gradle runs the build everywhere, and it is one the Android Gradle plugin
 * accepts: the wrapper pins it with its checksum, and the GitHub workflow names
 * no other (a workflow that once installed an older Gradle and rewrote the
 * wrapper to it would have failed on AGP's minimum before compiling anything).
 */
class GradleVersionTest {
    private val android = File(System.getProperty("shologuti.gradle.dir"))
    private val workflow = File(android, "../.github/workflows/android.yml")

    /** The oldest Gradle each AGP minor accepts, from AGP's release notes ("Compatibility"). */
    private val minimumGradleForAgp = mapOf("9.4" to "9.6.0")

    private fun wrapperProperty(name: String): String? =
        File(android, "gradle/wrapper/gradle-wrapper.properties").readLines()
            .firstOrNull { it.startsWith("$name=") }?.substringAfter('=')

    private fun wrapperGradle(): String {
        val url = checkNotNull(wrapperProperty("distributionUrl")) { "the wrapper names no distribution" }
        return checkNotNull(Regex("""gradle-([\d.]+)-bin\.zip$""").find(url)) { "not a -bin distribution: $url" }.groupValues[1]
    }

    private fun agp(): String {
        val catalog = File(android, "gradle/libs.versions.toml").readText()
        return checkNotNull(Regex("""(?m)^agp = "([\d.]+)"""").find(catalog)) { "no agp version in the catalog" }.groupValues[1]
    }

    /** Compares dotted versions numerically: 9.10.0 is newer than 9.6.0. */
    private fun versionOrder(a: String, b: String): Int {
        val left = a.split('.').map(String::toInt)
        val right = b.split('.').map(String::toInt)
        for (i in 0 until maxOf(left.size, right.size)) {
            val order = left.getOrElse(i) { 0 }.compareTo(right.getOrElse(i) { 0 })
            if (order != 0) return order
        }
        return 0
    }

    @Test
    fun `the wrapper pins its distribution with a SHA-256`() {
        val sum = wrapperProperty("distributionSha256Sum")
        assertTrue(sum != null && Regex("[0-9a-f]{64}").matches(sum), "distributionSha256Sum is $sum")
    }

    @Test
    fun `the wrapper's Gradle is one the project's AGP accepts`() {
        val minor = agp().split('.').take(2).joinToString(".")
        val minimum = checkNotNull(minimumGradleForAgp[minor]) { "AGP $minor: add its minimum Gradle from its release notes to this test" }
        assertTrue(versionOrder(wrapperGradle(), minimum) >= 0, "AGP ${agp()} needs Gradle $minimum or later; the wrapper pins ${wrapperGradle()}")
    }

    @Test
    fun `the Android workflow names no Gradle but the wrapper's`() {
        val text = workflow.readText()
        val named = Regex("""gradle-version:\s*"?([\d.]+)|--gradle-version[ =]([\d.]+)""").findAll(text)
            .map { match -> match.groupValues.drop(1).first { it.isNotEmpty() } }.toList()
        assertEquals(emptyList<String>(), named.filter { it != wrapperGradle() }, "Gradle versions in android.yml other than the wrapper's ${wrapperGradle()}")
        assertTrue("./gradlew" in text, "the workflow builds through ./gradlew")
    }

    @Test
    fun `the version order compares numerically`() {
        assertTrue(versionOrder("9.10.0", "9.6.0") > 0)
        assertTrue(versionOrder("9.1.0", "9.6.0") < 0)
        assertEquals(0, versionOrder("9.6", "9.6.0"))
    }
}
