package app.shologuti.ui

import android.os.Bundle
import app.shologuti.R
import app.shologuti.board.BoardScene

/** The rules in short, beside the board in its starting position. */
class HowToPlayActivity : SholoActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_how_to_play)
        edgeToEdge(findViewById(R.id.screen_root))
        topBar(R.string.rules_title)
        val board = findViewById<BoardView>(R.id.rules_board)
        board.maxWrappedHeight = resources.getDimensionPixelSize(R.dimen.rules_board_height)
        board.layout = BoardLayouts.layout
        board.scene = BoardScene(cells = BoardLayouts.opening)
        board.contentDescription = getString(R.string.rules_board_description)
    }
}
