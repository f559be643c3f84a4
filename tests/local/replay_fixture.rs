//! Games stored before a rules change replay exactly as they were played.
//!
//! `tests/fixtures/game-hs-v1.db` was written by engine version 1 through the `local`
//! driver: three players (Ann, Bob, Cid), Hills & Sheep, tiles and sheep drawn from
//! seed 2026 (no fixed order), so every draw of the stack and the bag depends on how
//! the engine consumes its randomness. Channel `finished` holds a whole game; channel
//! `midgame` stops after 60 actions. The JSON files are the `--json` summaries the
//! version-1 binary printed: the finished game as stored, and the middle game after the
//! 30 actions of `game-hs-v1.next.txt`. Never regenerate them: they stand for games
//! already in the field.
//!
//! `tests/fixtures/game-hs-v2.db` is the same for rules version 2 (the last before
//! Bridges, Castles & Bazaars), written by that version's binary from seed 2027 with
//! random legal moves: `finished` holds a whole game, `midgame` its first 60 actions,
//! continued by `game-hs-v2.next.txt`.
//!
//! `tests/fixtures/game-bcb-v4.db` is the same for rules version 4 (the last before
//! Monuments; The Gifts were not yet playable in the bot, so no stored game has them
//! at that version): Bob, Carol and Alice with Hills & Sheep and Bridges, Castles &
//! Bazaars, seed 2028, random legal moves (bazaars, bids, bridges and castles
//! included), written by that version's binary; `finished` holds a whole game,
//! `midgame` its first 60 actions, continued by `game-bcb-v4.next.txt`.
//!
//! `tests/fixtures/game-all-v5.db` is the same for rules version 5 with every expansion
//! (Alice, Carol and Bob, seed 2029; a cube on an objective in the first 60 actions, a
//! gift opened in the next 30), so whatever comes after version 5 must replay it too.
//!
//! Games stored at engine version 5 also replay, and play on, as version 5 played them,
//! through the two rules version 6 changed (see `crates/engine/tests/bazaar_no_bid.rs`
//! and `crates/engine/tests/gift_wasted.rs`). Each `.db` was written by the version-5
//! binary through the `local` driver; channel `finished` holds the whole game, channel
//! `midgame` stops before the moves that matter and `*.next.txt` continues it. The JSON
//! files are the `--json` summaries that binary printed (the finished game as stored,
//! and the middle game continued). Never regenerate them: they stand for games already
//! in the field.
//!
//! - `game-nobid-v5`: a bazaar without bidding, where every player chose a tile first,
//!   then the round was played (from version 6 each chooser plays at once). Ann, Bob
//!   and Cid, Bridges, Castles & Bazaars with `bazaar_no_bid`, seed 2030, draw order
//!   `BB/F.b,BA/RFr,BA/C,BA/Rr,BA/L,BA/RFr,BA/L`; `finished` is `Ann: place 0 1 0`,
//!   `Ann: pass` then the lines of `game-nobid-v5.next.txt`, where Cid's `choose 2` right
//!   after Bob's `choose 1` is the move version 6 refuses.
//! - `game-gifts-v5`: Take two opened on an empty stack, which version 5 told as opened
//!   (`gift_opened`) and version 6 tells as wasted. Ann and Bob, The Gifts, seed 2031,
//!   draw order `BA/RFr,BA/RFr,BA/L,BA/C`, deck `take-two`; `finished` is `Ann: place 1 0
//!   0`, `Ann: meeple road E`, `Bob: place 2 0 0` (Bob receives Take two), `Bob: pass`,
//!   `Ann: place 0 1 0`, `Ann: pass`, then the lines of `game-gifts-v5.next.txt`.
//!
//! `tests/fixtures/game-h64-v10.db` holds games of rules version 10 (the last before
//! issue 64's fixes), written by that version's binary through the `local` driver: a
//! pair of channels `<name>-finished` (the whole game) and `<name>-midgame` (stopped
//! before the move version 11 plays otherwise), with `game-h64-v10.<name>.next.txt`,
//! `.finished.json` and `.continued.json` as above. Never regenerate them. See
//! `crates/engine/tests/rules_v11.rs` for the same games at version 11.
//!
//! - `garden`, `garden-abbot`: the game (Alice and Bob, The River and The Gifts,
//!   then with The Abbot too; draw order `RI/FFWW.g,BA/RFr,BA/RFr,BA/L,BA/RFr`, deck
//!   `change`): Alice's Change position stands her farmer in the garden, 5 points there.
//! - `nobid-builder`: Ann, Bob and Cid, Bridges, Castles & Bazaars without bidding and
//!   Traders & Builders; Ann's bazaar extends her builder's road, Bob chooses before
//!   her second tile, Cid before Bob plays.
//! - `bridge-builder`: Ann and Bob, the same two expansions; Ann's tile extends her
//!   builder's road only through the bridge it needs: no second tile.
//! - `castle-big`: Ann and Bob, Bridges, Castles & Bazaars and Inns & Cathedrals; Ann's
//!   big meeple alone in a small city: no castle asked, the city scores 4.
//! - `walled`: Ann and Bob, Inns & Cathedrals; Bob's `IC/CCCC` closes four occupied
//!   cities: nothing left open, no figure step, Ann draws.
//!
//! `tests/fixtures/game-pd-v11.db` holds a Princess & Dragon game of rules version 11
//! (the first with the box), written by that version's binary through the `local`
//! driver: Ann and Bob, draw order `BA/RFr,BA/CFc+,DG/CRRR.p,DG/RrRr.g,BA/L,DG/F.v,
//! DG/RFr.d,BA/RFr,BA/C`. Channel `finished` holds the whole game, `midgame` its first
//! five actions (`Ann: place -1 0 0`, `Ann: meeple road W`, `Bob: place 0 -1 90`, `Bob:
//! meeple city N`, `Ann: place 0 -2 180`), continued by `game-pd-v11.next.txt`: Ann's
//! princess sends Bob's knight home, Bob goes through the portal to the start tile's
//! field, Ann moves the fairy beside her meeple, Bob's volcano brings the dragon, Ann's
//! dragon tile sends it four steps in turn, eating Bob's farmer then Ann's new meeple,
//! and the fairy scores each of Ann's turns and 3 with her road at the end. The JSON
//! files are that binary's `--json` summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-tower-v11.db` holds a game of The Tower of rules version 11 (the
//! first with the box), with Inns & Cathedrals for a second kind of follower, written by
//! that version's binary through the `local` driver: Ann and Bob, draw order `TO/F,BA/C,
//! BA/RFr,BA/RFr,TO/L,BA/RFr,BA/L,BA/L,BA/L,BA/L`. Channel `finished` holds the whole
//! game, `midgame` its first ten actions (`Ann: place 0 1 0`, `Ann: tower 0 1`, `Bob:
//! place 0 -1 180`, `Bob: meeple city S`, `Ann: place 1 0 0`, `Ann: meeple road E`, `Bob:
//! place -1 0 0`, `Bob: top 0 1`, `Ann: place 1 1 0`, `Ann: tower 1 1`): Ann built a
//! piece, Bob closed her tower with a meeple on top, and Ann's second tower waits for
//! her capture. `game-tower-v11.next.txt` continues it: Ann captures Bob's meeple from
//! the first tower's top, then his big meeple; Bob captures Ann's meeple and, as Ann
//! holds two kinds of his, chooses his big meeple back in the exchange; he pays his
//! ransom (3 points) for the meeple before his last tile; Ann's monastery scores at the
//! end. The JSON files are that binary's `--json` summaries, as above. Never regenerate
//! them. `tests/web/tower.rs` plays the same game on the board page.
//!
//! `tests/fixtures/game-tower-gifts-v11.db` holds a game of The Tower and The Gifts of rules
//! version 11 (the last before The Tower's review), written by that version's binary
//! through the `local` driver: Ann and Bob, draw order `BA/RFr,BA/RFr,TO/F,BA/CFc.1,
//! BA/L,BA/C,BA/L,BA/L,BA/L,BA/L,BA/L,BA/L,BA/L`, deck `take-two`. Bob receives Take
//! two, closes a city of 6; Ann's tower captures two of his monks; Bob pays one ransom
//! before placing his tile, opens Take two and keeps the second tile. Channel
//! `finished` holds the whole game, `midgame` stops there, and `game-tower-gifts-v11.next.txt`
//! continues it with the second ransom of that turn, which version 12 refuses (see
//! `crates/engine/tests/tower.rs`). The JSON files are that binary's `--json`
//! summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-fairy-v12.db` holds a game of Princess & Dragon and The Gifts of
//! rules version 12 (the last that gave the fairy's point with every tile drawn),
//! written by that version's binary through the `local` driver: Ann and Bob, draw order
//! `BA/RFr,BA/RFr,BA/L,BA/L,BA/L,BA/L,BA/L,BA/L,BA/L`, deck `take-two`. Bob receives
//! Take two for extending Ann's road, puts a monk at 1 1, then the fairy beside it; his
//! next turn scores him the fairy's point. Channel `finished` holds the whole game,
//! `midgame` stops there, and `game-fairy-v12.next.txt` continues it: Bob opens Take
//! two and keeps the second tile, which scores him the point again, the same turn (from
//! version 13 it does not: see `crates/engine/tests/princess_dragon.rs`). The JSON files
//! are that binary's `--json` summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-hills-v13.db` holds a game of Hills & Sheep and The Gifts of rules
//! version 13 (the last whose Take two put a hill back with its tile still hidden under
//! it), written by that version's binary through the `local` driver: Ann and Bob, seed 1,
//! draw order `BA/RFr,BA/RFr,BA/L,HS/RR.h,BA/C,BA/L,BA/L,BA/L,BA/L,BA/L`, deck
//! `take-two`. Bob receives Take two for extending Ann's road, then draws the hill,
//! under which `BA/C` goes. Channel `finished` holds the whole game, `midgame` stops
//! there, and `game-hills-v13.next.txt` continues it: Bob opens Take two, keeps the
//! second tile and puts a monk on it; the hill goes back into the stack, `BA/C` staying
//! hidden, and Ann draws the hill at once, which hides a second tile: two tiles under
//! one hill, `BA/C` never played (from version 14 it goes back with the hill: see
//! `crates/engine/tests/gifts.rs`). The JSON files are that binary's `--json`
//! summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-castle-fairy-v14.db` holds a game of Princess & Dragon and
//! Bridges, Castles & Bazaars of rules version 14 (the last whose fairy knew followers on
//! features only, and whose `DG/CCc+.p` had no walled-in field), written by that
//! version's binary through the `local` driver: Ann and Bob, draw order
//! `BA/C,BA/L,BA/L,BA/L,BA/L,BA/C,DG/CCc+.p,BA/L,BA/L`. Ann's knight stands in a city cap
//! at 0 1, Bob's monk at 1 1; Ann moves the fairy beside her knight, which scores her
//! the point at the start of her next turn. Channel `finished` holds the whole game,
//! `midgame` stops there, and `game-castle-fairy-v14.next.txt` continues it: Bob closes
//! Ann's small city, she builds a castle and her knight goes onto it, which leaves the
//! fairy alone (no point at her two later turns; from version 15 the fairy stays beside
//! her meeple on the castle: see `crates/engine/tests/princess_dragon.rs`); Ann then
//! places `DG/CCc+.p`, whose field walled in by its cities is no feature for her. The
//! JSON files are that binary's `--json` summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-abbey-mayor-v15.db` holds a game of Abbey & Mayor of rules version
//! 15 (the first with the box), written by that version's binary through the `local`
//! driver: Alice and Bob, draw order `BA/RFr,BA/RFr,BA/L,BA/LR,BA/L,AM/C!+,BA/L,BA/L,BA/L`
//! (the game of `tests/service/abbey_mayor.rs`, in English notation). Channel `finished`
//! holds the whole game, `midgame` its first twelve actions: Alice's farmer south of the
//! start road, Bob's wagon on a road ending at a monastery, his mayor in a city cap with a
//! pennant, and the hole they leave at 0 1. `game-abbey-mayor-v15.next.txt` continues it:
//! Alice places her abbey tile in the hole instead of drawing, with a monk, which closes
//! Bob's road and city (his mayor weighs the pennant: 4); Bob moves his wagon onto the
//! monastery beside it; Alice's abbey is surrounded (9); Bob's barn where four fields meet
//! scores Alice's farmer (3) at once and 4 at the end. The JSON files are that binary's
//! `--json` summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-am-v15.db` holds the four games of issue 84's repro scripts
//! (`tests/scripts/am-*.txt`) at rules version 15, written by that version's binary through
//! the `local` driver, as `game-h64-v10.db` holds its games: channels `<name>-finished`
//! (the whole script) and `<name>-midgame` (stopped before the move version 16 plays
//! otherwise), `game-am-v15.<name>.next.txt` continuing it, and that binary's `--json`
//! summaries. In all four nobody scores: `fairy-barn` — Bob's barn scores Alice's farmer
//! and her fairy brings nothing; `abbey-flock` — Bob's abbey tile closes the field of
//! Alice's shepherd, which stays unherded; `split-barn` — Bob's barn is accepted on the
//! corner where `AM/C!+`'s fields part; `dragon-flock` — the dragon eats Bob's shepherd
//! before the field Alice's tile closed is herded. Never regenerate them; see
//! `crates/engine/tests/rules_v16.rs` for the same games at both versions.
//!
//! `tests/fixtures/game-mage-witch-v17.db` holds a game of Mage & Witch of rules version
//! 17 (the first with the box), with Inns & Cathedrals, written by that version's binary
//! through the `local` driver: Ann and Bob, draw order `MW/CRRR.3,BA/Rr,MW/CRRr.2,BA/Rr,
//! BA/RFr,BA/C`. Channel `finished` holds the whole game, `midgame` its first ten actions:
//! Ann's mage on the road south of her first magic tile, her witch on the start road with
//! her meeple, the two roads curving towards 0 1. `game-mage-witch-v17.next.txt` continues
//! it: Ann's straight road at 0 1 joins the mage's road and the witch's, so she moves the
//! witch to the city north at 1 0 before the road of six tiles scores with the mage (12);
//! Bob closes that city with his meeple in it, halved by the witch (2); each figure leaves
//! the board after its feature scores. The JSON files are that binary's `--json`
//! summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-gold-mines-v18.db` holds a game of The Gold Mines of rules version
//! 18 (the first with the box), written by that version's binary through the `local`
//! driver: Ann and Bob, draw order `BA/C,GO/RRrr.X,BA/RRR,GO/RrRr,BA/Rr,BA/Rr,BA/RRR`.
//! Channel `finished` holds the whole game, `midgame` its first twelve actions: Ann closes
//! the start city with nobody in it; Bob's gold tile east of the start puts its second
//! ingot on that city's cap (diagonally), his meeple on the road west–east; Ann's meeple
//! on the gold tile's road north–south; Bob's second gold tile puts its second ingot on
//! the first gold tile (2 there). `game-gold-mines-v18.next.txt` continues it: Bob's curve
//! joins the two roads, Ann closes the road of seven tiles, tied (7 each); its three
//! ingots go one at a time from Ann, the active player (2 and 1), the one on the city's
//! cap is discarded at the end and each player's ingots score by the table (2 and 1). The
//! JSON files are that binary's `--json` summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-messengers-v20.db` holds a game of The Messengers of rules version
//! 20 (the first with the box), written by that version's binary through the `local`
//! driver: Ann and Bob, draw order `BA/RFr,BA/RFr,BA/CRRR,BA/L,BA/CRRR,BA/C,BA/L`, the
//! message stack starting with Add a Landscape Tile (`--messages tile`). Channel
//! `finished` holds the whole game, `midgame` its first ten actions: the road of five
//! tiles with Ann's meeple, her knight on the city cap at 2 0, Bob's monk at 0 1, and Ann
//! closing the road (5) with her highwayman on the road south at -2 0, asked which figure
//! the 5 points move. `game-messengers-v20.next.txt` continues it: her messenger to 5, a
//! dark space, draws Add a Landscape Tile, which she carries out: her extra tile closes
//! the start's city with her knight (4), onto her score meeple; Bob's monastery tile
//! ends the game, where the messenger's 5 points join her score meeple before the final
//! scoring (her city cap and road 1 each; Bob's monk 5). The JSON files are that
//! binary's `--json` summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-ferries-v21.db` holds a game of The Ferries of rules version 21
//! (the first with the box), written by that version's binary through the `local` driver:
//! Ann and Bob, draw order `FR/RRR,FR/RRR,BA/RRR,BA/RRR` (the engine's scenario
//! `a_lake_tile_puts_its_ferry_then_moves_the_one_its_road_reaches`). Channel `finished`
//! holds the whole game, `midgame` its first five actions: Ann's lake east of the start
//! with her meeple on its west end and its ferry east–west; Bob's lake east of hers, his
//! meeple on its east end. `game-ferries-v21.next.txt` continues it: Bob's ferry
//! east–west joins his road to Ann's, then he moves Ann's lake's ferry to south–west,
//! splitting it; Ann keeps the ferries after her tile west of the start, Bob closes his
//! road of three tiles (3), Ann's scores its three at the end (3). The JSON files are
//! that binary's `--json` summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-crop-circles-v22.db` holds a game of Crop Circles of rules
//! version 22 (the first with the box), written by that version's binary through the
//! `local` driver: Ann and Bob, draw order `BA/RFr,CC/RRr,CC/RRRr,BA/L`. Channel
//! `finished` holds the whole game, `midgame` its first seven actions: Ann's highwayman on
//! the start road; Bob's club circle west of the start tile, his highwayman on its curve;
//! he has every player add: Ann adds a meeple beside hers, Bob declines.
//! `game-crop-circles-v22.next.txt` continues it: Ann's club circle below Bob's; she has
//! every player take one back: Bob first, then Ann; Bob's monastery ends the game, Ann's
//! open road of three tiles scores 3. The JSON files are that binary's `--json`
//! summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-flying-machines-v23.db` holds a game of The Flying Machines of
//! rules version 23 (the first with the box), written by that version's binary through
//! the `local` driver: Ann and Bob, seed 1, draw order `BA/RFr,FL/RFr.WE.o,FL/F.o,BA/L`,
//! the die rolled from its own stream of the seed (no fixed rolls), so a replay must roll
//! the same. Channel `finished` holds the whole game, `midgame` its first four actions:
//! Ann's highwayman west of the start tile; Bob's machine tile east of it, pointing
//! west, his meeple flown (the die: 2) and waiting to land. `game-flying-machines-v23.next.txt`
//! continues it: Bob lands on Ann's road; Ann's machine tile south of the start tile
//! flies her meeple two tiles west (2 again), where no tile is: it crashes; Bob's
//! monastery ends the game, the open road of three tiles scoring 3 to each. The JSON
//! files are that binary's `--json` summaries, as above. Never regenerate them.
//!
//! `tests/fixtures/game-double-turn-v24.db` holds a double turn of rules version 24 (the
//! first whose first part ends every box's end-of-turn step before the builder's second
//! tile), written by that version's binary through the `local` driver: Ann and Bob, seed
//! 1, Traders & Builders, The Messengers and Crop Circles, draw order
//! `BA/RFr,BA/RRR,BA/RRR,BA/L,CC/RRr,BA/L,BA/L` (the engine's scenario
//! `a_first_part_ends_every_boxs_step_before_the_second_tile`). Channel `finished` holds
//! the whole game, `midgame` its first ten actions: Ann's highwayman and builder on her
//! road, Bob's highwayman east of his junction, and Ann's club circle closing her road of
//! four tiles (4), which earns the second tile. `game-double-turn-v24.next.txt` continues
//! it: the 4 points move Ann's messenger, Ann has every player take back a highwayman
//! (Bob alone has one), and only then comes her second tile; Bob's monastery ends the
//! game. The JSON files are that binary's `--json` summaries, as above. Never regenerate
//! them.

