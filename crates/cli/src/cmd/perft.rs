//! `halflings perft FILE --tile ID`: count the legal placements of a tile in a position.

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::{anyhow, Context};
use halflings_engine::{perft, Catalog, GameFile, GameState, Seat};
use serde::Serialize;

use crate::game_file;

/// Count the legal placements of a tile in the position a scenario or game record reaches.
///
/// The scenario's moves are all played without final scoring (a record's moves are replayed);
/// then every space × rotation (square tile) or orientation (triangle) where the tile fits
/// counts once (symmetric rotations are not merged) — that is `placements`; `with_followers`
/// adds, per placement, one choice for each free feature of the placed tile a follower may take
/// (only if the player who would place next has a follower in supply).
#[derive(Debug, clap::Args)]
#[command(after_help = "\
Example:
  halflings perft crates/engine/tests/scenarios/example-1-city-closed-by-triangles.json --tile E")]
pub struct Args {
    /// The scenario or game record (JSON).
    #[arg(value_name = "FILE")]
    file: PathBuf,

    /// The id of the tile to place (e.g. E, H1-05).
    #[arg(long, value_name = "ID")]
    tile: String,

    /// Print {"placements": N, "with_followers": M}.
    #[arg(long)]
    json: bool,
}

/// The counts.
#[derive(Serialize)]
struct Counts {
    placements: u64,
    with_followers: u64,
}

/// Runs `perft`.
///
/// # Errors
/// An unreadable or malformed file, an illegal move or an unknown tile id.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    let file = game_file::load(&args.file)?;
    let tile = catalog.kind(&args.tile).ok_or_else(|| {
        let mut ids: Vec<&str> = catalog
            .kinds()
            .map(|k| catalog.def(k).id.as_str())
            .collect();
        ids.sort_unstable();
        anyhow!(
            "unknown tile id {:?} (known ids: {})",
            args.tile,
            ids.join(", ")
        )
    })?;
    let context = || format!("{} ({})", args.file.display(), file.kind());
    let (state, placer): (GameState, Seat) = match &file {
        GameFile::Scenario(s) => {
            let (state, _) = s
                .prepare(Arc::clone(&catalog), None, s.steps.len())
                .with_context(context)?;
            let placer = s.next_placer(&state, s.steps.len());
            (state, placer)
        }
        GameFile::Record(r) => {
            let state = r
                .replay(Arc::clone(&catalog), None)
                .with_context(context)?
                .state;
            let player = state.to_move().unwrap_or(state.active());
            (state, player)
        }
    };
    let (placements, with_followers) = perft::placements(&state, tile, state.supply(placer));
    if args.json {
        super::print_json(&Counts {
            placements,
            with_followers,
        })?;
    } else {
        outln!("placements: {placements}")?;
        outln!("with_followers: {with_followers}")?;
    }
    Ok(ExitCode::SUCCESS)
}
