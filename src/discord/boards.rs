//! Each channel's live board message: the last public message whose buttons still
//! act, and the turn it tells so far. A click on it updates it in place (one message per
//! turn); a newer board message takes its buttons away, so old messages never look
//! live. Kept in memory: after a restart the first new board message cannot reach the
//! old one's buttons, and a click on them is still refused as stale by the service.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

use poise::serenity_prelude::{ChannelId, MessageId};

/// A board message whose buttons act.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Live {
    pub message: MessageId,
    /// The turn told so far on it, without what the game waits for.
    pub narration: String,
}

/// The live board message of every channel that has one.
#[derive(Debug, Default)]
pub struct Boards {
    live: Mutex<HashMap<ChannelId, Live>>,
}

impl Boards {
    /// What `message` in `channel` tells so far, if it is the channel's live one.
    pub fn narration(&self, channel: ChannelId, message: MessageId) -> Option<String> {
        let live = self.live.lock().unwrap_or_else(PoisonError::into_inner);
        live.get(&channel).filter(|l| l.message == message).map(|l| l.narration.clone())
    }

    /// Makes `live` the channel's live board message (or none); returns the one it
    /// replaces, whose buttons must go, unless it is the same message.
    pub fn replace(&self, channel: ChannelId, live: Option<Live>) -> Option<MessageId> {
        let mut all = self.live.lock().unwrap_or_else(PoisonError::into_inner);
        let new = live.as_ref().map(|l| l.message);
        let old = match live {
            Some(live) => all.insert(channel, live),
            None => all.remove(&channel),
        };
        old.map(|l| l.message).filter(|&m| Some(m) != new)
    }

    /// `message` no longer has buttons that act (updated without them).
    pub fn forget(&self, channel: ChannelId, message: MessageId) {
        let mut all = self.live.lock().unwrap_or_else(PoisonError::into_inner);
        if all.get(&channel).is_some_and(|l| l.message == message) {
            all.remove(&channel);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn live(id: u64, said: &str) -> Option<Live> {
        Some(Live { message: MessageId::new(id), narration: said.into() })
    }

    #[test]
    fn a_new_board_message_hands_back_the_old_one_to_strip() {
        let boards = Boards::default();
        let channel = ChannelId::new(5);
        assert_eq!(boards.replace(channel, live(1, "Ann placed a tile.")), None);
        assert_eq!(boards.narration(channel, MessageId::new(1)).as_deref(), Some("Ann placed a tile."));
        assert_eq!(boards.narration(channel, MessageId::new(2)), None, "not the live one");
        // Updated in place: the same message, nothing to strip.
        assert_eq!(boards.replace(channel, live(1, "Ann placed a tile.\nAnn passed.")), None);
        assert_eq!(boards.replace(channel, live(2, "Bob placed a tile.")), Some(MessageId::new(1)));
        boards.forget(channel, MessageId::new(1));
        assert_eq!(boards.narration(channel, MessageId::new(2)).as_deref(), Some("Bob placed a tile."));
        boards.forget(channel, MessageId::new(2));
        assert_eq!(boards.replace(channel, None), None, "nothing live to strip");
        assert_eq!(boards.narration(ChannelId::new(6), MessageId::new(2)), None);
    }
}
