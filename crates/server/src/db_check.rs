//! The database checked at start, on one connection of its own, before the pool opens: a
//! database that cannot be used stops the server at once with one line naming the file or
//! server and the cause, where the pool would retry until its time-out.
//!
//! An SQLite file is checked before SQLite opens it (an empty file, a file that is not
//! SQLite's, a file shorter than its header says) and then by SQLite (`PRAGMA quick_check`:
//! every page of every table and index is read), so a damaged file is named at start rather
//! than by the first game that reads the damaged page.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use anyhow::{anyhow, bail};
use sqlx::postgres::{PgConnectOptions, PgConnection};
use sqlx::{AnyConnection, Connection, Executor, Row};

use crate::config::Database;

/// How long the start waits for the database server's answer.
const CONNECT_WAIT: Duration = Duration::from_secs(5);

/// Checks that the SQLite file at `path` (`url`) can be opened and written: its folder exists,
/// and SQLite can write the file and its `-wal` and `-shm` files beside it.
///
/// # Errors
/// One line naming the file and the cause.
pub(crate) async fn check_sqlite(path: &Path, url: &str) -> anyhow::Result<()> {
    let shown = path.display();
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    match std::fs::metadata(folder) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => bail!(
            "cannot open the database {shown}: {} is not a folder",
            folder.display()
        ),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => bail!(
            "cannot open the database {shown}: the folder {} does not exist (create it first)",
            folder.display()
        ),
        Err(e) => bail!(
            "cannot open the database {shown}: the folder {}: {e}",
            folder.display()
        ),
    }
    if path.is_dir() {
        bail!("cannot open the database {shown}: it is a folder, not a file");
    }
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let writable = format!(
        "this user must be able to write the file and, in its folder {}, {name}-wal and \
         {name}-shm",
        folder.display()
    );
    // SQLite opens a file it may not write read-only and fails only at the first write.
    for file in [
        path.to_path_buf(),
        path.with_file_name(format!("{name}-wal")),
        path.with_file_name(format!("{name}-shm")),
    ] {
        if let Err(e) = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&file)
        {
            if e.kind() != std::io::ErrorKind::NotFound {
                bail!(
                    "cannot open the database {shown}: {} cannot be written ({e}): {writable}",
                    file.display()
                );
            }
        }
    }
    if let Some(problem) = file_problem(path) {
        bail!("cannot open the database {shown}: {problem}");
    }
    let tried = async {
        let mut conn = AnyConnection::connect(url).await?;
        // Writing is what a read-only file or folder refuses: take the write lock and let go.
        conn.execute("PRAGMA journal_mode = WAL; BEGIN IMMEDIATE; ROLLBACK;")
            .await?;
        Ok::<_, sqlx::Error>(conn)
    };
    let cause = match tokio::time::timeout(CONNECT_WAIT, tried).await {
        Ok(Ok(conn)) => match quick_check(conn).await {
            Ok(None) => return Ok(()),
            Ok(Some(problem)) => {
                bail!("cannot open the database {shown}: the file is damaged ({problem}){RESTORE}")
            }
            Err(e) => e,
        },
        Ok(Err(e)) => e,
        Err(_) => bail!(
            "cannot open the database {shown}: no answer within {} s (locked by another program?)",
            CONNECT_WAIT.as_secs()
        ),
    };
    let sqlx::Error::Database(db) = &cause else {
        bail!("cannot open the database {shown}: {cause}");
    };
    let message = db.message();
    // SQLite's primary result code is the low byte of the extended one.
    let code = db.code().and_then(|c| c.parse::<i32>().ok()).unwrap_or(0) & 0xff;
    match code {
        // SQLITE_READONLY, SQLITE_CANTOPEN
        8 | 14 => bail!("cannot open the database {shown}: {message}: {writable}"),
        // SQLITE_CORRUPT
        11 => bail!("cannot open the database {shown}: {message}: the file is damaged{RESTORE}"),
        // SQLITE_NOTADB
        26 => bail!("cannot open the database {shown}: {message} (another kind of file?)"),
        _ => bail!("cannot open the database {shown}: {message}"),
    }
}

/// What to do about a damaged file, after the cause.
const RESTORE: &str =
    "; restore it from a backup (`sqlite3 FILE .recover` may save what is left of it)";

/// Reads every page of the database on `conn` (`PRAGMA quick_check`): its first problem, if
/// any.
async fn quick_check(mut conn: AnyConnection) -> Result<Option<String>, sqlx::Error> {
    let rows = conn.fetch_all("PRAGMA quick_check(1)").await?;
    let _ = conn.close().await;
    let first: Option<String> = match rows.first() {
        Some(row) => Some(row.try_get(0)?),
        None => None,
    };
    // SQLite's answer spans lines ("*** in database main ***", then the problem).
    Ok(first.filter(|answer| answer != "ok").map(|answer| {
        answer
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty() && !line.starts_with("***"))
            .collect::<Vec<_>>()
            .join("; ")
    }))
}

