//! What `halflings serve` is told: the address to listen on, the address friends use, the
//! database, the bot pace, the origins allowed besides the server's own, the limits on
//! requests and the limits of [`Limits`].

use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use halflings_engine::Catalog;

use crate::limits::Limits;

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

/// Where to listen: a host name or IP address and a port (`127.0.0.1:8080`, `localhost:8080`,
/// `0.0.0.0:8080` for every IPv4 address of the machine, `[::]:8080` for every address).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListenAddr {
    host: String,
    port: u16,
}

impl ListenAddr {
    /// The host name or IP address (an IPv6 address without brackets).
    pub fn host(&self) -> &str {
        &self.host
    }

    /// The port (0: any free port).
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The IP address, when the host is one rather than a name.
    pub fn ip(&self) -> Option<IpAddr> {
        self.host.parse().ok()
    }
}

impl FromStr for ListenAddr {
    type Err = String;

    /// `HOST:PORT`, the host a name, an IPv4 address or a bracketed IPv6 address.
    fn from_str(s: &str) -> Result<ListenAddr, String> {
        let s = s.trim();
        if let Ok(addr) = s.parse::<SocketAddr>() {
            return Ok(addr.into());
        }
        let bad = || {
            format!(
                "{s:?}: give HOST:PORT, e.g. 127.0.0.1:8080, localhost:8080, 0.0.0.0:8080 or [::]:8080"
            )
        };
        let (host, port) = s.rsplit_once(':').ok_or_else(bad)?;
        let port: u16 = port.parse().map_err(|_| bad())?;
        let valid = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '.';
        if host.is_empty() || !host.chars().all(valid) {
            return Err(bad());
        }
        Ok(ListenAddr {
            host: host.to_string(),
            port,
        })
    }
}

impl From<SocketAddr> for ListenAddr {
    fn from(addr: SocketAddr) -> ListenAddr {
        ListenAddr {
            host: addr.ip().to_string(),
            port: addr.port(),
        }
    }
}

impl fmt::Display for ListenAddr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.host.contains(':') {
            write!(f, "[{}]:{}", self.host, self.port)
        } else {
            write!(f, "{}:{}", self.host, self.port)
        }
    }
}

/// The address people open the web app at, when it is not the one the server listens on: a
/// LAN address, or the `https://` address of a reverse proxy in front of the server. Invite
/// links are built from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicUrl(url::Url);

impl PublicUrl {
    /// The origin as a browser writes it (`https://games.example.org`, `http://192.168.1.20:8080`):
    /// scheme, host and a port other than the scheme's own, without a slash at the end.
    pub fn origin(&self) -> String {
        self.0.origin().ascii_serialization()
    }
}

impl FromStr for PublicUrl {
    type Err = String;

    /// An `http://` or `https://` URL of a host, with a port if needed, at the root (the web
    /// app serves its pages and API from `/`).
    fn from_str(s: &str) -> Result<PublicUrl, String> {
        let url = url::Url::parse(s.trim()).map_err(|e| format!("{s:?}: {e}"))?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(format!("{s:?}: give an http:// or https:// URL"));
        }
        if url.host().is_none() {
            return Err(format!("{s:?}: the URL names no host"));
        }
        if !url.username().is_empty() || url.password().is_some() {
            return Err(format!("{s:?}: a public URL carries no user or password"));
        }
        if url.path() != "/" || url.query().is_some() || url.fragment().is_some() {
            return Err(format!(
                "{s:?}: the web app is served at the root of its host: give only scheme, host and port"
            ));
        }
        Ok(PublicUrl(url))
    }
}

impl fmt::Display for PublicUrl {
    /// The origin with a slash: `https://games.example.org/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/", self.origin())
    }
}

