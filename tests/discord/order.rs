//! A channel's interactions are worked out in the order they came (issue 73's stale
//! rotation picker). A player who clicks a rotation and, seeing nothing happen (a
//! click's deferral shows nothing), types `/place` again must not be answered from the
//! game as it was before that click was saved: that answer is the picker she has just
//! used, for the tile she has just placed, and its buttons are refused once clicked.
//! The click's save is held back by another writer holding the database, as a loaded
//! machine's one writer is held by other channels' moves; the test lets it go once the
//! later command was answered, or once the click has found the database busy twice.

use crate::support::PATIENCE;
use crate::support::backends::on_both;
use crate::support::fake_discord::bot::{Bot, complaints, count};
use crate::support::fake_discord::{Fake, Where, alice, bob, string_option};

use std::sync::{Arc, Mutex, mpsc};

use serde_json::json;

/// What the bot logs each time a command finds the database held by another writer.
const BUSY: &str = "storage busy, trying again";

on_both! {
    /// Alice asks where her tile goes at a cell several rotations fit, clicks one while
    /// another writer holds the database, and asks again before that click is saved:
    /// the second answer comes after the click's, from the game with her tile placed
    /// (no rotation to pick), and the click's answer is the public turn.
    async fn a_command_sent_before_a_click_is_saved_is_answered_after_it(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let (alice, bob) = (alice(), bob());
        // A lease of two minutes: a renewal that meets the held database fails, and the
        // next one comes long before the shard would have to close.
        let settings = [
            ("DISCORD_DEFER_MS", "0"),
            ("RUST_LOG", "warn,carcassonne_bot=info"),
            ("GAME_SEED", "7"),
            ("SHARD_LEASE_MS", "120000"),
        ];
        let bot = Bot::ready(&fake, &db, &log, 1, &settings).await;
        let keep = json!([{ "name": "keep_order", "type": 5, "value": true }]);
        for (person, command, options) in [(&alice, "new", json!([])), (&bob, "join", json!([])), (&alice, "start", keep)] {
            let answer = fake.command(person, command, options).await;
            assert!(!answer.ephemeral(), "/{command}: {}", answer.content());
        }
        // A cell several rotations fit: its value names no rotation.
        let offered = fake.autocomplete(&alice, "place", "placement", "").await.choices();
        let (_, cell) = offered.iter().find(|(_, value)| !value.contains(' ')).expect("a cell of several rotations");
        let picker = fake.command(&alice, "place", string_option("placement", cell)).await;
        let rotation = picker.buttons().first().cloned().expect("a rotation to pick");
        assert!(picker.ephemeral() && rotation.contains(":place "), "{}", picker.content());

        let (release, released) = mpsc::channel();
        let holder = db.hold_writes(released);
        let click = fake.send_click(&alice, &rotation, &picker);
        // The click's save waits on the other writer.
        let deadline = std::time::Instant::now() + PATIENCE;
        while count(&log, BUSY) < 1 {
            assert!(std::time::Instant::now() < deadline, "the click never met the held database");
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        let again = fake.send_command_in(Where::HOME, &alice, "place", string_option("placement", cell));
        let again = again.expect("a live session");
        // Let go once the second `/place` is answered, or once the click, still waiting,
        // has met the held database again (its answer then must wait for the click's).
        let early = loop {
            if let Some(answer) = fake.answered(&again).await {
                break Some(answer);
            }
            if count(&log, BUSY) >= 2 {
                break None;
            }
            assert!(std::time::Instant::now() < deadline, "neither came");
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        };
        release.send(()).expect("the holder waits");
        holder.join().expect("the holder lets go");

        let clicked = fake.click_answer(click, &picker).await;
        assert!(clicked.updated && clicked.buttons().is_empty(), "the picker's buttons go: {}", clicked.content());
        let turn = fake.followup(&clicked.token).await;
        assert!(!turn.ephemeral() && turn.content().contains("Alice placed"), "{}", turn.content());
        let second = match early {
            Some(answer) => answer,
            None => fake.answer_within(&again, PATIENCE).await.expect("the second /place is answered"),
        };
        let rotations: Vec<String> = second.buttons().into_iter().filter(|b| b.contains(":place ")).collect();
        assert!(
            rotations.is_empty(),
            "the second /place was answered from the game before the click was saved, with the \
             picker just used: {} {rotations:?}",
            second.content()
        );
        assert!(second.ephemeral(), "a refusal only Alice sees: {}", second.content());
        assert!(bot.interrupt(), "Ctrl-C stops the bot cleanly");
        // A lease renewal that fell while the database was held says so; nothing else.
        let complaints: Vec<String> =
            complaints(&log).into_iter().filter(|l| !l.contains("shard leases not renewed")).collect();
        assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));
    }
}

/// How many turns the impatient game plays: enough that a channel's tasks run out of
/// order at least once when nothing orders them (the first few turns did, every run).
const IMPATIENT_TURNS: usize = 24;

on_both! {
    /// Alice and Bob each pick a rotation and, at once, before the click is answered,
    /// type the same `/place` again, turn after turn. The two interactions reach the
    /// bot back to back on one gateway session, and the library hands each to a task of
    /// its own: the tasks may run in either order (tokio runs the newest first), but the
    /// answers must come in the order the interactions did. The click places the tile;
    /// the second `/place` is refused privately, never answered with the picker just
    /// used.
    async fn a_click_and_a_command_sent_back_to_back_are_answered_in_that_order(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let people = [alice(), bob()];
        let settings = [("RUST_LOG", "warn,carcassonne_bot=info"), ("GAME_SEED", "7")];
        let bot = Bot::ready(&fake, &db, &log, 1, &settings).await;
        let keep = json!([{ "name": "keep_order", "type": 5, "value": true }]);
        for (person, command, options) in
            [(&people[0], "new", json!([])), (&people[1], "join", json!([])), (&people[0], "start", keep)]
        {
            let answer = fake.command(person, command, options).await;
            assert!(!answer.ephemeral(), "/{command}: {}", answer.content());
        }
        for turn in 0..IMPATIENT_TURNS {
            fake.play_turn_impatiently_in(Where::HOME, &people[turn % 2], turn).await;
        }
        let impatient = fake.impatient_turns();
        assert!(impatient >= IMPATIENT_TURNS / 2, "most turns had a cell of several rotations: {impatient}");
        assert!(fake.unanswered().is_empty(), "every interaction answered");
        bot.stop();
    }
}
