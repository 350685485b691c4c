package app.shologuti.board

/** The board's colours (ARGB), read from resources by the app: a light and a dark set. */
data class BoardPalette(
    val line: Int,
    val red: Int,
    val redEdge: Int,
    val white: Int,
    val whiteEdge: Int,
    val shadow: Int,
    val step: Int,
    val take: Int,
    val selected: Int,
    val last: Int,
    val hint: Int,
)
