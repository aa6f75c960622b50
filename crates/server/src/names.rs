//! Player names: what the lobby accepts as the name of a seat.
//!
//! A name is normalised to Unicode NFC (so that `é` typed as `e` + U+0301 is the same name as
//! the precomposed `é`), trimmed, and refused when it could mislead other players rather than
//! name someone: bidirectional controls (U+202E turns the rest of a line around, so a name
//! could make a log line read backwards), names with nothing visible (only spaces, zero-width
//! characters or other default-ignorable code points), runs of combining marks longer than any
//! script needs (stacked marks spill over the lines around them), and control characters.

use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// The longest player name, in characters (after normalisation).
pub const MAX_NAME: usize = 32;

/// The most combining marks that may follow one another: enough for every script's stacks
/// (a Tibetan consonant stack with its vowel sign, Hebrew points with a cantillation mark).
pub const MAX_COMBINING_RUN: usize = 4;

/// Why a name was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Longer than [`MAX_NAME`] characters.
    #[error("a name has at most {MAX_NAME} characters")]
    TooLong,
    /// A control character (a line break, a tab…).
    #[error("a name cannot hold control characters")]
    Control,
    /// A bidirectional control (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C).
    #[error("a name cannot hold bidirectional controls (U+{0:04X})")]
    Bidi(u32),
    /// Nothing in it is visible.
    #[error(
        "a name needs a visible character: this one holds only spaces or invisible characters"
    )]
    Invisible,
    /// More than [`MAX_COMBINING_RUN`] combining marks in a row.
    #[error("a name cannot stack more than {MAX_COMBINING_RUN} combining marks on one character")]
    CombiningRun,
}

/// Whether `c` is a bidirectional control: an embedding, override or isolate, or a mark.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Whether `c` is a default-ignorable code point (Unicode's `Default_Ignorable_Code_Point`):
/// drawn as nothing at all, or as blank as a space (the Hangul fillers, the Braille blank).
fn is_invisible(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'..='\u{1160}'
                | '\u{17B4}'..='\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{2800}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF0}'..='\u{FFF8}'
                | '\u{1BCA0}'..='\u{1BCA3}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E0FFF}'
        )
}

/// Checks a name as typed: gives it normalised (NFC) and trimmed, `None` when it is empty (the
/// seat then gets its default name).
///
/// # Errors
/// The [`NameError`] naming what is wrong.
pub fn parse_name(typed: &str) -> Result<Option<String>, NameError> {
    let name: String = typed.nfc().collect();
    let name = name.trim();
    if name.is_empty() {
        return Ok(None);
    }
    if name.chars().count() > MAX_NAME {
        return Err(NameError::TooLong);
    }
    if let Some(c) = name.chars().find(|&c| is_bidi_control(c)) {
        return Err(NameError::Bidi(u32::from(c)));
    }
    if name.chars().any(char::is_control) {
        return Err(NameError::Control);
    }
    if name
        .chars()
        .all(|c| is_invisible(c) || is_combining_mark(c))
    {
        return Err(NameError::Invisible);
    }
    let mut run = 0;
    for c in name.chars() {
        run = if is_combining_mark(c) { run + 1 } else { 0 };
        if run > MAX_COMBINING_RUN {
            return Err(NameError::CombiningRun);
        }
    }
    Ok(Some(name.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_normalised_and_trimmed() {
        // e + combining acute accent becomes the precomposed é.
        assert_eq!(parse_name(" Ren\u{E9}e "), Ok(Some("Ren\u{E9}e".into())));
        assert_eq!(parse_name("Rene\u{301}e"), Ok(Some("Ren\u{E9}e".into())));
        assert_eq!(parse_name("   "), Ok(None));
        assert_eq!(parse_name(""), Ok(None));
        // Scripts and emoji with joiners are names like any other.
        for name in [
            "Zoë",
            "Łukasz",
            "Ἀθηνᾶ",
            "محمد",
            "שָׁלוֹם",
            "मिहिर",
            "བསྒྲུབས",
            "ขวัญ",
            "李小龍",
            "می‌خواهم",
            "👩‍👩‍👧",
            "Ann 2",
        ] {
            assert!(parse_name(name).is_ok_and(|n| n.is_some()), "{name}");
        }
    }

    #[test]
    fn misleading_names_are_refused() {
        // A right-to-left override, and the other bidirectional controls.
        assert_eq!(parse_name("Ann\u{202E}nneB"), Err(NameError::Bidi(0x202E)));
        for c in [
            '\u{200E}', '\u{200F}', '\u{061C}', '\u{202A}', '\u{2066}', '\u{2069}',
        ] {
            assert_eq!(
                parse_name(&format!("a{c}b")),
                Err(NameError::Bidi(u32::from(c)))
            );
        }
        // Nothing visible: zero-width spaces, a word joiner, Hangul fillers, the Braille blank.
        for name in [
            "\u{200B}\u{200B}\u{200B}",
            "\u{2060}",
            "\u{3164}\u{3164}",
            "\u{2800}",
            "\u{FEFF} \u{200B}",
            "\u{301}\u{301}",
        ] {
            assert_eq!(parse_name(name), Err(NameError::Invisible), "{name:?}");
        }
        // 31 combining marks on one letter; five in a row already is too many.
        let zalgo = format!("a{}", "\u{301}\u{316}\u{35C}".repeat(10) + "\u{301}");
        assert_eq!(parse_name(&zalgo), Err(NameError::CombiningRun));
        assert_eq!(
            parse_name("a\u{316}\u{317}\u{318}\u{319}\u{31A}"),
            Err(NameError::CombiningRun)
        );
        assert_eq!(
            parse_name("a\u{316}\u{317}\u{318}\u{319}").map(|n| n.is_some()),
            Ok(true)
        );
        assert_eq!(parse_name("a\tb"), Err(NameError::Control));
        assert_eq!(parse_name(&"x".repeat(33)), Err(NameError::TooLong));
        assert!(parse_name(&"é".repeat(32)).is_ok());
    }
}
