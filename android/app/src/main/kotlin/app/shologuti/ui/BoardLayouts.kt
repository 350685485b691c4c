package app.shologuti.ui

import app.shologuti.core.BoardLayout
import app.shologuti.core.Cell
import app.shologuti.core.boardLayout

/** The core's board geometry and opening position, asked for once: they never change while the app runs. */
object BoardLayouts {
    val layout: BoardLayout by lazy { boardLayout() }

    /** The opening, as the core sets it up (Home's board before any game, How to play). */
    val opening: List<Cell> get() = layout.opening
}
