//! The board page's API over real HTTP on loopback: a whole game played through it,
//! every refusal answered with a clear, private sentence in the game's language and
//! nothing changed, and The Gifts' hands shown to their owners only; and the real bot
//! against the fake Discord, whose "Open the board" button gives each clicker a private
//! link that opens their seat's board (a spectator's for whoever has no seat).

mod abbey_mayor;
mod activity;
mod at_hand;
mod browser;
mod crop_circles;
mod decisions;
mod dragon;
mod ferries;
mod flying_machines;
mod framing;
mod gold_mines;
mod guard;
mod mage_witch;
mod messengers;
mod picture;
mod safety;
mod tower;
mod versions;
mod words;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Context, NewGame, Service};
use carcassonne_engine::{Audience, Expansion, Expansions, GameRng, Seat, TileKind, TileSet};
use serde_json::Value;

use crate::support::backends::TestDb;
use crate::support::fake_discord::{Person, string_option};
use crate::support::web::{self, Client, Served};
use crate::support::{T0, in_box, person, shuffled};

mod live;
mod proxy;

/// The players, seated in this order.
const PLAYERS: [&str; 2] = ["Ann", "Bob"];

/// The base game's tiles in an order fixed by `seed`, `count` of them.
fn stack(seed: u64, count: usize) -> Vec<TileKind> {
    let base = TileKind::all().filter(|k| k.def().set == TileSet::Base);
    shuffled(in_box(base), &mut GameRng::from_seed(seed), count)
}

/// `user` at the table, in the game's channel, from the terminal (which may fix the draws).
fn at(user: &str) -> Context {
    person(user)
}

/// A started two-player game with The Gifts and `tiles` base tiles in `lang`: its id.
fn started(s: &mut Service, tiles: usize, lang: Lang) -> i64 {
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::Gifts),
        seed: Some(11),
        tiles: Some(stack(11, tiles)),
        language: Some(lang),
        ..NewGame::default()
    };
    web::started(s, at, PLAYERS, new)
}

/// The gifts in `seat`'s hand, as the engine holds them, by their names in English.
fn hand(s: &mut Service, seat: u8) -> Vec<String> {
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let game = table.game.as_ref().expect("started");
    let view = game.view(Audience::Seat(Seat(seat)));
    let hand = view.gifts().and_then(|g| g.hand(Seat(seat)).map(<[_]>::to_vec)).unwrap_or_default();
    hand.iter().map(|g| Lang::En.say("gift-title", [("gift", g.word().into())])).collect()
}

/// The cards `answer`'s viewer holds hidden (The Gifts' only, in these games), by
/// name: `null` for a spectator.
fn own_hand(answer: &Value) -> &Value {
    &answer["hidden"][0]["own"]
}

/// The first thing `answer`'s seat may do: a rotation of its first legal cell, or its
/// first offered step.
fn first_move(answer: &Value) -> Option<String> {
    let placement = answer["placements"].get(0).map(|cell| cell["rotations"][0]["action"].clone());
    let step = answer["choices"].get(0).map(|c| c["action"].clone());
    placement.or(step).and_then(|a| a.as_str().map(str::to_owned))
}

/// The revision `served`'s game is at and the first thing `link`'s seat may play there
/// ([`first_move`]).
fn first_act(served: &Served, link: &str) -> (u64, String) {
    let shown = served.game(link).json();
    let revision = shown["revision"].as_u64().expect("a revision");
    (revision, first_move(&shown).expect("a move to play"))
}

/// A game of [`started`] on a database of its own, served on loopback: the database,
/// the service that plays it, its id and the page's server.
fn served(tiles: usize, lang: Lang) -> (TestDb, Service, i64, Served) {
    let db = TestDb::sqlite();
    let mut s = db.service();
    let game = started(&mut s, tiles, lang);
    let served = web::serve(db.service());
    (db, s, game, served)
}

/// A game of The Gifts with 8 tiles in English ([`started`]) served on the page: its
/// database, a service on it, the game's id, the API and each seat's link.
fn gifts_on_page() -> (TestDb, Service, i64, Served, Vec<String>) {
    let (db, s, game, served) = served(8, Lang::En);
    let links = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
    (db, s, game, served, links)
}

