//! One module per subcommand: its arguments (`Args`, with the `--help` text) and `run`.

pub mod admin;
pub mod analyse;
pub mod bench;
pub mod check;
pub mod expansions;
pub mod export_static;
pub mod ladder;
pub mod perft;
pub mod render;
pub mod replay;
pub mod selfplay;
pub mod serve;

/// Prints `value` as pretty JSON on stdout.
///
/// # Errors
/// When `value` cannot be serialised (never for the types used here).
pub fn print_json(value: &impl serde::Serialize) -> anyhow::Result<()> {
    outln!("{}", serde_json::to_string_pretty(value)?)?;
    Ok(())
}
