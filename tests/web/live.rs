//! The board page's live socket and the page's moves told in Discord: an open socket
//! is told its game's revision after every move through any front end (the page, the
//! terminal's service, a slash command through the fake Discord, another process on
//! PostgreSQL) and never about another game; a refused socket changes nothing; a move
//! made on the page is posted in the game's channel by the process holding its shard,
//! once, and still once when that process freezes between posting and clearing its
//! record and another takes the shard over.

use std::time::Duration;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, Context, NewGame, Seat};

use super::{PLAYERS, at, first_move, started};
use crate::support::PATIENCE;
use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord::bot::complaints;
use crate::support::fake_discord::server::Recorded;
use crate::support::fake_discord::{CHANNEL_ID, Person, string_option};
use crate::support::ok;
use crate::support::web::{self, Client};

/// The people of the games played through the fake Discord.
const PEOPLE: [Person; 2] = [
    Person { id: 111_111_111_111_111_111, name: "Alice" },
    Person { id: 222_222_222_222_222_222, name: "Bob" },
];

/// A runtime for the socket's client in a test that is not async itself.
fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime")
}

/// The seat that may move in `game` now and its first move, with the revision shown,
/// as the page of each seat's `links` shows them.
pub(super) fn next_move(client: &Client, links: &[String]) -> (usize, u64, String) {
    links
        .iter()
        .enumerate()
        .find_map(|(seat, link)| {
            let shown = client.game(link).json();
            let revision = shown["revision"].as_u64()?;
            first_move(&shown).map(|action| (seat, revision, action))
        })
        .expect("somebody may move")
}

/// Plays the next move of the game of `links` through the API at `client`: the
/// revision after it and who moved.
pub(super) fn page_move(client: &Client, links: &[String]) -> (u64, String) {
    let (seat, revision, action) = next_move(client, links);
    let after = client.act(&links[seat], revision, &action);
    assert_eq!(after.status, 200, "{action}: {}", String::from_utf8_lossy(&after.body));
    let after = after.json();
    let mover = after["seats"][seat]["name"].as_str().expect("a name").to_owned();
    (after["revision"].as_u64().expect("a revision"), mover)
}

on_both! {
    /// A spectator's socket is told the revision at once, then the page's move, then
    /// a move the terminal's service made on the same game; a move in another channel's
    /// game between them is not told.
    fn a_live_socket_is_told_every_move_of_its_game_and_no_other(db) {
        let mut s = db.service();
        let game = started(&mut s, 8, Lang::En);
        let elsewhere = |user: &str| Context { channel: "elsewhere".into(), ..at(user) };
        let new = NewGame { seed: Some(3), ..NewGame::default() };
        ok(s.handle(&elsewhere(PLAYERS[0]), Command::New(new)));
        ok(s.handle(&elsewhere(PLAYERS[1]), Command::Join));
        ok(s.handle(&elsewhere(PLAYERS[0]), Command::Start { keep_order: true }));
        let other = s.table(&elsewhere(PLAYERS[0])).expect("the other game").row.id.0;
        let served = web::serve(db.service());
        let links: Vec<String> = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
        let others: Vec<String> = (0..2).map(|seat| web::link(other, Some(seat), Lang::En)).collect();
        // The other game's revisions run ahead of this one's: one told would show.
        for _ in 0..3 {
            page_move(&served, &others);
        }
        let rt = runtime();
        let spectator = web::link(game, None, Lang::En);
        let mut live = rt.block_on(web::live(served.addr, &spectator, web::PUBLIC_URL)).expect("opened");
        let shown = served.game(&spectator).json()["revision"].as_u64().expect("a revision");
        assert_eq!(rt.block_on(live.revision()), shown, "the revision at once");

        let (after_page, _) = page_move(&served, &links);
        assert_eq!(rt.block_on(live.revision()), after_page, "the page's move");
        // The other game moves on: nothing is told.
        for _ in 0..3 {
            page_move(&served, &others);
        }
        let (seat, revision, action) = next_move(&served, &links);
        assert_eq!(revision, after_page);
        let action = action.parse().expect("an action");
        ok(s.play_choice(&at(PLAYERS[seat]), game, revision, action));
        // A revision may be told twice (read again after the feed said changes may
        // have been missed, then told by the feed), never another game's.
        loop {
            let told = rt.block_on(live.revision());
            assert!([revision, revision + 1].contains(&told), "only its game's revisions: {told}");
            if told == revision + 1 {
                break;
            }
        }
    }
}

