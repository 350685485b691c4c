package app.shologuti.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import android.widget.Toast
import app.shologuti.R
import app.shologuti.board.BoardScene
import app.shologuti.board.PointFacts
import app.shologuti.core.GameSession
import app.shologuti.core.Side
import app.shologuti.game.GameController
import app.shologuti.game.GameState
import app.shologuti.game.humanSide
import app.shologuti.game.sideAtBottom

/**
 * The game: the board between a status rail (whose turn, the bot thinking) and
 * a count rail (pieces left and taken, the quiet count), with Undo, Hint,
 * Resign, New game, End turn during a run, and the result when it is over.
 *
 * The game itself lives in the app's [app.shologuti.game.GameHub], so this
 * screen can be rebuilt at any time (rotation) and only draws and forwards.
 */
class GameActivity : Activity(), GameController.Listener, BoardView.Input {
    private lateinit var game: GameController
    private lateinit var board: BoardView
    private lateinit var status: TextView
    private lateinit var redRail: TextView
    private lateinit var whiteRail: TextView
    private lateinit var quietRail: TextView
    private lateinit var endTurn: Button
    private lateinit var undo: Button
    private lateinit var hint: Button
    private lateinit var resign: Button
    private lateinit var result: ResultPanel
    private lateinit var turnWords: TextView
    private lateinit var idleActions: View
    private var lastAnimation = 0L
    private lateinit var sounds: Sounds
    private lateinit var moves: MovesPanel
    private lateinit var haptics: Haptics
    private var lastSelected: Int? = null
    private var wasOver = false

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_game)
        edgeToEdge(findViewById(R.id.game_content))
        turnWords = findViewById(R.id.turn_words)
        sounds = Sounds()
        idleActions = findViewById(R.id.actions_idle)
        findViewById<View>(R.id.action_back).setOnClickListener { finish() }
        board = findViewById(R.id.board)
        status = findViewById(R.id.status_rail)
        redRail = findViewById(R.id.rail_red)
        whiteRail = findViewById(R.id.rail_white)
        quietRail = findViewById(R.id.rail_quiet)
        endTurn = findViewById(R.id.action_end_turn)
        undo = findViewById(R.id.action_undo)
        hint = findViewById(R.id.action_hint)
        resign = findViewById(R.id.action_resign)
        result = ResultPanel(findViewById(R.id.result_panel), onRematch = ::rematch, onHome = ::finish)

        board.layout = BoardLayouts.layout
        haptics = Haptics(board)
        board.input = this
        moves = MovesPanel(findViewById(R.id.moves_panel), ::review)
        findViewById<View>(R.id.action_moves).setOnClickListener { if (moves.isOpen) moves.close() else moves.open() }
        endTurn.setOnClickListener { game.endTurn() }
        undo.setOnClickListener { game.undo() }
        hint.setOnClickListener { game.requestHint() }
        resign.setOnClickListener { confirmResign() }
        findViewById<View>(R.id.action_new_game).setOnClickListener { confirmNewGame() }

        // The game on screen before a rotation, else the saved one, else a new one.
        game = hub.game ?: run {
            hub.hasGameToContinue()
            hub.game ?: hub.startNewGame()
        }
        savedInstanceState?.getString(ASKING)?.let { ask(Question.valueOf(it)) }
        // Reopened straight into this screen (the app was killed) with a save it could not read.
        hub.refusedSave?.let {
            Toast.makeText(this, R.string.save_refused_damaged, Toast.LENGTH_LONG).show()
            hub.acknowledgeRefusedSave()
        }
    }

    override fun onStart() {
        super.onStart()
        sounds.enabled = hub.settings.sound
        haptics.enabled = hub.settings.haptics
        wasOver = game.state.isOver
        game.listener = this
        game.resume()
    }

    override fun onStop() {
        // A rotation rebuilds this screen at once: only a real departure stops the bot.
        if (!isChangingConfigurations) game.pause()
        game.listener = null
        super.onStop()
    }

    override fun onState(state: GameState) {
        val view = state.view
        if (state.animation == null) {
            board.flipped = view.config.sideAtBottom(view.sideToMove, hub.settings.turnBoard) == Side.WHITE
        }
        moves.show(view.history)
        if (moves.reviewing == null) board.scene = sceneOf(state)
        board.facts = { point -> PointFacts.of(state, BoardLayouts.layout, point, game::targetsOf) }
        state.animation?.let { animation ->
            if (animation.id != lastAnimation) {
                lastAnimation = animation.id
                feelAndHear(animation.hops.any { it.taken != null })
                val skip = if (animation.firstHopShown) 1 else 0
                board.post {
                    board.play(animation.startCells, animation.hops, skip, state.speed.hopMillis) { game.animationFinished(animation.id) }
                }
            }
        }
        if (state.selected != null && state.selected != lastSelected && state.view.run == null) haptics.tick()
        lastSelected = state.selected
        if (state.isOver && !wasOver && state.animation == null) sounds.gameOver()
        wasOver = state.isOver
        turnWords.text = view.lastTurn?.let { last ->
            val name = { i: Int -> BoardLayouts.layout.points[i].name }
            turnWords(last.side, last.path.map(name), last.taken.map(name))
        }.orEmpty()
        status.text = statusLine(state)
        showRail(redRail, Side.RED, view.red.left, view.red.taken)
        showRail(whiteRail, Side.WHITE, view.white.left, view.white.taken)
        quietRail.text = getString(R.string.rail_quiet_short, view.quietCount, view.quietLimit)
        quietRail.contentDescription = getString(R.string.rail_quiet, view.quietCount, view.quietLimit)
        // End turn takes the idle actions' place; both keep their size, so the board does not move.
        val running = view.run?.canEnd == true
        endTurn.visibility = if (running) View.VISIBLE else View.INVISIBLE
        idleActions.visibility = if (running) View.INVISIBLE else View.VISIBLE
        endTurn.isEnabled = state.canEndTurn
        undo.isEnabled = state.canUndo
        hint.isEnabled = state.canHint
        resign.isEnabled = state.canResign
        result.show(state, hub.stats)
        if (hub.lastSaveError != null) {
            Toast.makeText(this, R.string.error_save_failed, Toast.LENGTH_LONG).show()
            hub.acknowledgeSaveError()
        }
    }

    /**
     * Shows the position after the first [count] turns (read-only), replayed
     * by the core in a game of its own; null goes back to the live game.
     */
    private fun review(count: Int?) {
        val state = game.state
        if (count == null) {
            board.input = this
            board.scene = sceneOf(state)
            return
        }
        board.input = null
        GameSession(state.view.config).use { replay ->
            state.view.history.take(count).forEach(replay::playNotation)
            val view = replay.view()
            board.scene = BoardScene(cells = view.cells, lastPath = view.lastTurn?.path.orEmpty(), lastTaken = view.lastTurn?.taken.orEmpty())
        }
    }

    private fun feelAndHear(take: Boolean) {
        if (take) {
            sounds.take()
            haptics.take()
        } else {
            sounds.step()
            haptics.tick()
        }
    }

    private fun showRail(rail: TextView, side: Side, left: Int, taken: Int) {
        rail.text = getString(R.string.rail_count, left, taken)
        rail.contentDescription = getString(R.string.rail_side, sideName(side), left, taken)
        rail.setCompoundDrawablesRelativeWithIntrinsicBounds(if (side == Side.RED) R.drawable.ic_bead_red else R.drawable.ic_bead_white, 0, 0, 0)
    }

    private fun sceneOf(state: GameState): BoardScene {
        val view = state.view
        val run = view.run
        val hint = state.hint?.hops.orEmpty()
        return BoardScene(
            cells = view.cells,
            selected = state.selected,
            targets = if (state.selected != null) state.targets else emptyList(),
            lastPath = run?.path ?: view.lastTurn?.path.orEmpty(),
            lastTaken = run?.taken ?: view.lastTurn?.taken.orEmpty(),
            hintPath = if (hint.isEmpty()) emptyList() else listOf(hint.first().from) + hint.map { it.to },
        )
    }

    override fun onRefused(error: Exception) {
        Toast.makeText(this, refusal(error), Toast.LENGTH_SHORT).show()
    }

    private fun statusLine(state: GameState): String {
        val view = state.view
        val mover = sideName(view.sideToMove)
        return when {
            state.isOver -> getString(R.string.status_game_over)
            state.thinking -> getString(R.string.status_thinking, mover)
            state.hint != null -> getString(R.string.status_hint, state.hint.notation)
            state.hintPending -> getString(R.string.status_hint_pending)
            view.run != null -> getString(if (view.run?.canEnd == true) R.string.status_run else R.string.status_run_forced)
            view.config.humanSide() == view.sideToMove -> getString(R.string.status_your_move, mover)
            else -> getString(R.string.status_to_move, mover)
        }
    }

    /** The questions this screen asks; the open one is asked again after a rotation. */
    private enum class Question { RESIGN, NEW_GAME }

    private var asking: Question? = null
    private var dialog: AlertDialog? = null

    private fun confirmResign() = ask(Question.RESIGN)

    private fun confirmNewGame() {
        if (game.state.isOver || game.state.view.history.isEmpty()) openNewGame() else ask(Question.NEW_GAME)
    }

    private fun openNewGame() {
        startActivity(Intent(this, NewGameActivity::class.java))
        finish()
    }

    private fun ask(question: Question) {
        asking = question
        val (message, yes, action) = when (question) {
            Question.RESIGN -> Triple(R.string.resign_confirm, R.string.action_resign) { game.resign() }
            Question.NEW_GAME -> Triple(R.string.new_game_confirm, R.string.action_new_game, ::openNewGame)
        }
        dialog = AlertDialog.Builder(this)
            .setMessage(message)
            .setPositiveButton(yes) { _, _ -> action() }
            .setNegativeButton(android.R.string.cancel, null)
            .setOnDismissListener { if (!isChangingConfigurations) asking = null }
            .show()
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        asking?.let { outState.putString(ASKING, it.name) }
    }

    override fun onDestroy() {
        dialog?.dismiss()
        sounds.release()
        super.onDestroy()
    }

    /** The same settings with colours swapped (the hub swapped them when the game ended). */
    private fun rematch() {
        game.listener = null
        game = hub.startNewGame()
        game.listener = this
        game.resume()
    }

    // BoardView.Input: the board's gestures go straight to the controller.
    override fun tap(point: Int) = game.tap(point)

    override fun pickUp(point: Int): Boolean = game.pickUp(point)

    override fun drop(point: Int) = game.drop(point)


    private companion object {
        const val ASKING = "asking"
    }
}
