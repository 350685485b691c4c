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
    drawBehindBars()
    root.padBySystemBars()
}

/** The window reaches under the status and navigation bars; each screen keeps its content clear of them. */
fun Activity.drawBehindBars() {
    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
        window.setDecorFitsSystemWindows(false)
    } else {
        @Suppress("DEPRECATION")
        window.decorView.systemUiVisibility = View.SYSTEM_UI_FLAG_LAYOUT_STABLE or
            View.SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION or View.SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN
    }
}

/** Which sides of a view the system bars are kept off. */
enum class Edges(val left: Boolean, val top: Boolean, val right: Boolean, val bottom: Boolean) {
    ALL(true, true, true, true),
    SIDES_AND_TOP(true, true, true, false),
    BOTTOM(false, false, false, true),
}

/**
 * Pads this view by the system bars and the cutout on [edges], on top of the
 * padding its layout gave it: for a view whose background may run under the
 * bars (a screen, a scrim, a sheet) while its children stay clear of them.
 */
fun View.padBySystemBars(edges: Edges = Edges.ALL) {
    val base = intArrayOf(paddingLeft, paddingTop, paddingRight, paddingBottom)
    onInsets(edges) { left, top, right, bottom ->
        setPadding(base[0] + left, base[1] + top, base[2] + right, base[3] + bottom)
    }
}

/** Calls [apply] with the bars and cutout (zero on the sides outside [edges]) each time the window's insets change. */
private fun View.onInsets(edges: Edges, apply: (left: Int, top: Int, right: Int, bottom: Int) -> Unit) {
    setOnApplyWindowInsetsListener { _, insets ->
        val (left, top, right, bottom) = barsOf(insets)
        apply(
            if (edges.left) left else 0,
            if (edges.top) top else 0,
            if (edges.right) right else 0,
            if (edges.bottom) bottom else 0,
        )
        // Not consumed: every sibling overlay gets the same insets.
        insets
    }
    requestApplyInsets()
}

/** The system bars and the cutout as left, top, right, bottom pixels. */
private fun barsOf(insets: WindowInsets): List<Int> =
    if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.R) {
        val bars = insets.getInsets(WindowInsets.Type.systemBars() or WindowInsets.Type.displayCutout())
        listOf(bars.left, bars.top, bars.right, bars.bottom)
    } else {
        // Android 9 and 10 report a cutout apart from the bars: keep clear of both.
        val cutout = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.P) insets.displayCutout else null
        @Suppress("DEPRECATION")
        listOf(
            maxOf(insets.systemWindowInsetLeft, cutout?.safeInsetLeft ?: 0),
            maxOf(insets.systemWindowInsetTop, cutout?.safeInsetTop ?: 0),
            maxOf(insets.systemWindowInsetRight, cutout?.safeInsetRight ?: 0),
            maxOf(insets.systemWindowInsetBottom, cutout?.safeInsetBottom ?: 0),
        )
    }

/** A screen with the shared top bar: its [title], and back finishes it. */
fun Activity.topBar(title: Int) {
    findViewById<TextView>(R.id.top_bar_title).setText(title)
    findViewById<View>(R.id.top_bar_back).setOnClickListener { finish() }
}
