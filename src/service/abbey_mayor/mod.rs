//! Abbey & Mayor as players meet it in the service: the choice between the abbey tile
//! and the draw, the mayor's and the wagon's spots, the barn's corners, the wagon's move
//! after its feature scored; their narration, refusals, one-click choices, the page's
//! targets (the abbey tile's choice at each hole, a wagon's move at its feature's spot,
//! a barn at its corner), supplies and summary rows. The engine decides what is legal
//! and what scores; this module only words it.

super::expansion::box_folder!();

use carcassonne_engine::rules::abbey_mayor::{ABBEY, Act, Corner, Origin, Own, Ph};
use carcassonne_engine::{Action, Game, Phase, Seat, Target, TileKind, View};
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

use super::choices::Offer;
use super::describe::at;
use super::expansion::ExpansionService;
use super::spots::spot_words;
use super::turn::Ask;
use crate::locale::Lang;

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

impl ExpansionService for Part {
    /// A city held by mayors alone, none with a pennant, scores for nobody (strength 0):
    /// nothing to tell but its figures going home.
    fn untold(&self, scoring: &carcassonne_engine::Scoring) -> bool {
        scoring.winners == carcassonne_engine::SeatSet::EMPTY
    }

    /// After the last tile, `draw` keeps the abbey tile: nothing is left to draw (its
    /// other buttons are its facts', `offer::button`).
    fn button(&self, action: Action, offer: &Offer<'_>) -> Option<String> {
        let last = offer.view.abbey_mayor().is_some_and(|am| am.last_round());
        (Act::of(action)? == Act::Draw && last).then(|| offer.lang.say("button-keep-abbey", []))
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
}
