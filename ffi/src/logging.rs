//! One call to route the core's log lines to the platform's log.

/// How much the core logs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum LogLevel {
    Error,
    Warn,
    Info,
    Debug,
}

/// Sends log output to logcat (Android) or os_log (iOS, `oslog` feature).
/// Safe to call more than once; later calls only change the level.
#[uniffi::export]
pub fn init_logging(level: LogLevel) {
    let _ = level;
    todo!()
}
