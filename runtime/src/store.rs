//! The store: the game in progress, the stats book and the settings, each a
//! versioned JSON file in the app's directory, written atomically (temporary
//! file in the same directory, fsync, rename, fsync the directory).
//!
//! A damaged or hand-edited file is renamed aside, kept, and reported once; a
//! file from a newer version is refused, left untouched and never overwritten
//! (so a newer app's record book survives a trip through an older one).

use sholo_core::table::{FileKind, Settings, SettingsError, StoreNote};
use sholo_core::{load_game, SaveError, SavedGame, StatsBook, StatsError};
use std::collections::HashSet;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// What the store found on opening.
#[derive(Debug, Default)]
pub struct Loaded {
    pub game: Option<SavedGame>,
    pub stats: StatsBook,
    pub settings: Settings,
    /// Files set aside or refused, to report once.
    pub notes: Vec<StoreNote>,
}

/// The app's files in one directory.
#[derive(Debug)]
pub struct Store {
    dir: PathBuf,
    /// Files written by a newer version: never overwritten.
    refused: HashSet<FileKind>,
    /// At an online table, its code: the game is `online/CODE.json` and the
    /// stats and settings files are not this store's to write.
    online: Option<String>,
}

/// The directory of the online tables' files, inside the app's directory.
pub const ONLINE_DIR: &str = "online";

/// How a file's text failed to read.
enum Unreadable {
    Damaged(String),
    Newer(u32),
}

impl Store {
    /// The store in `dir`, created if missing.
    pub fn open(dir: impl Into<PathBuf>) -> io::Result<Store> {
        let dir = dir.into();
        fs::create_dir_all(&dir)?;
        Ok(Store {
            dir,
            refused: HashSet::new(),
            online: None,
        })
    }

