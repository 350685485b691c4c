package app.shologuti.core.tests

import app.shologuti.core.Cell
import app.shologuti.core.GameTable
import app.shologuti.core.GameTableInterface
import app.shologuti.core.Level
import app.shologuti.core.Player
import app.shologuti.core.QuietRule
import app.shologuti.core.Rules
import app.shologuti.core.Settings
import app.shologuti.core.Side
import app.shologuti.core.Speed
import app.shologuti.core.TableEvent
import app.shologuti.core.TableListener
import app.shologuti.core.TableView
import app.shologuti.core.TakingRule
import app.shologuti.core.ToAct
import app.shologuti.core.boardLayout
import java.io.File
import java.util.concurrent.CopyOnWriteArrayList
import java.util.concurrent.CountDownLatch
import java.util.concurrent.Semaphore
import java.util.concurrent.TimeUnit

/** The rule book's start position. */
const val START = "www/www/wwwww/wwwww/5/rrrrr/rrrrr/rrr/rrr r 0 1"

val OPTIONAL_TAKES = Rules(TakingRule.OPTIONAL, QuietRule.DRAW80)
val FORCED_TAKES = Rules(TakingRule.FORCED, QuietRule.DRAW80)

/**
 * How long a test waits for the search thread before it calls the table stuck.
 * Not a performance bound: an Easy or Medium reply takes milliseconds here,
 * so this is thousands of times what a turn needs.
 */
const val PATIENCE_MS = 30_000L

/** Point indexes by name, from the API's own board layout. */
private val pointsByName: Map<String, Int> by lazy {
    boardLayout().points.associate { it.name to it.index }
}

/** The API index of the point called [name], e.g. `pt("c4")`. */
fun pt(name: String): Int = pointsByName[name] ?: error("no point called $name")

/** The name of the point with API index [index]. */
fun name(index: Int): String = pointsByName.entries.single { it.value == index }.key

/** The indexes of space-separated point names. */
fun pts(names: String): List<Int> = names.split(' ').filter { it.isNotEmpty() }.map(::pt)

/** The points of each row, left to right, from row 1 (Red's end) to row 9. */
private val ROWS: List<List<String>> = (1..9).map { row ->
    val columns = when (row) {
        1, 9 -> "ace"
        2, 8 -> "bcd"
        else -> "abcde"
    }
    columns.map { "$it$row" }
}

/**
 * Rule-book position text with Red's and White's pieces on the named points,
 * e.g. `position(red = "c4 a1", white = "c5 d6")`.
 */
fun position(red: String, white: String, toMove: Side = Side.RED, quiet: Int = 0, turn: Int = 1): String {
    val reds = red.split(' ').filter { it.isNotEmpty() }.toSet()
    val whites = white.split(' ').filter { it.isNotEmpty() }.toSet()
    require(reds.intersect(whites).isEmpty()) { "a point holds two pieces" }
    val rows = ROWS.reversed().joinToString("/") { row ->
        buildString {
            var empty = 0
            for (point in row) {
                val piece = when (point) {
                    in reds -> 'r'
                    in whites -> 'w'
                    else -> null
                }
                if (piece == null) {
                    empty++
                } else {
                    if (empty > 0) append(empty)
                    empty = 0
                    append(piece)
                }
            }
            if (empty > 0) append(empty)
        }
    }
    val side = if (toMove == Side.RED) 'r' else 'w'
    return "$rows $side $quiet $turn"
}

fun settings(red: Player, white: Player, rules: Rules = OPTIONAL_TAKES, speed: Speed = Speed.FAST) =
    Settings(red, white, rules, speed, turnBoard = false, sound = true, haptics = true)

fun twoPeople(rules: Rules = OPTIONAL_TAKES) = settings(Player.Human, Player.Human, rules)

fun againstComputer(human: Side, level: Level = Level.EASY, rules: Rules = OPTIONAL_TAKES): Settings {
    val computer = Player.Computer(level)
    return if (human == Side.RED) settings(Player.Human, computer, rules) else settings(computer, Player.Human, rules)
}

fun computersOnly(red: Level, white: Level = red, rules: Rules = OPTIONAL_TAKES) =
    settings(Player.Computer(red), Player.Computer(white), rules)

/**
 * A [TableListener] that remembers the threads it was called on; [await]
 * blocks until a call arrives. It never calls back into the table, as a shell
 * posts to its main thread instead. After [hold], each call keeps the calling
 * (search) thread inside `changed()` until [release], so the next search
 * cannot start: the computer's turn then stays pending for as long as a test
 * needs, without relying on a search being slow.
 */
class Changes : TableListener {
    private val signals = Semaphore(0)

    @Volatile
    private var gate: CountDownLatch? = null
    val threads: MutableList<Thread> = CopyOnWriteArrayList()

    override fun changed() {
        threads += Thread.currentThread()
        signals.release()
        gate?.await(PATIENCE_MS, TimeUnit.MILLISECONDS)
    }

    val calls: Int get() = threads.size

    /** Waits for one call; false if none arrived in [millis]. */
    fun await(millis: Long): Boolean = signals.tryAcquire(millis, TimeUnit.MILLISECONDS)

