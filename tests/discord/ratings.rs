//! Ratings against a fake Discord: on a server whose games finished earlier (two short
//! games of Alice and Bob, written through the service into the bot's database),
//! `/leaderboard` answers in the channel and `/stats` privately with the rating chart,
//! for the asker or for the user its option names, in the asker's language.

use super::serviced;
use crate::support::backends::on_both;
use crate::support::fake_discord;

use std::sync::{Arc, Mutex};

use carcassonne_bot::service::{Command, Context, NewGame, Service};
use carcassonne_engine::Action;
use fake_discord::bot::Bot;
use fake_discord::{Fake, Person, alice, bob};
use serde_json::json;

const PNG_SIGNATURE: &[u8] = &[0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// `person` in another channel of the fake's server, from the terminal (which may fix
/// the draws).
fn ctx(person: &Person) -> Context {
    Context { channel: "930000000000000001".into(), ..super::known(person) }
}

/// A short game of `first` and `second`: `scorer` stands on what it can, the other
/// passes.
fn game(s: &mut Service, first: &Person, second: &Person, scorer: &Person) {
    let tiles = ["BA/RFr", "BA/C", "BA/Rr", "BA/CFc+"].map(|t| t.parse().unwrap()).to_vec();
    let new = NewGame { seed: Some(1), tiles: Some(tiles), ..NewGame::default() };
    assert!(!s.handle(&ctx(first), Command::New(new)).refused);
    assert!(!s.handle(&ctx(second), Command::Join).refused);
    assert!(!s.handle(&ctx(first), Command::Start { keep_order: true }).refused);
    loop {
        let table = s.table(&ctx(first)).unwrap();
        let game = table.game.as_ref().unwrap();
        if game.is_over() {
            return;
        }
        let seat = game.decisions()[0].seats.iter().next().unwrap();
        let who =
            [first, second].into_iter().find(|p| table.user_of(seat) == Some(&p.id.to_string())).unwrap();
        let actions = game.legal_actions(seat);
        let wanted = if who.id == scorer.id {
            |a: &&Action| matches!(a, Action::Meeple(_))
        } else {
            |a: &&Action| **a == Action::Pass
        };
        let action = actions
            .iter()
            .find(wanted)
            .or(actions.iter().find(|a| **a == Action::Pass))
            .unwrap_or(&actions[0]);
        assert!(!s.handle(&ctx(who), Command::Play(*action)).refused);
    }
}

/// The bot's database with two finished games on the fake's server: Alice wins one and
/// Bob the other.
fn prepare(s: &mut Service) {
    game(s, &alice(), &bob(), &alice());
    game(s, &bob(), &alice(), &bob());
}

on_both! {
    async fn the_leaderboard_is_the_channels_and_stats_are_the_askers(db) {
        let fake = Fake::start().await;
        serviced(&db, prepare);
        let log = Arc::new(Mutex::new(Vec::new()));
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;
        let (alice, bob) = (alice(), bob());

        let board = fake.command(&alice, "leaderboard", json!([])).await;
        assert!(!board.ephemeral() && board.files.is_empty(), "{board:?}");
        let lines: Vec<&str> = board.content().lines().collect();
        assert!(lines[0].starts_with("Leaderboard of this server"), "{lines:?}");
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(lines[1..].iter().all(|l| l.ends_with("(2 games, 1 win)")), "{lines:?}");

        let mine = fake.command(&alice, "stats", json!([])).await;
        assert!(mine.ephemeral(), "{mine:?}");
        assert!(
            mine.content().starts_with("Alice on this server:\nGames played to the end: 2 (2 rated), won: 1.")
        );
        assert!(mine.files.first().is_some_and(|(_, png)| png.starts_with(PNG_SIGNATURE)), "{mine:?}");

        fake.speaks(&alice, "fr");
        let his = fake.command_naming(&alice, "stats", "player", &bob).await;
        assert!(his.ephemeral(), "{his:?}");
        assert!(
            his.content()
                .starts_with("Bob sur ce serveur\u{a0}:\nParties jouées jusqu'au bout\u{a0}: 2 (2 classées)"),
            "{his:?}"
        );
        assert!(his.files.first().is_some_and(|(_, png)| png.starts_with(PNG_SIGNATURE)), "{his:?}");
        let nobody = Person { id: 333_333_333_333_333_333, name: "Carol" };
        let none = fake.command_naming(&alice, "stats", "player", &nobody).await;
        assert!(
            none.ephemeral() && none.content() == "Carol n'a terminé aucune partie sur ce serveur.",
            "{none:?}"
        );
        bot.stop();
    }
}
