//! The common next steps of a game, offered as one-click choices (buttons in Discord):
//! a meeple or shepherd spot, a bridge or no figure after a placement; grow or herd for
//! a flock; the bridge a placement needs; build or score for a small city's owners; the
//! bazaar's tiles, a few bids, pass, buy and sell at an auction; the tile to keep after
//! Take two. Each choice is tied to the game and the revision it was offered for, so a
//! late click is refused politely instead of acting on a newer state; a click by a
//! player the decision does not wait for is refused by the service. It decides what is
//! offered; the front end only shows it. The base game's labels are here; a box's
//! actions are worded from its facts (`offer::label`, `offer::button`), its folder
//! saying only what the game's state adds (`ExpansionService::button`).

use std::cell::OnceCell;

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
/// lets it fit (its facts' `needed`), whose messages are in its file.
pub(super) fn need(option: &PlacementOption) -> &'static str {
    option.needs.map_or("plain", |e| super::facts::of(e).needed)
}

/// The label of a one-click action, in `lang`: the base game's here, a box's from its
/// facts (`offer::label`).
pub(super) fn label(action: Action, lang: Lang) -> String {
    match action {
        Action::Meeple(s) => lang.say("choice-meeple", [("spot", spot_notation(s, lang).into())]),
        Action::Pass => lang.say("button-no-figure", []),
        Action::Place(p) => {
            let [x, y] = at(p.pos);
            lang.say("choice-place", [x, y, ("degrees", p.rot.degrees().into())])
        }
        // A box's action: from its facts (`offer::label`).
        Action::Expansion(_) => super::offer::label(action, lang).unwrap_or_else(|| action.to_string()),
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
    /// The image's marks of the boxes' own places (`spots::own_marks`), drawn once for
    /// all of a step's buttons, the first time one asks.
    pub(super) own_marks: OnceCell<Vec<(Action, Option<String>)>>,
}

impl Offer<'_> {
    /// The words `say` makes of `action`'s target named (`landmarks.rs`), within a
    /// label's length; `None` for an action that aims at nothing on the board.
    pub(super) fn named(&self, action: Action, say: impl Fn(&str) -> String) -> Option<String> {
        let (_, named) = self.targets.iter().find(|(a, _)| *a == action)?;
        Some(named.fit(MAX_LABEL, say))
    }

    /// The image's number for `action`'s own place, where it numbers one (a monument's
    /// objective, a barn's corner).
    pub(super) fn own_mark(&self, action: Action) -> Option<&str> {
        let marks = self.own_marks.get_or_init(|| spots::own_marks(self.view));
        marks.iter().find(|(a, _)| *a == action).and_then(|(_, m)| m.as_deref())
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

/// The one-click steps offered for a game's pending decision, with the seat and the
/// moment they were worded for: a picture of the same public view names its targets
/// in these words ([`super::aimed_labels`]) rather than wording them again.
pub(super) struct Offered {
    pub(super) seat: Seat,
    pub(super) phase: Phase,
    pub(super) choices: Choices,
}

/// The choices for a game's pending decision, if it has common next steps and `front`
/// shows them (Discord's buttons; a terminal types its commands, so nothing is worded
/// for it), labelled in `lang` (the public message's, the game's). They go under the
/// public message: a decision owed by several seats at once (a small city's owners)
/// offers the same answers to each, and the service plays a click for the seat that
/// clicked.
pub(super) fn offer(table: &Table, front: Front, lang: Lang) -> Option<Offered> {
    if front != Front::Discord {
        return None;
    }
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
    let choices =
        Choices { audience: Audience::Public, game: table.row.id.0, revision: table.row.revision, options };
    Some(Offered { seat, phase: pending.phase, choices })
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
    super::facts::trim(&mut actions);
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
    let aims: Vec<_> = actions.iter().map(|&a| super::offer::aim(view, a)).collect();
    let targets: Vec<(Action, Named)> = actions
        .iter()
        .zip(landmarks::name_all(view, &aims, names, lang))
        .filter_map(|(&action, named)| Some((action, named?)))
        .collect();
    let offer = Offer { view, seat, phase, open, names, targets: &targets, lang, own_marks: OnceCell::new() };
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
                // Declining a box's decision: "Pass (no raise)".
                (Action::Pass, Phase::Expansion(decision)) => {
                    lang.say(&format!("button-pass-{}", decision.facts().word), [])
                }
                // An expansion's step, in its box's words where they say more than its
                // facts, else from them: "② shepherd, field north", "Tile 2: a curved road".
                _ => expansion::every()
                    .find_map(|e| e.button(action, &offer))
                    .or_else(|| super::offer::button(action, &offer))
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
        offer(&table, Front::Discord, table.lang()).map(|o| o.choices)
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
    use carcassonne_engine::{Expansion, Footprint, Rotation};

    use super::*;
    use crate::locale::heard;
    use crate::service::expansion::all_said;
    use crate::service::tile_words::english;

    /// One action of each kind the base game labels (`base`).
    const BASE: [&str; 3] = ["meeple road E", "pass", "place 1 -2 90"];

    fn parsed(text: &str) -> Action {
        text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    /// The base game's actions, and every expansion's examples of its own.
    fn actions() -> Vec<Action> {
        let theirs = expansion::examples().flat_map(|e| e.actions);
        BASE.into_iter().chain(theirs.copied()).map(parsed).collect()
    }

    /// Which of the base game's kinds of action `action` is; `None` for an expansion's.
    /// A new variant of `Action` does not compile here: add it, and one of its actions
    /// to `BASE` (an expansion's are its own `Action::Expansion`).
    fn base(action: Action) -> Option<usize> {
        match action {
            Action::Place(_) => Some(0),
            Action::Meeple(_) => Some(1),
            Action::Pass => Some(2),
            Action::Expansion(_) => None,
        }
    }

    /// The base game labels its own actions; every other action is labelled from its
    /// facts (`offer::label`), so none falls through. Each label of an expansion's file
    /// (`choice-…`, the rotation picker's `choice-rotation-<need>` among them) is said
    /// by one of its examples: a new action worded by a new label fails here until its
    /// expansion gives an example of it.
    #[test]
    fn every_action_is_labelled_once() {
        let mut kinds: Vec<usize> = BASE.map(|t| base(parsed(t)).expect("the base game's")).into();
        kinds.sort_unstable();
        assert_eq!(kinds, [0, 1, 2], "one action of each of the base game's kinds");
        let said = heard::said_by(|| {
            for action in actions() {
                for lang in Lang::ALL {
                    assert_eq!(
                        usize::from(base(action).is_some()) + usize::from(action.facts().is_some()),
                        1
                    );
                    label(action, lang);
                }
            }
            // The rotation picker's labels, where a placement fits by an expansion's rule.
            let placement = carcassonne_engine::Placement { pos: Pos::new(0, 1), rot: Rotation::R0 };
            for needs in Expansion::ALL.map(Some) {
                for lang in Lang::ALL {
                    rotation(&PlacementOption { placement, needs }, lang);
                }
            }
        });
        all_said("the labels", &said, |m| m.id.starts_with("choice-"));
    }

    /// A box's action that its button words by its own `button-<word>` (`offer::button`:
    /// a target on the board named by what is there, a tile on offer, a prisoner's
    /// ransom) has that message in every language, so that a box whose facts aim so
    /// fails here, not with a missing message on its first button.
    #[test]
    fn every_action_a_button_names_has_its_words() {
        use carcassonne_engine::rules::facts::{Aim, When};
        let mut checked = 0;
        for action in actions() {
            let Some(facts) = action.facts() else { continue };
            let named = matches!(
                facts.aim,
                Aim::Target(_)
                    | Aim::Tower(_)
                    | Aim::Top(_)
                    | Aim::Castle(_)
                    | Aim::Side(_)
                    | Aim::Tile(_)
                    | Aim::Ends(..)
            ) && !matches!(facts.when, When::BeforeTile { .. });
            if named || matches!(facts.aim, Aim::Offer(_) | Aim::Prisoner(..)) {
                for lang in Lang::ALL {
                    assert!(
                        lang.has(&format!("button-{}", facts.word)),
                        "{action}: no button-{}",
                        facts.word
                    );
                }
                checked += 1;
            }
        }
        assert!(checked > 10, "only {checked} actions named on a button");
    }

    #[test]
    fn labels_are_worded_in_each_language() {
        let label = |text: &str, lang| label(parsed(text), lang);
        assert_eq!(label("meeple road E", Lang::En), "Meeple: road E");
        assert_eq!(label("meeple road W", Lang::Fr), "Meeple\u{a0}: route O");
        assert_eq!(label("place 1 -2 90", Lang::En), "Place at 1 -2, 90°");
        assert_eq!(label("place 1 -2 90", Lang::Fr), "Poser en 1 -2, 90°");
        for &(action, lang, words) in expansion::examples().flat_map(|e| e.labels) {
            assert_eq!(label(action, lang), words, "{action} in {lang:?}");
        }
        for action in actions() {
            let (english, french) = (super::label(action, Lang::En), super::label(action, Lang::Fr));
            assert_ne!(english, french, "{action}");
            assert!(english::words_in(&french).is_empty(), "{action}: {french}");
            assert!(french.chars().count() <= MAX_LABEL, "{action}: {french}");
        }
    }

    /// A rotation alone where it fits as it is (one that fits by an expansion's rule is
    /// checked in its folder); alternatives with each language's "or".
    #[test]
    fn rotations_and_alternatives_are_worded() {
        let placement = carcassonne_engine::Placement { pos: Pos::new(0, 1), rot: Rotation::R180 };
        assert_eq!(rotation(&PlacementOption { placement, needs: None }, Lang::En), "180°");
        let turns = ["0°".to_string(), "90°".into(), "180°".into()];
        assert_eq!(either(&turns, Lang::En), "0°, 90° or 180°");
        assert_eq!(either(&turns, Lang::Fr), "0°, 90° ou 180°");
        assert_eq!(either(&turns[..1], Lang::Fr), "0°");
    }

    /// A tile's words after "Keep 1" and "Tile 3" fit Discord's 80 characters in every
    /// language, whatever tile it is (but a large one, never in a hand or a bazaar).
    #[test]
    fn tile_buttons_fit_a_button() {
        for tile in TileKind::all().filter(|t| t.def().footprint == Footprint::Single) {
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
        // Every list a verb's parameter offers, once: the moves' and spots', the
        // expansions' own, the levels and the expansions.
        let mut sources: Vec<Suggest> = Vec::new();
        for source in crate::service::verbs::VERBS.iter().flat_map(|v| v.params).map(|p| p.suggest) {
            let listed = matches!(
                source,
                Suggest::Placements
                    | Suggest::Spots(_)
                    | Suggest::Own { .. }
                    | Suggest::Levels
                    | Suggest::Expansions
            );
            if listed && !sources.contains(&source) {
                sources.push(source);
            }
        }
        // Lists asked with words typed first (a card's targets after the card).
        let asked: Vec<(Suggest, String)> = expansion::examples().flat_map(|e| e.asked).collect();
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
                for &source in &sources {
                    for entry in s.suggest(&asker, source, "") {
                        french(&entry.name, &source);
                        entries += 1;
                    }
                }
                for (source, typed) in &asked {
                    for entry in s.suggest(&asker, *source, typed) {
                        french(&entry.name, &typed);
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
