//! The Abbot in the terminal: a scripted game typed in French (`abbé abbaye`, `abbé
//! jardin`, `reprendre`) and a whole game of The River and The Abbot played by bots,
//! with its timelapse.

use serde_json::Value;

use super::{events, local};

/// Start tile BA/RCr (city N, road W–E). Alice puts a monastery south of it with her
/// abbot; Bob a garden tile north of it, closing the start tile's city, with his;
/// Alice extends the road east and recalls her abbot: 3 points (its tile and two
/// around it). The game ends; Bob's garden scores its 3 at the end.
#[test]
fn a_scripted_abbot_game_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
Alice: poser 0 1 0
Alice: abbé abbaye
Bob: poser 0 -1 180
Bob: abbe jardin
Alice: poser 1 0 0
Alice: reprendre
Alice: historique
";
    let args = ["--players", "Alice,Bob", "--expansions", "abbot", "--tiles", "BA/L,AB/C.g,BA/RFr"];
    let out = local(&[&args[..], &["--lang", "fr", "--json"]].concat(), script, dir.path());
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}");
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(json["over"], true);
    let placed = events(&json, "abbot");
    assert_eq!(placed.len(), 2, "{placed:?}");
    assert_eq!([&placed[0]["spot"], &placed[1]["spot"]], ["monastery", "garden"]);
    assert_eq!(events(&json, "abbot_recalled").len(), 1);
    let players = json["players"].as_array().unwrap();
    assert_eq!(players[0]["breakdown"]["monastery"], 3, "{json}");
    assert_eq!(players[1]["breakdown"]["garden"], 3, "{json}");
    for said in [
        "Alice a posé son abbé dans l'abbaye.",
        "Bob a posé son abbé dans le jardin.",
        "Alice a repris son abbé en 0 1.",
        "Alice marque 3 points pour une abbaye.",
        "Décompte final\u{a0}: Bob marque 3 points pour un jardin.",
    ] {
        assert!(text.contains(said), "{said}: {text}");
    }
    // The history tells the abbot's moves again.
    assert_eq!(text.matches("Bob a posé son abbé dans le jardin").count(), 2, "{text}");
}

/// Bots play a whole game of The River and The Abbot in the terminal, putting down and
/// recalling abbots, and its timelapse is written.
#[test]
fn bots_play_a_whole_game_of_the_river_and_the_abbot() {
    let dir = tempfile::tempdir().unwrap();
    let gif = dir.path().join("abbot.gif");
    let args =
        ["--players", "Alice", "--bots", "normal,normal", "--expansions", "river,abbot", "--seed", "2"];
    let timelapse = gif.display().to_string();
    let out = local(
        &[&args[..], &["--timelapse", &timelapse, "--json"]].concat(),
        "Alice: bot Alice\n",
        dir.path(),
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(json["over"], true);
    assert!(events(&json, "placed").len() > 80, "a whole game");
    assert!(!events(&json, "abbot").is_empty() && !events(&json, "abbot_recalled").is_empty(), "{json}");
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
}
