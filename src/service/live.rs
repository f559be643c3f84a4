//! Each channel's live message for a chat front end: the one public message whose
//! buttons still act (a turn's board, a lookup of the board, the lobby) and the turn it
//! tells so far. It is stored with the games, so after a restart the next such message
//! still takes the buttons off the old one and a click on it still tells the whole
//! turn. The front end says which message it sent; this only keeps the record. It must
//! not know what a message id means.

use super::{Service, ServiceError};
use crate::store::LiveRow;

/// A public message whose buttons act.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Live {
    /// Its id, as the front end names it.
    pub message: String,
    /// The turn told so far on it, without what the game waits for.
    pub narration: String,
}

impl Service {
    /// What `message` in the channel tells so far, if it is the channel's live message.
    ///
    /// # Errors
    /// The store failed.
    pub fn live_narration(
        &mut self,
        guild: &str,
        channel: &str,
        message: &str,
    ) -> Result<Option<String>, ServiceError> {
        let row = self.retrying(|s| Ok(s.store.read(|tx| tx.live_message(guild, channel))?))?;
        Ok(row.filter(|r| r.message_id == message).map(|r| r.narration))
    }

    /// Makes `live` the channel's live message (or leaves it none); returns the message
    /// it replaces, whose buttons must go, unless it is the same message.
    ///
    /// # Errors
    /// The store failed.
    pub fn replace_live(
        &mut self,
        guild: &str,
        channel: &str,
        live: Option<Live>,
    ) -> Result<Option<String>, ServiceError> {
        let row = live.map(|l| LiveRow { message_id: l.message, narration: l.narration });
        let old = self
            .retrying(|s| Ok(s.store.write(|tx| tx.replace_live_message(guild, channel, row.as_ref()))?))?;
        let new = row.map(|r| r.message_id);
        Ok(old.map(|o| o.message_id).filter(|old| Some(old) != new.as_ref()))
    }

    /// `message` no longer has buttons that act (it was updated without them).
    ///
    /// # Errors
    /// The store failed.
    pub fn forget_live(&mut self, guild: &str, channel: &str, message: &str) -> Result<(), ServiceError> {
        self.retrying(|s| Ok(s.store.write(|tx| tx.forget_live_message(guild, channel, message))?))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    fn live(id: &str, said: &str) -> Option<Live> {
        Some(Live { message: id.into(), narration: said.into() })
    }

    #[test]
    fn a_new_live_message_hands_back_the_old_one_to_strip() {
        let mut s = Service::new(Store::open_in_memory().unwrap());
        let (g, c) = ("g", "c");
        assert_eq!(s.replace_live(g, c, live("1", "Ann placed a tile.")).unwrap(), None);
        assert_eq!(s.live_narration(g, c, "1").unwrap().as_deref(), Some("Ann placed a tile."));
        assert_eq!(s.live_narration(g, c, "2").unwrap(), None, "not the live one");
        assert_eq!(s.live_narration(g, "other", "1").unwrap(), None, "another channel");
        // Updated in place: the same message, nothing to strip.
        assert_eq!(s.replace_live(g, c, live("1", "Ann placed a tile.\nAnn passed.")).unwrap(), None);
        assert_eq!(s.live_narration(g, c, "1").unwrap().as_deref(), Some("Ann placed a tile.\nAnn passed."));
        assert_eq!(s.replace_live(g, c, live("2", "Bob placed a tile.")).unwrap().as_deref(), Some("1"));
        s.forget_live(g, c, "1").unwrap();
        assert_eq!(
            s.live_narration(g, c, "2").unwrap().as_deref(),
            Some("Bob placed a tile."),
            "not 1's to forget"
        );
        s.forget_live(g, c, "2").unwrap();
        assert_eq!(s.replace_live(g, c, None).unwrap(), None, "nothing live to strip");
        assert_eq!(s.replace_live(g, c, live("3", "")).unwrap(), None);
        assert_eq!(s.replace_live(g, c, None).unwrap().as_deref(), Some("3"), "no successor: strip it");
    }
}
