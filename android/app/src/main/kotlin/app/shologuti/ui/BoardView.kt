package app.shologuti.ui

import android.animation.ValueAnimator
import android.content.Context
import android.graphics.Canvas
import android.util.AttributeSet
import android.view.MotionEvent
import android.view.View
import android.view.ViewConfiguration
import android.view.accessibility.AccessibilityNodeProvider
import android.view.animation.AccelerateDecelerateInterpolator
import app.shologuti.R
import app.shologuti.board.BoardGeometry
import app.shologuti.board.BoardOrientation
import app.shologuti.board.BoardPainter
import app.shologuti.board.HopProgress
import app.shologuti.board.ScreenPoint
import app.shologuti.core.BoardLayout
import app.shologuti.core.Target
import app.shologuti.game.Animation
import app.shologuti.game.GameState
import kotlin.math.hypot

/**
 * The board on a Canvas: draws a [GameState], plays its hops at the chosen
 * speed, and turns touches into taps and drags for its [Input].
 *
 * Sideways whenever that makes the board larger (landscape, most tablets), and
 * turned half a circle when [flipped].
 */
class BoardView @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : View(context, attrs) {

    /** What the board reports; the game screen forwards it to the controller. */
    interface Input {
        fun tap(point: Int)
        fun pickUp(point: Int): Boolean
        fun drop(point: Int)
        fun animationFinished(id: Long)
        fun targetsOf(point: Int): List<Target>
    }

    var input: Input? = null

    var layout: BoardLayout? = null
        set(value) {
            field = value
            relayout()
        }

    var flipped: Boolean = false
        set(value) {
            if (field == value) return
            field = value
            relayout()
        }

    var state: GameState? = null
        set(value) {
            field = value
            value?.animation?.let(::play)
            accessibility.refresh()
            invalidate()
        }

    internal var geometry: BoardGeometry? = null
        private set

    private val painter = BoardPainter(context.boardPalette())
    private val sketch = CanvasSketch()
    private val accessibility = BoardAccessibility(this)
    private val touchSlop = ViewConfiguration.get(context).scaledTouchSlop

    private var playing: Animation? = null
    private var lastFinished = 0L
    private var animator: ValueAnimator? = null
    private var hopIndex = 0
    private var hopFraction = 0f

    private var downPoint: Int? = null
    private var downX = 0f
    private var downY = 0f
    private var dragging: ScreenPoint? = null

    init {
        isFocusable = true
        contentDescription = context.getString(R.string.board_description)
    }

    override fun onSizeChanged(w: Int, h: Int, oldw: Int, oldh: Int) = relayout()

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
        val state = state ?: return
        canvas.save()
        canvas.translate(paddingLeft.toFloat(), paddingTop.toFloat())
        sketch.canvas = canvas
        val progress = playing?.let { HopProgress(it, hopIndex, hopFraction) }
        painter.draw(sketch, layout, geometry, state, progress, dragging)
        canvas.restore()
    }

    /** Plays [animation] once; a state that repeats the same animation does not restart it. */
    private fun play(animation: Animation) {
        if (playing?.id == animation.id || lastFinished == animation.id) return
        finishAnimation()
        val firstHop = if (animation.firstHopShown) 1 else 0
        val hops = animation.hops.size - firstHop
        if (hops <= 0) {
            // Reported after this frame, never from inside the state update that asked for it.
            lastFinished = animation.id
            post { input?.animationFinished(animation.id) }
            return
        }
        playing = animation
        hopIndex = firstHop
        hopFraction = 0f
        val millis = state?.speed?.hopMillis ?: 300L
        animator = ValueAnimator.ofFloat(firstHop.toFloat(), animation.hops.size.toFloat()).apply {
            duration = millis * hops
            interpolator = AccelerateDecelerateInterpolator()
            addUpdateListener {
                val progress = it.animatedValue as Float
                hopIndex = progress.toInt().coerceAtMost(animation.hops.size - 1)
                hopFraction = progress - hopIndex
                invalidate()
            }
            addListener(object : android.animation.AnimatorListenerAdapter() {
                override fun onAnimationEnd(a: android.animation.Animator) {
                    if (playing?.id == animation.id) finishAnimation()
                }
            })
            start()
        }
    }

    /** Ends the animation now (or when it has run) and tells the controller. */
    private fun finishAnimation() {
        val animation = playing ?: return
        playing = null
        lastFinished = animation.id
        animator?.removeAllListeners()
        animator?.cancel()
        animator = null
        invalidate()
        input?.animationFinished(animation.id)
    }

    override fun onDetachedFromWindow() {
        // Leaving mid-move must not leave the game waiting for a frame nobody draws.
        finishAnimation()
        super.onDetachedFromWindow()
    }

    override fun onTouchEvent(event: MotionEvent): Boolean {
        val geometry = geometry ?: return false
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
                if (dragging == null && hypot(x - downX, y - downY) > touchSlop) {
                    if (input?.pickUp(start) != true) {
                        downPoint = null
                        return true
                    }
                }
                if (dragging != null || hypot(x - downX, y - downY) > touchSlop) {
                    dragging = ScreenPoint(x, y)
                    invalidate()
                }
            }
            MotionEvent.ACTION_UP -> {
                val start = downPoint
                val end = geometry.pointAt(x, y)
                if (dragging != null) {
                    dragging = null
                    if (end != null && end != start) input?.drop(end)
                    invalidate()
                } else if (start != null && start == end) {
                    performClick()
                    input?.tap(start)
                }
                downPoint = null
            }
            MotionEvent.ACTION_CANCEL -> {
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
