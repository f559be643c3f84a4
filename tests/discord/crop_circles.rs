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

use super::french_game::{assert_french_answer, labelled};
use super::scripted::{
    ANN, BOB, action, assert_says, board, final_scores, french_bot_at, french_choices, play, start_in_french,
    stop_quiet,
};
use super::serviced;
use crate::support::backends::on_both;
use crate::support::fake_discord;

use carcassonne_bot::service::Service;
use carcassonne_engine::Expansion;
use fake_discord::bot::Bot;
use fake_discord::{Answer, Fake, Person};

/// The game in French, up to Bob's choice at his club circle.
fn to_bobs_choice(s: &mut Service) {
    start_in_french(s, Expansion::CropCircles, &["BA/RFr", "CC/RRr", "CC/RRRr", "BA/L"]);
    play(s, "0 place 1 0 0|0 meeple road E|1 place -1 0 0|1 meeple road S");
}

/// Clicks, as `who`, the button of `wanted` under their `/plateau`; returns the answer.
async fn click(fake: &Fake, who: &Person, wanted: &str) -> Answer {
    let look = board(fake, who, "the board").await;
    let buttons = labelled(&look.message);
    let id = buttons.iter().find(|(id, _)| action(id) == wanted);
    let id = id.unwrap_or_else(|| panic!("no button for {wanted}: {buttons:?}")).0.clone();
    fake.click(who, &id, &look).await
}

on_both! {
    async fn every_crop_circle_decision_is_reached_in_french(db) {
        let (fake, bot) = french_bot_at(&db, to_bobs_choice).await;

        // Bob's choice: the prompt and both buttons in French.
        let look = board(&fake, &BOB, "the choice").await;
        assert_says(&look, &["un cercle de culture, la massue", "`/cercle"]);
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
        let values = french_choices(&fake, &ANN, "add", "target", "a spot entry").await;
        assert_eq!(values, ["1,0 road E"]);
        let added = click(&fake, &ANN, "add 1 0 road E").await;
        assert_french_answer("the meeple added", &added);
        assert!(added.content().contains("Ann ajoute un meeple en 1 0 (route est)."), "{}", added.content());
        stop_quiet(bot);

        // Bob declines; Ann's circle, every player takes one back.
        serviced(&db, |s| play(s, "1 pass|0 place -1 1 0|0 pass|0 crop remove"));
        let bot = Bot::on(&db, &fake.base(), &Arc::new(Mutex::new(Vec::new())), &[]);
        fake.connected(2).await;
        let removed = click(&fake, &BOB, "remove -1 0 road S").await;
        assert_french_answer("the highwayman taken back", &removed);
        assert!(removed.content().contains("Bob reprend un meeple en -1 0 (route sud)."), "{}", removed.content());
        stop_quiet(bot);

        let scores = final_scores(&db, |s| play(s, "0 remove 1 0 road E|1 place 1 1 0|1 pass"));
        assert_eq!(scores, [3, 0], "Ann's road of three tiles, open");
    }
}
