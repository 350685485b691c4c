package app.shologuti.ui

import app.shologuti.core.BoardLayout
import app.shologuti.core.boardLayout

/** The core's board geometry, asked for once: it never changes while the app runs. */
object BoardLayouts {
    val layout: BoardLayout by lazy { boardLayout() }
}
