//! Copying a live database into a new file while the bot runs and writes
//! (`carcassonne-bot backup`), and checking the copy before calling it done.
//!
//! The copy uses SQLite's online backup API from a read-only connection, in a single
//! step over every page: that step reads within one read transaction, so under WAL it
//! sees one committed moment of the file while the bot's writers carry on (a reader
//! never blocks the writer, nor the writer the reader). Copying in several steps would
//! let the bot write between them, and the backup would start over after each write: on
//! a busy bot, possibly forever. It is written as `FILE.partial` and only renamed to
//! `FILE` once it passes `PRAGMA integrity_check` and opens as a game store. `FILE`'s
//! folder is made if needed.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::{Connection, OpenFlags};

use super::{Store, StoreError, schema};

/// How long the copy waits before trying again when the live file is briefly locked
/// (while SQLite recovers its log, for instance).
const BUSY_PAUSE: Duration = Duration::from_millis(50);

/// A finished, checked copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Copied {
    /// The copy's size in bytes.
    pub bytes: u64,
    /// Its games, of every status.
    pub games: u64,
    /// Its schema version.
    pub schema: usize,
    /// Whether it was opened as a store of this version of the bot: only when its
    /// schema is this version's (opening an older one would upgrade the copy, which the
    /// bot that wrote it could then not restore).
    pub opened: bool,
}

/// Why a backup refused or failed; no `FILE` is left behind either way.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BackupError {
    #[error("{} does not exist", .0.display())]
    Missing(PathBuf),

    #[error("{} already exists: a backup writes a new file only", .0.display())]
    Exists(PathBuf),

    #[error("cannot create the folder {} for the copy", path.display())]
    Folder {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("the database stayed locked: try again later")]
    Busy,

    #[error("the copy {} failed its integrity check: {report}", path.display())]
    Damaged { path: PathBuf, report: String },

    #[error("cannot write {}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    #[error("copying the database failed")]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for BackupError {
    fn from(err: rusqlite::Error) -> Self {
        Self::Store(err.into())
    }
}

/// Copies the database `db` (a bot may be running on it) into the new file `file`,
/// checks the copy and says what it holds.
///
/// # Errors
/// [`BackupError::Missing`], [`BackupError::Exists`] (also when `FILE.partial` is
/// there: another backup may be writing it) and a `db` with several names (hard links)
/// before anything is written;
/// [`BackupError::Folder`] when `file`'s folder is missing and cannot be made; a damaged
/// copy, SQLite and file system failures after, with the partial copy removed.
pub fn backup(db: &Path, file: &Path) -> Result<Copied, BackupError> {
    if !db.is_file() {
        return Err(BackupError::Missing(db.to_path_buf()));
    }
    // A second name of a live file reads it without its log (kept beside the first
    // name): the copy would miss whatever the log holds.
    super::file::single_name(db).map_err(StoreError::from)?;
    let partial = {
        let mut name = file.as_os_str().to_owned();
        name.push(".partial");
        PathBuf::from(name)
    };
    if let Some(taken) = [file, &partial].into_iter().find(|path| path.exists()) {
        return Err(BackupError::Exists(taken.to_path_buf()));
    }
    // A nightly `backups/NAME-DATE.db` works from the first night on.
    if let Some(dir) = file.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|source| BackupError::Folder { path: dir.to_path_buf(), source })?;
    }
    let copied = copy_and_check(db, &partial);
    if copied.is_err() {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut name = partial.as_os_str().to_owned();
            name.push(suffix);
            let _ = std::fs::remove_file(PathBuf::from(name));
        }
        return copied;
    }
    std::fs::rename(&partial, file).map_err(|source| BackupError::Io { path: file.to_path_buf(), source })?;
    if let Some(dir) = file.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        std::fs::File::open(dir)
            .and_then(|dir| dir.sync_all())
            .map_err(|source| BackupError::Io { path: dir.to_path_buf(), source })?;
    }
    copied
}

/// Copies every page in one step: one consistent moment of the live file (see the
/// module), tried again while the file is briefly locked, up to [`BUSY_TIMEOUT`].
///
/// [`BUSY_TIMEOUT`]: super::BUSY_TIMEOUT
fn copy_all(live: &Connection, copy: &mut Connection) -> Result<(), BackupError> {
    let backup = Backup::new(live, copy)?;
    let deadline = Instant::now() + super::BUSY_TIMEOUT;
    while backup.step(-1)? != StepResult::Done {
        if Instant::now() > deadline {
            return Err(BackupError::Busy);
        }
        std::thread::sleep(BUSY_PAUSE);
    }
    Ok(())
}

/// The copy into `partial`, then its checks.
fn copy_and_check(db: &Path, partial: &Path) -> Result<Copied, BackupError> {
    let live = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    live.busy_timeout(super::BUSY_TIMEOUT)?;
    let mut copy = Connection::open(partial)?;
    copy_all(&live, &mut copy)?;
    drop(live);

    let report: Vec<String> =
        copy.prepare("PRAGMA integrity_check")?.query_map([], |row| row.get(0))?.collect::<Result<_, _>>()?;
    if report != ["ok"] {
        return Err(BackupError::Damaged { path: partial.to_path_buf(), report: report.join("; ") });
    }
    let found: usize = copy.pragma_query_value(None, "user_version", |row| row.get(0))?;
    let opened = found == schema::latest_version();
    let games = if opened {
        drop(copy);
        let mut store = Store::open(partial)?;
        store.read(|tx| tx.query_one("SELECT COUNT(*) FROM games", &[])?.get::<u64>(0))?
    } else {
        copy.query_row("SELECT COUNT(*) FROM games", [], |row| row.get(0))?
    };
    let bytes = std::fs::metadata(partial)
        .map_err(|source| BackupError::Io { path: partial.to_path_buf(), source })?;
    Ok(Copied { bytes: bytes.len(), games, schema: found, opened })
}
