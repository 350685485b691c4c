package app.shologuti.ui

import android.animation.Animator
import android.animation.AnimatorListenerAdapter
import android.animation.ValueAnimator
import android.content.Context
import android.graphics.Canvas
import android.util.AttributeSet
import android.view.MotionEvent
import android.view.View
import android.view.ViewConfiguration
import android.view.accessibility.AccessibilityNodeProvider
import android.view.animation.PathInterpolator
import app.shologuti.R
import app.shologuti.board.BoardGeometry
import app.shologuti.board.BoardOrientation
import app.shologuti.board.BoardPainter
import app.shologuti.board.BoardScene
import app.shologuti.board.HopFrames
import app.shologuti.board.Motion
import app.shologuti.board.PointFacts
import app.shologuti.board.ScreenPoint
import app.shologuti.core.BoardLayout
import kotlin.math.hypot

/**
 * The board on a Canvas: draws a [BoardScene], plays a turn's hops along
 * their path, and turns touches into taps and drags for its [Input].
 *
 * Sideways whenever that makes the board larger (landscape, most tablets), and
 * turned half a circle when [flipped]. Its size comes from the layout alone,
 * never from what it shows, so it does not change during a turn.
 */
class BoardView @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : View(context, attrs) {

    /** What the board reports; the game screen forwards it to the game. */
    interface Input {
        fun tap(point: Int)

        /** A drag started on [point]; false if that piece may not move now. */
        fun pickUp(point: Int): Boolean
        fun drop(point: Int)
        fun cancelDrag() = Unit
    }

    var input: Input? = null

    var layout: BoardLayout? = null
        set(value) {
            field = value
            requestLayout()
            relayout()
        }

    /**
     * The most a board whose height is left to it (wrap_content) may take;
     * below it the board takes what its width gives it drawn sideways, so
     * no empty bands frame it (How to play).
     */
    var maxWrappedHeight: Int = Int.MAX_VALUE

    var flipped: Boolean = false
        set(value) {
            if (field == value) return
            field = value
            relayout()
        }

    var scene: BoardScene? = null
        set(value) {
            field = value
            accessibility.refresh()
            invalidate()
        }

    /** What TalkBack says of a point; without it, only what stands there. */
    var facts: ((Int) -> PointFacts)? = null

    internal var geometry: BoardGeometry? = null
        private set

    private val painter = BoardPainter(context.boardPalette())
    private val accessibility = BoardAccessibility(this)
    private val touchSlop = ViewConfiguration.get(context).scaledTouchSlop

    private var motion: Motion? = null
    private var onMotionDone: (() -> Unit)? = null
    private var animator: ValueAnimator? = null

    private var downPoint: Int? = null
    private var downX = 0f
    private var downY = 0f
    private var dragging: ScreenPoint? = null

    /** True while a turn is being shown moving. */
    val isAnimating: Boolean get() = motion != null

    init {
        isFocusable = true
        contentDescription = context.getString(R.string.board_description)
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) = relayout()

