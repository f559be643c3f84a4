//! Traders & Builders end to end, in French: the real bot binary against the fake
//! Discord on a French server. Amélie opens a game with `/nouvelle` and what the
//! expansions' autocomplete offers for « marchands »; Bob joins by the lobby's button;
//! they play the whole game by autocomplete entries and the turn messages' buttons alone:
//! placements from autocomplete, the figure step's buttons (a meeple, the builder, the
//! pig, no figure) and once `/bâtisseur` with the spot autocomplete offers. The builder's
//! second tile is played as any turn, pinged like one. Every public text and button is
//! French, in the boxes' words (« bâtisseur », « cochon », « vin », « blé », « tissu »);
//! the game ends with the goods' majorities and the final scores.

use super::french_game::{
    assert_french_answer, assert_french_text, french_table, homecoming, labelled, open_game, place,
    registered_in_french,
};
use crate::support::backends::on_both;
use crate::support::fake_discord;

use carcassonne_engine::Spot;
use fake_discord::{Answer, Fake, Person, string_option};

/// The game's draw (`GAME_SEED`, see `french_table`): with the players' choices below it
/// offers builders (one by `/bâtisseur`), pigs, farmers and goods, all asserted at the end.
/// Should a change of the rules or of those choices make it miss one, that assertion says
/// which: choose another seed that offers it, never a weaker assertion.
const SEED: u64 = 1;

/// What the game did, so the test can tell it used the builder, the pig and goods.
#[derive(Debug, Default)]
struct Played {
    turns: usize,
    builders: usize,
    builders_by_autocomplete: usize,
    pigs: usize,
    meeples: usize,
    farmers: usize,
    second_tiles: usize,
    goods_taken: usize,
}

/// Counts what a public answer tells of the expansion's own story.
fn tell(played: &mut Played, answer: &Answer) {
    let content = answer.content();
    played.second_tiles += content.matches("joue une seconde tuile").count();
    played.goods_taken += content.matches("a achevé la ville et prend").count();
}

/// Who plays after a turn.
enum Next {
    /// The game is over.
    Over,
    /// The same player, on the message they acted on (their builder's second tile):
    /// nobody is pinged.
    Same,
    /// Whoever the answer pings.
    Pinged,
}

/// What follows `answer`, the turn's last: the end, the same player again, or a ping.
/// A new message pings whoever plays next in itself; a clicked message, updated, tells
/// the builder's second tile and keeps what its player must do, or pings by a follow-up.
fn next(answer: &Answer) -> Next {
    if answer.content().contains("La partie est terminée") {
        Next::Over
    } else if answer.updated {
        match answer.content().contains("joue une seconde tuile") {
            true => Next::Same,
            false => Next::Pinged,
        }
    } else if answer.allowed_users().is_empty() {
        Next::Same
    } else {
        Next::Pinged
    }
}

/// One turn of `player`: the placement, then the figure step by its buttons (or
/// `/bâtisseur` from autocomplete, the first time the builder may go down). Returns the
/// turn's last public answer and who plays next.
async fn turn(fake: &Fake, player: &Person, played: &mut Played) -> (Answer, Next) {
    played.turns += 1;
    let placed = place(fake, player).await;
    assert_french_answer("the turn's message", &placed);
    tell(played, &placed);
    let buttons = labelled(&placed.message);
    let Some((pass, _)) = buttons.iter().find(|(id, _)| id.ends_with(":pass")) else {
        return (placed.clone(), next(&placed));
    };
    let builder = buttons.iter().find(|(id, _)| id.contains(":builder "));
    let pig = buttons.iter().find(|(id, _)| id.contains(":pig "));
    for (_, label) in builder.iter().chain(pig.iter()) {
        assert!(label.contains("âtisseur") || label.contains("ochon"), "{label}");
    }
    // Meeples where they soon come home, so that a builder finds one beside it; every
    // fourth a farmer, so that a pig does.
    let meeples = || buttons.iter().filter(|(id, _)| id.contains(":meeple "));
    let meeple = meeples().min_by_key(|(id, _)| homecoming(id));
    let farmer = meeples().find(|(id, _)| id.contains("field"));
    let click = match (builder, pig, meeple, farmer) {
        (Some((id, _)), ..) => {
            played.builders += 1;
            if played.builders_by_autocomplete == 0 {
                // `/bâtisseur` with the spot autocomplete offers: French words, the notation's values.
                let offered = fake.autocomplete(player, "builder", "spot", "").await.choices();
                assert!(!offered.is_empty(), "the builder's spots");
                for (name, value) in &offered {
                    assert_french_text("a spot entry", name);
                    assert!(value.parse::<Spot>().is_ok(), "{value}");
                }
                played.builders_by_autocomplete += 1;
                let done = fake.command(player, "builder", string_option("spot", &offered[0].1)).await;
                assert_french_answer("the builder placed", &done);
                assert!(done.content().contains("a posé son bâtisseur"), "{}", done.content());
                tell(played, &done);
                return (done.clone(), next(&done));
            }
            id.clone()
        }
        (_, Some((id, _)), ..) => {
            played.pigs += 1;
            id.clone()
        }
        (.., Some((id, _))) if played.turns.is_multiple_of(4) => {
            played.farmers += 1;
            id.clone()
        }
        (_, _, Some((id, _)), _) => {
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
    tell(played, &done);
    match next(&done) {
        Next::Pinged => {}
        same_or_over => return (done, same_or_over),
    }
    let ping = fake.followup(&done.token).await;
    assert_french_answer("the ping line", &ping);
    (ping, Next::Pinged)
}

on_both! {
    async fn traders_and_builders_are_played_whole_in_french_by_autocomplete_and_buttons(db) {
        let fake = Fake::start().await;
        let (players, bot) = french_table(&db, &fake, SEED);
        registered_in_french(&fake, &[("builder", "bâtisseur"), ("pig", "cochon")]).await;

        let started =
            open_game(&fake, &players, "marchands", ("Marchands et Bâtisseurs", "traders-builders")).await;

        let mut played = Played::default();
        let mut player = started.pinged(&players);
        let last = loop {
            assert!(played.turns <= 110, "a game of Traders & Builders has 95 tiles to place: {played:?}");
            let (answer, then) = turn(&fake, &player, &mut played).await;
            match then {
                Next::Over => break answer,
                Next::Same => {}
                Next::Pinged => player = answer.pinged(&players),
            }
        };
        assert!(played.turns >= 60, "a whole game: {played:?}");
        assert!(played.builders >= 2 && played.builders_by_autocomplete == 1, "{played:?}");
        assert!(played.pigs >= 1 && played.meeples >= 1 && played.farmers >= 1, "{played:?}");
        assert!(played.goods_taken >= 1, "{played:?}");
        let content = last.content();
        assert!(content.contains("Scores finaux"), "{content}");
        assert!(content.contains("Le plus de") || content.contains("Personne n'a de"), "{content}");
        assert_french_text("the final message", content);

        let complaints = bot.complaints();
        assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
        bot.kill();
    }
}
