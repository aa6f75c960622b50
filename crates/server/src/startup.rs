//! [`Application`]: the server built from a [`Config`] — database connected and migrated,
//! PostgreSQL notices listened to, socket bound — and [`run`], what `halflings serve` calls.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::Context;
use tokio::net::TcpListener;
use tower_http::trace::TraceLayer;

use crate::config::{Config, Database};
use crate::rooms::Rooms;
use crate::routes::app;
use crate::store::Store;

/// A server ready to serve.
#[derive(Debug)]
pub struct Application {
    listener: TcpListener,
    rooms: Arc<Rooms>,
    database: Database,
}

impl Application {
    /// Connects and migrates the database, listens to other processes (PostgreSQL) and binds
    /// the address.
    ///
    /// # Errors
    /// The database cannot be opened or migrated, or the address cannot be bound.
    pub async fn build(config: Config) -> anyhow::Result<Application> {
        let store = Store::connect(&config.database).await?;
        let rooms = Arc::new(Rooms::new(store, config.catalog, config.bot_delay));
        if let Database::Postgres(url) = &config.database {
            crate::notify::listen(Arc::clone(&rooms), url)
                .await
                .context("cannot listen for other server processes")?;
        }
        let listener = TcpListener::bind(config.addr)
            .await
            .with_context(|| format!("cannot listen on {}", config.addr))?;
        Ok(Application {
            listener,
            rooms,
            database: config.database,
        })
    }

    /// The address actually bound (the port chosen when the config asked for port 0).
    ///
    /// # Errors
    /// The socket has no local address (never for a bound TCP socket).
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// Resumes unfinished bot games, then serves until `shutdown` completes.
    ///
    /// # Errors
    /// The database fails while resuming, or the server fails.
    pub async fn serve(
        self,
        shutdown: impl Future<Output = ()> + Send + 'static,
    ) -> anyhow::Result<()> {
        let resumed = self.rooms.resume().await?;
        self.rooms.start_sweeping();
        tracing::info!("{resumed} unfinished games loaded from {}", self.database);
        let router = app(self.rooms).layer(TraceLayer::new_for_http());
        axum::serve(self.listener, router)
            .with_graceful_shutdown(shutdown)
            .await?;
        Ok(())
    }
}

/// Runs the server until Ctrl-C: what `halflings serve` does. Prints the URL to open.
///
/// # Errors
/// As [`Application::build`] and [`Application::serve`].
pub fn run(config: Config) -> anyhow::Result<()> {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "info,sqlx=warn,tower_http=warn".into());
    // Only the first subscriber installed wins; a second `run` in one process keeps it.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async {
        let database = config.database.clone();
        let application = Application::build(config).await?;
        let addr = application.local_addr()?;
        println!("halflings: serving on http://{addr}/ ({database}); Ctrl-C stops");
        application.serve(stop_signal()).await
    })
}

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