/// A whole game played by its two seats through the API alone: each asks for the game,
/// the seat with something to do plays its first option with the revision it was shown,
/// until the final scoring. Each seat sees its own gifts, never the other's; a
/// spectator sees none, and the board image is served as a PNG.
#[test]
fn a_whole_game_is_played_through_the_api() {
    let (_db, mut s, game, served, links) = gifts_on_page();
    let spectator = web::link(game, None, Lang::En);
    let png = served.request("GET", "/api/board.png", &[("X-Board-Link", &spectator)], "");
    assert_eq!((png.status, png.content_type.as_str()), (200, "image/png"));
    assert!(png.body.starts_with(b"\x89PNG"), "a PNG");
    let (mut moves, mut held) = (0, 0);
    loop {
        let answers: Vec<Value> = links.iter().map(|l| served.game(l).json()).collect();
        let watched = served.game(&spectator).json();
        assert_eq!(own_hand(&watched), &Value::Null, "a spectator sees no hand");
        assert_eq!(watched["placements"], serde_json::json!([]), "nor what a seat may do");
        for (seat, answer) in answers.iter().enumerate() {
            assert_eq!(answer["seat"], seat);
            let own: Vec<String> = serde_json::from_value(own_hand(answer).clone()).unwrap_or_default();
            assert_eq!(own, hand(&mut s, u8::try_from(seat).unwrap()), "seat {seat} sees its own hand");
            assert_eq!(answer["hidden"][0]["counts"][seat], own.len(), "and everyone how many");
            held += own.len();
            for (other, shown) in answer["seats"].as_array().expect("seats").iter().enumerate() {
                assert_eq!(shown["name"], PLAYERS[other]);
                assert!(shown.get("hand").is_none(), "only how many gifts another holds");
            }
            assert_eq!(answer["revision"], watched["revision"]);
            assert_eq!(answer["scores"], watched["scores"]);
        }
        if watched["over"] == true {
            break;
        }
        let (seat, action) = answers
            .iter()
            .enumerate()
            .find_map(|(seat, a)| first_move(a).map(|m| (seat, m)))
            .unwrap_or_else(|| panic!("nobody may move: {answers:?}"));
        let revision = answers[seat]["revision"].as_u64().expect("a revision");
        let after = served.act(&links[seat], revision, &action);
        assert_eq!(after.status, 200, "{action}: {}", String::from_utf8_lossy(&after.body));
        let after = after.json();
        assert!(after["revision"].as_u64() > Some(revision), "{action} moved the game on");
        assert!(after["last_move"].as_str().is_some_and(|m| m.starts_with(PLAYERS[seat])), "{after}");
        moves += 1;
        assert!(moves < 100, "the game ends");
    }
    assert!(moves >= 8, "every tile was placed: {moves} moves");
    assert!(held > 0, "some seat held a gift");
    let end = served.game(&links[0]).json();
    assert!(end["prompt"].as_str().is_some_and(|p| p.contains("Final scores")), "{end}");
    // The last move is told alone: the final count is the result's, not a wall of
    // lines under "Last move" (this game's final scoring scores open features).
    let scored_at_end = s
        .table(&at(PLAYERS[0]))
        .expect("the game")
        .recent
        .iter()
        .any(|e| matches!(e, carcassonne_engine::Event::Scored(scoring) if scoring.at_end));
    assert!(scored_at_end, "the game ends with a final scoring");
    let told = end["last_move"].as_str().expect("the last move");
    assert!(told.starts_with(PLAYERS[0]) || told.starts_with(PLAYERS[1]), "{told}");
    assert!(!told.contains("Final scoring"), "the final count told as the last move: {told}");
}