    /// The store of online table `code` in the app's directory `dir`: its
    /// game is a file of its own (`online/CODE.json`), so an online game
    /// never overwrites the offline game in progress, nor another table's.
    pub fn online(dir: impl Into<PathBuf>, code: &str) -> io::Result<Store> {
        if code.is_empty() || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("'{code}' is not a table code"),
            ));
        }
        let dir = dir.into().join(ONLINE_DIR);
        fs::create_dir_all(&dir)?;
        Ok(Store {
            dir,
            refused: HashSet::new(),
            online: Some(code.to_string()),
        })
    }

    /// The online table's saved game, if one was kept (set aside when
    /// damaged, refused when newer, as the offline game).
    pub fn load_online_game(&mut self) -> (Option<SavedGame>, Vec<StoreNote>) {
        let mut notes = Vec::new();
        let game = self.read(FileKind::Game, &mut notes, |text| {
            load_game(text).map_err(|e| match e {
                SaveError::NewerVersion(v) => Unreadable::Newer(v),
                other => Unreadable::Damaged(other.to_string()),
            })
        });
        (game, notes)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn path(&self, kind: FileKind) -> PathBuf {
        match (&self.online, kind) {
            (Some(code), FileKind::Game) => self.dir.join(format!("{code}.json")),
            _ => self.dir.join(kind.file_name()),
        }
    }

    /// Reads all three files. A missing file is a first start; a damaged one
    /// is set aside; a newer one is refused and left where it is.
    pub fn load(&mut self) -> Loaded {
        let mut loaded = Loaded::default();
        if let Some(game) = self.read(FileKind::Game, &mut loaded.notes, |text| {
            load_game(text).map_err(|e| match e {
                SaveError::NewerVersion(v) => Unreadable::Newer(v),
                other => Unreadable::Damaged(other.to_string()),
            })
        }) {
            loaded.game = Some(game);
        }
        if let Some(stats) = self.read(FileKind::Stats, &mut loaded.notes, |text| {
            StatsBook::from_json(text).map_err(|e| match e {
                StatsError::NewerVersion(v) => Unreadable::Newer(v),
                other => Unreadable::Damaged(other.to_string()),
            })
        }) {
            loaded.stats = stats;
        }
        if let Some(settings) = self.read(FileKind::Settings, &mut loaded.notes, |text| {
            Settings::from_json(text).map_err(|e| match e {
                SettingsError::NewerVersion(v) => Unreadable::Newer(v),
                other => Unreadable::Damaged(other.to_string()),
            })
        }) {
            loaded.settings = settings;
        }
        loaded
    }

    fn read<T>(
        &mut self,
        kind: FileKind,
        notes: &mut Vec<StoreNote>,
        parse: impl FnOnce(&str) -> Result<T, Unreadable>,
    ) -> Option<T> {
        let path = self.path(kind);
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return None,
            Err(e) => {
                // Unreadable by the system (permissions, I/O): leave it be, and
                // do not overwrite what we could not read.
                self.refused.insert(kind);
                notes.push(StoreNote::SaveFailed {
                    kind,
                    reason: format!("could not be read: {e}"),
                });
                return None;
            }
        };
        let parsed = match String::from_utf8(bytes) {
            Ok(text) => parse(&text),
            Err(_) => Err(Unreadable::Damaged("not UTF-8 text".to_string())),
        };
        match parsed {
            Ok(value) => Some(value),
            Err(Unreadable::Newer(version)) => {
                self.refused.insert(kind);
                log::warn!(
                    "{} is from a newer version ({version}); left untouched",
                    kind.file_name()
                );
                notes.push(StoreNote::Newer { kind, version });
                None
            }
            Err(Unreadable::Damaged(reason)) => {
                match self.set_aside(kind) {
                    Ok(kept_as) => notes.push(StoreNote::SetAside {
                        kind,
                        kept_as,
                        reason,
                    }),
                    Err(e) => {
                        self.refused.insert(kind);
                        notes.push(StoreNote::SaveFailed {
                            kind,
                            reason: format!("damaged ({reason}) and could not be set aside: {e}"),
                        });
                    }
                }
                None
            }
        }
    }

    /// Renames a damaged file to the first free `<name>.damaged-N`.
    fn set_aside(&self, kind: FileKind) -> io::Result<String> {
        let from = self.path(kind);
        let file_name = from
            .file_name()
            .map_or_else(|| kind.file_name().into(), |n| n.to_string_lossy());
        for n in 1..10_000 {
            let name = format!("{file_name}.damaged-{n}");
            let to = self.dir.join(&name);
            if !to.exists() {
                fs::rename(&from, &to)?;
                sync_dir(&self.dir)?;
                log::warn!("{} was damaged; kept as {name}", kind.file_name());
                return Ok(name);
            }
        }
        Err(io::Error::other("too many damaged copies kept"))
    }

    /// Whether `kind` may be written (not a newer version's file; at an
    /// online table, only its game).
    pub fn writable(&self, kind: FileKind) -> bool {
        !self.refused.contains(&kind) && (self.online.is_none() || kind == FileKind::Game)
    }

    /// Replaces the file atomically: after a crash at any moment the file is
    /// either the old one or the new one, whole.
    pub fn write(&self, kind: FileKind, text: &str) -> Result<(), StoreNote> {
        let failed = |reason: String| StoreNote::SaveFailed { kind, reason };
        if self.online.is_some() && kind != FileKind::Game {
            return Err(failed("an online table writes only its game".to_string()));
        }
        if !self.writable(kind) {
            return Err(failed(
                "a file from a newer version of the app is kept in its place".to_string(),
            ));
        }
        write_atomically(&self.dir, &self.path(kind), text.as_bytes())
            .map_err(|e| failed(e.to_string()))
    }
}

/// Temporary file in the same directory, fsync, rename over the target, fsync
/// the directory so the rename itself survives a power cut.
pub fn write_atomically(dir: &Path, path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    file.write_all(bytes)?;
    file.as_file().sync_all()?;
    file.persist(path).map_err(|e| e.error)?;
    sync_dir(dir)
}

fn sync_dir(dir: &Path) -> io::Result<()> {
    // Directories can be opened and synced on Unix; elsewhere this is a no-op.
    #[cfg(unix)]
    fs::File::open(dir)?.sync_all()?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}
