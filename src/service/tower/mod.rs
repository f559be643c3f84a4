//! The Tower as players meet it in the service: the narration of pieces built, meeples
//! on top, captures, exchanges and ransoms; the prompt of a capture (the tower, its
//! height, who is in range) and of an exchange's choice; the tower options among a
//! figure step's; its refusals, one-click choices, tile parts, supplies and summary
//! rows. The engine decides what is legal and what scores; this module only words it.

super::expansion::box_folder!();

use carcassonne_engine::rules::tower::{Act, Captive, Happened, Ph};
use carcassonne_engine::{Action, Event, FigureKind, Game, Phase, Seat, TileDef, View};
use fluent_bundle::FluentValue;
use serde_json::{Value, json};

use super::choices::either;
use super::describe::{Names, at, name};
use super::expansion::ExpansionService;
use super::landmarks::{self, Aim};
use super::page_api::PageGame;
use super::spelling::{self, Spelling};
use super::spots::spot_words;
use super::tile_words::{Pieces, Stage};
use super::turn::Ask;
use crate::locale::Lang;

/// A follower's word (`to-figure`): a meeple, the big meeple, the abbot.
fn figure(kind: FigureKind) -> &'static str {
    carcassonne_engine::rules::tower::kind_word(kind)
}

/// What a capture aims at on the board: the follower on its spot, or the meeple on top
/// of a tower.
fn captive_aim(captive: Captive) -> Aim {
    match captive {
        Captive::Follower(target) => Aim::Spot(target),
        Captive::Top(pos) => Aim::Top(pos),
    }
}

/// Where a captive stood, told after its capture: its spot and where that lies ("in the
/// monastery beside Ann's farmer (1 1)"), or the top of its tower ("on top of the tower
/// on the last tile (0 1)").
fn captive_place(view: &View, captive: Captive, names: Names<'_>, lang: Lang) -> String {
    let place = ("where", FluentValue::from(landmarks::place(view, captive_aim(captive), names, lang)));
    match captive {
        Captive::Follower(t) => {
            let spot = ("spot", FluentValue::from(spot_words(t.spot, lang)));
            lang.say("to-captive-at", lang.feature(t.spot.kind.word()).into_iter().chain([spot, place]))
        }
        Captive::Top(_) => lang.say("to-captive-top-at", [place]),
    }
}

/// A ransom's button, on Discord and on the page, and its autocomplete entry: the figure
/// freed and its holder by name ("Ransom: a meeple held by Bob (3 points)"); the seat's
/// number is only what the command types.
pub(super) fn ransom_words(names: Names<'_>, holder: Seat, kind: FigureKind, lang: Lang) -> String {
    let holder = ("holder", FluentValue::from(name(names, holder)));
    lang.say("button-ransom", [holder, ("figure", figure(kind).into())])
}

impl ExpansionService for Part {
    /// A tower built, a meeple on top and a capture, told with where they stand named
    /// by what is there (the rest are the messages its events name).
    fn line(&self, event: &Event, view: &View, names: Names<'_>, lang: Lang) -> Option<String> {
        let who = |seat: &Seat| ("name", FluentValue::from(name(names, *seat)));
        Some(match Happened::of(event)? {
            Happened::Built { seat, pos, height } => {
                let place = landmarks::place(view, Aim::Tower(*pos), names, lang);
                lang.say("to-built", [who(seat), ("where", place.into()), ("height", (*height).into())])
            }
            Happened::Topped { seat, pos, kind } => {
                let place = landmarks::place(view, Aim::Top(*pos), names, lang);
                lang.say("to-topped", [who(seat), ("where", place.into()), ("figure", figure(*kind).into())])
            }
            Happened::Captured { seat, owner, kind, captive, prisoner } => {
                let args = [
                    who(seat),
                    ("owner", name(names, *owner).into()),
                    ("figure", figure(*kind).into()),
                    ("captive", captive_place(view, *captive, names, lang).into()),
                ];
                lang.say(if *prisoner { "to-captured" } else { "to-captured-own" }, args)
            }
            Happened::Spared { .. } | Happened::Exchanged { .. } | Happened::Ransomed { .. } => return None,
        })
    }

    /// On the page: a captive shown in its owner's colour, a ransom's holder by name.
    fn page_choice(
        &self,
        view: &View,
        action: Action,
        names: &[String],
        lang: Lang,
        out: &mut serde_json::Map<String, Value>,
    ) {
        let colour = match Act::of(action) {
            Some(Act::Capture(Captive::Follower(t))) => super::web::colour_at(view, t),
            Some(Act::Capture(Captive::Top(pos))) => {
                let top = view.tower().and_then(|t| t.tower_at(pos)).and_then(|t| t.top);
                top.map(|(seat, _)| super::web::colour(seat))
            }
            Some(Act::Ransom(holder, kind)) => {
                // Offered beside the tile in hand too, labelled without names there.
                out.insert("label".into(), ransom_words(names, holder, kind, lang).into());
                None
            }
            _ => None,
        };
        if let Some(colour) = colour {
            out.insert("colour".into(), colour.into());
        }
    }

    /// The capturer's hint: tap the captive (its ring, or its tower's lit cell).
    fn page_game(
        &self,
        view: &View,
        viewer: Option<Seat>,
        _names: &[String],
        lang: Lang,
        page: &mut PageGame,
    ) {
        let capturing = view.decisions().iter().any(|d| {
            matches!(Ph::of(d.phase), Some(Ph::Capture)) && viewer.is_some_and(|seat| d.seats.contains(seat))
        });
        if capturing {
            page.hint = Some(lang.say("page-hint-capture", []));
        }
    }

