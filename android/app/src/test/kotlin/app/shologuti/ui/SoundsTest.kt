package app.shologuti.ui

import android.os.Looper
import app.shologuti.R
import org.junit.Assert.assertNotSame
import org.junit.Assert.assertSame
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config

/** The three AudioTracks are made once for the app, off the main thread, and a rotation does not make them again. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34], qualifiers = "w393dp-h851dp-port-xhdpi")
class SoundsTest {
    private val app = AppDriver()

    private fun soundsOfScreen(): Sounds =
        app.activity.javaClass.getDeclaredField("sounds").apply { isAccessible = true }.get(app.activity) as Sounds

    @Test
    fun `the game and the lessons play the app's one set of sounds, made off the main thread`() {
        app.newGame(R.id.opponent_two)
        val sounds = (app.activity.application as SholoApp).sounds
        assertSame(sounds, soundsOfScreen())
        assertNotSame("made on the main thread", Looper.getMainLooper().thread, sounds.madeOn())

        RuntimeEnvironment.setQualifiers("+land")
        app.reconfigure()
        assertSame("the turned screen keeps them", sounds, soundsOfScreen())

        app.start(DrillActivity::class.java, DrillActivity.puzzle(app.activity, 0))
        assertSame(sounds, soundsOfScreen())
    }
}
