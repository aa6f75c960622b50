//! Rules versions and game options: typed setup values, never globals.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::text::Text;

/// The four Halflings rules versions of `halflings.md` §5.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum RulesVersion {
    /// 1st-edition rules as printed in 2014: roads, cities and monasteries per space.
    #[serde(rename = "c1-2014")]
    C1_2014,
    /// 1st edition with the 10/2015 clarifications: everything per tile (monasteries up to 18).
    #[serde(rename = "c1-2015")]
    C1_2015,
    /// 2nd-edition rules of 2020: roads and cities per tile, monasteries per space.
    #[serde(rename = "c2-2020")]
    C2_2020,
    /// Final rules, clarifications of 1/2021: everything per occupied space (the default).
    #[default]
    #[serde(rename = "c2-2021")]
    C2_2021,
}

/// What a road, city or monastery counts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    /// Distinct spaces holding at least one tile of the feature.
    Spaces,
    /// Tiles: each triangle is one tile.
    Tiles,
}

impl Unit {
    /// Plural noun.
    pub const fn plural(self) -> &'static str {
        match self {
            Unit::Spaces => "spaces",
            Unit::Tiles => "tiles",
        }
    }
}

impl RulesVersion {
    /// All four versions, oldest first.
    pub const ALL: [RulesVersion; 4] = [
        RulesVersion::C1_2014,
        RulesVersion::C1_2015,
        RulesVersion::C2_2020,
        RulesVersion::C2_2021,
    ];

    /// The version id (`c2-2021`, …).
    pub const fn id(self) -> &'static str {
        match self {
            RulesVersion::C1_2014 => "c1-2014",
            RulesVersion::C1_2015 => "c1-2015",
            RulesVersion::C2_2020 => "c2-2020",
            RulesVersion::C2_2021 => "c2-2021",
        }
    }

    /// One line telling what the version means (`rules.<id>`).
    pub fn summary(self) -> Text {
        Text::new(match self {
            RulesVersion::C1_2014 => "rules.c1-2014",
            RulesVersion::C1_2015 => "rules.c1-2015",
            RulesVersion::C2_2020 => "rules.c2-2020",
            RulesVersion::C2_2021 => "rules.c2-2021",
        })
    }

    /// What roads and cities count.
    pub const fn road_city_unit(self) -> Unit {
        match self {
            RulesVersion::C1_2014 | RulesVersion::C2_2021 => Unit::Spaces,
            RulesVersion::C1_2015 | RulesVersion::C2_2020 => Unit::Tiles,
        }
    }

    /// What monasteries count.
    pub const fn monastery_unit(self) -> Unit {
        match self {
            RulesVersion::C1_2015 => Unit::Tiles,
            _ => Unit::Spaces,
        }
    }

    /// Whether this is a 1st-edition version.
    pub const fn first_edition(self) -> bool {
        matches!(self, RulesVersion::C1_2014 | RulesVersion::C1_2015)
    }

    /// Halflings per player by default: 2 under C1, 3 under C2.
    pub const fn default_halflings(self) -> u8 {
        if self.first_edition() {
            2
        } else {
            3
        }
    }

    /// Whether symbols act without their expansion by default (on for C2, off for C1).
    pub const fn default_symbols_active(self) -> bool {
        !self.first_edition()
    }
}

impl fmt::Display for RulesVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for RulesVersion {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        RulesVersion::ALL
            .into_iter()
            .find(|v| v.id() == s)
            .ok_or_else(|| {
                format!(
                    "unknown rules version {s:?} (expected c1-2014, c1-2015, c2-2020 or c2-2021)"
                )
            })
    }
}

/// How the halflings reach the players' hands.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Deal {
    /// Shuffled face down and dealt (the first-game rule).
    #[default]
    Random,
    /// Laid face up and picked in reverse turn order.
    Draft,
}

/// With both sets under C1: whether the count is per set or in total (`halflings.md` §3).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CountPer {
    /// The count is the total hand size.
    #[default]
    Total,
    /// Each player takes the count from each set used.
    PerSet,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counting_table_matches_halflings_md_section_5() {
        use RulesVersion::*;
        use Unit::*;
        let table = [
            (C1_2014, Spaces, Spaces),
            (C1_2015, Tiles, Tiles),
            (C2_2020, Tiles, Spaces),
            (C2_2021, Spaces, Spaces),
        ];
        for (v, rc, m) in table {
            assert_eq!(v.road_city_unit(), rc, "{v}");
            assert_eq!(v.monastery_unit(), m, "{v}");
        }
        assert_eq!(RulesVersion::default(), C2_2021);
        assert_eq!(C1_2015.default_halflings(), 2);
        assert_eq!(C2_2020.default_halflings(), 3);
        assert!(!C1_2014.default_symbols_active() && C2_2021.default_symbols_active());
        assert_eq!("c2-2020".parse::<RulesVersion>(), Ok(C2_2020));
        assert!("c3".parse::<RulesVersion>().is_err());
    }
}
