package app.shologuti.game

import app.shologuti.core.GameConfig
import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.Side

/** The person's side in a game against the computer; null with two people or two bots. */
fun GameConfig.humanSide(): Side? = when {
    red is Player.Human && white is Player.Computer -> Side.RED
    white is Player.Human && red is Player.Computer -> Side.WHITE
    else -> null
}

/** Both sides are played by people on this phone. */
fun GameConfig.isTwoPlayer(): Boolean = red is Player.Human && white is Player.Human

/** The bot's level in a game against (or between) bots. */
fun GameConfig.botLevel(): Level? =
    (red as? Player.Computer)?.level ?: (white as? Player.Computer)?.level

/**
 * The side drawn nearest the player. Against the computer the person's own end
 * is at the bottom; with two people and [turnBoard] the side to move sits there.
 */
fun GameConfig.sideAtBottom(sideToMove: Side, turnBoard: Boolean): Side =
    humanSide() ?: if (isTwoPlayer() && turnBoard) sideToMove else Side.RED
