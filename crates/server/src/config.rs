//! What `halflings serve` is told: the address to listen on, the database, the bot pace.

use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use halflings_engine::Catalog;

/// Where games are stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Database {
    /// An SQLite file, created if missing: no set-up at all.
    Sqlite(PathBuf),
    /// A PostgreSQL server (`postgres://user:password@host/database`), which several server
    /// processes may share.
    Postgres(String),
}

impl FromStr for Database {
    type Err = String;

    /// `postgres://…` or `postgresql://…` is PostgreSQL; `sqlite:PATH` or any other text is the
    /// path of an SQLite file.
    fn from_str(s: &str) -> Result<Database, String> {
        let s = s.trim();
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            return Ok(Database::Postgres(s.to_string()));
        }
        let path = s
            .strip_prefix("sqlite://")
            .or_else(|| s.strip_prefix("sqlite:"))
            .unwrap_or(s);
        if path.is_empty() {
            return Err("give an SQLite file name or a postgres:// URL".into());
        }
        Ok(Database::Sqlite(PathBuf::from(path)))
    }
}

impl fmt::Display for Database {
    /// The SQLite path, or the PostgreSQL URL without its password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Database::Sqlite(path) => write!(f, "SQLite file {}", path.display()),
            Database::Postgres(url) => write!(f, "PostgreSQL {}", without_password(url)),
        }
    }
}

/// `url` with any password replaced by `***`, for printing.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    match rest.split_once('@') {
        Some((user_info, host)) => {
            let user = user_info.split(':').next().unwrap_or_default();
            if user_info.contains(':') {
                format!("{scheme}://{user}:***@{host}")
            } else {
                format!("{scheme}://{user}@{host}")
            }
        }
        None => url.to_string(),
    }
}

/// The server's settings.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on (port 0: any free port).
    pub addr: SocketAddr,
    /// Where games are stored.
    pub database: Database,
    /// The tile definitions games are played with.
    pub catalog: Arc<Catalog>,
    /// A pause before each bot move, so that people can follow a bot's turn (zero in tests).
    pub bot_delay: Duration,
}

impl Config {
    /// Listens on `addr`, stores in `database`, with the built-in tiles and a 400 ms bot pause.
    pub fn new(addr: SocketAddr, database: Database) -> Config {
        Config {
            addr,
            database,
            catalog: Arc::new(Catalog::builtin()),
            bot_delay: Duration::from_millis(400),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_parses_sqlite_paths_and_postgres_urls() {
        assert_eq!(
            "halflings.db".parse(),
            Ok(Database::Sqlite("halflings.db".into()))
        );
        assert_eq!(
            "sqlite:///tmp/x.db".parse(),
            Ok(Database::Sqlite("/tmp/x.db".into()))
        );
        assert_eq!(
            "postgres://u:p@localhost/db".parse(),
            Ok(Database::Postgres("postgres://u:p@localhost/db".into()))
        );
        assert!("".parse::<Database>().is_err());
    }

    #[test]
    fn printed_urls_hide_the_password() {
        let db: Database = "postgres://me:secret@localhost:5432/games".parse().unwrap();
        assert_eq!(
            db.to_string(),
            "PostgreSQL postgres://me:***@localhost:5432/games"
        );
    }
}
