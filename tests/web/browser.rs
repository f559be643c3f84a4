//! The board page in a real browser (Debian's Chromium driven by `playwright-core`, the
//! scenarios in `web/tests/*.mjs`), served by the real front end over a game set up
//! here: a turn played by pointer, one by keyboard alone, one by touch at phone size.
//! Each scenario ends Ann's turn through the page; the database then shows her tile
//! placed and Bob's turn. Without Chromium, Node or `web/node_modules` they are skipped
//! (and say so), unless `REQUIRE_BROWSER=1`.
//!
//! Live: a slash command's move (also one made while the page's live socket was down),
//! and on PostgreSQL a move through another bot process's API, shows on an open page
//! without a reload; the time it took is printed (see it with `--nocapture`), never
//! checked.
//!
//! `BOARD_SCREENSHOTS=docs cargo test --test integration web::browser` also saves the
//! page in mid-turn at desktop and phone size (docs/web-desktop.png, docs/web-phone.png).

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, Link, NewGame};
use carcassonne_engine::{Expansion, Expansions, Footprint, Pos, Seat};

use super::live::page_move;
use super::{PLAYERS, at, first_move, stack};
use crate::support::backends::TestDb;
use crate::support::fake_discord::bot::complaints;
use crate::support::ok;
use crate::support::web::{self, Client};

/// Moves played before the page opens: two rounds, each a tile and a figure or a pass.
const OPENING_MOVES: usize = 8;

/// Plays the scenario `name` on Ann's page of a new two-player base game in `lang`, then
/// checks through the service that her turn was played: a tile placed, Bob to move.
fn turn_played(name: &str, lang: Lang) {
    let Some(page) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s = db.service();
    let new =
        NewGame { seed: Some(5), tiles: Some(stack(5, 12)), language: Some(lang), ..NewGame::default() };
    ok(s.handle(&at(PLAYERS[0]), Command::New(new)));
    ok(s.handle(&at(PLAYERS[1]), Command::Join));
    ok(s.handle(&at(PLAYERS[0]), Command::Start { keep_order: true }));
    let game = s.table(&at(PLAYERS[0])).expect("the game").row.id.0;
    let served = web::serve_itself(db.service());
    let links = [web::link(game, Some(0), lang), web::link(game, Some(1), lang)];
    // Two rounds played first through the API, so the page shows a game under way.
    for _ in 0..OPENING_MOVES {
        let (seat, answer, action) = (0..2)
            .find_map(|seat| {
                let answer = served.game(&links[seat]).json();
                first_move(&answer).map(|action| (seat, answer, action))
            })
            .expect("a seat may move");
        let revision = answer["revision"].as_u64().expect("a revision");
        let body = serde_json::json!({ "revision": revision, "action": action }).to_string();
        let origin = format!("http://{}", served.addr);
        let headers = [("X-Board-Link", links[seat].as_str()), ("Origin", origin.as_str())];
        assert_eq!(served.request("POST", "/api/act", &headers, &body).status, 200, "{action}");
    }
    let url = format!("http://{}/board#{}", served.addr, links[0]);
    web::scenario(&page, name, &url);
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let view = table.game.as_ref().expect("started").view(carcassonne_engine::Audience::Public);
    assert_eq!(view.board().tiles().len(), 2 + OPENING_MOVES / 2, "Ann's tile is on the board");
    let waiting: Vec<Seat> = view.decisions().iter().flat_map(|d| d.seats.iter()).collect();
    assert_eq!(waiting, vec![Seat(1)], "Bob's turn after Ann's, played on the page");
}

#[test]
fn a_turn_is_played_by_pointer() {
    turn_played("pointer", Lang::En);
}

#[test]
fn a_turn_is_played_by_keyboard_alone() {
    turn_played("keyboard", Lang::Fr);
}

#[test]
fn a_turn_is_played_by_touch_on_a_phone() {
    turn_played("phone", Lang::En);
}

