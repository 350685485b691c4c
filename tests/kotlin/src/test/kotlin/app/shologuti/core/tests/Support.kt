package app.shologuti.core.tests

import app.shologuti.core.BotTurn
import app.shologuti.core.CancelToken
import app.shologuti.core.Cell
import app.shologuti.core.GameConfig
import app.shologuti.core.GameSession
import app.shologuti.core.GameView
import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.Side
import app.shologuti.core.TakingRule
import app.shologuti.core.boardLayout

/** The rule book's start position. */
const val START = "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 1"

val OPTIONAL_TAKES = Rules(TakingRule.OPTIONAL, QuietRule.DRAW80)
val FORCED_TAKES = Rules(TakingRule.FORCED, QuietRule.DRAW80)

/** Point indexes by name, from the API's own board layout. */
private val pointsByName: Map<String, Int> by lazy {
    boardLayout().points.associate { it.name to it.index }
}

/** The API index of the point called [name], e.g. `pt("c4")`. */
fun pt(name: String): Int = pointsByName[name] ?: error("no point called $name")

/** The name of the point with API index [index]. */
fun name(index: Int): String = pointsByName.entries.single { it.value == index }.key

/** The indexes of space-separated point names. */
fun pts(names: String): List<Int> = names.split(' ').filter { it.isNotEmpty() }.map(::pt)

/** The points of each row, left to right, from row 1 (Red's end) to row 9. */
private val ROWS: List<List<String>> = (1..9).map { row ->
    val columns = when (row) {
        1, 9 -> "ace"
        2, 8 -> "bcd"
        else -> "abcde"
    }
    columns.map { "$it$row" }
}

/**
 * Rule-book position text with Red's and White's pieces on the named points,
 * e.g. `position(red = "c4 a1", white = "c5 d6")`.
 */
fun position(red: String, white: String, toMove: Side = Side.RED, quiet: Int = 0, turn: Int = 1): String {
    val reds = red.split(' ').filter { it.isNotEmpty() }.toSet()
    val whites = white.split(' ').filter { it.isNotEmpty() }.toSet()
    require(reds.intersect(whites).isEmpty()) { "a point holds two pieces" }
    val rows = ROWS.reversed().joinToString("/") { row ->
        buildString {
            var empty = 0
            for (point in row) {
                val piece = when (point) {
                    in reds -> 'r'
                    in whites -> 'w'
                    else -> null
                }
                if (piece == null) {
                    empty++
                } else {
                    if (empty > 0) append(empty)
                    empty = 0
                    append(piece)
                }
            }
            if (empty > 0) append(empty)
        }
    }
    val side = if (toMove == Side.RED) 'r' else 'w'
    return "$rows $side $quiet $turn"
}

fun twoPlayers(rules: Rules = OPTIONAL_TAKES) = GameConfig(Player.Human, Player.Human, rules, 1uL)

fun vsComputer(human: Side, level: Level = Level.EASY, rules: Rules = OPTIONAL_TAKES, seed: ULong = 7uL): GameConfig {
    val computer = Player.Computer(level)
    return if (human == Side.RED) {
        GameConfig(Player.Human, computer, rules, seed)
    } else {
        GameConfig(computer, Player.Human, rules, seed)
    }
}

fun computersOnly(red: Level, white: Level = red, rules: Rules = OPTIONAL_TAKES, seed: ULong = 11uL) =
    GameConfig(Player.Computer(red), Player.Computer(white), rules, seed)

/** Plays whole turns given in notation. */
fun GameSession.playAll(vararg turns: String) = turns.forEach(::playNotation)

/** The content of the point called [name]. */
fun GameView.cellAt(name: String): Cell = cells[pt(name)]

/** How many pieces of [side] stand on the board. */
fun GameView.piecesOn(side: Side): Int = cells.count { it == if (side == Side.RED) Cell.RED else Cell.WHITE }

/**
 * Lets the computer players play until the game ends; returns every bot turn
 * applied. Fails if the game runs longer than [maxTurns].
 */
fun GameSession.playComputersToTheEnd(maxTurns: Int = 3000): List<BotTurn> {
    val played = mutableListOf<BotTurn>()
    CancelToken().use { token ->
        while (view().outcome == null) {
            check(played.size < maxTurns) { "no end after $maxTurns turns: ${view().positionText}" }
            val turn = think(token)
            applyBotTurn(turn)
            played += turn
        }
    }
    return played
}
