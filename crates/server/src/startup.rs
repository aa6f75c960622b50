//! [`Application`]: the server built from a [`Config`] — socket bound, database connected and
//! migrated, PostgreSQL notices listened to — and [`run`], what `halflings serve` calls.

use std::future::Future;
use std::io::IsTerminal;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use anyhow::{anyhow, Context};
use tokio::net::TcpListener;
use tower_http::trace::TraceLayer;

use crate::bare_errors::JsonErrors;
use crate::client::Peer;
use crate::config::{Config, Database, ListenAddr, PublicUrl};
use crate::listener::{fit_open_files, Limited};
use crate::rooms::Rooms;
use crate::routes::app;
use crate::store::Store;

/// A server ready to serve.
#[derive(Debug)]
pub struct Application {
    listener: TcpListener,
    rooms: Arc<Rooms>,
    config: Config,
}

impl Application {
    /// Binds the address, then connects and migrates the database (so that a busy address
    /// leaves no database file behind) and listens to other processes (PostgreSQL).
    ///
    /// # Errors
    /// The address cannot be bound, or the database cannot be opened or migrated: one line
    /// naming the address, file or server and the cause.
    pub async fn build(mut config: Config) -> anyhow::Result<Application> {
        config.limits.max_connections = fit_open_files(config.limits.max_connections);
        let listener = bind(&config.addr).await?;
        let store = Store::connect(&config.database).await?;
        let rooms = Arc::new(Rooms::new(store, &config));
        if let Database::Postgres(url) = &config.database {
            crate::notify::listen(Arc::clone(&rooms), url)
                .await
                .context("cannot listen for other server processes")?;
        }
        Ok(Application {
            listener,
            rooms,
            config,
        })
    }

    /// The address actually bound (the port chosen when the config asked for port 0).
    ///
    /// # Errors
    /// The socket has no local address (never for a bound TCP socket).
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// What `halflings serve` prints when it starts: the address to open on this machine
    /// first (`halflings: serving on http://…/`), then, when it listens on every address of
    /// the machine, the addresses other machines may use, and where invite links point.
    ///
    /// # Errors
    /// The socket has no local address.
    pub fn banner(&self) -> std::io::Result<String> {
        let bound = self.local_addr()?;
        let interfaces = if bound.ip().is_unspecified() {
            if_addrs::get_if_addrs().unwrap_or_default()
        } else {
            Vec::new()
        };
        Ok(banner(
            &self.config.addr,
            bound,
            &interfaces,
            self.config.public_url.as_ref(),
            &self.config.database,
        ))
    }

    /// Resumes the unfinished games between bots (the others load when opened), then serves
    /// until `shutdown` completes: then every thinking bot stops, the requests under way end
    /// and the database is closed (SQLite merges its log into the file).
    ///
    /// # Errors
    /// The database fails while resuming, or the server fails.
    pub async fn serve(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        let resumed = self.rooms.resume().await?;
        self.rooms.start_sweeping();
        tracing::info!(
            "{resumed} games between bots resumed from {}; other games load when opened",
            self.config.database
        );
        let router = app(Arc::clone(&self.rooms), &self.config).layer(TraceLayer::new_for_http());
        let rooms = Arc::clone(&self.rooms);
        let shutdown = async move {
            shutdown.await;
            rooms.stop_bots();
        };
        let listener = JsonErrors(Limited::new(self.listener, self.config.limits.clone()));
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<Peer>(),
        )
        .with_graceful_shutdown(shutdown)
        .await?;
        self.rooms.close().await;
        Ok(())
    }
}

