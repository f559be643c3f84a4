//! The whole game at hand on a phone (issue 86): the sheet of the tiles to come
//! (`web/tests/unseen.mjs`) and the history panel (`web/tests/history.mjs`), each opened
//! and closed by keyboard, read in the game's language, axe-clean; the fields and the
//! points; all of them reached and pressed by keyboard alone, as a screen reader hears
//! them (`web/tests/at-hand-keys.mjs`); a big board's move framed in the history on a
//! 360 px phone (`web/tests/history-big.mjs`).

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, Context, HistoryAsk, Link, NewGame};
use carcassonne_engine::{Audience, Expansion, Expansions, TileKind};

use super::{PLAYERS, at, first_move, stack};
use crate::support::ok;
use crate::support::web::{self, OnPage};

/// Ann opens the sheet of the tiles to come on her phone at her first turn, by keyboard,
/// in `lang`: it shows the draws left (the fixed stack less the tile in hand), each kind
/// counted and named as the bot names it, as many as the count of tiles left says, under
/// the heading and Close button of `lang`'s locale.
fn the_sheet_of_tiles_to_come_is_read_on_a_phone(lang: Lang) {
    let Some(page) = web::browser() else { return };
    let tiles = stack(5, 12);
    let new =
        NewGame { seed: Some(5), tiles: Some(tiles.clone()), language: Some(lang), ..NewGame::default() };
    let on_page = web::on_page(new);
    let url = on_page.url(Some(0), lang);
    let printed = web::scenario_printing(&page, "unseen", &url);
    let OnPage { db: _db, mut s, game, .. } = on_page;
    let line = |name: &str| {
        printed
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap_or_else(|| panic!("{name}in {printed}"))
            .to_owned()
    };
    assert_eq!(line("heading "), lang.say("web-page-unseen", []), "{printed}");
    assert_eq!(line("close "), lang.say("web-page-close", []), "{printed}");
    let table = s.table(&at(PLAYERS[0])).expect("the game");
    let view = table.game.as_ref().expect("started").view(Audience::Public);
    let left = view.tiles_left();
    assert_eq!(line("left "), left.to_string(), "the count shown is the tiles left");
    // The fixed stack is drawn from its start: what is left is its end, shown by kind.
    let mut expected: Vec<TileKind> = tiles[tiles.len() - left..].to_vec();
    expected.sort_unstable();
    let answer = s.web_game(&Link { lang, ..web::own_link(game, 0) }).expect("the game");
    let mut told = Vec::new();
    let mut shown = Vec::new();
    for kind in answer["unseen"]["kinds"].as_array().expect("the tiles to come") {
        let (tile, count) = (kind["tile"].as_str().expect("an id"), kind["count"].as_u64().expect("a count"));
        let words = kind["words"].as_str().expect("words");
        let parsed: TileKind = tile.parse().expect("a tile");
        told.extend(std::iter::repeat_n(parsed, usize::try_from(count).expect("a count")));
        shown.push(format!("{tile} {count} {count} × {words}"));
    }
    assert_eq!(told, expected, "the bot tells the draws left by kind, nothing else");
    let drawn: Vec<&str> = printed.lines().filter_map(|l| l.strip_prefix("unseen ")).collect();
    assert_eq!(drawn, shown, "the page shows each kind as the bot tells it");
}

#[test]
fn the_sheet_of_tiles_to_come_is_read_on_a_phone_in_english() {
    the_sheet_of_tiles_to_come_is_read_on_a_phone(Lang::En);
}

#[test]
fn the_sheet_of_tiles_to_come_is_read_on_a_phone_in_french() {
    the_sheet_of_tiles_to_come_is_read_on_a_phone(Lang::Fr);
}

/// Ann and Bob's game of five base tiles in `lang`, on the page, once Ann closed the
/// start tile's city with her cap city above it and a meeple on it (4 points; moves 1
/// and 2): Bob's turn.
fn ann_closed_a_city(lang: Lang) -> OnPage {
    let mut on_page = ann_placed(lang);
    ok(on_page.s.handle(&at(PLAYERS[0]), Command::Play("meeple city S".parse().expect("a meeple"))));
    on_page
}

/// As [`ann_closed_a_city`] before her meeple: her figure step.
fn ann_placed(lang: Lang) -> OnPage {
    let tiles: Vec<TileKind> =
        ["BA/C", "BA/RFr", "BA/Rr", "BA/L", "BA/RFr"].iter().map(|t| t.parse().expect("a tile")).collect();
    let new = NewGame { seed: Some(5), tiles: Some(tiles), language: Some(lang), ..NewGame::default() };
    let mut on_page = web::on_page(new);
    ok(on_page.s.handle(&at(PLAYERS[0]), Command::Play("place 0 -1 180".parse().expect("a placement"))));
    on_page
}

