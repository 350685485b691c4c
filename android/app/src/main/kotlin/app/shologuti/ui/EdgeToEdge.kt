package app.shologuti.ui

import android.app.Activity
import android.os.Build
import android.view.View
import android.view.WindowInsets
import android.widget.TextView
import app.shologuti.R

/**
 * Draws [Activity]'s window behind the system bars (what targetSdk 36 does
 * anyway on Android 15 and later) and pads [root] by the bars and the display
 * cutout, so no button or board point lies under them. The padding the
 * layout gave [root] is kept and the insets added to it.
 */
fun Activity.edgeToEdge(root: View) {
    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
        window.setDecorFitsSystemWindows(false)
    } else {
        @Suppress("DEPRECATION")
        window.decorView.systemUiVisibility = View.SYSTEM_UI_FLAG_LAYOUT_STABLE or
            View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION or View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN
    }
    val base = intArrayOf(root.paddingLeft, root.paddingTop, root.paddingRight, root.paddingBottom)
    root.setOnApplyWindowInsetsListener { view, insets ->
        val (left, top, right, bottom) = barsOf(insets)
        view.setPadding(base[0] + left, base[1] + top, base[2] + right, base[3] + bottom)
        insets
    }
    root.requestApplyInsets()
}

/** The system bars and the cutout as left, top, right, bottom pixels. */
private fun barsOf(insets: WindowInsets): List<Int> =
    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
        val bars = insets.getInsets(WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout())
        listOf(bars.left, bars.top, bars.right, bars.bottom)
    } else {
        @Suppress("DEPRECATION")
        listOf(insets.systemWindowInsetLeft, insets.systemWindowInsetTop, insets.systemWindowInsetRight, insets.systemWindowInsetBottom)
    }

/** A screen with the shared top bar: its [title], and back finishes it. */
fun Activity.topBar(title: Int) {
    findViewById<TextView>(R.id.top_bar_title).setText(title)
    findViewById<View>(R.id.top_bar_back).setOnClickListener { finish() }
}