/// A socket on a game where nothing moves is told its revision again every
/// [`carcassonne_bot::web::PING`]: the page's sign that its socket works (one silent
/// for longer is opened again, `web/tests/silent.mjs`), and a proxy's that it is in use.
#[test]
fn a_quiet_socket_is_told_its_revision_again() {
    let (_db, _s, game, served) = super::served(4, Lang::En);
    let rt = runtime();
    let link = web::link(game, Some(0), Lang::En);
    let mut live = rt.block_on(web::live(served.addr, &link, web::PUBLIC_URL)).expect("opened");
    let first = rt.block_on(live.revision());
    assert_eq!(rt.block_on(live.revision()), first, "told again, unmoved");
}

/// The page takes its socket for dead after `SILENT_MS` without a frame
/// (`web/src/live.ts`): more than two of the bot's tellings, so that one telling late on
/// a loaded bot or network drops no socket that works.
#[test]
fn the_page_waits_out_more_than_two_tellings() {
    let ms: u64 = web::page_number("live.ts", "SILENT_MS");
    assert!(Duration::from_millis(ms) > 2 * carcassonne_bot::web::PING, "{ms} ms");
}

on_both! {
    /// A socket asked with a forged link, or from another site's page, is refused
    /// before any upgrade, with the API's statuses; one asked with an expired link is
    /// opened and closed at once as expired (`web::EXPIRED`) with its words, as an open
    /// socket is when its link expires (a browser shows the page nothing of a refused
    /// opening): none changes anything.
    fn a_refused_socket_changes_nothing(db) {
        let mut s = db.service();
        let game = started(&mut s, 4, Lang::Fr);
        let served = web::serve(db.service());
        let before = db.dump();
        let ann = web::link(game, Some(0), Lang::Fr);
        let forged = ann.replacen(&format!("w1.{game}.0."), &format!("w1.{game}.1."), 1);
        let expired = carcassonne_bot::service::Link {
            game,
            seat: Some(Seat(0)),
            expires: crate::support::T0,
            lang: Lang::Fr,
        }
        .sign(web::SECRET.as_bytes());
        let rt = runtime();
        let refused = |link: &str, origin: &str| rt.block_on(web::live(served.addr, link, origin)).err();
        assert_eq!(refused(&forged, web::PUBLIC_URL), Some(401), "forged");
        let mut closed = rt.block_on(web::live(served.addr, &expired, web::PUBLIC_URL)).expect("opened");
        let words = Lang::Fr.say("web-link-expired", []);
        assert_eq!(rt.block_on(closed.closed()), (carcassonne_bot::web::EXPIRED, words), "expired");
        assert_eq!(refused("", web::PUBLIC_URL), Some(401), "no link");
        assert_eq!(refused(&ann, "https://evil.example"), Some(403), "another site's page");
        assert_eq!(db.dump(), before, "no refusal changed anything");
        assert_eq!(refused(&ann, web::PUBLIC_URL), None, "the same link from the page opens");
    }
}

/// The page moves still untold in `db`.
fn untold(db: &TestDb) -> usize {
    tokio::task::block_in_place(|| db.store().read(|tx| tx.page_moves()).expect("the page moves").len())
}