/// Moves played before the history is opened: Ann's tile and meeple closing a city,
/// then two turns more, each a tile and a figure or a pass.
const MOVES: usize = 6;

/// The move of [`MOVES`] the panel shows: Ann's meeple, whose city scored.
const SCORING: usize = 2;

/// Ann opens the history panel on her phone by keyboard in `lang`, after she closed the
/// start tile's city with a meeple on it (4 points, move 2) and two more turns were played
/// through the API: it lists every move as the channel's `history` words it for a reader
/// of `lang` (who, what, the points), under the heading and Close button of `lang`'s
/// locale; Enter on move 2 shows the whole board as it was after it — the board alone,
/// every cell of it (two tiles and a ring of empty cells), not a turn message's picture
/// — named for a screen reader in `lang`'s words, with Ann's `+4` on the city.
fn the_history_panel_is_read_on_a_phone(lang: Lang) {
    let Some(page) = web::browser() else { return };
    let on_page = ann_closed_a_city(lang);
    let url = on_page.url(Some(0), lang);
    let OnPage { db: _db, mut s, game, served: _served } = on_page;
    for _ in SCORING..MOVES {
        let (seat, action) = (0..2u8)
            .find_map(|seat| {
                let answer = s.web_game(&Link { lang, ..web::own_link(game, seat) }).expect("the game");
                first_move(&answer).map(|action| (seat, action))
            })
            .expect("someone moves");
        ok(s.handle(&at(PLAYERS[usize::from(seat)]), Command::Play(action.parse().expect("an action"))));
    }
    let printed = web::scenario_with(&page, "history", &url, &[("HISTORY_AFTER", &SCORING.to_string())]);
    let line = |name: &str| {
        printed
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap_or_else(|| panic!("{name}in {printed}"))
            .to_owned()
    };
    assert_eq!(line("heading "), lang.say("web-page-history", []), "{printed}");
    assert_eq!(line("close "), lang.say("web-page-close", []), "{printed}");
    // The channel's history, asked by a reader of the game's language.
    let reader = Context { locale: lang.tag().to_string(), ..at(PLAYERS[1]) };
    let told = s.handle(&reader, Command::History(HistoryAsk::default())).private.expect("the history");
    let channel: Vec<&str> = told.lines().skip(1).collect();
    assert_eq!(channel.len(), MOVES, "{told}");
    let listed: Vec<String> =
        printed.lines().filter_map(|l| l.strip_prefix("move ")).map(str::to_owned).collect();
    let expected: Vec<String> = channel.iter().enumerate().map(|(i, l)| format!("{} {l}", i + 1)).collect();
    assert_eq!(listed, expected, "the page lists the moves as the channel tells them");
    assert_eq!(line("shown "), format!("{SCORING} {} {SCORING}", lang.say("web-page-history-board", [])));
    // The board alone after move 2: tiles at 0,-1 and 0,0, a ring of empty cells round
    // them and a cell of room round that, 5 cells across and 6 down, whole.
    let size: Vec<u32> = line("past-size ").split(' ').map(|v| v.parse().expect("a size")).collect();
    assert!(size[0].is_multiple_of(5) && size[0] / 5 * 6 == size[1], "5 × 6 cells: {size:?}");
    let scored: Vec<&str> = printed.lines().filter_map(|l| l.strip_prefix("past-scored ")).collect();
    assert_eq!(scored.len(), 1, "{printed}");
    let written: Vec<&str> = scored[0].split(' ').collect();
    assert_eq!(written[0], "+4", "Ann's points, on the board after her move");
    let (x, y): (f64, f64) = (written[1].parse().expect("x"), written[2].parse().expect("y"));
    assert!((0.0..1.0).contains(&x) && (-1.0..1.0).contains(&y), "on the city's two cells: {x} {y}");
}

#[test]
fn the_history_panel_is_read_on_a_phone_in_english() {
    the_history_panel_is_read_on_a_phone(Lang::En);
}

#[test]
fn the_history_panel_is_read_on_a_phone_in_french() {
    the_history_panel_is_read_on_a_phone(Lang::Fr);
}

