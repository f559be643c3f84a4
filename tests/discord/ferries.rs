//! The Ferries end to end, in French: the real bot binary against the fake Discord on a
//! French server. The engine's scenario
//! (`a_lake_tile_puts_its_ferry_then_moves_the_one_its_road_reaches`) is played through
//! the service up to Bob's lake tile at 2,0: `/plateau` asks him in French for its
//! ferry, its buttons name each pair of road ends (« Bac, bouts … »), `/bac`'s
//! autocomplete offers them; he puts it E–W by its button and the narration says so;
//! the answer then asks him whether to move the ferry his road reaches (lake A at 1,0),
//! which he moves by `/bac` to S–W; then the game plays on by the service to its end
//! (3 and 3).

use std::sync::{Arc, Mutex};

use super::french_game::{assert_french_answer, assert_french_text, labelled};
use super::scripted::{ANN, BOB, action, play, start_in_french};
use super::{in_channel, serviced};
use crate::support::backends::on_both;
use crate::support::fake_discord;
use crate::support::fake_discord::string_option;

use carcassonne_bot::service::Service;
use carcassonne_engine::{Expansion, Expansions};
use fake_discord::Fake;
use fake_discord::bot::Bot;
use serde_json::json;

/// The scenario's game in French, up to Bob's ferry on his new lake.
fn to_bobs_ferry(s: &mut Service) {
    start_in_french(
        s,
        Expansions::default().with(Expansion::Ferries),
        &["FR/RRR", "FR/RRR", "BA/RRR", "BA/RRR"],
    );
    play(s, "0 place 1 0 0|0 meeple road W|0 ferry 1 0 E W|1 place 2 0 0|1 meeple road E");
}

/// The rest of the scenario after Bob's move.
fn to_the_end(s: &mut Service) {
    play(s, "0 place -1 0 0|0 pass|0 pass|1 place 3 0 0|1 pass|1 pass");
}

on_both! {
    async fn the_ferry_is_put_by_its_french_button_and_moved_by_its_command(db) {
        let fake = Fake::start().await;
        fake.server_speaks("fr");
        fake.speaks(&ANN, "fr");
        fake.speaks(&BOB, "fr");
        serviced(&db, to_bobs_ferry);
        let bot = Bot::on(&db, &fake.base(), &Arc::new(Mutex::new(Vec::new())), &[]);
        fake.registration(1).await;
        fake.connected(1).await;
        let look = fake.command(&BOB, "board", json!([])).await;
        assert_french_answer("the board", &look);
        let content = look.content();
        assert!(content.contains("posez le bac sur votre lac"), "{content}");
        assert!(content.contains("`/bac"), "the slash command quoted: {content}");
        // `/bac`'s autocomplete: the lake's three pairs of road ends, worded in French.
        let offered = fake.autocomplete(&BOB, "ferry", "ferry", "").await.choices();
        let pairs: Vec<&str> = offered.iter().map(|(_, value)| value.as_str()).collect();
        assert_eq!(pairs, ["2,0 E S", "2,0 E W", "2,0 S W"], "{offered:?}");
        for (name, _) in &offered {
            assert_french_text("a ferry entry", name);
        }
        let buttons = labelled(&look.message);
        let ferries: Vec<(&str, &str)> = buttons
            .iter()
            .filter(|(id, _)| action(id).starts_with("ferry "))
            .map(|(id, label)| (action(id), label.as_str()))
            .collect();
        assert_eq!(ferries.len(), 3, "{buttons:?}");
        for (_, label) in &ferries {
            assert!(label.starts_with("Bac"), "{label}");
            assert_french_text("a ferry button", label);
        }
        let click = buttons.iter().find(|(id, _)| action(id) == "ferry 2 0 E W").expect("E–W").0.clone();
        let done = fake.click(&BOB, &click, &look).await;
        assert_french_answer("the ferry put", &done);
        let content = done.content().replace('\u{a0}', " ");
        assert!(content.contains("Bob pose le bac en 2 0 sur les bouts est et ouest."), "{content}");
        assert!(content.contains("votre tuile prolonge une route jusqu'à un bac"), "{content}");
        let moves: Vec<String> = labelled(&done.message)
            .into_iter()
            .map(|(id, _)| action(&id).to_string())
            .filter(|a| a.starts_with("ferry ") || a == "pass")
            .collect();
        assert_eq!(moves, ["ferry 1 0 E S", "ferry 1 0 S W", "pass"], "lake A's moves, or keep");
        let moved = fake.command(&BOB, "ferry", string_option("ferry", "1,0 S W")).await;
        assert_french_answer("the ferry moved", &moved);
        let content = moved.content().replace('\u{a0}', " ");
        assert!(content.contains("Bob déplace le bac en 1 0 sur les bouts sud et ouest."), "{content}");
        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();
        serviced(&db, to_the_end);
        let end = serviced(&db, |s| s.table(&in_channel(&ANN)).expect("the game").game.expect("over"));
        let scores: Vec<i32> = end.players().iter().map(|p| p.score).collect();
        assert_eq!(scores, [3, 3], "Bob's road closed, Ann's at the end");
    }
}
