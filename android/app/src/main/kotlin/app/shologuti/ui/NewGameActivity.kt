package app.shologuti.ui

import android.content.Intent
import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.Button
import android.widget.CheckBox
import android.widget.LinearLayout
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.Level
import app.shologuti.core.Opponent
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.Seating
import app.shologuti.core.Settings
import app.shologuti.core.Side
import app.shologuti.core.Speed
import app.shologuti.core.TakingRule
import app.shologuti.core.seated
import app.shologuti.core.seatingOf

/** The settings for a new game, remembered for the next one, and Play. */
class NewGameActivity : SholoActivity() {
    private lateinit var opponent: RadioChoice<Opponent>
    private lateinit var side: RadioChoice<Side>
    private lateinit var level: RadioChoice<Level>
    private lateinit var whiteLevel: RadioChoice<Level>
    private lateinit var taking: RadioChoice<TakingRule>
    private lateinit var quiet: RadioChoice<QuietRule>
    private lateinit var speed: RadioChoice<Speed>
    private lateinit var turnBoard: CheckBox

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_new_game)
        val sheet = findViewById<View>(R.id.sheet)
        // The sheet's background runs under the navigation bar, its Play button stays above it.
        drawBehindBars()
        findViewById<View>(R.id.sheet_root).padBySystemBars(Edges.SIDES_AND_TOP)
        sheet.padBySystemBars(Edges.BOTTOM)
        if (resources.getBoolean(R.bool.play_beside_title)) placePlayBesideTitle()
        // A sheet as wide as a phone: on tablets and in landscape it sits centred.
        sheet.layoutParams.width = minOf(resources.displayMetrics.widthPixels, resources.getDimensionPixelSize(R.dimen.sheet_max_width))
        findViewById<View>(R.id.sheet_root).setOnClickListener { finish() }
        SheetDrag(sheet, findViewById(R.id.sheet_grip), onDismiss = ::finish)
        opponent = RadioChoice(
            findViewById(R.id.choice_opponent),
            mapOf(R.id.opponent_computer to Opponent.COMPUTER, R.id.opponent_two to Opponent.TWO_PLAYERS, R.id.opponent_watch to Opponent.WATCH_BOTS),
        )
        side = RadioChoice(findViewById(R.id.choice_side), mapOf(R.id.side_red to Side.RED, R.id.side_white to Side.WHITE))
        level = RadioChoice(
            findViewById(R.id.choice_level),
            levelButtons(LEVEL_BUTTONS),
        )
        whiteLevel = RadioChoice(
            findViewById(R.id.choice_white_level),
            levelButtons(WHITE_LEVEL_BUTTONS),
        )
        numberLevelChips(LEVEL_BUTTONS)
        numberLevelChips(WHITE_LEVEL_BUTTONS)
        taking = RadioChoice(
            findViewById(R.id.choice_taking),
            mapOf(R.id.taking_optional to TakingRule.OPTIONAL, R.id.taking_forced to TakingRule.FORCED),
        )
        quiet = RadioChoice(
            findViewById(R.id.choice_quiet),
            mapOf(R.id.quiet_80 to QuietRule.DRAW80, R.id.quiet_60 to QuietRule.MORE_PIECES60, R.id.quiet_40 to QuietRule.MORE_PIECES40),
        )
        speed = RadioChoice(
            findViewById(R.id.choice_speed),
            mapOf(R.id.speed_slow to Speed.SLOW, R.id.speed_normal to Speed.NORMAL, R.id.speed_fast to Speed.FAST),
        )
        turnBoard = findViewById(R.id.turn_board)

        // Restored widgets keep the player's unsaved choices across a rotation.
        if (savedInstanceState == null) show(table.settings())
        if (savedInstanceState == null) intent.askedLevel()?.let { playAt(it) }
        opponent.onChange { showRelevant(it) }
        showRelevant(opponent.value)

        findViewById<Button>(R.id.play).setOnClickListener {
            table.newGame(chosen())
            startActivity(Intent(this, GameActivity::class.java))
            finish()
        }
    }

    /** Play, out of the bottom of the sheet and into the title's row, as wide as its words. */
    private fun placePlayBesideTitle() {
        val play = findViewById<Button>(R.id.play)
        (play.parent as ViewGroup).removeView(play)
        val row = findViewById<ViewGroup>(R.id.sheet_title_row)
        row.addView(play, LinearLayout.LayoutParams(ViewGroup.LayoutParams.WRAP_CONTENT, ViewGroup.LayoutParams.WRAP_CONTENT))
        // The choices' scroller then reaches the bottom edge; a little air under its last row.
        val choices = findViewById<View>(R.id.sheet_choices)
        choices.setPaddingRelative(choices.paddingStart, choices.paddingTop, choices.paddingEnd, resources.getDimensionPixelSize(R.dimen.section_gap))
    }

    /** The table's settings as choices: who sits where becomes the opponent, your colour and the levels (read in Rust). */
    private fun show(settings: Settings) {
        val seating = seatingOf(settings)
        opponent.value = seating.opponent
        side.value = seating.personSide
        level.value = seating.level
        whiteLevel.value = seating.whiteLevel
        taking.value = settings.rules.taking
        quiet.value = settings.rules.quiet
        speed.value = settings.speed
        turnBoard.isChecked = settings.turnBoard
        findViewById<CheckBox>(R.id.setting_sound).isChecked = settings.sound
        findViewById<CheckBox>(R.id.setting_haptics).isChecked = settings.haptics
    }

    /** "Play at my level": against the computer, at the level nearest the player's rating. */
    private fun playAt(asked: Level) {
        opponent.value = Opponent.COMPUTER
        level.value = asked
    }

    /** The choices as settings; Rust puts the opponent, colour and levels on the seats. */
    private fun chosen(): Settings {
        val rest = table.settings().copy(
            rules = Rules(taking.value, quiet.value),
            speed = speed.value,
            turnBoard = turnBoard.isChecked,
            sound = findViewById<CheckBox>(R.id.setting_sound).isChecked,
            haptics = findViewById<CheckBox>(R.id.setting_haptics).isChecked,
        )
        return seated(rest, Seating(opponent.value, side.value, level.value, whiteLevel.value))
    }

    /** Colour and difficulty only matter against the bots; turning the board only for two people. */
    private fun showRelevant(opponent: Opponent) {
        fun visibleIf(show: Boolean) = if (show) View.VISIBLE else View.GONE
        findViewById<View>(R.id.section_side).visibility = visibleIf(opponent == Opponent.COMPUTER)
        findViewById<View>(R.id.section_level).visibility = visibleIf(opponent != Opponent.TWO_PLAYERS)
        turnBoard.visibility = visibleIf(opponent == Opponent.TWO_PLAYERS)
        findViewById<View>(R.id.side_note).visibility = visibleIf(opponent == Opponent.COMPUTER)
        findViewById<View>(R.id.section_white_level).visibility = visibleIf(opponent == Opponent.WATCH_BOTS)
        findViewById<TextView>(R.id.level_label).setText(if (opponent == Opponent.WATCH_BOTS) R.string.setting_red_level else R.string.setting_level)
    }
}