    override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
        val layout = layout
        val heightMode = MeasureSpec.getMode(heightMeasureSpec)
        if (layout == null || heightMode == MeasureSpec.EXACTLY || MeasureSpec.getMode(widthMeasureSpec) == MeasureSpec.UNSPECIFIED) {
            super.onMeasure(widthMeasureSpec, heightMeasureSpec)
            return
        }
        val width = MeasureSpec.getSize(widthMeasureSpec)
        val board = ((width - paddingLeft - paddingRight) * BoardGeometry.heightPerWidth(layout, sideways = true)).toInt()
        val wanted = minOf(board + paddingTop + paddingBottom, maxWrappedHeight)
        setMeasuredDimension(width, resolveSize(wanted, heightMeasureSpec))
    }

    private fun relayout() {
        val layout = layout
        if (layout == null || width == 0 || height == 0) return
        val w = (width - paddingLeft - paddingRight).toFloat()
        val h = (height - paddingTop - paddingBottom).toFloat()
        val upright = BoardGeometry(layout, w, h, BoardOrientation(sideways = false, flipped = flipped))
        val sideways = BoardGeometry(layout, w, h, BoardOrientation(sideways = true, flipped = flipped))
        geometry = if (sideways.unit > upright.unit * 1.05f) sideways else upright
        accessibility.refresh()
        invalidate()
    }

    override fun onDraw(canvas: Canvas) {
        val layout = layout ?: return
        val geometry = geometry ?: return
        val scene = scene ?: return
        canvas.save()
        canvas.translate(paddingLeft.toFloat(), paddingTop.toFloat())
        painter.draw(canvas, layout, geometry, scene, motion, dragging)
        canvas.restore()
    }

    /**
     * Shows the hops of [frames] moving (none: nothing to show), [hopMillis]
     * a hop, then calls [done]. Any turn still moving is finished first.
     */
    fun play(frames: HopFrames?, hopMillis: Long, done: () -> Unit = {}) {
        finishMotion()
        val hops = frames?.hops.orEmpty()
        if (frames == null || hops.isEmpty() || hopMillis <= 0) {
            done()
            return
        }
        onMotionDone = done
        motion = Motion(frames, 0, 0f)
        animator = ValueAnimator.ofFloat(0f, hops.size.toFloat()).apply {
            duration = hopMillis * hops.size
            // Eased at the ends of the whole path, steady through the middle hops.
            interpolator = PathInterpolator(0.3f, 0f, 0.25f, 1f)
            addUpdateListener {
                val progress = it.animatedValue as Float
                val hop = progress.toInt().coerceAtMost(hops.size - 1)
                motion = Motion(frames, hop, progress - hop)
                invalidate()
            }
            addListener(object : AnimatorListenerAdapter() {
                override fun onAnimationEnd(a: Animator) {
                    if (animator === a) finishMotion()
                }
            })
            start()
        }
    }

    /** Ends the turn being shown (or does nothing) and reports it done. */
    fun finishMotion() {
        val done = onMotionDone
        motion = null
        onMotionDone = null
        animator?.let {
            animator = null
            it.removeAllListeners()
            it.cancel()
        }
        invalidate()
        done?.invoke()
    }

    override fun onDetachedFromWindow() {
        // Leaving mid-move must not leave the game waiting for a frame nobody draws.
        finishMotion()
        super.onDetachedFromWindow()
    }

    override fun onTouchEvent(event: MotionEvent): Boolean {
        val geometry = geometry ?: return false
        if (input == null) return false
        val x = event.x - paddingLeft
        val y = event.y - paddingTop
        when (event.actionMasked) {
            MotionEvent.ACTION_DOWN -> {
                downPoint = geometry.pointAt(x, y)
                downX = x
                downY = y
                dragging = null
                return true
            }
            MotionEvent.ACTION_MOVE -> {
                val start = downPoint ?: return true
                val moved = hypot(x - downX, y - downY) > touchSlop
                if (dragging == null && moved && input?.pickUp(start) != true) {
                    downPoint = null
                    return true
                }
                if (dragging != null || moved) {
                    dragging = ScreenPoint(x, y)
                    invalidate()
                }
            }
            MotionEvent.ACTION_UP -> {
                val start = downPoint
                val end = geometry.pointAt(x, y)
                if (dragging != null) {
                    dragging = null
                    if (end != null && end != start) input?.drop(end) else input?.cancelDrag()
                    invalidate()
                } else if (start != null && start == end) {
                    performClick()
                    input?.tap(start)
                }
                downPoint = null
            }
            MotionEvent.ACTION_CANCEL -> {
                if (dragging != null) input?.cancelDrag()
                dragging = null
                downPoint = null
                invalidate()
            }
        }
        return true
    }

    override fun performClick(): Boolean = super.performClick()

    override fun getAccessibilityNodeProvider(): AccessibilityNodeProvider = accessibility

    override fun dispatchHoverEvent(event: MotionEvent): Boolean =
        accessibility.onHover(event) || super.dispatchHoverEvent(event)
}
