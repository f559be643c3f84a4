//! The River in the service: it has no events of its own to tell (its tiles are told
//! as any tile, by `tile_words`), so its part keeps every default; its refusals, rules
//! paragraph and tile words are still rows of the shared files (see
//! `docs/adding-an-expansion.md`, "The service").

use super::expansion::ExpansionService;

/// The River's part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

impl ExpansionService for Part {}
