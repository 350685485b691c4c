//! Reading and writing frames: size limit first, then JSON, then the `type`,
//! then the fields, so every bad frame gets the error that says what is wrong.

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::error::ErrorCode;
use crate::messages::{ClientMessage, ServerMessage};
use crate::wire::RequestId;
use crate::{MAX_CLIENT_FRAME, MAX_SERVER_FRAME, PROTOCOL_VERSION};

/// Why a frame could not be read. `id` is the request id when the frame was
/// JSON with a numeric `id`, so the refusal can echo it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("frame of {size} bytes is over the limit of {limit}")]
    TooLarge { size: usize, limit: usize },
    #[error("not a JSON object with a string \"type\": {detail}")]
    Malformed { detail: String },
    #[error("unknown message type \"{kind}\"")]
    UnknownType { id: Option<RequestId>, kind: String },
    #[error("\"{kind}\": {detail}")]
    BadFields {
        id: Option<RequestId>,
        kind: String,
        detail: String,
    },
    #[error("protocol version {got} is not spoken here (this is version {PROTOCOL_VERSION})")]
    WrongVersion { id: RequestId, got: u32 },
}

impl ParseError {
    /// The error code a refusal of this frame carries.
    pub fn code(&self) -> ErrorCode {
        match self {
            ParseError::TooLarge { .. } => ErrorCode::TooLarge,
            ParseError::Malformed { .. } => ErrorCode::Malformed,
            ParseError::UnknownType { .. } => ErrorCode::UnknownType,
            ParseError::BadFields { .. } => ErrorCode::BadRequest,
            ParseError::WrongVersion { .. } => ErrorCode::WrongVersion,
        }
    }

    /// The request id to echo, when the frame had one.
    pub fn request_id(&self) -> Option<RequestId> {
        match self {
            ParseError::TooLarge { .. } | ParseError::Malformed { .. } => None,
            ParseError::UnknownType { id, .. } | ParseError::BadFields { id, .. } => *id,
            ParseError::WrongVersion { id, .. } => Some(*id),
        }
    }
}

/// Reads one client frame. A `hello` with another version is refused here.
pub fn parse_client_message(frame: &str) -> Result<ClientMessage, ParseError> {
    let message: ClientMessage = parse_frame(frame, MAX_CLIENT_FRAME, &ClientMessage::TYPES)?;
    if let ClientMessage::Hello { id, version } = message {
        if version != PROTOCOL_VERSION {
            return Err(ParseError::WrongVersion { id, got: version });
        }
    }
    Ok(message)
}

/// Reads one server frame.
pub fn parse_server_message(frame: &str) -> Result<ServerMessage, ParseError> {
    parse_frame(frame, MAX_SERVER_FRAME, &ServerMessage::TYPES)
}

/// Writes a message as one frame.
pub fn encode<M: Serialize>(message: &M) -> String {
    serde_json::to_string(message).expect("protocol messages always serialise")
}

fn parse_frame<M: DeserializeOwned>(
    frame: &str,
    limit: usize,
    types: &[&str],
) -> Result<M, ParseError> {
    if frame.len() > limit {
        return Err(ParseError::TooLarge {
            size: frame.len(),
            limit,
        });
    }
    let value: serde_json::Value =
        serde_json::from_str(frame).map_err(|e| ParseError::Malformed {
            detail: e.to_string(),
        })?;
    let object = value.as_object().ok_or_else(|| ParseError::Malformed {
        detail: "not an object".to_string(),
    })?;
    let id = object.get("id").and_then(serde_json::Value::as_u64);
    let kind = match object.get("type") {
        Some(serde_json::Value::String(kind)) => kind.clone(),
        _ => {
            return Err(ParseError::Malformed {
                detail: "no string \"type\"".to_string(),
            })
        }
    };
    if !types.contains(&kind.as_str()) {
        return Err(ParseError::UnknownType { id, kind });
    }
    serde_json::from_value(value).map_err(|e| ParseError::BadFields {
        id,
        kind,
        detail: e.to_string(),
    })
}
