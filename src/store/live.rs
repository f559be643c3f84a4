//! Each channel's live message: the one public message whose buttons still act, and the
//! turn it tells so far, kept here so that a restart does not forget which message to
//! take the buttons off next.
//!
//! It only keeps the row; it must not decide which message is live (the front end does,
//! through the service) and knows nothing of Discord beyond an opaque message id.

use super::{ReadTx, StoreError, Tx};

/// A channel's live message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveRow {
    /// The message's id, as its front end names it.
    pub message_id: String,
    /// The turn told so far on it, without what the game waits for.
    pub narration: String,
}

impl ReadTx<'_> {
    /// The channel's live message, if it has one.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn live_message(&self, guild_id: &str, channel_id: &str) -> Result<Option<LiveRow>, StoreError> {
        self.query_row(
            "SELECT message_id, narration FROM live_messages WHERE guild_id = ?1 AND channel_id = ?2",
            &[&guild_id, &channel_id],
        )?
        .map(|row| Ok(LiveRow { message_id: row.get(0)?, narration: row.get(1)? }))
        .transpose()
    }
}

impl Tx<'_> {
    /// Makes `live` the channel's live message, or leaves the channel without one
    /// (`None`); returns the row it replaced.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn replace_live_message(
        &self,
        guild_id: &str,
        channel_id: &str,
        live: Option<&LiveRow>,
    ) -> Result<Option<LiveRow>, StoreError> {
        let old = self.live_message(guild_id, channel_id)?;
        match live {
            Some(live) => self.execute(
                "INSERT INTO live_messages (guild_id, channel_id, message_id, narration) \
                 VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (guild_id, channel_id) DO UPDATE SET message_id = ?3, narration = ?4",
                &[&guild_id, &channel_id, &live.message_id, &live.narration],
            )?,
            None => self.execute(
                "DELETE FROM live_messages WHERE guild_id = ?1 AND channel_id = ?2",
                &[&guild_id, &channel_id],
            )?,
        };
        Ok(old)
    }

    /// Leaves the channel without a live message if `message_id` is it (its buttons are
    /// gone); whether it was.
    ///
    /// # Errors
    /// SQLite failures.
    pub fn forget_live_message(
        &self,
        guild_id: &str,
        channel_id: &str,
        message_id: &str,
    ) -> Result<bool, StoreError> {
        let deleted = self.execute(
            "DELETE FROM live_messages WHERE guild_id = ?1 AND channel_id = ?2 AND message_id = ?3",
            &[&guild_id, &channel_id, &message_id],
        )?;
        Ok(deleted > 0)
    }
}
