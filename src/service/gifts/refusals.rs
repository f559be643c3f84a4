//! The refusals of The Gifts' commands (`gifts.ftl`), which are the bot's, not its
//! rules': no gifts in this game; a card with no target named, with none now, or which
//! may only be wasted. Its rules', setup's and notation's refusals name their messages
//! in its engine folder (`messages.rs`).

use carcassonne_engine::Message;

use super::Refused;

impl Refused {
    /// The message that words it: `$card`, the card named.
    pub(in crate::service) fn message(&self) -> Message {
        match *self {
            Refused::TargetMissing(gift) => {
                Message::new("error-gift-target-missing").with("card", gift.word())
            }
            Refused::Idle(gift) => Message::new("error-gift-idle").with("card", gift.word()),
            Refused::Wastable(gift) => Message::new("error-gift-wastable").with("card", gift.word()),
        }
    }
}