/// Ann's tile in hand is a monument's (Monuments: two cells by two). Her page lights
/// every cell it may cover; she clicks one that names no placement, the tile shows over
/// four cells with it among them, and she confirms: the tile placed covers that cell.
#[test]
fn a_large_tile_lights_and_takes_every_cell_it_covers() {
    let Some(page) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s = db.service();
    let tiles = ["MO/Cathedral.t", "BA/L", "BA/RFr"].iter().map(|t| t.parse().expect("a tile")).collect();
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::Monuments),
        seed: Some(1),
        tiles: Some(tiles),
        ..NewGame::default()
    };
    ok(s.handle(&at(PLAYERS[0]), Command::New(new)));
    ok(s.handle(&at(PLAYERS[1]), Command::Join));
    ok(s.handle(&at(PLAYERS[0]), Command::Start { keep_order: true }));
    let game = s.table(&at(PLAYERS[0])).expect("the game").row.id.0;
    let served = web::serve_itself(db.service());
    let url = format!("http://{}/board#{}", served.addr, web::link(game, Some(0), Lang::En));
    let printed = web::scenario_printing(&page, "large", &url);
    let covered = printed.lines().find_map(|l| l.strip_prefix("covered ")).expect("the cell clicked");
    let (x, y) = covered.split_once(',').expect("x,y");
    let clicked = Pos::new(x.parse().expect("x"), y.parse().expect("y"));
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let game = table.game.as_ref().expect("started");
    let placed = game.board().tiles().len() - 1;
    assert_eq!(game.board().tiles()[placed].kind.def().footprint, Footprint::Square, "the monument placed");
    let cells: Vec<Pos> = game.board().cells_of(placed).collect();
    assert!(cells.contains(&clicked), "{clicked:?} among {cells:?}");
}

/// Moves played before the burst's last one, as fast as the service takes them.
const BURST_MOVES: usize = 24;

/// Ann's page is open while both seats play as fast as the service takes them (as bots
/// answering at once do), and the page's link spends its rate on reads (its page's
/// refreshes and the test's own) before the move that gives Ann her turn: the page
/// ends on the game's revision, and Ann's move from it goes through.
#[test]
fn a_burst_of_moves_never_leaves_the_page_behind() {
    let Some(page) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s = db.service();
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 40)), ..NewGame::default() };
    ok(s.handle(&at(PLAYERS[0]), Command::New(new)));
    ok(s.handle(&at(PLAYERS[1]), Command::Join));
    ok(s.handle(&at(PLAYERS[0]), Command::Start { keep_order: true }));
    let game = s.table(&at(PLAYERS[0])).expect("the game").row.id.0;
    let served = web::serve_itself(db.service());
    let ann = web::link(game, Some(0), Lang::En);
    let url = format!("http://{}/board#{ann}", served.addr);
    let printed = web::scenario_with_move(&page, "burst", &url, || {
        // Each seat's view asked of the service itself: the burst spends no link's rate.
        let view = |s: &mut carcassonne_bot::service::Service, seat: u8| {
            let link = Link { game, seat: Some(Seat(seat)), expires: i64::MAX, lang: Lang::En };
            s.web_game(&link).expect("the game")
        };
        for played in 0.. {
            let (seat, answer) = (0..2)
                .map(|seat| (seat, view(&mut s, seat)))
                .find(|(_, answer)| first_move(answer).is_some())
                .expect("a seat may move");
            let last = played >= BURST_MOVES && seat == 1 && answer["placements"] == serde_json::json!([]);
            if last {
                // Ann's link's reads spent: her page's next ones are refused for a while.
                let spent = (0..100).any(|_| served.game(&ann).status == 429);
                assert!(spent, "the rate limit answers");
            }
            let action = first_move(&answer).expect("a move");
            ok(s.handle(&at(PLAYERS[usize::from(seat)]), Command::Play(action.parse().expect("an action"))));
            if last {
                break;
            }
        }
        s.table(&at(PLAYERS[0])).expect("the game").row.revision.to_string()
    });
    println!("a burst on the page: {printed}");
}

/// The page's speed, printed (see it with `--nocapture`; docs/performance.md keeps it),
/// never checked: navigation to the board drawn, and a move from the click to the new
/// state drawn, Ann's page playing her turns while the test plays Bob's.
#[test]
fn the_page_s_speed_is_printed() {
    let Some(page) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s = db.service();
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 30)), ..NewGame::default() };
    ok(s.handle(&at(PLAYERS[0]), Command::New(new)));
    ok(s.handle(&at(PLAYERS[1]), Command::Join));
    ok(s.handle(&at(PLAYERS[0]), Command::Start { keep_order: true }));
    let game = s.table(&at(PLAYERS[0])).expect("the game").row.id.0;
    let served = web::serve_itself(db.service());
    let url = format!("http://{}/board#{}", served.addr, web::link(game, Some(0), Lang::En));
    let mut talk = web::Talk::start(&page, "speed", &url);
    let bob = Link { game, seat: Some(Seat(1)), expires: i64::MAX, lang: Lang::En };
    for _ in 0..10 {
        talk.read_until("turn");
        // His tile, and his figure step unless the engine skipped it (nothing to do).
        while let Some(action) = first_move(&s.web_game(&bob).expect("the game")) {
            ok(s.handle(&at(PLAYERS[1]), Command::Play(action.parse().expect("an action"))));
        }
        let revision = s.table(&at(PLAYERS[0])).expect("the game").row.revision;
        talk.say(&format!("go {revision}"));
    }
    talk.read_until("turn");
    println!("{}", talk.finish());
}

