package app.shologuti.game

import app.shologuti.core.Awaiting
import app.shologuti.core.BotTurn
import app.shologuti.core.Cell
import app.shologuti.core.GameSession
import app.shologuti.core.GameSummary
import app.shologuti.core.GameView
import app.shologuti.core.Hop
import app.shologuti.core.SholoException
import app.shologuti.core.Target

/**
 * Drives one [GameSession] for the game screen: taps and drags become hops,
 * bot turns are searched off the main thread, and every change of the game's
 * record is saved.
 *
 * All methods are called on the main thread; [BotRunner] brings bot answers
 * back to it. The core decides everything about the game: this class only
 * keeps what the screen adds (the picked-up piece, the animation, the hint)
 * and never computes a legal move itself.
 */
class GameController(
    private val session: GameSession,
    private val bot: BotRunner,
    private val persistence: Persistence,
    speed: Speed,
) : AutoCloseable {

    /** Where the controller keeps the game and the record; supplied by [GameHub]. */
    interface Persistence {
        /** Called with `session.save()` after every change to the played turns or the outcome. */
        fun saveGame(saved: String)

        /** Called once when a game ends while on screen. */
        fun gameFinished(summary: GameSummary)
    }

    interface Listener {
        fun onState(state: GameState)

        /** The core refused something; the screen shows why. */
        fun onRefused(error: Exception)
    }

    var listener: Listener? = null
        set(value) {
            field = value
            value?.onState(state)
        }

    var speed: Speed = speed
        set(value) {
            field = value
            publish()
        }

    private var view: GameView = session.view()
    private var selected: Int? = null
    private var targets: List<Target> = emptyList()
    private var animation: Animation? = null
    private var nextAnimationId = 1L
    private var hint: BotTurn? = null
    private var search: Search? = null
    private var summary: GameSummary? = if (view.outcome != null) session.summary() else null
    private var onScreen = false

    private enum class Search { THINK, HINT }

    init {
        followRun()
    }

    val state: GameState
        get() = GameState(
            view = view,
            selected = selected,
            targets = targets,
            animation = animation,
            thinking = search == Search.THINK,
            hintPending = search == Search.HINT,
            hint = hint,
            summary = summary,
            speed = speed,
        )

    /** The screen is visible: let the bot play if it is its turn. */
    fun resume() {
        onScreen = true
        startBotIfDue()
        publish()
    }

    /** The screen has gone: stop any search, so no work runs for nobody. */
    fun pause() {
        onScreen = false
        cancelSearch()
        publish()
    }

    /** A tap on [point]: pick up, put down, move, or take again during a run. */
    fun tap(point: Int) {
        if (!state.acceptsMoves) return
        val run = view.run
        val from = selected
        when {
            run != null -> when {
                targets.any { it.to == point } -> play(run.piece, point, dragged = false)
                point == run.piece && run.canEnd -> endTurn()
            }
            from != null && targets.any { it.to == point } -> play(from, point, dragged = false)
            from == point -> select(null)
            point in view.movable -> select(point)
            else -> select(null)
        }
    }

    /** A drag began on [point]; returns whether a piece was picked up to follow the finger. */
    fun pickUp(point: Int): Boolean {
        if (!state.acceptsMoves) return false
        val run = view.run
        return when {
            run != null -> point == run.piece
            point in view.movable -> {
                if (selected != point) select(point)
                true
            }
            else -> false
        }
    }

    /** The dragged piece was let go over [point]: moves there if it may, else stays picked up. */
    fun drop(point: Int) {
        val from = selected ?: return
        if (state.acceptsMoves && targets.any { it.to == point }) play(from, point, dragged = true)
    }

    /** Ends a run of takes (End turn), when the rules allow stopping now. */
    fun endTurn() {
        if (!state.canEndTurn) return
        act { session.endRun() }
    }

    fun undo() {
        if (!state.canUndo) return
        cancelSearch()
        act { session.undo() }
    }

    fun resign() {
        if (!state.canResign) return
        act { session.resign() }
    }

    /** Asks the core for the best turn for the person to move; shown until the next move. */
    fun requestHint() {
        if (!state.canHint) return
        search = Search.HINT
        bot.start(session::hint) { result ->
            search = null
            result.onSuccess { hint = it }.onFailure(::refusedUnlessCancelled)
            publish()
        }
        publish()
    }

    /** The screen has shown animation [id]; the bot may go on. */
    fun animationFinished(id: Long) {
        if (animation?.id != id) return
        animation = null
        startBotIfDue()
        publish()
    }

    /** The targets of any piece, for accessibility descriptions; empty if it cannot move. */
    fun targetsOf(point: Int): List<Target> =
        if (point in view.movable) runCatching { session.targets(point) }.getOrDefault(emptyList()) else emptyList()

    override fun close() {
        listener = null
        cancelSearch()
        session.close()
    }

    private fun select(point: Int?) {
        val newTargets = try {
            if (point == null) emptyList() else session.targets(point)
        } catch (e: SholoException) {
            listener?.onRefused(e)
            return
        }
        selected = point
        targets = newTargets
        publish()
    }

    private fun play(from: Int, to: Int, dragged: Boolean) {
        val before = view.cells
        val hops = try {
            session.playHop(from, to)
        } catch (e: SholoException) {
            listener?.onRefused(e)
            return
        }
        animate(before, hops, dragged)
        changed()
    }

    private fun act(action: () -> Unit) {
        try {
            action()
        } catch (e: SholoException) {
            listener?.onRefused(e)
            return
        }
        animation = null
        changed()
    }

    private fun startBotIfDue() {
        if (!onScreen || animation != null || search != null) return
        if (view.awaiting != Awaiting.COMPUTER) return
        search = Search.THINK
        bot.start(session::think) { result ->
            search = null
            result.onSuccess(::applyBotTurn).onFailure(::refusedUnlessCancelled)
            publish()
        }
    }

    private fun applyBotTurn(turn: BotTurn) {
        val before = view.cells
        try {
            session.applyBotTurn(turn)
        } catch (_: SholoException.StaleTurn) {
            // The position moved on while the bot thought (an undo): think again.
            startBotIfDue()
            return
        } catch (e: SholoException) {
            listener?.onRefused(e)
            return
        }
        animate(before, turn.hops, dragged = false)
        changed()
    }

    private fun animate(before: List<Cell>, hops: List<Hop>, dragged: Boolean) {
        animation = Animation(nextAnimationId++, before, hops, firstHopShown = dragged)
    }

    /** Reads the new position, saves what changed, and tells the screen. */
    private fun changed() {
        val old = view
        view = session.view()
        hint = null
        followRun()
        if (view.history != old.history || view.outcome != old.outcome) {
            persistence.saveGame(session.save())
        }
        if (old.outcome == null && view.outcome != null) {
            summary = session.summary()?.also(persistence::gameFinished)
        } else if (view.outcome == null) {
            summary = null
        }
        startBotIfDue()
        publish()
    }

    /** During a run the running piece stays picked up with its next takes. */
    private fun followRun() {
        val run = view.run
        selected = run?.piece
        targets = run?.nextTakes ?: emptyList()
    }

    private fun cancelSearch() {
        bot.cancel()
        search = null
    }

    private fun refusedUnlessCancelled(error: Throwable) {
        if (error is SholoException.Cancelled) return
        listener?.onRefused(error as? Exception ?: RuntimeException(error))
    }

    private fun publish() {
        listener?.onState(state)
    }
}
