//! The Gold Mines end to end, in French: the real bot binary against the fake Discord on
//! a French server. The engine's scenario (`a_tie_shares_the_gold_one_at_a_time_from_the_active_player`)
//! is played through the service up to Bob's first gold tile, east of the start tile,
//! with two tiles around it: `/plateau` asks him in French for the second ingot's tile,
//! its buttons name each tile (« Lingot d'or : … »), `/lingot`'s autocomplete offers
//! their cells; he puts it on the closed city's cap, diagonally, by its button, and the
//! narration says so; then his meeple, and the game plays on by the service to its end
//! (the tied road: 9 and 8).

use std::sync::{Arc, Mutex};

use super::french_game::{assert_french_answer, assert_french_text, labelled};
use super::scripted::{ANN, BOB, action, play, start_in_french};
use super::{in_channel, serviced};
use crate::support::backends::on_both;
use crate::support::fake_discord;

use carcassonne_bot::service::Service;
use carcassonne_engine::{Expansion, Expansions};
use fake_discord::Fake;
use fake_discord::bot::Bot;
use serde_json::json;

/// The scenario's game in French, up to Bob's choice of the second ingot's tile.
fn to_bobs_ingot(s: &mut Service) {
    start_in_french(
        s,
        Expansions::default().with(Expansion::GoldMines),
        &["BA/C", "GO/RRrr.X", "BA/RRR", "GO/RrRr", "BA/Rr", "BA/Rr", "BA/RRR"],
    );
    play(s, "0 place 0 -1 180|0 pass|1 place 1 0 0");
}

/// The rest of the scenario after Bob's ingot.
fn to_the_end(s: &mut Service) {
    play(
        s,
        "1 meeple road E|0 place 1 -1 270|0 meeple road S|1 place 2 0 270|1 gold 1 0|1 pass|\
         0 place 1 1 180|0 pass|1 place 2 1 90|1 pass|0 place -1 0 0|0 pass",
    );
}

on_both! {
    async fn the_second_gold_ingot_is_put_by_its_french_button(db) {
        let fake = Fake::start().await;
        fake.server_speaks("fr");
        fake.speaks(&ANN, "fr");
        fake.speaks(&BOB, "fr");
        serviced(&db, to_bobs_ingot);
        let bot = Bot::on(&db, &fake.base(), &Arc::new(Mutex::new(Vec::new())), &[]);
        fake.registration(1).await;
        fake.connected(1).await;
        let look = fake.command(&BOB, "board", json!([])).await;
        assert_french_answer("the board", &look);
        let content = look.content();
        assert!(content.contains("le symbole de l'or — un lingot est sur votre tuile"), "{content}");
        assert!(content.contains("`/lingot"), "the slash command quoted: {content}");
        // `/lingot`'s autocomplete: the two tiles' cells, worded in French.
        let offered = fake.autocomplete(&BOB, "gold", "cell", "").await.choices();
        let cells: Vec<&str> = offered.iter().map(|(_, value)| value.as_str()).collect();
        assert_eq!(cells, ["0,-1", "0,0"], "{offered:?}");
        for (name, _) in &offered {
            assert_french_text("a tile entry", name);
        }
        let buttons = labelled(&look.message);
        let golds: Vec<(&str, &str)> = buttons
            .iter()
            .filter(|(id, _)| action(id).starts_with("gold "))
            .map(|(id, label)| (action(id), label.as_str()))
            .collect();
        assert_eq!(golds.len(), 2, "{buttons:?}");
        for (_, label) in &golds {
            assert!(label.replace('\u{a0}', " ").starts_with("Lingot d'or : "), "{label}");
        }
        let click = buttons.iter().find(|(id, _)| action(id) == "gold 0 -1").expect("the cap's").0.clone();
        let done = fake.click(&BOB, &click, &look).await;
        assert_french_answer("the ingot put", &done);
        assert!(done.content().contains("Bob pose un lingot d'or sur la tuile en 0 -1."), "{}", done.content());
        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();
        serviced(&db, to_the_end);
        let end = serviced(&db, |s| s.table(&in_channel(&ANN)).expect("the game").game.expect("over"));
        let scores: Vec<i32> = end.players().iter().map(|p| p.score).collect();
        assert_eq!(scores, [9, 8], "the tied road, then 2 ingots and 1");
    }
}
