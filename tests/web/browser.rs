//! The board page in a real browser (Debian's Chromium driven by `playwright-core`, the
//! scenarios in `web/tests/*.mjs`), served by the real front end over a game set up
//! here: a turn played by pointer, one by keyboard alone, one by touch at phone size.
//! Each scenario ends Ann's turn through the page; the database then shows her tile
//! placed and Bob's turn. Without Chromium, Node or `web/node_modules` they are skipped
//! (and say so), unless `REQUIRE_BROWSER=1`.
//!
//! A bazaar's face-up tiles drawn for those who bid and watch; the opt-in notification
//! of one's turn, sent once opted in and only then; a burst of moves that meets the
//! link's rate limit and recovers.
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
use crate::support::web::{self, Client, OnPage};

/// Moves played before the page opens: two rounds, each a tile and a figure or a pass.
const OPENING_MOVES: usize = 8;

/// Plays the scenario `name` on Ann's page of a new two-player base game in `lang`, then
/// checks through the service that her turn was played: a tile placed, Bob to move.
fn turn_played(name: &str, lang: Lang) {
    let Some(page) = web::browser() else { return };
    let new =
        NewGame { seed: Some(5), tiles: Some(stack(5, 12)), language: Some(lang), ..NewGame::default() };
    let OnPage { db: _db, mut s, game, served } = web::on_page(new);
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

/// Ann places her tile and passes her figure step, which scores nothing: the page shows
/// the new state with the board picture it holds, without asking for it again.
#[test]
fn a_passed_figure_step_keeps_the_board_picture() {
    turn_played("kept", Lang::En);
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

/// Ann's first tile confirmed on a phone north or west of the start tile, which grows the
/// board that way (`web/tests/grown.mjs`): while the picture after the move is on its way
/// (held), her tile is drawn where she put it and the figure step's spots on it, not one
/// cell off over the start tile.
#[test]
fn a_tile_placed_where_the_board_grows_is_drawn_where_it_was_put_until_the_new_picture_comes() {
    let Some(page) = web::browser() else { return };
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 12)), ..NewGame::default() };
    let on_page = web::on_page(new);
    let url = on_page.url(Some(0), Lang::En);
    web::scenario(&page, "grown", &url);
    let OnPage { db: _db, mut s, .. } = on_page;
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let view = table.game.as_ref().expect("started").view(carcassonne_engine::Audience::Public);
    let placed = view.board().tiles().last().expect("a tile").pos;
    assert!(placed.x < 0 || placed.y < 0, "north or west of the start tile: {placed:?}");
}

/// Ann's monk stands on her monastery south of the start tile, a monastery under it and
/// one west of that; on his phone Bob taps the lit cell west of the monk: Rotate and
/// Confirm, whose first place is right of the tile shown (over the monk, no lit cell
/// there), go elsewhere (`web/tests/clear.mjs`), and over no lit cell's middle.
#[test]
fn rotate_and_confirm_keep_off_a_figure_beside_the_tile() {
    let Some(page) = web::browser() else { return };
    let tiles = ["BA/L"; 5].iter().map(|t| t.parse().expect("a tile")).collect();
    let new = NewGame { seed: Some(1), tiles: Some(tiles), ..NewGame::default() };
    let mut on_page = web::on_page(new);
    let moves = [
        (0, "place 0 1 0"),
        (0, "meeple monastery"),
        (1, "place 0 2 0"),
        (1, "pass"),
        (0, "place -1 2 0"),
        (0, "pass"),
    ];
    for (seat, action) in moves {
        ok(on_page.s.handle(&at(PLAYERS[seat]), Command::Play(action.parse().expect("an action"))));
    }
    let url = on_page.url(Some(1), Lang::En);
    let printed = web::scenario_with(&page, "clear", &url, &[("CELL", "-1,1")]);
    let covered = printed.lines().find_map(|l| l.strip_prefix("covered ")).expect("a count");
    assert_eq!(covered, "0", "Rotate and Confirm over Ann's monk: {printed}");
}