/// Waits until every page move in `db` was told (its record cleared).
async fn all_told(db: &TestDb) {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while untold(db) > 0 {
        assert!(tokio::time::Instant::now() < deadline, "the page moves were never told");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The channel messages posted with Discord's deduplication (a page move's).
fn told(requests: &[Recorded], channel: u64) -> Vec<Recorded> {
    let path = format!("/channels/{channel}/messages");
    requests
        .iter()
        .filter(|r| r.method == "POST" && r.path == path && r.json["enforce_nonce"] == true)
        .cloned()
        .collect()
}

/// The real bot (SQLite) serving the page beside Discord: a socket on its page is told
/// a slash command's move and a page move; the page move is posted in the channel once,
/// like a turn, naming its player, with the board.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_bot_tells_a_socket_both_fronts_moves_and_the_channel_the_pages() {
    let page = web::page_bot(&[]).await;
    let (db, fake, web_addr) = (&page.db, &page.fake, page.addr);
    for person in &PEOPLE {
        fake.command(person, "notify", serde_json::json!([{ "name": "on", "type": 5, "value": true }])).await;
    }
    fake.command(&PEOPLE[0], "new", string_option("expansions", "gifts")).await;
    fake.command(&PEOPLE[1], "join", serde_json::json!([])).await;
    fake.command(&PEOPLE[0], "start", serde_json::json!([])).await;
    let game = web::home_game(db);
    let mut live =
        web::live(web_addr, &web::link(game, None, Lang::En), web::PUBLIC_URL).await.expect("opened");
    let first = live.revision().await;

    let links: Vec<String> = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
    let asked = links.clone();
    let (seat, _, _) = tokio::task::spawn_blocking(move || next_move(&Client { addr: web_addr }, &asked))
        .await
        .expect("asked");
    let shown = tokio::task::spawn_blocking({
        let link = links[seat].clone();
        move || Client { addr: web_addr }.game(&link).json()
    })
    .await
    .expect("asked");
    let name = shown["seats"][seat]["name"].as_str().expect("a name").to_owned();
    let player = PEOPLE.iter().find(|p| p.name == name).expect("a player");
    fake.place_first(player).await;
    live.until(first + 1).await;

    let asked = links.clone();
    let earlier = fake.requests().len();
    let (after, mover) = tokio::task::spawn_blocking(move || page_move(&Client { addr: web_addr }, &asked))
        .await
        .expect("moved");
    live.until(after).await;
    let posted = fake
        .request("the page's move told in the channel", |r| {
            !told(std::slice::from_ref(r), CHANNEL_ID).is_empty()
        })
        .await;
    let content = posted.json["content"].as_str().unwrap_or_default();
    assert!(content.contains(&format!("{mover} ")), "the turn told as a slash command's: {content}");
    assert!(!posted.files.is_empty(), "with the board");
    all_told(db).await;
    assert_eq!(told(&fake.requests(), CHANNEL_ID).len(), 1, "told once");
    // The move ended the mover's turn: the other player, who asked, hears by direct
    // message, which a second telling would not repeat either.
    let dm = fake
        .wait("the direct message after the page's move", |inner| {
            inner.requests[earlier..]
                .iter()
                .find(|r| {
                    r.method == "POST"
                        && r.path.starts_with("/channels/")
                        && r.json["content"].as_str().is_some_and(|c| c.contains("waiting for you"))
                })
                .cloned()
        })
        .await;
    assert_eq!(dm.json["enforce_nonce"], true, "{:?}", dm.json);
    assert!(dm.json["nonce"].as_str().is_some_and(|n| n != posted.json["nonce"]), "its own nonce");
    page.stop();
}

/// A page move that leaves the game waiting for a bot seat: the bot moves after it, as
/// after a slash command, its turn posted in the channel like any bot's.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_bot_seat_moves_after_a_page_move() {
    let page = web::page_bot(&[("BOT_PAUSE_MS", "100")]).await;
    let (db, fake, web_addr) = (&page.db, &page.fake, page.addr);
    let alice = &PEOPLE[0];
    fake.command(alice, "new", serde_json::json!([])).await;
    fake.command(alice, "join", string_option("bot", "easy")).await;
    fake.command(alice, "start", serde_json::json!([])).await;
    let game = web::home_game(db);
    let mut live =
        web::live(web_addr, &web::link(game, None, Lang::En), web::PUBLIC_URL).await.expect("opened");
    live.revision().await;
    let ask =
        |link: String| tokio::task::spawn_blocking(move || Client { addr: web_addr }.game(&link).json());
    let seats = ask(web::link(game, None, Lang::En)).await.expect("asked")["seats"].clone();
    let mine = (0..2).find(|&s| seats[s]["name"] == alice.name).expect("Alice's seat");
    let link = vec![web::link(game, Some(u8::try_from(mine).expect("a seat")), Lang::En)];
    // The bot may have begun: Alice waits for her turn.
    while first_move(&ask(link[0].clone()).await.expect("asked")).is_none() {
        live.revision().await;
    }
    let bots_turns = |inner: &crate::support::fake_discord::server::Inner| {
        let path = format!("/channels/{CHANNEL_ID}/messages");
        inner
            .requests
            .iter()
            .filter(|r| r.method == "POST" && r.path == path && r.json["enforce_nonce"] != true)
            .count()
    };
    let before = fake.wait("the requests so far", |inner| Some(bots_turns(inner))).await;
    let mut last = 0;
    while first_move(&ask(link[0].clone()).await.expect("asked")).is_some() {
        let asked = link.clone();
        (last, _) = tokio::task::spawn_blocking(move || page_move(&Client { addr: web_addr }, &asked))
            .await
            .expect("moved");
    }
    live.until(last + 1).await;
    fake.wait("the bot's turn posted", |inner| (bots_turns(inner) > before).then_some(())).await;
    all_told(db).await;
    page.stop();
}

