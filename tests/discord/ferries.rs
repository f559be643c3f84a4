//! The Ferries end to end, in French: the real bot binary against the fake Discord on a
//! French server. The engine's scenario
//! (`a_lake_tile_puts_its_ferry_then_moves_the_one_its_road_reaches`) is played through
//! the service up to Bob's lake tile at 2,0: `/plateau` asks him in French for its
//! ferry, its buttons name each pair of road ends (« Bac, bouts … »), `/bac`'s
//! autocomplete offers them; he puts it E–W by its button and the narration says so;
//! the answer then asks him whether to move the ferry his road reaches (lake A at 1,0),
//! which he moves by `/bac` to S–W; then the game plays on by the service to its end
//! (3 and 3).

use super::french_game::{assert_french_answer, assert_french_text, labelled};
use super::scripted::{
    BOB, action, assert_says, board, buttons_of, final_scores, french_bot_at, french_choices, play,
    start_in_french, stop_quiet,
};
use crate::support::backends::on_both;
use crate::support::fake_discord::string_option;

use carcassonne_bot::service::Service;
use carcassonne_engine::Expansion;

/// The scenario's game in French, up to Bob's ferry on his new lake.
fn to_bobs_ferry(s: &mut Service) {
    start_in_french(s, Expansion::Ferries, &["FR/RRR", "FR/RRR", "BA/RRR", "BA/RRR"]);
    play(s, "0 place 1 0 0|0 meeple road W|0 ferry 1 0 E W|1 place 2 0 0|1 meeple road E");
}

/// The rest of the scenario after Bob's move.
fn to_the_end(s: &mut Service) {
    play(s, "0 place -1 0 0|0 pass|0 pass|1 place 3 0 0|1 pass|1 pass");
}

on_both! {
    async fn the_ferry_is_put_by_its_french_button_and_moved_by_its_command(db) {
        let (fake, bot) = french_bot_at(&db, to_bobs_ferry).await;
        let look = board(&fake, &BOB, "the board").await;
        assert_says(&look, &["posez le bac sur votre lac", "`/bac"]);
        // `/bac`'s autocomplete: the lake's three pairs of road ends, worded in French.
        let pairs = french_choices(&fake, &BOB, "ferry", "ferry", "a ferry entry").await;
        assert_eq!(pairs, ["2,0 E S", "2,0 E W", "2,0 S W"]);
        let buttons = labelled(&look.message);
        let ferries = buttons_of(&buttons, "ferry");
        assert_eq!(ferries.len(), 3, "{buttons:?}");
        for (_, label) in &ferries {
            assert!(label.starts_with("Bac"), "{label}");
            assert_french_text("a ferry button", label);
        }
        let click = buttons.iter().find(|(id, _)| action(id) == "ferry 2 0 E W").expect("E–W").0.clone();
        let done = fake.click(&BOB, &click, &look).await;
        assert_french_answer("the ferry put", &done);
        let told = ["Bob pose le bac en 2 0 sur les bouts est et ouest.", "votre tuile prolonge une route jusqu'à un bac"];
        assert_says(&done, &told);
        let moves: Vec<String> = labelled(&done.message)
            .into_iter()
            .map(|(id, _)| action(&id).to_string())
            .filter(|a| a.starts_with("ferry ") || a == "pass")
            .collect();
        assert_eq!(moves, ["ferry 1 0 E S", "ferry 1 0 S W", "pass"], "lake A's moves, or keep");
        let moved = fake.command(&BOB, "ferry", string_option("ferry", "1,0 S W")).await;
        assert_french_answer("the ferry moved", &moved);
        assert_says(&moved, &["Bob déplace le bac en 1 0 sur les bouts sud et ouest."]);
        stop_quiet(bot);
        let scores = final_scores(&db, to_the_end);
        assert_eq!(scores, [3, 3], "Bob's road closed, Ann's at the end");
    }
}