/// Ann's tile in hand is a monument's (Monuments: two cells by two). Her page lights
/// every cell it may cover; she clicks one that names no placement, the tile shows over
/// four cells with it among them, and she confirms: the tile placed covers that cell.
#[test]
fn a_large_tile_lights_and_takes_every_cell_it_covers() {
    let Some(page) = web::browser() else { return };
    let tiles = ["MO/Cathedral.t", "BA/L", "BA/RFr"].iter().map(|t| t.parse().expect("a tile")).collect();
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::Monuments),
        seed: Some(1),
        tiles: Some(tiles),
        ..NewGame::default()
    };
    let on_page = web::on_page(new);
    let url = on_page.url(Some(0), Lang::En);
    let OnPage { db: _db, mut s, .. } = on_page;
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

/// A bazaar's face-up tiles on the page of Ann, who does not choose, in French
/// (`web/tests/bazaar.mjs`): while Bob chooses, and while she answers his bid on the
/// tile he chose, each tile is drawn with the board's art and named in words as the
/// channel names it (its number, its parts, its top bid), the one under the hammer
/// marked; axe-core finds nothing.
#[test]
fn in_a_browser_a_bazaar_s_tiles_are_drawn_for_whoever_bids_or_watches() {
    let Some(page) = web::browser() else { return };
    let tiles = ["BB/F.b", "BA/RFr", "BA/C", "BA/L", "BA/RFr"].iter().map(|t| t.parse().expect("a tile"));
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
        seed: Some(1),
        tiles: Some(tiles.collect()),
        language: Some(Lang::Fr),
        ..NewGame::default()
    };
    let on_page = web::on_page(new);
    let mut talk = web::Talk::start(&page, "bazaar", &on_page.url(Some(0), Lang::Fr));
    let OnPage { db: _db, mut s, game, served: _served } = on_page;
    let ann = Link { lang: Lang::Fr, ..web::own_link(game, 0) };
    // Each step Ann's page is checked at, the moves that lead to it (each a seat's), and
    // how many tiles are under the hammer then.
    let steps = [
        ("choose", vec![(0, "place 0 1 0"), (0, "pass")], 0),
        ("bid", vec![(1, "choose 1"), (1, "bid 2")], 1),
    ];
    for (name, moves, up) in steps {
        for (seat, action) in moves {
            ok(s.handle(&at(PLAYERS[seat]), Command::Play(action.parse().expect("an action"))));
        }
        let shown = s.web_game(&ann).expect("the game");
        let bids = shown["choices"]
            .as_array()
            .expect("choices")
            .iter()
            .filter(|c| c["action"].to_string().contains("bid"));
        assert_eq!(bids.count() > 0, name == "bid", "Ann bids at the bid step only: {shown}");
        assert_eq!(shown["offers"]["title"], "Le bazar", "{shown}");
        let offers = shown["offers"]["tiles"].as_array().expect("the bazaar's tiles").clone();
        assert_eq!(offers.len(), 2, "{shown}");
        assert_eq!(offers.iter().filter(|o| o["up"] == true).count(), up, "{shown}");
        let printed = talk.ask(&format!("check {name} {}", shown["revision"]), &format!("checked {name}"));
        let drawn: Vec<String> =
            printed.iter().filter_map(|l| l.strip_prefix("offer ")).map(str::to_owned).collect();
        let told: Vec<String> = offers
            .iter()
            .map(|o| {
                let up = if o["up"] == true { "up" } else { "-" };
                format!("{} {up} {}", o["tile"].as_str().expect("an id"), o["words"].as_str().expect("words"))
            })
            .collect();
        assert_eq!(drawn, told, "{name}: the page draws the bazaar as the game tells it");
    }
    // The tile under the hammer is told with its top bid, Bob's 2.
    let shown = s.web_game(&ann).expect("the game");
    let words = shown["offers"]["tiles"][0]["words"].as_str().unwrap_or_default();
    assert!(words.starts_with("1. ") && words.contains("2 par Bob"), "{shown}");
    talk.finish();
}

/// Moves played before the burst's last one, as fast as the service takes them.
const BURST_MOVES: usize = 24;

