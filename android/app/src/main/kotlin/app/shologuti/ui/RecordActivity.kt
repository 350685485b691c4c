package app.shologuti.ui

import android.content.Intent
import android.graphics.Typeface
import android.os.Bundle
import android.view.Gravity
import android.view.View
import android.widget.Button
import android.widget.TableLayout
import android.widget.TableRow
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.RatingRecord
import kotlin.math.roundToInt

/** The record: the player's rating, one row per difficulty against the computer, and the two-player tally. */
class RecordActivity : SholoActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_record)
        edgeToEdge(findViewById(R.id.screen_root))
        topBar(R.string.record_title)
        // On a tablet the record is a centred column, its seven columns close enough to read across.
        val widest = resources.getDimensionPixelSize(R.dimen.content_max_width)
        if (resources.displayMetrics.widthPixels > widest) findViewById<View>(R.id.record_content).layoutParams.width = widest
        val grid = findViewById<TableLayout>(R.id.record_table)
        grid.addView(
            row(
                getString(R.string.record_level),
                getString(R.string.record_won),
                getString(R.string.record_lost),
                getString(R.string.record_drawn),
                getString(R.string.record_rate),
                getString(R.string.record_streak),
                getString(R.string.record_best),
                header = true,
            ),
        )
        val records = table.records()
        findViewById<TextView>(R.id.record_rating).text = ratingLine(records.rating)
        findViewById<Button>(R.id.play_my_level).setOnClickListener {
            startActivity(Intent(this, NewGameActivity::class.java).withLevel(records.rating.myLevel))
        }
        val rated = records.rating.games > 0
        for (r in records.levels) {
            grid.addView(
                row(
                    levelName(r.level),
                    figure(r.wins),
                    figure(r.losses),
                    figure(r.draws),
                    if (r.games == 0) {
                        getString(R.string.record_no_rate)
                    } else {
                        getString(R.string.percent, (r.winRate * 100).roundToInt())
                    },
                    figure(r.currentStreak),
                    figure(r.bestStreak),
                    look = when {
                        rated && r.level == records.rating.myLevel -> Look.YOURS
                        r.games == 0 -> Look.UNPLAYED
                        else -> Look.PLAYED
                    },
                ),
            )
        }
        val two = records.twoPlayers
        findViewById<TextView>(R.id.record_two_players).text =
            getString(R.string.record_two_players_line, two.redWins, two.whiteWins, two.draws)
    }

    /** The rating with the level nearest it; provisional for the first dozen games. */
    private fun ratingLine(rating: RatingRecord): String {
        val level = levelName(rating.myLevel)
        return when {
            rating.games == 0 -> getString(R.string.record_rating_none, level)
            !rating.settled -> resources.getQuantityString(R.plurals.record_rating_settling, rating.games, rating.rating, rating.games, level)
            else -> getString(R.string.record_rating, rating.rating, level)
        }
    }

    /** A count in the language's own digits, as its sentences and the win rate write them. */
    private fun figure(count: Int) = String.format(resources.configuration.locales[0], "%d", count)

    /** How a level's row reads: the player's own level stands out, levels never played step back. */
    private enum class Look { PLAYED, YOURS, UNPLAYED }

    private fun row(vararg cells: String, header: Boolean = false, look: Look = Look.PLAYED) = TableRow(this).apply {
        val pad = resources.getDimensionPixelSize(R.dimen.table_cell_padding)
        val gap = resources.getDimensionPixelSize(R.dimen.table_cell_gap)
        for ((i, text) in cells.withIndex()) {
            addView(
                TextView(context).apply {
                    this.text = text
                    setTextAppearance(if (header) R.style.Text_Sholo_TableHeader else R.style.Text_Sholo_TableCell)
                    when (look) {
                        Look.YOURS -> setTypeface(typeface, Typeface.BOLD)
                        Look.UNPLAYED -> setTextColor(getColor(R.color.ink_soft))
                        Look.PLAYED -> {}
                    }
                    gravity = if (i == 0) Gravity.START else Gravity.END
                    setPadding(gap, pad, gap, pad)
                },
            )
        }
    }
}
