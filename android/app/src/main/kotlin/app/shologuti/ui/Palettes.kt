package app.shologuti.ui

import android.content.Context
import app.shologuti.R
import app.shologuti.board.BoardPalette

/** The board's colours from resources: values/colors.xml by day, values-night by night. */
fun Context.boardPalette() = BoardPalette(
    line = getColor(R.color.board_line),
    red = getColor(R.color.piece_red),
    redEdge = getColor(R.color.piece_red_edge),
    white = getColor(R.color.piece_white),
    whiteEdge = getColor(R.color.piece_white_edge),
    shadow = getColor(R.color.piece_shadow),
    step = getColor(R.color.mark_step),
    take = getColor(R.color.mark_take),
    selected = getColor(R.color.mark_selected),
    last = getColor(R.color.mark_last),
    hint = getColor(R.color.mark_hint),
)
