//! Bridges, Castles & Bazaars in the turn's prompt: the bridge a placement needs or a
//! figure step allows, a small city's owners' choice, and each step of a bazaar.

use carcassonne_engine::rules::bridges_castles_bazaars::{Act, Ph};
use carcassonne_engine::{Phase, SeatSet};

use crate::service::turn::{Ask, below};
use crate::service::{choices, describe};

/// The question of one of its phases: a bridge, a castle, a bazaar's step.
pub(super) fn prompt(phase: Phase, ask: &Ask<'_>) -> Option<String> {
    let lang = ask.lang;
    Some(match Ph::of(phase)? {
        Ph::Bridge => lang.say("prompt-bridge", [ask.who(), ("bridges", bridge_commands(ask).into())]),
        Ph::Castle => {
            let castle = ask.view.decisions().iter().filter(|d| Ph::of(d.phase) == Some(Ph::Castle));
            let owners = castle.fold(SeatSet::EMPTY, |all, d| all.union(d.seats));
            let at = ask
                .view
                .bridges_castles_bazaars()
                .and_then(|b| b.small_city())
                .map(|[a, b]| {
                    let cells = [("x1", a.x), ("y1", a.y), ("x2", b.x), ("y2", b.y)];
                    lang.say("prompt-castle-at", cells.map(|(k, v)| (k, v.to_string().into())))
                })
                .unwrap_or_default();
            let args = [
                ("names", describe::join_names(ask.names, owners, lang).into()),
                ("count", owners.len().into()),
                ("at", at.into()),
            ];
            format!("{}{}", lang.say(&ask.id("prompt-castle"), args), below(ask.buttons && !ask.page, lang))
        }
        Ph::BazaarChoose | Ph::BazaarBid | Ph::BazaarRaise | Ph::BazaarTrade => format!(
            "{}{}",
            super::auction(ask.view, ask.names, ask.page, lang).unwrap_or_default(),
            below(ask.buttons && !ask.page, lang)
        ),
    })
}

/// The bridges a figure step allows, after its prompt.
pub(super) fn figure_prompt(ask: &Ask<'_>) -> Option<String> {
    let bridges = bridge_commands(ask);
    (!bridges.is_empty()).then(|| ask.lang.say("prompt-figure-bridge", [("bridges", bridges.into())]))
}

/// The legal bridges of the seat asked as commands: "`bridge 0 1 EW` or `bridge 1 0 NS`";
/// on the board page by its buttons' words ("Bridge at 0 1 east–west").
fn bridge_commands(ask: &Ask<'_>) -> String {
    let bridges: Vec<String> = ask
        .view
        .legal_actions(ask.seat)
        .into_iter()
        .filter(|&a| matches!(Act::of(a), Some(Act::Bridge(_))))
        .map(|a| if ask.page { format!("« {} »", choices::label(a, ask.lang)) } else { format!("`{a}`") })
        .collect();
    describe::either(bridges, ask.lang)
}
