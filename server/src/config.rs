//! The command line: `sholo-server [OPTIONS]` serves, `sholo-server bench`
//! measures.

use std::net::SocketAddr;
use std::time::Duration;

use clap::{Parser, Subcommand};

use crate::connection::Timing;
use crate::hub::HubConfig;
use crate::limits::Limits;

#[derive(Debug, Parser)]
#[command(
    name = "sholo-server",
    version,
    about = "Sholo Guti's online game server"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub serve: ServeArgs,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Plays many tables of random games against a server and measures it.
    Bench(crate::bench::BenchArgs),
}

/// A duration written `90`, `90s`, `10m`, `12h` or `30d`.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let text = text.trim();
    let (number, unit) = match text.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => text.split_at(i),
        None => (text, "s"),
    };
    let n: u64 = number
        .parse()
        .map_err(|_| format!("'{text}': expected a number with s, m, h or d"))?;
    let secs = match unit {
        "s" => n,
        "m" => n * 60,
        "h" => n * 3600,
        "d" => n * 86_400,
        _ => return Err(format!("'{text}': the unit is s, m, h or d")),
    };
    Ok(Duration::from_secs(secs))
}

#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// The address and port to listen on (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub listen: String,
    /// Where tables are kept: sqlite:PATH or postgres://USER@HOST/DB.
    #[arg(long, default_value = "sqlite:sholo-server.db")]
    pub database: String,
    /// The host (and port) written in join links; the listening address if unset.
    #[arg(long)]
    pub public_host: Option<String>,
    /// How long a player must be away before the opponent may claim the game.
    #[arg(long, default_value = "10m", value_parser = parse_duration)]
    pub away_limit: Duration,
    /// Tables idle for longer are removed.
    #[arg(long, default_value = "30d", value_parser = parse_duration)]
    pub retention: Duration,
    /// Messages a second allowed from one connection (0: no limit).
    #[arg(long, default_value_t = 20.0)]
    pub connection_messages: f64,
    /// Messages a second allowed from one address, all connections together (0: no limit).
    #[arg(long, default_value_t = 200.0)]
    pub address_messages: f64,
    /// create/join/resume a minute allowed from one address (0: no limit).
    #[arg(long, default_value_t = 20.0)]
    pub address_seatings: f64,
    /// A connection silent (no frame, no pong) for this long is closed.
    #[arg(long, default_value = "60s", value_parser = parse_duration)]
    pub idle_timeout: Duration,
    /// How often the server pings each connection.
    #[arg(long, default_value = "20s", value_parser = parse_duration)]
    pub ping_interval: Duration,
}

impl ServeArgs {
    pub fn hub_config(&self, address: SocketAddr) -> HubConfig {
        HubConfig {
            away_limit: self.away_limit,
            retention: self.retention,
            public_host: self
                .public_host
                .clone()
                .unwrap_or_else(|| address.to_string()),
        }
    }

    pub fn limits(&self) -> Limits {
        Limits {
            connection_messages: self.connection_messages,
            address_messages: self.address_messages,
            address_seatings: self.address_seatings,
        }
    }

    pub fn timing(&self) -> Timing {
        Timing {
            ping_every: self.ping_interval.max(Duration::from_secs(1)),
            idle_after: self.idle_timeout.max(Duration::from_secs(1)),
        }
    }

    /// The database URL without a password, for logs.
    pub fn redacted_database(&self) -> String {
        redact(&self.database)
    }
}

fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user_info = &url[scheme + 3..at];
            let user = user_info.split(':').next().unwrap_or("");
            format!("{}{}@{}", &url[..scheme + 3], user, &url[at + 1..])
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_with_units() {
        assert_eq!(parse_duration("90").unwrap(), Duration::from_secs(90));
        assert_eq!(parse_duration("10m").unwrap(), Duration::from_secs(600));
        assert_eq!(
            parse_duration("30d").unwrap(),
            Duration::from_secs(2_592_000)
        );
        assert!(parse_duration("ten").is_err());
        assert!(parse_duration("5w").is_err());
    }

    #[test]
    fn passwords_stay_out_of_logs() {
        assert_eq!(
            redact("postgres://sholo:secret@db:5432/sholo"),
            "postgres://sholo@db:5432/sholo"
        );
        assert_eq!(redact("sqlite:sholo-server.db"), "sqlite:sholo-server.db");
    }
}
