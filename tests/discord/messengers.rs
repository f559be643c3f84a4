//! The Messengers end to end, in French: the real bot binary against the fake Discord on
//! a French server. The engine's road of five (`tests/messengers.rs`) is played through
//! the service up to Ann's first choice: `/plateau` asks her in French which figure her
//! 5 points move, with a button for each; `/avancer figurine:héraut` moves her messenger
//! to 5, a dark space: the narration says so to everyone with the two uses' commands,
//! while the message drawn (2 points per knight) is told to her alone, in a private
//! (ephemeral) message, and no public button uses it; `/sceau` takes its seal's 2 points,
//! told to everyone with the message now used, and those 2 points are hers to move again;
//! then the game plays on by the service to its end.

use super::french_game::{assert_french_answer, assert_french_text, labelled};
use super::in_channel;
use super::scripted::{
    ANN, BOB, action, assert_says, board, buttons_of, final_scores, french_bot_at, play, stop_quiet,
};
use crate::support::backends::on_both;
use crate::support::{fake_discord, ok};

use carcassonne_bot::service::{Command, Lang, NewGame, Service};
use carcassonne_engine::rules::messengers::Missive;
use carcassonne_engine::{Expansion, Expansions, Fixed};
use fake_discord::string_option;
use serde_json::json;

/// The road of five in French, up to Ann's choice of the figure its 5 points move.
fn to_anns_choice(s: &mut Service) {
    s.draw_images(false);
    let tiles = ["BA/RFr", "BA/RFr", "BA/CRRR", "BA/L", "BA/CRRR", "BA/C"];
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::Messengers),
        seed: Some(1),
        tiles: Some(tiles.iter().map(|t| t.parse().expect("a tile")).collect()),
        fixed: Fixed { messages: vec![Missive::Knights], ..Fixed::default() },
        language: Some(Lang::Fr),
        ..NewGame::default()
    };
    ok(s.handle(&in_channel(&ANN), Command::New(new)));
    ok(s.handle(&in_channel(&BOB), Command::Join));
    ok(s.handle(&in_channel(&ANN), Command::Start { keep_order: true }));
    play(
        s,
        "0 place 1 0 0|0 meeple road E|1 place -1 0 0|1 pass|0 place 2 0 0|0 meeple city N|\
         1 place 0 1 0|1 meeple monastery|0 place -2 0 0|0 meeple road S",
    );
}

on_both! {
    async fn the_message_drawn_is_told_to_its_holder_alone_in_french(db) {
        let (fake, bot) = french_bot_at(&db, to_anns_choice).await;
        let look = board(&fake, &ANN, "the board").await;
        assert_says(&look, &["vous marquez 5 points — avancez votre pion de score (sur 0) ou votre héraut (sur 0)"]);
        let buttons = labelled(&look.message);
        let moves = buttons_of(&buttons, "advance");
        assert_eq!(
            moves,
            [("advance meeple", "Avancer votre pion de score"), ("advance messenger", "Avancer votre héraut")],
            "{buttons:?}"
        );

        // The messenger to 5: everyone reads the move; the message, Ann alone.
        let moved = fake.command(&ANN, "advance", string_option("figure", "héraut")).await;
        assert!(!moved.ephemeral(), "{}", moved.content());
        assert_french_answer("the move told", &moved);
        let told = moved.content().replace('\u{a0}', " ");
        assert!(told.contains("Ann avance son héraut de 5 cases, jusqu'à 5."), "{told}");
        assert!(told.contains("Ann a pioché une missive"), "{told}");
        assert!(!told.contains("chevalier"), "the message is Ann's alone: {told}");
        let private = fake.followup(&moved.token).await;
        assert!(private.ephemeral(), "{}", private.content());
        let mine = private.content().replace('\u{a0}', " ");
        assert!(mine.contains("Votre missive : 2 points par chevalier"), "{mine}");
        assert_french_text("the message drawn", private.content());
        assert!(mine.contains(" ; ou son sceau, 2 points."), "{mine}");
        assert!(told.contains("(`/missive`, `/sceau`)"), "its uses by their commands: {told}");
        // No button of the public message uses it: they would tell the others which.
        let public: Vec<String> = labelled(&moved.message).into_iter().map(|(id, _)| action(&id).to_string()).collect();
        assert!(!public.iter().any(|a| a.starts_with("message") || a == "seal"), "{public:?}");

        // Its seal: 2 points, told to everyone, the message now named; they move a figure.
        let sealed = fake.command(&ANN, "seal", json!([])).await;
        assert!(!sealed.ephemeral(), "{}", sealed.content());
        let told = sealed.content().replace('\u{a0}', " ");
        assert!(told.contains("Ann prend le sceau d'une missive (2 points par chevalier) : 2 points."), "{told}");
        assert!(told.contains("vous marquez 2 points"), "{told}");
        stop_quiet(bot);

        let scores = final_scores(&db, |s| play(s, "0 advance meeple|1 place 0 -1 180|1 pass"));
        assert_eq!(scores, [9, 4], "the road 5 and the seal 2; the knight's city 1, the highwayman 1; Bob's monk 4");
    }
}
