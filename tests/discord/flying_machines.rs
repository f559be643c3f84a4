//! The Flying Machines end to end, in French: the real bot binary against the fake
//! Discord on a French server, every decision of the box reached. Ann's highwayman on a
//! road west of the start tile; Bob's machine tile east of it, pointing west: `/plateau`
//! offers him the flight by its French button beside his figures, and the die (seed 1:
//! 2) flies his meeple two tiles west, onto Ann's road; he is asked in French to land it,
//! `/atterrir`'s autocomplete offers the road, and he lands by his button (the narration
//! says so). Ann's machine tile south of the start tile flies her meeple two tiles west,
//! where no tile is: it crashes, told in French. The last tile ends the game: the road of
//! three tiles, open, 3 to each.

use std::sync::{Arc, Mutex};

use super::french_game::{assert_french_answer, assert_french_text, labelled};
use super::scripted::{ANN, BOB, action, play, start_in_french};
use super::{in_channel, serviced};
use crate::support::backends::on_both;
use crate::support::fake_discord;

use carcassonne_bot::service::Service;
use carcassonne_engine::{Expansion, Expansions};
use fake_discord::bot::Bot;
use fake_discord::{Answer, Fake, Person};
use serde_json::json;

/// The game in French, up to Bob's figure step on his machine tile.
fn to_bobs_flight(s: &mut Service) {
    start_in_french(
        s,
        Expansions::default().with(Expansion::FlyingMachines),
        &["BA/RFr", "FL/RFr.WE.o", "FL/F.o", "BA/L"],
    );
    play(s, "0 place -1 0 0|0 meeple road E|1 place 1 0 0");
}

/// Clicks, as `who`, the button of `wanted` under their `/plateau`; returns the answer
/// and the button's label.
async fn click(fake: &Fake, who: &Person, wanted: &str) -> (Answer, String) {
    let look = fake.command(who, "board", json!([])).await;
    assert_french_answer("the board", &look);
    let buttons = labelled(&look.message);
    let found = buttons.iter().find(|(id, _)| action(id) == wanted);
    let (id, label) = found.unwrap_or_else(|| panic!("no button for {wanted}: {buttons:?}")).clone();
    (fake.click(who, &id, &look).await, label.replace('\u{a0}', " "))
}

on_both! {
    async fn every_flying_machine_decision_is_reached_in_french(db) {
        let fake = Fake::start().await;
        fake.server_speaks("fr");
        fake.speaks(&ANN, "fr");
        fake.speaks(&BOB, "fr");
        serviced(&db, to_bobs_flight);
        let bot = Bot::on(&db, &fake.base(), &Arc::new(Mutex::new(Vec::new())), &[]);
        fake.registration(1).await;
        fake.connected(1).await;

        // Bob's flight by its button; the die says 2.
        let (flown, label) = click(&fake, &BOB, "fly").await;
        assert!(label.ends_with("Envoyer un meeple dans la machine volante"), "{label}");
        assert_french_answer("the flight", &flown);
        let content = flown.content().replace('\u{a0}', " ");
        assert!(
            content.contains("Bob pose un meeple sur la machine volante en 1 0 et lance le dé : 2. Il vole jusqu'en -1 0."),
            "{content}"
        );
        assert!(content.contains("votre meeple a volé de 2 tuiles jusqu'en -1 0"), "{content}");
        assert!(content.contains("`/atterrir"), "the slash command quoted: {content}");

        // The landing: `/atterrir`'s autocomplete, then his button, on Ann's road.
        let offered = fake.autocomplete(&BOB, "land", "target", "").await.choices();
        let values: Vec<&str> = offered.iter().map(|(_, value)| value.as_str()).collect();
        assert_eq!(values, ["-1,0 road E"], "{offered:?}");
        for (name, _) in &offered {
            assert_french_text("a landing entry", name);
        }
        let (landed, label) = click(&fake, &BOB, "land -1 0 road E").await;
        assert!(label.starts_with("Atterrir : "), "{label}");
        assert_french_answer("the landing", &landed);
        let content = landed.content().replace('\u{a0}', " ");
        assert!(content.contains("Bob fait atterrir son meeple sur la route est en -1 0."), "{content}");

        // Ann's flight crashes: no tile two cells west of her machine.
        serviced(&db, |s| play(s, "0 place 0 1 0"));
        let (crashed, _) = click(&fake, &ANN, "fly").await;
        assert_french_answer("the crash", &crashed);
        let content = crashed.content().replace('\u{a0}', " ");
        assert!(
            content.contains("Ann : pas de tuile en -2 1, son meeple s'écrase et retourne dans la réserve."),
            "{content}"
        );
        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();

        serviced(&db, |s| play(s, "1 place 1 1 0|1 pass"));
        let end = serviced(&db, |s| s.table(&in_channel(&ANN)).expect("the game").game.expect("over"));
        assert!(end.is_over());
        let scores: Vec<i32> = end.players().iter().map(|p| p.score).collect();
        assert_eq!(scores, [3, 3], "the open road of three tiles, Ann's highwayman and Bob's flier");
    }
}
