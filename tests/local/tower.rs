//! The Tower in the terminal: a scripted game typed in French (`tour`, `capture`,
//! `rançon`, `sommet`) with its narration and summary, and `demo --expansions
//! princess-dragon,tower --lang fr`, bots playing both boxes to the end.

use std::process::Command;

use serde_json::Value;

use super::{events, local};

/// Start tile BA/RCr (city N, road W–E). Alice closes its city (4 points); Bob builds a
/// tower south of it; Alice puts a monk east of the tower, which Bob's second piece
/// captures; Alice pays Bob her ransom (3 points) before placing her tile, then closes
/// the tower with a meeple on top.
#[test]
fn a_scripted_tower_game_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
Alice: poser 0 -1 180
Alice: meeple ville S
Bob: poser 0 1 0
Bob: tour 0 1
Alice: poser 1 1 0
Alice: meeple abbaye
Bob: poser -1 1 0
Bob: tour 0 1
Bob: capture 1 1 abbaye
Alice: rançon 2 meeple
Alice: poser 2 1 0
Alice: sommet 0 1
Bob: poser -2 1 0
Bob: passer
Alice: poser 3 1 0
Alice: passer
";
    let tiles = "BA/C,TO/F,BA/L,BA/L,BA/L,BA/L,BA/L";
    let args = ["--players", "Alice,Bob", "--expansions", "tour", "--tiles", tiles, "--lang", "fr", "--json"];
    let out = local(&args, script, dir.path());
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{text}");
    let json: Value = serde_json::from_slice(&out.stdout).expect("JSON on stdout");
    assert_eq!(json["over"], true);
    assert_eq!(events(&json, "tower_built").len(), 2, "{json}");
    assert_eq!(events(&json, "captured").len(), 1);
    assert_eq!(events(&json, "ransom").len(), 1);
    assert_eq!(events(&json, "tower_topped").len(), 1);
    let players = json["players"].as_array().unwrap();
    assert_eq!(players[0]["score"], 1, "{json}");
    assert_eq!(players[1]["score"], 3, "{json}");
    assert_eq!(players[0]["breakdown"]["ransom"], -3, "{json}");
    for said in [
        "Bob élève la tour sur la dernière tuile (0 1) à un étage.",
        "Bob élève la tour à l'est de la dernière tuile (0 1) à 2 étages.",
        "Bob capture le meeple d'Alice dans l'abbaye à côté de la tour de 2 étages (1 1)\u{a0}: c'est son prisonnier.",
        "Alice paie à Bob une rançon de 3 points pour son meeple.",
        "Alice pose un meeple au sommet de la tour à côté de l'abbaye (0 1)\u{a0}: elle est fermée.",
    ] {
        assert!(text.contains(said), "{said}: {text}");
    }
}

