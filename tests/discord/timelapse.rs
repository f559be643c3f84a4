//! A game remembered, against a fake Discord: Ann and Ben play a whole game with
//! autocomplete and buttons; its final message offers **Watch the game**, which answers
//! the clicker privately with the animation (and stays on when the next game opens);
//! `/replay` posts it in the channel; the game counts for both on the server's
//! `/leaderboard` (in the channel) and in each one's `/stats` (privately, with a chart).

use crate::support::backends::on_both;
use crate::support::fake_discord;

use std::sync::{Arc, Mutex};

use fake_discord::bot::Bot;
use fake_discord::{Answer, Fake, Person};
use serde_json::json;

fn person(id: u64, name: &'static str) -> Person {
    Person { id: id * 111_111_111_111_111, name }
}

/// The one GIF an answer carries.
fn animation(answer: &Answer) -> &[u8] {
    match answer.files.as_slice() {
        [(name, gif)] if name == "timelapse.gif" && gif.starts_with(b"GIF89a") => gif,
        files => panic!("one timelapse.gif: {:?} {files:?}", answer.content()),
    }
}

on_both! {
    /// Ann and Ben play a whole base game; the final message's **Watch the game** shows
    /// the clicker the animation privately, `/replay` shows the channel the same one, the
    /// leaderboard ranks them and their stats tell the game; a new game leaves the button
    /// on the old final message.
    async fn a_finished_game_is_watched_and_replayed(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let (ann, ben) = (person(1, "Ann"), person(2, "Ben"));
        let bot = Bot::ready(&fake, &db, &log, 1, &[]).await;

        fake.command(&ann, "new", json!([])).await;
        fake.command(&ben, "join", json!([])).await;
        fake.command(&ann, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
        let players = [&ann, &ben];
        let mut turn = 0;
        let last = loop {
            assert!(turn <= 80, "a base game has 71 tiles to place");
            let done = fake.play_turn(players[turn % 2], turn).await;
            if done.content().contains("The game is over") {
                break done;
            }
            turn += 1;
        };
        let watch = last.buttons().into_iter().find(|b| b.starts_with("carc2:watch:")).expect("Watch the game");
        let game = watch.trim_start_matches("carc2:watch:").to_string();

        // Ben watches: the animation, for him alone, in the game's words.
        let watched = fake.click(&ben, &watch, &last).await;
        let watched = if watched.files.is_empty() { fake.followup(&watched.token).await } else { watched };
        assert!(watched.ephemeral(), "privately: {watched:?}");
        assert!(watched.content().starts_with(&format!("Game {game}, tile by tile (")), "{}", watched.content());
        let gif = animation(&watched).to_vec();

        // `/replay`: the same animation, for the channel.
        let replayed = fake.command(&ann, "replay", json!([])).await;
        assert!(!replayed.ephemeral(), "in the channel: {replayed:?}");
        assert_eq!(animation(&replayed), gif, "made once, kept");
        let by_number =
            fake.command(&ann, "replay", json!([{ "name": "game", "type": 4, "value": 9_999 }])).await;
        assert!(by_number.ephemeral() && by_number.content().contains("no finished game 9999"), "{by_number:?}");

        // The game counts for both: the leaderboard, for the channel; stats, privately.
        let board = fake.command(&ben, "leaderboard", json!([])).await;
        assert!(!board.ephemeral() && board.files.is_empty(), "in the channel: {board:?}");
        let lines: Vec<&str> = board.content().lines().collect();
        assert!(lines[0].starts_with("Leaderboard of this server") && lines.len() == 3, "{lines:?}");
        assert!(lines[1..].iter().all(|l| l.contains(" — ") && l.contains("(1 game, ")), "{lines:?}");
        assert!(["Ann", "Ben"].iter().all(|name| board.content().contains(name)), "{lines:?}");
        let stats = fake.command(&ann, "stats", json!([])).await;
        assert!(stats.ephemeral(), "privately: {stats:?}");
        assert!(
            stats.content().starts_with("Ann on this server:\nGames played to the end: 1 (1 rated)"),
            "{stats:?}"
        );
        assert!(
            stats.files.first().is_some_and(|(name, png)| name.ends_with(".png") && png.starts_with(b"\x89PNG"))
        );
        let his = fake.command_naming(&ann, "stats", "player", &ben).await;
        assert!(his.ephemeral() && his.content().starts_with("Ben on this server:\n"), "{his:?}");

        // A new game's lobby takes no button off the old final message.
        fake.command(&ann, "new", json!([])).await;
        fake.buttons_settle("the lobby's buttons and the final message's", |shown| {
            shown.iter().any(|(_, m)| m.buttons.contains(&watch))
                && shown.iter().any(|(_, m)| m.buttons.contains(&"carc2:join".to_string()))
        })
        .await;
        bot.stop();
    }
}