/// The Gifts on the page: a gift in hand is offered beside the tile in hand, worded as
/// the buttons under `/gifts` are, and opening it through the API plays it before the
/// tile is placed (the hand holds one card fewer).
#[test]
fn a_gift_is_opened_through_the_api_before_the_tile_is_placed() {
    let (_db, _, _, served, links) = gifts_on_page();
    for _ in 0..100 {
        let answers: Vec<Value> = links.iter().map(|l| served.game(l).json()).collect();
        let opening = answers.iter().enumerate().find_map(|(seat, shown)| {
            let placing = !shown["placements"].as_array()?.is_empty();
            let choices = shown["choices"].as_array()?;
            let gift =
                choices.iter().find(|c| c["action"].as_str().is_some_and(|a| a.starts_with("gift ")))?;
            placing.then(|| (seat, shown.clone(), gift.clone()))
        });
        if let Some((seat, shown, gift)) = opening {
            let held = own_hand(&shown).as_array().expect("a hand").len();
            let revision = shown["revision"].as_u64().expect("a revision");
            let action = gift["action"].as_str().expect("an action");
            let after = served.act(&links[seat], revision, action);
            assert_eq!(after.status, 200, "{action}: {}", String::from_utf8_lossy(&after.body));
            let after = after.json();
            assert_eq!(own_hand(&after).as_array().map(Vec::len), Some(held - 1), "{action} opened: {after}");
            assert!(after["revision"].as_u64() > Some(revision));
            return;
        }
        assert_ne!(answers[0]["over"], true, "a gift was offered before the end");
        let (seat, action) = answers
            .iter()
            .enumerate()
            .find_map(|(seat, a)| first_move(a).map(|m| (seat, m)))
            .expect("a seat may move");
        let revision = answers[seat]["revision"].as_u64().expect("a revision");
        assert_eq!(served.act(&links[seat], revision, &action).status, 200, "{action}");
    }
    panic!("no gift offered in 100 moves");
}

/// Each refusal is a clear sentence in the game's language (here French), with a status
/// that says which kind, and changes nothing in the database.
#[test]
fn every_refusal_is_clear_and_changes_nothing() {
    let (db, _s, game, served) = served(4, Lang::Fr);
    let (ann, bob) = (web::link(game, Some(0), Lang::Fr), web::link(game, Some(1), Lang::Fr));
    let (revision, action) = first_act(&served, &ann);
    let before = db.dump();
    let fr = |id: &str| Lang::Fr.say(id, []);

    // Bob plays Ann's placement: not his turn, in the rules' own words.
    let wrong_seat = served.act(&bob, revision, &action).refused(422);
    assert!(wrong_seat.contains("Ann"), "{wrong_seat}");
    // A page drawn before the last move.
    assert_eq!(served.act(&ann, revision + 1, &action).refused(409), fr("web-stale"));
    // A link whose seat was changed, or signed with another key.
    let forged = ann.replacen(&format!("w1.{game}.0."), &format!("w1.{game}.1."), 1);
    assert_eq!(served.act(&forged, revision, &action).refused(401), fr("web-link-forged"));
    assert_eq!(served.game(&forged).refused(401), fr("web-link-forged"));
    let expired = carcassonne_bot::service::Link { game, seat: Some(Seat(0)), expires: T0, lang: Lang::Fr }
        .sign(web::SECRET.as_bytes());
    assert_eq!(served.act(&expired, revision, &action).refused(401), fr("web-link-expired"));
    // Another game, named in the body or the query: the link's game only.
    let body = serde_json::json!({ "game": game + 1, "revision": revision, "action": action }).to_string();
    let headers = [("X-Board-Link", ann.as_str()), ("Origin", web::PUBLIC_URL)];
    let other = served.request("POST", "/api/act", &headers, &body);
    assert_eq!(other.refused(403), fr("web-other-game"));
    let other = served.request("GET", &format!("/api/game?game={}", game + 1), &[("X-Board-Link", &ann)], "");
    assert_eq!(other.refused(403), fr("web-other-game"));
    // Another site's page.
    let body = serde_json::json!({ "revision": revision, "action": action }).to_string();
    let foreign = [("X-Board-Link", ann.as_str()), ("Origin", "https://evil.example")];
    let foreign = served.request("POST", "/api/act", &foreign, &body);
    assert_eq!(foreign.refused(403), fr("web-foreign-origin"));
    // A spectator plays nothing.
    let spectator = web::link(game, None, Lang::Fr);
    assert_eq!(served.act(&spectator, revision, &action).refused(403), fr("web-spectator"));
    assert_eq!(db.dump(), before, "no refusal changed anything");

    // A link asking too fast is slowed down: the burst, then a few a second; the page
    // is told when to ask again.
    let limited = (0..1000).find_map(|_| {
        let answer = served.request_full("POST", "/api/act", &foreign_headers(&bob), &body);
        (answer.0.status == 429).then_some(answer)
    });
    let (limited, head) = limited.expect("the rate limit answers");
    assert_eq!(limited.refused(429), fr("web-too-fast"));
    assert!(head.iter().any(|(name, value)| name == "retry-after" && value == "1"), "{head:?}");
    assert_eq!(db.dump(), before, "nor the rate limit");
    // Ann's link has its own bucket, and her move is still hers to make.
    let played = served.act(&ann, revision, &action);
    assert_eq!(played.status, 200, "{}", String::from_utf8_lossy(&played.body));
}