use std::path::Path;
use std::process::Command;

use serde_json::{Value, json};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures");

/// Runs the local driver on `db` in `channel` with `script` for the game that `game`
/// (players, seed, expansions) names, returning its summary.
fn local_game(db: &Path, channel: &str, script: &Path, game: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .arg("local")
        .args(game)
        .args(["--channel", channel, "--json", "--db"])
        .arg(db)
        .arg("--script")
        .arg(script)
        .output()
        .unwrap();
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON on stdout")
}

/// The fields of `expected` as found in `actual` (newer summaries may say more).
fn same_fields(actual: &Value, expected: &Value) {
    for (key, want) in expected.as_object().expect("an object") {
        let got = &actual[key];
        match (got, want) {
            (Value::Array(g), Value::Array(w)) if w.iter().all(Value::is_object) && !w.is_empty() => {
                assert_eq!(g.len(), w.len(), "{key}");
                for (g, w) in g.iter().zip(w) {
                    same_fields(g, w);
                }
            }
            // A newer summary may say more inside an object too (new score categories).
            (Value::Object(_), Value::Object(_)) => same_fields(got, want),
            _ => assert_eq!(got, want, "{key}"),
        }
    }
}

fn fixture(name: &str) -> Value {
    let text = std::fs::read_to_string(Path::new(FIXTURES).join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// Replays the game stored in the fixture database `db` on channel `channels.0` to its
/// end, and plays the one on `channels.1` on with `{stem}.next.txt`, both as `game`
/// (players, seed, expansions) names it, each checked against its fixture
/// (`{stem}.finished.json`, `{stem}.continued.json`); the two summaries.
fn replay_stored(db: &str, stem: &str, channels: (&str, &str), game: &[&str]) -> (Value, Value) {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("game.db");
    std::fs::copy(Path::new(FIXTURES).join(db), &copy).unwrap();
    let empty = dir.path().join("empty.txt");
    std::fs::write(&empty, "").unwrap();
    let finished = local_game(&copy, channels.0, &empty, game);
    same_fields(&finished, &fixture(&format!("{stem}.finished.json")));
    let next = Path::new(FIXTURES).join(format!("{stem}.next.txt"));
    let continued = local_game(&copy, channels.1, &next, game);
    same_fields(&continued, &fixture(&format!("{stem}.continued.json")));
    (finished, continued)
}

/// The Hills & Sheep game of the first fixtures, of seed `seed`.
fn hills_sheep(seed: &str) -> [&str; 6] {
    ["--players", "Ann,Bob,Cid", "--seed", seed, "--expansions", "hills-sheep"]
}

/// [`replay_stored`] of the fixture `{stem}.db`, its games on channels `finished` and
/// `midgame`.
fn replay(stem: &str, game: &[&str]) -> (Value, Value) {
    replay_stored(&format!("{stem}.db"), stem, ("finished", "midgame"), game)
}

#[test]
fn a_stored_hills_and_sheep_game_replays_and_plays_on_as_version_1_did() {
    replay("game-hs-v1", &hills_sheep("2026"));
}

#[test]
fn a_stored_version_2_game_replays_and_plays_on_as_version_2_did() {
    replay("game-hs-v2", &hills_sheep("2027"));
}

#[test]
fn a_stored_version_4_bazaar_game_replays_and_plays_on_as_version_4_did() {
    let game = [
        "--players",
        "Bob,Carol,Alice",
        "--seed",
        "2028",
        "--expansions",
        "hills-sheep,bridges-castles-bazaars",
    ];

    let (finished, _) = replay("game-bcb-v4", &game);
    assert!(finished["bridges_castles_bazaars"]["bridges"].as_array().is_some_and(|b| !b.is_empty()));
}

#[test]
fn a_stored_version_5_game_with_every_expansion_replays_and_plays_on_as_version_5_did() {
    let expansions = "hills-sheep,bridges-castles-bazaars,gifts,monuments";
    replay("game-all-v5", &["--players", "Alice,Carol,Bob", "--seed", "2029", "--expansions", expansions]);
}

#[test]
fn a_stored_version_5_bazaar_without_bidding_replays_and_plays_on_as_version_5_did() {
    let (finished, continued) = replay("game-nobid-v5", &["--players", "Ann,Bob,Cid"]);
    assert_eq!(scores(&finished), [4, 9, 4], "Ann, Bob, Cid");
    // Version 5's order: Bob and Cid chose before anyone played.
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    let first_placed = kinds.iter().position(|&k| k == "placed").unwrap();
    let choices = kinds.iter().enumerate().filter(|&(_, &k)| k == "bazaar_choice").map(|(i, _)| i);
    assert_eq!(choices.filter(|&i| i < first_placed).count(), 2, "{kinds:?}");
}

#[test]
fn a_stored_version_5_take_two_on_an_empty_stack_is_still_opened_not_wasted() {
    let (_, continued) = replay("game-gifts-v5", &["--players", "Ann,Bob"]);
    assert_eq!(continued["events"][0]["type"], "gift_opened", "version 5 opened it, for nothing");
    assert_eq!(scores(&continued), [3, 4], "Ann's road of 3 tiles, Bob's city of 2");
}

/// Replays the game `name` of the fixture database `{stem}.db`, which holds several, and
/// plays it on, as the version that stored it did; returns both summaries.
fn replay_one_of(stem: &str, name: &str, game: &[&str]) -> (Value, Value) {
    let channels = (&*format!("{name}-finished"), &*format!("{name}-midgame"));
    replay_stored(&format!("{stem}.db"), &format!("{stem}.{name}"), channels, game)
}

/// Replays the version-10 game `name` of `game-h64-v10.db` and plays it on, as version 10
/// did; returns the continued summary.
fn replay_h64(name: &str, game: &[&str]) -> Value {
    replay_one_of("game-h64-v10", name, game).1
}

fn scores(summary: &Value) -> Vec<&Value> {
    summary["players"].as_array().unwrap().iter().map(|p| &p["score"]).collect()
}

#[test]
fn stored_version_10_games_replay_and_play_on_as_version_10_did() {
    for name in ["garden", "garden-abbot"] {
        let continued = replay_h64(name, &["--players", "Alice,Bob"]);
        assert_eq!(scores(&continued), [7, 3], "{name}: Alice's farmer stood in the garden");
        // The table's columns add up, the garden's included.
        assert_eq!(continued["players"][0]["breakdown"]["garden"], 5, "{name}");
    }
    let continued = replay_h64("nobid-builder", &["--players", "Ann,Bob,Cid"]);
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    assert_eq!(kinds[..3], ["bazaar_choice", "tile_won", "second_tile"], "Bob chose first");
    let continued = replay_h64("bridge-builder", &["--players", "Ann,Bob"]);
    assert!(!continued["events"].as_array().unwrap().iter().any(|e| e["type"] == "second_tile"));
    let continued = replay_h64("castle-big", &["--players", "Ann,Bob"]);
    assert_eq!(scores(&continued), [4, 0], "the small city scored for the big meeple");
    let continued = replay_h64("walled", &["--players", "Ann,Bob"]);
    assert_eq!(scores(&continued), [12, 4], "no farmer between the four cities");
}

#[test]
fn a_stored_princess_and_dragon_game_replays_and_plays_on_as_version_11_did() {
    let (finished, continued) = replay("game-pd-v11", &["--players", "Ann,Bob"]);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [9, 0], "Ann's road of 4 and her fairy's 5");
        assert_eq!(summary["players"][0]["breakdown"]["fairy"], 5, "a point on two turns, 3 at the end");
        assert_eq!((&summary["dragon"]["x"], &summary["dragon"]["y"]), (&2.into(), &0.into()));
        assert_eq!(summary["over"], true);
    }
    // Every decision of the box, played on from the stored middle of the game.
    let events = continued["events"].as_array().unwrap();
    let kinds: Vec<&str> = events.iter().filter_map(|e| e["type"].as_str()).collect();
    for kind in ["princess", "portal", "fairy", "dragon_landed", "dragon_moved", "dragon_stopped"] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
    let eaten: Vec<&Value> =
        events.iter().filter(|e| e["type"] == "dragon_moved").map(|e| &e["eaten"]).collect();
    assert_eq!(eaten, [&json!([]), &json!(["Bob"]), &json!([]), &json!(["Ann"])]);
}

