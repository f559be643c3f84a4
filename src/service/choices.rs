//! The common next steps of a game, offered as one-click choices (buttons in Discord):
//! a meeple or shepherd spot, a bridge or no figure after a placement; grow or herd for
//! a flock; the bridge a placement needs; build or score for a small city's owners; the
//! bazaar's tiles, a few bids, pass, buy and sell at an auction; the tile to keep after
//! Take two. Each choice is tied to the game and the revision it was offered for, so a
//! late click is refused politely instead of acting on a newer state; a click by a
//! player the decision does not wait for is refused by the service. It decides what is
//! offered; the front end only shows it. The base game's labels are here; each
//! expansion words its own actions in its folder (`ExpansionService::label`, `button`).

use carcassonne_engine::{Action, Audience, Phase, PlacementOption, Pos, Seat, Spot, TileKind, View};
use fluent_bundle::FluentValue;

use crate::locale::Lang;
use crate::render;

use super::landmarks::{self, Named};
use super::spots::{self, OpenSpot};
use super::table::Table;
use super::{Context, Front, Reply, Service, ServiceError, UserError, expansion, tile_words, turn};

/// A rotation that fits, in words: "90°", or "180° if you then build a bridge" where
/// it fits only with a bridge the player must build this turn.
pub(super) fn rotation(option: &PlacementOption, lang: Lang) -> String {
    lang.say(
        &format!("choice-rotation-{}", need(option)),
        [("degrees", option.placement.rot.degrees().into())],
    )
}

/// The rule `option` fits by, which names its messages (`choice-rotation-<need>`,
/// `suggest-degrees-<need>`): `plain`, or the word of the expansion's rule that alone
/// lets it fit (`ExpansionService::needed`), whose messages are in its file.
pub(super) fn need(option: &PlacementOption) -> &'static str {
    option.needs.map_or("plain", |e| super::service_of(e).needed())
}

/// The label of a one-click action, in `lang`: the base game's here, an expansion's
/// by its folder (`ExpansionService::label`).
pub(super) fn label(action: Action, lang: Lang) -> String {
    match action {
        Action::Meeple(s) => lang.say("choice-meeple", [("spot", spot_notation(s, lang).into())]),
        Action::Pass => lang.say("button-no-figure", []),
        Action::Place(p) => {
            let [x, y] = at(p.pos);
            lang.say("choice-place", [x, y, ("degrees", p.rot.degrees().into())])
        }
        _ => {
            let label = expansion::every().find_map(|e| e.label(action, lang));
            debug_assert!(label.is_some(), "no expansion labels `{action}`");
            label.unwrap_or_else(|| action.to_string())
        }
    }
}

/// A cell's coordinates as the numbers `x` and `y` of a label's message.
pub(super) fn at(pos: Pos) -> [(&'static str, FluentValue<'static>); 2] {
    [("x", FluentValue::from(pos.x)), ("y", pos.y.into())]
}

/// A spot in the notation the reader types: its feature in their words, then its edge
/// as the notation writes it (`road E`, `route E`).
pub(super) fn spot_notation(spot: Spot, lang: Lang) -> String {
    match spot.port {
        Some(port) => {
            let port = ("port", FluentValue::from(port.to_string()));
            lang.say("choice-spot", lang.feature(spot.kind.word()).into_iter().chain([port]))
        }
        None => lang.feature_name(spot.kind.word()),
    }
}

/// What an expansion's button may say more than its label, under the public message
/// (`ExpansionService::button`): the decision's phase, the public view, the seat the
/// buttons are for, the figure spots as the image numbers them and the players' names
/// by seat (whom a step pays: a ransom's holder).
pub(super) struct Offer<'a> {
    pub(super) view: &'a View<'a>,
    pub(super) seat: Seat,
    pub(super) phase: Phase,
    pub(super) open: &'a [OpenSpot],
    pub(super) names: &'a [String],
    /// The offered actions that aim at something on the board, each with its target
    /// named by what a player sees there (`landmarks.rs`), apart from the others'.
    pub(super) targets: &'a [(Action, Named)],
    pub(super) lang: Lang,
}

