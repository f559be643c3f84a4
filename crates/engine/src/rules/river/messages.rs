//! The River's refusals as messages of its locale file (`river.ftl`).

use super::Refusal;
use crate::rules::message::Message;

impl Refusal {
    /// The message that words it: a river tile away from the river's open end (or past
    /// its lake), or turning the river back on itself.
    pub fn message(&self) -> Message {
        match *self {
            Refusal::NotContinued { pos, mouth: Some(mouth) } => {
                Message::new("rule-river-not-continued").cell(pos).at(mouth, "mx", "my")
            }
            Refusal::NotContinued { pos, mouth: None } => Message::new("rule-river-ended").cell(pos),
            Refusal::UTurn => Message::new("rule-river-u-turn"),
        }
    }
}
