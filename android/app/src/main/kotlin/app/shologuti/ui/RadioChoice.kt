package app.shologuti.ui

import android.widget.RadioGroup

/** A [RadioGroup] whose buttons stand for the values of [options] (button id to value). */
class RadioChoice<T>(private val group: RadioGroup, private val options: Map<Int, T>) {
    var value: T
        get() = options.getValue(group.checkedRadioButtonId)
        set(v) {
            group.check(options.entries.first { it.value == v }.key)
        }

    fun onChange(action: (T) -> Unit) {
        group.setOnCheckedChangeListener { _, id -> options[id]?.let(action) }
    }
}
