package app.shologuti.storage

import app.shologuti.game.GameSettings
import java.io.File
import java.io.StringReader
import java.io.StringWriter
import java.util.Properties

/**
 * The new-game settings in `settings.properties`, one `key=NAME` a line.
 *
 * Settings are a convenience, not a record: a missing, unknown or damaged value
 * falls back to its default instead of failing, so an app update that drops an
 * option never stops the app from starting.
 */
class SettingsStore(dir: File, private val file: AtomicFile = AtomicFile(File(dir, "settings.properties"))) {

    fun load(): GameSettings {
        val props = Properties()
        try {
            file.read()?.let { props.load(StringReader(it)) }
        } catch (_: IllegalArgumentException) {
            // A malformed escape: treat the file as empty and start from the defaults.
        }
        val defaults = GameSettings()
        return GameSettings(
            opponent = props.enum(OPPONENT, defaults.opponent),
            yourSide = props.enum(YOUR_SIDE, defaults.yourSide),
            level = props.enum(LEVEL, defaults.level),
            whiteLevel = props.enum(WHITE_LEVEL, defaults.whiteLevel),
            taking = props.enum(TAKING, defaults.taking),
            quiet = props.enum(QUIET, defaults.quiet),
            speed = props.enum(SPEED, defaults.speed),
            turnBoard = props.getProperty(TURN_BOARD)?.toBooleanStrictOrNull() ?: defaults.turnBoard,
            sound = props.getProperty(SOUND)?.toBooleanStrictOrNull() ?: defaults.sound,
            haptics = props.getProperty(HAPTICS)?.toBooleanStrictOrNull() ?: defaults.haptics,
        )
    }

    fun save(settings: GameSettings) {
        val props = Properties()
        props[OPPONENT] = settings.opponent.name
        props[YOUR_SIDE] = settings.yourSide.name
        props[LEVEL] = settings.level.name
        props[WHITE_LEVEL] = settings.whiteLevel.name
        props[TAKING] = settings.taking.name
        props[QUIET] = settings.quiet.name
        props[SPEED] = settings.speed.name
        props[TURN_BOARD] = settings.turnBoard.toString()
        props[SOUND] = settings.sound.toString()
        props[HAPTICS] = settings.haptics.toString()
        val text = StringWriter().also { props.store(it, "Sholo Guti new-game settings") }.toString()
        file.write(text)
    }

    private inline fun <reified E : Enum<E>> Properties.enum(key: String, default: E): E {
        val name = getProperty(key) ?: return default
        return enumValues<E>().firstOrNull { it.name == name } ?: default
    }

    private companion object {
        const val OPPONENT = "opponent"
        const val YOUR_SIDE = "yourSide"
        const val LEVEL = "level"
        const val WHITE_LEVEL = "whiteLevel"
        const val TAKING = "taking"
        const val QUIET = "quiet"
        const val SPEED = "speed"
        const val TURN_BOARD = "turnBoard"
        const val SOUND = "sound"
        const val HAPTICS = "haptics"
    }
}
