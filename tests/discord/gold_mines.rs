//! The Gold Mines end to end, in French: the real bot binary against the fake Discord on
//! a French server. The engine's scenario (`a_tie_shares_the_gold_one_at_a_time_from_the_active_player`)
//! is played through the service up to Bob's first gold tile, east of the start tile,
//! with two tiles around it: `/plateau` asks him in French for the second ingot's tile,
//! its buttons name each tile (« Lingot d'or : … »), `/lingot`'s autocomplete offers
//! their cells; he puts it on the closed city's cap, diagonally, by its button, and the
//! narration says so; then his meeple, and the game plays on by the service to its end
//! (the tied road: 9 and 8).

use super::french_game::{assert_french_answer, labelled};
use super::scripted::{
    BOB, action, assert_says, board, buttons_of, final_scores, french_bot_at, french_choices, play,
    start_in_french, stop_quiet,
};
use crate::support::backends::on_both;

use carcassonne_bot::service::Service;
use carcassonne_engine::Expansion;

/// The scenario's game in French, up to Bob's choice of the second ingot's tile.
fn to_bobs_ingot(s: &mut Service) {
    start_in_french(
        s,
        Expansion::GoldMines,
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
        let (fake, bot) = french_bot_at(&db, to_bobs_ingot).await;
        let look = board(&fake, &BOB, "the board").await;
        assert_says(&look, &["le symbole de l'or — un lingot est sur votre tuile", "`/lingot"]);
        // `/lingot`'s autocomplete: the two tiles' cells, worded in French.
        let cells = french_choices(&fake, &BOB, "gold", "cell", "a tile entry").await;
        assert_eq!(cells, ["0,-1", "0,0"]);
        let buttons = labelled(&look.message);
        let golds = buttons_of(&buttons, "gold");
        assert_eq!(golds.len(), 2, "{buttons:?}");
        for (_, label) in &golds {
            assert!(label.replace('\u{a0}', " ").starts_with("Lingot d'or : "), "{label}");
        }
        let click = buttons.iter().find(|(id, _)| action(id) == "gold 0 -1").expect("the cap's").0.clone();
        let done = fake.click(&BOB, &click, &look).await;
        assert_french_answer("the ingot put", &done);
        assert!(done.content().contains("Bob pose un lingot d'or sur la tuile en 0 -1."), "{}", done.content());
        stop_quiet(bot);
        let scores = final_scores(&db, to_the_end);
        assert_eq!(scores, [9, 8], "the tied road, then 2 ingots and 1");
    }
}
