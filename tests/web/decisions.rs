//! Every decision the slash commands offer, reached on the board page: each expansion's
//! steps (the shepherd's grow or herd, a bridge, a castle, a bazaar's choice and bids,
//! a monument's cube and architect, the abbot and its recall, the river, the big meeple,
//! the builder and the pig) played through
//! the API alone, each move first checked to be among what the page offers its seat
//! (a placement's rotation, a step's button, or a bid within the bids' range).

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, NewGame, Service};
use carcassonne_engine::rules::hills_sheep::Token;
use carcassonne_engine::{Expansion, Expansions};
use serde_json::Value;

use crate::support::backends::TestDb;
use crate::support::web::{self, Served};
use crate::support::{ok, person};

/// A game of `players` (seated in this order) with `expansion`, drawing `tiles` first
/// (and the sheep of `bag`), served on the page: the API and each seat's link.
fn on_page(
    db: &TestDb,
    players: &[&str],
    expansion: Expansion,
    tiles: &[&str],
    bag: Vec<Token>,
) -> (Served, Vec<String>) {
    let mut s: Service = db.service();
    let new = NewGame {
        expansions: Expansions::default().with(expansion),
        seed: Some(1),
        tiles: Some(tiles.iter().map(|t| t.parse().expect("a tile")).collect()),
        fixed: carcassonne_engine::Fixed { bag, ..Default::default() },
        ..NewGame::default()
    };
    ok(s.handle(&person(players[0]), Command::New(new)));
    for player in &players[1..] {
        ok(s.handle(&person(player), Command::Join));
    }
    ok(s.handle(&person(players[0]), Command::Start { keep_order: true }));
    let game = s.table(&person(players[0])).expect("the game").row.id.0;
    let links = (0..players.len())
        .map(|seat| web::link(game, Some(u8::try_from(seat).expect("a seat")), Lang::En))
        .collect();
    (web::serve(db.service()), links)
}

/// Plays `moves` (each a seat and what it plays, as [`web::find_offered`] reads it) through the
/// API, each only once the seat's page offers it; the last answer.
fn play(served: &Served, links: &[String], moves: &[(usize, &str)]) -> Value {
    let mut last = Value::Null;
    for &(seat, wanted) in moves {
        let shown = served.game(&links[seat]).json();
        let action = web::find_offered(&shown, wanted)
            .unwrap_or_else(|| panic!("{wanted} not offered to seat {seat}: {shown}"));
        let revision = shown["revision"].as_u64().expect("a revision");
        let after = served.act(&links[seat], revision, &action);
        assert_eq!(after.status, 200, "{action}: {}", String::from_utf8_lossy(&after.body));
        last = after.json();
        assert!(last["revision"].as_u64() > Some(revision), "{action} moved the game on");
    }
    last
}

/// What `shown` lists in `seat`'s supply column beside its meeples.
fn supply(shown: &Value, seat: usize) -> Vec<&str> {
    shown["seats"][seat]["supply"]
        .as_array()
        .expect("a supply list")
        .iter()
        .filter_map(Value::as_str)
        .collect()
}

#[test]
fn the_shepherd_grows_and_herds_on_the_page() {
    let db = TestDb::sqlite();
    let tiles = ["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"];
    let (served, links) = on_page(&db, &["Ann", "Bob"], Expansion::HillsSheep, &tiles, vec![Token::Sheep(3)]);
    let last = play(
        &served,
        &links,
        &[
            (0, "place 1 0 0"),
            (0, "shepherd field Sw"),
            (1, "place 2 0 0"),
            (1, "pass"),
            (0, "place 3 0 0"),
            (0, "pass"),
        ],
    );
    assert!(web::find_offered(&last, "grow").is_some(), "grow offered: {last}");
    let herded = play(&served, &links, &[(0, "herd")]);
    assert!(herded["last_move"].as_str().is_some_and(|m| m.starts_with("Ann")), "{herded}");
}

#[test]
fn a_bridge_and_a_castle_are_built_on_the_page() {
    let db = TestDb::sqlite();
    let (served, links) =
        on_page(&db, &["Ann", "Bob"], Expansion::BridgesCastlesBazaars, &["BA/L", "BA/RFr"], vec![]);
    let before = served.game(&links[0]).json();
    let after = play(&served, &links, &[(0, "place 0 1 0"), (0, "bridge 0 1 EW"), (0, "pass")]);
    // The bridge left Ann's supply; her castles and Bob's bridges stay.
    let count = |item: &str| item.split(' ').next().and_then(|n| n.parse::<u8>().ok()).expect("a count");
    let (was, is) = (supply(&before, 0), supply(&after, 0));
    assert!(was[0].ends_with("bridges") && was[1].ends_with("castles"), "{was:?}");
    assert_eq!((count(is[0]) + 1, is[1]), (count(was[0]), was[1]), "{is:?}");
    assert_eq!(supply(&after, 1), was);

    let db = TestDb::sqlite();
    let tiles = ["BA/RFr", "BA/C", "BA/C", "BA/RFr"];
    let (served, links) = on_page(&db, &["Ann", "Bob"], Expansion::BridgesCastlesBazaars, &tiles, vec![]);
    let moves = [
        (0, "place 1 0 0"),
        (0, "pass"),
        (1, "place 1 -1 0"),
        (1, "meeple city N"),
        (0, "place 1 -2 180"),
        (0, "pass"),
    ];
    play(&served, &links, &moves);
    play(&served, &links, &[(1, "castle ")]);
}