/// The server's settings.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on (port 0: any free port).
    pub addr: ListenAddr,
    /// The address people open the app at, if not the one listened on: invite links use it.
    pub public_url: Option<PublicUrl>,
    /// Where games are stored.
    pub database: Database,
    /// The tile definitions games are played with.
    pub catalog: Arc<Catalog>,
    /// A pause before each bot move, so that people can follow a bot's turn (zero in tests).
    pub bot_delay: Duration,
    /// Origins besides the server's own (and the public URL's) whose pages may send requests
    /// and open WebSockets: another site that embeds the game through the API.
    pub allowed_origins: Vec<PublicUrl>,
    /// The largest request body, in bytes.
    pub max_body_bytes: usize,
    /// The most bytes of headers a request may carry.
    pub max_header_bytes: usize,
    /// How many `sync` requests a WebSocket connection may make per second (each sends the
    /// whole state).
    pub sync_per_second: NonZeroU32,
    /// How much of the server one client, one game or the bots may take.
    pub limits: Limits,
}

/// The default largest request body: 64 KiB (a new game's request or an action takes a few
/// hundred bytes).
pub const DEFAULT_MAX_BODY_BYTES: usize = 64 * 1024;

/// The default most bytes of headers: 16 KiB (a browser sends about one).
pub const DEFAULT_MAX_HEADER_BYTES: usize = 16 * 1024;

/// The default number of `sync` requests per second and WebSocket connection.
pub const DEFAULT_SYNC_PER_SECOND: NonZeroU32 = NonZeroU32::new(2).expect("not zero");

impl Config {
    /// Listens on `addr`, stores in `database`, with the built-in tiles, a 400 ms bot pause,
    /// no public URL, no other origin allowed and the default limits.
    pub fn new(addr: ListenAddr, database: Database) -> Config {
        Config {
            addr,
            public_url: None,
            database,
            catalog: Arc::new(Catalog::builtin()),
            bot_delay: Duration::from_millis(400),
            allowed_origins: Vec::new(),
            max_body_bytes: DEFAULT_MAX_BODY_BYTES,
            max_header_bytes: DEFAULT_MAX_HEADER_BYTES,
            sync_per_second: DEFAULT_SYNC_PER_SECOND,
            limits: Limits::default(),
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
    fn listen_addresses_take_names_and_ips() {
        let a: ListenAddr = "localhost:8080".parse().unwrap();
        assert_eq!((a.host(), a.port(), a.ip()), ("localhost", 8080, None));
        let a: ListenAddr = "0.0.0.0:80".parse().unwrap();
        assert_eq!(a.ip(), Some("0.0.0.0".parse().unwrap()));
        let a: ListenAddr = "[::]:8080".parse().unwrap();
        assert_eq!((a.host(), a.to_string()), ("::", "[::]:8080".to_string()));
        assert_eq!(
            "games.example.org:443"
                .parse::<ListenAddr>()
                .unwrap()
                .to_string(),
            "games.example.org:443"
        );
        for bad in [
            "localhost",
            ":8080",
            "localhost:http",
            "local host:80",
            "a:70000",
            "",
        ] {
            assert!(bad.parse::<ListenAddr>().is_err(), "{bad}");
        }
    }

    #[test]
    fn public_urls_are_origins() {
        let u: PublicUrl = "https://Games.Example.org".parse().unwrap();
        assert_eq!(u.origin(), "https://games.example.org");
        assert_eq!(u.to_string(), "https://games.example.org/");
        let u: PublicUrl = "http://192.168.1.20:8080/".parse().unwrap();
        assert_eq!(u.origin(), "http://192.168.1.20:8080");
        let u: PublicUrl = "https://games.example.org:443/".parse().unwrap();
        assert_eq!(u.origin(), "https://games.example.org");
        for bad in [
            "games.example.org",
            "ftp://games.example.org/",
            "https://games.example.org/halflings/",
            "https://me:pw@games.example.org/",
            "https://games.example.org/?x=1",
        ] {
            assert!(bad.parse::<PublicUrl>().is_err(), "{bad}");
        }
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