#[test]
fn a_stored_tower_game_replays_and_plays_on_as_version_11_did() {
    let (finished, continued) = replay("game-tower-v11", &["--players", "Ann,Bob"]);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [8, 1], "Ann's ransom and monastery; Bob's city less his ransom");
        let ransoms: Vec<&Value> =
            summary["players"].as_array().unwrap().iter().map(|p| &p["breakdown"]["ransom"]).collect();
        assert_eq!(ransoms, [3, -3]);
        assert_eq!(
            summary["towers"],
            json!([
                {"x": 0, "y": 1, "height": 1, "top": null},
                {"x": 1, "y": 1, "height": 3, "top": null},
            ]),
            "the first tower open again once its top was taken"
        );
        let supplies: Vec<(&Value, &Value)> = summary["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (&p["tower_pieces"], &p["prisoners"]))
            .collect();
        assert_eq!(supplies, [(&7.into(), &0.into()), (&9.into(), &0.into())]);
        assert_eq!(summary["over"], true);
    }
    // Every decision of the box after the stored capture step, played on.
    let events = continued["events"].as_array().unwrap();
    let of = |kind: &str| events.iter().filter(|e| e["type"] == kind).collect::<Vec<_>>();
    let captured: Vec<(&Value, &Value, &Value, &Value, &Value)> =
        of("captured").iter().map(|e| (&e["player"], &e["owner"], &e["figure"], &e["x"], &e["y"])).collect();
    assert_eq!(
        captured,
        [
            (&"Ann".into(), &"Bob".into(), &"meeple".into(), &0.into(), &1.into()),
            (&"Ann".into(), &"Bob".into(), &"big".into(), &2.into(), &1.into()),
            (&"Bob".into(), &"Ann".into(), &"meeple".into(), &1.into(), &0.into()),
        ],
        "the meeple on top of the tower at 0 1, then followers"
    );
    let exchanged = of("prisoners_exchanged");
    assert_eq!(
        (&exchanged[0]["got"], &exchanged[0]["gave"]),
        (&"big".into(), &"meeple".into()),
        "{exchanged:?}"
    );
    let ransom = of("ransom");
    assert_eq!((&ransom[0]["player"], &ransom[0]["points"]), (&"Bob".into(), &3.into()), "{ransom:?}");
}

