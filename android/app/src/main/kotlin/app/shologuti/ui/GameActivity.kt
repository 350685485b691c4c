package app.shologuti.ui

import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import android.widget.Toast
import app.shologuti.R
import app.shologuti.board.BoardScene
import app.shologuti.board.HopFrames
import app.shologuti.board.PointFacts
import app.shologuti.core.Side
import app.shologuti.core.TableEvent
import app.shologuti.core.TableView
import app.shologuti.core.StatusLine

/**
 * The game: a view of the app's game table. Gestures and buttons go to the
 * table as intents; after each, and whenever the table says it changed, the
 * screen re-reads the view and plays the events (the hops moving, sounds,
 * haptics, the turn in words for the screen and TalkBack).
 *
 * The game lives in the table, so this screen can be rebuilt at any time
 * (rotation) and only draws and forwards.
 */
class GameActivity : SholoActivity(), BoardView.Input, SholoApp.Screen {
    private lateinit var board: BoardView
    private lateinit var status: TextView
    private lateinit var turnWords: TextView
    private lateinit var redRail: TextView
    private lateinit var whiteRail: TextView
    private lateinit var quietRail: TextView
    private lateinit var endTurn: Button
    private lateinit var idleActions: View
    private lateinit var result: ResultPanel
    private lateinit var moves: MovesPanel
    private lateinit var sounds: Sounds
    private lateinit var haptics: Haptics
    private lateinit var turnFeedback: TurnFeedback

