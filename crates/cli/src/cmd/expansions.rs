//! `halflings expansions`: every expansion the engine knows, with its options and defaults.

use std::process::ExitCode;

use halflings_engine::expansion::REGISTRY;
use halflings_engine::RulesVersion;

/// List every expansion: its id (for a setup's `"expansions"`), whether players choose it or
/// the setup implies it, its options with their choices and defaults (per rules version where
/// they differ), its tile sets, symbols and figures.
///
/// A setup names expansions by id, alone or with options: `"expansions": [ID, {"id": ID,
/// "options": {OPTION: VALUE}}]`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print the registry as JSON.
    #[arg(long)]
    json: bool,
}

/// Runs `expansions`.
///
/// # Errors
/// Only when stdout cannot be written.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    if args.json {
        super::print_json(&REGISTRY)?;
        return Ok(ExitCode::SUCCESS);
    }
    for e in &REGISTRY {
        let how = if e.selectable {
            "chosen by the players"
        } else if e.with_active_symbols {
            "on when the halflings' symbols act"
        } else {
            "on when another expansion needs it"
        };
        outln!("{} — {} ({how})", e.id, e.name)?;
        outln!("  {}", e.summary)?;
        if !e.requires.is_empty() {
            outln!("  brings: {}", e.requires.join(", "))?;
        }
        if !e.tile_sets.is_empty() {
            outln!("  tile sets: {}", e.tile_sets.join(", "))?;
        }
        for s in e.symbols {
            outln!("  symbol {:?}: {}", s.name, s.summary)?;
        }
        if !e.figures.is_empty() || !e.pieces.is_empty() {
            let figures: Vec<&str> = e.figures.iter().map(|f| f.name).collect();
            let mut all = figures.clone();
            all.extend(e.pieces.iter().filter(|p| !figures.contains(p)));
            outln!("  figures and pieces: {}", all.join(", "))?;
        }
        for o in e.options {
            let defaults: Vec<String> = RulesVersion::ALL
                .iter()
                .map(|v| format!("{v}: {}", o.default_for(*v)))
                .collect();
            let all_same = RulesVersion::ALL
                .iter()
                .all(|v| o.default_for(*v) == o.choices[0]);
            outln!(
                "  option {} = {} — {}; default {}",
                o.name,
                o.choices.join(" | "),
                o.summary,
                if all_same {
                    o.choices[0].to_string()
                } else {
                    defaults.join(", ")
                }
            )?;
        }
        outln!()?;
    }
    Ok(ExitCode::SUCCESS)
}