/// The fields and the points on a phone, in `lang` (issue 86): Ann closes the city of
/// the start tile with a meeple on it (4 points), then Bob opens his board. The page
/// writes Ann's `+4` on that city, in her colour; Bob places his road tile, and its
/// figure step outlines each field it offers a farmer, each spot rimmed in its field's
/// colour; the fields tool (named in `lang`) outlines every field of the board, and
/// keeps them aligned with the picture when zoomed (`web/tests/fields.mjs`).
fn fields_and_points_are_shown_on_a_phone(lang: Lang) {
    let Some(page) = web::browser() else { return };
    let on_page = ann_closed_a_city(lang);
    let url = on_page.url(Some(1), lang);
    let printed = web::scenario_printing(&page, "fields", &url);
    fields_and_points_shown(on_page, lang, &printed);
}

/// What a page printed of the fields and the points Bob saw once Ann closed her city
/// (`web/tests/fields.mjs`, `web/tests/framed-fields.mjs`), checked against the game:
/// Ann's `+4` where the service puts it, in her colour; the fields Bob's figure step
/// names outlined, and every field of the board with the fields tool, named in `lang`.
fn fields_and_points_shown(on_page: OnPage, lang: Lang, printed: &str) {
    let OnPage { db: _db, mut s, game, served: _served } = on_page;
    let line = |name: &str| {
        printed
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .unwrap_or_else(|| panic!("{name}in {printed}"))
            .to_owned()
    };
    // Ann's scoring, as the game tells Bob's page of it after her move (moves 1 and 2).
    let history = s.web_history(&Link { lang, ..web::own_link(game, 1) }).expect("the history");
    let scored = history["moves"][1]["scored"].as_array().expect("what scored").clone();
    let answer = s.web_game(&Link { lang, ..web::own_link(game, 1) }).expect("the game");
    assert_eq!(scored.len(), 1, "{scored:?}");
    assert_eq!(scored[0]["points"], 4);
    assert_eq!(scored[0]["colours"], serde_json::json!([answer["seats"][0]["colour"]]));
    // The +4 where the service puts it, on the city's two cells (x 0, y -1 and 0).
    assert_eq!(line("scored "), "+4");
    let shown: Vec<f64> = line("scored-at ").split(' ').map(|v| v.parse().expect("a number")).collect();
    let at = |i: usize| scored[0]["at"][i].as_f64().expect("a coordinate");
    assert!((shown[0] - at(0)).abs() < 0.05 && (shown[1] - at(1)).abs() < 0.05, "{shown:?} vs {scored:?}");
    assert!((0.0..1.0).contains(&shown[0]) && (-1.0..1.0).contains(&shown[1]), "{shown:?}");
    // Bob's figure step, as the page left it: the fields its steps name, outlined.
    let mut named: Vec<u64> =
        answer["choices"].as_array().expect("steps").iter().filter_map(|c| c["field"].as_u64()).collect();
    let farmers = named.len();
    named.sort_unstable();
    named.dedup();
    assert!(named.len() >= 2, "a road tile offers two fields: {answer}");
    assert_eq!(line("outlined "), named.len().to_string());
    let spots: usize = line("field-spots ").parse().expect("a count");
    assert!(spots >= named.len() && spots <= farmers, "{spots} spots for {farmers} farmers' steps");
    let every = s.web_fields(&Link { lang, ..web::own_link(game, 1) }).expect("the fields");
    let every = every["fields"].as_array().expect("fields").len();
    assert!(every > named.len(), "the board has more fields than the step names");
    assert_eq!(line("all "), every.to_string());
    assert_eq!(line("tool "), lang.say("web-page-fields", []));
}

#[test]
fn fields_and_points_are_shown_on_a_phone_in_french() {
    fields_and_points_are_shown_on_a_phone(Lang::Fr);
}

#[test]
fn fields_and_points_are_shown_on_a_phone_in_english() {
    fields_and_points_are_shown_on_a_phone(Lang::En);
}

/// The same in WebKit, as Discord for iOS runs the page, by clicks on a phone-sized
/// window (`web/tests/framed-fields.mjs`), in `lang`: Bob pans his board away while Ann
/// is on her figure step; when her meeple closes her city, his placement step opens
/// framed all the same (lit cells in view), then his figure step (its spots in view),
/// with the fields and the points as in Chromium.
fn framed_with_fields_in_webkit(lang: Lang) {
    let Some(page) = web::browser() else { return };
    if !web::webkit() {
        return;
    }
    let mut on_page = ann_placed(lang);
    let url = on_page.url(Some(1), lang);
    let printed = web::scenario_with_move(&page, "framed-fields", &url, || {
        ok(on_page.s.handle(&at(PLAYERS[0]), Command::Play("meeple city S".parse().expect("a meeple"))));
        PLAYERS[0].to_string()
    });
    for step in ["framed ", "spots "] {
        let line = printed.lines().find_map(|l| l.strip_prefix(step)).unwrap_or_else(|| panic!("{printed}"));
        let counts: Vec<usize> = line.split(' ').map(|n| n.parse().expect("a count")).collect();
        assert!(counts[0] > 0 && counts[0] <= counts[1], "{step}{line}: some in view");
    }
    fields_and_points_shown(on_page, lang, &printed);
}

