//! The envelope shared by the save and stats files: a JSON object with a
//! `format` name and a `version`, checked before the body is read so a file
//! from a newer app is recognised as such rather than as damage.

use serde::de::DeserializeOwned;

/// Why a versioned file's envelope or body could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum EnvelopeError {
    Malformed(String),
    WrongFormat,
    NewerVersion(u32),
}

/// Reads `text` as a `format` file of at most `version`, then its body as `T`.
pub(crate) fn read<T: DeserializeOwned>(
    text: &str,
    format: &str,
    version: u32,
) -> Result<T, EnvelopeError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| EnvelopeError::Malformed(e.to_string()))?;
    if value.get("format").and_then(|f| f.as_str()) != Some(format) {
        return Err(EnvelopeError::WrongFormat);
    }
    let found = value
        .get("version")
        .and_then(|v| v.as_u64())
        .ok_or_else(|| EnvelopeError::Malformed("missing version".to_string()))?;
    if found > version as u64 {
        return Err(EnvelopeError::NewerVersion(
            found.min(u32::MAX as u64) as u32
        ));
    }
    serde_json::from_value(value).map_err(|e| EnvelopeError::Malformed(e.to_string()))
}
