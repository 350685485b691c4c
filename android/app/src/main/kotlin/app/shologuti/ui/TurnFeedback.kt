package app.shologuti.ui

import app.shologuti.core.Hop
import app.shologuti.core.TableEvent

/**
 * What every screen with a table does with a batch of its events: each hop
 * sounded and felt as it comes, and the hops to animate collected (the
 * first left out when the person dragged the piece there, a take-back or a
 * new game dropping those before it). The game and the exercise screen
 * differ only in the other events, handed to `other`.
 */
class TurnFeedback(private val sounds: Sounds, private val haptics: Haptics) {
    /** The hops of [events] to animate; [dragged]: the person's hand already moved the first. */
    fun hopsOf(events: List<TableEvent>, dragged: Boolean, other: (TableEvent) -> Unit): List<Hop> {
        var inHand = dragged
        val hops = mutableListOf<Hop>()
        for (event in events) {
            when (event) {
                is TableEvent.PickedUp, is TableEvent.PutDown -> haptics.tick()
                is TableEvent.HopPlayed -> {
                    if (!inHand || hops.isNotEmpty()) hops += event.hop
                    inHand = false
                    feel(event.hop.taken != null)
                }
                is TableEvent.TurnPlayed -> {
                    val fresh = event.turn.hops.drop(event.shownHops)
                    if (fresh.isNotEmpty()) feel(fresh.any { it.taken != null })
                    hops += fresh
                }
                is TableEvent.TakenBack, TableEvent.NewGame -> hops.clear()
                is TableEvent.GameOver -> sounds.gameOver()
                else -> other(event)
            }
        }
        return hops
    }

    private fun feel(take: Boolean) {
        if (take) {
            sounds.take()
            haptics.take()
        } else {
            sounds.step()
            haptics.tick()
        }
    }
}
