//! Crop Circles end to end, in French: the real bot binary against the fake Discord on a
//! French server, every decision of the box reached. Ann's highwayman on the start road;
//! Bob's club circle west of the start tile, his highwayman on its curve: `/plateau`
//! asks him in French to choose, its buttons name both choices, and he has every player
//! add by his button; Ann is asked next, `/ajouter`'s autocomplete offers her spot, and
//! she adds a meeple by her button (the narration says so); Bob declines (the service).
//! Ann's club circle below his: she has every player take one back (the service); Bob is
//! asked first and takes his highwayman back by his button, then Ann hers; the last
//! tile ends the game (Ann's road of three tiles at the end: 3).

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

/// The game in French, up to Bob's choice at his club circle.
fn to_bobs_choice(s: &mut Service) {
    start_in_french(
        s,
        Expansions::default().with(Expansion::CropCircles),
        &["BA/RFr", "CC/RRr", "CC/RRRr", "BA/L"],
    );
    play(s, "0 place 1 0 0|0 meeple road E|1 place -1 0 0|1 meeple road S");
}

/// Clicks, as `who`, the button of `wanted` under their `/plateau`; returns the answer.
async fn click(fake: &Fake, who: &Person, wanted: &str) -> Answer {
    let look = fake.command(who, "board", json!([])).await;
    assert_french_answer("the board", &look);
    let buttons = labelled(&look.message);
    let id = buttons.iter().find(|(id, _)| action(id) == wanted);
    let id = id.unwrap_or_else(|| panic!("no button for {wanted}: {buttons:?}")).0.clone();
    fake.click(who, &id, &look).await
}

on_both! {
    async fn every_crop_circle_decision_is_reached_in_french(db) {
        let fake = Fake::start().await;
        fake.server_speaks("fr");
        fake.speaks(&ANN, "fr");
        fake.speaks(&BOB, "fr");
        serviced(&db, to_bobs_choice);
        let bot = Bot::on(&db, &fake.base(), &Arc::new(Mutex::new(Vec::new())), &[]);
        fake.registration(1).await;
        fake.connected(1).await;

        // Bob's choice: the prompt and both buttons in French.
        let look = fake.command(&BOB, "board", json!([])).await;
        assert_french_answer("the choice", &look);
        let content = look.content().replace('\u{a0}', " ");
        assert!(content.contains("un cercle de culture, la massue"), "{content}");
        assert!(content.contains("`/cercle"), "the slash command quoted: {content}");
        let buttons = labelled(&look.message);
        let label = |wanted: &str| {
            buttons.iter().find(|(id, _)| action(id) == wanted).map(|(_, l)| l.replace('\u{a0}', " "))
        };
        assert_eq!(label("crop add").as_deref(), Some("Chaque joueur ajoute un suiveur"), "{buttons:?}");
        assert_eq!(label("crop remove").as_deref(), Some("Chaque joueur reprend un suiveur"), "{buttons:?}");
        let chosen = click(&fake, &BOB, "crop add").await;
        assert_french_answer("the choice made", &chosen);
        assert!(
            chosen.content().replace('\u{a0}', " ").contains("Bob choisit pour la massue : chaque joueur ajoute un brigand."),
            "{}",
            chosen.content()
        );

        // Ann adds: `/ajouter`'s autocomplete, then her button.
        let offered = fake.autocomplete(&ANN, "add", "target", "").await.choices();
        let values: Vec<&str> = offered.iter().map(|(_, value)| value.as_str()).collect();
        assert_eq!(values, ["1,0 road E"], "{offered:?}");
        for (name, _) in &offered {
            assert_french_text("a spot entry", name);
        }
        let added = click(&fake, &ANN, "add 1 0 road E").await;
        assert_french_answer("the meeple added", &added);
        assert!(added.content().contains("Ann ajoute un meeple en 1 0 (route est)."), "{}", added.content());
        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();

        // Bob declines; Ann's circle, every player takes one back.
        serviced(&db, |s| play(s, "1 pass|0 place -1 1 0|0 pass|0 crop remove"));
        let bot = Bot::on(&db, &fake.base(), &Arc::new(Mutex::new(Vec::new())), &[]);
        fake.connected(2).await;
        let removed = click(&fake, &BOB, "remove -1 0 road S").await;
        assert_french_answer("the highwayman taken back", &removed);
        assert!(removed.content().contains("Bob reprend un meeple en -1 0 (route sud)."), "{}", removed.content());
        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();

        serviced(&db, |s| play(s, "0 remove 1 0 road E|1 place 1 1 0|1 pass"));
        let end = serviced(&db, |s| s.table(&in_channel(&ANN)).expect("the game").game.expect("over"));
        assert!(end.is_over());
        let scores: Vec<i32> = end.players().iter().map(|p| p.score).collect();
        assert_eq!(scores, [3, 0], "Ann's road of three tiles, open");
    }
}