/// Binds the first address `addr` names (a host name may name several) that can be bound.
async fn bind(addr: &ListenAddr) -> anyhow::Result<TcpListener> {
    let mut found: Vec<SocketAddr> = tokio::net::lookup_host((addr.host(), addr.port()))
        .await
        .map_err(|e| {
            anyhow!(
                "cannot listen on {addr}: cannot resolve {}: {e}",
                addr.host()
            )
        })?
        .collect();
    // IPv4 first: a name such as localhost is then served where every client tries it.
    found.sort_by_key(|a| !a.is_ipv4());
    found.dedup();
    let mut last = None;
    for a in &found {
        match TcpListener::bind(a).await {
            Ok(listener) => return Ok(listener),
            Err(e) => last = Some((a, e)),
        }
    }
    Err(match last {
        Some((a, e)) if e.kind() == std::io::ErrorKind::AddrInUse => anyhow!(
            "cannot listen on {addr}{}: the port is in use (another server? give another --addr)",
            via(addr, a)
        ),
        Some((a, e)) => anyhow!("cannot listen on {addr}{}: {e}", via(addr, a)),
        None => anyhow!("cannot listen on {addr}: the name has no address"),
    })
}

/// ` (IP:PORT)` when `addr` is a name, nothing when it is that address.
fn via(addr: &ListenAddr, bound: &SocketAddr) -> String {
    if addr.ip().is_some() {
        String::new()
    } else {
        format!(" ({bound})")
    }
}

/// The start-up text (see [`Application::banner`]) for a server asked to listen on `addr`,
/// bound to `bound`, on a machine with `interfaces`.
fn banner(
    addr: &ListenAddr,
    bound: SocketAddr,
    interfaces: &[if_addrs::Interface],
    public_url: Option<&PublicUrl>,
    database: &Database,
) -> String {
    let port = bound.port();
    let url = |ip: IpAddr| format!("http://{}/", SocketAddr::new(ip, port));
    let mut out = String::new();
    if bound.ip().is_unspecified() {
        let loopback: IpAddr = if bound.is_ipv4() {
            [127, 0, 0, 1].into()
        } else {
            std::net::Ipv6Addr::LOCALHOST.into()
        };
        out += &format!(
            "halflings: serving on {} and every address of this machine ({database}); Ctrl-C stops\n",
            url(loopback)
        );
        // Link-local IPv6 addresses need a zone that browsers do not take.
        let reachable: Vec<&if_addrs::Interface> = interfaces
            .iter()
            .filter(|i| !i.is_loopback())
            .filter(|i| bound.is_ipv6() || i.ip().is_ipv4())
            .filter(|i| match i.ip() {
                IpAddr::V6(v6) => !v6.is_unicast_link_local(),
                IpAddr::V4(_) => true,
            })
            .collect();
        if reachable.is_empty() {
            out += "  no network address found: other machines cannot reach this one\n";
        } else {
            out += "  other machines may open (the one that your friends reach):\n";
            for i in reachable {
                out += &format!("    {} ({})\n", url(i.ip()), i.name);
            }
        }
    } else {
        let shown = if addr.ip().is_some() {
            format!("http://{bound}/")
        } else {
            format!("http://{}:{port}/", addr.host())
        };
        out += &format!("halflings: serving on {shown} ({database}); Ctrl-C stops\n");
        if bound.ip().is_loopback() && public_url.is_none() {
            out += "  only this machine can open it: --addr 0.0.0.0:8080 lets other machines in \
                    (README: Play with friends)\n";
        }
    }
    match public_url {
        Some(public) => {
            out += &format!(
                "  invite links: {public} (--public-url; the pages move a browser there)\n"
            );
        }
        None if bound.ip().is_unspecified() => {
            out += "  invite links carry the address your browser opened: open one that your \
                    friends reach, or give --public-url\n";
        }
        None => {}
    }
    out
}

/// Runs the server until Ctrl-C: what `halflings serve` does. Prints the URLs to open.
///
/// # Errors
/// As [`Application::build`] and [`Application::serve`].
pub fn run(config: Config) -> anyhow::Result<()> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,sqlx=warn,tower_http=warn".into());
    // Colours only for a person at a terminal, never in a log file (nor with NO_COLOR).
    let colour = std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    // Only the first subscriber installed wins; a second `run` in one process keeps it.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(colour)
        .try_init();
    // The multi-threaded runtime with its I/O and time drivers.
    let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
    let served = runtime.block_on(async {
        let application = Application::build(config).await?;
        print!("{}", application.banner()?);
        application.serve(stop_signal()).await
    });
    // Bots were told to stop; whatever still runs on the blocking threads (a bot between two
    // checks of its stop signal) is left behind.
    runtime.shutdown_timeout(SHUTDOWN_WAIT);
    served
}

