//! Where the terminal keeps its larger endgame tables, and how they get there.
//!
//! The apps ship the five-piece tables built into the core (under 2 MB a rule
//! set). The terminal can afford the six-piece ones (15 MB optional, 10 MB
//! forced, about a minute of CPU to build), and they are what wins the small
//! endings that decide games between careful engines. They live in one
//! directory: `$SHOLO_TABLES` if set, else `$XDG_CACHE_HOME/sholo-guti`, else
//! `~/.cache/sholo-guti`; `SHOLO_TABLES=off` keeps to the built-in tables
//! (for tests and for reproducing a game played without them).
//!
//! The commands that play or probe (`play`, `serve`, `arena`, `analyse`
//! and `tb probe`, `stats`, `verify`, `fit`) install what they find there
//! when they start, through [`install_for_this_command`]; the others never
//! read the 15 MB file. `sholo tb install` builds them; `sholo serve` starts that on its own when the file
//! for its rules is missing from the cache, plays with the built-in tables
//! until it is ready, and then picks it up between requests; a second
//! engine started meanwhile waits for the first one's file.

use sholo_core::tablebase::{self, Tablebase};
use sholo_core::Taking;
use std::ffi::OsStr;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

use crate::tb::file_name;

/// The environment variable naming the tables' directory (or `off`).
pub const TABLES_VARIABLE: &str = "SHOLO_TABLES";

/// How many pieces the terminal's tables hold.
pub const HOME_PIECES: usize = 6;

/// A build whose lock is older than this was cut short (its process died):
/// the next engine builds again. A build takes one to two minutes.
const STALE_BUILD: Duration = Duration::from_secs(15 * 60);

/// Where the tables are looked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TablesHome {
    /// `SHOLO_TABLES=off`, or no home directory: the built-in tables only.
    Off,
    /// `$SHOLO_TABLES`: the user named it, so a missing or bad file is an error.
    Named(PathBuf),
    /// The cache directory: a missing file is built, a damaged one set aside.
    Cache(PathBuf),
}

impl TablesHome {
    /// The directory this process uses, from the environment.
    pub fn from_env() -> TablesHome {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        if let Some(named) = var(TABLES_VARIABLE) {
            return if named == "off" {
                TablesHome::Off
            } else {
                TablesHome::Named(PathBuf::from(named))
            };
        }
        let cache = var("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".cache")));
        cache.map_or(TablesHome::Off, |dir| {
            TablesHome::Cache(dir.join("sholo-guti"))
        })
    }

    fn dir(&self) -> Option<&Path> {
        match self {
            TablesHome::Off => None,
            TablesHome::Named(dir) | TablesHome::Cache(dir) => Some(dir),
        }
    }

    /// The file of `taking`'s tables in this directory.
    pub fn file(&self, taking: Taking) -> Option<PathBuf> {
        self.dir().map(|dir| dir.join(file_name(taking)))
    }

    /// Installs the tables found here for the rest of this process.
    /// A directory named in `$SHOLO_TABLES` must hold at least one good
    /// file; in the cache a damaged file is renamed aside (and reported),
    /// so the next build replaces it.
    pub fn install_found(&self) -> Result<(), String> {
        let mut found = false;
        for taking in [Taking::Optional, Taking::Forced] {
            let Some(path) = self.file(taking) else {
                return Ok(());
            };
            if !path.exists() {
                continue;
            }
            match read_tables(&path, taking) {
                Ok(tables) => {
                    found = true;
                    // A command's first step, before any bot plays: nothing is installed yet.
                    let _ = tablebase::install(tables);
                }
                Err(message) => match self {
                    TablesHome::Named(_) => return Err(message),
                    _ => set_aside(&path, &message),
                },
            }
        }
        match self {
            TablesHome::Named(dir) if !found => Err(format!(
                "{TABLES_VARIABLE}={}: neither optional.sgtb nor forced.sgtb is there",
                dir.display()
            )),
            _ => Ok(()),
        }
    }

    /// Builds `taking`'s six-piece tables here in the foreground (`sholo
    /// tb install`), replacing a file already there.
    pub fn build_now(&self, taking: Taking) -> Result<PathBuf, String> {
        let path = self.file(taking).ok_or_else(|| {
            format!("{TABLES_VARIABLE}=off and no home directory: nowhere to write")
        })?;
        build_locked(&path, taking)?;
        Ok(path)
    }
}

/// Installs the tables of the user's directory for the rest of this
/// process: the first step of every command that plays or probes.
pub fn install_for_this_command() -> Result<(), String> {
    TablesHome::from_env().install_found()
}

/// Keeps `taking`'s six-piece tables coming for a long-running engine: if
/// they are missing and nobody is building them, it starts `sholo tb
/// install` as a process of its own (at low priority, and it finishes even
/// if this engine is closed first), then looks for the finished file
/// between requests.
#[derive(Debug)]
pub struct TablesWatch {
    path: Option<PathBuf>,
    taking: Taking,
}

impl TablesWatch {
    /// Starts watching, and building if no other process is at it.
    pub fn start(home: &TablesHome, taking: Taking) -> TablesWatch {
        let path = match home {
            TablesHome::Cache(_) if !six_pieces_installed(taking) => home.file(taking),
            _ => None,
        };
        if let Some(path) = &path {
            if !path.exists() && builder_of(path).is_none() {
                start_builder(path, taking);
            }
        }
        TablesWatch { path, taking }
    }

