//! Abbey & Mayor as players meet it in the service: the choice between the abbey tile
//! and the draw, the mayor's and the wagon's spots, the barn's corners, the wagon's move
//! after its feature scored; their narration, refusals, one-click choices, the page's
//! targets (the abbey tile's choice at each hole, a wagon's move at its feature's spot,
//! a barn at its corner), supplies and summary rows. The engine decides what is legal
//! and what scores; this module only words it.

mod verbs;

// Its verbs, joined to the table of verbs by the registry (`service::registered`).
pub(super) use verbs::VERBS;

use carcassonne_engine::rules::abbey_mayor::{ABBEY, Act, Corner, Origin, Own, Ph};
use carcassonne_engine::{Action, ExpansionPhase, Game, Phase, Pos, Seat, Target, TileKind, View};
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

use super::choices::{Offer, spot_notation};
use super::describe::{Names, at, name};
use super::expansion::{ExpansionService, Place};
use super::landmarks::Aim;
use super::spots::spot_words;
use super::turn::Ask;
use crate::locale::Lang;

/// Abbey & Mayor's part in the service, registered in `expansion::service_of`.
#[derive(Debug)]
pub(super) struct Part;

/// A figure's word (`$figure` of `am-figure-name`, `figure-name-<word>`): mayor, wagon or barn.
fn figure(own: Own) -> &'static str {
    own.word()
}

/// A feature a wagon goes to, as one says it ("the road east at 2 1").
fn target_words(target: Target, lang: Lang) -> String {
    let [x, y] = at(target.pos, "x", "y");
    let spot = ("spot", FluentValue::from(spot_words(target.spot, lang)));
    lang.say("am-target", lang.feature(target.spot.kind.word()).into_iter().chain([spot, x, y]))
}

/// Where a wagon whose feature scored leaves from, as one says it.
fn origin_words(origin: Origin, lang: Lang) -> String {
    match origin {
        Origin::Tile(pos) => lang.say("am-from-tile", at(pos, "x", "y")),
        Origin::Castle([pos, _]) => lang.say("am-from-castle", at(pos, "x", "y")),
    }
}

/// A corner of a tile in words ("north-east").
fn corner_word(corner: Corner, lang: Lang) -> String {
    lang.say("am-corner", [("corner", corner.to_string().into())])
}

/// The abbey tiles `seat` still holds and the figures of the box at home, as words.
fn at_home(view: &View, seat: Seat, lang: Lang) -> Vec<String> {
    let Some(am) = view.abbey_mayor() else { return Vec::new() };
    let abbeys = am.abbeys(seat);
    let mut out = Vec::new();
    if abbeys > 0 {
        out.push(lang.say("am-supply-abbeys", [("count", abbeys.into())]));
    }
    for own in Own::ALL.into_iter().filter(|&o| am.in_supply(seat, o)) {
        out.push(lang.figure_name(figure(own)));
    }
    out
}

impl ExpansionService for Part {
    /// A city held by mayors alone, none with a pennant, scores for nobody (strength 0):
    /// nothing to tell but its figures going home.
    fn untold(&self, scoring: &carcassonne_engine::Scoring) -> bool {
        scoring.winners == carcassonne_engine::SeatSet::EMPTY
    }