#[test]
fn in_webkit_a_step_opens_framed_after_pans_with_its_fields_in_english_and_french() {
    for lang in [Lang::En, Lang::Fr] {
        framed_with_fields_in_webkit(lang);
    }
}

/// The field `tile` walls in between its two cities, on Ann's phone in `lang` once she
/// placed it north of the start tile, its cap closing the start tile's city
/// (`web/tests/walled.mjs`): her figure step offers a farmer there (`meeple field`, no
/// half-edge names it), and outlines it with ground as every field it offers, each
/// field spot standing inside its field's outline.
fn a_walled_in_field_is_outlined(tile: &str, expansion: Expansion, lang: Lang) {
    let Some(page) = web::browser() else { return };
    let tiles: Vec<TileKind> = [tile, "BA/C", "BA/C"].iter().map(|t| t.parse().expect("a tile")).collect();
    let new = NewGame {
        expansions: Expansions::default().with(expansion),
        seed: Some(5),
        tiles: Some(tiles),
        language: Some(lang),
        ..NewGame::default()
    };
    let mut on_page = web::on_page(new);
    ok(on_page.s.handle(&at(PLAYERS[0]), Command::Play("place 0 -1 180".parse().expect("a placement"))));
    let answer = on_page.s.web_game(&Link { lang, ..web::own_link(on_page.game, 0) }).expect("the game");
    let choices = answer["choices"].as_array().expect("steps");
    let walled =
        choices.iter().find(|c| c["action"] == "meeple field").expect("a farmer in the walled field");
    let walled = walled["field"].as_u64().expect("its field").to_string();
    let printed = web::scenario_printing(&page, "walled", &on_page.url(Some(0), lang));
    let areas: Vec<(&str, f64)> = printed
        .lines()
        .filter_map(|l| l.strip_prefix("field "))
        .map(|l| l.split_once(' ').expect("a field and its area"))
        .map(|(id, area)| (id, area.parse().expect("an area")))
        .collect();
    assert!(areas.iter().any(|&(id, _)| id == walled), "{walled} outlined: {printed}");
    assert!(areas.iter().all(|&(_, area)| area > 0.01), "every field with ground: {printed}");
    let spots: Vec<&str> = printed.lines().filter_map(|l| l.strip_prefix("spot ")).collect();
    assert!(spots.iter().any(|s| s.starts_with(&format!("{walled} "))), "{printed}");
    assert!(spots.iter().all(|s| s.ends_with(" inside")), "each field spot in its field: {printed}");
}

#[test]
fn princess_and_dragon_s_walled_in_field_is_outlined_in_english() {
    a_walled_in_field_is_outlined("DG/CCc+.p", Expansion::PrincessDragon, Lang::En);
}

#[test]
fn abbey_and_mayor_s_walled_in_field_is_outlined_in_french() {
    a_walled_in_field_is_outlined("AM/CCc+", Expansion::AbbeyMayor, Lang::Fr);
}

