package app.shologuti.ui

import android.app.Activity
import android.app.LocaleManager
import android.content.Context
import android.content.res.Configuration
import android.os.Build
import android.os.LocaleList
import app.shologuti.R

/**
 * The app's own language, when the person chose one other than the phone's.
 *
 * Android 13 and later keep the choice themselves (LocaleManager; it is also
 * in the system's settings for the app, listed from the locale config the
 * build generates) and rebuild the screens when it changes. Before 13 the app
 * keeps it in its preferences and every screen applies it as it is created
 * ([overrideFor], in [SholoActivity]).
 */
object AppLanguage {
    /** The languages the app speaks (its values folders) by language tag, each with its name in itself. */
    val names = linkedMapOf(
        "en" to R.string.language_en,
        "bn" to R.string.language_bn,
        "hi" to R.string.language_hi,
        "ne" to R.string.language_ne,
    )

    private const val PREFERENCES = "language"
    private const val KEY = "tag"

    /** The chosen language's tag, or null for the phone's language. */
    fun chosen(context: Context): String? =
        if (Build.VERSION.SDK_INT >= 33) {
            context.getSystemService(LocaleManager::class.java)?.applicationLocales
                ?.takeUnless { it.isEmpty }?.get(0)?.toLanguageTag()
        } else {
            context.getSharedPreferences(PREFERENCES, Context.MODE_PRIVATE).getString(KEY, null)
        }

    /** Speaks [tag] from now on (null: the phone's language), and rebuilds [activity] in it. */
    fun choose(activity: Activity, tag: String?) {
        if (Build.VERSION.SDK_INT >= 33) {
            // The system rebuilds every screen of the app itself.
            activity.getSystemService(LocaleManager::class.java)
                ?.setApplicationLocales(if (tag == null) LocaleList.getEmptyLocaleList() else LocaleList.forLanguageTags(tag))
        } else {
            activity.getSharedPreferences(PREFERENCES, Context.MODE_PRIVATE).edit().putString(KEY, tag).apply()
            activity.recreate()
        }
    }

    /**
     * The configuration a screen created on [base] overrides: the phone's own
     * with the chosen language; null when the phone's language is used. A
     * copy, not a fresh `Configuration()`: on Android 7 a fresh one carries
     * font scale 1, which would undo the player's font size.
     */
    fun overrideFor(base: Context): Configuration? {
        val tag = chosen(base) ?: return null
        return Configuration(base.resources.configuration).apply { setLocales(LocaleList.forLanguageTags(tag)) }
    }
}
