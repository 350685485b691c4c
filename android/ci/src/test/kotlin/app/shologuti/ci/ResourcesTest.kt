package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import org.w3c.dom.Element
import java.io.File
import javax.xml.parsers.DocumentBuilderFactory

/**
 * What aapt2, a translator and a Play reviewer would catch, checked without
 * the SDK: every resource file is well-formed XML, every language has exactly
 * the English strings with the same placeholders, the manifest names real
 * classes, the launcher icon fits every mask and has a themed layer, backup
 * leaves the damaged files behind, the languages are listed for Android 13+,
 * and the Gradle build writes minSdk and its ABIs once.
 */
class ResourcesTest {
    private val res = File(System.getProperty("shologuti.res.dir"))
    private val manifest = File(System.getProperty("shologuti.manifest"))
    private val gradleDir = File(System.getProperty("shologuti.gradle.dir"))
    private val linkedDir = File(System.getProperty("shologuti.linked.dir"))
    private val languages = listOf("bn", "hi", "ne")

    private fun parse(file: File) = DocumentBuilderFactory.newInstance().apply { isNamespaceAware = true }
        .newDocumentBuilder().parse(file)

    /** The string files of a values folder: strings.xml and the screens' own (learn_screens.xml, …). */
    private fun stringFiles(dir: String) = File(res, dir).listFiles { f -> f.name.endsWith("strings.xml") || f.name.endsWith("screens.xml") }!!.sorted()

    private fun strings(dir: String): Map<String, String> = stringFiles(dir).flatMap { file ->
        val nodes = parse(file).getElementsByTagName("string")
        (0 until nodes.length).map { nodes.item(it) as Element }.map { it.getAttribute("name") to it.textContent }
    }.toMap()

    /** Each plurals resource: its quantities ("one", "other") and their texts. */
    private fun plurals(dir: String): Map<String, Map<String, String>> {
        val nodes = parse(File(res, "$dir/strings.xml")).getElementsByTagName("plurals")
        return (0 until nodes.length).map { nodes.item(it) as Element }.associate { plural ->
            val items = plural.getElementsByTagName("item")
            plural.getAttribute("name") to (0 until items.length).map { items.item(it) as Element }
                .associate { it.getAttribute("quantity") to it.textContent }
        }
    }

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