/// The whole game at hand by keyboard alone on a phone, as a screen reader hears it, in
/// `lang` (`web/tests/at-hand-keys.mjs`), once Ann closed her city: Tab from the page's
/// start reaches the fields tool, its name `lang`'s, heard let go, pressed by Space
/// (every field outlined, the count said in `lang`'s words) and let go by Enter (said
/// too); then the count of tiles left and the history's button, each opening a dialog
/// named by its heading, the board after the first move named as the panel names it.
/// Each is drawn with a focus ring; axe-core finds nothing.
fn the_whole_game_at_hand_is_heard_by_keyboard(lang: Lang) {
    let Some(page) = web::browser() else { return };
    let on_page = ann_closed_a_city(lang);
    let url = on_page.url(Some(1), lang);
    let printed = web::scenario_printing(&page, "at-hand-keys", &url);
    let lines = |name: &str| -> Vec<String> {
        printed.lines().filter_map(|l| l.strip_prefix(name)).map(str::to_owned).collect()
    };
    let line = |name: &str| lines(name).first().cloned().unwrap_or_else(|| panic!("{name}in {printed}"));
    let tool = lang.say("web-page-fields", []);
    assert_eq!(lines("fields-tool "), ["false", "true", "false"].map(|s| format!("{tool} {s}")), "{printed}");
    let outlined = line("outlined ");
    let said = lines("fields-said ");
    assert_eq!(
        said,
        [
            format!("{} {outlined}.", lang.say("web-page-fields-shown", [])),
            lang.say("web-page-fields-hidden", [])
        ]
    );
    let OnPage { db: _db, mut s, game, .. } = on_page;
    let every = s.web_fields(&Link { lang, ..web::own_link(game, 1) }).expect("the fields");
    assert_eq!(
        outlined,
        every["fields"].as_array().expect("fields").len().to_string(),
        "every field outlined"
    );
    let answer = s.web_game(&Link { lang, ..web::own_link(game, 1) }).expect("the game");
    let left = format!("{} {}", lang.say("web-page-tiles-left", []), answer["tiles_left"]);
    assert_eq!(line("unseen-open "), format!("{left} — {}", lang.say("web-page-unseen-open", [])));
    assert_eq!(line("unseen-dialog "), lang.say("web-page-unseen", []));
    assert_eq!(line("history-open "), lang.say("web-page-history-open", []));
    assert_eq!(line("history-dialog "), lang.say("web-page-history", []));
    let history = s.web_history(&Link { lang, ..web::own_link(game, 1) }).expect("the history");
    assert_eq!(line("move "), history["moves"][0]["line"].as_str().expect("a line"));
    assert_eq!(line("past "), format!("{} 1", lang.say("web-page-history-board", [])));
}

#[test]
fn the_whole_game_at_hand_is_heard_by_keyboard_on_a_phone_in_english() {
    the_whole_game_at_hand_is_heard_by_keyboard(Lang::En);
}

#[test]
fn the_whole_game_at_hand_is_heard_by_keyboard_on_a_phone_in_french() {
    the_whole_game_at_hand_is_heard_by_keyboard(Lang::Fr);
}

/// Tiles drawn in the big board's game: more than a phone's panel shows at a finger's
/// size whole.
const BIG_GAME_TILES: usize = 40;

/// Ann and Bob's base game of [`BIG_GAME_TILES`] tiles played by a seeded random through
/// the API to its last tile, read in the history panel on a 360 px phone
/// (`web/tests/history-big.mjs`): the board after the last move opens framed on it, its
/// tile drawn at 44 px or more inside the view, though the whole board (the toggle,
/// named by the locale's whole-board words) shows a cell smaller than that.
#[test]
fn on_a_phone_the_history_frames_a_big_board_s_move_at_a_finger_s_size() {
    let Some(page) = web::browser() else { return };
    let lang = Lang::Fr;
    let new = NewGame {
        seed: Some(7),
        tiles: Some(stack(7, BIG_GAME_TILES)),
        language: Some(lang),
        ..NewGame::default()
    };
    let on_page = web::on_page(new);
    let url = on_page.url(Some(0), lang);
    let OnPage { db: _db, mut s, game, served: _served } = on_page;
    let links: Vec<Link> = (0..2).map(|seat| Link { lang, ..web::own_link(game, seat) }).collect();
    let mut rng = carcassonne_engine::GameRng::from_seed(7);
    loop {
        let answers: Vec<serde_json::Value> =
            links.iter().map(|l| s.web_game(l).expect("the game")).collect();
        if answers[0]["tiles_left"] == 0 && answers[0]["last_placed"].is_object() {
            break;
        }
        let (seat, revision, action) = web::random_move(&answers, &mut rng).expect("a move");
        s.web_act(&links[seat], revision, &action, crate::support::T0)
            .unwrap_or_else(|e| panic!("{action}: {}", e.text));
    }
    let history = s.web_history(&links[0]).expect("the history");
    let moves = history["moves"].as_array().expect("moves");
    let last = moves.last().expect("a move");
    let seq = last["seq"].to_string();
    let printed = web::scenario_with(&page, "history-big", &url, &[("HISTORY_AFTER", &seq)]);
    let number = |name: &str| -> f64 {
        printed
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name}in {printed}"))
    };
    let line = |name: &str| {
        printed.lines().find_map(|l| l.strip_prefix(name)).unwrap_or_else(|| panic!("{name}in {printed}"))
    };
    assert!(number("tile-px ") >= 44.0, "the move's tile at a finger's size: {printed}");
    assert_eq!(line("in-view "), "yes", "{printed}");
    assert!(number("whole-px ") < 44.0, "a board too big for the panel whole: {printed}");
    assert_eq!(line("whole "), lang.say("web-page-whole-board", []));
}
