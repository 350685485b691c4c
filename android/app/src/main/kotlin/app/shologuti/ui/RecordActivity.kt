package app.shologuti.ui

import android.app.Activity
import android.os.Bundle
import android.view.Gravity
import android.widget.TableLayout
import android.widget.TableRow
import android.widget.TextView
import app.shologuti.R
import kotlin.math.roundToInt

/** The record: one row per difficulty against the computer, and the two-player tally. */
class RecordActivity : Activity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_record)
        edgeToEdge(findViewById(R.id.screen_root))
        topBar(R.string.record_title)
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
        for (r in records.levels) {
            grid.addView(
                row(
                    levelName(r.level),
                    r.wins.toString(),
                    r.losses.toString(),
                    r.draws.toString(),
                    getString(R.string.percent, (r.winRate * 100).roundToInt()),
                    r.currentStreak.toString(),
                    r.bestStreak.toString(),
                ),
            )
        }
        val two = records.twoPlayers
        findViewById<TextView>(R.id.record_two_players).text =
            getString(R.string.record_two_players_line, two.redWins, two.whiteWins, two.draws)
    }

    private fun row(vararg cells: String, header: Boolean = false) = TableRow(this).apply {
        for ((i, text) in cells.withIndex()) {
            addView(
                TextView(context).apply {
                    this.text = text
                    setTextAppearance(if (header) R.style.Text_Sholo_TableHeader else R.style.Text_Sholo_TableCell)
                    gravity = if (i == 0) Gravity.START else Gravity.END
                    val pad = resources.getDimensionPixelSize(R.dimen.table_cell_padding)
                    setPadding(pad, pad, pad, pad)
                },
            )
        }
    }
}
