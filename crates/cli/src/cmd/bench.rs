//! `halflings bench`: the engine benchmark on one thread, and the search bots' playout rate.

use std::hint::black_box;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{bail, Context};
use halflings_bots::{
    bench_setup, playout_position, playout_rate, random_game_rate, GameRate, PlayoutRate,
};
use halflings_engine::expansion::registry::selectable_ids;
use halflings_engine::playout::{self, Scratch};
use halflings_engine::{Catalog, GameState, Phase, Setup, Shape};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

/// Tiles on the board in the position of the placement benchmark.
const POSITION_TILES: usize = 40;
/// The seed of the game that reaches that position.
const POSITION_SEED: u64 = 1;

/// Measure the engine on one thread: (1) complete random games per second, plain, with each
/// expansion players choose alone and with all of them together, (2) legal-placement
/// enumerations per second in a fixed mid-game position; with --playouts also (3) the search
/// bots' playouts per second on one thread and on all cores.
///
/// (1) Game i: 2 players, rules c2-2021, symbol tiles in, 3 halflings each, seed i; moves from
/// the uniform random policy (halflings_engine::playout::random_move) drawing from a ChaCha8
/// generator seeded with i, played unchecked, with one reused event buffer and scratch space;
/// then the same with each expansion of `halflings expansions` that players choose enabled
/// (its tiles in the pile, its figures and decisions), and with all of them.
/// (2) The game of seed 1 is advanced by such random moves until 40 tiles lie on the board and a
/// tile is to be placed; then every legal placement of that tile is enumerated again and again.
/// (3) From halflings_bots::playout_position (2 players, c2-2021, seed 1, after 30 decisions of
/// the greedy bot), a determinization for the player to move and a random playout to the end,
/// again and again (halflings_bots::playout_rate), on 1 thread and then on every core.
///
/// Build with --release for meaningful figures: cargo run --release -p halflings -- bench
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Play exactly N games in part (1) and run part (2) for as long as part (1) took (unless
    /// --seconds is given too).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    games: Option<u64>,

    /// Time budget of each part, in seconds (default 3; with --games, part (1) plays its N
    /// games whatever the budget).
    #[arg(long, value_name = "S")]
    seconds: Option<f64>,

    /// Also measure the search bots' playouts per second, on one thread and on all cores
    /// (part 3), each for as long as part (2).
    #[arg(long)]
    playouts: bool,

    /// Print the figures as JSON.
    #[arg(long)]
    json: bool,
}

/// Part (1) with expansions.
#[derive(Serialize)]
struct ExpansionGames {
    /// The expansions enabled.
    expansions: Vec<&'static str>,
    /// Tiles in the pile at the start.
    pile: usize,
    #[serde(flatten)]
    figures: GameRate,
}

/// Part (2): placement enumerations.
#[derive(Serialize)]
struct PlacementFigures {
    seed: u64,
    moves_played: u32,
    tiles_on_board: usize,
    tile: String,
    placements: usize,
    enumerations: u64,
    seconds: f64,
    enumerations_per_second: f64,
}

/// Part (3): search playouts.
#[derive(Serialize)]
struct PlayoutFigures {
    moves_played: u32,
    tiles_on_board: usize,
    pile: usize,
    /// On one thread, then on every core.
    rates: Vec<PlayoutRate>,
}

/// Everything `bench` measured, and how.
#[derive(Serialize)]
struct BenchReport {
    build: &'static str,
    threads: u32,
    setup: Setup,
    equivalent_command: String,
    random_games: GameRate,
    random_games_with_expansions: Vec<ExpansionGames>,
    placement_enumeration: PlacementFigures,
    #[serde(skip_serializing_if = "Option::is_none")]
    search_playouts: Option<PlayoutFigures>,
}

/// The setup of game `seed` ([`bench_setup`]).
fn setup(seed: u64) -> Setup {
    bench_setup(seed)
}

/// The setup of game `seed` with `expansions`.
fn setup_with(seed: u64, expansions: &[&str]) -> Setup {
    Setup {
        expansions: expansions.iter().map(|&e| e.into()).collect(),
        ..setup(seed)
    }
}