    /// `chariot`, as French speakers commonly spell the wagon (the French texts write
    /// « charriot »); the brief's « bourgmestre » and « ferme », other names of the
    /// mayor and the barn.
    fn french_synonyms(&self) -> &'static [(&'static str, &'static str)] {
        &[("chariot", "wagon"), ("bourgmestre", "mayor"), ("ferme", "barn")]
    }

    fn label(&self, action: Action, lang: Lang) -> Option<String> {
        Some(match Act::of(action)? {
            Act::Abbey => lang.say("choice-abbey", []),
            Act::Draw => lang.say("choice-draw", []),
            Act::Place(own, spot) => lang.say(
                "choice-am-figure",
                [("figure", figure(own).into()), ("spot", spot_notation(spot, lang).into())],
            ),
            Act::Barn(corner) => lang.say("choice-barn", [("corner", corner_word(corner, lang).into())]),
            Act::Move(target) => {
                lang.say("choice-wagon-move", [("target", target_words(target, lang).into())])
            }
            Act::Home => lang.say("choice-wagon-home", []),
        })
    }

    /// A figure's spot by its number on the image ("② mayor, city north"); a wagon's
    /// move by what a player sees there.
    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        let lang = offer.lang;
        match Act::of(action)? {
            // After the last tile, `draw` keeps the abbey tile: nothing is left to draw.
            Act::Draw if offer.view.abbey_mayor().is_some_and(|am| am.last_round()) => {
                Some(lang.say("button-keep-abbey", []))
            }
            Act::Place(own, spot) => {
                let open = offer.open(spot)?;
                let words = lang.say(
                    "button-am-spot",
                    [("figure", figure(own).into()), ("spot", open.words.clone().into())],
                );
                Some(format!("{} {words}", open.mark()))
            }
            Act::Move(_) => offer.named(action, |t| lang.say("button-wagon-move", [("target", t.into())])),
            Act::Abbey | Act::Draw | Act::Barn(_) | Act::Home => None,
        }
    }

    /// On the page: a wagon's move at its feature's spot, a barn at its corner of the
    /// tile just placed (the point where the four tiles meet).
    fn choice_place(&self, view: &View, action: Action) -> Option<Place> {
        match Act::of(action)? {
            Act::Move(target) => Some(Place::Spot(target)),
            Act::Barn(corner) => {
                let tile = &view.board().tiles()[view.last_placed()?];
                let (east, south) = match corner {
                    Corner::NE => (1, 0),
                    Corner::SE => (1, 1),
                    Corner::SW => (0, 1),
                    Corner::NW => (0, 0),
                };
                Some(Place::Corner(Pos::new(tile.pos.x + east, tile.pos.y + south)))
            }
            Act::Abbey | Act::Draw | Act::Place(..) | Act::Home => None,
        }
    }

    /// On the page, the abbey tile's choice is offered on the board too: each hole it
    /// may fill is a lit cell (`cells`), a tap there choosing it (the hole is then the
    /// lit cell where the tile fits), as its button does.
    fn page_choice(
        &self,
        view: &View,
        action: Action,
        _names: &[String],
        _lang: Lang,
        out: &mut serde_json::Map<String, Value>,
    ) {
        if let (Some(Act::Abbey), Some(am)) = (Act::of(action), view.abbey_mayor()) {
            let holes: Vec<Value> = am.holes().iter().map(|p| json!([p.x, p.y])).collect();
            out.insert("cells".into(), holes.into());
        }
    }

    fn aim(&self, _view: &View, action: Action) -> Option<Aim> {
        match Act::of(action)? {
            Act::Move(target) => Some(Aim::Spot(target)),
            _ => None,
        }
    }

    /// The abbey tile is named as the French texts name it, not as a monastery; the
    /// tiles whose features cross without joining (two cities, a road round a well, a
    /// road through a tunnel) in words of their own, which the parts alone would
    /// misread.
    fn tile_named(
        &self,
        kind: TileKind,
        _parts: Option<&super::tile_words::Pieces>,
        lang: Lang,
    ) -> Option<String> {
        let id = match kind.id() {
            ABBEY => "tile-abbey",
            "AM/CCcc+" => "tile-am-cities-crossing",
            "AM/CCc+" => "tile-am-cap-crossing",
            "AM/Rrr" => "tile-am-well",
            "AM/CRcr+" => "tile-am-tunnel",
            _ => return None,
        };
        Some(lang.say(id, []))
    }

    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        let am = ask.view.abbey_mayor()?;
        match Ph::of(phase)? {
            Ph::Abbey => {
                let holes: Vec<String> = am.holes().iter().map(|p| format!("{} {}", p.x, p.y)).collect();
                // After the last tile the choice is to place it or keep it: no draw.
                let id = if am.last_round() { "prompt-abbey-last" } else { "prompt-abbey" };
                Some(ask.lang.say(
                    &ask.id(id),
                    [ask.who(), ("count", holes.len().into()), ("holes", holes.join(", ").into())],
                ))
            }
            Ph::Wagon(from) => {
                let targets = ask.view.legal_actions(ask.seat);
                let targets: Vec<String> = targets
                    .into_iter()
                    .filter_map(|a| match Act::of(a)? {
                        Act::Move(t) if ask.buttons || ask.page => Some(target_words(t, ask.lang)),
                        Act::Move(t) => Some(format!("`wagon {t}`")),
                        _ => None,
                    })
                    .collect();
                Some(ask.lang.say(
                    &ask.id("prompt-wagon"),
                    [
                        ask.who(),
                        ("from", origin_words(from, ask.lang).into()),
                        ("targets", super::choices::either(&targets, ask.lang).into()),
                    ],
                ))
            }
        }
    }

    /// The barn's corners, when the step offers them.
    fn figure_options(&self, ask: &Ask<'_>, actions: &[Action]) -> Vec<String> {
        let corners: Vec<Corner> = actions
            .iter()
            .filter_map(|a| match Act::of(*a)? {
                Act::Barn(corner) => Some(corner),
                _ => None,
            })
            .collect();
        if corners.is_empty() {
            return Vec::new();
        }
        let words: Vec<String> = corners
            .iter()
            .map(|&c| match ask.buttons || ask.page {
                true => corner_word(c, ask.lang),
                false => format!("`barn {c}`"),
            })
            .collect();
        let id = if ask.buttons || ask.page { "option-barn" } else { "option-barn-command" };
        vec![ask.lang.say(id, [("corners", super::choices::either(&words, ask.lang).into())])]
    }

    fn figure(&self, action: Action) -> Option<&'static str> {
        match Act::of(action)? {
            Act::Place(own, _) => Some(figure(own)),
            _ => None,
        }
    }

    fn action_words(&self) -> &'static [(&'static str, &'static [&'static str])] {
        &[
            ("home", &["réserve", "reserve"]),
            // A captured mayor or wagon, ransomed or exchanged by name (The Tower).
            ("mayor", &["maire"]),
            ("wagon", &["charriot", "chariot"]),
            // A barn's west corners as French writes its half-edges (`No`, `So`, read
            // back as any west), not `NO`, `SO`.
            ("NW", &["No"]),
            ("SW", &["So"]),
        ]
    }

    fn summary_phase(&self, phase: Phase) -> Option<&'static str> {
        Ph::of(phase).map(|ph| match ph {
            Ph::Abbey => "abbey",
            Ph::Wagon(_) => "wagon",
        })
    }

    /// Abbey tiles held and the box's figures at home.
    fn summary_player(&self, game: &Game, seat: Seat, player: &mut Value) {
        let view = game.view(carcassonne_engine::Audience::Public);
        let Some(am) = view.abbey_mayor() else { return };
        player["abbeys"] = json!(am.abbeys(seat));
        for own in Own::ALL {
            player[format!("{}_home", own.word())] = json!(am.in_supply(seat, own));
        }
    }

    /// The barns on the board: owner, cell, corner.
    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        let view = game.view(carcassonne_engine::Audience::Public);
        let Some(am) = view.abbey_mayor() else { return };
        out["barns"] = am
            .barns()
            .map(|(b, pos)| json!({"owner": names[b.owner.index()], "x": pos.x, "y": pos.y, "corner": b.corner.to_string()}))
            .collect();
    }

    /// The choice of the abbey tile is the active player's, at the start of their turn.
    fn turn_step(&self, phase: Phase) -> bool {
        matches!(Ph::of(phase), Some(Ph::Abbey))
    }

    fn doing(&self, phase: ExpansionPhase) -> &'static str {
        match Ph::of(Phase::Expansion(phase)) {
            Some(Ph::Abbey) => "abbey",
            _ => "wagon",
        }
    }

    /// The abbey tile or the drawn tile is still to be placed.
    fn keeps_tile(&self, action: Action) -> bool {
        matches!(Act::of(action), Some(Act::Abbey | Act::Draw))
    }

    /// The abbey tile held and the mayor, wagon and barn at home.
    fn supply_words(&self, view: &View, seat: Seat, lang: Lang) -> Vec<String> {
        at_home(view, seat, lang)
    }

    /// Per player, the abbey tile held and the box's figures at home.
    fn supplies(&self, view: &View<'_>, names: Names<'_>, lang: Lang) -> Option<String> {
        view.abbey_mayor()?;
        let parts: Vec<String> = (0..view.players().len())
            .map(|i| {
                let seat = Seat(i as u8);
                let home = at_home(view, seat, lang);
                let home = if home.is_empty() { lang.say("am-supplies-none", []) } else { home.join(", ") };
                lang.say("am-supplies-one", [("name", name(names, seat).into()), ("home", home.into())])
            })
            .collect();
        Some(lang.say("am-supplies", [("supplies", parts.join(" · ").into())]))
    }

    #[cfg(test)]
    fn examples(&self) -> super::expansion::Examples {
        examples::examples()
    }
}

#[cfg(test)]
mod examples;
