package app.shologuti.ui

import android.graphics.Rect
import android.os.Build
import android.os.Bundle
import android.view.MotionEvent
import android.view.View
import android.view.accessibility.AccessibilityEvent
import android.view.accessibility.AccessibilityManager
import android.view.accessibility.AccessibilityNodeInfo
import android.view.accessibility.AccessibilityNodeProvider
import app.shologuti.R
import app.shologuti.board.PointFacts
import app.shologuti.core.Cell

/**
 * Makes every point of the board its own item for TalkBack and Switch Access:
 * "c4, red piece, can take on c6". Activating a point is the same as tapping it.
 *
 * Written against the framework's [AccessibilityNodeProvider], since the app
 * carries no AndroidX (whose ExploreByTouchHelper does the same job).
 */
class BoardAccessibility(private val board: BoardView) : AccessibilityNodeProvider() {
    private var focused = NONE
    private var hovered = NONE

    override fun createAccessibilityNodeInfo(virtualViewId: Int): AccessibilityNodeInfo? {
        val layout = board.layout
        if (virtualViewId == View.NO_ID) {
            val host = newNode(board, View.NO_ID)
            board.onInitializeAccessibilityNodeInfo(host)
            layout?.points?.indices?.forEach { host.addChild(board, it) }
            return host
        }
        if (layout == null || virtualViewId !in layout.points.indices) return null
        val geometry = board.geometry ?: return null
        val node = newNode(board, virtualViewId)
        node.setParent(board)
        node.packageName = board.context.packageName
        node.className = View::class.java.name
        node.contentDescription = describe(virtualViewId)
        node.isEnabled = true
        node.isFocusable = true
        node.isClickable = true
        node.isVisibleToUser = true
        node.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLICK)
        if (focused == virtualViewId) {
            node.isAccessibilityFocused = true
            node.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_CLEAR_ACCESSIBILITY_FOCUS)
        } else {
            node.addAction(AccessibilityNodeInfo.AccessibilityAction.ACTION_ACCESSIBILITY_FOCUS)
        }
        val c = geometry.centre(virtualViewId)
        val half = geometry.unit / 2
        val inView = Rect(
            (c.x - half).toInt() + board.paddingLeft,
            (c.y - half).toInt() + board.paddingTop,
            (c.x + half).toInt() + board.paddingLeft,
            (c.y + half).toInt() + board.paddingTop,
        )
        @Suppress("DEPRECATION") // Still read by older TalkBack versions; the screen bounds below are the current API.
        node.setBoundsInParent(inView)
        val onScreen = IntArray(2).also(board::getLocationOnScreen)
        node.setBoundsInScreen(Rect(inView).apply { offset(onScreen[0], onScreen[1]) })
        return node
    }

    override fun performAction(virtualViewId: Int, action: Int, arguments: Bundle?): Boolean {
        if (virtualViewId == View.NO_ID) return board.performAccessibilityAction(action, arguments)
        return when (action) {
            AccessibilityNodeInfo.ACTION_CLICK -> {
                board.input?.tap(virtualViewId)
                send(virtualViewId, AccessibilityEvent.TYPE_VIEW_CLICKED)
                true
            }
            AccessibilityNodeInfo.ACTION_ACCESSIBILITY_FOCUS -> {
                if (focused == virtualViewId) return false
                focused = virtualViewId
                board.invalidate()
                send(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUSED)
                true
            }
            AccessibilityNodeInfo.ACTION_CLEAR_ACCESSIBILITY_FOCUS -> {
                if (focused != virtualViewId) return false
                focused = NONE
                send(virtualViewId, AccessibilityEvent.TYPE_VIEW_ACCESSIBILITY_FOCUS_CLEARED)
                true
            }
            else -> false
        }
    }

    /** Explore by touch: announce the point under the finger. */
    fun onHover(event: MotionEvent): Boolean {
        val manager = board.context.getSystemService(AccessibilityManager::class.java)
        if (manager == null || !manager.isTouchExplorationEnabled) return false
        val geometry = board.geometry ?: return false
        val point = geometry.pointAt(event.x - board.paddingLeft, event.y - board.paddingTop) ?: NONE
        when (event.actionMasked) {
            MotionEvent.ACTION_HOVER_ENTER, MotionEvent.ACTION_HOVER_MOVE -> if (point != hovered) {
                val previous = hovered
                hovered = point
                if (point != NONE) send(point, AccessibilityEvent.TYPE_VIEW_HOVER_ENTER)
                if (previous != NONE) send(previous, AccessibilityEvent.TYPE_VIEW_HOVER_EXIT)
            }
            MotionEvent.ACTION_HOVER_EXIT -> {
                if (hovered != NONE) send(hovered, AccessibilityEvent.TYPE_VIEW_HOVER_EXIT)
                hovered = NONE
            }
        }
        return point != NONE
    }

    /** The game changed: descriptions of the points may have too, so services read them again. */
    fun refresh() {
        if (!accessibilityOn()) return
        val parent = board.parent ?: return
        val event = newEvent(AccessibilityEvent.TYPE_WINDOW_CONTENT_CHANGED)
        event.contentChangeTypes = AccessibilityEvent.CONTENT_CHANGE_TYPE_SUBTREE
        event.setSource(board)
        parent.requestSendAccessibilityEvent(board, event)
    }

    private fun accessibilityOn(): Boolean =
        board.context.getSystemService(AccessibilityManager::class.java)?.isEnabled == true

    private fun describe(point: Int): String {
        val layout = board.layout ?: return ""
        val facts = board.facts?.invoke(point) ?: PointFacts.plain(layout, board.scene?.cells ?: return layout.points[point].name, point)
        val context = board.context
        val parts = mutableListOf(
            context.getString(
                when (facts.cell) {
                    Cell.RED -> R.string.point_red
                    Cell.WHITE -> R.string.point_white
                    Cell.EMPTY -> R.string.point_empty
                },
                facts.name,
            ),
        )
        if (facts.pickedUp) parts += context.getString(R.string.point_picked_up)
        if (facts.canMove) parts += context.getString(R.string.point_can_move)
        if (facts.takesTo.isNotEmpty()) parts += context.getString(R.string.point_can_take, facts.takesTo.joinToString())
        if (facts.stepsTo.isNotEmpty()) parts += context.getString(R.string.point_can_step, facts.stepsTo.joinToString())
        if (facts.isStepTarget) parts += context.getString(R.string.point_step_here)
        facts.removes?.let { parts += context.getString(R.string.point_take_here, it) }
        if (facts.movedLast) parts += context.getString(R.string.point_moved_last)
        if (facts.takenLast) parts += context.getString(R.string.point_taken_last)
        return parts.joinToString(", ")
    }

    private fun send(point: Int, type: Int) {
        if (!accessibilityOn()) return
        val parent = board.parent ?: return
        val event = newEvent(type)
        event.packageName = board.context.packageName
        event.className = View::class.java.name
        event.setSource(board, point)
        event.contentDescription = describe(point)
        parent.requestSendAccessibilityEvent(board, event)
    }

    private companion object {
        const val NONE = Int.MIN_VALUE
    }
}

// The constructors arrived in API 30 and obtain() was deprecated in 33; minSdk is 24.
@Suppress("DEPRECATION")
private fun newNode(host: View, virtualId: Int): AccessibilityNodeInfo = when {
    virtualId == View.NO_ID -> if (Build.VERSION.SDK_INT >= 30) AccessibilityNodeInfo(host) else AccessibilityNodeInfo.obtain(host)
    Build.VERSION.SDK_INT >= 30 -> AccessibilityNodeInfo(host, virtualId)
    else -> AccessibilityNodeInfo.obtain(host, virtualId)
}

@Suppress("DEPRECATION")
private fun newEvent(type: Int): AccessibilityEvent =
    if (Build.VERSION.SDK_INT >= 30) AccessibilityEvent(type) else AccessibilityEvent.obtain(type)
