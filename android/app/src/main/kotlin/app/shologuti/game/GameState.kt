package app.shologuti.game

import app.shologuti.core.Awaiting
import app.shologuti.core.BotTurn
import app.shologuti.core.Cell
import app.shologuti.core.GameSummary
import app.shologuti.core.GameView
import app.shologuti.core.Hop
import app.shologuti.core.Target

/**
 * One snapshot of the game screen: the core's [view] plus what only the screen
 * knows (the picked-up piece, the move being animated, a search in progress).
 */
data class GameState(
    val view: GameView,
    /** The picked-up piece: the player's choice, or the running piece during a run. */
    val selected: Int?,
    /** Where [selected] may go: steps and takes, or a run's next takes. */
    val targets: List<Target>,
    /** Hops to draw moving before the board shows [view]'s cells. */
    val animation: Animation?,
    /** The bot is choosing its turn. */
    val thinking: Boolean,
    /** The hint button's search is running. */
    val hintPending: Boolean,
    /** The turn the hint suggests, drawn until the next move. */
    val hint: BotTurn?,
    /** The end screen's figures, once the game is over. */
    val summary: GameSummary?,
    val speed: Speed,
) {
    val isOver: Boolean get() = view.outcome != null

    /** A person may pick up and move pieces now. */
    val acceptsMoves: Boolean get() = view.awaiting == Awaiting.HUMAN && animation == null

    val canEndTurn: Boolean get() = view.run?.canEnd == true && animation == null

    val canUndo: Boolean get() = view.canUndo && animation == null

    val canHint: Boolean get() = acceptsMoves && view.run == null && !hintPending

    val canResign: Boolean get() = view.awaiting == Awaiting.HUMAN && animation == null
}

/**
 * Hops to show moving, one after another, starting from [startCells]. The
 * core has already played them; the screen catches up, then reports
 * [GameController.animationFinished] with [id].
 */
data class Animation(
    val id: Long,
    val startCells: List<Cell>,
    val hops: List<Hop>,
    /** The first hop was dragged there by hand, so it is not replayed. */
    val firstHopShown: Boolean,
)
