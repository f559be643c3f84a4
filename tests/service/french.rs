//! A game in French is French from start to end (issue 24, "Done when").
//!
//! Whole seeded games with every expansion the bot presents (Hills & Sheep; Bridges,
//! Castles & Bazaars; The Gifts; Monuments), created in French by players whose locale
//! is French, played through the service in the terminal's words and in Discord's:
//! every move, gifts opened and castles built whenever offered, a bot seat, a seat
//! handed to a bot and taken back, an undo, a move out of turn, looks at the board, the
//! status, the history, the hands and the open games, reminders and direct messages.
//! Every text a player reads (public and private replies, the follow-up, the ping line,
//! direct messages, button labels, reminders, the Discord messages built from them) is
//! checked against a list of English-only words. Then the lobby's own texts, and which
//! language a game and each reader get.

use crate::support::backends::{TestDb, on_both};
use crate::support::{self, front, ok};
use std::collections::BTreeSet;
use std::time::Duration;

use crate::support::french as french_common;

use carcassonne_bot::ai::{Budget, Level};
use carcassonne_bot::discord::outgoing;
use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, Context, EXPANSIONS, Followup, Front, HistoryAsk, NewGame, Reply};
use carcassonne_engine::GameRng;
use carcassonne_engine::rules::abbot;
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::rules::monuments::{self as mo, Monument};
use carcassonne_engine::{Action, Expansions, TileKind};
use french_common::{english_words, glossary_faults};

/// The players of the long game: three people and a bot.
const PEOPLE: [&str; 3] = ["Ann", "Bob", "Cid"];

/// Every name a text may hold: the people, the bots and a seat handed to one.
const NAMES: [&str; 6] = ["Cid (bot)", "Bot 1", "Bot 2", "Ann", "Bob", "Cid"];

fn ctx(name: &str, front: Front) -> Context {
    Context { locale: "fr".into(), guild_locale: Some("fr".into()), now: 0, front, ..support::person(name) }
}

/// What the games showed their players.
#[derive(Debug, Default)]
struct Seen {
    /// Every text read, with where it came from.
    texts: Vec<(String, String)>,
    /// The kinds of events told.
    events: BTreeSet<String>,
    replies: usize,
}

impl Seen {
    fn text(&mut self, what: &str, text: &str) {
        if !text.trim().is_empty() {
            self.texts.push((what.to_string(), text.to_string()));
        }
    }

    /// Every text of `reply`, and the kinds of its events.
    fn reply(&mut self, reply: &Reply) {
        self.replies += 1;
        for (what, text) in [
            ("public", &reply.public),
            ("private", &reply.private),
            ("more", &reply.more),
            ("call", &reply.call),
        ] {
            if let Some(text) = text {
                self.text(what, text);
            }
        }
        for Followup::DirectMessage { text, .. } in &reply.followups {
            self.text("direct message", text);
        }
        for choice in reply.choices.iter().flat_map(|c| &c.options) {
            self.text("button", &choice.label);
        }
        for message in outgoing::messages(reply) {
            self.text("discord message", &message.content);
            for button in &message.buttons {
                self.text("discord button", &button.label);
            }
        }
        for event in reply.change.iter().flat_map(|c| &c.events) {
            let kind = format!("{event:?}");
            // An expansion's own event by its expansion and name: `Abbot::Placed`.
            let kind = kind.strip_prefix("Expansion(").map(|own| own.replacen('(', "::", 1)).unwrap_or(kind);
            let end = kind.find([' ', '(', '{']).unwrap_or(kind.len());
            self.events.insert(kind[..end].to_string());
        }
    }

    /// Every text that goes against the French boxes' words or French typography.
    fn glossary(&self) -> Vec<String> {
        self.texts
            .iter()
            .flat_map(|(what, text)| {
                glossary_faults(text, &NAMES).into_iter().map(move |f| format!("{what} {f}: {text}"))
            })
            .collect()
    }

    /// Every text that holds an English word, with the words.
    fn english(&self) -> Vec<String> {
        self.texts
            .iter()
            .filter_map(|(what, text)| {
                let words = english_words(text, &NAMES);
                (!words.is_empty()).then(|| format!("{what} {words:?}: {text}"))
            })
            .collect()
    }
}

