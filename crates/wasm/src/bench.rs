//! The engine's speed in the browser, measured as `halflings bench` measures it natively:
//! complete random games per second on `halflings bench`'s setup, and search playouts per
//! second from its fixed mid-game position, on one thread.

use std::sync::Arc;
use std::time::Duration;

use halflings_bots::{bench_setup, playout_position, playout_rate, random_game_rate};
use halflings_engine::Catalog;

use halflings_session::ErrorBody;

use crate::json;

/// Random games for about `millis` milliseconds: the figures as JSON (`games_per_second`…).
///
/// # Errors
/// When the catalogue cannot start the benchmark's setup.
pub fn random_games(catalog: &Arc<Catalog>, millis: u32) -> Result<String, ErrorBody> {
    let rate = random_game_rate(
        catalog,
        &bench_setup,
        None,
        Duration::from_millis(u64::from(millis)),
    )
    .map_err(|e| ErrorBody::bad_input(e.to_string()))?;
    Ok(json(&rate))
}

/// Search playouts for about `millis` milliseconds on one thread: the figures as JSON
/// (`per_second`…).
///
/// # Errors
/// When the catalogue cannot start the benchmark's position.
pub fn playouts(catalog: &Arc<Catalog>, millis: u32) -> Result<String, ErrorBody> {
    let position =
        playout_position(Arc::clone(catalog)).map_err(|e| ErrorBody::bad_input(e.to_string()))?;
    Ok(json(&playout_rate(
        &position,
        1,
        Duration::from_millis(u64::from(millis)),
        7,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_figures_are_counted() {
        let catalog = Arc::new(Catalog::builtin());
        let games: serde_json::Value =
            serde_json::from_str(&random_games(&catalog, 50).unwrap()).unwrap();
        assert!(games["games"].as_u64().unwrap() >= 1);
        assert!(games["games_per_second"].as_f64().unwrap() > 0.0);
        let playouts: serde_json::Value =
            serde_json::from_str(&playouts(&catalog, 50).unwrap()).unwrap();
        assert_eq!(playouts["threads"], 1);
        assert!(playouts["per_second"].as_f64().unwrap() > 0.0);
    }
}
