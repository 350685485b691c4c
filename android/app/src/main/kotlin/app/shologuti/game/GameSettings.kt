package app.shologuti.game

import app.shologuti.core.GameConfig
import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.Side
import app.shologuti.core.TakingRule

/** Who sits at the board. */
enum class Opponent {
    /** One person against the bot. */
    COMPUTER,

    /** Two people passing one phone. */
    TWO_PLAYERS,

    /** Two bots, for watching. */
    WATCH_BOTS,
}

/** How quickly pieces move. It never changes how well the bot plays. */
enum class Speed(val hopMillis: Long) {
    SLOW(550),
    NORMAL(300),
    FAST(130),
}

/**
 * Everything chosen on the new-game screen, remembered between games.
 *
 * The defaults are the game as the rule book writes it: optional takes, the
 * 80-turn quiet draw, Medium, Red (who moves first) for the person.
 */
data class GameSettings(
    val opponent: Opponent = Opponent.COMPUTER,
    /** The person's colour against the computer; swapped after every game. */
    val yourSide: Side = Side.RED,
    /** The computer's level; when watching two bots, Red's. */
    val level: Level = Level.MEDIUM,
    /** When watching two bots: White's level, so Easy can meet Expert. */
    val whiteLevel: Level = Level.MEDIUM,
    val taking: TakingRule = TakingRule.OPTIONAL,
    val quiet: QuietRule = QuietRule.DRAW80,
    val speed: Speed = Speed.NORMAL,
    /** Two players: turn the board so the side to move sits at the bottom. */
    val turnBoard: Boolean = false,
    /** Clicks for steps and takes, a chime at the end. */
    val sound: Boolean = true,
    /** A tick on pick-up and drop, a stronger one on a take. */
    val haptics: Boolean = true,
) {
    /** The core's configuration for a new game; [seed] makes its bots replayable. */
    fun toConfig(seed: ULong): GameConfig {
        val bot = Player.Computer(level)
        val (red, white) = when (opponent) {
            Opponent.COMPUTER -> if (yourSide == Side.RED) Player.Human to bot else bot to Player.Human
            Opponent.TWO_PLAYERS -> Player.Human to Player.Human
            Opponent.WATCH_BOTS -> bot to Player.Computer(whiteLevel)
        }
        return GameConfig(red, white, Rules(taking, quiet), seed)
    }

    /** The settings for the next game: colours change hands after every game. */
    fun afterGame(): GameSettings = copy(yourSide = yourSide.opposite())
}

fun Side.opposite(): Side = if (this == Side.RED) Side.WHITE else Side.RED
