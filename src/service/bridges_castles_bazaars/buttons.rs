//! Bridges, Castles & Bazaars' buttons under the public message: pass on a bid, and
//! the bazaar's tiles with their words (its labels are its facts', `offer::label`).

use carcassonne_engine::rules::bridges_castles_bazaars::Act;
use carcassonne_engine::{Action, Phase};

use crate::service::choices::{self, Offer};
use crate::service::offer;

/// At an auction: pass on the bid, and each tile of the bazaar with its words ("Tile
/// 2: a curved road").
pub(super) fn button(action: Action, offer: &Offer<'_>) -> Option<String> {
    if action == Action::Pass {
        // Outside the figure step, passing is declining to raise.
        return (offer.phase != Phase::PlaceFigure).then(|| offer.lang.say("button-pass-bid", []));
    }
    let Act::Choose(_) = Act::of(action)? else { return None };
    let tile = offer::tile(offer.view, offer.phase, action)?;
    Some(offer.with_tile(choices::label(action, offer.lang), tile))
}