/// Two bot processes on one PostgreSQL database, a shard each; a game of two people
/// in a server of shard 0. A page move made through the other process's page reaches
/// a socket on the holder's page and is posted by the holder, once. Then its player
/// takes it back on the page and the holder freezes while the undo's message is on its
/// way (the fake holds the answer); the placement is made again meanwhile. The undo's
/// message is created all the same; the other process takes the shard when its lease
/// runs out and posts the undo again with the same nonce, which Discord (the fake, as
/// Discord documents `enforce_nonce`) answers with the first message, then the move
/// made meanwhile: one message each, and no record left.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_page_move_crosses_processes_and_is_told_once_across_a_failover() {
    let Some(db) = tokio::task::block_in_place(TestDb::postgres) else { return };
    let public = |_, _| web::PUBLIC_URL.to_string();
    let pair = web::two_processes(&db, PLAYERS, public, &[("SHARD_LEASE_MS", "4000")]).await;
    let web::TwoProcesses { fake, place, game, addrs, logs, mut bots, .. } = pair;
    let holder = {
        let leases = tokio::task::block_in_place(|| db.store().read(|tx| tx.leases()).expect("the leases"));
        let lease = leases.iter().find(|l| l.shard == 0).expect("shard 0 held");
        let pid = lease.owner.split(':').nth(1).unwrap_or_default().to_owned();
        (0..2).find(|&i| bots[i].as_ref().is_some_and(|b| b.pid().to_string() == pid)).expect("a holder")
    };
    let other = 1 - holder;
    let links: Vec<String> = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
    let mut live =
        web::live(addrs[holder], &web::link(game, None, Lang::En), web::PUBLIC_URL).await.expect("opened");
    let first = live.revision().await;

    // Through the other process's page: the holder's socket hears it, the holder tells it.
    let (seat, _, placement) =
        tokio::task::block_in_place(|| next_move(&Client { addr: addrs[other] }, &links));
    let (asked, through) = (links.clone(), addrs[other]);
    let (after, mover) = tokio::task::spawn_blocking(move || page_move(&Client { addr: through }, &asked))
        .await
        .expect("moved");
    assert!(after > first);
    live.until(after).await;
    let posted = fake
        .request("the page's move told", |r| !told(std::slice::from_ref(r), place.channel).is_empty())
        .await;
    let content = posted.json["content"].as_str().unwrap_or_default();
    assert!(content.contains(&format!("{mover} ")), "{content}");
    all_told(&db).await;
    assert_eq!(told(&fake.requests(), place.channel).len(), 1, "told once");

    // The holder freezes with the undo's message on its way: held until the process is
    // frozen, then answered to a process that cannot read the answer; the tile is then
    // placed again.
    fake.hold(PATIENCE, |path| path.starts_with("/channels/") && path.ends_with("/messages"));
    let client = Client { addr: addrs[other] };
    let undo = tokio::task::spawn_blocking({
        let link = links[seat].clone();
        move || client.act(&link, after, "undo")
    });
    assert_eq!(undo.await.expect("undone").status, 200);
    fake.wait("the holder's post on its way", |inner| (inner.held > 0).then_some(())).await;
    bots[holder].as_ref().expect("running").freeze().await;
    fake.hold_nothing();
    let client = Client { addr: addrs[other] };
    let again = tokio::task::spawn_blocking({
        let link = links[seat].clone();
        move || client.act(&link, after + 1, &placement)
    });
    assert_eq!(again.await.expect("placed again").status, 200);
    all_told(&db).await;
    let sent = told(&fake.requests(), place.channel);
    let repeats: Vec<&Recorded> = sent.iter().skip(1).collect();
    assert_eq!(repeats.len(), 3, "the frozen holder's undo, the new holder's, the move: {sent:?}");
    assert_eq!(repeats[0].json["nonce"], repeats[1].json["nonce"], "one undo, one nonce");
    assert_ne!(repeats[1].json["nonce"], repeats[2].json["nonce"], "the move has its own");
    let undone = Lang::En.say("undone", [("name", mover.as_str().into())]);
    for told in &repeats[..2] {
        let content = told.json["content"].as_str().unwrap_or_default();
        assert!(content.starts_with(&undone), "the undo told as a slash undo is: {content}");
    }
    let created = repeats[..2].iter().filter(|r| r.message.is_some()).count();
    assert_eq!(created, 1, "Discord created one message for the undo");
    assert!(repeats[2].message.is_some(), "and one for the move made again");
    assert_eq!(untold(&db), 0);
    if let Some(frozen) = bots[holder].take() {
        frozen.kill();
    }
    let survivor = bots[other].take().expect("running");
    assert!(survivor.interrupt(), "the survivor stops cleanly");
    let complaints = complaints(&logs[other]);
    assert!(complaints.is_empty(), "the survivor logged problems:\n{}", complaints.join("\n"));
}

