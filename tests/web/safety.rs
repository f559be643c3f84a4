//! What the board page's front end answers whatever is asked of it, the way Discord, a
//! proxy or a stranger asks: the page wherever Discord or a proxy looks for it, naming
//! only addresses relative to itself; safety headers on every answer (no type sniffing,
//! a content policy under which only the page's own origin and Discord's clients may
//! frame it); bodies read only when declared JSON; and a 4xx, never a failure, for every
//! odd value a signed or unsigned request may carry, the database untouched.

use std::collections::HashMap;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::Link;
use carcassonne_bot::web::{FOLDERS, policy};
use carcassonne_engine::Seat;

use super::{first_act, started};
use crate::support::backends::TestDb;
use crate::support::web::{self, Served};

/// The built page's document and script, as the bot embeds them.
const INDEX: &str = include_str!("../../assets/web/index.html");
const SCRIPT: &str = include_str!("../../assets/web/board.js");

/// Discord's launch parameters, as its client puts them in an Activity's address.
const LAUNCH: &str =
    "?instance_id=i-1&frame_id=f-1&platform=desktop&guild_id=1&channel_id=2&location_id=3&launch_id=4";

/// A started two-player game in `lang` served on the page: its database, the game's id,
/// the API and Ann's link.
fn served(lang: Lang) -> (TestDb, i64, Served, String) {
    let db = TestDb::sqlite();
    let game = started(&mut db.service(), 4, lang);
    let served = web::serve(db.service());
    (db, game, served, web::link(game, Some(0), lang))
}

/// The addresses `html` names in `attribute="…"`.
fn named<'a>(html: &'a str, attribute: &str) -> Vec<&'a str> {
    let opening = format!("{attribute}=\"");
    html.split(opening.as_str()).skip(1).filter_map(|rest| rest.split('"').next()).collect()
}

/// The page's document answers at the root, where Discord opens an Activity (its launch
/// query or none), at `/index.html`, `/board` and `/board/`, and all of these under
/// Discord's `/.proxy/`; what the document loads is named relative to it, and answers
/// beside it in each of those folders, the API included.
#[test]
fn the_page_is_served_wherever_discord_or_a_proxy_asks_for_it() {
    let (_db, _game, served, link) = served(Lang::En);
    for folder in FOLDERS {
        let mut documents =
            vec![folder.to_string(), format!("{folder}{LAUNCH}"), format!("{folder}index.html")];
        if let Some(bare) = folder.strip_suffix('/').filter(|bare| !bare.is_empty()) {
            documents.extend([bare.to_string(), format!("{bare}{LAUNCH}")]);
        }
        for path in documents {
            let page = served.request("GET", &path, &[], "");
            assert_eq!(
                (page.status, page.content_type.as_str()),
                (200, "text/html; charset=utf-8"),
                "{path}"
            );
            assert_eq!(String::from_utf8_lossy(&page.body), INDEX, "{path}");
        }
        for (file, kind) in [("board.js", "text/javascript"), ("board.css", "text/css")] {
            let path = format!("{folder}{file}");
            let loaded = served.request("GET", &path, &[], "");
            assert_eq!(loaded.status, 200, "{path}");
            assert!(loaded.content_type.starts_with(kind), "{path}: {}", loaded.content_type);
        }
        let shown = served.request("GET", &format!("{folder}api/game"), &[("X-Board-Link", &link)], "");
        assert_eq!(shown.status, 200, "{folder}api/game: {}", String::from_utf8_lossy(&shown.body));
    }
    // The style by its link, the script by the start inlined in the document.
    let script = INDEX.split("<script>").nth(1).and_then(|s| s.split("</script>").next()).unwrap_or_default();
    let quoted = script.split('"').skip(1).step_by(2).filter(|q| q.starts_with("board."));
    let addresses: std::collections::BTreeSet<&str> =
        named(INDEX, "href").into_iter().chain(quoted).collect();
    let files: Vec<&str> =
        addresses.iter().filter_map(|a| a.split_once("?v=")).map(|(file, _)| file).collect();
    assert_eq!(files, ["board.css", "board.js"], "the style and the script: {addresses:?}");
    for address in addresses {
        assert!(!address.starts_with('/') && !address.contains(':'), "{address} is not relative");
    }
    for absolute in ["\"/api", "`/api", "'/api", "\"/board", "`/board"] {
        assert!(!SCRIPT.contains(absolute), "the script names an absolute path: {absolute}");
    }
    assert_eq!(served.request("GET", "/nowhere", &[], "").status, 404);
}

