package app.shologuti.ui

import android.app.AlertDialog
import android.content.DialogInterface
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.FileKind
import app.shologuti.core.TableEvent
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotSame
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config
import org.robolectric.shadows.ShadowDialog

/** What Home shows over itself outlives a rotation: the language picker, and a file notice (said only once). */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34], qualifiers = "w393dp-h851dp-port-xhdpi")
class HomeRotationTest {
    private val app = AppDriver()

    private fun dialog() = ShadowDialog.getLatestDialog() as AlertDialog

    private fun rotate() {
        RuntimeEnvironment.setQualifiers("+land")
        app.reconfigure()
    }

    @Test
    fun `the language picker stays open across a rotation, and still chooses`() {
        val before = app.start(HomeActivity::class.java)
        app.click(R.id.home_language)
        val picker = dialog()
        rotate()
        assertNotSame("Home was rebuilt", before, app.activity)
        val again = dialog()
        assertNotSame(picker, again)
        assertTrue("the picker is open on the rebuilt Home", again.isShowing)
        assertEquals("the phone's language and four", 5, again.listView.adapter.count)
        app.chooseLanguageIn(again, "हिन्दी")
        assertEquals("hi", AppLanguage.chosen(app.activity))
    }

    @Test
    fun `a file notice stays until it is closed, across rotations`() {
        app.start(HomeActivity::class.java)
        val words = app.activity.fileNotice(TableEvent.FileSetAside(FileKind.STATS, "stats.json", "stats.json.damaged-1", "not JSON"))!!
        (app.activity as HomeActivity).tell(words)
        rotate()
        val notice = dialog()
        assertTrue("the notice is shown on the rebuilt Home", notice.isShowing)
        assertEquals(words, notice.findViewById<TextView>(android.R.id.message).text.toString())

        notice.getButton(DialogInterface.BUTTON_POSITIVE).performClick()
        app.settle()
        RuntimeEnvironment.setQualifiers("+port")
        app.reconfigure()
        assertFalse("closed, it does not come back", ShadowDialog.getLatestDialog()?.isShowing ?: false)
    }
}
