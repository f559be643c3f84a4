//! Bridges, Castles & Bazaars' verbs, rows of the table of verbs (`service/verbs.rs`)
//! that the registry joins to it, and the autocomplete of their parameters (the bridges
//! one may build, the castle choices one owes, the bazaar's tiles one may choose).

use carcassonne_engine::rules::bridges_castles_bazaars::{Act, Bridge};
use carcassonne_engine::{Action, Expansion};

use super::super::choices;
use super::super::expansion::{Lists, Verbs};
use super::super::suggest::{MAX_CHOICES, Pick, named, numbered, tokens};
use super::super::verbs::{Suggest, Verb, box_verb};
use super::super::{Context, Lang, Service, Suggestion};

/// Its verbs at their slots of the table of verbs, and the answers to its own lists.
pub(in crate::service) static VERBS: Verbs =
    Verbs { after_place: PLACING, after_pass: DECISIONS, lists: Lists::Own(suggest), ..Verbs::NONE };

/// The bridge a placement needs, after `place`.
static PLACING: &[Verb] =
    &[box_verb!(BridgesCastlesBazaars, Action, "bridge" / "pont", "bridge X Y NS/EW" / "pont X Y NS/EO",
        "bridge" / "pont": Suggest::BRIDGES, "1,0 NS" / "1,0 NS", "bridge 1 0 NS")];

/// A castle, and the bazaar step by step, after `pass`.
static DECISIONS: &[Verb] = &[
    box_verb!(BridgesCastlesBazaars, Action, "castle" / "forteresse",
        "castle build/score" / "forteresse construire/compter",
        "choice" / "choix": Suggest::CASTLE_CHOICES, "build" / "construire", "castle build"),
    box_verb!(BridgesCastlesBazaars, Nothing, "choose" / "choisir", "choose N" / "choisir N",
        "tile" / "tuile": Suggest::OFFERS, "2" / "2", "choose 2"),
    box_verb!(BridgesCastlesBazaars, Nothing, "bid" / "enchérir", "bid N" / "enchérir N",
        "amount" / "montant": Suggest::Amount, "3" / "3", "bid 3"),
    box_verb!(BridgesCastlesBazaars, "buy" / "acheter"),
    box_verb!(BridgesCastlesBazaars, "sell" / "vendre"),
];

/// The answer to one of its parameters' autocomplete (the bridges the asking player
/// may build now, the castle choices they owe, the bazaar's tiles they may choose);
/// `None` for another source.
fn suggest(service: &mut Service, ctx: &Context, source: Suggest, typed: &str) -> Option<Vec<Suggestion>> {
    let lang = ctx.lang();
    let found = match source {
        Suggest::BRIDGES => {
            bridges(&service.legal(ctx, |a| matches!(Act::of(*a), Some(Act::Bridge(_)))), typed, lang)
        }
        Suggest::CASTLE_CHOICES => {
            let legal: Vec<Action> = service.legal(ctx, |a| matches!(Act::of(*a), Some(Act::Castle(_))));
            let words = legal.into_iter().filter_map(|a| match Act::of(a)? {
                Act::Castle(choice) => Some((choice.to_string(), choices::label(a, lang))),
                _ => None,
            });
            named(words.collect(), typed)
        }
        Suggest::OFFERS => named(service.offers(ctx), typed),
        _ => return None,
    };
    Some(service.or_why(ctx, found, typed))
}

/// The legal bridges that fit the typed text (`1,` narrows to x = 1).
fn bridges(legal: &[Bridge], typed: &str, lang: Lang) -> Vec<Suggestion> {
    let (typed, complete) = tokens(typed);
    legal
        .iter()
        .filter(|b| {
            let fields = [b.pos.x.to_string(), b.pos.y.to_string(), b.axis.to_string()];
            typed.len() <= fields.len()
                && typed.iter().enumerate().all(|(i, word)| {
                    let last = i + 1 == typed.len();
                    let (field, word) = (fields[i].to_uppercase(), word.to_uppercase());
                    if last && !complete { field.starts_with(&word) } else { field == word }
                })
        })
        .take(MAX_CHOICES)
        .map(|b| {
            let (x, y, axis) = (b.pos.x.into(), b.pos.y.into(), b.axis.to_string().into());
            Suggestion {
                name: lang.say("suggest-bridge", [("x", x), ("y", y), ("axis", axis)]),
                value: format!("{},{} {}", b.pos.x, b.pos.y, b.axis),
            }
        })
        .collect()
}

impl Service {
    /// The bazaar tiles the author may choose: the number, and the tile in words.
    fn offers(&mut self, ctx: &Context) -> Vec<(String, String)> {
        let Ok(table) = self.table(ctx) else { return Vec::new() };
        let (Some(seat), Some(game)) = (table.seat_of(&ctx.user.id), table.game.as_ref()) else {
            return Vec::new();
        };
        let view = game.view(carcassonne_engine::Audience::Seat(seat));
        let Some(auction) = view.bridges_castles_bazaars().and_then(|b| b.auction()) else {
            return Vec::new();
        };
        game.legal_actions(seat)
            .into_iter()
            .filter_map(|a| match Act::of(a)? {
                Act::Choose(n) => {
                    let tile = auction.offers.get(usize::from(n) - 1)?.tile;
                    Some((n.to_string(), numbered(n, tile, ctx.lang())))
                }
                _ => None,
            })
            .collect()
    }
}

