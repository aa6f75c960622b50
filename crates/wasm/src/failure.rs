//! Why a call from the page failed, as the page reads it: `{"error": "illegal", "rule":
//! "feature-occupied", "message": "…"}`, the shape of the server's error answers.

use halflings_engine::{IllegalMove, Text, WireError};
use serde::Serialize;

/// A refused call: bad input, or a move the rules refuse (with the broken rule's code).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Failure {
    /// `bad-input` or `illegal`.
    pub error: &'static str,
    /// The broken rule's code, for an illegal move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// What is wrong, in English words.
    pub message: String,
    /// For a move the rules refuse: the refusal as a message the page words in its language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<Text>,
}

impl Failure {
    /// Input that cannot be read (malformed JSON, an unknown tile…).
    pub fn bad_input(message: impl ToString) -> Failure {
        Failure {
            error: "bad-input",
            rule: None,
            message: message.to_string(),
            text: None,
        }
    }

    /// The failure as JSON text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| self.message.clone())
    }
}

impl From<IllegalMove> for Failure {
    fn from(e: IllegalMove) -> Failure {
        Failure {
            error: "illegal",
            rule: Some(e.rule()),
            message: e.to_string(),
            text: Some(e.text()),
        }
    }
}

impl From<WireError> for Failure {
    fn from(e: WireError) -> Failure {
        Failure {
            error: if e.rule.is_some() {
                "illegal"
            } else {
                "bad-input"
            },
            message: e.to_string(),
            rule: e.rule,
            text: None,
        }
    }
}

/// JSON text of `value` (the engine's types always serialise).
pub(crate) fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}
