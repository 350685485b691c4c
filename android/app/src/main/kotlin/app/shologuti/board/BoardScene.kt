package app.shologuti.board

import app.shologuti.core.Cell
import app.shologuti.core.Target

/**
 * Everything the board shows at one moment, in points (indices into the
 * core's layout). The game screen builds it from what the core says; the
 * painter only draws it.
 */
data class BoardScene(
    val cells: List<Cell>,
    /** The picked-up piece (or the piece running a run of takes). */
    val selected: Int? = null,
    /** Where [selected] may go; a target with `taken` is a take. */
    val targets: List<Target> = emptyList(),
    /** The last turn (or the run so far): the mover's path and the points it took. */
    val lastPath: List<Int> = emptyList(),
    val lastTaken: List<Int> = emptyList(),
    /** The hint's suggested path, from the piece to move. */
    val hintPath: List<Int> = emptyList(),
)

/**
 * A turn being shown moving: hop [hop] of [frames] is [fraction] (0 to 1)
 * of the way along.
 */
data class Motion(val frames: HopFrames, val hop: Int, val fraction: Float)
