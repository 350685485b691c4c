//! The server's address: a WebSocket URL, `wss://` unless the server is on
//! this machine.

use crate::error::OnlineError;
use std::net::IpAddr;

/// Where `sholo online` looks for a server by default: one started on this
/// machine with no options (`sholo-server` listens on 127.0.0.1:8080).
pub const DEFAULT_SERVER: &str = "ws://127.0.0.1:8080";

/// A checked server URL: `ws://` or `wss://`, a host, a port, the path
/// (`/ws` when none is given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerUrl {
    secure: bool,
    host: String,
    port: u16,
    path: String,
}

impl ServerUrl {
    /// Reads `text`. Plain `ws://` is refused for any host but this machine
    /// (localhost, 127.0.0.0/8, ::1): a token must not cross a network in
    /// clear.
    pub fn parse(text: &str) -> Result<ServerUrl, OnlineError> {
        let bad = |why: &str| OnlineError::BadUrl {
            url: text.to_string(),
            why: why.to_string(),
        };
        let (secure, rest) = if let Some(rest) = text.strip_prefix("wss://") {
            (true, rest)
        } else if let Some(rest) = text.strip_prefix("ws://") {
            (false, rest)
        } else {
            return Err(bad("expected ws://HOST:PORT or wss://HOST"));
        };
        let (authority, path) = match rest.find('/') {
            Some(at) => (&rest[..at], &rest[at..]),
            None => (rest, ""),
        };
        if authority.contains('@') {
            return Err(bad("no user or password in the address"));
        }
        let (host, port) = split_host_port(authority).ok_or_else(|| bad("no host"))?;
        let port = match port {
            Some(port) => port
                .parse::<u16>()
                .map_err(|_| bad("the port is not a number"))?,
            None if secure => 443,
            None => 80,
        };
        if !secure && !is_loopback(host) {
            return Err(OnlineError::Insecure {
                url: text.to_string(),
            });
        }
        let path = match path {
            "" | "/" => "/ws".to_string(),
            path => path.to_string(),
        };
        Ok(ServerUrl {
            secure,
            host: host.to_string(),
            port,
            path,
        })
    }

    /// The full URL, as the WebSocket handshake asks for it.
    pub fn url(&self) -> String {
        let scheme = if self.secure { "wss" } else { "ws" };
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        format!("{scheme}://{host}:{}{}", self.port, self.path)
    }

    pub fn host(&self) -> &str {
        &self.host
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    pub fn is_secure(&self) -> bool {
        self.secure
    }
}

impl std::fmt::Display for ServerUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.url())
    }
}

/// `host`, `host:port`, `[v6]` or `[v6]:port`.
fn split_host_port(authority: &str) -> Option<(&str, Option<&str>)> {
    if let Some(rest) = authority.strip_prefix('[') {
        let (host, after) = rest.split_once(']')?;
        let port = after.strip_prefix(':');
        return (!host.is_empty()).then_some((host, port));
    }
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) => (host, Some(port)),
        None => (authority, None),
    };
    (!host.is_empty()).then_some((host, port))
}

fn is_loopback(host: &str) -> bool {
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_may_be_plain_and_anything_else_must_be_tls() {
        let local = ServerUrl::parse("ws://127.0.0.1:8080").unwrap();
        assert_eq!(local.url(), "ws://127.0.0.1:8080/ws");
        assert!(ServerUrl::parse("ws://localhost:9/ws").is_ok());
        assert_eq!(
            ServerUrl::parse("ws://[::1]:8080").unwrap().url(),
            "ws://[::1]:8080/ws"
        );
        for insecure in [
            "ws://example.org:8080",
            "ws://192.168.1.4:8080",
            "ws://127.0.0.1.example.org",
        ] {
            assert!(
                matches!(
                    ServerUrl::parse(insecure),
                    Err(OnlineError::Insecure { .. })
                ),
                "{insecure}"
            );
        }
        let secure = ServerUrl::parse("wss://play.example.org").unwrap();
        assert_eq!(secure.url(), "wss://play.example.org:443/ws");
        assert!(secure.is_secure());
    }

    #[test]
    fn what_is_not_a_websocket_url_is_refused() {
        for bad in [
            "http://127.0.0.1",
            "127.0.0.1:8080",
            "ws://",
            "ws://:80",
            "wss://h:port",
            "wss://u:p@h",
        ] {
            assert!(
                matches!(ServerUrl::parse(bad), Err(OnlineError::BadUrl { .. })),
                "{bad}"
            );
        }
    }
}