    /// The ransoms `seat` may pay before placing its tile (the rules allow one a turn,
    /// before placing or at the figure step): the board page offers them beside the
    /// tile in hand.
    fn openings(&self, view: &View, seat: Seat, lang: Lang) -> Vec<super::choices::Choice> {
        let ransoms =
            view.legal_actions(seat).into_iter().filter(|a| matches!(Act::of(*a), Some(Act::Ransom(..))));
        ransoms
            .map(|action| super::choices::Choice { label: super::choices::label(action, lang), action })
            .collect()
    }

    /// The builder of a tower choosing a capture; the capturer choosing what comes back.
    fn prompt(&self, phase: Phase, ask: &Ask<'_>) -> Option<String> {
        let tower = ask.view.tower()?;
        match Ph::of(phase)? {
            Ph::Capture => {
                let (pos, height, captives) = tower.capturing()?;
                let [x, y] = at(pos, "x", "y");
                // Each named as its button names it, by what a player sees there.
                let aims: Vec<Option<Aim>> = captives.into_iter().map(|c| Some(captive_aim(c))).collect();
                let named = landmarks::name_all(ask.view, &aims, ask.names, ask.lang);
                let list: Vec<String> = named.into_iter().flatten().map(|n| n.full).collect();
                Some(ask.lang.say(
                    &ask.id("prompt-capture"),
                    [
                        ask.who(),
                        x,
                        y,
                        ("height", height.into()),
                        ("captives", either(&list, ask.lang).into()),
                    ],
                ))
            }
            Ph::Exchange => {
                let (_, other, kinds) = tower.exchanging()?;
                let kinds: Vec<String> = kinds
                    .into_iter()
                    .map(|k| ask.lang.say("to-figure", [("figure", figure(k).into())]))
                    .collect();
                Some(ask.lang.say(
                    &ask.id("prompt-exchange"),
                    [
                        ask.who(),
                        ("other", name(ask.names, other).into()),
                        ("figures", kinds.join(", ").into()),
                    ],
                ))
            }
        }
    }

    /// A tower piece, a meeple on top and a ransom, when the step offers them.
    fn figure_options(&self, ask: &Ask<'_>, actions: &[Action]) -> Vec<String> {
        let has = |f: fn(Act) -> bool| actions.iter().filter_map(|a| Act::of(*a)).any(f);
        let mut out = Vec::new();
        let command = if ask.buttons || ask.page { "" } else { "-command" };
        if has(|a| matches!(a, Act::Piece(_))) {
            let pieces = ask.view.tower().map_or(0, |t| t.pieces(ask.seat));
            out.push(ask.lang.say(&format!("option-tower{command}"), [("pieces", pieces.into())]));
        }
        if has(|a| matches!(a, Act::Top(..))) {
            out.push(ask.lang.say(&format!("option-top{command}"), []));
        }
        // The figures a ransom may free, as the notation names them (`meeple/big`): a
        // big meeple alone held is ransomed as `big`, not `meeple`.
        let mut ransomed: Vec<&str> = Vec::new();
        for act in actions.iter().filter_map(|a| Act::of(*a)) {
            if let Act::Ransom(_, kind) = act
                && !ransomed.contains(&figure(kind))
            {
                ransomed.push(figure(kind));
            }
        }
        if !ransomed.is_empty() {
            let words = spelling::write(Spelling::Action, &ransomed, ask.lang).join("/");
            out.push(ask.lang.say(&format!("option-ransom{command}"), [("figures", words.into())]));
        }
        out
    }

    /// A foundation is said after the whole tile's words, in short ("… (tower)"): listed
    /// as a part, it makes the longest tiles' words too long for a button.
    fn tile_parts(&self, def: &TileDef, stage: Stage<'_>, pieces: &mut Pieces) {
        if let Stage::Last = stage
            && def.markers.tower
        {
            pieces.around("tile-with-tower");
        }
    }

    /// The towers: cell, height, who is on top.
    fn summary_game(&self, game: &Game, names: &[String], out: &mut Value) {
        let view = game.view(carcassonne_engine::Audience::Public);
        let Some(tower) = view.tower() else { return };
        out["towers"] = tower
            .towers()
            .iter()
            .map(|t| {
                json!({"x": t.pos.x, "y": t.pos.y, "height": t.height,
                    "top": t.top.map(|(s, _)| names[s.index()].clone())})
            })
            .collect();
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::Pos;

    use super::*;

    /// Where a captive stands reads in a capture's label as a player says it, the
    /// French article and preposition following the feature (« sur la route », « dans
    /// l'abbaye »).
    #[test]
    fn a_captive_is_named_with_its_article() {
        let follower = |text: &str| Captive::Follower(text.parse().unwrap());
        let cases = [
            (follower("2 1 road E"), "on the road east at 2 1", "sur la route est en 2 1"),
            (follower("-1 3 city N"), "in the city north at -1 3", "dans la ville nord en -1 3"),
            (follower("1 1 monastery"), "in the monastery at 1 1", "dans l'abbaye en 1 1"),
            (follower("0 2 field Nw"), "in the field north-west at 0 2", "dans le pré nord-ouest en 0 2"),
            (Captive::Top(Pos::new(0, 1)), "on top of the tower at 0 1", "au sommet de la tour en 0 1"),
        ];
        for (captive, en, fr) in cases {
            let label = |lang| super::super::choices::label(Act::Capture(captive).into(), lang);
            assert_eq!(label(Lang::En), format!("Capture the follower {en}"));
            assert_eq!(label(Lang::Fr), format!("Capturer le suiveur {fr}"));
        }
    }
}