/// A stack of `count` tiles drawn at random from every set, the monuments' among them:
/// a whole game with every kind of tile, short enough to draw each board.
fn stack(rng: &mut GameRng, count: usize) -> Vec<TileKind> {
    let mut all = support::shuffled_stack(rng, count);
    let monuments = TileKind::all().filter(|k| Monument::of_token(*k).is_some());
    for (i, monument) in monuments.enumerate() {
        all.insert((i * 7 + 3).min(all.len()), monument);
    }
    // Garden tiles for the abbots, an inn and a cathedral told in French.
    for (i, id) in ["AB/Rr.g", "IC/RFr.i", "AB/C.g", "IC/Cccc.c", "BA/L"].into_iter().enumerate() {
        all.insert((i * 6 + 2).min(all.len()), id.parse().expect("a tile"));
    }
    all
}

/// The action a player picks: the expansions' own moves first when offered, else any.
fn pick(actions: &[Action], rng: &mut GameRng) -> Action {
    // The architect and the abbot are offered only on some turns (a monument placed, a
    // monastery or a garden), among the many figures of every box: always taken, so that
    // the games tell them.
    let scarce = |a: &Action| {
        matches!(mo::Act::of(*a), Some(mo::Act::Architect))
            || matches!(abbot::Act::of(*a), Some(abbot::Act::Place(_)))
    };
    if let Some(&scarce) = actions.iter().find(|a| scarce(a)) {
        return scarce;
    }
    let rare: Vec<Action> = actions
        .iter()
        .copied()
        .filter(|&a| match bcb::Act::of(a) {
            Some(act) => matches!(act, bcb::Act::Bridge(_) | bcb::Act::Castle(bcb::CastleChoice::Build)),
            None => matches!(a, Action::Meeple(_) | Action::Expansion(_)),
        })
        .collect();
    if !rare.is_empty() && rng.below(3) > 0 {
        // A verb first, then one of its actions: a figure with one spot (an abbot) is as
        // likely as one with many (a meeple, a big meeple).
        let mut verbs: Vec<&str> = rare.iter().map(|a| a.verb()).collect();
        verbs.dedup();
        let verb = verbs[rng.below(verbs.len())];
        let of_verb: Vec<Action> = rare.iter().copied().filter(|a| a.verb() == verb).collect();
        of_verb[rng.below(of_verb.len())]
    } else {
        actions[rng.below(actions.len())]
    }
}

/// One whole French game of `seed` with every expansion in `db`, each text kept in
/// `seen`.
fn play(db: &TestDb, seed: u64, seen: &mut Seen) {
    let mut s = db.service();
    let mut rng = GameRng::from_seed(seed);
    let expansions = EXPANSIONS.iter().fold(Expansions::default(), |all, &e| all.with(e));
    let new = NewGame {
        expansions,
        seed: Some(seed),
        tiles: Some(stack(&mut rng, 40)),
        language: Some(Lang::Fr),
        ..NewGame::default()
    };
    let ann = |f| ctx(PEOPLE[0], f);
    seen.reply(&ok(s.handle(&ann(Front::Terminal), Command::New(new))));
    for p in &PEOPLE[1..] {
        seen.reply(&ok(s.handle(&ctx(p, Front::Discord), Command::Notify(true))));
        seen.reply(&ok(s.handle(&ctx(p, Front::Terminal), Command::Join)));
    }
    seen.reply(&ok(s.handle(&ann(Front::Discord), Command::JoinBot(Level::Easy))));
    seen.reply(&ok(s.handle(&ann(Front::Terminal), Command::Start { keep_order: false })));
    let budget = Budget { time: Duration::from_millis(5), playouts: 4 };
    let mut step = 0;
    loop {
        step += 1;
        let f = front(&mut rng);
        if step == 6 {
            let takeover = Command::Takeover { player: "Cid".into(), level: Level::Easy };
            seen.reply(&ok(s.handle(&ann(f), takeover)));
        }
        if step == 14 {
            seen.reply(&ok(s.handle(&ctx("Cid", f), Command::Join)));
        }
        if let Some(reply) = s.bot_turn(&Context::for_bots("g", "c", f, 0), budget) {
            seen.reply(&reply);
            continue;
        }
        let Some(next) = s.owed(&ann(f)).unwrap().into_iter().next() else { break };
        let look = match rng.below(24) {
            0 => Some(Command::Board),
            1 => Some(Command::Status),
            2 | 3 => Some(Command::HAND),
            4 => Some(Command::History(HistoryAsk::default())),
            5 => Some(Command::Games),
            _ => None,
        };
        if let Some(look) = look {
            let reply = s.handle(&ctx(PEOPLE[rng.below(PEOPLE.len())], front(&mut rng)), look);
            seen.reply(&reply);
        }
        if step % 9 == 0 {
            for reminder in s.due_reminders(1_000_000, 1).unwrap() {
                seen.text("reminder", &reminder.text);
            }
            // A move out of turn is refused, in French.
            if let Some(idle) = PEOPLE.iter().find(|p| **p != next.name) {
                let refused = s.handle(&ctx(idle, f), Command::Play(Action::Pass));
                assert!(refused.refused);
                seen.reply(&refused);
            }
        }
        let action = pick(&next.actions, &mut rng);
        let reply = ok(s.handle(&ctx(&next.name, f), Command::Play(action)));
        seen.reply(&reply);
        if matches!(action, Action::Place(_)) && step % 5 == 0 {
            // Taken back when nothing was revealed, else refused: either way in French.
            seen.reply(&s.handle(&ctx(&next.name, f), Command::Undo));
        }
        if let Some(choices) = s.choices(&ann(Front::Discord)) {
            for choice in &choices.options {
                seen.text("offered button", &choice.label);
            }
        }
    }
    for look in [
        Command::Board,
        Command::Status,
        Command::History(HistoryAsk::default()),
        Command::HAND,
        Command::Games,
    ] {
        seen.reply(&s.handle(&ann(front(&mut rng)), look));
    }
}

