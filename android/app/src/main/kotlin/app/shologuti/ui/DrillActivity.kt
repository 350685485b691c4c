package app.shologuti.ui

import android.content.Context
import android.content.Intent
import android.graphics.drawable.InsetDrawable
import android.os.Bundle
import android.view.View
import android.widget.Button
import android.widget.TextView
import android.widget.Toast
import app.shologuti.R
import app.shologuti.board.BoardScene
import app.shologuti.board.PointFacts
import app.shologuti.board.HopFrames
import app.shologuti.core.DrillKind
import app.shologuti.core.DrillStatus
import app.shologuti.core.DrillView
import app.shologuti.core.Refusal
import app.shologuti.core.TableEvent
import app.shologuti.core.TableView
import app.shologuti.core.TurnRecord

/**
 * A lesson step or a puzzle on the app's table: the board, what to do, and
 * how it went (why it works and the line played out once done; what the
 * computer's answer to a turn that does not do it takes, in the core's
 * words), with Hint, Retry, Solution and Next.
 *
 * The exercise lives in the table like a game, so a rotation rebuilds this
 * screen and loses nothing. Leaving it (back, or the back button on screen)
 * leaves learning: the game kept aside comes back to the table.
 */
class DrillActivity : SholoActivity(), BoardView.Input, SholoApp.Screen {
    private lateinit var board: BoardView
    private lateinit var title: TextView
    private lateinit var subtitle: TextView
    private lateinit var verdict: TextView
    private lateinit var prompt: TextView
    private lateinit var feedback: TextView
    private lateinit var actions: View
    private lateinit var endTurn: Button
    private lateinit var hint: Button
    private lateinit var retry: Button
    private lateinit var solution: Button
    private lateinit var next: Button
    private lateinit var sounds: Sounds
    private lateinit var haptics: Haptics
    private lateinit var turnFeedback: TurnFeedback

