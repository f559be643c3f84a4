//! Mage & Witch end to end, in French: the real bot binary against the fake Discord on a
//! French server. Amélie opens a game with `/nouvelle` and what the expansions'
//! autocomplete offers for « mage »; Bob joins by the lobby's button; they play the
//! whole game by autocomplete entries and the turn messages' buttons alone: after each
//! magic tile the mage or the witch goes on a road or city by its button (« Mage : … »,
//! « Sorcière : … »), once by `/mage`'s autocomplete instead; a tile joining the two
//! makes its player move one by a button too. Every public text and button is French,
//! in the box's words, every command it quotes a slash command; the game ends with the
//! final scores. A scripted game (the engine's tiles) leaves no road or city open: Bob
//! sets the witch aside by the button under `/plateau`'s message.

use super::french_game::{
    assert_french_answer, assert_french_text, french_table, homecoming, labelled, open_game, place,
    registered_in_french,
};
use super::scripted::{BOB, action, board, buttons_of, french_bot_at, play, start_in_french, stop_quiet};
use crate::support::backends::on_both;
use crate::support::fake_discord;

use carcassonne_bot::service::Service;
use carcassonne_engine::Expansion;
use fake_discord::{Answer, Fake, Person, string_option};

/// The game's draw (`GAME_SEED`, see `french_table`): with the players' choices below it
/// offers magic tiles and a tile joining the two figures, asserted at the end (seeds 1
/// to 11 join them in none). No road or city is ever left without a place for a figure
/// in a whole game: setting one aside is played in [`aside`]'s scripted game. Should a
/// change of the rules or of those choices make it miss one, that assertion says which:
/// choose another seed that offers it, never a weaker assertion.
const SEED: u64 = 12;

/// What the game did, so the test can tell it met the box's decisions.
#[derive(Debug, Default)]
struct Played {
    turns: usize,
    /// Figures placed or moved after a magic tile, by button.
    magic: usize,
    /// Figures placed by `/mage` and its autocomplete.
    by_autocomplete: usize,
    /// Figures moved apart after a tile joined the two.
    apart: usize,
    /// Figures set aside, no road or city being left for them.
    aside: usize,
    meeples: usize,
}

/// What the game waits for, from the French prompt of a public answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Asked {
    Magic,
    Apart,
    Aside,
    Other,
}

fn asked(answer: &Answer) -> Asked {
    let content = answer.content();
    if content.contains("le symbole magique — posez le mage ou la sorcière") {
        Asked::Magic
    } else if content.contains("votre tuile a réuni le mage et la sorcière") {
        Asked::Apart
    } else if content.contains("plus aucune route ni ville n'accueille de figurine magique — écartez") {
        Asked::Aside
    } else {
        Asked::Other
    }
}

/// Checks that every command an answer quotes is a slash command: in Discord the French
/// prompt shows `/mage`, `/sorcière`, `/écarter`, never the terminal's bare words.
fn slash_commands_only(answer: &Answer) {
    let content = answer.content();
    let bare = ["mage", "sorcière", "écarter", "witch", "aside", "poser", "passer", "meeple", "pass"];
    for quoted in content.split('`').skip(1).step_by(2) {
        let first = quoted.split_whitespace().next().unwrap_or_default();
        assert!(!bare.contains(&first), "`{quoted}` is no slash command in {content}");
    }
}

/// Whether a public answer leaves the game over.
fn over(answer: &Answer) -> bool {
    answer.content().contains("La partie est terminée")
}

/// Whether `action` places, moves or sets aside a magic figure.
fn magic(action: &str) -> bool {
    ["mage ", "witch ", "aside "].iter().any(|verb| action.starts_with(verb))
}

