package app.shologuti.ui

import android.annotation.SuppressLint
import android.view.MotionEvent
import android.view.VelocityTracker
import android.view.View
import android.view.ViewConfiguration

/**
 * Drag-down-to-dismiss for a bottom sheet: [sheet] follows a finger that
 * pulls its [grip] (the handle and the title) down; let go past a third of
 * its height, or flung down, it leaves ([onDismiss]); otherwise it springs
 * back. Dragging up does nothing: the sheet is already as high as it goes.
 */
class SheetDrag(private val sheet: View, grip: View, private val onDismiss: () -> Unit) {
    private val config = ViewConfiguration.get(sheet.context)
    private var startY = 0f
    private var dragging = false
    private var velocity: VelocityTracker? = null

    init {
        @SuppressLint("ClickableViewAccessibility") // the sheet also closes by back and by a tap outside it
        grip.setOnTouchListener { _, event -> onTouch(event) }
    }

    private fun onTouch(event: MotionEvent): Boolean {
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                startY = event.rawY
                dragging = false
                velocity = VelocityTracker.obtain().also { it.addMovement(event) }
            }
            MotionEvent.ACTION_MOVE -> {
                velocity?.addMovement(event)
                val down = event.rawY - startY
                if (!dragging && down > config.scaledTouchSlop) dragging = true
                if (dragging) sheet.translationY = down.coerceAtLeast(0f)
            }
            MotionEvent.ACTION_UP -> {
                val tracker = velocity
                tracker?.addMovement(event)
                tracker?.computeCurrentVelocity(1000)
                val flung = (tracker?.yVelocity ?: 0f) > config.scaledMinimumFlingVelocity * FLING_FACTOR
                if (dragging && (sheet.translationY > sheet.height / 3f || flung)) leave() else springBack()
                release()
            }
            MotionEvent.ACTION_CANCEL -> {
                springBack()
                release()
            }
        }
        return true
    }

    private fun leave() {
        sheet.animate().translationY(sheet.height.toFloat()).setDuration(SETTLE_MILLIS).withEndAction(onDismiss).start()
    }

    private fun springBack() {
        sheet.animate().translationY(0f).setDuration(SETTLE_MILLIS).start()
    }

    private fun release() {
        velocity?.recycle()
        velocity = null
        dragging = false
    }

    private companion object {
        const val SETTLE_MILLIS = 180L

        /** A flick counts as "away" only when clearly faster than the slowest fling. */
        const val FLING_FACTOR = 4f
    }
}
