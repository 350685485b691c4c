package app.shologuti.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import app.shologuti.R
import app.shologuti.board.BoardScene
import app.shologuti.core.GameSession
import app.shologuti.game.GameSettings
import app.shologuti.game.Opponent
import app.shologuti.core.SholoException

/** The first screen: Continue (when a game is saved), New game, Record, How to play. */
class HomeActivity : Activity() {
    private lateinit var continueButton: Button
    private lateinit var board: BoardView

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_home)
        edgeToEdge(findViewById(R.id.home_root))
        board = findViewById(R.id.home_board)
        board.layout = BoardLayouts.layout
        continueButton = findViewById(R.id.home_continue)
        continueButton.setOnClickListener { startActivity(Intent(this, GameActivity::class.java)) }
        findViewById<Button>(R.id.home_new_game).setOnClickListener {
            startActivity(Intent(this, NewGameActivity::class.java))
        }
        findViewById<Button>(R.id.home_record).setOnClickListener {
            startActivity(Intent(this, RecordActivity::class.java))
        }
        findViewById<Button>(R.id.home_how_to_play).setOnClickListener {
            startActivity(Intent(this, HowToPlayActivity::class.java))
        }
    }

    override fun onResume() {
        super.onResume()
        val saved = hub.hasGameToContinue()
        continueButton.visibility = if (saved) View.VISIBLE else View.GONE
        findViewById<Button>(R.id.home_new_game).setBackgroundResource(if (saved) R.drawable.bg_button_tonal else R.drawable.bg_button_primary)
        val view = hub.game?.state?.view
        if (saved && view != null) {
            continueButton.text = getString(R.string.home_continue_detail, view.history.size + 1, sideName(view.sideToMove), view.red.left, view.white.left)
            board.scene = BoardScene(cells = view.cells, lastPath = view.lastTurn?.path.orEmpty(), lastTaken = view.lastTurn?.taken.orEmpty())
        } else {
            board.scene = BoardScene(cells = openingCells)
        }
        reportSetAsideFiles()
    }

    /** The opening position, as the core sets it up. */
    private val openingCells by lazy {
        GameSession(GameSettings(opponent = Opponent.TWO_PLAYERS).toConfig(seed = 0u)).use { it.view().cells }
    }

    /** Says once that a save or the record could not be read and was kept aside. */
    private fun reportSetAsideFiles() {
        val refused = hub.refusedSave
        val statsProblem = hub.stats.problem
        val message = when {
            refused != null -> getString(
                if (refused.error is SholoException.NewerSave) R.string.save_refused_newer else R.string.save_refused_damaged,
            )
            statsProblem != null -> getString(R.string.stats_refused)
            else -> return
        }
        hub.acknowledgeRefusedSave()
        hub.stats.acknowledgeProblem()
        AlertDialog.Builder(this)
            .setTitle(R.string.file_refused_title)
            .setMessage(message)
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }
}
