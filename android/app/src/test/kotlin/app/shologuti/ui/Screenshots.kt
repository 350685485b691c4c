package app.shologuti.ui

import android.app.Activity
import android.graphics.Bitmap
import android.graphics.Canvas
import java.awt.image.BufferedImage
import java.io.File
import javax.imageio.ImageIO

/**
 * Pictures of the real screens, drawn by the framework (Robolectric's native
 * graphics), kept in android/build/screens/ for people to look at and for the
 * store listing.
 */
object Screenshots {
    private val dir = File(System.getProperty("shologuti.screens.dir") ?: "build/screens")

    /**
     * Draws [activity]'s whole window to `<name>.png`; a translucent screen
     * (the New game sheet) is drawn over the dimmed screen [behind] it.
     */
    fun shoot(activity: Activity, name: String, behind: Activity? = null): File {
        val root = activity.window.decorView
        val bitmap = Bitmap.createBitmap(root.width, root.height, Bitmap.Config.ARGB_8888)
        val canvas = Canvas(bitmap)
        // The window is opaque on a phone; black under it, as the screen is.
        canvas.drawARGB(0xFF, 0, 0, 0)
        if (behind != null) {
            behind.window.decorView.draw(canvas)
            canvas.drawARGB(0x73, 0, 0, 0)
        }
        root.draw(canvas)
        return save(bitmap, name)
    }

    /**
     * Writes [bitmap] as `<name>.png`, in 24-bit colour unless [alpha]: Google
     * Play refuses screenshots and feature graphics with an alpha channel (a
     * screen has none), and asks for the 512 px icon as a 32-bit PNG.
     */
    fun save(bitmap: Bitmap, name: String, alpha: Boolean = false): File {
        val pixels = IntArray(bitmap.width * bitmap.height)
        bitmap.getPixels(pixels, 0, bitmap.width, 0, 0, bitmap.width, bitmap.height)
        val rgb = BufferedImage(bitmap.width, bitmap.height, if (alpha) BufferedImage.TYPE_INT_ARGB else BufferedImage.TYPE_INT_RGB)
        rgb.setRGB(0, 0, bitmap.width, bitmap.height, pixels, 0, bitmap.width)
        dir.mkdirs()
        val file = dir.resolve("$name.png")
        check(ImageIO.write(rgb, "png", file)) { "no PNG writer" }
        return file
    }
}