    /** A hop the person dragged into place is not replayed. */
    private var dragged = false

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_drill)
        edgeToEdge(findViewById(R.id.drill_root))
        board = findViewById(R.id.board)
        title = findViewById(R.id.drill_title)
        subtitle = findViewById(R.id.drill_subtitle)
        verdict = findViewById(R.id.drill_verdict)
        prompt = findViewById(R.id.drill_prompt)
        feedback = findViewById(R.id.drill_feedback)
        actions = findViewById(R.id.drill_actions)
        endTurn = findViewById(R.id.action_end_turn)
        hint = findViewById(R.id.drill_hint)
        retry = findViewById(R.id.drill_retry)
        solution = findViewById(R.id.drill_solution)
        next = findViewById(R.id.drill_next)
        sounds = sholoApp.sounds
        haptics = Haptics(board)
        turnFeedback = TurnFeedback(sounds, haptics)

        board.layout = BoardLayouts.layout
        board.input = this
        endTurn.setOnClickListener { act { table.endTurn() } }
        hint.setOnClickListener { act { table.hint() } }
        retry.setOnClickListener { act { table.retry() } }
        solution.setOnClickListener { act { table.showSolution() } }
        next.setOnClickListener { act { table.nextExercise() } }
        findViewById<View>(R.id.drill_back).setOnClickListener { finish() }

        // Only a fresh screen starts its exercise: a rebuilt one (rotation) finds it on the table.
        if (savedInstanceState == null) {
            val puzzle = intent.getIntExtra(PUZZLE, NONE)
            if (puzzle == ANY) {
                table.startPuzzle()
            } else if (puzzle != NONE) {
                table.startPuzzleId(puzzle)
            } else {
                table.startLesson(intent.getIntExtra(LESSON, 0), intent.getIntExtra(STEP, 0))
            }
        }
    }

    override fun onStart() {
        super.onStart()
        sholoApp.screen = this
        table.resume()
        refresh()
    }

    override fun onStop() {
        // A rotation rebuilds this screen at once: only a real departure stops the computer.
        if (!isChangingConfigurations) table.pause()
        if (sholoApp.screen === this) sholoApp.screen = null
        super.onStop()
    }

    override fun onDestroy() {
        super.onDestroy()
    }

    /**
     * Every way out (back, the on-screen back, predictive back, a task
     * closed) leaves learning: the game kept aside returns to the table
     * before the screen behind this one resumes.
     */
    override fun onPause() {
        if (isFinishing && table.view().drill != null) table.leaveLearning()
        super.onPause()
    }

    private fun act(intent: () -> Unit) {
        intent()
        refresh()
    }

    override fun refresh() {
        val view = table.view()
        val drill = view.drill
        if (drill == null) {
            // The process was restarted under this screen: the table came back with the game.
            if (!isFinishing) finish()
            return
        }
        play(table.takeEvents(), view)
        show(view, drill)
    }

    /** The events since the last look, in order: motion, sound, touch, refusals in words. */
    private fun play(events: List<TableEvent>, view: TableView) {
        val settings = table.settings()
        sounds.enabled = settings.sound
        haptics.enabled = settings.haptics
        // Retry and the solution go back to the exercise's start: only the hops after it move.
        val hops = turnFeedback.hopsOf(events, dragged) { event ->
            when (event) {
                is TableEvent.Refused -> if (event.feedback) {
                    haptics.reject()
                    refusalWords(event.reason)?.let { Toast.makeText(this, it, Toast.LENGTH_SHORT).show() }
                }
                is TableEvent.EngineTrouble -> if (!event.retrying) Toast.makeText(this, R.string.error_internal, Toast.LENGTH_SHORT).show()
                else -> Unit
            }
        }
        dragged = false
        // The core's boards between the hops: the solution is played from the exercise's start.
        if (hops.isNotEmpty()) board.play(HopFrames.of(view, hops), settings.speed.hopMillis)
    }

    private fun refusalWords(reason: Refusal): String? = when (reason) {
        Refusal.ExerciseOver -> getString(R.string.drill_exercise_over)
        else -> refusal(reason)
    }

    private fun show(view: TableView, drill: DrillView) {
        board.flipped = view.boardFlipped
        val run = view.run
        board.scene = BoardScene(
            cells = view.cells,
            selected = view.selected,
            targets = view.targets,
            lastPath = run?.path ?: view.lastTurn?.path.orEmpty(),
            lastTaken = run?.taken ?: view.lastTurn?.captured.orEmpty(),
            hintPath = listOfNotNull(drill.hintPiece.takeIf { drill.status == DrillStatus.TRYING }),
        )
        board.facts = { point -> PointFacts.of(view, BoardLayouts.layout, point) }

        title.text = learnText(drill.title)
        subtitle.text = when (val kind = drill.kind) {
            is DrillKind.Lesson -> getString(R.string.drill_step, kind.step + 1, drill.steps)
            is DrillKind.Puzzle -> drill.rating?.let { getString(R.string.drill_rating, it) }.orEmpty()
        }
        prompt.text = learnText(drill.prompt)
        showVerdict(view, drill)

        // End turn takes the actions' place during a run that may stop; both keep their size.
        val running = run?.canEnd == true
        endTurn.visibility = if (running) View.VISIBLE else View.INVISIBLE
        actions.visibility = if (running) View.INVISIBLE else View.VISIBLE
        endTurn.isEnabled = view.canEndTurn
        hint.isEnabled = view.canHint
        retry.isEnabled = drill.canRetry
        solution.isEnabled = drill.canShowSolution
        next.isEnabled = drill.canNext
        // The way on stands out: Retry after a wrong turn, Next once it is done or shown.
        emphasise(retry, drill.status == DrillStatus.MISSED && drill.canRetry)
        emphasise(next, drill.canNext && (drill.status == DrillStatus.SOLVED || drill.status == DrillStatus.SHOWN))
    }

    /** The verdict line and the words under the task: what to do, why it worked, or the answer that shows why not. */
    private fun showVerdict(view: TableView, drill: DrillView) {
        val lesson = drill.kind as? DrillKind.Lesson
        val (line, colour, words) = when (drill.status) {
            DrillStatus.TRYING -> Triple(
                when {
                    view.thinking -> getString(R.string.status_thinking, sideName(view.sideToMove))
                    // A puzzle's task names the side to play; a lesson's does not, and a step may be White's.
                    lesson != null -> getString(R.string.drill_your_turn_as, sideName(view.sideToMove))
                    else -> getString(R.string.drill_your_turn)
                },
                R.color.ink_soft,
                getString(if (drill.hintPiece != null) R.string.drill_hint_marked else R.string.drill_how),
            )
            DrillStatus.SOLVED -> Triple(
                getString(
                    when {
                        lesson == null -> R.string.drill_puzzle_solved
                        lesson.step + 1 == drill.steps -> R.string.drill_lesson_done
                        else -> R.string.drill_solved
                    },
                ),
                R.color.verdict_solved,
                // Why it works, then the line it begins played out to the gain (the core's words).
                listOfNotNull(drill.why?.let(::learnText) ?: puzzleRecord(), drill.feedback?.let(::learnText)).joinToString("\n"),
            )
            DrillStatus.MISSED -> Triple(
                getString(R.string.drill_missed),
                R.color.verdict_missed,
                // What the answer does and which piece falls, worded by the core's key.
                (drill.feedback?.let(::learnText) ?: drill.reply?.let(::inWords))
                    ?.let { "$it\n${getString(R.string.drill_missed_next)}" }
                    ?: if (drill.awaitingReply) getString(R.string.drill_answering, sideName(view.sideToMove)) else getString(R.string.drill_missed_next),
            )
            DrillStatus.SHOWN -> Triple(
                getString(R.string.drill_shown),
                R.color.accent,
                listOfNotNull(view.lastTurn?.let(::inWords), puzzleRecord().takeIf { lesson == null }).joinToString("\n"),
            )
        }
        if (verdict.text.toString() != line) verdict.text = line
        verdict.setTextColor(getColor(colour))
        verdict.setCompoundDrawablesRelativeWithIntrinsicBounds(
            when (drill.status) {
                DrillStatus.SOLVED -> R.drawable.ic_check
                DrillStatus.MISSED -> R.drawable.ic_close
                DrillStatus.SHOWN -> R.drawable.ic_play
                DrillStatus.TRYING -> 0
            },
            0, 0, 0,
        )
        verdict.compoundDrawableTintList = getColorStateList(colour)
        if (feedback.text.toString() != words) feedback.text = words
    }

    /** The puzzle record as it stands after this puzzle: "Puzzle rating 1048 · streak 1". */
    private fun puzzleRecord(): String {
        val record = table.learnProgress().puzzles
        return getString(R.string.drill_record, record.rating, record.streak.toInt())
    }

    private fun inWords(turn: TurnRecord) = turnWords(turn.side, turn.path.map(::pointName), turn.captured.map(::pointName))

    private fun emphasise(button: Button, on: Boolean) {
        val inset = (4 * resources.displayMetrics.density).toInt()
        button.background = if (on) InsetDrawable(getDrawable(R.drawable.bg_button_primary), inset) else getDrawable(R.drawable.bg_button_flat)
        val ink = getColorStateList(if (on) R.color.on_accent else R.color.ink)
        button.setTextColor(ink)
        button.compoundDrawableTintList = ink
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

    companion object {
        private const val PUZZLE = "puzzle"
        private const val LESSON = "lesson"
        private const val STEP = "step"

        /** Step [step] (from 0) of lesson [lesson] (its place in the course). */
        fun lesson(context: Context, lesson: Int, step: Int): Intent =
            Intent(context, DrillActivity::class.java).putExtra(LESSON, lesson).putExtra(STEP, step)

        /** A puzzle near the person's rating, or puzzle [id] of the shipped set (the same every time: screenshots). */
        fun puzzle(context: Context, id: Int = ANY): Intent = Intent(context, DrillActivity::class.java).putExtra(PUZZLE, id)

        private const val ANY = -1
        private const val NONE = -2
    }
}