/// Part (1) with each selectable expansion alone, then (with more than one) all together.
fn expansion_games(
    catalog: &Arc<Catalog>,
    games: Option<u64>,
    budget: Duration,
) -> anyhow::Result<Vec<ExpansionGames>> {
    let all: Vec<&'static str> = selectable_ids().collect();
    let mut sets: Vec<Vec<&'static str>> = all.iter().map(|&e| vec![e]).collect();
    if all.len() > 1 {
        sets.push(all);
    }
    sets.into_iter()
        .map(|expansions| {
            let figures = random_game_rate(
                catalog,
                &|seed| setup_with(seed, &expansions),
                games,
                budget,
            )?;
            let pile = GameState::new(Arc::clone(catalog), &setup_with(0, &expansions))?.pile_len();
            Ok(ExpansionGames {
                expansions,
                pile,
                figures,
            })
        })
        .collect()
}

/// The position of part (2): game [`POSITION_SEED`] with [`POSITION_TILES`] tiles on the board
/// and a tile to place.
fn position(catalog: &Arc<Catalog>) -> anyhow::Result<GameState> {
    let mut state = GameState::new(Arc::clone(catalog), &setup(POSITION_SEED))?;
    let mut rng = ChaCha8Rng::seed_from_u64(POSITION_SEED);
    let mut scratch = Scratch::default();
    let mut events = Vec::new();
    while state.board().tiles().len() < POSITION_TILES
        || !matches!(state.phase(), Phase::Place { .. })
    {
        let Some(mv) = playout::random_move(&state, &mut rng, &mut scratch) else {
            bail!("game {POSITION_SEED} ended before {POSITION_TILES} tiles were on the board");
        };
        events.clear();
        state.play_unchecked(&mv, &mut events);
    }
    Ok(state)
}

