//! What the boxes' French games through the fake Discord share: their two players, Ann
//! and Bob; a game played by the service from a script up to the decision under test;
//! the bot started on it, French-speaking, and stopped without complaint; the action a
//! button's custom id names; the final scores.

use std::sync::{Arc, Mutex};

use carcassonne_bot::service::{Command, Lang, NewGame, Service};
use carcassonne_engine::{Action, Expansion, Expansions, Seat};
use serde_json::json;

use super::french_game::{assert_french_answer, assert_french_text};
use super::{in_channel, serviced};
use crate::support::backends::TestDb;
use crate::support::fake_discord::bot::Bot;
use crate::support::fake_discord::{Answer, Fake, Person};
use crate::support::ok;

/// The first player, seat 0.
pub const ANN: Person = Person { id: 111_111_111_111_111_111, name: "Ann" };
/// The second player, seat 1.
pub const BOB: Person = Person { id: 222_222_222_222_222_222, name: "Bob" };

/// The action of a button's custom id (`carc2:<game>:<turn>:<action>`).
pub fn action(id: &str) -> &str {
    id.splitn(4, ':').nth(3).unwrap_or_default()
}

/// The buttons of `buttons` (`french_game::labelled`) whose action is `verb`'s, each
/// its action and its label.
pub fn buttons_of<'a>(buttons: &'a [(String, String)], verb: &str) -> Vec<(&'a str, &'a str)> {
    let of_verb = |id: &str| action(id).split_once(' ').is_some_and(|(word, _)| word == verb);
    buttons.iter().filter(|(id, _)| of_verb(id)).map(|(id, label)| (action(id), label.as_str())).collect()
}

/// Plays `moves` (`seat action`, separated by `|`; seat 0 is Ann's, 1 Bob's) through
/// the service, each one of the seat's legal actions.
pub fn play(s: &mut Service, moves: &str) {
    for line in moves.split('|') {
        let (seat, wanted) = line.split_once(' ').expect("a seat and a move");
        let seat: usize = seat.parse().expect("a seat");
        let game = s.table(&in_channel(&ANN)).expect("the game").game.expect("running");
        let legal = game.legal_actions(Seat(seat as u8));
        let action = legal.into_iter().find(|a: &Action| a.to_string() == wanted);
        let action = action.unwrap_or_else(|| panic!("{wanted} is not legal"));
        ok(s.handle(&in_channel([&ANN, &BOB][seat]), Command::Play(action)));
    }
}

/// Opens a French game of `expansion` for Ann and Bob, in that order, drawing `tiles`
/// first (seed 1, no pictures drawn), and starts it.
pub fn start_in_french(s: &mut Service, expansion: Expansion, tiles: &[&str]) {
    s.draw_images(false);
    let new = NewGame {
        expansions: Expansions::default().with(expansion),
        seed: Some(1),
        tiles: Some(tiles.iter().map(|t| t.parse().expect("a tile")).collect()),
        language: Some(Lang::Fr),
        ..NewGame::default()
    };
    ok(s.handle(&in_channel(&ANN), Command::New(new)));
    ok(s.handle(&in_channel(&BOB), Command::Join));
    ok(s.handle(&in_channel(&ANN), Command::Start { keep_order: true }));
}

/// The bot on the fake Discord over Ann and Bob's French game, which the service has
/// played up to the decision under test (`to`) before the bot starts: the server and
/// both players speak French, the bot's commands are registered and its session open.
pub async fn french_bot_at(db: &TestDb, to: impl FnOnce(&mut Service)) -> (Fake, Bot) {
    let fake = Fake::start().await;
    fake.server_speaks("fr");
    fake.speaks(&ANN, "fr");
    fake.speaks(&BOB, "fr");
    serviced(db, to);
    let bot = Bot::ready(&fake, db, &Arc::new(Mutex::new(Vec::new())), 1, &[]).await;
    (fake, bot)
}

/// `who`'s `/plateau`, checked to be in French (`what` names it if it is not).
pub async fn board(fake: &Fake, who: &Person, what: &str) -> Answer {
    let look = fake.command(who, "board", json!([])).await;
    assert_french_answer(what, &look);
    look
}

/// Stops `bot`, checking first that it logged no complaint.
pub fn stop_quiet(bot: Bot) {
    let complaints = bot.complaints();
    assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
    bot.kill();
}

/// The seats' final scores once the service has played `rest` of Ann and Bob's game
/// in `db`, which ends it.
pub fn final_scores(db: &TestDb, rest: impl FnOnce(&mut Service)) -> Vec<i32> {
    serviced(db, rest);
    let end = serviced(db, |s| s.table(&in_channel(&ANN)).expect("the game").game.expect("over"));
    assert!(end.is_over());
    end.players().iter().map(|p| p.score).collect()
}

/// Checks that `answer` says each of `phrases` (a no-break space read as a space).
pub fn assert_says(answer: &Answer, phrases: &[&str]) {
    let content = answer.content().replace('\u{a0}', " ");
    for phrase in phrases {
        assert!(content.contains(phrase), "{phrase:?} is not said: {content}");
    }
}

/// The values `who`'s autocomplete of `command`'s `option` offers with nothing typed,
/// each entry's name checked to be in French (`what` names them if one is not).
pub async fn french_choices(
    fake: &Fake,
    who: &Person,
    command: &str,
    option: &str,
    what: &str,
) -> Vec<String> {
    let offered = fake.autocomplete(who, command, option, "").await.choices();
    for (name, _) in &offered {
        assert_french_text(what, name);
    }
    offered.into_iter().map(|(_, value)| value).collect()
}
