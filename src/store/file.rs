//! The database file as an operator sees it: which file it is, and why it cannot be
//! written.
//!
//! A file's identity is its device and inode, which a name does not fix: the file at a
//! path can be deleted or replaced under a running bot (which goes on writing into the
//! old one, lost at the next start), and one file can have several names. A symlink is
//! harmless to SQLite, which resolves it, but a hard link is not: SQLite keeps its
//! write-ahead log beside the name it opened, so two names are two logs of one file and
//! a damaged database ([`single_name`] refuses them).
//!
//! SQLite's result codes say *that* a write failed (`SQLITE_FULL`, `SQLITE_READONLY_*`,
//! `SQLITE_IOERR_*`, `SQLITE_CANTOPEN`), not always why: an I/O error on a file system
//! remounted read-only looks like one on a failing disk. So a failure is told apart
//! ([`classify`]) from its code and then by asking the file system about the path
//! ([`probe`]): opening the file for writing (without writing) tells a read-only mount
//! (`EROFS`) from a read-only file (`EACCES`, `EPERM`), and its identity tells a deleted
//! or replaced file. The words are for the operator's log; players only learn that
//! nothing was saved.

use std::fs::OpenOptions;
use std::io::ErrorKind;
use std::os::unix::fs::MetadataExt as _;
use std::path::{Path, PathBuf};

use rusqlite::ffi;

/// One file, whatever its name: its device and inode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Identity {
    dev: u64,
    ino: u64,
}

impl Identity {
    /// The identity of the file at `path` (symlinks followed).
    ///
    /// # Errors
    /// The file cannot be looked at (missing, or a folder on the way not searchable).
    pub fn of(path: &Path) -> std::io::Result<Identity> {
        let meta = std::fs::metadata(path)?;
        Ok(Identity { dev: meta.dev(), ino: meta.ino() })
    }
}

/// Why the database cannot be written, in terms the operator can act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum Fault {
    /// `SQLITE_FULL`: no room left on its file system (or a quota reached).
    #[error("the disk is full")]
    DiskFull,
    /// `EROFS`: its file system is mounted read-only (or a service manager's sandbox
    /// shows it so: systemd's `ProtectSystem=strict` outside `ReadWritePaths`).
    #[error("its file system is mounted read-only")]
    ReadOnlyFileSystem,
    /// `SQLITE_READONLY`, `EACCES`: the file's permissions (or owner) do not let this
    /// process write it.
    #[error("the file is read-only to this process (check its owner and permissions)")]
    ReadOnlyFile,
    /// `SQLITE_READONLY_DIRECTORY`: the folder does not let this process create the
    /// `-wal` and `-shm` files SQLite keeps beside the database.
    #[error("its folder is read-only to this process (SQLite writes its -wal and -shm files there)")]
    ReadOnlyFolder,
    /// No file at the path any more: deleted, moved away, or its folder gone.
    #[error(
        "the file was deleted or moved away while the bot had it open (put it back; until then nothing is saved)"
    )]
    Deleted,
    /// Another file at the path than the one opened (a restored copy put in place
    /// while the bot ran, for instance).
    #[error("another file was put at its path while the bot had it open (restart the bot to use it)")]
    Replaced,
}

/// A database file with more than one name (hard links), refused (see the module).
#[derive(Debug, thiserror::Error)]
#[error(
    "{} has {links} names (hard links): SQLite keeps its log beside the name it opens, so a second \
     name would mean a second log and a damaged database; remove the other names, or make a copy \
     with `backup`",
    path.display()
)]
pub struct HardLinked {
    /// The name given.
    pub path: PathBuf,
    /// How many names the file has.
    pub links: u64,
}

/// A folder where the database file was expected (`local --db DIR`, `DATABASE_PATH=DIR`):
/// refused as such before the count of names is looked at, which a folder always
/// passes (its own `.` and its parent's entry are two).
#[derive(Debug, thiserror::Error)]
#[error("{} is a folder, not a database file: name a file in it, e.g. {}", path.display(), path.join("carcassonne.db").display())]
pub struct IsAFolder {
    /// The name given.
    pub path: PathBuf,
}

/// Refuses a folder given as the database file.
///
/// # Errors
/// [`IsAFolder`] when `path` is a folder.
pub fn not_a_folder(path: &Path) -> Result<(), IsAFolder> {
    if path.is_dir() { Err(IsAFolder { path: path.to_path_buf() }) } else { Ok(()) }
}

/// Refuses a database file with more than one name; a missing file is fine (it will be
/// created with one).
///
/// # Errors
/// [`HardLinked`] when the file has other names.
pub fn single_name(path: &Path) -> Result<(), HardLinked> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.nlink() > 1 => Err(HardLinked { path: path.to_path_buf(), links: meta.nlink() }),
        _ => Ok(()),
    }
}

/// Why writing the database `path` failed with `error`, when the file or its file system
/// is the cause; `opened` is the identity of the file the connection has open, to tell
/// a deleted or replaced file. `None` for any other failure (a real I/O error, a bug).
#[must_use]
pub fn classify(error: &rusqlite::Error, path: Option<&Path>, opened: Option<Identity>) -> Option<Fault> {
    let code = error.sqlite_error()?;
    match (code.code, code.extended_code) {
        (ffi::ErrorCode::DiskFull, _) => Some(Fault::DiskFull),
        (_, ffi::SQLITE_READONLY_DIRECTORY) => Some(Fault::ReadOnlyFolder),
        (ffi::ErrorCode::ReadOnly, _) => {
            Some(path.and_then(|path| probe(path, opened)).unwrap_or(Fault::ReadOnlyFile))
        }
        (ffi::ErrorCode::SystemIoFailure | ffi::ErrorCode::CannotOpen, _) => {
            path.and_then(|path| probe(path, opened))
        }
        _ => None,
    }
}

