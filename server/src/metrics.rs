//! The counters `/metrics` shows, in Prometheus' text format.

use std::fmt::Write;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::time::Duration;

use sholo_protocol::ErrorCode;

/// Upper bounds of the relay latency buckets, in seconds.
const LATENCY_BUCKETS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

#[derive(Debug, Default)]
pub struct Metrics {
    pub connections: AtomicI64,
    pub tables_open: AtomicI64,
    pub tables_created: AtomicU64,
    pub turns: AtomicU64,
    pub games_over: AtomicU64,
    errors: [AtomicU64; ErrorCode::ALL.len()],
    latency_buckets: [AtomicU64; LATENCY_BUCKETS.len()],
    latency_count: AtomicU64,
    latency_micros: AtomicU64,
}

impl Metrics {
    pub fn error(&self, code: ErrorCode) {
        let i = ErrorCode::ALL.iter().position(|c| *c == code).unwrap_or(0);
        self.errors[i].fetch_add(1, Ordering::Relaxed);
    }

    /// A table event reached a player's socket `elapsed` after its request came in.
    pub fn relayed(&self, elapsed: Duration) {
        let secs = elapsed.as_secs_f64();
        for (bound, count) in LATENCY_BUCKETS.iter().zip(&self.latency_buckets) {
            if secs <= *bound {
                count.fetch_add(1, Ordering::Relaxed);
            }
        }
        self.latency_count.fetch_add(1, Ordering::Relaxed);
        self.latency_micros
            .fetch_add(elapsed.as_micros() as u64, Ordering::Relaxed);
    }

    pub fn render(&self) -> String {
        let mut out = String::new();
        let load = |a: &AtomicU64| a.load(Ordering::Relaxed);
        let gauge = |out: &mut String, name: &str, help: &str, value: i64| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {value}"
            );
        };
        let counter = |out: &mut String, name: &str, help: &str, value: u64| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} counter\n{name} {value}"
            );
        };
        gauge(
            &mut out,
            "sholo_connections",
            "WebSocket connections open on this instance.",
            self.connections.load(Ordering::Relaxed),
        );
        gauge(
            &mut out,
            "sholo_tables_open",
            "Tables held in this instance's memory.",
            self.tables_open.load(Ordering::Relaxed),
        );
        counter(
            &mut out,
            "sholo_tables_created_total",
            "Tables created.",
            load(&self.tables_created),
        );
        counter(
            &mut out,
            "sholo_turns_total",
            "Turns accepted and stored.",
            load(&self.turns),
        );
        counter(
            &mut out,
            "sholo_games_over_total",
            "Games ended.",
            load(&self.games_over),
        );
        let _ = writeln!(
            out,
            "# HELP sholo_errors_total Requests refused, by error code.\n# TYPE sholo_errors_total counter"
        );
        for (code, count) in ErrorCode::ALL.iter().zip(&self.errors) {
            let _ = writeln!(
                out,
                "sholo_errors_total{{code=\"{}\"}} {}",
                code.as_str(),
                load(count)
            );
        }
        let _ = writeln!(
            out,
            "# HELP sholo_relay_seconds From a request's arrival to its event on a player's socket.\n# TYPE sholo_relay_seconds histogram"
        );
        for (bound, count) in LATENCY_BUCKETS.iter().zip(&self.latency_buckets) {
            let _ = writeln!(
                out,
                "sholo_relay_seconds_bucket{{le=\"{bound}\"}} {}",
                load(count)
            );
        }
        let total = load(&self.latency_count);
        let _ = writeln!(out, "sholo_relay_seconds_bucket{{le=\"+Inf\"}} {total}");
        let _ = writeln!(
            out,
            "sholo_relay_seconds_sum {}",
            load(&self.latency_micros) as f64 / 1e6
        );
        let _ = writeln!(out, "sholo_relay_seconds_count {total}");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_histogram_is_cumulative() {
        let m = Metrics::default();
        m.relayed(Duration::from_micros(300));
        m.relayed(Duration::from_millis(30));
        m.error(ErrorCode::StaleSeq);
        let text = m.render();
        assert!(text.contains("sholo_relay_seconds_bucket{le=\"0.0005\"} 1"));
        assert!(text.contains("sholo_relay_seconds_bucket{le=\"0.05\"} 2"));
        assert!(text.contains("sholo_relay_seconds_bucket{le=\"+Inf\"} 2"));
        assert!(text.contains("sholo_errors_total{code=\"stale_seq\"} 1"));
    }
}
