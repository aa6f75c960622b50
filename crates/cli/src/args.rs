//! Argument types shared by several subcommands.

use std::fmt;
use std::str::FromStr;

use halflings_engine::{Deal, RulesVersion};

/// Parses a rules version id (`c1-2014`, `c1-2015`, `c2-2020`, `c2-2021`).
///
/// # Errors
/// An unknown id, with the list of known ones.
pub fn parse_rules(s: &str) -> Result<RulesVersion, String> {
    s.parse()
}

/// Parses how the halflings are dealt: `random` or `draft`.
///
/// # Errors
/// Any other word.
pub fn parse_deal(s: &str) -> Result<Deal, String> {
    match s {
        "random" => Ok(Deal::Random),
        "draft" => Ok(Deal::Draft),
        _ => Err(format!("unknown deal {s:?} (known: random, draft)")),
    }
}

/// `--rules VERSION|all`: one rules version, or every version side by side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RulesChoice {
    /// One version.
    One(RulesVersion),
    /// All four versions.
    All,
}

impl FromStr for RulesChoice {
    type Err = String;
    fn from_str(s: &str) -> Result<RulesChoice, String> {
        if s == "all" {
            Ok(RulesChoice::All)
        } else {
            s.parse::<RulesVersion>()
                .map(RulesChoice::One)
                .map_err(|e| format!("{e}, or all"))
        }
    }
}

impl fmt::Display for RulesChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesChoice::One(v) => write!(f, "{v}"),
            RulesChoice::All => f.write_str("all"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_choice_parses_versions_and_all() {
        assert_eq!("all".parse(), Ok(RulesChoice::All));
        for v in RulesVersion::ALL {
            assert_eq!(v.id().parse(), Ok(RulesChoice::One(v)));
        }
        assert!("c3".parse::<RulesChoice>().is_err());
    }

    #[test]
    fn deals_parse() {
        assert_eq!(parse_deal("random"), Ok(Deal::Random));
        assert_eq!(parse_deal("draft"), Ok(Deal::Draft));
        assert!(parse_deal("auction").is_err());
    }
}
