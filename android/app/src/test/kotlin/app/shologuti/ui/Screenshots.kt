package app.shologuti.ui

import android.app.Activity
import android.graphics.Bitmap
import android.graphics.Canvas
import java.io.File

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
        if (behind != null) {
            behind.window.decorView.draw(canvas)
            canvas.drawARGB(0x73, 0, 0, 0)
        }
        root.draw(canvas)
        dir.mkdirs()
        val file = dir.resolve("$name.png")
        file.outputStream().use { bitmap.compress(Bitmap.CompressFormat.PNG, 100, it) }
        return file
    }
}
