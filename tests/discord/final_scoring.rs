//! The end of the largest game through the fake Discord: six players and all ten boxes,
//! played through the service to the move before its last (figures placed whenever one
//! may go, so that many stand at the end), then the bot binary started and the last
//! move made by a button of `/board`'s message. The final scoring of such a game is
//! longer than a message: every line of it reaches the channel, in messages within
//! Discord's 2,000 characters, none cut, the result and the final table last; and per
//! player the score before the move plus every point announced is the final table's
//! line. In English and in French.

use std::sync::{Arc, Mutex};

use super::{in_channel, serviced};
use crate::support::backends::on_both;
use crate::support::fake_discord;

use carcassonne_bot::service::{Command, EXPANSIONS, Lang, NewGame};
use carcassonne_engine::{Action, Expansions, GameRng, Phase};
use fake_discord::bot::Bot;
use fake_discord::{Fake, Person};
use serde_json::json;

const PLAYERS: [Person; 6] = [
    Person { id: 111_111_111_111_111_111, name: "Ann" },
    Person { id: 222_222_222_222_222_222, name: "Bea" },
    Person { id: 333_333_333_333_333_333, name: "Cid" },
    Person { id: 444_444_444_444_444_444, name: "Dot" },
    Person { id: 555_555_555_555_555_555, name: "Eli" },
    Person { id: 666_666_666_666_666_666, name: "Fay" },
];

/// The game's seed: its draw, and the players' random choices.
const SEED: u64 = 7;

