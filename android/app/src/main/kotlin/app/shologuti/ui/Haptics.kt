package app.shologuti.ui

import android.os.Build
import android.view.HapticFeedbackConstants
import android.view.View

/**
 * What the hand feels, with the constants Android means for each (they play
 * on every device that has haptics, unlike the keyboard's): a light tick on
 * pick-up, drop and step; a firmer confirmation on a take; a rejection when
 * the table refuses a move. Nothing when switched off.
 */
class Haptics(private val view: View) {
    var enabled = true

    fun tick() = feel(HapticFeedbackConstants.CLOCK_TICK)

    fun take() = feel(if (Build.VERSION.SDK_INT >= 30) HapticFeedbackConstants.CONFIRM else HapticFeedbackConstants.VIRTUAL_KEY)

    fun reject() = feel(if (Build.VERSION.SDK_INT >= 30) HapticFeedbackConstants.REJECT else HapticFeedbackConstants.LONG_PRESS)

    private fun feel(constant: Int) {
        if (enabled) view.performHapticFeedback(constant)
    }
}
