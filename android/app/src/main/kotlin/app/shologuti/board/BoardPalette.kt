package app.shologuti.board

/**
 * The board's colours (ARGB), read from resources by the app: a light and a
 * dark set, each designed on its own (android/DESIGN.md has the values).
 */
data class BoardPalette(
    /** The wood: lighter at the top left, deeper at the bottom right. */
    val woodLight: Int,
    val woodDeep: Int,
    /** The grain's streaks, drawn over the wood with their own alpha. */
    val grain: Int,
    /** The rim round the board. */
    val frame: Int,
    val line: Int,
    val red: Bead,
    val white: Bead,
    val shadow: Int,
    val step: Int,
    val take: Int,
    val selected: Int,
    val last: Int,
    val hint: Int,
)

/** One side's bead: a lit body ([light] to [deep]), its [edge], and the [mark] that tells it apart without colour. */
data class Bead(val light: Int, val base: Int, val deep: Int, val edge: Int, val mark: Int)
