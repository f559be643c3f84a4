//! Inns & Cathedrals end to end, in French: the real bot binary against the fake Discord
//! on a French server. Amélie opens a game with `/nouvelle` and what the expansions'
//! autocomplete offers for « auberges »; Bob joins by the lobby's button; they play the
//! whole game by autocomplete entries and the turn messages' buttons alone: placements
//! from autocomplete, the figure step's buttons (the big meeple, a meeple, no figure) and
//! once `/grand` with the spot autocomplete offers. Every public text and button is
//! French, in the boxes' words (« grand meeple »); the game ends with the final scores.

use super::french_game::{
    assert_french_answer, assert_french_text, french_table, homecoming, labelled, open_game, place,
    registered_in_french,
};
use crate::support::backends::on_both;
use crate::support::fake_discord;

use carcassonne_engine::Spot;
use fake_discord::{Answer, Fake, Person, string_option};

/// The game's draw (`GAME_SEED`, see `french_table`): with the players' choices below it
/// offers big meeples (one by `/grand`), all asserted at the end. Should a change of the
/// rules or of those choices make it miss one, that assertion says which: choose another
/// seed that offers it, never a weaker assertion.
const SEED: u64 = 1;

/// What the game did, so the test can tell it used the big meeple.
#[derive(Debug, Default)]
struct Played {
    turns: usize,
    bigs: usize,
    bigs_by_autocomplete: usize,
    meeples: usize,
}

/// One turn of `player`: the placement, then the figure step by its buttons (or
/// `/grand` from autocomplete, the first time the big meeple may go down). Returns the
/// turn's last public answer, and whether it ended the game.
async fn turn(fake: &Fake, player: &Person, played: &mut Played) -> (Answer, bool) {
    played.turns += 1;
    let placed = place(fake, player).await;
    assert_french_answer("the turn's message", &placed);
    let buttons = labelled(&placed.message);
    let over = |a: &Answer| a.content().contains("La partie est terminée");
    let Some((pass, _)) = buttons.iter().find(|(id, _)| id.ends_with(":pass")) else {
        return (placed.clone(), over(&placed));
    };
    // The big meeple goes where it soon comes home (a road first, never a field while
    // another spot is offered), so that the game plays it more than once.
    let big = buttons.iter().filter(|(id, _)| id.contains(":big ")).min_by_key(|(id, _)| homecoming(id));
    let meeple = buttons.iter().find(|(id, _)| id.contains(":meeple "));
    if let Some((_, label)) = big {
        assert!(label.contains("grand meeple, "), "{label}");
    }
    let click = match (big, meeple) {
        // Each player's big meeple goes down whenever it may (turns alternate between
        // the two players, so a condition on the turn's number would leave one of them
        // never playing theirs).
        (Some((id, _)), _) => {
            played.bigs += 1;
            if played.bigs_by_autocomplete == 0 {
                // `/grand` with the spot autocomplete offers: French words, the notation's values.
                let offered = fake.autocomplete(player, "big", "spot", "").await.choices();
                assert!(!offered.is_empty(), "the big meeple's spots");
                for (name, value) in &offered {
                    assert_french_text("a spot entry", name);
                    assert!(value.parse::<Spot>().is_ok(), "{value}");
                }
                played.bigs_by_autocomplete += 1;
                let (_, spot) = offered.iter().min_by_key(|(_, value)| homecoming(value)).expect("a spot");
                let done = fake.command(player, "big", string_option("spot", spot)).await;
                assert_french_answer("the big meeple placed", &done);
                assert!(done.content().contains("a posé son grand meeple"), "{}", done.content());
                return (done.clone(), over(&done));
            }
            id.clone()
        }
        (_, Some((id, _))) if played.turns.is_multiple_of(3) => {
            played.meeples += 1;
            id.clone()
        }
        _ => pass.clone(),
    };
    let done = fake.click(player, &click, &placed).await;
    // A step that ends the game is told in a new message, the channel's last.
    let ended = done.content().contains("La partie est terminée");
    assert!(done.updated && done.id == placed.id || ended && !done.updated, "{done:?}");
    assert_french_answer("the figure step told", &done);
    if over(&done) {
        return (done, true);
    }
    let ping = fake.followup(&done.token).await;
    assert_french_answer("the ping line", &ping);
    (ping, false)
}

on_both! {
    async fn inns_and_cathedrals_are_played_whole_in_french_by_autocomplete_and_buttons(db) {
        let fake = Fake::start().await;
        let (players, bot) = french_table(&db, &fake, SEED);
        registered_in_french(&fake, &[("big", "grand")]).await;

        let started =
            open_game(&fake, &players, "auberges", ("Auberges et Cathédrales", "inns-cathedrals")).await;

        let mut played = Played::default();
        let mut next = started.pinged(&players);
        let last = loop {
            assert!(played.turns <= 100, "a game of Inns & Cathedrals has 89 tiles to place: {played:?}");
            let (answer, over) = turn(&fake, &next, &mut played).await;
            if over {
                break answer;
            }
            next = answer.pinged(&players);
        };
        assert!(played.turns >= 60, "a whole game: {played:?}");
        assert!(played.bigs >= 2 && played.bigs_by_autocomplete == 1 && played.meeples >= 1, "{played:?}");
        let content = last.content();
        assert!(content.contains("Scores finaux"), "{content}");
        assert_french_text("the final message", content);

        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();
    }
}
