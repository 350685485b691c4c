package app.shologuti.ui

import android.app.Activity
import android.os.Bundle
import app.shologuti.R
import app.shologuti.board.BoardScene
import app.shologuti.core.GameSession
import app.shologuti.game.GameSettings
import app.shologuti.game.Opponent

/** The rules in short, beside the board in its starting position. */
class HowToPlayActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_how_to_play)
        edgeToEdge(findViewById(R.id.screen_root))
        topBar(R.string.rules_title)
        val board = findViewById<BoardView>(R.id.rules_board)
        board.layout = BoardLayouts.layout
        // A throwaway game shows the opening position exactly as the core sets it up.
        GameSession(GameSettings(opponent = Opponent.TWO_PLAYERS).toConfig(seed = 0u)).use { session ->
            board.scene = BoardScene(cells = session.view().cells)
        }
        board.contentDescription = getString(R.string.rules_board_description)
    }
}