/// The headers of a request from another site with `link`: refused without touching
/// the database, so the rate limit is reached quickly.
fn foreign_headers(link: &str) -> [(&str, &str); 2] {
    [("X-Board-Link", link), ("Origin", "https://evil.example")]
}

/// The bot serving the board page beside Discord, not as an Activity: every running
/// game's message offers "Open the board"; its click answers privately, in the clicker's language, with
/// their own link, which opens their seat's board on the page's address; whoever has
/// no seat gets a spectator's link, which shows no hand and plays nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_discord_button_gives_each_clicker_their_own_working_link() {
    let page = web::page_bot(&[]).await;
    let (fake, web_addr) = (&page.fake, page.addr);
    let people = [
        Person { id: 111_111_111_111_111_111, name: "Alice" },
        Person { id: 222_222_222_222_222_222, name: "Bob" },
        Person { id: 333_333_333_333_333_333, name: "Carol" },
    ];
    fake.command(&people[0], "new", string_option("expansions", "gifts")).await;
    fake.command(&people[1], "join", serde_json::json!([])).await;
    let started = fake.command(&people[0], "start", serde_json::json!([])).await;
    assert!(started.buttons().iter().any(|b| b == "carc2:open-board"), "{:?}", started.buttons());
    let labels = started.message["components"].to_string();
    assert!(labels.contains("Open the board") && !labels.contains("Play on the board"), "{labels}");
    // The start draws the seat order: a player's link opens the seat under their name.
    for (person, seated) in [(&people[0], true), (&people[1], true), (&people[2], false)] {
        let clicked = fake.click(person, "carc2:open-board", &started).await;
        assert!(clicked.ephemeral(), "a link is private: {clicked:?}");
        let text = clicked.content();
        let opening = if seated { "Your private link" } else { "A link to watch" };
        assert!(text.starts_with(opening), "{text}");
        let prefix = format!("{}/board#", web::PUBLIC_URL);
        let at = text.find(&prefix).unwrap_or_else(|| panic!("a link in {text}"));
        let token = text[at + prefix.len()..].split_whitespace().next().expect("a token").to_string();
        let shown = tokio::task::spawn_blocking(move || Client { addr: web_addr }.game(&token))
            .await
            .expect("the API answers");
        assert_eq!(shown.status, 200, "{}", String::from_utf8_lossy(&shown.body));
        let shown = shown.json();
        match shown["seat"].as_u64() {
            Some(seat) => assert_eq!(shown["seats"][seat as usize]["name"], person.name, "{shown}"),
            None => {
                assert!(!seated, "{person:?} has a seat: {shown}");
                assert_eq!(own_hand(&shown), &Value::Null, "a spectator sees no hand");
            }
        }
        assert_eq!(shown["seat"].is_u64(), seated, "{person:?}: {shown}");
    }
    page.stop();
}

/// The width and height a PNG's header gives.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert!(png.starts_with(b"\x89PNG"), "a PNG");
    let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().expect("four bytes"));
    (word(16), word(20))
}

