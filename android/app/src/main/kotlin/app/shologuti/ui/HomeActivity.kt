package app.shologuti.ui

import android.app.Activity
import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import app.shologuti.R
import app.shologuti.board.BoardScene

/** The first screen: Continue (when a game is saved), New game, Learn, Record, How to play. */
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
        findViewById<Button>(R.id.home_learn).setOnClickListener {
            startActivity(Intent(this, LearnActivity::class.java))
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
        sholoApp.screen = SholoApp.Screen(::refresh)
        refresh()
    }

    override fun onPause() {
        if (sholoApp.screen != null) sholoApp.screen = null
        super.onPause()
    }

    /** The saved game (or the opening) on the board, Continue when there is a game to go on with. */
    private fun refresh() {
        val view = table.view()
        val saved = view.resumable
        continueButton.visibility = if (saved) View.VISIBLE else View.GONE
        // New game is the main action only when there is nothing to continue.
        val newGame = findViewById<Button>(R.id.home_new_game)
        newGame.setBackgroundResource(if (saved) R.drawable.bg_button_tonal else R.drawable.bg_button_primary)
        val ink = getColorStateList(if (saved) R.color.ink else R.color.on_accent)
        newGame.setTextColor(ink)
        newGame.compoundDrawableTintList = ink
        if (saved) {
            continueButton.text = getString(R.string.home_continue_detail, view.turnNumber, sideName(view.sideToMove), view.red.left, view.white.left)
            board.flipped = view.boardFlipped
            board.scene = BoardScene(cells = view.cells, lastPath = view.lastTurn?.path.orEmpty(), lastTaken = view.lastTurn?.captured.orEmpty())
        } else {
            board.flipped = false
            board.scene = BoardScene(cells = BoardLayouts.opening)
        }
        // Files the table set aside or refused when it opened: said once.
        table.takeEvents().firstNotNullOfOrNull { fileNotice(it) }?.let(::tell)
    }

    private fun tell(message: String) {
        notice?.dismiss()
        notice = AlertDialog.Builder(this)
            .setTitle(R.string.file_refused_title)
            .setMessage(message)
            .setPositiveButton(android.R.string.ok, null)
            .show()
    }

    private var notice: AlertDialog? = null

    override fun onDestroy() {
        notice?.dismiss()
        super.onDestroy()
    }
}