    /** A hop the person dragged into place is not replayed. */
    private var dragged = false

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_game)
        edgeToEdge(findViewById(R.id.game_content))
        // The result card too: its scrim runs under the bars, its buttons stay clear. (The move list is part of the
        // content, already clear of them.)
        findViewById<View>(R.id.result_panel).padBySystemBars()
        board = findViewById(R.id.board)
        status = findViewById(R.id.status_rail)
        turnWords = findViewById(R.id.turn_words)
        redRail = findViewById(R.id.rail_red)
        whiteRail = findViewById(R.id.rail_white)
        quietRail = findViewById(R.id.rail_quiet)
        endTurn = findViewById(R.id.action_end_turn)
        idleActions = findViewById(R.id.actions_idle)
        result = ResultPanel(findViewById(R.id.result_panel), findViewById(R.id.rail_row), onRematch = { act { table.rematch() } }, onHome = ::finish, onReview = ::review, onHidden = ::refresh)
        moves = MovesPanel(findViewById(R.id.moves_panel), table, ::refresh)
        // A rotation keeps the move list open (the table keeps the position it shows) and a hidden card hidden.
        if (savedInstanceState?.getBoolean(MOVES_OPEN) == true) moves.open()
        result.hiddenFor = savedInstanceState?.getString(RESULT_HIDDEN)
        sounds = sholoApp.sounds
        haptics = Haptics(board)
        turnFeedback = TurnFeedback(sounds, haptics)

        board.layout = BoardLayouts.layout
        board.input = this
        endTurn.setOnClickListener { act { table.endTurn() } }
        findViewById<View>(R.id.action_undo).setOnClickListener { act { table.undo() } }
        findViewById<View>(R.id.action_hint).setOnClickListener { act { table.hint() } }
        findViewById<View>(R.id.action_resign).setOnClickListener { ask(Question.RESIGN) }
        findViewById<View>(R.id.action_new_game).setOnClickListener { confirmNewGame() }
        findViewById<View>(R.id.action_moves).setOnClickListener {
            if (moves.isOpen) moves.close() else moves.open()
            refresh()
        }
        findViewById<View>(R.id.action_back).setOnClickListener { finish() }
        savedInstanceState?.getString(ASKING)?.let { ask(Question.valueOf(it)) }
    }

    override fun onStart() {
        super.onStart()
        sholoApp.screen = this
        table.resume()
        refresh()
    }

    override fun onPause() {
        // Leaving the game (back, the top arrow, Home on the card) leaves the table at the live game,
        // so Home shows where the game stands, not the position last reviewed.
        if (isFinishing) table.reviewLive()
        super.onPause()
    }

    override fun onStop() {
        // A rotation rebuilds this screen at once: only a real departure stops the computer.
        if (!isChangingConfigurations) table.pause()
        if (sholoApp.screen === this) sholoApp.screen = null
        super.onStop()
    }

    override fun onDestroy() {
        dialog?.dismiss()
        super.onDestroy()
    }

    /** An intent, then what it changed. */
    private fun act(intent: () -> Unit) {
        intent()
        refresh()
    }

    override fun refresh() {
        val view = table.view()
        play(table.takeEvents(), view)
        show(view)
    }

    /** The events since the last look, in order: motion, sound, touch, words. */
    private fun play(events: List<TableEvent>, view: TableView) {
        val settings = table.settings()
        sounds.enabled = settings.sound
        haptics.enabled = settings.haptics
        val hops = turnFeedback.hopsOf(events, dragged) { event ->
            when (event) {
                is TableEvent.GameAnalysed -> board.announceForAccessibility(getString(R.string.review_ready))
                is TableEvent.Refused -> if (event.feedback) {
                    haptics.reject()
                    refusal(event.reason)?.let { Toast.makeText(this, it, Toast.LENGTH_SHORT).show() }
                }
                is TableEvent.EngineTrouble -> if (!event.retrying) Toast.makeText(this, R.string.error_internal, Toast.LENGTH_SHORT).show()
                else -> fileNotice(event)?.let { Toast.makeText(this, it, Toast.LENGTH_LONG).show() }
            }
        }
        dragged = false
        if (hops.isNotEmpty() && view.review == null) {
            board.play(HopFrames.of(view, hops), settings.speed.hopMillis) { if (!isDestroyed) result.show(table.view(), settled = true) }
        }
    }

    /** "Review game": the table reviews the finished game; the move list shows it coming and then its grades. */
    private fun review() {
        moves.open()
        act { table.analyse() }
    }

    private fun show(view: TableView) {
        board.flipped = view.boardFlipped
        board.scene = sceneOf(view)
        board.facts = { point -> PointFacts.of(view, BoardLayouts.layout, point) }
        status.text = statusLine(view)
        // Said by TalkBack through the polite live region when it changes.
        val words = view.lastTurn?.let { turnWords(it.side, it.path.map(::pointName), it.captured.map(::pointName)) }.orEmpty()
        if (turnWords.text.toString() != words) turnWords.text = words
        showRail(redRail, Side.RED, view.red.left, view.red.taken)
        showRail(whiteRail, Side.WHITE, view.white.left, view.white.taken)
        quietRail.text = getString(R.string.rail_quiet, view.quietCount, view.quietLimit)
        // End turn takes the idle actions' place; both keep their size, so the board does not move.
        val running = view.run?.canEnd == true
        endTurn.visibility = if (running) View.VISIBLE else View.INVISIBLE
        idleActions.visibility = if (running) View.INVISIBLE else View.VISIBLE
        endTurn.isEnabled = view.canEndTurn
        findViewById<View>(R.id.action_undo).isEnabled = view.canUndo
        findViewById<View>(R.id.action_hint).isEnabled = view.canHint
        findViewById<View>(R.id.action_resign).isEnabled = view.canResign
        result.show(view, settled = !board.isAnimating)
        moves.show(view)
        // Sideways the open move list stands in the controls' place (its close and steps stand in for them).
        findViewById<View?>(R.id.game_controls)?.visibility = if (moves.isOpen) View.GONE else View.VISIBLE
        back.closes = moves.isOpen || result.isShown
    }

    /** Back closes what lies over the game, the move list first (back to the live game), then the card. */
    private val back = OverlayBack(this) {
        if (moves.isOpen) moves.close() else result.hide()
    }

    @Deprecated("Android 12 and older; from 13 on, back reaches the game through OverlayBack's callback")
    override fun onBackPressed() {
        if (!back.handledOld()) {
            @Suppress("DEPRECATION")
            super.onBackPressed()
        }
    }

    /** The table's status line in words. */
    private fun statusLine(view: TableView): String = when (val status = view.status) {
        is StatusLine.Replay -> getString(R.string.review_position, status.index, status.played)
        is StatusLine.Over -> getString(R.string.status_game_over)
        is StatusLine.ComputerThinking -> getString(R.string.status_thinking, sideName(status.side))
        is StatusLine.BotThinking -> getString(R.string.status_thinking, sideName(status.side))
        StatusLine.HintPending -> getString(R.string.status_hint_pending)
        StatusLine.HintEndTurn -> getString(R.string.status_hint_stop)
        is StatusLine.Hint -> getString(R.string.status_hint, status.turn.notation)
        is StatusLine.Run -> getString(if (status.canEnd) R.string.status_run else R.string.status_run_forced)
        is StatusLine.YourTurn -> getString(R.string.status_your_move, sideName(status.side))
        is StatusLine.ToMove -> getString(R.string.status_to_move, sideName(status.side))
    }

    private fun showRail(rail: TextView, side: Side, left: Int, taken: Int) {
        // What each side has taken is what the other has lost: the rail shows the pieces left, TalkBack says both.
        rail.text = String.format(resources.configuration.locales[0], "%d", left)
        rail.contentDescription = getString(R.string.rail_side, sideName(side), left, taken)
        rail.setCompoundDrawablesRelativeWithIntrinsicBounds(if (side == Side.RED) R.drawable.ic_bead_red else R.drawable.ic_bead_white, 0, 0, 0)
    }

    private fun sceneOf(view: TableView): BoardScene {
        val run = view.run
        return BoardScene(
            cells = view.cells,
            selected = view.selected,
            targets = view.targets,
            lastPath = run?.path ?: view.lastTurn?.path.orEmpty(),
            lastTaken = run?.taken ?: view.lastTurn?.captured.orEmpty(),
            hintPath = view.hintAhead,
        )
    }

    /** The questions this screen asks; the open one is asked again after a rotation. */
    private enum class Question { RESIGN, NEW_GAME }

    private var asking: Question? = null
    private var dialog: AlertDialog? = null

    private fun confirmNewGame() {
        val view = table.view()
        if (view.outcome != null || view.moves.isEmpty()) openNewGame() else ask(Question.NEW_GAME)
    }

    private fun openNewGame() {
        startActivity(Intent(this, NewGameActivity::class.java))
        finish()
    }

    private fun ask(question: Question) {
        asking = question
        val (message, yes, action) = when (question) {
            Question.RESIGN -> Triple(R.string.resign_confirm, R.string.action_resign) { act { table.resign() } }
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
        outState.putBoolean(MOVES_OPEN, moves.isOpen)
        result.hiddenFor?.let { outState.putString(RESULT_HIDDEN, it) }
    }

    // BoardView.Input: the board's gestures go straight to the table.
    override fun tap(point: Int) = act { table.tap(point) }

    override fun pickUp(point: Int): Boolean {
        act { table.dragStart(point) }
        return table.view().selected == point
    }

    override fun drop(point: Int) {
        dragged = true
        act { table.dragDrop(point) }
    }

    override fun cancelDrag() = act { table.dragCancel() }

    private companion object {
        const val ASKING = "asking"
        const val MOVES_OPEN = "movesOpen"
        const val RESULT_HIDDEN = "resultHidden"
    }
}
