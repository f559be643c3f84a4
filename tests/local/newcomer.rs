//! The terminal as a newcomer meets it, run as a user runs `local`: what the start
//! says about seeing the board, `place` alone, the end of a game in order, the
//! timelapse written when the game ends, names that sit at no seat, `away` twice, a
//! skipped figure step, `games`, a resumed game, the example scripts shipped in
//! docs/scripts (their first line's flags applied), `help` and `rules` for the game's
//! own expansions, `hill_count` explained, and a gift one does not hold.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use super::local;

/// `local` with `args`, reading `input` from standard input (no `--script`), in English.
fn typed(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .arg("local")
        .args(args)
        .env("LANG", "C.UTF-8")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Where `what` is in `text`, which must hold it.
fn at(text: &str, what: &str) -> usize {
    text.find(what).unwrap_or_else(|| panic!("`{what}` in:\n{text}"))
}

/// A game without `--png-dir` says how to see the board; `place` alone lists where the
/// drawn tile fits, best first, as Discord's autocomplete does.
#[test]
fn a_blind_game_says_how_to_see_the_board_and_where_the_tile_fits() {
    let out = typed(&["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C"], "Alice: place\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("run with `--png-dir DIR`"), "{}", stderr(&out));
    let said = stdout(&out);
    let listed = &said[at(&said, "Where a straight road fits, best first")..];
    let cells: Vec<&str> = listed.lines().skip(1).filter(|l| l.starts_with("- ")).collect();
    // The start tile (a road west–east, a city north) takes a straight road at its
    // three open sides.
    assert!(cells.len() >= 3, "{listed}");
    assert!(
        cells.iter().any(|c| c.starts_with("- 1,0 ")) && cells.iter().any(|c| c.starts_with("- -1,0 ")),
        "{listed}"
    );
    assert!(
        listed.contains("0° or 180° · beside the last tile"),
        "with the rotations and what each does: {listed}"
    );
    // Not Bob's tile to place: refused as a placement would be.
    let out = typed(&["--players", "Alice,Bob"], "Bob: place\n");
    assert!(!out.status.success() && stderr(&out).contains("not your turn"), "{}", stderr(&out));
    // With pictures, the start names where they go.
    let dir = tempfile::tempdir().unwrap();
    let pictures = dir.path().join("boards");
    let out = typed(&["--players", "Alice,Bob", "--png-dir", pictures.to_str().unwrap()], "");
    assert!(stderr(&out).contains(&format!("drawn after every move in {}", pictures.display())));
}

/// The end of a game in the terminal: the last move, the final scoring, then the
/// verdict and the table; with `--timelapse`, the film is written as the game ends,
/// before the lines after it, even when one of those is refused.
#[test]
fn the_end_of_a_game_is_told_in_order_and_its_timelapse_written_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let gif = dir.path().join("end.gif");
    let script = "Alice: place 1 0 0\nAlice: meeple road E\nBob: place 0 -1 180\nBob: pass\nAlice: status\nAlice: place 5 5 0\n";
    let args = ["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C", "--timelapse", gif.to_str().unwrap()];
    let out = local(&args, script, dir.path());
    assert!(!out.status.success(), "the last line is refused");
    let said = stdout(&out);
    let moved = at(&said, "Bob placed no figure.");
    assert!(moved < at(&said, "Final scoring: "), "{said}");
    assert!(at(&said, "Final scoring: ") < at(&said, "The game is over: "), "{said}");
    assert!(at(&said, "The game is over: ") < at(&said, "Final scores:"), "{said}");
    let written = at(&said, "(the game's timelapse is in");
    assert!(written > at(&said, "Final scores:"), "{said}");
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
    assert_eq!(said.matches("(the game's timelapse is in").count(), 1, "{said}");
}

/// A script's line that names no player is refused in the game's language, with an
/// example in its words.
#[test]
fn a_script_line_without_a_player_is_refused_in_the_games_language() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(&["--players", "Alice,Bob", "--lang", "fr"], "aide\n", dir.path());
    assert!(!out.status.success());
    let said = stderr(&out);
    assert!(said.contains("`aide`\u{a0}: une ligne de script commence par le nom du joueur"), "{said}");
    assert!(said.contains("`Alice: poser 1 0 90`"), "{said}");
    let out = local(&["--players", "Alice,Bob"], "help\n", dir.path());
    assert!(stderr(&out).contains("as in `Alice: place 1 0 90`"), "{}", stderr(&out));
}

