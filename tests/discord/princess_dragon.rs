//! Princess & Dragon end to end, in French: the real bot binary against the fake Discord
//! on a French server. Amélie opens a game with `/nouvelle` and what the expansions'
//! autocomplete offers for « princesse »; Bob joins by the lobby's button; they play the
//! whole game by autocomplete entries and the messages' buttons alone: placements from
//! autocomplete; the figure step's buttons, the princess whenever she may send a knight
//! home, the magic portal every other time it is offered, the fairy every fourth turn;
//! and the dragon's steps, each mover clicking a side on the message that names them,
//! pinged when the step passes to them. Every public text and button is French, in the
//! box's words (« fée », « portail », « princesse »); the game ends with the final scores.

use super::french_game::{
    assert_french_answer, french_table, homecoming, labelled, open_game, place, registered_in_french,
};
use crate::support::backends::on_both;
use crate::support::fake_discord;

use fake_discord::{Answer, Fake};

/// The game's draw (`GAME_SEED`, see `french_table`): with the players' choices below it
/// offers the princess, the magic portal, the fairy and the dragon's steps (both players
/// moving it), all asserted at the end. Should a change of the rules or of those choices
/// make it miss one, that assertion says which: choose another seed that offers it, never a
/// weaker assertion.
const SEED: u64 = 1;

/// Whether a public answer tells the end of the game.
fn over(answer: &Answer) -> bool {
    answer.content().contains("La partie est terminée")
}

/// What the game did, so the test can tell it used every decision of the box.
#[derive(Debug, Default)]
struct Played {
    turns: usize,
    princesses: usize,
    portals: usize,
    portals_offered: usize,
    fairies: usize,
    dragon_steps: usize,
    passed_to_the_other: usize,
}

/// The figure step's button to click on `placed`, if it asks one: the princess, else the
/// portal every other time, else the fairy every fourth turn, else a meeple where it
/// soon comes home, else no figure.
fn figure_step(placed: &Answer, played: &mut Played) -> Option<String> {
    let buttons = labelled(&placed.message);
    let (pass, _) = buttons.iter().find(|(id, _)| id.ends_with(":pass"))?;
    let first = |verb: &str| buttons.iter().find(|(id, _)| id.contains(verb)).map(|(id, _)| id.clone());
    if let Some(id) = first(":princess ") {
        played.princesses += 1;
        return Some(id);
    }
    if let Some(id) = first(":portal ") {
        played.portals_offered += 1;
        if played.portals_offered % 2 == 1 {
            played.portals += 1;
            return Some(id);
        }
    }
    if let Some(id) = first(":fairy ").filter(|_| played.turns.is_multiple_of(4)) {
        played.fairies += 1;
        return Some(id);
    }
    let meeple =
        buttons.iter().filter(|(id, _)| id.contains(":meeple ")).min_by_key(|(id, _)| homecoming(id));
    Some(meeple.map_or_else(|| pass.clone(), |(id, _)| id.clone()))
}

on_both! {
    async fn princess_and_dragon_are_played_whole_in_french_by_autocomplete_and_buttons(db) {
        let fake = Fake::start().await;
        let (players, bot) = french_table(&db, &fake, SEED);
        registered_in_french(&fake, &[("fairy", "fée"), ("portal", "portail"), ("princess", "princesse")]).await;

        let started =
            open_game(&fake, &players, "princesse", ("Princesse et Dragon", "princess-dragon")).await;

        let mut played = Played::default();
        let mut player = started.pinged(&players);
        let last = loop {
            played.turns += 1;
            assert!(played.turns <= 110, "a game of Princess & Dragon has 101 tiles to place: {played:?}");
            let placed = place(&fake, &player).await;
            assert_french_answer("the turn's message", &placed);
            let mut last = placed.clone();
            if let Some(click) = figure_step(&placed, &mut played) {
                last = fake.click(&player, &click, &placed).await;
                // A step that ends the game is told in a new message, the channel's last.
                assert!(last.updated && last.id == placed.id || over(&last) && !last.updated, "{last:?}");
                assert_french_answer("the figure step told", &last);
            }
            // The dragon's steps, each clicked on the message as it was updated: the
            // player who placed the tile chooses the first, then each in turn (two
            // players: every other step); a step that passes to the other player pings
            // them with the prompt that asks it.
            let other = players.iter().find(|p| p.id != player.id).expect("two players").clone();
            let mut actor = player.clone();
            let mut steps = 0;
            loop {
                let sides = labelled(&last.message);
                let Some((side, label)) = sides.iter().find(|(id, _)| id.contains(":dragon ")) else { break };
                // Its side, then the tile it enters named in words, its cell last.
                assert!(label.starts_with("Dragon ") && label.contains("tuile") && label.ends_with(')'), "{label}");
                let mover = if steps % 2 == 0 { player.clone() } else { other.clone() };
                if mover.id != actor.id {
                    let ping = fake.followup(&last.token).await;
                    assert_eq!(ping.pinged(&players).id, mover.id, "{ping:?}");
                    assert!(ping.content().contains("déplacez le dragon"), "{}", ping.content());
                    assert_french_answer("the dragon's prompt", &ping);
                    played.passed_to_the_other += 1;
                }
                let moved = fake.click(&mover, side, &last).await;
                // A dragon step that ends the game is told in a new message, after the
                // line that pinged its mover: the end is the channel's last message.
                assert!(moved.updated || over(&moved), "{moved:?}");
                assert_french_answer("the dragon's step told", &moved);
                played.dragon_steps += 1;
                steps += 1;
                actor = mover;
                last = moved;
            }
            if over(&last) {
                break last;
            }
            // The other player's turn: pinged by a new message itself, or by a follow-up
            // of a clicked one unless they made its last move.
            if !last.updated {
                assert_eq!(last.pinged(&players).id, other.id, "{last:?}");
            } else if actor.id != other.id {
                let ping = fake.followup(&last.token).await;
                assert_eq!(ping.pinged(&players).id, other.id, "{ping:?}");
            }
            player = other;
        };
        assert!(played.turns >= 60, "a whole game: {played:?}");
        assert!(played.princesses >= 1 && played.portals >= 1 && played.fairies >= 1, "{played:?}");
        assert!(played.dragon_steps >= 6 && played.passed_to_the_other >= 3, "{played:?}");
        let content = last.content();
        assert!(content.contains("Scores finaux"), "{content}");
        assert_french_answer("the final message", &last);

        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();
    }
}