/// What keeps the database `path` from being written, found by looking at it: gone or
/// another file than `opened` (when given), then its file system and permissions, by
/// opening it for writing (nothing is written), then its folder, by creating and
/// removing an empty file in it. `None` when nothing is in the way.
#[must_use]
pub fn probe(path: &Path, opened: Option<Identity>) -> Option<Fault> {
    moved(path, opened).or_else(|| unwritable(path)).or_else(|| folder(path))
}

/// Why the file at `path` cannot be opened for writing (nothing is written), if it
/// cannot: a read-only file system or file. Does not see a full disk: only a write
/// does.
#[must_use]
pub fn unwritable(path: &Path) -> Option<Fault> {
    OpenOptions::new().write(true).open(path).err().and_then(|e| from_io(e.kind()))
}

/// Why no file can be created beside `path`, if none can: tried with an empty file,
/// removed at once.
fn folder(path: &Path) -> Option<Fault> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut name = std::ffi::OsString::from(".");
    name.push(path.file_name().unwrap_or_default());
    name.push(format!(".probe-{}", std::process::id()));
    let trial = dir.join(name);
    match OpenOptions::new().write(true).create_new(true).open(&trial) {
        Ok(_) => {
            let _ = std::fs::remove_file(&trial);
            None
        }
        Err(e) => from_io(e.kind()).map(|fault| match fault {
            Fault::ReadOnlyFile => Fault::ReadOnlyFolder,
            other => other,
        }),
    }
}

/// [`Fault::Deleted`] or [`Fault::Replaced`] when the file at `path` is no longer the
/// one `opened` (nothing to compare without it).
#[must_use]
pub fn moved(path: &Path, opened: Option<Identity>) -> Option<Fault> {
    let opened = opened?;
    match Identity::of(path) {
        Ok(now) if now == opened => None,
        Ok(_) => Some(Fault::Replaced),
        Err(e) if e.kind() == ErrorKind::NotFound => Some(Fault::Deleted),
        // Not even looked at (a folder on the way made unreadable): not what it was.
        Err(_) => Some(Fault::Deleted),
    }
}

/// The fault an I/O error on the database or its folder means, if any.
fn from_io(kind: ErrorKind) -> Option<Fault> {
    match kind {
        ErrorKind::ReadOnlyFilesystem => Some(Fault::ReadOnlyFileSystem),
        ErrorKind::PermissionDenied => Some(Fault::ReadOnlyFile),
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => Some(Fault::DiskFull),
        ErrorKind::NotFound => Some(Fault::Deleted),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_known_by_its_identity_not_its_name() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("bot.db");
        std::fs::write(&file, b"x").expect("write");
        let opened = Identity::of(&file).expect("identity");
        let link = dir.path().join("link.db");
        std::os::unix::fs::symlink(&file, &link).expect("symlink");
        assert_eq!(Identity::of(&link).expect("through the link"), opened);
        assert_eq!(moved(&file, Some(opened)), None);
        assert_eq!(probe(&file, Some(opened)), None, "a writable file in a writable folder");

        std::fs::rename(&file, dir.path().join("elsewhere.db")).expect("move away");
        assert_eq!(moved(&file, Some(opened)), Some(Fault::Deleted));
        std::fs::write(&file, b"y").expect("a new file at the path");
        assert_eq!(moved(&file, Some(opened)), Some(Fault::Replaced));
        assert_eq!(moved(&file, None), None, "nothing to compare");
    }

    #[test]
    fn a_second_name_is_refused_and_named() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("bot.db");
        single_name(&file).expect("a missing file gets one name");
        std::fs::write(&file, b"x").expect("write");
        single_name(&file).expect("one name");
        std::fs::hard_link(&file, dir.path().join("second.db")).expect("hard link");
        let refused = single_name(&file).expect_err("two names");
        assert_eq!(refused.links, 2);
        assert!(refused.to_string().contains("bot.db has 2 names (hard links)"), "{refused}");
    }

    #[test]
    fn sqlite_codes_say_which_fault() {
        let failure = |extended| {
            rusqlite::Error::SqliteFailure(ffi::Error::new(extended), Some("from SQLite".to_owned()))
        };
        assert_eq!(classify(&failure(ffi::SQLITE_FULL), None, None), Some(Fault::DiskFull));
        assert_eq!(classify(&failure(ffi::SQLITE_READONLY), None, None), Some(Fault::ReadOnlyFile));
        assert_eq!(
            classify(&failure(ffi::SQLITE_READONLY_DIRECTORY), None, None),
            Some(Fault::ReadOnlyFolder)
        );
        assert_eq!(classify(&failure(ffi::SQLITE_IOERR_WRITE), None, None), None, "nothing to look at");
        assert_eq!(classify(&failure(ffi::SQLITE_CONSTRAINT_UNIQUE), None, None), None);

        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("bot.db");
        std::fs::write(&file, b"x").expect("write");
        let opened = Identity::of(&file).expect("identity");
        std::fs::remove_file(&file).expect("delete");
        let at = Some(file.as_path());
        assert_eq!(classify(&failure(ffi::SQLITE_IOERR_WRITE), at, Some(opened)), Some(Fault::Deleted));
        assert_eq!(classify(&failure(ffi::SQLITE_READONLY_DBMOVED), at, Some(opened)), Some(Fault::Deleted));
    }
}
