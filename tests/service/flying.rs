//! The Flying Machines' line among a figure step's options, worded for the case: where
//! only a meeple may fly, it says so plainly — « un meeple sur la machine volante », with
//! `voler` alone where commands are typed — without the figures' words that only the
//! other followers need; with a second kind of follower (The Abbot's abbot), it names
//! the followers that may fly and their words.
//!
//! The start tile is BA/RCr: city N, road W–E, field S.

use super::abbey_mayor::{fr, said};
use crate::support::backends::{TestDb, on_both};
use crate::support::{ok, person};

use carcassonne_bot::service::{Command, Context, Front, Lang, NewGame, Service};
use carcassonne_engine::{Expansion, Expansions};

/// Alice's road west of the start tile, then Bob's machine tile east of it.
const TILES: [&str; 3] = ["BA/RFr", "FL/RFr.WE.o", "BA/L"];

/// A game of `expansions` in `language`, Alice then Bob, opened at the terminal (which
/// alone fixes the draws); Alice has laid her road and passed. `ctx` gives each player's
/// front and locale.
fn to_bobs_machine(db: &TestDb, expansions: Expansions, language: Lang, ctx: fn(&str) -> Context) -> Service {
    let mut s = db.service();
    let new = NewGame {
        expansions,
        seed: Some(1),
        tiles: Some(TILES.iter().map(|t| t.parse().unwrap()).collect()),
        language: Some(language),
        ..NewGame::default()
    };
    ok(s.handle(&Context { front: Front::Terminal, ..ctx("Alice") }, Command::New(new)));
    ok(s.handle(&ctx("Bob"), Command::Join));
    ok(s.handle(&ctx("Alice"), Command::Start { keep_order: true }));
    let place = if language == Lang::Fr { "poser" } else { "place" };
    ok(s.handle_words(&ctx("Alice"), &format!("{place} -1 0 0")));
    ok(s.handle_words(&ctx("Alice"), if language == Lang::Fr { "passer" } else { "pass" }));
    s
}

on_both! {
    fn only_a_meeple_flies_in_plain_words_in_french(db) {
        let machines = Expansions::default().with(Expansion::FlyingMachines);
        let mut s = to_bobs_machine(&db, machines, Lang::Fr, fr);
        let text = said(&ok(s.handle_words(&fr("Bob"), "poser 1 0 0")));
        assert!(text.contains(", un meeple sur la machine volante — ou `/passer`."), "{text}");
        assert!(!text.contains("mot de la figurine"), "{text}");
    }
}

on_both! {
    /// Typed at the terminal, the command is named: `fly` alone.
    fn only_a_meeple_flies_in_plain_words_at_the_terminal(db) {
        let machines = Expansions::default().with(Expansion::FlyingMachines);
        let mut s = to_bobs_machine(&db, machines, Lang::En, person);
        let text = said(&ok(s.handle_words(&person("Bob"), "place 1 0 0")));
        assert!(text.contains(", a meeple on the flying machine (`fly`) — or `pass`."), "{text}");
        assert!(!text.contains("the figure's word"), "{text}");
    }
}

on_both! {
    /// With the abbot beside the meeple, the followers and their words.
    fn the_abbot_and_the_meeple_fly_with_their_words(db) {
        let machines = Expansions::default().with(Expansion::FlyingMachines).with(Expansion::Abbot);
        let mut s = to_bobs_machine(&db, machines, Lang::En, person);
        let text = said(&ok(s.handle_words(&person("Bob"), "place 1 0 0")));
        assert!(
            text.contains("a follower on the flying machine: meeple or abbot (`fly`, then the figure's word"),
            "{text}"
        );
    }
}
