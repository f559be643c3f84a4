//! Princess & Dragon in the terminal: a figure step where only the fairy may move (a
//! volcano's tile takes no figure) is prompted with the fairy, in both languages, not
//! as a step with nothing to do; the fairy goes onto a castle beside its meeple, typed
//! with the castle's word in both languages (issue 71's case).

use super::local;

/// Start tile BA/RCr; Alice's meeple on the road west, Bob passes, then Alice's volcano
/// east of the start: no figure goes on it, but her fairy may join her road's meeple.
#[test]
fn a_volcano_s_figure_step_offers_the_fairy_in_words() {
    let script = "\
Alice: place -1 0 0
Alice: meeple road W
Bob: place 0 -1 180
Bob: pass
Alice: place 1 0 0
";
    let tiles = "BA/RFr,BA/C,DG/RFr.v,BA/L";
    for (lang, said) in [("en", "the fairy (`fairy X Y SPOT`)"), ("fr", "la fée (`fée X Y LIEU`)")] {
        let dir = tempfile::tempdir().unwrap();
        let args =
            ["--players", "Alice,Bob", "--expansions", "princess-dragon", "--tiles", tiles, "--lang", lang];
        let out = local(&args, script, dir.path());
        let text =
            format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(out.status.success(), "{text}");
        let prompt = text.lines().rev().find(|l| l.starts_with("Alice")).unwrap_or_default();
        assert!(prompt.contains(said), "{lang}: {prompt}\n{text}");
        let none = if lang == "en" { "no spot is open" } else { "aucun emplacement libre" };
        assert!(!prompt.contains(none), "{lang}: {prompt}");
    }
}

/// A volcano's tile when the fairy has nobody to join: the figure step is skipped, and
/// the terminal says the dragon is why, not that the tile has no free feature.
#[test]
fn a_volcano_s_skipped_figure_step_names_the_dragon() {
    let script = "Alice: place -1 0 0\nAlice: pass\nBob: place 0 -1 180\nBob: pass\nAlice: place 1 0 0\n";
    let tiles = "BA/RFr,BA/C,DG/RFr.v,BA/L";
    let dir = tempfile::tempdir().unwrap();
    let args = ["--players", "Alice,Bob", "--expansions", "princess-dragon", "--tiles", tiles];
    let out = local(&args, script, dir.path());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        said.contains(
            "(Alice can put no figure on this tile: the dragon stands on it, so the figure step is skipped.)"
        ),
        "{said}"
    );
    assert!(!said.contains("no free feature"), "{said}");
}

/// `fairy`, `portal` and `princess` typed alone list the moves they may make now, each
/// as the line to type, as `place` alone lists placements.
#[test]
fn the_figure_verbs_alone_list_their_moves() {
    let listed = |tiles: &str, script: &str, verb: &str| -> Vec<String> {
        let dir = tempfile::tempdir().unwrap();
        let args = ["--players", "Alice,Bob", "--expansions", "princess-dragon", "--tiles", tiles];
        let out = local(&args, script, dir.path());
        let said = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(out.status.success(), "{}\n{said}", String::from_utf8_lossy(&out.stderr));
        assert!(!said.contains("is named by"), "{said}");
        let heading = format!("Your choices for `{verb}` now, each the line to type:");
        let at = said.find(&heading).unwrap_or_else(|| panic!("{heading}\n{said}"));
        said[at..].lines().skip(1).take_while(|l| l.starts_with("- ")).map(str::to_owned).collect()
    };
    // Alice's meeple on the road west; her volcano east: the fairy may join it.
    let fairy = listed(
        "BA/RFr,BA/C,DG/RFr.v,BA/L",
        "Alice: place -1 0 0\nAlice: meeple road W\nBob: place 0 -1 180\nBob: pass\nAlice: place 1 0 0\nAlice: fairy\n",
        "fairy",
    );
    assert!(fairy.iter().any(|l| l.starts_with("- `fairy -1 0 road E` — ")), "{fairy:?}");
    // A magic portal west of the start: a meeple may go on any free feature.
    let portal = listed("DG/RRR.g,BA/L", "Alice: place -1 0 0\nAlice: portal\n", "portal");
    assert!(portal.len() > 1 && portal.iter().all(|l| l.starts_with("- `portal ")), "{portal:?}");
    // Alice's knight in a city north of the start; Bob's princess city joins it.
    let princess = listed(
        "BA/CFc+,DG/Ccc.p,BA/L",
        "Alice: place 0 -1 90\nAlice: meeple city\nBob: place 0 -2 180\nBob: princess\n",
        "princess",
    );
    assert!(princess.iter().any(|l| l.starts_with("- `princess 0 -1 city")), "{princess:?}");
}

/// Issue 71's case: Alice's knight goes onto a castle over the start tile's cap and the
/// cap at 0 -1; at her next turn she moves the fairy onto it, beside her meeple, naming
/// the castle by its word (or the city under it, as the issue typed it), and the fairy
/// scores her a point at the start of her next turn.
#[test]
fn the_fairy_goes_onto_a_castle_in_both_languages() {
    let start = "\
Alice: place 0 -1 180
Alice: meeple city S
Alice: castle build
Bob: place 1 0 0
Bob: pass
Alice: place -1 0 0
";
    let tiles = "BA/C,BA/RFr,BA/RFr,BA/RFr,BA/RFr";
    for (lang, fairy, said, point) in [
        (
            "en",
            "Alice: fairy 0 -1 castle",
            "Alice moves the fairy next to their meeple on the castle at 0 -1.",
            "fairy 1)",
        ),
        (
            "en",
            "Alice: fairy 0 -1 city S",
            "Alice moves the fairy next to their meeple on the castle at 0 -1.",
            "fairy 1)",
        ),
        (
            "fr",
            "Alice: fée 0 -1 forteresse",
            "Alice place la fée sur la forteresse, à côté de son meeple, en 0 -1.",
            "fée 1)",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let args = [
            "--players",
            "Alice,Bob",
            "--expansions",
            "princess-dragon,bridges-castles-bazaars",
            "--tiles",
            tiles,
            "--lang",
            lang,
        ];
        let script =
            format!("{start}{fairy}\nBob: place 2 0 0\nBob: pass\nAlice: place -2 0 0\nAlice: pass\n");
        let out = local(&args, &script, dir.path());
        let text =
            format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        assert!(out.status.success(), "{text}");
        assert!(text.contains(said), "{lang}, {fairy}: {text}");
        // The final table's line (`Alice: 1 (… fairy 1)`, `Alice : 1 (… fée 1)`).
        let alice =
            text.lines().rev().find(|l| l.starts_with("Alice") && l.contains('(')).unwrap_or_default();
        assert!(alice.contains(point), "{lang}: Alice's final line shows the fairy's point: {alice}\n{text}");
    }
}