/// The button `played` clicks among `buttons` at what `asked` says, if any: a magic
/// figure's first offered place (the mage's first while it is off the board, then
/// the witch's, so both soon stand), or a figure set aside; at the figure step a meeple
/// where it comes home soonest, else no figure.
fn pick(buttons: &[(String, String)], asked: Asked, played: &mut Played) -> Option<String> {
    let first = |wanted: &dyn Fn(&str) -> bool| {
        buttons.iter().map(|(id, _)| id).find(|id| wanted(action(id))).cloned()
    };
    if let Some(id) = first(&magic) {
        let verb = action(&id).split(' ').next().unwrap_or_default();
        let label = &buttons.iter().find(|(b, _)| *b == id).expect("its label").1;
        match (asked, verb) {
            (Asked::Aside, "aside") => {
                assert!(label.starts_with("Écarter l"), "{label}");
                played.aside += 1;
            }
            (Asked::Magic | Asked::Apart, "mage" | "witch") => {
                // Each figure's places, named in words with their cell: « Mage : route est en 1 0 ».
                for (b, label) in buttons.iter().filter(|(b, _)| magic(action(b))) {
                    let word = if action(b).starts_with("mage ") { "Mage : " } else { "Sorcière : " };
                    assert!(label.replace('\u{a0}', " ").starts_with(word), "{label} for {b}");
                }
                if asked == Asked::Magic {
                    played.magic += 1;
                } else {
                    played.apart += 1;
                }
            }
            _ => panic!("{id} offered when the prompt asks {asked:?}: {buttons:?}"),
        }
        // Alternate the figures so both come into play.
        let other = if played.magic.is_multiple_of(2) { "witch " } else { "mage " };
        return first(&|a| a.starts_with(other)).or(Some(id));
    }
    assert_eq!(asked, Asked::Other, "the decision offers its buttons: {buttons:?}");
    first(&|a| a == "pass")?;
    let meeple = buttons
        .iter()
        .filter(|(id, _)| action(id).starts_with("meeple "))
        .min_by_key(|(id, _)| homecoming(id));
    if let Some((id, _)) = meeple {
        played.meeples += 1;
        return Some(id.clone());
    }
    first(&|a| a == "pass")
}

on_both! {
    async fn mage_and_witch_is_played_whole_in_french_by_autocomplete_and_buttons(db) {
        let fake = Fake::start().await;
        let (players, bot) = french_table(&db, &fake, SEED);
        registered_in_french(&fake, &[("mage", "mage"), ("witch", "sorcière"), ("aside", "écarter")]).await;

        let started = open_game(&fake, &players, "mage", ("Mage et Sorcière", "mage-witch")).await;

        let mut played = Played::default();
        let mut message = started;
        let mut who = message.pinged(&players);
        let other = |p: &Person| players.iter().find(|q| q.id != p.id).expect("two players").clone();
        let last = loop {
            if over(&message) {
                break message;
            }
            assert!(played.turns <= 100, "a game of Mage & Witch has 79 tiles to place: {played:?}");
            let buttons = labelled(&message.message);
            slash_commands_only(&message);
            let now = asked(&message);
            if now == Asked::Magic && played.by_autocomplete == 0 {
                // `/mage` with the places autocomplete offers: French words, cells as typed.
                let offered = fake.autocomplete(&who, "mage", "target", "").await.choices();
                assert!(!offered.is_empty(), "the places the mage may go to");
                for (name, value) in &offered {
                    assert_french_text("a place entry", name);
                    let (cell, spot) = value.split_once(' ').expect("a cell and a spot");
                    assert!(cell.split(',').all(|n| n.parse::<i32>().is_ok()), "{value}");
                    assert!(["road", "city"].iter().any(|kind| spot.starts_with(kind)), "{value}");
                }
                played.by_autocomplete += 1;
                played.magic += 1;
                let done = fake.command(&who, "mage", string_option("target", &offered[0].1)).await;
                assert_french_answer("the mage placed", &done);
                assert!(done.content().contains("pose le mage sur la"), "{}", done.content());
                message = done;
                continue;
            }
            let Some(click) = pick(&buttons, now, &mut played) else {
                // A placement: by the player autocomplete offers cells to.
                let offered = fake.autocomplete(&who, "place", "placement", "").await.choices();
                let cell = |value: &str| value.split([',', ' ']).next().is_some_and(|x| x.parse::<i32>().is_ok());
                if !offered.iter().any(|(_, value)| cell(value)) {
                    who = other(&who);
                }
                played.turns += 1;
                message = place(&fake, &who).await;
                assert_french_answer("the turn's message", &message);
                continue;
            };
            let mut done = fake.click(&who, &click, &message).await;
            if done.ephemeral() {
                let awaited = format!("on attend {}", other(&who).name);
                assert!(done.content().contains(&awaited), "{} clicked {click}: {}", who.name, done.content());
                who = other(&who);
                done = fake.click(&who, &click, &message).await;
            }
            assert!(!done.ephemeral(), "{} clicked {click}: {}", who.name, done.content());
            assert_french_answer("the step told", &done);
            message = done;
        };
        assert!(played.turns >= 60, "a whole game: {played:?}");
        assert!(played.magic >= 3 && played.by_autocomplete == 1 && played.apart >= 1, "{played:?}");
        let content = last.content();
        assert!(content.contains("Scores finaux"), "{content}");
        assert_french_text("the final message", content);

        stop_quiet(bot);
    }
}