/// A request (its method, path and headers) and the status it is answered with.
type Asked<'a> = (&'a str, &'a str, &'a [(&'a str, &'a str)], u16);

/// Every answer — the page, its files, the API's answers and refusals, its images, an
/// unknown path — forbids type sniffing and carries the page's content policy, which
/// loads nothing but the page's own origin's and lets only that origin and Discord's
/// clients frame the page.
#[test]
fn every_answer_says_nosniff_and_lets_only_its_own_origin_and_discord_frame_the_page() {
    let (_db, _game, served, link) = served(Lang::En);
    let with_link = [("X-Board-Link", link.as_str())];
    let as_text = [("X-Board-Link", link.as_str()), ("Content-Type", "text/plain")];
    let asked: [Asked; 9] = [
        ("GET", "/", &[], 200),
        ("GET", "/board.js", &[], 200),
        ("GET", "/api/game", &with_link, 200),
        ("GET", "/api/board-only.png?cell=32", &with_link, 200),
        ("GET", "/api/game", &[], 401),
        ("POST", "/api/act", &as_text, 415),
        ("GET", "/api/tile.png?cell=0", &with_link, 422),
        ("GET", "/api/activity/config", &[], 404),
        ("GET", "/nowhere", &[], 404),
    ];
    for (method, path, headers, status) in asked {
        let body = if method == "POST" { "{}" } else { "" };
        let (answer, head) = served.request_full(method, path, headers, body);
        assert_eq!(answer.status, status, "{method} {path}: {}", String::from_utf8_lossy(&answer.body));
        let header = |name: &str| head.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
        assert_eq!(header("x-content-type-options"), Some("nosniff"), "{method} {path}");
        assert_eq!(header("content-security-policy"), Some(policy()), "{method} {path}");
    }
    let directives: HashMap<&str, Vec<&str>> = policy()
        .split(';')
        .filter_map(|d| d.split_whitespace().collect::<Vec<_>>().split_first().map(|(n, s)| (*n, s.to_vec())))
        .collect();
    let frames = ["'self'", "https://discord.com", "https://ptb.discord.com", "https://canary.discord.com"];
    assert_eq!(directives["frame-ancestors"], frames);
    assert_eq!(directives["default-src"], ["'none'"], "nothing loads that is not named");
    for (name, sources) in directives.iter().filter(|(name, _)| **name != "frame-ancestors") {
        let own =
            |source: &&str| ["'self'", "'none'", "blob:"].contains(source) || source.starts_with("'sha256-");
        assert!(sources.iter().all(own), "{name} loads from elsewhere: {sources:?}");
    }
}

/// A move whose body is not declared JSON — plain text, a form, a multipart form, no
/// type at all: what another site's page may send without the browser asking the bot
/// first — is refused with 415 and a sentence in the game's language, and changes
/// nothing; JSON is played, however its type is spelt.
#[test]
fn a_body_not_declared_json_is_refused_and_changes_nothing() {
    let (db, _game, served, ann) = served(Lang::Fr);
    let (revision, action) = first_act(&served, &ann);
    let body = serde_json::json!({ "revision": revision, "action": action }).to_string();
    let before = db.dump();
    for kind in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""] {
        let headers = [("X-Board-Link", ann.as_str()), ("Origin", web::PUBLIC_URL), ("Content-Type", kind)];
        let refused = served.request("POST", "/api/act", &headers, &body);
        assert_eq!(refused.refused(415), Lang::Fr.say("web-not-json", []), "{kind:?}");
    }
    assert_eq!(db.dump(), before, "no refusal changed anything");
    let headers = [("X-Board-Link", ann.as_str()), ("Content-Type", "Application/JSON; charset=utf-8")];
    let played = served.request("POST", "/api/act", &headers, &body);
    assert_eq!(played.status, 200, "{}", String::from_utf8_lossy(&played.body));
}

/// A move's body over the bot's limit (`LARGEST_BODY`) is refused as every other
/// refusal is: JSON, with a sentence in the game's language, not the framework's
/// plain-text 413; nothing changes.
#[test]
fn a_body_too_large_is_refused_in_json_in_the_games_language() {
    let (db, _game, served, ann) = served(Lang::Fr);
    let before = db.dump();
    let refused = served.oversized("/api/act", &[("X-Board-Link", &ann)]);
    assert_eq!(refused.content_type, "application/json");
    assert_eq!(refused.refused(413), Lang::Fr.say("web-too-large", []));
    assert_eq!(db.dump(), before, "nothing changed");
}

