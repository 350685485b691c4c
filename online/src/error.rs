//! What can go wrong online, in words a player can be shown.

use sholo_protocol::ErrorCode;

/// Why an online table could not be opened, or its connection failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OnlineError {
    #[error("'{url}' is not a server address: {why}")]
    BadUrl { url: String, why: String },
    #[error("'{url}': a server on another machine must be reached over wss:// (TLS); plain ws:// is for this machine only")]
    Insecure { url: String },
    #[error("could not reach the server: {0}")]
    Unreachable(String),
    #[error("the server refused: {message}")]
    Refused { code: ErrorCode, message: String },
    #[error("the server's answer made no sense: {0}")]
    Protocol(String),
    #[error("'{0}' is not a table code or link")]
    BadCode(String),
    #[error("the online files: {0}")]
    Store(String),
}

impl OnlineError {
    /// Whether trying again later may help (the network, the server's load),
    /// or never will (a wrong token, an unknown table, a full one).
    pub fn is_lasting(&self) -> bool {
        match self {
            OnlineError::Refused { code, .. } => matches!(
                code,
                ErrorCode::UnknownTable
                    | ErrorCode::WrongToken
                    | ErrorCode::TableFull
                    | ErrorCode::WrongVersion
            ),
            OnlineError::Unreachable(_) => false,
            OnlineError::Protocol(_) => false,
            _ => true,
        }
    }
}