#[test]
fn a_stored_tower_and_gifts_game_takes_two_ransoms_in_a_turn_as_version_11_did() {
    let (finished, continued) = replay("game-tower-gifts-v11", &["--players", "Ann,Bob"]);
    for summary in [&finished, &continued] {
        // Bob's two ransoms in one turn: his city's 6 went to Ann, beside her road of 3.
        assert_eq!(scores(summary), [9, 0], "Ann, Bob");
        assert_eq!(summary["players"][1]["breakdown"]["ransom"], -6);
        assert_eq!(summary["over"], true);
    }
    let ransoms = continued["events"].as_array().unwrap().iter().filter(|e| e["type"] == "ransom").count();
    assert_eq!(ransoms, 1, "the second ransom of the turn, played on from the stored middle");
}

#[test]
fn a_stored_fairy_and_take_two_game_scores_the_fairys_point_twice_in_a_turn_as_version_12_did() {
    let (finished, continued) = replay("game-fairy-v12", &["--players", "Ann,Bob"]);
    for summary in [&finished, &continued] {
        // Bob's monastery of 8 tiles and his fairy's 5: a point at each start of his
        // turn with Take two's tile, 3 with the monastery at the end.
        assert_eq!(scores(summary), [3, 13], "Ann's road of 3; Bob");
        assert_eq!(summary["players"][1]["breakdown"]["fairy"], 5);
        assert_eq!(summary["over"], true);
    }
    let fairy: Vec<(&Value, &Value)> = continued["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["type"] == "scored" && e["category"] == "fairy")
        .map(|e| (&e["points"], &e["at_end"]))
        .collect();
    assert_eq!(
        fairy,
        [(&1.into(), &false.into()), (&3.into(), &true.into())],
        "the turn's second point, for the tile kept from Take two, played on from the stored middle"
    );
}

#[test]
fn a_stored_hills_and_take_two_game_keeps_two_tiles_under_one_hill_as_version_13_did() {
    let (finished, continued) = replay("game-hills-v13", &["--players", "Ann,Bob"]);
    for summary in [&finished, &continued] {
        // One hill on the board, two tiles under it: `BA/C` and the one Ann's draw hid.
        assert_eq!(summary["hidden_under_hills"], 2);
        assert_eq!(scores(summary), [3, 8], "Ann's road of 3; Bob's monastery of 8 tiles");
        assert_eq!(summary["over"], true);
    }
    let events = continued["events"].as_array().unwrap();
    let kinds: Vec<&str> = events.iter().filter_map(|e| e["type"].as_str()).collect();
    assert_eq!(
        kinds[..7],
        ["gift_opened", "drawn", "tile_returned", "placed", "meeple", "drawn", "under_hill"],
        "the hill went back alone, and hid another tile when drawn again"
    );
    let placed: Vec<&Value> = events.iter().filter(|e| e["type"] == "placed").map(|e| &e["tile"]).collect();
    assert!(!placed.contains(&&json!("BA/C")), "the tile first hidden stays out of the game: {placed:?}");
}

#[test]
fn a_stored_castle_and_fairy_game_leaves_the_fairy_when_its_knight_goes_onto_a_castle_as_version_14_did() {
    let (finished, continued) = replay("game-castle-fairy-v14", &["--players", "Ann,Bob"]);
    for summary in [&finished, &continued] {
        // One point, at the turn before the castle; none at Ann's two turns after it.
        assert_eq!(scores(summary), [1, 6], "Ann's fairy's point; Bob's monastery of 6 tiles");
        assert_eq!(summary["players"][0]["breakdown"]["fairy"], 1);
        assert_eq!(
            summary["fairy"],
            json!({"player": null, "x": 0, "y": 1}),
            "the fairy alone on Ann's old tile"
        );
        assert_eq!(summary["over"], true);
    }
    let events = continued["events"].as_array().unwrap();
    assert!(
        events.iter().all(|e| e["category"] != "fairy"),
        "no fairy's point after the castle, played on from the stored middle: {events:?}"
    );
}

#[test]
fn a_stored_abbey_and_mayor_game_replays_and_plays_on_as_version_15_did() {
    let (finished, continued) = replay("game-abbey-mayor-v15", &["--players", "Alice,Bob"]);
    for summary in [&finished, &continued] {
        assert_eq!(
            scores(summary),
            [12, 15],
            "Alice's abbey and farmer; Bob's mayor's city, wagon's road, monastery and barn"
        );
        assert_eq!(summary["barns"], json!([{"corner": "NW", "owner": "Bob", "x": 2, "y": 2}]));
        assert_eq!(summary["over"], true);
    }
    // Every piece of the box after the stored middle, played on.
    let events = continued["events"].as_array().unwrap();
    let kinds: Vec<&str> = events.iter().filter_map(|e| e["type"].as_str()).collect();
    for kind in ["abbey_taken", "wagon_moved", "barn", "barn_farmers_scored", "barns_scored"] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
    let placed = events.iter().find(|e| e["type"] == "placed").unwrap();
    assert_eq!((&placed["tile"], &placed["x"], &placed["y"]), (&"AM/A".into(), &0.into(), &1.into()));
    let moved = events.iter().find(|e| e["type"] == "wagon_moved").unwrap();
    assert_eq!((&moved["x"], &moved["y"], &moved["spot"]), (&(-1).into(), &1.into(), &"monastery".into()));
}

#[test]
fn stored_version_15_games_of_abbey_and_mayor_s_meetings_replay_as_version_15_played_them() {
    for name in ["fairy-barn", "abbey-flock", "split-barn", "dragon-flock"] {
        let (finished, continued) = replay_one_of("game-am-v15", name, &["--players", "Alice,Bob"]);
        for summary in [&finished, &continued] {
            assert_eq!(scores(summary), [0, 0], "{name}: nobody scored at version 15");
            assert_eq!(summary["over"], true, "{name}");
        }
    }
    let (_, split) = replay_one_of("game-am-v15", "split-barn", &["--players", "Alice,Bob"]);
    assert_eq!(split["barns"], json!([{"corner": "NW", "owner": "Bob", "x": 1, "y": 2}]));
    let (_, eaten) = replay_one_of("game-am-v15", "dragon-flock", &["--players", "Alice,Bob"]);
    let first = eaten["events"].as_array().unwrap().iter().find(|e| e["type"] == "dragon_moved").unwrap();
    assert_eq!(first["eaten"], json!(["Bob"]), "the shepherd eaten unherded");
}

#[test]
fn a_stored_mage_and_witch_game_replays_and_plays_on_as_version_17_did() {
    let game = ["--players", "Ann,Bob", "--expansions", "mage-witch,inns-cathedrals"];
    let tiles = ["--tiles", "MW/CRRR.3,BA/Rr,MW/CRRr.2,BA/Rr,BA/RFr,BA/C"];
    let game: Vec<&str> = game.iter().chain(&tiles).copied().collect();
    let (finished, continued) = replay("game-mage-witch-v17", &game);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [12, 2], "Ann's road of 6 with the mage; Bob's city of 2 halved");
        assert_eq!((&summary["mage"], &summary["witch"]), (&Value::Null, &Value::Null), "both left");
        assert_eq!(summary["over"], true);
    }
    // The join answered before the road scored, and each figure leaving after its scoring.
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    assert_eq!(kinds[..5], ["placed", "magic_moved", "passed", "scored", "magic_returned"], "{kinds:?}");
}

