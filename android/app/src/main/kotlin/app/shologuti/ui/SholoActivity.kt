package app.shologuti.ui

import android.app.Activity
import android.content.Context

/** Every screen of the app: it speaks the language chosen in the app ([AppLanguage]). */
abstract class SholoActivity : Activity() {
    override fun attachBaseContext(newBase: Context) {
        super.attachBaseContext(newBase)
        AppLanguage.overrideFor(newBase)?.let(::applyOverrideConfiguration)
    }
}