impl Pick for Bridge {
    fn pick(action: Action) -> Option<Bridge> {
        if let Some(Act::Bridge(b)) = Act::of(action) { Some(b) } else { None }
    }
}

impl Suggest {
    /// The bridges the asking player may build now (`1,0 NS`).
    pub const BRIDGES: Suggest = Suggest::own_at_cell(Expansion::BridgesCastlesBazaars, 0);
    /// The castle choices (build, score) owed by the asking player.
    pub const CASTLE_CHOICES: Suggest = Suggest::own(Expansion::BridgesCastlesBazaars, 1);
    /// The bazaar's tiles the asking player may choose.
    pub const OFFERS: Suggest = Suggest::own(Expansion::BridgesCastlesBazaars, 2);
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::Pos;
    use carcassonne_engine::rules::bridges_castles_bazaars::Axis;

    use super::*;
    use crate::service::placement_words;

    fn values(s: Vec<Suggestion>) -> Vec<String> {
        s.into_iter().map(|s| s.value).collect()
    }

    #[test]
    fn bridges_filter_by_cell_and_axis() {
        let legal = [
            Bridge { pos: Pos::new(1, 0), axis: Axis::NorthSouth },
            Bridge { pos: Pos::new(1, 0), axis: Axis::EastWest },
            Bridge { pos: Pos::new(0, 1), axis: Axis::EastWest },
        ];
        assert_eq!(values(bridges(&legal, "", Lang::En)), ["1,0 NS", "1,0 EW", "0,1 EW"]);
        assert_eq!(values(bridges(&legal, "1,", Lang::En)), ["1,0 NS", "1,0 EW"]);
        assert_eq!(values(bridges(&legal, "1,0 e", Lang::En)), ["1,0 EW"]);
        assert_eq!(bridges(&legal, "0,1 EW", Lang::En)[0].name, "x 0, y 1, east–west");
        assert_eq!(bridges(&legal, "0,1 EW", Lang::Fr)[0].name, "x 0, y 1, est–ouest");
        assert_eq!(placement_words("1,0 NS"), "1 0 NS");
    }

    /// A rotation that fits only with a bridge says so, in the rotation picker and in
    /// the placements offered: said together after those that fit as they are, the
    /// bridge once, the notes of what it completes after it.
    #[test]
    fn placements_that_need_a_bridge_say_so() {
        use carcassonne_engine::{Completion, Expansion, FeatureKind, Rotation, Seat, SeatSet};

        use crate::service::choices::rotation;
        use crate::service::suggest::tests::{alice, legal, names, option};
        use crate::service::suggest::{Asker, placements};

        let bridged = |x, y, rot| {
            let (mut o, p) = option(x, y, rot);
            o.needs = Some(Expansion::BridgesCastlesBazaars);
            (o, p)
        };
        let (half, _) = bridged(0, 1, Rotation::R180);
        assert_eq!(rotation(&half, Lang::En), "180° if you then build a bridge");
        assert_eq!(rotation(&half, Lang::Fr), "180° si vous construisez ensuite un pont");
        let cell = [
            option(4, 4, Rotation::R0),
            bridged(4, 4, Rotation::R90),
            option(4, 4, Rotation::R180),
            bridged(4, 4, Rotation::R270),
        ];
        let mut asker = alice();
        asker.recent = vec![Pos::new(9, 9)];
        let listed = |cell: &[_], asker: &Asker| names(placements(cell, asker, "", true));
        assert_eq!(listed(&cell, &asker), ["4,4 · 0° or 180°; 90° or 270° with a bridge"]);
        let all = [Rotation::R0, Rotation::R90, Rotation::R180].map(|r| bridged(4, 4, r));
        assert_eq!(listed(&all, &asker), ["4,4 · 0°, 90° or 180° with a bridge"]);
        asker.lang = Lang::Fr;
        assert_eq!(listed(&cell, &asker), ["4,4 · 0° ou 180°\u{a0}; 90° ou 270° avec un pont"]);
        let mut legal = legal();
        legal[0].0.needs = Some(Expansion::BridgesCastlesBazaars);
        let found = placements(&legal, &alice(), "3,0 0", false);
        assert_eq!((found[0].name.as_str(), found[0].value.as_str()), ("3,0 0° with a bridge", "3,0 0"));
        assert_eq!(placements(&legal, &alice(), "3,", false)[1].name, "3,0 · 90°; 0° with a bridge");
        let bob = SeatSet::single(Seat(1));
        let field = Completion { kind: FeatureKind::Field, points: 3, winners: bob, on_tile: true };
        legal[0].1.completes.push(field);
        let french = Asker { lang: Lang::Fr, ..alice() };
        assert_eq!(
            placements(&legal, &french, "3,", false)[1].name,
            "3,0 · 90°\u{a0}; 0° avec un pont · à 0° avec un pont\u{a0}: complète le pré de Bob (+3 pour Bob)"
        );
    }
}