/// What the page needs beyond the game: the page itself and its files, embedded and
/// typed; the board alone at the cell size asked, one cell of room around the cells the
/// answer names; the tile in hand in its four rotations; each spot's place on the tile
/// just placed; and Undo, which takes the placement back.
#[test]
fn the_page_gets_its_files_images_spots_and_undo() {
    let (_db, _s, game, served) = served(6, Lang::En);
    for (path, kind) in
        [("/board", "text/html"), ("/board.js", "text/javascript"), ("/board.css", "text/css")]
    {
        let file = served.request("GET", path, &[], "");
        assert_eq!(file.status, 200, "{path}");
        assert!(file.content_type.starts_with(kind), "{path}: {}", file.content_type);
        assert!(!file.body.is_empty(), "{path}");
        // The script and style go compressed to a browser that takes it: Brotli first,
        // else gzip, the same file once decoded.
        if path == "/board" {
            continue;
        }
        let coded = |accepted: &str| served.request("GET", path, &[("Accept-Encoding", accepted)], "");
        let brotli = coded("gzip, deflate, br, zstd");
        assert_eq!((brotli.status, brotli.content_encoding.as_str()), (200, "br"), "{path}");
        assert!(
            brotli.body.len() * 2 < file.body.len(),
            "{path}: {} bytes of {}",
            brotli.body.len(),
            file.body.len()
        );
        let gzip = coded("gzip;q=1, br;q=0");
        assert_eq!(gzip.content_encoding, "gzip", "{path}");
        let mut decoded = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&gzip.body[..]), &mut decoded)
            .expect("gzip");
        assert_eq!(decoded, file.body, "{path}");
        assert_eq!(coded("identity").content_encoding, "", "{path}");
    }
    let ann = web::link(game, Some(0), Lang::En);
    let shown = served.game(&ann).json();
    let [min_x, min_y] = [0, 1].map(|i| shown["board"]["min"][i].as_i64().expect("a cell"));
    let [max_x, max_y] = [0, 1].map(|i| shown["board"]["max"][i].as_i64().expect("a cell"));
    let board = served.request("GET", "/api/board-only.png?cell=96", &[("X-Board-Link", &ann)], "");
    let cells = |lo: i64, hi: i64| u32::try_from(hi - lo + 3).expect("cells");
    assert_eq!(png_size(&board.body), (cells(min_x, max_x) * 96, cells(min_y, max_y) * 96));
    let tile = served.request("GET", "/api/tile.png?cell=64", &[("X-Board-Link", &ann)], "");
    assert_eq!(png_size(&tile.body), (4 * 64, 64), "four rotations side by side");
    assert_eq!(shown["words"]["confirm"], "Confirm", "the page's words in the game's language");

    let cell = &shown["placements"][0];
    let place = cell["rotations"][0]["action"].as_str().expect("a placement").to_string();
    let revision = shown["revision"].as_u64().expect("a revision");
    let placed = served.act(&ann, revision, &place).json();
    // The page asks the tile's pictures by the id the game named: a move made between the
    // two reads (this one) leaves them served, where "the tile in hand" is none any more.
    let id = shown["tile_id"].as_str().expect("the tile in hand's id");
    let by_id =
        served.request("GET", &format!("/api/tile.png?cell=64&kind={id}"), &[("X-Board-Link", &ann)], "");
    assert_eq!((by_id.status, &by_id.body), (200, &tile.body), "the same pictures, after the move");
    let in_hand = served.request("GET", "/api/tile.png?cell=64", &[("X-Board-Link", &ann)], "");
    assert_eq!(in_hand.status, 404, "no tile in hand once placed");
    let (x, y) = (cell["x"].as_f64().expect("x"), cell["y"].as_f64().expect("y"));
    let spots: Vec<&Value> =
        placed["choices"].as_array().expect("choices").iter().filter(|c| !c["at"].is_null()).collect();
    assert!(!spots.is_empty(), "the figure step names spots: {placed}");
    for spot in spots {
        let (u, v) = (spot["at"][0].as_f64().expect("u"), spot["at"][1].as_f64().expect("v"));
        assert!((x..=x + 1.0).contains(&u) && (y..=y + 1.0).contains(&v), "{spot} on the tile at {x},{y}");
    }
    assert_eq!(placed["can_undo"], true, "a placement revealed nothing");
    let undone = served.act(&ann, placed["revision"].as_u64().expect("a revision"), "undo");
    assert_eq!(undone.status, 200, "{}", String::from_utf8_lossy(&undone.body));
    let undone = undone.json();
    assert!(undone["revision"].as_u64() > placed["revision"].as_u64(), "a new revision");
    assert_eq!(undone["placements"], shown["placements"], "the tile is back in hand");
}
