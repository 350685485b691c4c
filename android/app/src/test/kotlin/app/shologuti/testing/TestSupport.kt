package app.shologuti.testing

import app.shologuti.core.GameTable
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.Settings
import app.shologuti.core.Speed
import app.shologuti.core.TableListener
import app.shologuti.core.TakingRule
import app.shologuti.core.boardLayout

/** Point indices by name ("c4"), from the core's layout. */
object Points {
    private val byName = boardLayout().points.associate { it.name to it.index }

    operator fun get(name: String): Int = byName.getValue(name)

    fun name(index: Int): String = byName.entries.first { it.value == index }.key
}

/** Two people at the table (no computer gets in the way), with the given taking rule. */
fun twoPlayerSettings(taking: TakingRule = TakingRule.OPTIONAL) = Settings(
    red = Player.Human,
    white = Player.Human,
    rules = Rules(taking, QuietRule.DRAW80),
    speed = Speed.FAST,
    turnBoard = false,
    sound = false,
    haptics = false,
)

/** A listener for tables the test reads itself. */
object Unheard : TableListener {
    override fun changed() = Unit
}

/** A two-player table on [position] (position text), its files not kept. */
fun tableAt(position: String, taking: TakingRule = TakingRule.OPTIONAL): GameTable =
    GameTable.fromPosition(twoPlayerSettings(taking), position, Unheard)
