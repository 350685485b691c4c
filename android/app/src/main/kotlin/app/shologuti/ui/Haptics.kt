package app.shologuti.ui

import android.os.Build
import android.view.HapticFeedbackConstants
import android.view.View

/** A light tick on pick-up and drop, a stronger one on a take; nothing when switched off. */
class Haptics(private val view: View) {
    var enabled = true

    fun tick() = feel(if (Build.VERSION.SDK_INT >= 27) HapticFeedbackConstants.KEYBOARD_RELEASE else HapticFeedbackConstants.CLOCK_TICK)

    fun take() = feel(if (Build.VERSION.SDK_INT >= 30) HapticFeedbackConstants.CONFIRM else HapticFeedbackConstants.LONG_PRESS)

    private fun feel(constant: Int) {
        if (enabled) view.performHapticFeedback(constant)
    }
}
