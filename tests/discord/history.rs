//! The whole history against a fake Discord: a game played to its end by bot seats
//! keeps its final message without a move's button; `/history` shows its newest page
//! privately, and Older and Newer turn that very message's page in place; after a
//! restart of the bot, `/games finished:True` lists the game, and `/board game:ID` and
//! `/history game:ID` open it privately.

use crate::support::backends::on_both;
use crate::support::fake_discord;

use std::sync::{Arc, Mutex};

use fake_discord::bot::Bot;
use fake_discord::server::Recorded;
use fake_discord::{Answer, Fake, alice};
use serde_json::json;

const PNG_SIGNATURE: &[u8] = &[0x89, b'P', b'N', b'G', b'\r', b'\n', 0x1a, b'\n'];

/// The channel's message telling the end of the game, once posted.
fn final_message(requests: &[Recorded]) -> Option<Recorded> {
    let path = format!("/channels/{}/messages", fake_discord::CHANNEL_ID);
    let said = |r: &&Recorded| r.json["content"].as_str().is_some_and(|c| c.contains("The game is over:"));
    requests.iter().filter(|r| r.method == "POST" && r.path == path).find(said).cloned()
}

/// A page's header: the page and how many there are ("Moves 41–60 of 153 (page 3 of
/// 8):").
fn page_of(answer: &Answer) -> (usize, usize) {
    let header = answer.content().lines().next().unwrap_or_default();
    let (_, tail) = header.rsplit_once("(page ").unwrap_or_else(|| panic!("a page: {header}"));
    let (page, pages) = tail.trim_end_matches("):").split_once(" of ").expect("page N of M");
    (page.parse().expect("a page"), pages.parse().expect("pages"))
}

/// The moves a page lists, by number.
fn moves_on(answer: &Answer) -> Vec<u64> {
    let lines = answer.content().lines().skip(1);
    lines.map(|line| line.split_once(". ").and_then(|(n, _)| n.parse().ok()).expect("a move")).collect()
}

/// The page button of `answer` going to `page` of game `game`.
fn to_page(answer: &Answer, game: &str, page: usize) -> String {
    let id = format!("carc2:history:{game}:{page}");
    assert!(answer.buttons().contains(&id), "{id} on {answer:?}");
    id
}

on_both! {
    /// A game of Alice and a bot: Alice hands her own seat to a bot, and the two bots play
    /// it to its end. Its history pages through in place, privately; after a restart it is
    /// listed among the finished games and opens by its number.
    async fn a_finished_game_pages_through_its_history_and_opens_after_a_restart(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let alice = alice();
        let bot = Bot::ready(&fake, &db, &log, 1, &[("BOT_PAUSE_MS", "0")]).await;

        fake.command(&alice, "new", json!([])).await;
        fake.command(&alice, "join", json!([{ "name": "bot", "type": 3, "value": "easy" }])).await;
        fake.command(&alice, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
        let options = json!([
            { "name": "player", "type": 3, "value": "Alice" },
            { "name": "level", "type": 3, "value": "easy" },
        ]);
        let handed = fake.command(&alice, "bot", options).await;
        assert!(!handed.ephemeral(), "{handed:?}");
        let end = fake.wait("the end of the game", |inner| final_message(&inner.requests)).await;
        assert!(!end.files.is_empty(), "the final board stays in the channel: {:?}", end.json);
        // No button of a move is left on any message: at most the final board's looks.
        fake.buttons_settle("only looks left", |shown| {
            shown
                .iter()
                .all(|(_, m)| m.buttons.iter().all(|b| b == "carc2:board" || b.starts_with("carc2:watch:")))
        })
        .await;

        // The newest page, privately, with a button to the page before it.
        let newest = fake.command(&alice, "history", json!([])).await;
        assert!(newest.ephemeral() && newest.files.is_empty(), "{newest:?}");
        let (page, pages) = page_of(&newest);
        assert!(page == pages && pages >= 2, "{}", newest.content());
        assert!(newest.content().chars().count() <= 2_000);
        let listed =
            fake.command(&alice, "games", json!([{ "name": "finished", "type": 5, "value": true }])).await;
        assert!(
            listed.ephemeral() && listed.content().starts_with("Finished in this channel:\n- Game "),
            "{listed:?}"
        );
        let game = listed.content().lines().nth(1).and_then(|l| l.split([' ', ',']).nth(2)).expect("its number");
        let game = game.to_string();
        assert_eq!(newest.buttons(), [format!("carc2:history:{game}:{}", pages - 1)]);

        // Older turns the page in place, Newer turns it back.
        let older = fake.click(&alice, &to_page(&newest, &game, pages - 1), &newest).await;
        assert!(older.updated && older.id == newest.id, "the clicked page itself: {older:?}");
        assert_eq!(page_of(&older), (pages - 1, pages));
        let mut both =
            vec![format!("carc2:history:{game}:{}", pages - 2), format!("carc2:history:{game}:{pages}")];
        both.retain(|id| !id.ends_with(":0"));
        assert_eq!(older.buttons(), both);
        assert!(moves_on(&older).last().is_some_and(|&last| last + 1 == moves_on(&newest)[0]), "{older:?}");
        let shown = older.clone();
        let newer = fake.click(&alice, &to_page(&older, &game, pages), &Answer { flags: 64, ..shown }).await;
        assert!(newer.updated && newer.id == newest.id && newer.content() == newest.content(), "{newer:?}");

        // The board after the first move, privately.
        let first = fake.command(&alice, "history", json!([{ "name": "move", "type": 4, "value": 1 }])).await;
        assert!(first.ephemeral() && first.content().starts_with("The board after move 1 of "), "{first:?}");
        assert!(first.files.first().is_some_and(|(_, png)| png.starts_with(PNG_SIGNATURE)), "{first:?}");

        // After a restart: listed, and opened by its number.
        bot.kill();
        let bot = Bot::ready(&fake, &db, &log, 2, &[("BOT_PAUSE_MS", "0")]).await;
        let again =
            fake.command(&alice, "games", json!([{ "name": "finished", "type": 5, "value": true }])).await;
        assert_eq!(again.content(), listed.content());
        assert!(again.content().contains("<t:") && again.content().contains(&format!("`/board game:{game}`")));
        let number = json!([{ "name": "game", "type": 4, "value": game.parse::<i64>().unwrap() }]);
        let board = fake.command(&alice, "board", number.clone()).await;
        assert!(board.ephemeral() && board.content().starts_with("Scores: "), "{board:?}");
        assert!(board.content().contains("The game is over:"), "{board:?}");
        assert!(board.files.first().is_some_and(|(_, png)| png.starts_with(PNG_SIGNATURE)), "{board:?}");
        assert!(board.buttons().is_empty(), "a look, nothing to play");
        let moves = fake.command(&alice, "history", number).await;
        assert!(moves.ephemeral() && moves.content() == newest.content(), "{moves:?}");
        let older = fake.click(&alice, &to_page(&moves, &game, pages - 1), &moves).await;
        assert!(older.updated && older.id == moves.id && page_of(&older) == (pages - 1, pages), "{older:?}");
        let unknown = fake.command(&alice, "board", json!([{ "name": "game", "type": 4, "value": 9_999 }])).await;
        assert!(unknown.ephemeral() && unknown.content().contains("no finished game 9999"), "{unknown:?}");
        bot.stop();
    }
}