/// Ann's page is open while both seats play as fast as the service takes them (as bots
/// answering at once do). From before the move that gives Ann her turn, the test spends
/// her link's reads as fast as it can, until her page has been refused (429) at least
/// once: a burst that never met the limit would prove nothing about recovering from it.
/// Then the page ends on the game's revision, no notice left, and Ann's move from it
/// goes through.
#[test]
fn a_burst_of_moves_never_leaves_the_page_behind() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let Some(page) = web::browser() else { return };
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 40)), ..NewGame::default() };
    let on_page = web::on_page(new);
    let ann = web::link(on_page.game, Some(0), Lang::En);
    let url = format!("http://{}/board#{ann}", on_page.served.addr);
    let OnPage { db: _db, mut s, game, served } = on_page;
    let own = |seat| web::own_link(game, seat);
    let mut talk = web::Talk::start(&page, "burst", &url);
    let spending = std::sync::Arc::new(AtomicBool::new(true));
    let (spent, is_spent) = std::sync::mpsc::channel();
    let mut spent = Some(spent);
    let mut spender = None;
    for played in 0.. {
        // Each seat's view asked of the service itself: the burst spends no link's rate.
        let (seat, answer) = (0..2)
            .map(|seat| (seat, s.web_game(&own(seat)).expect("the game")))
            .find(|(_, answer)| first_move(answer).is_some())
            .expect("a seat may move");
        let last = played >= BURST_MOVES && seat == 1 && answer["placements"] == serde_json::json!([]);
        if last {
            // Ann's link's reads spent, and kept spent: each of her page's reads is
            // refused until it has been once.
            let (spending, client, ann) =
                (std::sync::Arc::clone(&spending), Client { addr: served.addr }, ann.clone());
            let spent = spent.take().expect("spent once");
            spender = Some(std::thread::spawn(move || {
                let mut told = false;
                while spending.load(Ordering::Relaxed) {
                    if client.game(&ann).status == 429 && !told {
                        told = spent.send(()).is_ok();
                    }
                }
            }));
            is_spent.recv().expect("the rate limit answers");
        }
        let action = first_move(&answer).expect("a move");
        ok(s.handle(&at(PLAYERS[usize::from(seat)]), Command::Play(action.parse().expect("an action"))));
        if last {
            break;
        }
    }
    let revision = s.table(&at(PLAYERS[0])).expect("the game").row.revision;
    talk.ask(&format!("moved {revision}"), "refused");
    spending.store(false, Ordering::Relaxed);
    spender.expect("spent").join().expect("the spender ends");
    println!("a burst on the page: {}", talk.finish());
}

/// The page's speed, printed (see it with `--nocapture`; docs/performance.md keeps it),
/// never checked: navigation to the board drawn, and a move from the click to the new
/// state drawn, Ann's page playing her turns while the test plays Bob's — in Chromium
/// (`web/tests/speed.mjs`), then in WebKit as Discord for iOS runs the page, on the same
/// page clock (`web/tests/speed-engines.mjs`, where WebKit's driver is installed).
#[test]
fn the_page_s_speed_is_printed() {
    let Some(page) = web::browser() else { return };
    println!("Chromium: {}", page_speed(&page, "speed", &[]));
    if web::webkit() {
        println!("WebKit: {}", page_speed(&page, "speed-engines", &[("ENGINE", "webkit")]));
    }
}

/// What the speed scenario `name` (with `settings`) printed over ten of Ann's turns on a
/// new game's page, the test playing Bob's between them.
fn page_speed(page: &std::path::Path, name: &str, settings: &[(&str, &str)]) -> String {
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 30)), ..NewGame::default() };
    let on_page = web::on_page(new);
    let mut talk = web::Talk::start_with(page, name, &on_page.url(Some(0), Lang::En), settings);
    let OnPage { db: _db, mut s, game, served: _served } = on_page;
    let bob = web::own_link(game, 1);
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
    talk.finish()
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

/// As above, with the page's live socket gone silent without closing once it told the
/// page the game (a phone's, after it slept): the page takes it for dead when the bot's
/// tellings of the revision stop coming, opens another and catches up.
#[test]
fn an_open_page_catches_up_after_its_live_socket_goes_silent() {
    slash_command_on_page("silent", "a move missed while the socket was silent");
}

/// As above, with the page's read of the game after the move hanging, never answered:
/// the page gives it up after its patience, asks again and shows the move.
#[test]
fn an_open_page_catches_up_after_a_read_hangs() {
    slash_command_on_page("hung", "a move whose first read hung");
}