on_both! {
    /// The test: whole French games show no English word, and they told every
    /// kind of event the expansions have.
    fn a_whole_french_game_with_every_expansion_reads_in_french(db) {
        let mut seen = Seen::default();
        for seed in 1..=2 {
            play(&db.another(), seed, &mut seen);
        }
        let english = seen.english();
        assert!(english.is_empty(), "{} texts hold English words:\n{}", english.len(), english.join("\n"));
        let glossary = seen.glossary();
        assert!(glossary.is_empty(), "{} faults against the glossary:\n{}", glossary.len(), glossary.join("\n"));
        // Not vacuous: many texts, of every kind, telling every kind of event.
        assert!(
            seen.replies > 150 && seen.texts.len() > 400,
            "{} replies, {} texts",
            seen.replies,
            seen.texts.len()
        );
        for what in ["public", "private", "call", "direct message", "button", "reminder", "discord message"] {
            assert!(seen.texts.iter().any(|(w, _)| w == what), "no {what} text");
        }
        for kind in [
            "TilePlaced",
            "MeeplePlaced",
            "Passed",
            "ShepherdPlaced",
            "SheepDrawn",
            "Scored",
            "BridgeBuilt",
            "BazaarOpened",
            "BazaarChosen",
            "BidMade",
            "TileWon",
            "GiftReceived",
            "GiftDrawn",
            "GiftOpened",
            "ArchitectPlaced",
            "CubePlaced",
            "ObjectiveCompleted",
            "Abbot::Placed",
            "InnsCathedrals::Placed",
            "GameEnded",
        ] {
            assert!(seen.events.contains(kind), "no {kind} told: {:?}", seen.events);
        }
        // The check itself finds English.
        let english = english_words("Ann placed it; your turn, Bob (`place 1 0 90`).", &NAMES);
        assert_eq!(english, ["placed", "it", "your", "turn"]);
        assert!(english_words("Ann a posé une tuile en 1 0 (`place 1 0 90`).", &NAMES).is_empty());
    }
}

on_both! {
    /// The lobby in French: opened, joined, left, bots seated and removed, its status and
    /// the game cancelled, each saying the game's language.
    fn a_french_lobby_reads_in_french(db) {
        let mut s = db.service();
        let mut seen = Seen::default();
        let expansions = EXPANSIONS.iter().fold(Expansions::default(), |all, &e| all.with(e));
        let new = NewGame { expansions, language: Some(Lang::Fr), ..NewGame::default() };
        let opened = ok(s.handle(&ctx("Ann", Front::Terminal), Command::New(new)));
        assert_eq!(opened.lang, Lang::Fr);
        let text = opened.public.clone().unwrap();
        assert!(
            text.starts_with("Ann a ouvert une partie de Carcassonne (jeu de base + Moutons et Collines"),
            "{text}"
        );
        assert!(text.contains("1 joueur inscrit (Ann). Langue\u{a0}: français."), "{text}");
        seen.reply(&opened);
        for (who, command) in [
            ("Bob", Command::Join),
            ("Dan", Command::Join),
            ("Dan", Command::Leave),
            ("Ann", Command::JoinBot(Level::Easy)),
            ("Bob", Command::JoinBot(Level::Hard)),
            ("Bob", Command::RemoveBot("Bot 2".into())),
            ("Ann", Command::Status),
            ("Ann", Command::Games),
            ("Ann", Command::Cancel),
        ] {
            let reply = ok(s.handle(&ctx(who, Front::Discord), command));
            if reply.public.is_some() {
                assert_eq!(reply.lang, Lang::Fr, "{:?}", reply.public);
            }
            seen.reply(&reply);
        }
        let texts: Vec<&str> = seen.texts.iter().map(|(_, t)| t.as_str()).collect();
        let all = texts.join("\n");
        for expected in [
            "Dan a quitté la partie.",
            "Bot 1 rejoint la partie\u{a0}: un bot facile (il joue des coups légaux au hasard), ajouté par Ann.",
            "Bob a retiré Bot 2 de la partie. 3 joueurs inscrits (Ann, Bob, Bot 1).",
            "Salle d'attente\u{a0}: 3 joueurs inscrits",
            "Ann a annulé la partie.",
        ] {
            assert!(all.contains(expected), "{expected:?} not in:\n{all}");
        }
        let english = seen.english();
        assert!(english.is_empty(), "{}", english.join("\n"));
        let glossary = seen.glossary();
        assert!(glossary.is_empty(), "{}", glossary.join("\n"));
    }
}