/// How long a stopping server waits for its blocking threads.
const SHUTDOWN_WAIT: std::time::Duration = std::time::Duration::from_millis(500);

/// Completes on Ctrl-C or, on Unix, SIGTERM: the server then finishes its requests and stops.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn interface(name: &str, ip: &str) -> if_addrs::Interface {
        let ip: IpAddr = ip.parse().unwrap();
        if_addrs::Interface {
            name: name.into(),
            addr: match ip {
                IpAddr::V4(ip) => if_addrs::IfAddr::V4(if_addrs::Ifv4Addr {
                    ip,
                    netmask: [255, 255, 255, 0].into(),
                    prefixlen: 24,
                    broadcast: None,
                }),
                IpAddr::V6(ip) => if_addrs::IfAddr::V6(if_addrs::Ifv6Addr {
                    ip,
                    netmask: std::net::Ipv6Addr::UNSPECIFIED,
                    prefixlen: 64,
                    broadcast: None,
                }),
            },
            index: None,
            oper_status: if_addrs::IfOperStatus::Up,
            is_p2p: false,
        }
    }

    #[test]
    fn all_interfaces_print_the_machines_addresses() {
        let interfaces = [
            interface("lo", "127.0.0.1"),
            interface("eth0", "192.168.1.20"),
            interface("eth0", "2001:db8::5"),
            interface("eth0", "fe80::1"),
        ];
        let db = Database::Sqlite("halflings.db".into());
        let text = banner(
            &"0.0.0.0:8080".parse().unwrap(),
            "0.0.0.0:8080".parse().unwrap(),
            &interfaces,
            None,
            &db,
        );
        assert!(
            text.starts_with(
                "halflings: serving on http://127.0.0.1:8080/ and every address of this machine"
            ),
            "{text}"
        );
        assert!(
            text.contains("    http://192.168.1.20:8080/ (eth0)\n"),
            "{text}"
        );
        assert!(!text.contains("0.0.0.0"), "{text}");
        assert!(!text.contains("2001:db8"), "IPv4 only on 0.0.0.0: {text}");
        assert!(text.contains("--public-url"), "{text}");

        let text = banner(
            &"[::]:8080".parse().unwrap(),
            "[::]:8080".parse().unwrap(),
            &interfaces,
            Some(&"https://games.example.org".parse().unwrap()),
            &db,
        );
        assert!(
            text.starts_with("halflings: serving on http://[::1]:8080/"),
            "{text}"
        );
        assert!(text.contains("http://192.168.1.20:8080/ (eth0)"), "{text}");
        assert!(text.contains("http://[2001:db8::5]:8080/ (eth0)"), "{text}");
        assert!(!text.contains("fe80"), "{text}");
        assert!(
            text.contains("invite links: https://games.example.org/"),
            "{text}"
        );

        let text = banner(
            &"0.0.0.0:8080".parse().unwrap(),
            "0.0.0.0:8080".parse().unwrap(),
            &interfaces[..1],
            None,
            &db,
        );
        assert!(
            text.contains("other machines cannot reach this one"),
            "{text}"
        );
    }

    #[test]
    fn a_name_is_printed_as_given() {
        let db = Database::Sqlite("halflings.db".into());
        let text = banner(
            &"localhost:8080".parse().unwrap(),
            "127.0.0.1:8080".parse().unwrap(),
            &[],
            None,
            &db,
        );
        assert!(
            text.starts_with(
                "halflings: serving on http://localhost:8080/ (SQLite file halflings.db)"
            ),
            "{text}"
        );
        assert!(text.contains("only this machine"), "{text}");
    }
}
