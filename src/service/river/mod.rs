//! The River in the service: it has no events of its own to tell (its tiles are told
//! as any tile, by `tile_words`); its part words its refusals (`refusals.rs`); its rules
//! paragraph and tile words are still rows of the shared files (see
//! `docs/adding-an-expansion.md`, "The service").

mod refusals;

use super::error::UserError;
use super::expansion::ExpansionService;
use crate::locale::Lang;

/// The River's part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {
    fn refusal(&self, error: &UserError, lang: Lang) -> Option<String> {
        refusals::words(error, lang)
    }
}