/// Bob's page is open on a new game; Ann places her tile by slash command (`/place`, as
/// the service is asked by Discord's front end and the terminal's): the page shows the
/// revision after it, its board and Ann's move told in words, without a reload.
#[test]
fn a_slash_command_move_shows_on_an_open_page() {
    slash_command_on_page("live", "a slash command's move on the page");
}

/// As above, with the page's live socket dropped before the move and held back from the
/// bot until after it: the page opens it again and catches up.
#[test]
fn an_open_page_catches_up_after_its_live_socket_drops() {
    slash_command_on_page("reconnect", "a move missed while the socket was down");
}

/// Runs the scenario `name` on Bob's page of a new two-player game, Ann's first move
/// made by slash command when it is ready; prints what it measured after `what`.
fn slash_command_on_page(name: &str, what: &str) {
    let Some(page) = web::browser() else { return };
    let db = TestDb::sqlite();
    let mut s = db.service();
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 12)), ..NewGame::default() };
    ok(s.handle(&at(PLAYERS[0]), Command::New(new)));
    ok(s.handle(&at(PLAYERS[1]), Command::Join));
    ok(s.handle(&at(PLAYERS[0]), Command::Start { keep_order: true }));
    let game = s.table(&at(PLAYERS[0])).expect("the game").row.id.0;
    let served = web::serve_itself(db.service());
    let links = [web::link(game, Some(0), Lang::En), web::link(game, Some(1), Lang::En)];
    let url = format!("http://{}/board#{}", served.addr, links[1]);
    let printed = web::scenario_with_move(&page, name, &url, || {
        let action = first_move(&served.game(&links[0]).json()).expect("Ann's turn");
        ok(s.handle(&at(PLAYERS[0]), Command::Play(action.parse().expect("an action"))));
        PLAYERS[0].to_string()
    });
    println!("{what}: {printed}");
}

/// Two bot processes on one PostgreSQL database (a shard each), each serving the page:
/// Bob's page is open on the first; a move is made through the second's API; the page
/// shows it without a reload.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_move_through_one_process_shows_on_a_page_of_another() {
    let Some(page) = web::browser() else { return };
    let Some(db) = tokio::task::block_in_place(TestDb::postgres) else { return };
    // The first serves the page at home (its address is its public one); the second is
    // asked as the tests' public address's pages ask.
    let public = |i, addr| if i == 0 { format!("http://{addr}") } else { web::PUBLIC_URL.to_string() };
    let mut pair = web::two_processes(&db, PLAYERS, public, &[]).await;
    let (game, addrs) = (pair.game, pair.addrs);
    let links: Vec<String> = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
    let page_url = format!("http://{}/board#{}", addrs[0], links[1]);
    let printed = tokio::task::block_in_place(|| {
        web::scenario_with_move(&page, "live", &page_url, || page_move(&Client { addr: addrs[1] }, &links).1)
    });
    println!("a move through another process on the page: {printed}");
    for (bot, log) in pair.bots.iter_mut().zip(&pair.logs) {
        assert!(bot.take().expect("running").interrupt(), "Ctrl-C stops the bot cleanly");
        let complaints = complaints(log);
        assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));
    }
}

/// Without a browser the scenarios pass having played nothing, so the run says so where
/// a reader sees it: this binary run again on one scenario with no Chromium, its output
/// captured as `cargo test` captures a passing test's, still says why it was skipped.
#[test]
fn a_run_without_a_browser_says_its_browser_tests_were_skipped() {
    let missing = "/nonexistent/chromium";
    let out = std::process::Command::new(std::env::current_exe().expect("the test binary"))
        .args(["web::browser::a_turn_is_played_by_pointer", "--exact"])
        .env("CHROMIUM", missing)
        .env_remove("REQUIRE_BROWSER")
        .output()
        .expect("the test binary runs");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{said}");
    let skipped = format!("browser tests skipped: there is no Chromium at {missing}");
    assert!(said.contains(&skipped) && said.contains("npm ci` in web/"), "{said}");
}