    /** Forgets the calls not waited for yet (a test about to watch for none). */
    fun drain() {
        signals.drainPermits()
    }

    fun hold() {
        gate = CountDownLatch(1)
    }

    fun release() {
        gate?.countDown()
        gate = null
    }
}

/** A table and its listener, closed together (the listener let go first). */
class Table(private val game: GameTable, val changes: Changes) : GameTableInterface by game, AutoCloseable {
    override fun close() {
        changes.release()
        game.close()
    }
}

fun inMemory(settings: Settings, seed: ULong = 7uL): Table {
    val changes = Changes()
    return Table(GameTable.inMemory(settings, seed, changes), changes)
}

fun fromPosition(settings: Settings, text: String): Table {
    val changes = Changes()
    return Table(GameTable.fromPosition(settings, text, changes), changes)
}

fun opened(dir: File): Table {
    val changes = Changes()
    return Table(GameTable.open(dir.absolutePath, changes), changes)
}

/**
 * Re-reads the view each time the listener is called, until [done] holds,
 * exactly as a shell does; fails after [PATIENCE_MS] without it.
 */
fun Table.awaitView(what: String, done: (TableView) -> Boolean): TableView {
    val deadline = System.currentTimeMillis() + PATIENCE_MS
    while (true) {
        val view = view()
        if (done(view)) return view
        val left = deadline - System.currentTimeMillis()
        if (left <= 0 || !changes.await(left)) {
            val last = view()
            check(done(last)) { "waited $PATIENCE_MS ms for $what; at ${last.positionText}, to act ${last.toAct}" }
            return last
        }
    }
}

/** Waits until it is not the computer's turn any more (a person to act, or the end). */
fun Table.awaitComputer(): TableView = awaitView("the computer's turn") { it.toAct != ToAct.COMPUTER }


/** The refusals among [events]. */
fun List<TableEvent>.refusals() = filterIsInstance<TableEvent.Refused>().map { it.reason }

/** The notation of every completed turn. */
val TableView.history: List<String> get() = moves.map { it.notation }

/** The content of the point called [name]. */
fun TableView.cellAt(name: String): Cell = cells[pt(name)]

/** How many pieces of [side] stand on the board. */
fun TableView.piecesOn(side: Side): Int = cells.count { it == if (side == Side.RED) Cell.RED else Cell.WHITE }

/** Taps the points of a whole turn in notation, `c4-c5` or `c4xc6xe6`. */
fun GameTableInterface.tapTurn(notation: String) {
    val points = notation.split('-', 'x').map(::pt)
    for (point in points) tap(point)
}

/** Taps whole turns given in notation. */
fun GameTableInterface.tapAll(vararg turns: String) = turns.forEach { tapTurn(it) }

/**
 * Plays the person's turn by taps, as a player would: a piece with a take if
 * there is one, then every take on offer until the run ends; otherwise the
 * first movable piece's first step. Returns the turn as the move list has it.
 */
fun GameTableInterface.playGreedyTurn(): String {
    val start = view()
    check(start.toAct == ToAct.PERSON && start.selected == null) { "not the person's turn to start: ${start.positionText}" }
    val played = start.moves.size
    var chosen: Pair<Int, Int>? = null
    for (piece in start.movable) {
        tap(piece)
        val targets = view().targets
        check(targets.isNotEmpty()) { "movable ${name(piece)} has no target" }
        val take = targets.firstOrNull { it.taken != null }
        if (take != null) {
            chosen = piece to take.to
            break
        }
        if (chosen == null) chosen = piece to targets.first().to
        tap(piece)
    }
    val (from, to) = checkNotNull(chosen) { "no movable piece at ${start.positionText}" }
    if (view().selected != from) tap(from)
    tap(to)
    while (true) {
        val run = view().run ?: break
        val next = view().targets.firstOrNull()
        if (next == null) {
            check(run.canEnd) { "a run with no take left that cannot end" }
            endTurn()
        } else {
            tap(next.to)
        }
    }
    val after = view()
    check(after.moves.size >= played + 1) { "the taps made no turn at ${start.positionText}" }
    return after.moves[played].notation
}

/**
 * Against the computer, with the person to move now: keeps the search thread
 * in `changed()` after the computer's next reply, so that once the person has
 * played again the computer's turn stays pending until [Changes.release].
 */
fun Table.holdAfterReply(personTurn: () -> Unit): TableView {
    changes.hold()
    val before = changes.calls
    personTurn()
    val view = awaitComputer()
    // The reply is on the table before the search thread calls `changed()`:
    // wait until it is inside, or its late call would land in the test's
    // watch for no change (seen on a loaded machine).
    val deadline = System.currentTimeMillis() + PATIENCE_MS
    while (changes.calls == before) {
        check(System.currentTimeMillis() < deadline) { "the reply was never announced through changed()" }
        Thread.sleep(1)
    }
    return view
}

/**
 * Puts a game on [text] in the store in [dir] as `game.json`, exactly as the
 * app would have saved it (the save text of a table on that position).
 */
fun storeGame(dir: File, settings: Settings, text: String) {
    val save = fromPosition(settings, text).use { it.saveText() }
    File(dir, "game.json").writeText(save)
}
