//! The running bot's hold on its database file, so that two processes never serve one
//! file: two bots on it would both answer every command and post every reminder twice,
//! and `reshard` must not read a file a bot is still writing.
//!
//! The hold is an OS advisory lock on a sidecar file `<database>.lock`, never on the
//! database itself: SQLite takes its own POSIX locks on the database, and closing any
//! other descriptor of that file would drop them. The holder writes its process id into
//! the sidecar so a refusal can name it.
//!
//! The hold is on the file, not on the name it was given: the sidecar sits beside the
//! file's real path (symlinks resolved), so a symlink to a held file finds its lock; and
//! a file with a second name (a hard link) is refused outright, since SQLite itself
//! would keep a second log for it ([`file::single_name`]). A folder reached by two paths
//! (a bind mount) is one folder, so its sidecar is one file too. The lock lasts as long as the [`Holder`] value;
//! the OS drops it when the process ends, however it ends, so a killed bot leaves
//! nothing stale behind. The sidecar itself stays (removing it would race with a process
//! that has just opened it); its content only means something while it is locked.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};

use super::file::{self, HardLinked, IsAFolder};

/// The hold on one database file; dropping it lets another process take it.
#[derive(Debug)]
pub struct Holder {
    _file: File,
}

/// Why the hold could not be taken.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum HoldError {
    /// Another process holds the file: a bot is running on it (or a `reshard` reads it).
    #[error("{} is in use by {} (it holds {}); stop it first", database.display(), holder(*pid), lock.display())]
    Held {
        /// The database file.
        database: PathBuf,
        /// Its sidecar lock file.
        lock: PathBuf,
        /// The holder's process id, when it had written it yet.
        pid: Option<u32>,
    },

    /// The database file has several names.
    #[error(transparent)]
    HardLinked(#[from] HardLinked),

    /// A folder was named as the database file.
    #[error(transparent)]
    IsAFolder(#[from] IsAFolder),

    /// The lock file could not be opened, written or locked.
    #[error("cannot lock {}", path.display())]
    Io {
        /// The lock file.
        path: PathBuf,
        /// Why.
        #[source]
        source: std::io::Error,
    },
}

/// "process 1234", or a vaguer word when the holder had not written its id yet.
fn holder(pid: Option<u32>) -> String {
    pid.map_or_else(|| "another process".to_owned(), |pid| format!("process {pid}"))
}

/// The sidecar lock file of `database`: its real path (symlinks resolved, also in its
/// folders) with `.lock` appended. A file not made yet is resolved by its folder.
#[must_use]
pub fn lock_path(database: &Path) -> PathBuf {
    let real = database.canonicalize().unwrap_or_else(|_| {
        let dir = database.parent().filter(|dir| !dir.as_os_str().is_empty()).unwrap_or(Path::new("."));
        match (dir.canonicalize(), database.file_name()) {
            (Ok(dir), Some(name)) => dir.join(name),
            _ => database.to_path_buf(),
        }
    });
    let mut path = real.into_os_string();
    path.push(".lock");
    PathBuf::from(path)
}

impl Holder {
    /// Takes the hold on `database` for this process, or says who has it. Never waits.
    ///
    /// # Errors
    /// [`HoldError::Held`] when another process (or another `Holder` in this one) has
    /// it, under this name or another; [`HoldError::IsAFolder`] for a folder;
    /// [`HoldError::HardLinked`] when the file has several names; [`HoldError::Io`] when the lock file cannot be made.
    pub fn take(database: &Path) -> Result<Holder, HoldError> {
        file::not_a_folder(database)?;
        file::single_name(database)?;
        let lock = lock_path(database);
        let io = |source| HoldError::Io { path: lock.clone(), source };
        // Not truncated on opening: until we hold the lock, the id in it is the holder's.
        let mut file =
            OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&lock).map_err(io)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let pid = written_pid(&mut file);
                return Err(HoldError::Held { database: database.to_path_buf(), lock, pid });
            }
            Err(TryLockError::Error(source)) => return Err(io(source)),
        }
        file.set_len(0).map_err(io)?;
        file.write_all(format!("{}\n", std::process::id()).as_bytes()).map_err(io)?;
        Ok(Holder { _file: file })
    }
}

/// The process id the holder wrote into the lock file, if it has yet.
fn written_pid(file: &mut File) -> Option<u32> {
    let mut text = String::new();
    file.read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_holder_at_a_time_and_the_refusal_names_it() {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("bot.db");
        let held = Holder::take(&db).expect("first hold");
        let refused = Holder::take(&db).expect_err("second hold");
        let HoldError::Held { pid, .. } = &refused else { panic!("{refused:?}") };
        assert_eq!(*pid, Some(std::process::id()));
        let said = refused.to_string();
        assert!(
            said.contains(&format!("process {}", std::process::id())) && said.contains("bot.db.lock"),
            "{said}"
        );
        drop(held);
        Holder::take(&db).expect("free again once dropped");
    }

    /// A symlink to a held file, or to its folder, finds the hold; a hard link is
    /// refused even before.
    #[test]
    fn another_name_of_a_held_file_is_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("bot.db");
        std::fs::write(&db, b"").expect("the database");
        let _held = Holder::take(&db).expect("first hold");
        let link = dir.path().join("link.db");
        std::os::unix::fs::symlink(&db, &link).expect("symlink");
        let folder = dir.path().join("folder");
        std::os::unix::fs::symlink(dir.path(), &folder).expect("symlinked folder");
        for other in [link, folder.join("bot.db")] {
            let refused = Holder::take(&other).expect_err("the same file");
            assert!(matches!(refused, HoldError::Held { pid: Some(_), .. }), "{refused:?}");
        }
        std::fs::hard_link(&db, dir.path().join("hard.db")).expect("hard link");
        let refused = Holder::take(&dir.path().join("hard.db")).expect_err("a second name");
        assert!(matches!(refused, HoldError::HardLinked(_)), "{refused:?}");
    }
}
