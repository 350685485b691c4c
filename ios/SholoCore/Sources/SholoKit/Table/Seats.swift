import SholoCore

/// The New game screen's questions on the settings, which hold only who
/// plays Red and who plays White. Rust reads and writes the seats
/// (`seatingOf`, `seated`), as it does for Android.
extension Settings {
    /// A person playing Red against Medium, by the standard rules: a table's
    /// settings when it has no files to read them from.
    public static var standard: Settings { standardSettings() }

    /// Who is playing, the person's colour and the levels. Setting it (a
    /// picker's binding, `$model.settings.seating.level`) fills the seats and
    /// leaves the rules and preferences as they were.
    public var seating: Seating {
        get { seatingOf(settings: self) }
        set { self = seated(settings: self, seating: newValue) }
    }
}