impl Offer<'_> {
    /// The words `say` makes of `action`'s target named (`landmarks.rs`), within a
    /// label's length; `None` for an action that aims at nothing on the board.
    pub(super) fn named(&self, action: Action, say: impl Fn(&str) -> String) -> Option<String> {
        let (_, named) = self.targets.iter().find(|(a, _)| *a == action)?;
        Some(named.fit(MAX_LABEL, say))
    }

    /// The open spot `spot`, as numbered and named on the image.
    pub(super) fn open(&self, spot: Spot) -> Option<&OpenSpot> {
        self.open.iter().find(|o| o.spot == spot)
    }

    /// A button followed by the tile it is about: "Keep 1: a city cap", "Tile 2: a
    /// curved road".
    pub(super) fn with_tile(&self, button: String, tile: TileKind) -> String {
        let tile = tile_words::words(tile, self.lang);
        self.lang.say("choice-with-tile", [("button", button.into()), ("tile", tile.into())])
    }
}

/// One offered step: its label and the action it plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub action: Action,
}

/// The choices for a game's pending decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choices {
    /// Who may see them: everyone (the figure step's spots, shown under the public
    /// board) or one seat (what only that player asked for).
    pub audience: Audience,
    pub game: i64,
    /// The game's revision the choices were offered for (it changes with every move
    /// and every undo, and never comes back).
    pub revision: u64,
    pub options: Vec<Choice>,
}

/// The choices for a game's pending decision, if it has common next steps, labelled in
/// `lang` (the public message's, the game's). They go under the public message: a
/// decision owed by several seats at once (a small city's owners) offers the same
/// answers to each, and the service plays a click for the seat that clicked.
pub(super) fn offer(table: &Table, lang: Lang) -> Option<Choices> {
    let game = table.game.as_ref().filter(|g| !g.is_over())?;
    // The first decision a person owes: a bot seat moves by itself, nobody clicks for it.
    let person = |seat: &Seat| table.seats.get(seat.index()).is_some_and(|s| !s.is_bot);
    let (pending, seat) =
        game.decisions().iter().find_map(|d| d.seats.iter().find(person).map(|seat| (*d, seat)))?;
    // Placements are too many for buttons; autocomplete offers them instead.
    if matches!(pending.phase, Phase::PlaceTile(_) | Phase::Over) {
        return None;
    }
    // What the whole table may see: never a gift in someone's hand.
    let public = game.view(Audience::Public);
    let options = options(&public, seat, pending.phase, &table.names(), lang);
    Some(Choices { audience: Audience::Public, game: table.row.id.0, revision: table.row.revision, options })
}

/// The one-click steps `seat` may take at `phase` as `view`'s viewer sees them (the
/// public view under the channel's message; the seat's own on its board page, where
/// its private steps, a gift from its hand, are its own to see), labelled in `lang`
/// as Discord's buttons label them, with the players' `names`.
pub(super) fn options(view: &View, seat: Seat, phase: Phase, names: &[String], lang: Lang) -> Vec<Choice> {
    // Each figure spot under the name the image and the prompt give it.
    let mut actions: Vec<Action> =
        view.legal_actions(seat).into_iter().map(|a| render::shown_action(view, a)).collect();
    // Figure spots numbered and named as on the image.
    let open = spots::open_spots(view, lang);
    // An expansion may offer only some of its many actions (the lowest few bids).
    expansion::every().for_each(|e| e.trim_choices(&mut actions));
    // A spot's figures side by side, in the image's order; the other steps after them.
    actions.sort_by_key(|a| match a.spot().and_then(|s| open.iter().position(|o| o.spot == s)) {
        Some(number) => (0, number),
        None => (1, 0),
    });
    let labels = labelled(view, seat, phase, &open, names, lang, &actions);
    actions.into_iter().zip(labels).map(|(action, label)| Choice { label, action }).collect()
}

/// The labels of `actions`, steps `seat` may take at `phase`, as Discord's buttons and
/// the autocomplete word them in `lang`: each aiming at something on the board named
/// by what a player sees there, apart from the others.
pub(super) fn labels(
    view: &View,
    seat: Seat,
    phase: Phase,
    names: &[String],
    lang: Lang,
    actions: &[Action],
) -> Vec<String> {
    labelled(view, seat, phase, &spots::open_spots(view, lang), names, lang, actions)
}