    @TestFactory
    fun `every language has every plural, with its other quantity and the same placeholders in each`(): List<DynamicTest> {
        val english = plurals("values")
        return languages.map { language ->
            DynamicTest.dynamicTest("values-$language") {
                val translated = plurals("values-$language")
                assertEquals(english.keys, translated.keys, "plurals in values-$language")
                for ((name, quantities) in translated) {
                    assertTrue("other" in quantities, "$name in values-$language has no \"other\"")
                    val expected = placeholders(english.getValue(name).getValue("other"))
                    for ((quantity, text) in quantities) {
                        assertEquals(expected, placeholders(text), "placeholders of $name ($quantity) in values-$language")
                    }
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

    private val androidNs = "http://schemas.android.com/apk/res/android"

    private fun Element.android(name: String): String = getAttributeNS(androidNs, name)

    private fun elements(file: File, tag: String): List<Element> =
        parse(file).getElementsByTagName(tag).let { list -> (0 until list.length).map { list.item(it) as Element } }

    @TestFactory
    fun `the launcher icon stays inside the adaptive icon's safe zone`(): List<DynamicTest> =
        listOf("ic_launcher_foreground", "ic_launcher_monochrome").map { name ->
            DynamicTest.dynamicTest(name) {
                val vector = elements(File(res, "drawable/$name.xml"), "vector").single()
                assertEquals("108" to "108", vector.android("viewportWidth") to vector.android("viewportHeight"))
                val paths = elements(File(res, "drawable/$name.xml"), "path")
                assertTrue(paths.isNotEmpty())
                for (path in paths) {
                    val stroke = if (path.android("strokeColor").isEmpty()) 0.0 else path.android("strokeWidth").toDouble()
                    val reach = VectorReach.of(path.android("pathData"), 54.0, 54.0) + stroke / 2
                    assertTrue(reach <= SAFE_RADIUS, "$name: ${path.android("pathData")} reaches %.2f from the centre".format(reach))
                }
            }
        }

    @Test
    fun `the adaptive icon has a monochrome layer for themed icons`() {
        val icon = File(res, "mipmap-anydpi-v26/ic_launcher.xml")
        val layer = elements(icon, "monochrome").single().android("drawable")
        assertTrue(layer.startsWith("@drawable/"), layer)
        assertTrue(File(res, "drawable/${layer.removePrefix("@drawable/")}.xml").isFile, "$layer exists")
    }

    /** Whether a rule set (include/exclude elements) backs up [file] of [domain]. */
    private fun backedUp(rules: Element, domain: String, file: String): Boolean {
        fun matches(rule: Element) = rule.getAttribute("domain") == domain &&
            rule.getAttribute("path").trimEnd('/').let { it == "." || file == it || file.startsWith("$it/") }
        val children = (0 until rules.childNodes.length).map { rules.childNodes.item(it) }.filterIsInstance<Element>()
        val includes = children.filter { it.tagName == "include" }
        val included = includes.isEmpty() || includes.any(::matches)
        return included && children.none { it.tagName == "exclude" && matches(it) }
    }

    @Test
    fun `backup keeps the game, the record and the settings, never the files set aside`() {
        val app = elements(manifest, "application").single()
        val full = File(res, "xml/${app.android("fullBackupContent").removePrefix("@xml/")}.xml")
        val extraction = File(res, "xml/${app.android("dataExtractionRules").removePrefix("@xml/")}.xml")
        val ruleSets = elements(full, "full-backup-content") +
            elements(extraction, "cloud-backup") + elements(extraction, "device-transfer")
        assertEquals(3, ruleSets.size, "before Android 12, cloud backup and device transfer")
        for (rules in ruleSets) {
            for (kept in listOf("game.json", "stats.json", "settings.json")) {
                assertTrue(backedUp(rules, "file", kept), "${rules.tagName} keeps $kept")
            }
            for (aside in listOf("game.json.damaged-1", "stats.json.damaged-2", "settings.json.damaged-1", ".tmpA1b2C3")) {
                assertFalse(backedUp(rules, "file", aside), "${rules.tagName} leaves $aside on the phone")
            }
            assertTrue(backedUp(rules, "sharedpref", "language.xml"), "${rules.tagName} keeps the language chosen in the app")
        }
    }

    @Test
    fun `minSdk and the ABI list are written once in the Gradle build`() {
        val gradle = File(gradleDir, "app/build.gradle.kts").readText()
        assertEquals(1, Regex("""minSdkLevel = \d+""").findAll(gradle).count(), "one minSdkLevel")
        assertEquals(0, Regex("""minSdk\s*(=|\.set\()\s*\d""").findAll(gradle).count(), "no minSdk written as a number")
        assertEquals(1, Regex("\"arm64-v8a\"").findAll(gradle).count(), "one ABI list")
    }

    /** A style's items in a values folder's themes.xml, by attribute name. */
    private fun themeItems(dir: String, style: String): Map<String, String> =
        elements(File(res, "$dir/themes.xml"), "style").single { it.getAttribute("name") == style }
            .getElementsByTagName("item").let { items -> (0 until items.length).map { items.item(it) as Element } }
            .associate { it.getAttribute("name") to it.textContent.trim() }

    private fun color(name: String): Long =
        elements(File(res, "values/colors.xml"), "color").single { it.getAttribute("name") == name }.textContent.trim()
            .removePrefix("#").toLong(16)

    /** WCAG's relative luminance of an opaque 0xRRGGBB colour. */
    private fun luminance(rgb: Long): Double = listOf(16, 8, 0).map { shift ->
        val c = ((rgb shr shift) and 0xFF) / 255.0
        if (c <= 0.03928) c / 12.92 else Math.pow((c + 0.055) / 1.055, 2.4)
    }.let { (r, g, b) -> 0.2126 * r + 0.7152 * g + 0.0722 * b }

    @Test
    fun `the white navigation buttons of Android 7 to 8_0 stand out from the light page`() {
        // Before API 27 the buttons are always white; the bar's colour is drawn over the page.
        val base = themeItems("values", "Theme.Sholo.Base")
        val bar = base.getValue("android:navigationBarColor")
        assertTrue(bar.startsWith("@color/"), "the light theme's navigation bar before API 27 is $bar, not a colour of the app")
        val scrim = color(bar.removePrefix("@color/"))
        val page = color("page")
        val alpha = ((scrim shr 24) and 0xFF) / 255.0
        val over = listOf(16, 8, 0).map { shift ->
            val s = (scrim shr shift) and 0xFF
            val p = (page shr shift) and 0xFF
            (alpha * s + (1 - alpha) * p).toLong()
        }.let { (r, g, b) -> (r shl 16) or (g shl 8) or b }
        val contrast = (1.0 + 0.05) / (luminance(over) + 0.05)
        assertTrue(contrast >= 3.0, "white buttons on the bar have contrast $contrast; 3:1 is the least for icons")
        // From API 27 the buttons turn dark on the light page, and the bar is clear again.
        val v27 = themeItems("values-v27", "Theme.Sholo")
        assertEquals("true", v27["android:windowLightNavigationBar"])
        assertEquals("@android:color/transparent", v27["android:navigationBarColor"])
    }

    @Test
    fun `the bundle keeps every language in every install, for the in-app language choice`() {
        val gradle = File(gradleDir, "app/build.gradle.kts").readText()
        val bundle = Regex("""bundle \{\s*language \{\s*enableSplit = (\w+)\s*\}""").find(gradle)
        assertEquals("false", bundle?.groupValues?.get(1), "bundle { language { enableSplit = false } } in app/build.gradle.kts")
    }

    @Test
    fun `the locale config lists English, Bengali, Hindi and Nepali`() {
        val properties = File(res, "resources.properties").readText()
        assertTrue(properties.lines().contains("unqualifiedResLocale=en"), "the default strings are English")
        val config = File(linkedDir, "generated-res/xml/_generated_res_locale_config.xml")
        val locales = elements(config, "locale").map { it.android("name") }
        assertEquals(listOf("en", "bn", "hi", "ne"), locales)
        val merged = elements(File(linkedDir, "AndroidManifest.xml"), "application").single()
        assertEquals("@xml/_generated_res_locale_config", merged.android("localeConfig"))
        assertEquals(languages.toSet(), res.listFiles()!!.map { it.name }.filter { Regex("values-[a-z]{2,3}").matches(it) }.map { it.removePrefix("values-") }.toSet(),
            "a language folder the check does not know")
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

/** The adaptive icon's safe zone: a circle of radius 33 around the centre of the 108 canvas. */
private const val SAFE_RADIUS = 33.0

/**
 * How far a vector path reaches from a point, for the commands the icons use:
 * moves and lines (M m L l, Z), and arcs (a A) that are half circles, whose
 * centre is the middle of their chord.
 */
private object VectorReach {
    fun of(data: String, cx: Double, cy: Double): Double {
        val tokens = Regex("[MmLlAaZz]|-?\\d*\\.?\\d+").findAll(data).map { it.value }.toList()
        var i = 0
        var x = 0.0
        var y = 0.0
        var reach = 0.0
        var command = 'M'
        fun number() = tokens[i++].toDouble()
        fun touch(px: Double, py: Double, radius: Double = 0.0) {
            reach = maxOf(reach, Math.hypot(px - cx, py - cy) + radius)
        }
        while (i < tokens.size) {
            if (tokens[i].length == 1 && tokens[i][0].isLetter()) command = tokens[i++][0]
            when (command) {
                'M', 'L' -> { x = number(); y = number(); touch(x, y) }
                'm', 'l' -> { x += number(); y += number(); touch(x, y) }
                'Z', 'z' -> {}
                'a', 'A' -> {
                    val rx = number()
                    val ry = number()
                    repeat(3) { number() } // rotation, large-arc and sweep flags
                    val (ex, ey) = if (command == 'a') (x + number()) to (y + number()) else number() to number()
                    val chord = Math.hypot(ex - x, ey - y)
                    require(rx == ry && Math.abs(chord - 2 * rx) < 1e-6) { "only half-circle arcs are measured: $data" }
                    touch((x + ex) / 2, (y + ey) / 2, rx)
                    x = ex
                    y = ey
                }
                else -> error("path command $command is not measured: $data")
            }
        }
        return reach
    }
}
