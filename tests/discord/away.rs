//! Stepping out on Discord: `/away` hands Bob's seat to a bot that moves by itself in
//! the channel until he `/join`s again; `/leave` in a running game answers him alone
//! with a **Leave for good** button (in his language), whose click tells the channel he
//! left and lets the bot play his seat to the end; he cannot take it back.

use crate::support::backends::on_both;
use crate::support::fake_discord;

use std::sync::{Arc, Mutex};

use fake_discord::bot::Bot;
use fake_discord::server::Recorded;
use fake_discord::{Answer, Fake, Person, alice, bob};
use serde_json::json;

/// Alice's turn: the first placement offered, then no figure.
async fn alice_turn(fake: &Fake, alice: &Person) {
    let placed = fake.place_first(alice).await;
    if let Some(pass) = placed.buttons().into_iter().find(|b| b.ends_with(":pass")) {
        fake.click(alice, &pass, &placed).await;
    }
}

/// The channel's messages the bot posted by itself, in order.
fn channel_posts(requests: &[Recorded]) -> Vec<String> {
    let path = format!("/channels/{}/messages", fake_discord::CHANNEL_ID);
    let posts = requests.iter().filter(|r| r.method == "POST" && r.path == path);
    posts.map(|r| r.json["content"].as_str().unwrap_or_default().to_string()).collect()
}

/// Waits until the bot posted `n` messages in the channel by itself.
async fn posts(fake: &Fake, n: usize) -> Vec<String> {
    fake.wait(&format!("{n} channel posts"), |inner| {
        let posts = channel_posts(&inner.requests);
        (posts.len() >= n).then_some(posts)
    })
    .await
}

on_both! {
    async fn away_and_leave_for_good_hand_the_seat_to_a_bot(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let (alice, bob) = (alice(), bob());
        let bot = Bot::on(&db, &fake.base(), &log, &[("BOT_PAUSE_MS", "100")]);
        let registered = fake.registration(1).await;
        let away = registered.as_array().expect("a list").iter().find(|c| c["name"] == "away").cloned();
        assert_eq!(away.expect("/away")["name_localizations"]["fr"], "absent");
        fake.connected(1).await;

        fake.command(&alice, "new", json!([])).await;
        fake.command(&bob, "join", json!([])).await;
        fake.command(&alice, "start", json!([{ "name": "keep_order", "type": 5, "value": true }])).await;
        let gone: Answer = fake.command(&bob, "away", json!([])).await;
        assert!(!gone.ephemeral() && gone.content().starts_with("Bob is away"), "{}", gone.content());
        alice_turn(&fake, &alice).await;
        let posted = posts(&fake, 1).await;
        assert!(posted[0].contains("Bob (bot) placed"), "the bot moved for Bob: {posted:?}");
        let back = fake.command(&bob, "join", json!([])).await;
        assert!(!back.ephemeral() && back.content().contains("Bob takes their seat back"), "{}", back.content());

        // `/leave` asks Bob alone, in his language, with a button; nothing happens yet.
        fake.speaks(&bob, "fr");
        let ask = fake.command(&bob, "leave", json!([])).await;
        assert!(ask.ephemeral() && ask.content().contains("**Quitter pour de bon**"), "{}", ask.content());
        assert_eq!(ask.buttons(), ["carc2:leave"]);
        let left = fake.click(&bob, "carc2:leave", &ask).await;
        // The picker loses its button; the news follows in the channel.
        assert!(left.updated && left.buttons().is_empty(), "{}", left.content());
        let told = fake.followup(&left.token).await;
        assert!(!told.ephemeral() && told.content().contains("Bob left the game for good"), "{}", told.content());
        let again = fake.command(&bob, "join", json!([])).await;
        assert!(again.ephemeral() && again.content().contains("pour de bon"), "{}", again.content());
        alice_turn(&fake, &alice).await;
        let posted = posts(&fake, 2).await;
        assert!(posted[1].contains("Bob (left) placed"), "the bot plays Bob's seat: {posted:?}");

        bot.stop();
    }
}