/// The engine's scenario with no place left (`nowhere_left` in the engine's tests, the
/// witch in play): the start road closed by monasteries, the mage on the start tile's
/// city, the witch on a cap of Ann's city; Bob's last tile, a magic one, finishes both
/// cities and leaves no road or city open. Played through the service in French up to
/// Bob's choice of the figure to set aside.
fn to_bobs_aside(s: &mut Service) {
    start_in_french(
        s,
        Expansion::MageWitch,
        &["BA/LR", "BA/LR", "BA/L", "BA/L", "MW/CFC", "MW/CFC", "BA/C", "MW/CFC"],
    );
    let moves = "0 place 1 0 90|0 pass|1 place -1 0 270|1 pass|0 place 1 -1 0|0 pass|1 place 1 -2 0|1 pass|\
                 0 place 0 -2 0|0 mage 0 0 city N|0 meeple city S|1 place 0 -3 0|1 witch 0 -2 city S|1 pass|\
                 0 place 0 -4 180|0 pass|1 place 0 -1 0";
    play(s, moves);
}

on_both! {
    /// With no road or city left and both figures on the board, Bob chooses which to set
    /// aside by a button under `/plateau`'s message, worded in French; the witch set
    /// aside, the last figure step ends the game with the final scores.
    async fn with_no_place_left_a_figure_is_set_aside_by_its_french_button(db) {
        let (fake, bot) = french_bot_at(&db, to_bobs_aside).await;
        let look = board(&fake, &BOB, "the board").await;
        assert_eq!(asked(&look), Asked::Aside, "{}", look.content());
        slash_commands_only(&look);
        let buttons = labelled(&look.message);
        let asides = buttons_of(&buttons, "aside");
        assert_eq!(asides, [("aside mage", "Écarter le mage"), ("aside witch", "Écarter la sorcière")], "{buttons:?}");
        let click = buttons.iter().find(|(id, _)| action(id) == "aside witch").expect("the witch's").0.clone();
        let done = fake.click(&BOB, &click, &look).await;
        assert_french_answer("the witch set aside", &done);
        assert!(done.content().contains("Bob écarte la sorcière de 0 -2"), "{}", done.content());
        let pass = labelled(&done.message).into_iter().find(|(id, _)| action(id) == "pass").expect("no figure").0;
        let last = fake.click(&BOB, &pass, &done).await;
        assert!(over(&last), "{}", last.content());
        assert!(last.content().contains("Scores finaux"), "{}", last.content());
        assert_french_text("the final message", last.content());
        stop_quiet(bot);
    }
}
