//! The seat at an online table, as the store keeps it: the server, the
//! table's code, the seat's secret token and the last sequence number
//! applied, so an app killed mid-game takes its seat again and catches up.
//! One file a table (`online/CODE.seat.json`), written atomically; the token
//! is never logged.

use crate::store::{write_atomically, ONLINE_DIR};
use serde::{Deserialize, Serialize};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The `format` field of every seat file.
pub const SEAT_FORMAT: &str = "sholo-guti-seat";
/// The version this build writes and the newest it reads.
pub const SEAT_VERSION: u32 = 1;

/// One seat at one online table.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatRecord {
    /// The server's WebSocket URL.
    pub server: String,
    /// The table's code, canonical.
    pub code: String,
    /// The seat's secret: it alone lets this seat play again.
    pub token: String,
    /// The table's last sequence number this client applied.
    pub last_seq: u64,
}

impl std::fmt::Debug for SeatRecord {
    /// Everything but the token, which never reaches a log.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SeatRecord")
            .field("server", &self.server)
            .field("code", &self.code)
            .field("token", &"<secret>")
            .field("last_seq", &self.last_seq)
            .finish()
    }
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SeatFile {
    format: String,
    version: u32,
    seat: SeatRecord,
}

/// Why a seat file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeatError {
    #[error("no seat is kept for table {0}")]
    Missing(String),
    #[error("the seat file could not be read: {0}")]
    Unreadable(String),
    #[error("not a readable seat file: {0}")]
    Malformed(String),
    #[error("written by a newer version (seat version {0})")]
    NewerVersion(u32),
}

/// Where the seat of table `code` is kept in the app's directory `dir`.
pub fn seat_path(dir: &Path, code: &str) -> PathBuf {
    dir.join(ONLINE_DIR).join(format!("{code}.seat.json"))
}

/// Reads the seat of table `code`.
pub fn load_seat(dir: &Path, code: &str) -> Result<SeatRecord, SeatError> {
    let text = match fs::read_to_string(seat_path(dir, code)) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err(SeatError::Missing(code.to_string()))
        }
        Err(e) => return Err(SeatError::Unreadable(e.to_string())),
    };
    let value: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| SeatError::Malformed(e.to_string()))?;
    if value.get("format").and_then(|f| f.as_str()) != Some(SEAT_FORMAT) {
        return Err(SeatError::Malformed("not a Sholo Guti seat file".into()));
    }
    match value.get("version").and_then(|v| v.as_u64()) {
        Some(v) if v > u64::from(SEAT_VERSION) => {
            return Err(SeatError::NewerVersion(v.min(u32::MAX.into()) as u32))
        }
        Some(_) => {}
        None => return Err(SeatError::Malformed("missing version".into())),
    }
    let file: SeatFile =
        serde_json::from_value(value).map_err(|e| SeatError::Malformed(e.to_string()))?;
    if file.seat.code != code {
        return Err(SeatError::Malformed(format!(
            "the file is for table {}",
            file.seat.code
        )));
    }
    Ok(file.seat)
}

/// Writes the seat atomically (after a crash: the old record or the new).
pub fn save_seat(dir: &Path, seat: &SeatRecord) -> io::Result<()> {
    let online = dir.join(ONLINE_DIR);
    fs::create_dir_all(&online)?;
    let file = SeatFile {
        format: SEAT_FORMAT.to_string(),
        version: SEAT_VERSION,
        seat: seat.clone(),
    };
    let text = serde_json::to_string_pretty(&file).map_err(io::Error::other)?;
    write_atomically(&online, &seat_path(dir, &seat.code), text.as_bytes())
}

/// The codes of every table whose seat is kept, sorted.
pub fn kept_seats(dir: &Path) -> Vec<String> {
    let Ok(entries) = fs::read_dir(dir.join(ONLINE_DIR)) else {
        return Vec::new();
    };
    let mut codes: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".seat.json"))
                .map(str::to_string)
        })
        .collect();
    codes.sort();
    codes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat() -> SeatRecord {
        SeatRecord {
            server: "ws://127.0.0.1:8080/ws".into(),
            code: "7K3QMXP2RD".into(),
            token: "t0ps3cr3t".into(),
            last_seq: 12,
        }
    }

    #[test]
    fn a_seat_round_trips_and_its_token_stays_out_of_debug() {
        let dir = tempfile::tempdir().unwrap();
        save_seat(dir.path(), &seat()).unwrap();
        assert_eq!(load_seat(dir.path(), "7K3QMXP2RD").unwrap(), seat());
        assert_eq!(kept_seats(dir.path()), vec!["7K3QMXP2RD".to_string()]);
        assert!(!format!("{:?}", seat()).contains("t0ps3cr3t"));
        assert_eq!(
            load_seat(dir.path(), "AAAAAAAAAA"),
            Err(SeatError::Missing("AAAAAAAAAA".into()))
        );
    }

    #[test]
    fn a_newer_or_damaged_seat_file_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        save_seat(dir.path(), &seat()).unwrap();
        let path = seat_path(dir.path(), "7K3QMXP2RD");
        let text = fs::read_to_string(&path).unwrap();
        fs::write(&path, text.replace("\"version\": 1", "\"version\": 2")).unwrap();
        assert_eq!(
            load_seat(dir.path(), "7K3QMXP2RD"),
            Err(SeatError::NewerVersion(2))
        );
        fs::write(&path, &text[..text.len() / 2]).unwrap();
        assert!(matches!(
            load_seat(dir.path(), "7K3QMXP2RD"),
            Err(SeatError::Malformed(_))
        ));
    }
}
