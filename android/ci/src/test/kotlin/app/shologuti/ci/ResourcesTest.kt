package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import org.w3c.dom.Element
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * What aapt2 and a translator would catch, checked without the SDK: every
 * resource file is well-formed XML, every language has exactly the English
 * strings with the same placeholders, and the manifest names real classes.
 */
class ResourcesTest {
    private val res = File(System.getProperty("shologuti.res.dir"))
    private val manifest = File(System.getProperty("shologuti.manifest"))
    private val languages = listOf("bn", "hi", "ne")

    private fun parse(file: File) = DocumentBuilderFactory.newInstance().apply { isNamespaceAware = true }
        .newDocumentBuilder().parse(file)

    /** The string files of a values folder: strings.xml and the screens' own (learn_screens.xml, …). */
    private fun stringFiles(dir: String) = File(res, dir).listFiles { f -> f.name.endsWith("strings.xml") || f.name.endsWith("screens.xml") }!!.sorted()

    private fun strings(dir: String): Map<String, String> = stringFiles(dir).flatMap { file ->
        val nodes = parse(file).getElementsByTagName("string")
        (0 until nodes.length).map { nodes.item(it) as Element }.map { it.getAttribute("name") to it.textContent }
    }.toMap()

    /** `%1$s`, `%2$d`: the arguments a string expects, which a translation must keep. */
    private fun placeholders(text: String) = Regex("%(\\d+\\$)?[sd]").findAll(text).map { it.value }.sorted().toList()

    @TestFactory
    fun `every resource file is well-formed XML`(): List<DynamicTest> =
        res.walkTopDown().filter { it.isFile && it.extension == "xml" }.map { file ->
            DynamicTest.dynamicTest(file.relativeTo(res).path) { parse(file) }
        }.toList()

    @TestFactory
    fun `every language has every string with the same placeholders`(): List<DynamicTest> {
        val english = strings("values")
        return languages.map { language ->
            DynamicTest.dynamicTest("values-$language") {
                val translated = strings("values-$language")
                assertEquals(english.keys - "app_name", translated.keys - "app_name", "string names in values-$language")
                for ((name, text) in translated) {
                    assertEquals(placeholders(english.getValue(name)), placeholders(text), "placeholders of $name in values-$language")
                    assertTrue(text.isNotBlank(), "$name in values-$language is empty")
                }
            }
        }
    }

    @Test
    fun `apostrophes are escaped, as aapt2 requires`() {
        for (dir in listOf("values") + languages.map { "values-$it" }) {
            for (file in stringFiles(dir)) {
                val raw = file.readText()
                val bare = Regex("<string name=\"(\\w+)\">([^<]*)</string>").findAll(raw)
                    .filter { Regex("(?<!\\\\)'").containsMatchIn(it.groupValues[2]) }.map { it.groupValues[1] }.toList()
                assertEquals(emptyList<String>(), bare, "unescaped apostrophes in $dir/${file.name}")
            }
        }
    }

    @Test
    fun `every activity in the manifest is a class of the app`() {
        val doc = parse(manifest)
        val android = "http://schemas.android.com/apk/res/android"
        val app = doc.getElementsByTagName("application").item(0) as Element
        val names = listOf(app.getAttributeNS(android, "name")) +
            doc.getElementsByTagName("activity").let { list -> (0 until list.length).map { (list.item(it) as Element).getAttributeNS(android, "name") } }
        assertEquals(8, names.size)
        for (name in names) {
            val className = if (name.startsWith(".")) "app.shologuti$name" else name
            Class.forName(className, false, javaClass.classLoader)
        }
    }
}