    /// Installs the file once it is there (a stat between requests until
    /// then; nothing at all afterwards).
    pub fn refresh(&mut self) {
        let Some(path) = &self.path else {
            return;
        };
        if six_pieces_installed(self.taking) {
            self.path = None;
        } else if path.exists() {
            if let Ok(tables) = read_tables(path, self.taking) {
                let _ = tablebase::install(tables);
            }
            self.path = None;
        }
    }
}

fn six_pieces_installed(taking: Taking) -> bool {
    Tablebase::active(taking).max_pieces() >= HOME_PIECES
}

fn read_tables(path: &Path, taking: Taking) -> Result<Tablebase, String> {
    let bytes = fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let tables = Tablebase::from_bytes(bytes).map_err(|e| format!("{}: {e}", path.display()))?;
    if tables.taking() != taking {
        return Err(format!(
            "{}: tables for {:?} takes",
            path.display(),
            tables.taking()
        ));
    }
    Ok(tables)
}

/// Moves a damaged file out of the way, keeping it for a bug report.
fn set_aside(path: &Path, why: &str) {
    let aside = path.with_extension("sgtb.damaged");
    match fs::rename(path, &aside) {
        Ok(()) => eprintln!("sholo: {why}; set aside as {}", aside.display()),
        Err(e) => eprintln!("sholo: {why}; could not set it aside: {e}"),
    }
}

fn lock_path(path: &Path) -> PathBuf {
    path.with_extension("sgtb.building")
}

/// Who is building `path` now, if anyone: the process named in the lock
/// while it lives (where that cannot be seen, or while the lock is still
/// being written, while the lock is fresh).
fn builder_of(path: &Path) -> Option<String> {
    let lock = lock_path(path);
    let text = fs::read_to_string(&lock).ok()?;
    let fresh = || {
        fs::metadata(&lock)
            .and_then(|m| m.modified())
            .ok()
            .and_then(|at| SystemTime::now().duration_since(at).ok())
            .is_some_and(|age| age < STALE_BUILD)
    };
    match text.trim().parse::<u32>() {
        Ok(pid) if Path::new("/proc/self").exists() => Path::new(&format!("/proc/{pid}"))
            .exists()
            .then(|| format!("process {pid}")),
        Ok(pid) => fresh().then(|| format!("process {pid}")),
        Err(_) => fresh().then(|| "another process".to_string()),
    }
}

/// Starts `sholo tb install` for `taking` as a process of its own, under
/// `nice` where there is one.
fn start_builder(path: &Path, taking: Taking) {
    let Ok(exe) = std::env::current_exe() else {
        return;
    };
    let mut args = vec!["tb".to_string(), "install".to_string()];
    if taking == Taking::Forced {
        args.push("--forced".into());
    }
    let spawn = |program: &OsStr, args: &[&OsStr]| {
        Command::new(program)
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
    };
    let plain: Vec<&OsStr> = args.iter().map(OsStr::new).collect();
    let mut niced: Vec<&OsStr> = vec![OsStr::new("-n"), OsStr::new("10"), exe.as_os_str()];
    niced.extend(&plain);
    let started = spawn(OsStr::new("nice"), &niced).or_else(|_| spawn(exe.as_os_str(), &plain));
    if started.is_ok() {
        eprintln!(
            "sholo: building the six-piece endgame tables into {} (once, about a minute; the built-in five-piece ones play meanwhile)",
            path.display()
        );
    }
}

/// Builds `taking`'s six-piece tables into `path` under the build lock
/// (`sholo tb install`): refused while another live process holds it.
pub fn build_locked(path: &Path, taking: Taking) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    }
    let lock = lock_path(path);
    let take = || OpenOptions::new().write(true).create_new(true).open(&lock);
    // Two engines started together race for the lock; one wins. A lock
    // left by a process that died is taken over.
    let mut held = match take() {
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            if let Some(builder) = builder_of(path) {
                return Err(format!("{builder} is building {} now", path.display()));
            }
            let _ = fs::remove_file(&lock);
            take()
        }
        opened => opened,
    }
    .map_err(|e| format!("cannot lock {}: {e}", lock.display()))?;
    let _ = writeln!(held, "{}", std::process::id());
    let built = build_into(path, taking);
    let _ = fs::remove_file(&lock);
    built
}

