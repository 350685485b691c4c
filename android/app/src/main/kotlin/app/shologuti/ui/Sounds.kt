package app.shologuti.ui

import android.media.AudioAttributes
import android.media.AudioFormat
import android.media.AudioTrack
import java.util.concurrent.FutureTask
import kotlin.math.PI
import kotlin.math.exp
import kotlin.math.sin
import kotlin.random.Random

/**
 * The game's sounds, synthesised here (no recorded assets): a soft wooden
 * click for a step, a sharper knock for each take, a two-note chime for the
 * end of a game. Each is a short 16-bit mono clip in a static AudioTrack, so
 * playing one costs nothing on the main thread. The app holds one [Sounds]
 * ([SholoApp.sounds]), whose clips are made once, on a thread of their own
 * (building the three tracks takes milliseconds a screen's first frame should
 * not wait for); a sound asked for before they are ready is skipped.
 */
class Sounds {
    /** The take's rasp of noise, the same every time. */
    private val random = Random(3)

    private val clips = FutureTask { Clips(Thread.currentThread()) }.also { Thread(it, "sholo-sounds").start() }

    /** The three clips, and the thread that made them. */
    private inner class Clips(val madeOn: Thread) {
        val step = clip(pcm(durationMs = 45) { t -> knock(t, pitch = 900.0, decay = 90.0) })
        val take = clip(pcm(durationMs = 70) { t -> knock(t, pitch = 1_600.0, decay = 60.0) + 0.25 * noise() * exp(-t * 140.0) })
        val end = clip(
            pcm(durationMs = 650) { t ->
                val second = if (t > 0.16) 0.6 * sin(2 * PI * 784.0 * (t - 0.16)) * exp(-(t - 0.16) * 6.0) else 0.0
                0.6 * sin(2 * PI * 523.25 * t) * exp(-t * 6.0) + second
            },
        )
    }

    var enabled = true

    /** Waits for the clips (tests only): the thread that made them. */
    internal fun madeOn(): Thread = clips.get().madeOn

    fun step() = play { it.step }

    fun take() = play { it.take }

    fun gameOver() = play { it.end }

    private fun play(which: (Clips) -> AudioTrack?) {
        if (!enabled || !clips.isDone) return
        val track = which(clips.get()) ?: return
        try {
            track.stop()
            track.reloadStaticData()
            track.play()
        } catch (_: IllegalStateException) {
            // No audio device (or it was taken away): the game goes on silently.
        }
    }

    private fun noise() = random.nextDouble(-1.0, 1.0)

    /** A struck piece of wood: a falling sine with a little of its octave. */
    private fun knock(t: Double, pitch: Double, decay: Double): Double {
        val bend = pitch * (1 - 0.3 * t / 0.07)
        return (sin(2 * PI * bend * t) + 0.3 * sin(4 * PI * bend * t)) * exp(-t * decay)
    }

    private companion object {
        const val RATE = 22_050

        fun pcm(durationMs: Int, wave: (Double) -> Double): ShortArray {
            val n = RATE * durationMs / 1000
            return ShortArray(n) { i ->
                // A 2 ms fade in and out: no clicks at the clip's edges.
                val edge = minOf(i, n - 1 - i).coerceAtMost(44) / 44.0
                (wave(i.toDouble() / RATE).coerceIn(-1.0, 1.0) * edge * 0.7 * Short.MAX_VALUE).toInt().toShort()
            }
        }

        fun clip(samples: ShortArray): AudioTrack? = try {
            AudioTrack.Builder()
                .setAudioAttributes(
                    AudioAttributes.Builder().setUsage(AudioAttributes.USAGE_GAME).setContentType(AudioAttributes.CONTENT_TYPE_SONIFICATION).build(),
                )
                .setAudioFormat(
                    AudioFormat.Builder().setEncoding(AudioFormat.ENCODING_PCM_16BIT).setSampleRate(RATE).setChannelMask(AudioFormat.CHANNEL_OUT_MONO).build(),
                )
                .setTransferMode(AudioTrack.MODE_STATIC)
                .setBufferSizeInBytes(samples.size * 2)
                .build()
                .also { it.write(samples, 0, samples.size) }
        } catch (_: RuntimeException) {
            null
        }
    }
}