on_both! {
    /// A game opened on a French server without a language named is French; one named
    /// English there is English; a French player in an English game reads the channel's
    /// text in English and their own answers and refusals in French.
    fn the_game_speaks_its_language_and_each_player_gets_theirs_in_private(db) {
        let mut s = db.service();
        let on = |channel: &str, name: &str, locale: &str| Context {
            channel: channel.into(),
            locale: locale.into(),
            ..ctx(name, Front::Terminal)
        };
        let server_default = ok(s.handle(&on("a", "Ann", "en-US"), Command::New(NewGame::default())));
        assert_eq!(server_default.lang, Lang::Fr);
        assert!(server_default.public.unwrap().contains("Langue\u{a0}: français"));

        let new = NewGame { seed: Some(3), language: Some(Lang::En), ..NewGame::default() };
        let english = ok(s.handle(&on("b", "Ann", "en-US"), Command::New(new)));
        assert_eq!(english.lang, Lang::En);
        assert!(english.public.unwrap().contains("(Ann). Language: English."));

        // Zoé reads French; the game in channel b is English.
        ok(s.handle(&on("b", "Zoé", "fr"), Command::Join));
        let started = ok(s.handle(&on("b", "Ann", "en-US"), Command::Start { keep_order: true }));
        assert!(started.public.unwrap().starts_with("The game begins! Seat order: Ann, Zoé."));
        let refusal = s.handle(&on("b", "Zoé", "fr"), Command::Play(Action::Pass));
        assert!(refusal.refused);
        assert_eq!(refusal.private.as_deref(), Some("Ce n'est pas votre tour\u{a0}: on attend Ann."));
        let status = ok(s.handle(&on("b", "Zoé", "fr"), Command::Status)).private.unwrap();
        assert!(
            status.starts_with("Scores\u{a0}: Ann 0 · Zoé 0.") && status.ends_with("Langue\u{a0}: anglais."),
            "{status}"
        );
        while let Some(ann) = s.owed(&on("b", "Ann", "en-US")).unwrap().into_iter().find(|o| o.name == "Ann") {
            ok(s.handle(&on("b", "Ann", "en-US"), Command::Play(ann.actions[0])));
        }
        let zoe = s.owed(&on("b", "Zoé", "fr")).unwrap().remove(0);
        assert_eq!(zoe.name, "Zoé");
        let played = ok(s.handle(&on("b", "Zoé", "fr"), Command::Play(zoe.actions[0])));
        assert_eq!(played.lang, Lang::En);
        assert!(played.public.as_deref().unwrap().starts_with("Zoé placed "), "{:?}", played.public);
        let history =
            ok(s.handle(&on("b", "Zoé", "fr"), Command::History(HistoryAsk::default()))).private.unwrap();
        assert!(history.starts_with("Coups 1–"), "{history}");
        // The whole board a player asks to see alone is in their language; the channel's in
        // the game's.
        let look = s.full_board(&on("b", "Zoé", "fr"));
        assert!(!look.refused && look.public.is_none() && look.image.is_some(), "{look:?}");
        assert!(look.private.as_deref().unwrap().starts_with("Scores\u{a0}: Ann "), "{:?}", look.private);
        let board = ok(s.handle(&on("b", "Zoé", "fr"), Command::Board));
        assert!(board.public.as_deref().unwrap().starts_with("Scores: Ann "), "{:?}", board.public);
    }
}