/// [`labels`], with the figure spots `open` as the image numbers them.
fn labelled(
    view: &View,
    seat: Seat,
    phase: Phase,
    open: &[OpenSpot],
    names: &[String],
    lang: Lang,
    actions: &[Action],
) -> Vec<String> {
    let aims: Vec<_> = actions.iter().map(|&a| expansion::every().find_map(|e| e.aim(view, a))).collect();
    let targets: Vec<(Action, Named)> = actions
        .iter()
        .zip(landmarks::name_all(view, &aims, names, lang))
        .filter_map(|(&action, named)| Some((action, named?)))
        .collect();
    let offer = Offer { view, seat, phase, open, names, targets: &targets, lang };
    actions
        .iter()
        .map(|&action| {
            let label = match (action, phase) {
                // "① road"
                (Action::Meeple(spot), _) => match offer.open(spot) {
                    Some(open) => format!("{} {}", open.mark(), open.words),
                    None => label(action, lang),
                },
                (Action::Pass, Phase::PlaceFigure) => lang.say("button-no-figure", []),
                // An expansion's step: "② shepherd, field north", "Tile 2: a curved road".
                _ => expansion::every()
                    .find_map(|e| e.button(action, &offer))
                    .unwrap_or_else(|| label(action, lang)),
            };
            clip(label)
        })
        .collect()
}

/// A label within Discord's 80 characters (the words chosen keep within it; this only
/// guards against a message that would otherwise not be sent).
fn clip(label: String) -> String {
    if label.chars().count() <= MAX_LABEL {
        label
    } else {
        label.chars().take(MAX_LABEL - 1).chain(['…']).collect()
    }
}

/// Discord's limit on a button's label.
pub(super) const MAX_LABEL: usize = 80;

impl Service {
    /// The choices for the channel's pending decision, if it has common next steps, in
    /// the game's language (they go under its public message).
    pub fn choices(&mut self, ctx: &Context) -> Option<Choices> {
        let table = self.table(ctx).ok()?;
        offer(&table, table.lang())
    }

    /// The rotations of the author's drawn tile that fit at `pos`, as choices (buttons
    /// in Discord; the terminal has the commands instead), privately in the author's
    /// language. Out of turn it is refused as any move is: whose turn it is.
    pub(super) fn rotations(&mut self, ctx: &Context, pos: Pos) -> Result<Reply, ServiceError> {
        let lang = ctx.lang();
        let mut table = self.table(ctx)?;
        let seat = table.seat_of(&ctx.user.id).ok_or(UserError::NotSeated)?;
        let (game_id, revision) = (table.row.id.0, table.row.revision);
        let names = table.names();
        let game = table.playing()?;
        if game.decision_of(seat).is_none() {
            return Err(turn::not_yours(game, &names, ctx.lang()).into());
        }
        let Some(tile) = game.current_tile().filter(|_| game.active() == seat) else {
            return Err(UserError::NoTileInHand.into());
        };
        let fitting: Vec<PlacementOption> =
            game.placement_options().into_iter().filter(|o| o.placement.pos == pos).collect();
        let Some(first) = fitting.first() else {
            return Err(UserError::NoRotationFits { tile, x: pos.x, y: pos.y }.into());
        };
        let turns: Vec<String> = fitting.iter().map(|o| rotation(o, lang)).collect();
        let how = match ctx.front {
            Front::Discord => lang
                .say("choice-pick-below", [("command", Action::Place(first.placement).to_string().into())]),
            Front::Terminal => {
                let commands: Vec<String> =
                    fitting.iter().map(|o| format!("`{}`", Action::Place(o.placement))).collect();
                lang.say("choice-type", [("commands", either(&commands, lang).into())])
            }
        };
        let mut reply = Reply::private(lang.say(
            "choice-rotations",
            [
                ("tile", tile_words::words(tile, lang).into()),
                ("x", pos.x.into()),
                ("y", pos.y.into()),
                ("turns", either(&turns, lang).into()),
                ("how", how.into()),
            ],
        ));
        let options = fitting
            .iter()
            .map(|o| Choice { label: rotation(o, lang), action: Action::Place(o.placement) })
            .collect();
        reply.choices = Some(Choices { audience: Audience::Seat(seat), game: game_id, revision, options });
        Ok(reply)
    }