#[test]
fn a_stored_gold_mines_game_replays_and_plays_on_as_version_18_did() {
    let game = ["--players", "Ann,Bob", "--expansions", "gold-mines"];
    let tiles = ["--tiles", "BA/C,GO/RRrr.X,BA/RRR,GO/RrRr,BA/Rr,BA/Rr,BA/RRR"];
    let game: Vec<&str> = game.iter().chain(&tiles).copied().collect();
    let (finished, continued) = replay("game-gold-mines-v18", &game);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [9, 8], "the road of 7 tied, then 2 ingots and 1");
        assert_eq!(summary["gold"], json!([]), "nothing left on the board");
        assert_eq!(summary["over"], true);
    }
    // The tie's ingots one at a time from the active player, the rest discarded.
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    assert_eq!(
        kinds[5..10],
        ["scored", "gold_taken", "gold_taken", "gold_taken", "gold_discarded"],
        "{kinds:?}"
    );
}

#[test]
fn a_stored_messengers_game_replays_and_plays_on_as_version_20_did() {
    let game = ["--players", "Ann,Bob", "--expansions", "messengers", "--messages", "tile"];
    let tiles = ["--tiles", "BA/RFr,BA/RFr,BA/CRRR,BA/L,BA/CRRR,BA/C,BA/L"];
    let game: Vec<&str> = game.iter().chain(&tiles).copied().collect();
    let (finished, continued) = replay("game-messengers-v20", &game);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [11, 5], "the road 5, the city 4, a cap and a road 1 each; the monk 5");
        assert_eq!(summary["players"][0]["messenger"], 0, "joined at the end");
        assert_eq!(summary["over"], true);
    }
    // The messenger to 5 draws the extra tile, carried out, and its points move again.
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    assert_eq!(
        kinds[..8],
        [
            "messenger_advanced",
            "message_drawn",
            "message_carried",
            "drawn",
            "placed",
            "meeple",
            "scored",
            "messenger_advanced"
        ],
        "{kinds:?}"
    );
    assert!(kinds.contains(&"messenger_joined"), "{kinds:?}");
}

