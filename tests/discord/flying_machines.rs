//! The Flying Machines end to end, in French: the real bot binary against the fake
//! Discord on a French server, every decision of the box reached. Ann's highwayman on a
//! road west of the start tile; Bob's machine tile east of it, pointing west: `/plateau`
//! offers him the flight by its French button beside his figures, and the die (seed 1:
//! 2) flies his meeple two tiles west, onto Ann's road; he is asked in French to land it,
//! `/atterrir`'s autocomplete offers the road, and he lands by his button (the narration
//! says so). Ann's machine tile south of the start tile flies her meeple two tiles west,
//! where no tile is: it crashes, told in French. The last tile ends the game: the road of
//! three tiles, open, 3 to each.

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
use fake_discord::{Answer, Fake, Person};

/// The game in French, up to Bob's figure step on his machine tile.
fn to_bobs_flight(s: &mut Service) {
    start_in_french(s, Expansion::FlyingMachines, &["BA/RFr", "FL/RFr.WE.o", "FL/F.o", "BA/L"]);
    play(s, "0 place -1 0 0|0 meeple road E|1 place 1 0 0");
}

/// Clicks, as `who`, the button of `wanted` under their `/plateau`; returns the answer
/// and the button's label.
async fn click(fake: &Fake, who: &Person, wanted: &str) -> (Answer, String) {
    let look = board(fake, who, "the board").await;
    let buttons = labelled(&look.message);
    let found = buttons.iter().find(|(id, _)| action(id) == wanted);
    let (id, label) = found.unwrap_or_else(|| panic!("no button for {wanted}: {buttons:?}")).clone();
    (fake.click(who, &id, &look).await, label.replace('\u{a0}', " "))
}

on_both! {
    async fn every_flying_machine_decision_is_reached_in_french(db) {
        let (fake, bot) = french_bot_at(&db, to_bobs_flight).await;

        // Bob's flight by its button; the die says 2.
        let (flown, label) = click(&fake, &BOB, "fly").await;
        assert!(label.ends_with("Envoyer un meeple dans la machine volante"), "{label}");
        assert_french_answer("the flight", &flown);
        assert_says(
            &flown,
            &[
                "Bob pose un meeple sur la machine volante en 1 0 et lance le dé : 2. Il vole jusqu'en -1 0.",
                "votre meeple a volé de 2 tuiles jusqu'en -1 0",
                "`/atterrir",
            ],
        );

        // The landing: `/atterrir`'s autocomplete, then his button, on Ann's road.
        let offered = french_choices(&fake, &BOB, "land", "target", "a landing entry").await;
        assert_eq!(offered, ["-1,0 road E"]);
        let (landed, label) = click(&fake, &BOB, "land -1 0 road E").await;
        assert!(label.starts_with("Atterrir : "), "{label}");
        assert_french_answer("the landing", &landed);
        assert_says(&landed, &["Bob fait atterrir son meeple sur la route est en -1 0."]);

        // Ann's flight crashes: no tile two cells west of her machine.
        serviced(&db, |s| play(s, "0 place 0 1 0"));
        let (crashed, _) = click(&fake, &ANN, "fly").await;
        assert_french_answer("the crash", &crashed);
        assert_says(&crashed, &["Ann : pas de tuile en -2 1, son meeple s'écrase et retourne dans la réserve."]);
        stop_quiet(bot);

        let scores = final_scores(&db, |s| play(s, "1 place 1 1 0|1 pass"));
        assert_eq!(scores, [3, 3], "the open road of three tiles, Ann's highwayman and Bob's flier");
    }
}
