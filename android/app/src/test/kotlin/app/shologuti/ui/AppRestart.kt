package app.shologuti.ui

/**
 * The app as a new process starts it after the system killed this one: the
 * table writes what it has and closes, then the app is created again on the
 * same files (its onCreate opens them, as at every start).
 */
fun SholoApp.restart() {
    table.flush()
    table.close()
    onCreate()
}
