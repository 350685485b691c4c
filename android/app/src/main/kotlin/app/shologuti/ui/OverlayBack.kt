package app.shologuti.ui

import android.app.Activity
import android.os.Build
import android.window.OnBackInvokedCallback
import android.window.OnBackInvokedDispatcher

/**
 * Back for a screen with something over it (the move list, the result card):
 * while [closes] is true, back runs [close] instead of leaving the screen.
 *
 * On Android 13 and later (predictive back, `enableOnBackInvokedCallback`)
 * the callback is registered only while there is something to close, so the
 * system knows in advance whether back will leave the screen and can show
 * the way home as the gesture starts. Older versions ask [handledOld] from
 * the deprecated `onBackPressed`.
 */
class OverlayBack(private val activity: Activity, private val close: () -> Unit) {
    private var registered: OnBackInvokedCallback? = null

    var closes: Boolean = false
        set(value) {
            field = value
            if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU) register(value)
        }

    private fun register(wanted: Boolean) {
        val dispatcher = activity.onBackInvokedDispatcher
        val current = registered
        if (wanted && current == null) {
            val callback = OnBackInvokedCallback { close() }
            dispatcher.registerOnBackInvokedCallback(OnBackInvokedDispatcher.PRIORITY_DEFAULT, callback)
            registered = callback
        } else if (!wanted && current != null) {
            dispatcher.unregisterOnBackInvokedCallback(current)
            registered = null
        }
    }

    /** Before Android 13: closes what is open and says so, or false to let back leave. */
    fun handledOld(): Boolean {
        if (!closes) return false
        close()
        return true
    }
}