    /// Plays a choice offered at `revision` of `game`; refused if the game moved on,
    /// an undo included (checked in the same transaction that plays it).
    pub fn play_choice(&mut self, ctx: &Context, game: i64, revision: u64, action: Action) -> Reply {
        let verb = action.verb();
        let result = self.counted(verb, |s| s.play(ctx, action, Some((game, revision))));
        self.answer(ctx, result)
    }
}

/// Alternatives in `lang`: "a", "a or b", "a, b or c".
pub(super) fn either(items: &[String], lang: Lang) -> String {
    match items {
        [init @ .., last] if !init.is_empty() => {
            lang.say("choice-either", [("init", init.join(", ").into()), ("last", last.as_str().into())])
        }
        _ => items.concat(),
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::rules::abbey_mayor::Act as AmAct;
    use carcassonne_engine::rules::abbot::Act;
    use carcassonne_engine::rules::bridges_castles_bazaars::Act as BcbAct;
    use carcassonne_engine::rules::gifts::Act as GiftAct;
    use carcassonne_engine::rules::hills_sheep::{Act as HsAct, SHEPHERD};
    use carcassonne_engine::rules::monuments::{Act as MoAct, Monument};
    use carcassonne_engine::rules::princess_dragon::Act as PdAct;
    use carcassonne_engine::rules::tower::Act as ToAct;
    use carcassonne_engine::rules::traders_builders::Act as TbAct;
    use carcassonne_engine::{ExpansionAction, FigureKind};

    use super::*;
    use crate::service::tile_words::english;

    /// One action of each kind a label words.
    fn actions() -> Vec<Action> {
        [
            "meeple road E",
            "shepherd field Wn",
            "grow",
            "herd",
            "pass",
            "place 1 -2 90",
            "bridge 1 0 NS",
            "castle build",
            "castle score",
            "choose 2",
            "bid 3",
            "buy",
            "sell",
            "gift synod 1 0 monastery",
            "gift sweeper 1 0 road W",
            "gift retreat -1 2 city N",
            "gift change 2 -1 road E field Es",
            "gift take-two",
            "keep 1",
            "architect",
            "cube lighthouse 2",
        ]
        .into_iter()
        .map(|text| text.parse().unwrap_or_else(|e| panic!("{text}: {e}")))
        .collect()
    }

    /// Which of `Action`'s variants `action` is. A new variant does not compile here:
    /// add it, and one of its actions to `every_action_is_labelled_once`.
    fn variant(action: Action) -> usize {
        match action {
            Action::Place(_) => 0,
            Action::Meeple(_) => 1,
            Action::Pass => 2,
            Action::Expansion(ExpansionAction::HillsSheep(HsAct::Shepherd(_))) => 3,
            Action::Expansion(ExpansionAction::HillsSheep(HsAct::Grow)) => 4,
            Action::Expansion(ExpansionAction::HillsSheep(HsAct::Herd)) => 5,
            Action::Expansion(ExpansionAction::BridgesCastlesBazaars(act)) => match act {
                BcbAct::Bridge(_) => 6,
                BcbAct::Castle(_) => 7,
                BcbAct::Choose(_) => 8,
                BcbAct::Bid(_) => 9,
                BcbAct::Buy => 10,
                BcbAct::Sell => 11,
            },
            Action::Expansion(ExpansionAction::Gifts(GiftAct::Gift(_))) => 12,
            Action::Expansion(ExpansionAction::Gifts(GiftAct::Keep(_))) => 13,
            Action::Expansion(ExpansionAction::Monuments(MoAct::Architect)) => 14,
            Action::Expansion(ExpansionAction::Monuments(MoAct::Cube(..))) => 15,
            Action::Expansion(ExpansionAction::Abbot(Act::Place(_))) => 16,
            Action::Expansion(ExpansionAction::Abbot(Act::Recall)) => 17,
            Action::Expansion(ExpansionAction::InnsCathedrals(_)) => 18,
            Action::Expansion(ExpansionAction::TradersBuilders(TbAct::Builder(_))) => 19,
            Action::Expansion(ExpansionAction::TradersBuilders(TbAct::Pig(_))) => 20,
            Action::Expansion(ExpansionAction::PrincessDragon(act)) => match act {
                PdAct::Fairy(_) => 21,
                PdAct::Portal(_) => 22,
                PdAct::Princess(_) => 23,
                PdAct::Dragon(_) => 24,
            },
            Action::Expansion(ExpansionAction::Tower(act)) => match act {
                ToAct::Piece(_) => 25,
                ToAct::Top(..) => 26,
                ToAct::Capture(_) => 27,
                ToAct::Spare => 28,
                ToAct::Exchange(_) => 29,
                ToAct::Ransom(..) => 30,
            },
            Action::Expansion(ExpansionAction::AbbeyMayor(act)) => match act {
                AmAct::Place(..) => 31,
                AmAct::Barn(_) => 32,
                AmAct::Abbey => 33,
                AmAct::Draw => 34,
                AmAct::Move(_) => 35,
                AmAct::Home => 36,
            },
        }
    }

    /// The base game labels its own actions (the first three variants); every other
    /// action is labelled by exactly one expansion's folder, so none falls through.
    #[test]
    fn every_action_is_labelled_once() {
        let mut all = actions();
        all.extend(
            [
                "abbot monastery",
                "recall",
                "gift synod waste",
                "big field Nw",
                "builder city N",
                "pig field Sw",
                "fairy 1 0 road E",
                "fairy 0 -1 castle",
                "portal -1 2 city N",
                "princess 0 -1 city N",
                "dragon W",
                "tower 0 1",
                "top 0 1 big",
                "capture 2 1 road E",
                "capture none",
                "exchange big",
                "ransom 2 meeple",
                "mayor city N",
                "barn NE",
                "abbey",
                "draw",
                "wagon 1 0 road E",
                "wagon home",
            ]
            .map(|t| t.parse::<Action>().unwrap()),
        );
        let mut seen: Vec<usize> = all.iter().map(|&a| variant(a)).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, (0..=36).collect::<Vec<_>>(), "one action of each variant");
        for action in all {
            for lang in Lang::ALL {
                let labels = expansion::every().filter(|e| e.label(action, lang).is_some()).count();
                let base = usize::from(variant(action) < 3);
                assert_eq!(labels + base, 1, "{action}");
            }
        }
    }

    #[test]
    fn labels_are_worded_in_each_language() {
        let label = |text: &str, lang| label(text.parse().expect("an action"), lang);
        assert_eq!(label("meeple road E", Lang::En), "Meeple: road E");
        assert_eq!(label("meeple road W", Lang::Fr), "Meeple\u{a0}: route O");
        assert_eq!(label("shepherd field Wn", Lang::Fr), "Berger\u{a0}: pré On");
        assert_eq!(label("place 1 -2 90", Lang::En), "Place at 1 -2, 90°");
        assert_eq!(label("place 1 -2 90", Lang::Fr), "Poser en 1 -2, 90°");
        assert_eq!(label("gift retreat -1 2 city N", Lang::En), "Retreat: city north at -1 2");
        assert_eq!(label("gift retreat -1 2 city N", Lang::Fr), "Retrait\u{a0}: ville nord en -1 2");
        assert_eq!(
            label("gift change 2 -1 road E field Es", Lang::En),
            "Change: road east at 2 -1 → field south-east"
        );
        assert_eq!(
            label("gift change 2 -1 road E field Es", Lang::Fr),
            "Debout/Couché\u{a0}: route est en 2 -1 → pré sud-est"
        );
        assert_eq!(label("gift take-two", Lang::Fr), "Prends-en-2");
        assert_eq!(label("cube lighthouse 2", Lang::En), "Cube: Lighthouse 2");
        assert_eq!(label("cube lighthouse 2", Lang::Fr), "Cube\u{a0}: Phare 2");
        assert_eq!(label("keep 2", Lang::Fr), "Garder la tuile 2");
        assert_eq!(label("builder city N", Lang::En), "Builder: city N");
        assert_eq!(label("builder road W", Lang::Fr), "Bâtisseur\u{a0}: route O");
        assert_eq!(label("pig field Sw", Lang::Fr), "Cochon\u{a0}: pré So");
        assert_eq!(label("mayor city N", Lang::Fr), "Maire\u{a0}: ville N");
        assert_eq!(label("barn NW", Lang::Fr), "Grange\u{a0}: coin nord-ouest");
        assert_eq!(label("wagon 1 0 road E", Lang::Fr), "Charriot vers la route est en 1 0");
        assert_eq!(label("wagon 2 1 monastery", Lang::En), "Wagon to the monastery at 2 1");
        // The image names the bazaar's buttons with the same verb ("Miser : 3 ou plus").
        assert_eq!(label("bid 3", Lang::Fr), "Miser 3");
        assert_eq!(label("bridge 1 0 EW", Lang::Fr), "Pont en 1 0 est–ouest");
        assert_eq!(label("bridge 1 0 NS", Lang::Fr), "Pont en 1 0 nord–sud");
        assert_eq!(label("castle score", Lang::Fr), "Compter la ville");
        assert_eq!(label("fairy 0 -1 castle", Lang::En), "Fairy: 0 -1 castle");
        assert_eq!(label("fairy 0 -1 castle", Lang::Fr), "Fée\u{a0}: 0 -1 forteresse");
        for action in actions() {
            let (english, french) =
                (label(&action.to_string(), Lang::En), label(&action.to_string(), Lang::Fr));
            assert_ne!(english, french, "{action}");
            assert!(english::words_in(&french).is_empty(), "{action}: {french}");
            assert!(french.chars().count() <= MAX_LABEL, "{action}: {french}");
        }
    }

    #[test]
    fn rotations_say_when_a_bridge_is_needed() {
        let option = |needs| PlacementOption {
            placement: carcassonne_engine::Placement {
                pos: Pos::new(0, 1),
                rot: carcassonne_engine::Rotation::R180,
            },
            needs,
        };
        let bridge = Some(carcassonne_engine::Expansion::BridgesCastlesBazaars);
        assert_eq!(rotation(&option(None), Lang::En), "180°");
        assert_eq!(rotation(&option(bridge), Lang::En), "180° if you then build a bridge");
        assert_eq!(rotation(&option(bridge), Lang::Fr), "180° si vous construisez ensuite un pont");
        let turns = ["0°".to_string(), "90°".into(), "180°".into()];
        assert_eq!(either(&turns, Lang::En), "0°, 90° or 180°");
        assert_eq!(either(&turns, Lang::Fr), "0°, 90° ou 180°");
        assert_eq!(either(&turns[..1], Lang::Fr), "0°");
    }

    /// A tile's words after "Keep 1" and "Tile 3" fit Discord's 80 characters in every
    /// language, whatever tile it is.
    #[test]
    fn tile_buttons_fit_a_button() {
        for tile in TileKind::all().filter(|&t| Monument::of_tile(t).is_none()) {
            for lang in Lang::ALL {
                for button in
                    [lang.say("button-keep", [("n", 1.into())]), lang.say("button-tile", [("n", 3.into())])]
                {
                    let words = tile_words::words(tile, lang);
                    let label =
                        lang.say("choice-with-tile", [("button", button.into()), ("tile", words.into())]);
                    assert!(label.chars().count() <= MAX_LABEL, "{label}");
                }
            }
        }
    }

    /// A whole French game with every expansion, through the service: every button
    /// label, autocomplete entry, rotation picker and rule refusal a French player
    /// meets is free of English words, and an English player at the same table still
    /// reads English privately.
    #[test]
    fn a_french_game_offers_nothing_in_english() {
        use carcassonne_engine::Expansions;
        use carcassonne_engine::GameRng;
        use carcassonne_engine::rules::gifts::Gift;

        use crate::service::{Command, NewGame, Suggest, User};
        use crate::store::Store;

        let ctx = |name: &str, locale: &str| Context {
            guild: "g".into(),
            channel: "c".into(),
            user: User { id: format!("id-{name}"), name: name.into() },
            can_manage: false,
            locale: locale.into(),
            guild_locale: Some("fr".into()),
            now: 0,
            front: Front::Discord,
            sent_at: None,
        };
        let players = ["Alice", "Bob", "Cid"];
        // Cid reads English; the channel and the others read French.
        let locale = |name: &str| if name == "Cid" { "en-US" } else { "fr" };
        let french = |text: &str, what: &dyn std::fmt::Debug| {
            let found = english::words_in(text);
            assert!(found.is_empty(), "{what:?}: English {found:?} in {text:?}");
        };
        let mut s = Service::new(Store::open_in_memory().expect("a store"));
        let new = NewGame {
            expansions: crate::service::EXPANSIONS.into_iter().fold(Expansions::default(), Expansions::with),
            seed: Some(7),
            ..NewGame::default()
        };
        let terminal = Context { front: Front::Terminal, ..ctx("Alice", "fr") };
        assert!(!s.handle(&terminal, Command::New(new)).refused);
        for name in &players[1..] {
            assert!(!s.handle(&ctx(name, locale(name)), Command::Join).refused);
        }
        assert!(!s.handle(&terminal, Command::Start { keep_order: true }).refused);
        let sources = [
            Suggest::Placements,
            Suggest::Spots(FigureKind::Meeple),
            Suggest::Spots(SHEPHERD),
            Suggest::Spots(carcassonne_engine::rules::abbot::ABBOT),
            Suggest::BRIDGES,
            Suggest::CASTLE_CHOICES,
            Suggest::OFFERS,
            Suggest::OBJECTIVES,
            Suggest::HAND_CARDS,
            Suggest::KEEPS,
            Suggest::Levels,
            Suggest::Expansions,
        ];
        let mut rng = GameRng::from_seed(7);
        let (mut steps, mut buttons, mut entries) = (0, 0, 0);
        loop {
            let table = s.table(&ctx("Alice", "fr")).expect("the game");
            assert_eq!(table.lang(), Lang::Fr, "the server's language");
            let Some(game) = table.game.as_ref().filter(|g| !g.is_over()) else { break };
            let seat = game.pending().and_then(|p| p.seats.iter().next()).expect("a decision");
            let name = players[seat.index()];
            let asker = ctx(name, locale(name));
            let actions = game.legal_actions(seat);
            let tile = game.current_tile().filter(|_| matches!(game.phase(), Phase::PlaceTile(_)));
            drop(table);
            for choice in s.choices(&asker).map(|c| c.options).unwrap_or_default() {
                french(&choice.label, &choice.action);
                buttons += 1;
            }
            if name != "Cid" {
                for source in sources {
                    for entry in s.suggest(&asker, source, "") {
                        french(&entry.name, &source);
                        entries += 1;
                    }
                }
                for card in Gift::ALL {
                    for entry in s.suggest(&asker, Suggest::CARD_TARGETS, &format!("{} ", card.word())) {
                        french(&entry.name, &card);
                    }
                }
                for entry in s.suggest(&ctx("Bob", "fr"), Suggest::Placements, "") {
                    french(&entry.name, &"a hint");
                }
            }
            if let (Some(_), Some(Action::Place(p))) = (tile, actions.first()) {
                let rotations = s.handle(&asker, Command::Rotations(p.pos));
                let text = rotations.private.clone().unwrap_or_default();
                let refusal = s.handle_words(&asker, "place 99 99 0");
                assert!(refusal.refused);
                let refusal = refusal.private.unwrap_or_default();
                if name == "Cid" {
                    assert!(text.starts_with("Your tile ("), "{text}");
                    assert!(refusal.starts_with("Cell 99 99 touches no tile"), "{refusal}");
                } else {
                    french(&text, &"the rotations");
                    french(&refusal, &"a refusal");
                    for choice in rotations.choices.map(|c| c.options).unwrap_or_default() {
                        french(&choice.label, &choice.action);
                    }
                }
            }
            let action = actions[rng.below(actions.len())];
            let reply = s.handle_words(&Context { front: Front::Terminal, ..asker }, &action.to_string());
            assert!(!reply.refused, "{action}: {:?}", reply.private);
            steps += 1;
        }
        assert!(
            steps > 100 && buttons > 50 && entries > 500,
            "{steps} steps, {buttons} buttons, {entries} entries"
        );
    }
}
