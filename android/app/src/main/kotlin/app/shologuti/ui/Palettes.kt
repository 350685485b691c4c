package app.shologuti.ui

import android.content.Context
import app.shologuti.R
import app.shologuti.board.Bead
import app.shologuti.board.BoardPalette

/** The board's colours from resources: values/colors.xml by day, values-night by night. */
fun Context.boardPalette() = BoardPalette(
    woodLight = getColor(R.color.wood_light),
    woodDeep = getColor(R.color.wood_deep),
    grain = getColor(R.color.wood_grain),
    frame = getColor(R.color.wood_frame),
    line = getColor(R.color.board_line),
    red = Bead(getColor(R.color.red_light), getColor(R.color.red_base), getColor(R.color.red_deep), getColor(R.color.red_edge), getColor(R.color.red_mark)),
    white = Bead(getColor(R.color.white_light), getColor(R.color.white_base), getColor(R.color.white_deep), getColor(R.color.white_edge), getColor(R.color.white_mark)),
    shadow = getColor(R.color.bead_shadow),
    step = getColor(R.color.mark_step),
    take = getColor(R.color.mark_take),
    selected = getColor(R.color.mark_selected),
    last = getColor(R.color.mark_last),
    hint = getColor(R.color.mark_hint),
)
