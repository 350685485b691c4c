package app.shologuti.ui

import android.os.Bundle
import android.view.LayoutInflater
import android.view.View
import android.view.ViewGroup
import android.widget.TextView
import app.shologuti.R
import app.shologuti.core.LessonInfo

/**
 * Learn: the puzzle record with the button to the next puzzle, and the
 * course's lessons with the steps done in each. A lesson opens at its first
 * step not done (or from the start once it is all done).
 */
class LearnActivity : SholoActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_learn)
        edgeToEdge(findViewById(R.id.learn_root))
        topBar(R.string.learn_title)
        findViewById<View>(R.id.learn_solve).setOnClickListener { startActivity(DrillActivity.puzzle(this)) }
    }

    /** Progress changes on the exercise screen: read again each time this one comes back. */
    override fun onResume() {
        super.onResume()
        show()
    }

    private fun show() {
        val progress = table.learnProgress()
        val record = progress.puzzles
        findViewById<TextView>(R.id.learn_rating).text = getString(R.string.learn_record_rating, record.rating)
        findViewById<TextView>(R.id.learn_streak).text = getString(R.string.learn_record_streak, record.streak.toInt(), record.bestStreak.toInt())
        findViewById<TextView>(R.id.learn_solved).text =
            getString(R.string.learn_record_solved, record.solved.toInt(), record.missed.toInt(), record.available.toInt())
        findViewById<View>(R.id.learn_solve).isEnabled = record.available > 0u

        val list = findViewById<ViewGroup>(R.id.learn_lessons)
        list.removeAllViews()
        progress.lessons.forEachIndexed { index, lesson -> list.addView(row(list, index, lesson)) }
    }

    private fun row(parent: ViewGroup, index: Int, lesson: LessonInfo): View {
        val row = LayoutInflater.from(this).inflate(R.layout.item_lesson, parent, false)
        val done = lesson.stepsDone >= lesson.steps
        val title = learnText(lesson.title)
        row.findViewById<TextView>(R.id.lesson_number).apply {
            text = localDigits(index + 1L)
            setBackgroundResource(if (done) R.drawable.bg_lesson_done else R.drawable.bg_lesson_number)
            setTextColor(getColor(if (done) R.color.on_accent else R.color.ink))
        }
        row.findViewById<TextView>(R.id.lesson_title).text = title
        row.findViewById<TextView>(R.id.lesson_progress).apply {
            text = if (done) getString(R.string.learn_row_done) else getString(R.string.learn_row_progress, lesson.stepsDone, lesson.steps)
            setCompoundDrawablesRelativeWithIntrinsicBounds(if (done) R.drawable.ic_check else 0, 0, 0, 0)
            compoundDrawableTintList = getColorStateList(if (done) R.color.verdict_solved else R.color.ink_soft)
            setTextColor(getColor(if (done) R.color.verdict_solved else R.color.ink_soft))
        }
        row.contentDescription =
            resources.getQuantityString(R.plurals.learn_row_description, lesson.steps, index + 1, title, lesson.stepsDone, lesson.steps)
        row.setOnClickListener { startActivity(DrillActivity.lesson(this, index, lesson.resumeStep)) }
        return row
    }
}