/// What a language says around the points announced: a scoring line's verb (one
/// winner, several), the word after the points, and how the final table's line and the
/// last message open.
struct Words {
    lang: Lang,
    scores: [&'static str; 2],
    and: &'static str,
    table: &'static str,
    colon: &'static str,
}

const ENGLISH: Words = Words {
    lang: Lang::En,
    scores: [" scores ", " score "],
    and: " and ",
    table: "Final scores:",
    colon: ": ",
};
const FRENCH: Words = Words {
    lang: Lang::Fr,
    scores: [" marque ", " marquent "],
    and: " et ",
    table: "Scores finaux\u{a0}:",
    colon: "\u{a0}: ",
};

/// Plays the channel's new game of six and every box in `lang` through the service, up
/// to its last move: returns the scores then and who makes the last move.
fn to_the_last_move(lang: Lang) -> impl FnOnce(&mut carcassonne_bot::service::Service) -> (Vec<i32>, Person) {
    move |s| {
        s.draw_images(false);
        let ok = |reply: carcassonne_bot::service::Reply| assert!(!reply.refused, "{:?}", reply.private);
        let expansions = EXPANSIONS.into_iter().fold(Expansions::default(), Expansions::with);
        let new = NewGame { expansions, seed: Some(SEED), language: Some(lang), ..NewGame::default() };
        ok(s.handle(&in_channel(&PLAYERS[0]), Command::New(new)));
        for player in &PLAYERS[1..] {
            ok(s.handle(&in_channel(player), Command::Join));
        }
        ok(s.handle(&in_channel(&PLAYERS[0]), Command::Start { keep_order: true }));
        let mut rng = GameRng::from_seed(SEED);
        loop {
            let table = s.table(&in_channel(&PLAYERS[0])).expect("the channel's game");
            let game = table.game.expect("running");
            let seat = game.pending().expect("not over").seats.iter().next().expect("a seat");
            let mut actions = game.legal_actions(seat);
            // A figure whenever one may go: many stand at the end, to score.
            if game.phase() == Phase::PlaceFigure && actions.len() > 1 {
                actions.retain(|&a| a != Action::Pass);
            }
            let action = actions[rng.below(actions.len())];
            let mut after = game.clone();
            after.apply(seat, action).expect("a legal action");
            if after.is_over() {
                let scores = game
                    .view(carcassonne_engine::Audience::Public)
                    .players()
                    .iter()
                    .map(|p| p.score)
                    .collect();
                return (scores, PLAYERS[seat.index()].clone());
            }
            ok(s.handle(&in_channel(&PLAYERS[seat.index()]), Command::Play(action)));
        }
    }
}

/// The points each player is announced to score in `text`, by seat: every line where
/// names (`Ann`, `Ann and Bea`, `Ann, Bea and Cid`) score a number of points, and a
/// pig's `+N`.
fn announced(text: &str, words: &Words) -> [i32; 6] {
    let mut points = [0; 6];
    for line in text.lines() {
        // A pig's point for its field ("Eli's pig: +1 for the field", « Cochon d'Eli : +1 »).
        if let Some((who, rest)) = line.split_once(": +") {
            let n: i32 = rest.split_whitespace().next().and_then(|n| n.parse().ok()).expect("points");
            let seat = PLAYERS.iter().position(|p| who.contains(p.name)).expect("a player's");
            points[seat] += n;
            continue;
        }
        let Some((who, rest)) = words.scores.iter().find_map(|verb| line.split_once(verb)) else { continue };
        let Some(n) = rest.split_whitespace().next().and_then(|n| n.parse::<i32>().ok()) else { continue };
        let who = who.rsplit(": ").next().unwrap_or(who);
        for name in who.split(", ").flat_map(|part| part.split(words.and)) {
            let seat = PLAYERS.iter().position(|p| p.name == name.trim());
            let seat = seat.unwrap_or_else(|| panic!("{name:?} is no player, in {line:?}"));
            points[seat] += n;
        }
    }
    points
}

/// Each player's score in the final table of `text` (`Ann: 123 (road 12, …)`).
fn final_table(text: &str, words: &Words) -> [i32; 6] {
    PLAYERS.map(|p| {
        let opening = format!("{}{}", p.name, words.colon);
        let line = text.lines().find(|l| l.starts_with(&opening) && l.contains(" (")).expect("a line each");
        line[opening.len()..].split_whitespace().next().and_then(|n| n.parse().ok()).expect("a score")
    })
}

/// The last move of the game of six and every box in `words`' language, by a button of
/// `/board`'s message, told whole in the channel.
async fn the_end_is_told_whole(db: &crate::support::backends::TestDb, words: &Words) {
    let fake = Fake::start().await;
    let (before, last) = serviced(db, to_the_last_move(words.lang));
    let bot = Bot::ready(&fake, db, &Arc::new(Mutex::new(Vec::new())), 1, &[]).await;

    let look = fake.command(&last, "board", json!([])).await;
    let moves: Vec<String> = look.buttons().into_iter().filter(|b| b.matches(':').count() >= 3).collect();
    let button =
        moves.iter().find(|b| b.ends_with(":pass")).or(moves.first()).expect("the last step's buttons");
    let first = fake.click(&last, button, &look).await;
    assert!(!first.updated, "the end is a new message, not an edit of {}: {first:?}", look.id);
    let token = first.token.clone();
    if !first.content().contains(words.table) {
        fake.wait("the final table", |inner| {
            let mut sent = inner.by_token.get(&token)?.iter().map(|&i| &inner.requests[i]);
            let table = |r: &&fake_discord::server::Recorded| {
                r.method == "POST" && r.json["content"].as_str().unwrap_or_default().contains(words.table)
            };
            sent.any(|r| table(&r)).then_some(())
        })
        .await;
    }
    let mut told = vec![first.content().to_string()];
    told.extend(
        fake.followups(&token).iter().map(|r| r.json["content"].as_str().unwrap_or_default().to_string()),
    );
    told.dedup();
    for message in &told {
        assert!(message.chars().count() <= 2000, "{} characters: {message}", message.chars().count());
        assert!(!message.ends_with('…'), "a message cut short: {message}");
    }
    let last_message = told.last().expect("messages");
    assert!(last_message.contains(words.table), "the end is the channel's last message: {told:#?}");
    let text = told.join("\n");
    assert!(text.chars().count() > 2000, "a final scoring longer than a message: {text}");

    let (announced, table) = (announced(&text, words), final_table(&text, words));
    for (i, player) in PLAYERS.iter().enumerate() {
        assert_eq!(
            before[i] + announced[i],
            table[i],
            "{}: {} before, {} announced\n{text}",
            player.name,
            before[i],
            announced[i]
        );
    }
    let complaints = bot.complaints();
    assert!(complaints.is_empty(), "the bot logged: {complaints:?}");
    bot.kill();
}

on_both! {
    async fn the_final_scoring_of_six_players_and_every_box_reaches_the_channel_whole(db) {
        the_end_is_told_whole(&db, &ENGLISH).await;
    }
}

on_both! {
    async fn the_final_scoring_reaches_the_channel_whole_in_french(db) {
        the_end_is_told_whole(&db, &FRENCH).await;
    }
}