/// The Tower's verbs typed alone list the moves they may make now, each as the line to
/// type with what it does, as `place` alone lists placements (not the notation's
/// refusal, `a tower is named by its cell`); in French, in French words. The game of
/// [`a_scripted_tower_game_in_french`], in English.
#[test]
fn the_tower_s_verbs_alone_list_their_moves() {
    let dir = tempfile::tempdir().unwrap();
    let script = "\
Alice: place 0 -1 180
Alice: meeple city S
Bob: place 0 1 0
Bob: tower
Bob: tower 0 1
Alice: place 1 1 0
Alice: meeple monastery
Bob: place -1 1 0
Bob: tower 0 1
Bob: capture
Bob: capture 1 1 monastery
Alice: ransom
Alice: ransom 2 meeple
Alice: place 2 1 0
Alice: top
Alice: top 0 1
";
    let tiles = "BA/C,TO/F,BA/L,BA/L,BA/L,BA/L,BA/L";
    let out =
        local(&["--players", "Alice,Bob", "--expansions", "tower", "--tiles", tiles], script, dir.path());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}\n{said}", String::from_utf8_lossy(&out.stderr));
    assert!(!said.contains("is named by"), "{said}");
    for (verb, lines) in [
        ("tower", &["- `tower 0 1` — "][..]),
        ("capture", &["- `capture 1 1 monastery` — ", "- `capture none` — "][..]),
        ("ransom", &["- `ransom 2 meeple` — "][..]),
        ("top", &["- `top 0 1` — "][..]),
    ] {
        let heading = format!("Your choices for `{verb}` now, each the line to type:");
        let listed = &said[said.find(&heading).unwrap_or_else(|| panic!("{heading}\n{said}"))..];
        let entries: Vec<&str> = listed.lines().skip(1).take_while(|l| l.starts_with("- ")).collect();
        for line in lines {
            assert!(entries.iter().any(|e| e.starts_with(line)), "{line} among {entries:?}");
        }
    }
    // Nothing of the kind to choose: refused, saying why, and the script stops there.
    let out = local(
        &["--players", "Alice,Bob", "--expansions", "tower", "--tiles", tiles],
        "Alice: top\n",
        dir.path(),
    );
    assert!(!out.status.success());
    let refused = String::from_utf8_lossy(&out.stderr);
    assert!(refused.contains("Alice: Nothing to pick now: you are placing"), "{refused}");
    // In French, the lines are French.
    let french = "Alice: poser 0 -1 180\nAlice: meeple ville S\nBob: poser 0 1 0\nBob: tour\n";
    let out = local(
        &["--players", "Alice,Bob", "--expansions", "tour", "--tiles", tiles, "--lang", "fr"],
        french,
        dir.path(),
    );
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(said.contains("Vos choix pour `tour` maintenant"), "{said}");
    assert!(said.contains("\n- `tour 0 1` — "), "{said}");
}

/// `demo --expansions princess-dragon,tower --lang fr`: bots play both boxes to the end,
/// in French, building towers, capturing and moving the dragon.
#[test]
fn demo_plays_princess_dragon_and_the_tower_in_french() {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["demo", "--players", "3", "--seed", "5", "--bots", "normal,normal,normal"])
        .args(["--expansions", "princess-dragon,tower", "--lang", "fr"])
        .env("LANG", "C.UTF-8")
        .output()
        .unwrap();
    assert!(out.status.success(), "stderr: {}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Scores finaux"), "{text}");
    for said in ["élève la tour ", "c'est son prisonnier", "déplace le dragon", "une rançon de 3 points"]
    {
        assert!(text.contains(said), "{said}: {text}");
    }
}

/// With Inns & Cathedrals: Bob's tower captures Alice's big meeple, her only prisoner.
/// At her turn the prompt offers its ransom by its word (`ransom SEAT big`, not
/// `meeple`), and putting the big meeple down is refused as held prisoner, not as on
/// the board; in both languages.
#[test]
fn a_big_meeple_held_prisoner_is_ransomed_and_refused_as_such() {
    let script = "\
Alice: place 0 -1 180
Alice: meeple city S
Bob: place 0 1 0
Bob: tower 0 1
Alice: place 1 1 0
Alice: big monastery
Bob: place -1 1 0
Bob: tower 0 1
Bob: capture 1 1 monastery
Alice: place 2 1 0
Alice: big field Nw
";
    let tiles = "BA/C,TO/F,BA/L,BA/L,BA/L,BA/L";
    for (lang, prompt, refusal) in [
        (
            "en",
            "`ransom SEAT big`",
            "your big meeple is not in your supply: another player holds it prisoner",
        ),
        ("fr", "`rançon PLACE grand`", "votre grand meeple n'est pas dans votre réserve"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let args = [
            "--players",
            "Alice,Bob",
            "--expansions",
            "tower,inns-cathedrals",
            "--tiles",
            tiles,
            "--lang",
            lang,
        ];
        let out = local(&args, script, dir.path());
        let text =
            format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(!out.status.success(), "the last line is refused: {text}");
        let asked =
            text.lines().rev().find(|l| l.starts_with("Alice") && l.contains('①')).unwrap_or_default();
        assert!(asked.contains(prompt), "{lang}: {asked}\n{text}");
        assert!(!asked.contains("meeple` ("), "{lang}: no plain meeple is held: {asked}");
        // The terminal capitalises the refusal it prints.
        assert!(text.lines().last().is_some_and(|l| l.to_lowercase().contains(refusal)), "{lang}: {text}");
    }
}