/// Solves every class of up to six pieces and writes the file atomically
/// (a temporary file, synced, renamed, the directory synced).
fn build_into(path: &Path, taking: Taking) -> Result<(), String> {
    let started = Instant::now();
    let solved = tablebase::solve(taking, HOME_PIECES, |_| {});
    let bytes = tablebase::write_file(&solved);
    write_atomically(path, &bytes)?;
    eprintln!(
        "sholo: {} written ({} bytes, {:.0} s)",
        path.display(),
        bytes.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Writes `bytes` to `path` so that a reader sees the old file or the new
/// one whole, never a part: a temporary file beside it, synced and renamed.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let failed = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).map_err(failed)?;
    }
    let temporary = path.with_extension(format!("sgtb.tmp{}", std::process::id()));
    let written = File::create(&temporary)
        .and_then(|mut file| file.write_all(bytes).and_then(|()| file.sync_all()))
        .and_then(|()| fs::rename(&temporary, path));
    if let Err(e) = written {
        let _ = fs::remove_file(&temporary);
        return Err(failed(e));
    }
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        // The rename is durable once the directory is.
        let _ = File::open(dir).and_then(|d| d.sync_all());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_file_in_the_cache_is_set_aside_and_a_named_one_refused() {
        let dir = std::env::temp_dir().join(format!("sholo-home-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("optional.sgtb");
        fs::write(&file, b"not tables").unwrap();
        let named = TablesHome::Named(dir.clone());
        let refused = named.install_found().unwrap_err();
        assert!(refused.contains("optional.sgtb"), "{refused}");
        assert!(file.exists(), "a named directory is left as it is");
        TablesHome::Cache(dir.clone()).install_found().unwrap();
        assert!(!file.exists());
        assert!(dir.join("optional.sgtb.damaged").exists());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_build_lock_counts_while_its_process_lives() {
        let dir = std::env::temp_dir().join(format!("sholo-lock-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let file = dir.join("optional.sgtb");
        assert_eq!(builder_of(&file), None);
        fs::write(lock_path(&file), format!("{}\n", std::process::id())).unwrap();
        let me = format!("process {}", std::process::id());
        assert_eq!(builder_of(&file), Some(me));
        // A lock still being written counts while it is fresh.
        fs::write(lock_path(&file), "").unwrap();
        assert_eq!(builder_of(&file), Some("another process".to_string()));
        // A process that has ended (a child reaped) holds nothing.
        let mut child = Command::new("true").spawn().unwrap();
        let gone = child.id();
        child.wait().unwrap();
        fs::write(lock_path(&file), format!("{gone}\n")).unwrap();
        assert_eq!(builder_of(&file), None);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn writes_replace_the_file_whole_and_leave_no_temporary() {
        let dir = std::env::temp_dir().join(format!("sholo-write-{}", std::process::id()));
        let file = dir.join("forced.sgtb");
        write_atomically(&file, b"one").unwrap();
        write_atomically(&file, b"two").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"two");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }
}
