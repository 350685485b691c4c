package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import java.io.File
import javax.imageio.ImageIO

/**
 * The store listing's images (fastlane/metadata/android/<locale>/images/) as
 * Google Play accepts them: screenshots without alpha, phones at most 2:1
 * with the short side at least 1080 px (what Play asks for its large
 * previews), tablets with the short side at least 1080 px; a 512 x 512 icon
 * as a 32-bit PNG and a 1024 x 500 feature graphic without alpha; every
 * language with the same set.
 */
class StoreImagesTest {
    private val store = File(System.getProperty("shologuti.store.dir"))
    private val locales = listOf("en-US", "bn-BD", "hi-IN", "ne-NP")
    private val screenshotKinds = listOf("phoneScreenshots", "sevenInchScreenshots", "tenInchScreenshots")

    private fun images(locale: String) = File(store, "$locale/images")

    private fun shots(locale: String, kind: String): List<File> =
        File(images(locale), kind).listFiles { f -> f.extension == "png" }.orEmpty().sortedBy { it.name }

    private class Picture(file: File) {
        private val image = ImageIO.read(file) ?: error("$file is not an image ImageIO reads")
        val width = image.width
        val height = image.height
        val hasAlpha = image.colorModel.hasAlpha()
        val bits = image.colorModel.pixelSize
        val short = minOf(width, height)
        val long = maxOf(width, height)
    }

    @TestFactory
    fun `every screenshot fits Play's rules for its kind`(): List<DynamicTest> = locales.flatMap { locale ->
        screenshotKinds.flatMap { kind ->
            shots(locale, kind).map { file ->
                DynamicTest.dynamicTest("$locale/$kind/${file.name}") {
                    val p = Picture(file)
                    val size = "${p.width}x${p.height}"
                    assertFalse(p.hasAlpha, "$size has an alpha channel; Play takes 24-bit PNG")
                    assertTrue(p.short >= 1080, "$size: short side under 1080 px")
                    assertTrue(p.long <= 3840, "$size: long side over 3840 px")
                    if (kind == "phoneScreenshots") assertTrue(p.long <= 2 * p.short, "$size: longer than 2:1")
                }
            }
        }
    }

    @Test
    fun `every language has phone, 7-inch and 10-inch screenshots, as many as English, within Play's 2 to 8`() {
        for (kind in screenshotKinds) {
            val english = shots("en-US", kind).size
            assertTrue(english in 2..8, "en-US has $english $kind")
            for (locale in locales) assertEquals(english, shots(locale, kind).size, "$kind in $locale")
        }
    }

    @TestFactory
    fun `the icon is a 32-bit 512 x 512 PNG, the feature graphic 1024 x 500 without alpha, in every language`(): List<DynamicTest> =
        locales.flatMap { locale ->
            listOf("icon.png" to (512 to 512), "featureGraphic.png" to (1024 to 500)).map { (name, size) ->
                DynamicTest.dynamicTest("$locale/$name") {
                    val p = Picture(File(images(locale), name))
                    assertEquals(size, p.width to p.height, "$name size")
                    if (name == "icon.png") {
                        assertTrue(p.hasAlpha && p.bits == 32, "$name is ${p.bits}-bit; Play asks for a 32-bit PNG (with alpha)")
                    } else {
                        assertFalse(p.hasAlpha, "$name has an alpha channel")
                    }
                }
            }
        }

    @Test
    fun `the listing links the privacy policy in every language`() {
        val policy = File(store, "../../../../docs/PRIVACY.md")
        assertTrue(policy.isFile, "docs/PRIVACY.md is missing")
        for (locale in locales) {
            val description = File(store, "$locale/full_description.txt").readText()
            assertTrue("docs/PRIVACY.md" in description, "$locale's full description does not link the privacy policy")
        }
    }
}