/// A link signed with the page's key for `game` and `seat`, valid for a day and `nth`
/// milliseconds, in English: a link of its own, with its own rate limit.
fn signed(game: i64, seat: Option<u8>, nth: i64) -> String {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970");
    let expires = i64::try_from(now.as_millis()).expect("a time in range") + 24 * 3600 * 1000 + nth;
    Link { game, seat: seat.map(Seat), expires, lang: Lang::En }.sign(web::SECRET.as_bytes())
}

/// Every odd value a request may carry answers a 4xx with a sentence, never a failure,
/// and changes nothing: a validly signed link for a seat the game does not have (which
/// used to fail every route), or for a game not on record; image sizes that are no size
/// or none the page draws at; revisions and actions that are not one; bodies that are
/// JSON but not a move; another game named.
#[test]
fn every_odd_value_a_request_may_carry_answers_4xx() {
    let (db, game, served, ann) = served(Lang::En);
    let (revision, action) = first_act(&served, &ann);
    let before = db.dump();
    let say = |id: &str| Lang::En.say(id, []);
    let get = |path: &str, link: &str| served.request("GET", path, &[("X-Board-Link", link)], "");
    let post = |link: &str, body: &str| served.request("POST", "/api/act", &[("X-Board-Link", link)], body);
    let act = |link: &str, revision: u64| {
        post(link, &serde_json::json!({ "revision": revision, "action": action }).to_string())
    };
    let routes = ["/api/game", "/api/board.png", "/api/board-only.png", "/api/tile.png"];

    for seat in [2, 5, 255] {
        let link = signed(game, Some(seat), i64::from(seat));
        for route in routes {
            assert_eq!(get(route, &link).refused(403), say("web-no-seat"), "seat {seat}: {route}");
        }
        assert_eq!(act(&link, revision).refused(403), say("web-no-seat"), "seat {seat} plays");
    }
    for other in [game + 1000, 0, -1, i64::MIN, i64::MAX] {
        let link = signed(other, Some(0), 0);
        for route in routes {
            assert_eq!(get(route, &link).refused(404), say("web-no-game"), "game {other}: {route}");
        }
        assert_eq!(act(&link, revision).refused(404), say("web-no-game"), "game {other} plays");
    }
    let bad_cell = carcassonne_bot::service::bad_cell(Lang::En).text;
    let ann = signed(game, Some(0), 1);
    for cell in ["0", "1", "11", "193", "4294967295", "4294967296", "-1", "abc", "1e3", "64.5", ""] {
        for route in ["/api/board-only.png", "/api/tile.png"] {
            assert_eq!(
                get(&format!("{route}?cell={cell}"), &ann).refused(422),
                bad_cell,
                "{route}?cell={cell}"
            );
        }
    }
    for cell in ["12", "16", "192"] {
        assert_eq!(get(&format!("/api/board-only.png?cell={cell}"), &ann).status, 200, "cell {cell}");
    }
    let ann = signed(game, Some(0), 2);
    assert_eq!(act(&ann, u64::MAX).refused(409), say("web-stale"));
    let odd_bodies = [
        "{".to_string(),
        "[]".to_string(),
        "null".to_string(),
        "1".to_string(),
        format!(r#"{{"revision": -1, "action": "{action}"}}"#),
        format!(r#"{{"revision": 1.5, "action": "{action}"}}"#),
        format!(r#"{{"revision": "{revision}", "action": "{action}"}}"#),
        format!(r#"{{"revision": 1e30, "action": "{action}"}}"#),
        format!(r#"{{"revision": 18446744073709551616, "action": "{action}"}}"#),
        format!(r#"{{"revision": {revision}, "action": 7}}"#),
        format!(r#"{{"revision": {revision}}}"#),
    ];
    for body in &odd_bodies {
        assert_eq!(post(&ann, body).refused(422), say("web-bad-request"), "{body}");
    }
    let long = "place 1 ".repeat(2000);
    for odd in
        ["", "place 99999999 0 0", "place -99999999999999999999 0 0", "ß", "\u{0}", "place 0 0 0 0 0", &long]
    {
        let body = serde_json::json!({ "revision": revision, "action": odd }).to_string();
        let answer = post(&ann, &body);
        assert_eq!(answer.status, 422, "{odd:?}: {}", String::from_utf8_lossy(&answer.body));
    }
    let elsewhere = serde_json::json!({ "game": "x", "revision": revision, "action": action }).to_string();
    assert_eq!(post(&ann, &elsewhere).refused(403), say("web-other-game"));
    assert_eq!(get("/api/game?game=abc", &ann).refused(403), say("web-other-game"));
    assert_eq!(db.dump(), before, "no odd request changed anything");
}