/// Part (2): enumerates the placements of the position's tile for `budget`.
fn placements(catalog: &Arc<Catalog>, budget: Duration) -> anyhow::Result<PlacementFigures> {
    let state = position(catalog)?;
    let tile = state.current_tile().context("no tile to place")?;
    let board = state.board();
    let count = |tile| {
        let mut n = 0usize;
        board.for_each_placement(tile, |at, turn| {
            black_box((at, turn));
            n += 1;
            true
        });
        n
    };
    let placements = count(tile);
    if placements == 0 {
        bail!("the benchmark position has no legal placement (an engine bug)");
    }
    let mut enumerations = 0u64;
    let start = Instant::now();
    loop {
        for _ in 0..64 {
            let n = count(black_box(tile));
            debug_assert_eq!(n, placements);
            black_box(n);
        }
        enumerations += 64;
        if start.elapsed() >= budget {
            break;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(PlacementFigures {
        seed: POSITION_SEED,
        moves_played: state.moves_played(),
        tiles_on_board: board.tiles().len(),
        tile: catalog.def(tile).id.clone(),
        placements,
        enumerations,
        seconds,
        enumerations_per_second: enumerations as f64 / seconds,
    })
}

/// Part (3): playouts per second from the bots' benchmark position, for `budget` on one thread
/// and then for `budget` on every core.
fn playouts(catalog: &Arc<Catalog>, budget: Duration) -> anyhow::Result<PlayoutFigures> {
    let state = playout_position(Arc::clone(catalog))?;
    if state.is_over() {
        bail!("the playout benchmark position is a finished game (too few tiles)");
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut threads = vec![1];
    if cores > 1 {
        threads.push(cores);
    }
    Ok(PlayoutFigures {
        moves_played: state.moves_played(),
        tiles_on_board: state.board().tiles().len(),
        pile: state.pile_len(),
        rates: threads
            .into_iter()
            .map(|t| playout_rate(&state, t, budget, 7))
            .collect(),
    })
}

/// Runs `bench`.
///
/// # Errors
/// A bad budget, or a setup the (custom) tile catalogue cannot start.
pub fn run(args: &Args, catalog: Arc<Catalog>) -> anyhow::Result<ExitCode> {
    if let Some(s) = args.seconds {
        if !(s.is_finite() && s >= 0.0) {
            bail!("--seconds must be a non-negative number of seconds, not {s}");
        }
    }
    let budget = Duration::from_secs_f64(args.seconds.unwrap_or(3.0));
    let games = random_game_rate(&catalog, &setup, args.games, budget)?;
    let with_expansions = expansion_games(&catalog, args.games, budget)?;
    let budget2 = match (args.games, args.seconds) {
        (Some(_), None) => Duration::from_secs_f64(games.seconds),
        _ => budget,
    };
    let enumeration = placements(&catalog, budget2)?;
    let search_playouts = if args.playouts {
        Some(playouts(&catalog, budget2)?)
    } else {
        None
    };
    let report = BenchReport {
        build: if cfg!(debug_assertions) {
            "debug"
        } else {
            "release"
        },
        threads: 1,
        setup: setup(0),
        equivalent_command: format!(
            "halflings bench --games {} --seconds {:.3}{}",
            games.games,
            enumeration.seconds,
            if args.playouts { " --playouts" } else { "" }
        ),
        random_games: games,
        random_games_with_expansions: with_expansions,
        placement_enumeration: enumeration,
        search_playouts,
    };
    if args.json {
        super::print_json(&report)?;
    } else {
        out!("{}", render(&report, &catalog))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The report as text.
fn render(r: &BenchReport, catalog: &Catalog) -> String {
    let squares: u32 = catalog
        .kinds()
        .map(|k| catalog.def(k))
        .filter(|d| d.shape == Shape::Square && d.set == "base")
        .map(|d| u32::from(d.count))
        .sum();
    let triangles: u32 = catalog
        .kinds()
        .map(|k| catalog.def(k))
        .filter(|d| d.shape == Shape::Triangle)
        .map(|d| u32::from(d.count))
        .sum();
    let g = &r.random_games;
    let p = &r.placement_enumeration;
    let mut out = String::new();
    out.push_str(&format!(
        "halflings bench: {} build, {} thread{}\n",
        r.build,
        r.threads,
        if r.search_playouts.is_some() {
            " (search playouts: one thread, then every core)"
        } else {
            ""
        }
    ));
    if r.build == "debug" {
        out.push_str("  (a debug build: use cargo run --release -p halflings -- bench)\n");
    }
    out.push_str(&format!(
        "settings: Setup {{ players: 2, rules: c2-2021, symbol_tiles: true, halflings: Some(3), \
         seed: i, ..Default }} over {squares} regular tiles + {triangles} triangles; moves: \
         playout::random_move with ChaCha8Rng::seed_from_u64(i), play_unchecked\n"
    ));
    out.push_str(&format!("equivalent: {}\n\n", r.equivalent_command));
    out.push_str(&format!(
        "random games:  {} games, {} moves in {:.3} s\n",
        g.games, g.moves, g.seconds
    ));
    out.push_str(&format!("  games/s:        {:.1}\n", g.games_per_second));
    out.push_str(&format!("  moves/s:        {:.0}\n", g.moves_per_second));
    for e in &r.random_games_with_expansions {
        let h = &e.figures;
        out.push_str(&format!(
            "random games with {} ({} tiles in the pile):  {} games, {} moves in {:.3} s\n",
            e.expansions.join(" + "),
            e.pile,
            h.games,
            h.moves,
            h.seconds
        ));
        out.push_str(&format!("  games/s:        {:.1}\n", h.games_per_second));
        out.push_str(&format!("  moves/s:        {:.0}\n", h.moves_per_second));
    }
    out.push_str(&format!(
        "placements:    seed {} after {} moves, {} tiles on the board, tile {} to place: \
         {} placements\n",
        p.seed, p.moves_played, p.tiles_on_board, p.tile, p.placements
    ));
    out.push_str(&format!(
        "  enumerations:   {} in {:.3} s\n",
        p.enumerations, p.seconds
    ));
    out.push_str(&format!(
        "  enumerations/s: {:.0}\n",
        p.enumerations_per_second
    ));
    if let Some(sp) = &r.search_playouts {
        out.push_str(&format!(
            "search playouts: seed 1 after {} greedy moves, {} tiles on the board, {} in the \
             pile; a determinization and a random playout to the end each\n",
            sp.moves_played, sp.tiles_on_board, sp.pile
        ));
        for rate in &sp.rates {
            out.push_str(&format!(
                "  {} thread{}: {:>9.0} playouts/s ({} playouts, {:.1} moves each, {:.3} s)\n",
                rate.threads,
                if rate.threads == 1 { " " } else { "s" },
                rate.per_second,
                rate.playouts,
                rate.moves as f64 / rate.playouts.max(1) as f64,
                rate.seconds
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The README's table names the benchmark position as `bench` prints it.
    #[test]
    fn the_readme_names_the_placement_position() {
        let catalog = Arc::new(Catalog::builtin());
        let p = placements(&catalog, Duration::ZERO).unwrap();
        let readme =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md"))
                .unwrap();
        let named = format!(
            "seed {} after {} moves, {} placements",
            p.seed, p.moves_played, p.placements
        );
        assert!(readme.contains(&named), "the README should say: {named}");
    }
}
