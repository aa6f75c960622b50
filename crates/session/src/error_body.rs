//! [`ErrorBody`]: why a call was refused, as a browser reads it — the one shape of the
//! server's error answers and of the browser's engine's refusals: `{"error": "illegal",
//! "rule": "feature-occupied", "message": "…", "text": {…}}`.

use halflings_engine::{IllegalMove, Text, WireError};
use serde::Serialize;

/// The JSON body of a refusal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ErrorBody {
    /// A stable code: the server's (`stale`, `not-your-turn`, `illegal`, …) or, in the
    /// browser's engine, `bad-input` or `illegal`.
    pub error: &'static str,
    /// For `illegal`: the broken rule's stable code ([`IllegalMove::rule`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// What went wrong, for people (in English).
    pub message: String,
    /// The refusal as a message (key and parameters) that a browser words in its language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<Text>,
}

/// The code of input that cannot be read (malformed JSON, an unknown tile…).
pub const BAD_INPUT: &str = "bad-input";

/// The code of a move the rules refuse.
pub const ILLEGAL: &str = "illegal";

impl ErrorBody {
    /// Input that cannot be read, in `message`'s words.
    pub fn bad_input(message: impl ToString) -> ErrorBody {
        ErrorBody {
            error: BAD_INPUT,
            rule: None,
            message: message.to_string(),
            text: None,
        }
    }

    /// The body as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| self.message.clone())
    }
}

impl From<&IllegalMove> for ErrorBody {
    fn from(e: &IllegalMove) -> ErrorBody {
        ErrorBody {
            error: ILLEGAL,
            rule: Some(e.rule()),
            message: e.to_string(),
            text: Some(e.text()),
        }
    }
}

impl From<&WireError> for ErrorBody {
    fn from(e: &WireError) -> ErrorBody {
        ErrorBody {
            error: if e.rule.is_some() { ILLEGAL } else { BAD_INPUT },
            message: e.to_string(),
            rule: e.rule.clone(),
            text: None,
        }
    }
}
