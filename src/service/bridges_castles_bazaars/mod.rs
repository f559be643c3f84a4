//! Bridges, Castles & Bazaars as players meet it in the service: the narration of its
//! events (a bridge built, a small city's owners choosing, a castle, a bazaar's
//! auction step by step).

super::expansion::box_folder!();
mod summary;
mod words;

use carcassonne_engine::rules::bridges_castles_bazaars::{Act, Ph};
use carcassonne_engine::{Audience, Game, Phase, RoadEnd, Seat, SeatSet, TileDef, View};
use serde_json::Value;

use super::expansion::ExpansionService;
use super::page_api::{Offered, Offers, PageGame};
use super::tile_words::{self, Pieces, Stage};
use super::turn::{Ask, below};
use super::{choices, describe};
use crate::locale::Lang;

use words::auction;

impl ExpansionService for Part {
    /// The bazaar on a tile: by the road that leads to it, in its place among the
    /// roads, or else on its own among the markers.
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        match stage {
            Stage::Road(road) if road.road_end == Some(RoadEnd::Bazaar) => {
                pieces.add(tile_words::Part("road-to-bazaar"), None)
            }
            Stage::Markers => {
                let bazaar_road = def.segments.iter().any(|s| s.road_end == Some(RoadEnd::Bazaar));
                if def.markers.bazaar && !bazaar_road {
                    pieces.add(tile_words::Part("bazaar"), None);
                }
            }
            _ => {}
        }
    }

    /// The question of one of its phases: a bridge, a castle, a bazaar's step.
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
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
                format!(
                    "{}{}",
                    lang.say(&ask.id("prompt-castle"), args),
                    below(ask.buttons && !ask.page, lang)
                )
            }
            Ph::BazaarChoose | Ph::BazaarBid | Ph::BazaarRaise | Ph::BazaarTrade => format!(
                "{}{}",
                auction(ask.view, ask.names, ask.page, lang).unwrap_or_default(),
                below(ask.buttons && !ask.page, lang)
            ),
        })
    }

    /// The bridges a figure step allows, after its prompt.
    fn figure_prompt(&self, ask: &Ask<'_>) -> Option<String> {
        let bridges = bridge_commands(ask);
        (!bridges.is_empty()).then(|| ask.lang.say("prompt-figure-bridge", [("bridges", bridges.into())]))
    }

    /// The bridges, castles and auction of a game with the expansion.
    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        if let Some(bcb) = game.view(Audience::Public).bridges_castles_bazaars() {
            out["bridges_castles_bazaars"] = summary::bridges_castles_bazaars(names, &bcb);
        }
    }

    /// The running bazaar's face-up tiles (none without one), each in words ("2. a
    /// curved road — up for auction, top bid 3 by Ann") and whether it is under the
    /// hammer: every page draws them, so that a bid is for a tile seen by bidders and
    /// watchers alike, not only the chooser (whose buttons draw them).
    fn page_game(
        &self,
        view: &View,
        _viewer: Option<Seat>,
        names: &[String],
        lang: Lang,
        page: &mut PageGame,
    ) {
        let tiles: Vec<Offered> = words::offers(view, names, lang)
            .into_iter()
            .map(|o| Offered { tile: o.tile, words: o.words, up: o.up })
            .collect();
        if !tiles.is_empty() {
            page.offers = Some(Offers { title: lang.say("web-page-bazaar", []), tiles });
        }
    }
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
