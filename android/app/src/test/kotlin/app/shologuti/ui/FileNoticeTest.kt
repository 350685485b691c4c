package app.shologuti.ui

import android.content.Context
import app.shologuti.R
import app.shologuti.core.FileKind
import app.shologuti.core.TableEvent
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.robolectric.RobolectricTestRunner
import org.robolectric.RuntimeEnvironment
import org.robolectric.annotation.Config

/** The notice for a file set aside names the file the core says, by its kind, never by its name. */
@RunWith(RobolectricTestRunner::class)
@Config(sdk = [34])
class FileNoticeTest {
    private val context: Context = RuntimeEnvironment.getApplication()

    private fun setAside(kind: FileKind) =
        // A name that says nothing: the kind alone must choose the words.
        context.fileNotice(TableEvent.FileSetAside(kind, "file.json", "file.json.damaged-1", "not JSON"))

    @Test
    fun eachKindHasItsOwnWords() {
        assertEquals(context.getString(R.string.save_refused_damaged), setAside(FileKind.GAME))
        assertEquals(context.getString(R.string.stats_refused), setAside(FileKind.STATS))
        assertEquals(context.getString(R.string.settings_refused), setAside(FileKind.SETTINGS))
    }
}