/// The real bot (SQLite) serving the page beside Discord: a placement made on the page
/// and taken back there is told in the channel, the undo in the very words and with the
/// board a slash `/undo` of the same move answers with; each once, with its own nonce.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_page_undo_is_told_in_the_channel_as_a_slash_undo_is() {
    let page = web::page_bot(&[]).await;
    let (db, fake, web_addr) = (&page.db, &page.fake, page.addr);
    fake.command(&PEOPLE[0], "new", serde_json::json!([])).await;
    fake.command(&PEOPLE[1], "join", serde_json::json!([])).await;
    fake.command(&PEOPLE[0], "start", serde_json::json!([])).await;
    let game = web::home_game(db);
    let links: Vec<String> = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
    let asked = links.clone();
    let (seat, revision, placement) =
        tokio::task::spawn_blocking(move || next_move(&Client { addr: web_addr }, &asked))
            .await
            .expect("asked");
    let link = links[seat].clone();
    let acts = [(revision, placement.clone()), (revision + 1, "undo".to_owned()), (revision + 2, placement)];
    let mut name = String::new();
    for (at, action) in acts {
        let link = link.clone();
        let after = tokio::task::spawn_blocking(move || Client { addr: web_addr }.act(&link, at, &action))
            .await
            .expect("acted");
        assert_eq!(after.status, 200, "{}", String::from_utf8_lossy(&after.body));
        name = after.json()["seats"][seat]["name"].as_str().expect("a name").to_owned();
        all_told(db).await;
    }
    let player = PEOPLE.iter().find(|p| p.name == name).expect("a player");
    let slash = fake.command(player, "undo", serde_json::json!([])).await;
    assert!(!slash.ephemeral(), "a slash undo is answered publicly");
    let sent = told(&fake.requests(), CHANNEL_ID);
    assert_eq!(sent.len(), 3, "the move, its undo, the move again: {sent:?}");
    let undo = &sent[1];
    assert_eq!(undo.json["content"].as_str(), Some(slash.content()), "the slash undo's words");
    assert!(slash.content().starts_with(&Lang::En.say("undone", [("name", name.as_str().into())])));
    assert!(!undo.files.is_empty(), "with the board");
    let nonces: std::collections::HashSet<String> =
        sent.iter().map(|r| r.json["nonce"].to_string()).collect();
    assert_eq!(nonces.len(), 3, "each with its own nonce");
    assert!(sent.iter().all(|r| r.message.is_some()), "each created");
    page.stop();
}
