package app.shologuti.ui

import android.app.AlertDialog
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.widget.Button
import app.shologuti.R
import app.shologuti.board.BoardScene

/** The first screen: Continue (when a game is saved), New game, Learn, Record, How to play, and the app's language. */
class HomeActivity : SholoActivity() {
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
        findViewById<Button>(R.id.home_language).setOnClickListener { chooseLanguage() }
        // A rotation rebuilds Home: what was open over it opens again (a notice's
        // event was taken from the table, so its words are kept here).
        if (savedInstanceState?.getBoolean(PICKER_OPEN) == true) chooseLanguage()
        savedInstanceState?.getString(NOTICE_TEXT)?.let(::tell)
    }

    override fun onSaveInstanceState(outState: Bundle) {
        super.onSaveInstanceState(outState)
        outState.putBoolean(PICKER_OPEN, notice?.isShowing == true && noticeText == null)
        outState.putString(NOTICE_TEXT, noticeText.takeIf { notice?.isShowing == true })
    }

    /** The phone's language or one of the app's, each named in itself; the screens rebuild in it. */
    private fun chooseLanguage() {
        val tags = listOf(null) + AppLanguage.names.keys
        val names = tags.map { tag -> getString(tag?.let(AppLanguage.names::getValue) ?: R.string.language_phone) }
        notice?.dismiss()
        noticeText = null
        notice = AlertDialog.Builder(this)
            .setTitle(R.string.home_language)
            .setSingleChoiceItems(names.toTypedArray(), tags.indexOf(AppLanguage.chosen(this))) { dialog, which ->
                dialog.dismiss()
                AppLanguage.choose(this, tags[which])
            }
            .show()
    }

    override fun onResume() {
        super.onResume()
        sholoApp.screen = SholoApp.Screen(::refresh)
        // The first frame does not wait for the table: the board and Continue come when it is open.
        sholoApp.whenOpen(::refresh)
    }

    override fun onPause() {
        if (sholoApp.screen != null) sholoApp.screen = null
        super.onPause()
    }

    /** The saved game (or the opening) on the board, Continue when there is a game to go on with. */
    private fun refresh() {
        if (isDestroyed) return
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

    /** Shows a file notice over Home until the player closes it, a rotation included. */
    internal fun tell(message: String) {
        notice?.dismiss()
        noticeText = message
        notice = AlertDialog.Builder(this)
            .setTitle(R.string.file_refused_title)
            .setMessage(message)
            .setPositiveButton(android.R.string.ok) { _, _ -> noticeText = null }
            .setOnCancelListener { noticeText = null }
            .show()
    }

    /** The dialog over Home: the language picker, or a file notice ([noticeText] its words). */
    private var notice: AlertDialog? = null
    private var noticeText: String? = null

    private companion object {
        const val PICKER_OPEN = "app.shologuti.home.picker"
        const val NOTICE_TEXT = "app.shologuti.home.notice"
    }

    override fun onDestroy() {
        notice?.dismiss()
        super.onDestroy()
    }
}