/// The first bytes of every SQLite database.
const SQLITE_MAGIC: &[u8] = b"SQLite format 3\0";

/// What is wrong with the SQLite file at `path` before SQLite opens it, if anything: it is empty
/// (SQLite would silently start a new database in it), it does not start as an SQLite database
/// does, or it is shorter than its header says (cut off). Nothing for a missing file.
///
/// An empty file is refused rather than taken for a new database: a file emptied by a failed
/// copy or a full disk looks the same as one made by `touch`, and a server that started on it
/// would hide that every game was lost. Only with a write-ahead log beside it, which SQLite
/// reads, is it left to SQLite.
fn file_problem(path: &Path) -> Option<String> {
    let len = std::fs::metadata(path).ok()?.len();
    let name = path.file_name()?.to_string_lossy();
    let wal = path.with_file_name(format!("{name}-wal"));
    let wal_len = std::fs::metadata(wal).map_or(0, |m| m.len());
    if len == 0 {
        return (wal_len == 0).then(|| {
            "the file is empty (0 bytes), so it holds no games: if it should, restore it from a \
             backup; to start afresh, delete it and the server makes a new one"
                .to_string()
        });
    }
    let mut header = [0u8; 100];
    let read = std::fs::File::open(path).and_then(|mut f| {
        use std::io::Read;
        f.read_exact(&mut header)
    });
    if read.is_err() || !header.starts_with(SQLITE_MAGIC) {
        return Some(
            "the file is not an SQLite database (its first bytes are not SQLite's: another \
             kind of file, or damaged)"
                .to_string(),
        );
    }
    // Big-endian numbers of `len` bytes at `at`.
    let field = |at: usize, len: usize| {
        header.get(at..at + len).map_or(0, |bytes| {
            bytes.iter().fold(0u64, |n, &b| n << 8 | u64::from(b))
        })
    };
    let page_size = match field(16, 2) {
        1 => 65_536,
        n => n,
    };
    // The page count in the header holds when the write counter matches the one it was
    // written with.
    let (pages, counter, valid_for) = (field(28, 4), field(24, 4), field(92, 4));
    let expected = pages * page_size;
    if counter == valid_for && expected > len {
        return Some(format!(
            "the file is cut off: its header says {expected} bytes, it has {len}{RESTORE}"
        ));
    }
    None
}

/// Checks that the PostgreSQL server of `url` answers and lets its user into its database.
///
/// # Errors
/// One line naming the server, user and database and the cause.
pub(crate) async fn check_postgres(url: &str) -> anyhow::Result<()> {
    let options = PgConnectOptions::from_str(url)
        .map_err(|e| anyhow!("cannot use the database URL {}: {e}", without_password(url)))?;
    let server = match options.get_socket() {
        Some(socket) => socket.display().to_string(),
        None => format!("{}:{}", options.get_host(), options.get_port()),
    };
    let user = options.get_username().to_string();
    let database = options.get_database().unwrap_or(&user).to_string();
    let whom = format!("PostgreSQL at {server} (user {user}, database {database})");
    let cause = match tokio::time::timeout(CONNECT_WAIT, PgConnection::connect_with(&options)).await
    {
        Ok(Ok(conn)) => {
            let _ = conn.close().await;
            return Ok(());
        }
        Ok(Err(e)) => e,
        Err(_) => bail!(
            "cannot connect to {whom}: no answer within {} s",
            CONNECT_WAIT.as_secs()
        ),
    };
    match &cause {
        sqlx::Error::Io(e) if e.kind() == std::io::ErrorKind::ConnectionRefused => bail!(
            "cannot connect to {whom}: connection refused (is PostgreSQL running, on this port?)"
        ),
        sqlx::Error::Io(e) => bail!("cannot connect to {whom}: {e}"),
        sqlx::Error::Database(db) => {
            let hint = match db.code().as_deref() {
                // invalid_catalog_name
                Some("3D000") => " (create it first: createdb -O USER DATABASE)",
                // invalid_password, invalid_authorization_specification
                Some("28P01" | "28000") => {
                    " (check the user and password; to create the user: createuser -P USER)"
                }
                _ => "",
            };
            bail!("cannot connect to {whom}: {}{hint}", db.message())
        }
        other => bail!("cannot connect to {whom}: {other}"),
    }
}

/// `url` with any password replaced by `***`, for messages.
fn without_password(url: &str) -> String {
    Database::Postgres(url.to_string())
        .to_string()
        .trim_start_matches("PostgreSQL ")
        .to_string()
}
