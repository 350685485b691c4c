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
    let filter = match level {
        LogLevel::Error => log::LevelFilter::Error,
        LogLevel::Warn => log::LevelFilter::Warn,
        LogLevel::Info => log::LevelFilter::Info,
        LogLevel::Debug => log::LevelFilter::Debug,
    };
    install_platform_logger(filter);
    log::set_max_level(filter);
}

#[cfg(target_os = "android")]
fn install_platform_logger(filter: log::LevelFilter) {
    android_logger::init_once(
        android_logger::Config::default()
            .with_max_level(filter)
            .with_tag("SholoCore"),
    );
}

#[cfg(all(feature = "oslog", any(target_os = "ios", target_os = "macos")))]
fn install_platform_logger(filter: log::LevelFilter) {
    // A second call fails because a logger is already set: only the level changes.
    let _ = oslog::OsLogger::new("app.shologuti.core")
        .level_filter(filter)
        .init();
}

/// Elsewhere (host tests, the CLI) log lines go nowhere: the core logs little
/// and the tools print what matters themselves.
#[cfg(not(any(
    target_os = "android",
    all(feature = "oslog", any(target_os = "ios", target_os = "macos"))
)))]
fn install_platform_logger(_filter: log::LevelFilter) {}
