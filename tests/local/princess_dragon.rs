//! Princess & Dragon in the terminal: a figure step where only the fairy may move (a
//! volcano's tile takes no figure) is prompted with the fairy, in both languages, not
//! as a step with nothing to do.

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