/// Bob's page, open on a link that expires while it is open (20 s from its making):
/// the bot closes the live socket saying so, and the page shows the bot's words (ask for
/// a new link), in the game's language, instead of saying it is offline.
#[test]
fn an_open_page_says_its_link_expired() {
    page_with_expiring_link(&[]);
}

/// Bob's phone sleeps through his link's expiry (the bot's closing never reaches the
/// page, whose socket stays open and silent): once awake, the page drops the silent
/// socket, opens another with its expired link, which the bot opens and closes as
/// expired, and shows the bot's words; it used to knock, "offline", for ever.
#[test]
fn a_page_waking_past_its_link_s_end_says_it_expired() {
    page_with_expiring_link(&[("EXPIRED_ASLEEP", "1")]);
}

/// Runs `web/tests/expired.mjs` with `settings` on Bob's French page of a new game, its
/// link made once the scenario's browser is up and expiring 20 s after.
fn page_with_expiring_link(settings: &[(&str, &str)]) {
    let Some(page) = web::browser() else { return };
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 12)), ..NewGame::default() };
    let OnPage { db: _db, s: _s, game, served } = web::on_page(new);
    let expired = Lang::Fr.say("web-link-expired", []);
    let settings: Vec<(&str, &str)> =
        [("EXPIRED", expired.as_str())].into_iter().chain(settings.iter().copied()).collect();
    let mut talk = web::Talk::start_with(&page, "expired", "(asked when the browser is up)", &settings);
    let link = web::link_for(game, Some(1), Lang::Fr, 20_000);
    talk.say(&format!("open http://{}/board#{link}", served.addr));
    talk.finish();
}

/// Runs the scenario `name` on Bob's page of a new two-player game, Ann's first move
/// made by slash command when it is ready; prints what it measured after `what`.
fn slash_command_on_page(name: &str, what: &str) {
    let Some(page) = web::browser() else { return };
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 12)), ..NewGame::default() };
    let OnPage { db: _db, mut s, game, served } = web::on_page(new);
    let links = [web::link(game, Some(0), Lang::En), web::link(game, Some(1), Lang::En)];
    let url = format!("http://{}/board#{}", served.addr, links[1]);
    let printed = web::scenario_with_move(&page, name, &url, || {
        let action = first_move(&served.game(&links[0]).json()).expect("Ann's turn");
        ok(s.handle(&at(PLAYERS[0]), Command::Play(action.parse().expect("an action"))));
        PLAYERS[0].to_string()
    });
    println!("{what}: {printed}");
}

/// Bob's page, out of sight, with the browser's notification permission granted
/// (`web/tests/notify.mjs`), while the test plays Ann's turns move by move: a move that
/// leaves it Ann's turn is told by no notification; Bob's turn coming is cued by the
/// tab's title alone until he opts in by the page's button; once he has (and played his
/// turn on the page, told by none), his next turn is told by exactly one notification.
#[test]
fn the_turn_is_notified_once_the_player_opts_in_and_only_then() {
    let Some(page) = web::browser() else { return };
    let new = NewGame { seed: Some(5), tiles: Some(stack(5, 12)), ..NewGame::default() };
    let on_page = web::on_page(new);
    let mut talk = web::Talk::start(&page, "notify", &on_page.url(Some(1), Lang::En));
    let OnPage { db: _db, mut s, game, served: _served } = on_page;
    let (mut turns, mut waits) = (0, 0);
    // Ann's turns, a move at a time: each move after which it is still hers is shown to
    // Bob's page as no turn of his; the first time his turn comes, his page plays it.
    while turns < 2 {
        let ann = || web::own_link(game, 0);
        let action = first_move(&s.web_game(&ann()).expect("the game")).expect("Ann's turn");
        ok(s.handle(&at(PLAYERS[0]), Command::Play(action.parse().expect("an action"))));
        let revision = s.table(&at(PLAYERS[0])).expect("the game").row.revision;
        if first_move(&s.web_game(&ann()).expect("the game")).is_some() {
            talk.ask(&format!("wait {revision}"), "waited");
            waits += 1;
        } else {
            turns += 1;
            talk.ask(&format!("turn {revision}"), if turns == 1 { "played" } else { "told" });
        }
    }
    talk.finish();
    assert!(waits > 0, "no move of Ann's left it her turn: nothing showed a notification is not sent then");
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