#[test]
fn a_bazaar_is_chosen_and_bid_on_past_its_buttons_on_the_page() {
    let db = TestDb::sqlite();
    let tiles = ["BB/F.b", "BA/RFr", "BA/C", "BA/L", "BA/RFr"];
    let (served, links) =
        on_page(&db, &["Red", "Blue", "Black"], Expansion::BridgesCastlesBazaars, &tiles, vec![]);
    play(&served, &links, &[(0, "place 0 1 0"), (0, "pass"), (1, "choose 1"), (1, "bid 2")]);
    let shown = served.game(&links[2]).json();
    assert!(
        web::find_offered(&shown, "bid 9").is_some() && !shown["choices"].to_string().contains("bid 9"),
        "{shown}"
    );
    play(&served, &links, &[(2, "bid 9")]);
}

#[test]
fn a_monuments_cube_and_architect_are_played_on_the_page() {
    for (step, figure) in [("cube ", "a cube"), ("architect", "the architect")] {
        let db = TestDb::sqlite();
        let tiles = ["BA/RFr", "MO/Cathedral.t", "BA/L"];
        let (served, links) = on_page(&db, &["Ann", "Bob"], Expansion::Monuments, &tiles, vec![]);
        let last = play(&served, &links, &[(0, "place 1 0 0"), (0, "pass"), (1, "place 0 1 0"), (1, step)]);
        assert!(last["last_move"].as_str().is_some_and(|m| m.starts_with("Bob")), "{figure}: {last}");
    }
}

#[test]
fn the_abbot_goes_down_and_is_recalled_on_the_page() {
    let db = TestDb::sqlite();
    let tiles = ["AB/C.g", "BA/L", "BA/RFr", "BA/RFr"];
    let (served, links) = on_page(&db, &["Ann", "Bob"], Expansion::Abbot, &tiles, vec![]);
    let moves = [
        (0, "place 0 -1 180"),
        (0, "abbot garden"),
        (1, "place 0 1 0"),
        (1, "abbot monastery"),
        (0, "place 1 0 0"),
        (0, "recall"),
    ];
    let last = play(&served, &links, &moves);
    // Ann's abbot is home again, Bob's still in his monastery.
    assert_eq!((supply(&last, 0), supply(&last, 1)), (vec!["abbot"], vec![]), "{last}");
}

#[test]
fn the_river_is_placed_on_the_page() {
    let db = TestDb::sqlite();
    let mut s: Service = db.service();
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::River),
        seed: Some(2),
        ..NewGame::default()
    };
    ok(s.handle(&person("Ann"), Command::New(new)));
    ok(s.handle(&person("Bob"), Command::Join));
    ok(s.handle(&person("Ann"), Command::Start { keep_order: true }));
    let game = s.table(&person("Ann")).expect("the game").row.id.0;
    let tile =
        |s: &mut Service| s.table(&person("Ann")).expect("the game").game.and_then(|g| g.current_tile());
    let river = tile(&mut s).expect("a tile in hand");
    let river_set = carcassonne_engine::TileSet::Expansion(Expansion::River);
    assert!(river.def().set == river_set, "the river comes first: {river:?}");
    let served = web::serve(db.service());
    let links: Vec<String> = (0..2).map(|seat| web::link(game, Some(seat), Lang::En)).collect();
    play(&served, &links, &[(0, "place ")]);
}

#[test]
fn the_big_meeple_goes_down_on_the_page() {
    let db = TestDb::sqlite();
    let tiles = ["BA/RFr", "BA/RFr", "BA/RFr"];
    let (served, links) = on_page(&db, &["Ann", "Bob"], Expansion::InnsCathedrals, &tiles, vec![]);
    assert_eq!(supply(&served.game(&links[1]).json(), 0), ["big meeple"]);
    let moves = [(0, "place 1 0 0"), (0, "big road E"), (1, "place 2 0 0"), (1, "big field ")];
    let last = play(&served, &links, &moves);
    assert!(last["last_move"].as_str().is_some_and(|m| m.starts_with("Bob")), "{last}");
    // Both big meeples are on the board: nobody's supply lists one.
    assert_eq!((supply(&last, 0), supply(&last, 1)), (vec![], vec![]), "{last}");
}

/// Ann's builder joins her meeple's road, Bob's pig his farmer's field, each offered on
/// the page only beside its owner's follower.
#[test]
fn the_builder_and_the_pig_go_down_on_the_page() {
    let db = TestDb::sqlite();
    let tiles = ["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"];
    let (served, links) = on_page(&db, &["Ann", "Bob"], Expansion::TradersBuilders, &tiles, vec![]);
    let first = play(&served, &links, &[(0, "place 1 0 0")]);
    assert!(
        web::find_offered(&first, "builder ").is_none() && web::find_offered(&first, "pig ").is_none(),
        "{first}"
    );
    assert_eq!(supply(&first, 0), ["builder", "pig"]);
    let moves = [
        (0, "meeple road E"),
        (1, "place -1 0 0"),
        (1, "meeple field "),
        (0, "place 2 0 0"),
        (0, "builder road E"),
        (1, "place -2 0 0"),
        (1, "pig "),
    ];
    let last = play(&served, &links, &moves);
    assert!(last["last_move"].as_str().is_some_and(|m| m.starts_with("Bob")), "{last}");
    assert_eq!((supply(&last, 0), supply(&last, 1)), (vec!["pig"], vec!["builder"]), "{last}");
}