/// A line for a name that sits at no seat says so (not that `Carol:` is no command);
/// `away` twice says the player is away already; a placement that leaves nothing to
/// put a figure on says the figure step is skipped.
#[test]
fn strangers_a_second_away_and_a_skipped_figure_step_are_told() {
    let dir = tempfile::tempdir().unwrap();
    let out = local(&["--players", "Alice,Bob"], "Carol: place 1 0 0\n", dir.path());
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("Carol is not a player here: the players are Alice, Bob."),
        "{}",
        stderr(&out)
    );
    assert!(!stderr(&out).contains("not a command"), "{}", stderr(&out));

    let out = local(
        &["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C,BA/L"],
        "Bob: away\nBob: away\n",
        dir.path(),
    );
    assert!(!out.status.success());
    assert!(stderr(&out).contains("You are already away"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("not seated"), "{}", stderr(&out));

    // Solo: a monastery with a meeple seven times; the eighth placement leaves Ann no
    // meeple, so no figure step.
    let mut script = String::new();
    for x in 0..8 {
        script += &format!("Ann: place {x} 1 0\n");
        if x < 7 {
            script += "Ann: meeple monastery\n";
        }
    }
    let tiles = ["BA/L"; 9].join(",");
    let out = local(&["--players", "Ann", "--tiles", &tiles], &script, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    assert_eq!(said.matches("Ann can put no figure on this tile").count(), 1, "{said}");
    assert!(
        said.contains("(Ann can put no figure on this tile: no meeple left, so the figure step is skipped.)"),
        "{said}"
    );
    // Said after the placement, before the game calls the next player.
    let note = &said[at(&said, "(Ann can put no figure")..];
    assert!(note.lines().nth(1).is_some_and(|l| l.starts_with("Ann, your turn")), "{note}");
    let before = &said[..at(&said, "(Ann can put no figure")];
    assert!(before.trim_end().ends_with("Ann placed a monastery at 7 1, rotated 0°."), "{before}");
}

/// The figure step takes a spot as the board shows it: by its number (`meeple 1`, the
/// only spot of a city on four sides), or by its kind where the tile has one open spot
/// of that kind (`meeple city` on a city cap, no edge asked). A tile whose features are
/// all taken, its player holding meeples, says that is why its figure step is skipped.
#[test]
fn a_spot_is_taken_by_its_number_or_its_only_kind_and_a_skip_says_why() {
    let dir = tempfile::tempdir().unwrap();
    // The start tile's city faces north: Alice's city on four sides joins it, Bob's
    // joins hers (taken), Alice's cap lies south of the start, its city facing south.
    let script =
        "Alice: place 0 -1 0\nAlice: meeple 1\nBob: place 0 -2 0\nAlice: place 0 1 180\nAlice: meeple city\n";
    let out =
        local(&["--players", "Alice,Bob", "--tiles", "BA/Cccc+,BA/Cccc+,BA/C", "--json"], script, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let meeples: Vec<String> = json["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["type"] == "meeple")
        .map(|e| format!("{} {} {}", e["x"], e["y"], e["spot"].as_str().unwrap()))
        .collect();
    assert_eq!(meeples, ["0 -1 city N", "0 1 city S"], "the only spot, then the only city");
    let said = stderr(&out);
    let skipped = "(Bob can put no figure on this tile: no free feature, so the figure step is skipped.)";
    assert!(said.contains(skipped), "{said}");
    // Two cities on the tile: its kind alone names neither, and the notation's refusal stands.
    let two = local(
        &["--players", "Alice,Bob", "--tiles", "BA/CC.2"],
        "Alice: place 0 -1 180\nAlice: meeple city\n",
        dir.path(),
    );
    assert!(!two.status.success());
    assert!(stderr(&two).contains("a city needs an edge"), "{}", stderr(&two));
}

/// `--png-dir` on a resumed game numbers its boards on after the highest one in the
/// folder: the earlier run's stay as they were, none overwritten from `001.png`.
#[test]
fn a_resumed_game_numbers_its_boards_after_those_already_there() {
    let dir = tempfile::tempdir().unwrap();
    let (db, pictures) = (dir.path().join("g.db"), dir.path().join("boards"));
    let args = [
        "--players",
        "Alice,Bob",
        "--tiles",
        "BA/RFr,BA/C",
        "--db",
        db.to_str().unwrap(),
        "--png-dir",
        pictures.to_str().unwrap(),
    ];
    let boards = || {
        let mut names: Vec<String> = std::fs::read_dir(&pictures)
            .unwrap()
            .map(|f| f.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names.into_iter().map(|n| (std::fs::read(pictures.join(&n)).unwrap(), n)).collect::<Vec<_>>()
    };
    assert!(local(&args, "Alice: place 1 0 0\n", dir.path()).status.success());
    let first = boards();
    assert!(!first.is_empty());
    let again = local(&args, "Alice: pass\n", dir.path());
    assert!(again.status.success(), "{}", stderr(&again));
    let all = boards();
    assert!(
        all.len() > first.len(),
        "the resumed run drew boards: {:?}",
        all.iter().map(|b| &b.1).collect::<Vec<_>>()
    );
    assert_eq!(all[..first.len()], first[..], "the first run's boards are kept as they were");
    let numbers: Vec<String> = (1..=all.len()).map(|n| format!("{n:03}.png")).collect();
    assert_eq!(all.iter().map(|b| b.1.clone()).collect::<Vec<_>>(), numbers, "numbered on, none twice");
}

/// `games` names a terminal channel as `--channel` does, not as a Discord link; a
/// game resumed from `--db` says so.
#[test]
fn games_name_the_channel_and_a_resumed_game_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("g.db");
    let args = ["--players", "Alice,Bob", "--tiles", "BA/RFr,BA/C", "--db", db.to_str().unwrap()];
    let first = local(&args, "Alice: place 1 0 0\nAlice: games\n", dir.path());
    assert!(first.status.success(), "{}", stderr(&first));
    assert!(stdout(&first).contains("- channel `local` (active)"), "{}", stdout(&first));
    assert!(!stdout(&first).contains("<#"), "{}", stdout(&first));
    assert!(!stderr(&first).contains("resuming"), "a new game: {}", stderr(&first));
    let again = local(&args, "Alice: pass\n", dir.path());
    assert!(again.status.success(), "{}", stderr(&again));
    let resumed = format!("(resuming the game of channel `local` in {}, after 1 move)", db.display());
    assert!(stderr(&again).contains(&resumed), "{}", stderr(&again));
}

/// The example scripts shipped in docs/scripts play with `--script` alone: their
/// first line's flags (`# --players …`) are applied, and said to be.
#[test]
fn the_shipped_example_scripts_play_with_their_first_lines_flags() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/scripts");
    let mut played = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let script = std::fs::read_to_string(&path).unwrap();
        assert!(script.starts_with("# --players "), "{}", path.display());
        let out = typed(&["--script", path.to_str().unwrap(), "--json"], "");
        assert!(out.status.success(), "{}: {}", path.display(), stderr(&out));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let first = script.lines().next().unwrap();
        let players = first.split_whitespace().nth(2).unwrap();
        let seated: Vec<&str> =
            json["players"].as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
        assert_eq!(seated.join(","), players, "{}", path.display());
        assert!(stderr(&out).contains(&format!("--players {players}")), "{}", stderr(&out));
        played += 1;
    }
    assert!(played >= 4, "{played} scripts");
    // The command line wins over the first line; without either, the players are asked for.
    let tmp = tempfile::tempdir().unwrap();
    let out = local(
        &["--players", "Zoe,Yan", "--json"],
        "# --players Alice,Bob --tiles BA/RFr\nZoe: place 1 0 0\n",
        tmp.path(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let out = local(&[], "Alice: place 1 0 0\n", tmp.path());
    assert!(
        !out.status.success() && stderr(&out).contains("Name the players with `--players"),
        "{}",
        stderr(&out)
    );
}

/// `help` and `rules` in a base game show its own commands and rules and name the
/// expansions it is played without in one line; a game with Hills & Sheep shows
/// theirs and explains `hill_count`, as `options` does.
#[test]
fn help_and_rules_show_the_games_own_expansions() {
    let out = typed(&["--players", "Alice,Bob"], "Alice: help\nAlice: rules\nAlice: options\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    assert!(!said.contains("bridge X Y") && !said.contains("shepherd SPOT"), "{said}");
    assert!(said.contains("Not in this game: the commands of Hills & Sheep, Bridges, Castles & Bazaars, The Gifts, Monuments, The River, The Abbot, Inns & Cathedrals, Traders & Builders, Princess & Dragon, The Tower, Abbey & Mayor, Mage & Witch, The Gold Mines, The Messengers, The Ferries, Crop Circles and The Flying Machines"), "{said}");
    assert!(!said.contains("Hills & Sheep: instead of a meeple"), "{said}");
    assert!(said.contains("This game is played without Hills & Sheep"), "{said}");
    assert!(said.contains("- hill_count (Hills & Sheep): in a tie"), "options explain it: {said}");
    // The legend of the pictures explains the base game's symbols only.
    assert!(said.contains("On the board: a blue shield is a pennant"), "{said}");
    assert!(!said.contains("A hill is") && !said.contains("Bridges are"), "{said}");

    let out = typed(
        &["--players", "Alice,Bob", "--expansions", "hills-sheep", "--options", "hill_count"],
        "Alice: help\nAlice: rules\n",
    );
    let said = stdout(&out);
    assert!(said.contains("shepherd SPOT") && !said.contains("bridge X Y"), "{said}");
    assert!(
        said.contains("Option `hill_count`: in a tie") && said.contains("This game plays with it."),
        "{said}"
    );
    assert!(said.contains("A hill is a darker green mound") && !said.contains("Bridges are"), "{said}");
}

/// Opening a gift one does not hold is refused for that, not asked what it acts on.
#[test]
fn a_gift_not_held_is_refused_as_not_held() {
    let args = [
        "--players",
        "Alice,Bob",
        "--expansions",
        "gifts",
        "--gifts",
        "sweeper",
        "--tiles",
        "BA/RFr,BA/RFr,BA/L,BA/L",
    ];
    let out = typed(&args, "Alice: gift synod\n");
    assert!(!out.status.success());
    assert!(stderr(&out).contains("You have no Synod gift"), "{}", stderr(&out));
    // Bob receives the road sweeper by extending Alice's road; named alone, it asks
    // what it acts on.
    let script = "Alice: place 1 0 0\nAlice: meeple road E\nBob: place 2 0 0\nBob: pass\nAlice: place 0 1 0\nAlice: pass\nBob: gift sweeper\n";
    let out = typed(&args, script);
    assert!(stderr(&out).contains("Say what your Road sweeper acts on"), "{}", stderr(&out));
}

/// `local --help` names every expansion `--expansions` takes, The River and The Abbot
/// among them.
#[test]
fn local_help_names_every_expansion() {
    let out = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot")).args(["local", "--help"]).output().unwrap();
    let help = stdout(&out);
    let line = help.lines().find(|l| l.contains("--expansions")).unwrap_or_else(|| panic!("{help}"));
    let words: Vec<&str> = line.split(|c: char| c == ',' || c.is_whitespace()).collect();
    for expansion in carcassonne_engine::Expansion::ALL {
        assert!(words.contains(&expansion.word()), "{}: {line}", expansion.word());
    }
}

/// With `--lang fr`, the flags take the French words a French player types after `new`
/// and in a move (`rivière`, `moutons-collines`, `loup`, `synode`).
#[test]
fn flags_take_french_words() {
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "--lang",
        "fr",
        "--players",
        "Alice,Bob",
        "--expansions",
        "moutons-collines,présents",
        "--bag",
        "loup,2",
        "--gifts",
        "synode",
    ];
    let out = local(&args, "", dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let opened = stdout(&out);
    assert!(opened.contains("Moutons et Collines") && opened.contains("Les Présents"), "{opened}");
    let out = local(&["--lang", "fr", "--players", "Alice,Bob", "--expansions", "rivière"], "", dir.path());
    assert!(out.status.success() && stdout(&out).contains("La Rivière"), "{}", stderr(&out));
    let out = local(&["--lang", "fr", "--players", "Alice,Bob", "--bag", "renard"], "", dir.path());
    assert!(!out.status.success() && stderr(&out).contains("renard"), "{}", stderr(&out));
}

/// A script's first line quotes a name with a space as a shell would; a mistake there
/// shows `local`'s usage.
#[test]
fn a_scripts_first_line_quotes_names_and_shows_locals_usage() {
    let dir = tempfile::tempdir().unwrap();
    let script = "# --players \"Ann Lee\",Bob --tiles BA/RFr\nAnn Lee: place 1 0 0\nAnn Lee: pass\n";
    let out = local(&[], script, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("Ann Lee placed"), "{}", stdout(&out));
    let out = local(&[], "# --players Ann,Bob --wishes 3\n", dir.path());
    assert!(!out.status.success());
    assert!(stderr(&out).contains("Usage: carcassonne-bot local"), "{}", stderr(&out));
}

/// `place` alone lists a cell once, even where the tile fits nowhere else in four
/// rotations (a city on all four sides, beside the start tile's city).
#[test]
fn place_alone_lists_a_cell_once() {
    let out = typed(&["--players", "Alice,Bob", "--tiles", "BA/Cccc+"], "Alice: place\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    let listed = &said[at(&said, "best first")..];
    let cells: Vec<&str> = listed.lines().filter(|l| l.starts_with("- ")).collect();
    assert_eq!(cells.len(), 1, "{listed}");
    assert!(cells[0].starts_with("- 0,-1 · any rotation"), "{listed}");
}

/// `stats` says where its chart went; a game the run starts itself does not tell how to
/// join and start it; a number too large is said to be, not to be no number.
#[test]
fn stats_names_its_chart_and_the_start_and_numbers_speak_plainly() {
    let dir = tempfile::tempdir().unwrap();
    let pictures = dir.path().join("boards");
    let args = ["--players", "Alice,Bob", "--tiles", "BA/RFr", "--png-dir", pictures.to_str().unwrap()];
    let out = local(&args, "Alice: place 1 0 0\nAlice: pass\nAlice: stats\n", dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    let chart =
        said.lines().find(|l| l.starts_with("(the rating chart is in ")).unwrap_or_else(|| panic!("{said}"));
    let path = chart.trim_start_matches("(the rating chart is in ").trim_end_matches(')');
    assert!(std::fs::read(path).unwrap().starts_with(b"\x89PNG"), "{chart}");
    assert!(!said.contains("`join` to play") && !said.contains("when everybody is in"), "{said}");
    assert!(said.contains("opened a game of Carcassonne"), "{said}");

    let out = local(&["--players", "Alice,Bob"], "Alice: place 99999999999 0 0\n", dir.path());
    assert!(stderr(&out).contains("`99999999999` is too large a number"), "{}", stderr(&out));
    let out = local(&["--players", "Alice,Bob"], "Alice: place one 0 0\n", dir.path());
    assert!(stderr(&out).contains("`one` is not a whole number"), "{}", stderr(&out));
}

/// Names a game could not use are refused before it starts, saying why in the
/// terminal's language: too few or too many players, an empty or overlong name, one
/// given twice, one with a colon (a line's `Name:`), two alike but for their case.
#[test]
fn names_a_game_could_not_use_are_refused_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let long = "q".repeat(33);
    let refusals = [
        ("A,B,C,D,E,F,G", "A game has 1 to 6 players, not 7.", "Une partie se joue de 1 à 6 joueurs, pas 7."),
        (long.as_str(), "a player's name has 1 to 32 printable characters", "compte de 1 à 32 caractères"),
        ("Ann,Ann", "`Ann` is named twice in `--players`", "`Ann` est nommé deux fois dans `--players`"),
        ("Al:ice,Bob", "`Al:ice`: a player's name has no colon", "un nom de joueur n'a pas de deux-points"),
        (
            "Alice,alice",
            "`alice` and `Alice` differ only in their case",
            "ne diffèrent que par leurs majuscules",
        ),
    ];
    for (players, english, french) in refusals {
        for (lang, said) in [("en", english), ("fr", french)] {
            let out = local(&["--players", players, "--lang", lang], "", dir.path());
            assert!(!out.status.success(), "{players}");
            assert!(stderr(&out).contains(said), "{players} ({lang}): {}", stderr(&out));
        }
    }
}

/// After `language fr`, every answer is French, those to one player too.
#[test]
fn after_language_fr_every_answer_is_french() {
    let out = typed(
        &["--players", "Alice,Bob", "--tiles", "BA/RFr"],
        "Alice: language fr\nAlice: help\nAlice: place\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    let after = &said[at(&said, "Commandes")..];
    assert!(after.contains("Où "), "the placements in French: {after}");
    assert!(!after.contains("Where ") && !after.contains("Commands:"), "{after}");
}

/// `--crop` writes, beside each board, what a Discord channel's turn message shows:
/// nothing while the whole board fits a chat's preview, then (a road of ten tiles is
/// wider than 9 cells) the cells around the last move, narrower than the whole board.
#[test]
fn crop_writes_what_a_discord_channel_shows_beside_each_board() {
    let dir = tempfile::tempdir().unwrap();
    let pictures = dir.path().join("boards");
    let script: String = (1..=10).map(|x| format!("Ann: place {x} 0 0\nAnn: pass\n")).collect();
    let tiles = ["BA/RFr"; 10].join(",");
    let args = ["--players", "Ann", "--tiles", &tiles, "--png-dir", pictures.to_str().unwrap(), "--crop"];
    let out = local(&args, &script, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let crops: Vec<String> =
        (1..=40).map(|n| format!("{n:03}-crop.png")).filter(|name| pictures.join(name).exists()).collect();
    assert!(!crops.is_empty(), "a board ten tiles wide is cropped");
    assert!(!crops.contains(&"002-crop.png".to_string()), "a small board shows whole: {crops:?}");
    let last = crops.last().unwrap();
    let size = |name: &str| image::image_dimensions(pictures.join(name)).unwrap();
    let whole = size(&last.replace("-crop", ""));
    assert!(size(last).0 < whole.0, "{last}: {:?} against the whole board's {whole:?}", size(last));
}