#[test]
fn a_stored_ferries_game_replays_and_plays_on_as_version_21_did() {
    let game = ["--players", "Ann,Bob", "--expansions", "ferries", "--tiles", "FR/RRR,FR/RRR,BA/RRR,BA/RRR"];
    let (finished, continued) = replay("game-ferries-v21", &game);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [3, 3], "Bob's road closed after the move, Ann's at the end");
        assert_eq!(
            summary["ferries"],
            json!([{ "cell": "1 0", "ends": "S W" }, { "cell": "2 0", "ends": "E W" }])
        );
        assert_eq!(summary["over"], true);
    }
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    assert_eq!(kinds[..2], ["ferry_placed", "ferry_moved"], "{kinds:?}");
}

#[test]
fn a_stored_crop_circles_game_replays_and_plays_on_as_version_22_did() {
    let game =
        ["--players", "Ann,Bob", "--expansions", "crop-circles", "--tiles", "BA/RFr,CC/RRr,CC/RRRr,BA/L"];
    let (finished, continued) = replay("game-crop-circles-v22", &game);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [3, 0], "Ann's open road of three tiles");
        assert_eq!(summary["over"], true);
    }
    // Ann's circle: the choice, then Bob's highwayman taken back before Ann's.
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    let from = kinds.iter().position(|&k| k == "circle_chosen").expect("a choice");
    assert_eq!(kinds[from..from + 3], ["circle_chosen", "circle_removed", "circle_removed"], "{kinds:?}");
}

