//! The board page's API across an upgrade of the bot: every answer names the version of
//! its shape (`api`), every page the version it reads (`X-Board-Api`). A page from
//! before the API had versions names none and is answered in its shape, its box-named
//! fields made from the generic ones, and still plays (`web/tests/old-page.mjs`, the
//! script of that version kept as it was built); a page told another version than its
//! own loads itself again, once (`web/tests/upgraded.mjs`).

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{NewGame, PAGE_API};
use carcassonne_engine::{Audience, Expansion, Expansions, Seat};
use serde_json::Value;

use super::{PLAYERS, at, first_move, stack};
use crate::support::web::{self, OnPage};

/// The page's script reads the version the bot answers in, and the tests ask as it does.
#[test]
fn the_page_reads_the_version_the_bot_answers() {
    assert_eq!(web::page_number::<u32>("api.ts", "API"), PAGE_API);
    assert_eq!(web::API.1, PAGE_API.to_string());
}

/// A two-player game of The Gifts, started in English, served.
fn gifts_game() -> OnPage {
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::Gifts),
        seed: Some(11),
        tiles: Some(stack(11, 8)),
        language: Some(Lang::En),
        ..NewGame::default()
    };
    web::on_page(new)
}

/// A page that names no version is answered in the first version's shape, and one that
/// names this version in this one: the same game, what players hold hidden in the
/// generic field for the one, in each seat's `gifts` and the page's `hand` and words for
/// the other; the fields no game fills now (`bids`, `bazaar`, `dragon`) there and
/// `null`. A move's answer is shaped as the read's.
#[test]
fn a_page_of_the_first_version_is_answered_in_its_shape() {
    let OnPage { db: _db, mut s, game, served } = gifts_game();
    let links: Vec<String> = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
    // The page's own origin, where the game is served.
    let origin = format!("http://{}", served.addr);
    let ann = &links[0];
    // Some moves of each seat first, so that gifts may be held.
    for _ in 0..12 {
        let Some((link, shown, action)) = links.iter().find_map(|link| {
            let shown = served.game(link).json();
            first_move(&shown).map(|action| (link, shown, action))
        }) else {
            break;
        };
        let revision = shown["revision"].as_u64().expect("a revision");
        assert_eq!(served.act_from(&origin, link, revision, &action).status, 200, "{action}");
    }
    let now = served.game(ann).json();
    let old = served.game_v1(ann).json();
    assert_eq!(now["api"], PAGE_API, "{now}");
    let hidden = &now["hidden"][0];
    assert_eq!(hidden["title"], "Gifts held");
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let view = table.game.as_ref().expect("started").view(Audience::Seat(Seat(0)));
    let gifts = view.gifts().expect("The Gifts in play");
    for seat in 0..2 {
        let held = gifts.hand_size(Seat(seat));
        assert_eq!(hidden["counts"][usize::from(seat)], held, "{now}");
        assert_eq!(old["seats"][usize::from(seat)]["gifts"], held, "{old}");
        assert!(now["seats"][usize::from(seat)].get("gifts").is_none(), "no box-named field now");
    }
    assert_eq!(old["hand"], hidden["own"]);
    assert_eq!((&old["words"]["gifts"], &old["words"]["your-gifts"]), (&hidden["title"], &hidden["yours"]));
    for field in ["bids", "bazaar", "dragon"] {
        assert_eq!(old[field], Value::Null, "{field}: {old}");
        assert!(now.get(field).is_none(), "{field}: {now}");
    }
    // A move's answer, the first version's shape to a page that names none.
    let (link, shown, action) = links
        .iter()
        .find_map(|link| {
            let shown = served.game_v1(link).json();
            first_move(&shown).map(|action| (link, shown, action))
        })
        .expect("a seat may move");
    let body = serde_json::json!({ "revision": shown["revision"], "action": action }).to_string();
    let headers = [("X-Board-Link", link.as_str()), ("Origin", origin.as_str())];
    let after = served.request("POST", "/api/act", &headers, &body);
    assert_eq!(after.status, 200, "{action}: {}", String::from_utf8_lossy(&after.body));
    let after = after.json();
    assert!(after["seats"][0]["gifts"].is_u64() && after.get("hand").is_some(), "{after}");
}

/// The script of the first version, kept as it was built, plays Ann's turn on a game of
/// The Gifts served now: its requests name no version, and the bot's answers in its
/// shape show the gifts each seat holds (`web/tests/old-page.mjs`).
#[test]
fn in_a_browser_a_page_opened_before_the_upgrade_still_plays() {
    let Some(page) = web::browser() else { return };
    let on_page = gifts_game();
    web::scenario(&page, "old-page", &on_page.url(Some(0), Lang::En));
    let OnPage { db: _db, mut s, .. } = on_page;
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let view = table.game.as_ref().expect("started").view(Audience::Public);
    assert_eq!(view.board().tiles().len(), 2, "Ann's tile is on the board");
}

/// Told a game in another version than its own, the page loads itself again once, then
/// goes on (`web/tests/upgraded.mjs`).
#[test]
fn in_a_browser_a_page_told_another_version_loads_itself_again_once() {
    let Some(page) = web::browser() else { return };
    let on_page = gifts_game();
    web::scenario(&page, "upgraded", &on_page.url(Some(0), Lang::En));
}