#[test]
fn a_stored_flying_machines_game_replays_and_plays_on_as_version_23_did() {
    let game = [
        "--players",
        "Ann,Bob",
        "--expansions",
        "flying-machines",
        "--tiles",
        "BA/RFr,FL/RFr.WE.o,FL/F.o,BA/L",
    ];
    let (finished, continued) = replay("game-flying-machines-v23", &game);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [3, 3], "the open road of three tiles, a highwayman and a flier");
        assert_eq!(summary["over"], true);
    }
    // Bob's landing, then Ann's flight of the die's second 2 and its crash.
    let events = continued["events"].as_array().unwrap();
    let kinds: Vec<&str> = events.iter().filter_map(|e| e["type"].as_str()).collect();
    assert_eq!(kinds[0], "flier_landed", "{kinds:?}");
    let from = kinds.iter().position(|&k| k == "flier_flew").expect("a flight");
    assert_eq!(kinds[from..from + 2], ["flier_flew", "flier_crashed"], "{kinds:?}");
    assert_eq!(events[from]["roll"], 2);
}

#[test]
fn a_stored_double_turn_replays_and_plays_on_as_version_24_did() {
    let game = [
        "--players",
        "Ann,Bob",
        "--seed",
        "1",
        "--expansions",
        "traders-builders,messengers,crop-circles",
        "--tiles",
        "BA/RFr,BA/RRR,BA/RRR,BA/L,CC/RRr,BA/L,BA/L",
    ];
    let (finished, continued) = replay("game-double-turn-v24", &game);
    for summary in [&finished, &continued] {
        assert_eq!(scores(summary), [4, 0], "Ann's road of four tiles, closed by her circle");
        assert_eq!(summary["over"], true);
    }
    // The first part ends, the messenger's move then the circle's action, before the
    // second tile.
    let kinds: Vec<&str> =
        continued["events"].as_array().unwrap().iter().filter_map(|e| e["type"].as_str()).collect();
    assert_eq!(
        kinds[..5],
        ["messenger_advanced", "circle_chosen", "circle_removed", "second_tile", "drawn"],
        "{kinds:?}"
    );
}
