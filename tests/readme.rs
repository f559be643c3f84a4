//! The README's command table is the table of verbs, rendered; `UPDATE_README=1`
//! rewrites it after a verb changes. Its test command is CI's and runs every binary.
//! The example scripts of `docs/terminal.md` play, in English and French.

use carcassonne_bot::service::verbs;

const START: &str = "<!-- verbs:start -->\n";
const END: &str = "<!-- verbs:end -->";

#[test]
fn the_readme_lists_the_table_of_verbs() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    let readme = std::fs::read_to_string(path).unwrap();
    let start = readme.find(START).expect("the README marks the verbs table") + START.len();
    let end = readme.find(END).expect("the README marks the end of the verbs table");
    let table = verbs::readme_table();
    if std::env::var_os("UPDATE_README").is_some() {
        std::fs::write(path, format!("{}{table}{}", &readme[..start], &readme[end..])).unwrap();
        return;
    }
    assert_eq!(&readme[start..end], table, "run `UPDATE_README=1 cargo test --test integration readme::`");
}

/// The README's test command is the one CI runs (`.ci/run`'s `cargo test`), and it
/// runs every test binary even after one fails (`--no-fail-fast`): without it, cargo
/// stopped at the first failing binary and the engine's tests and the doctests never
/// ran, so one failure hid hundreds of tests.
#[test]
fn the_readmes_test_command_is_cis_and_runs_every_binary() {
    let root = env!("CARGO_MANIFEST_DIR");
    let command = |text: &str| -> Vec<String> {
        let line = text.lines().find(|l| l.trim_start().starts_with("cargo test")).unwrap_or_default();
        let words = line.split('#').next().unwrap_or_default();
        words.split_whitespace().map(str::to_string).collect()
    };
    let readme = command(&std::fs::read_to_string(format!("{root}/README.md")).unwrap());
    let ci = command(&std::fs::read_to_string(format!("{root}/.ci/run")).unwrap());
    assert_eq!(readme, ci, "the README's test command and CI's");
    for flag in ["--workspace", "--no-fail-fast"] {
        assert!(readme.iter().any(|w| w == flag), "the README's test command lacks {flag}: {readme:?}");
    }
}

/// A document's example scripts: each ```text block that starts with its `local` flags
/// (`# --players …`), as (flags, script).
fn scripts(doc: &str) -> Vec<(Vec<String>, String)> {
    doc.split("```text\n")
        .skip(1)
        .filter_map(|block| {
            let block = &block[..block.find("```")?];
            let flags = block.lines().next()?.strip_prefix("# --")?;
            let flags = format!("--{flags}").split_whitespace().map(str::to_string).collect();
            Some((flags, block.to_string()))
        })
        .collect()
}

/// A flag's value in `flags`.
fn flag<'a>(flags: &'a [String], name: &str) -> Option<&'a str> {
    flags.iter().position(|f| f == name).map(|i| flags[i + 1].as_str())
}

/// Every example script of the terminal driver's guide plays through, in English and in
/// French, and a French script ends as its English twin (the one with the same tiles) does.
#[test]
fn the_terminal_guides_scripts_play_in_both_languages() {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/terminal.md")).unwrap();
    let scripts = scripts(&guide);
    let dir = tempfile::tempdir().unwrap();
    let mut played = Vec::new();
    for (i, (flags, script)) in scripts.iter().enumerate() {
        let file = dir.path().join(format!("{i}.txt"));
        std::fs::write(&file, script).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
            .arg("local")
            .args(flags)
            .arg("--json")
            .arg("--script")
            .arg(&file)
            .env("LANG", "C.UTF-8")
            .output()
            .unwrap();
        let told = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{flags:?}:\n{told}");
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let scores: Vec<i64> =
            json["players"].as_array().unwrap().iter().map(|p| p["score"].as_i64().unwrap()).collect();
        let events = json["events"].as_array().unwrap().len();
        played.push((flag(flags, "--lang"), flag(flags, "--tiles"), scores, events));
    }
    let french: Vec<_> = played.iter().filter(|p| p.0 == Some("fr")).collect();
    assert_eq!(french.len(), 5, "the guide has a French twin of each script");
    for (_, tiles, scores, events) in french {
        let twin = played.iter().find(|p| p.0.is_none() && p.1 == *tiles).expect("an English twin");
        assert_eq!((&twin.2, twin.3), (scores, *events), "{tiles:?}");
    }
}

/// The performance figures stay a reference a person reads (issue 73: at most 400
/// lines, the history in the git log), and the README's table of documents tells each
/// one's length as `wc -l` counts it, within a tenth: a document that has grown into a
/// journal shows there.
#[test]
fn the_readmes_documents_table_tells_their_lengths() {
    let root = env!("CARGO_MANIFEST_DIR");
    let lines = |path: &str| std::fs::read_to_string(format!("{root}/{path}")).unwrap().lines().count();
    assert!(
        lines("docs/performance.md") <= 400,
        "docs/performance.md: {} lines",
        lines("docs/performance.md")
    );
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    let more = &readme[readme.find("## More\n").expect("the README's More")..];
    let rows: Vec<&str> = more.lines().filter(|l| l.starts_with("| [")).collect();
    assert!(rows.len() >= 3, "{more}");
    for row in rows {
        let path = row.split("](").nth(1).and_then(|r| r.split(')').next()).expect("a link");
        let told: usize =
            row.split('|').nth(2).expect("a count").trim().replace(',', "").parse().expect("a number");
        let counted = lines(path);
        assert!(
            told.abs_diff(counted) * 10 <= counted,
            "{path}: the README says {told} lines, it has {counted}"
        );
    }
}

/// The three plug-in traits whose hooks the guide to adding an expansion counts: the
/// trait, the file that declares it, and each box's folder holding its implementation
/// (`{}` for the box's module name).
const TRAITS: [(&str, &str, &str); 3] = [
    ("ExpansionRules", "crates/engine/src/rules/mod.rs", "crates/engine/src/rules/{}"),
    ("ExpansionArt", "src/render/expansion.rs", "src/render/{}"),
    ("ExpansionService", "src/service/expansion.rs", "src/service/{}"),
];

/// The block of braces that opens after `from` in `text`.
fn braced(text: &str, from: usize) -> &str {
    let open = from + text[from..].find('{').expect("a block");
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        depth += match c {
            '{' => 1,
            '}' => -1,
            _ => 0,
        };
        if depth == 0 {
            return &text[open..=open + i];
        }
    }
    panic!("unbalanced braces after {from}")
}

/// The methods at the first level of a trait or impl block, by name (`examples`, the
/// service's test-only list, left out: the guide counts hooks a box plays by).
fn methods(block: &str) -> Vec<&str> {
    block
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("    ")?;
            let rest = rest.strip_prefix("pub ").unwrap_or(rest);
            let name = rest.strip_prefix("fn ")?;
            let name = &name[..name.find(|c: char| !(c.is_alphanumeric() || c == '_'))?];
            (name != "examples").then_some(name)
        })
        .collect()
}

/// The hooks `trait_name` declares, and each box's count of them it implements, in
/// registry order, as the guide's sentence states them.
fn hook_counts(root: &str, (trait_name, file, folder): (&str, &str, &str)) -> (usize, Vec<(String, usize)>) {
    let text = std::fs::read_to_string(format!("{root}/{file}")).unwrap();
    let declared = methods(braced(&text, text.find(&format!("trait {trait_name}")).expect("the trait")));
    let per_box = carcassonne_engine::Expansion::ALL
        .into_iter()
        .enumerate()
        .map(|(i, e)| {
            let module = e.word().replace('-', "_");
            let dir = format!("{root}/{}", folder.replace("{}", &module));
            let mut files = vec![std::path::PathBuf::from(&dir)];
            let mut count = 0;
            while let Some(path) = files.pop() {
                if path.is_dir() {
                    files.extend(std::fs::read_dir(&path).unwrap().map(|f| f.unwrap().path()));
                } else if path.extension().is_some_and(|x| x == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap();
                    let head = format!(" {trait_name} for ");
                    let mut at = 0;
                    while let Some(i) = text[at..].find(&head) {
                        let start = at + i;
                        count += methods(braced(&text, start)).len();
                        at = start + head.len();
                    }
                }
            }
            let name = if i < TITLED_BY_THE_TOOL { e.title().to_string() } else { capitalised(&module) };
            (name, count)
        })
        .collect();
    (declared.len(), per_box)
}

/// How many boxes, the first in registry order, `plugin_counts.py` (`../shared/tools/`)
/// lists by their titles; it finds a later one by its folder's words, capitalised.
const TITLED_BY_THE_TOOL: usize = 11;

/// `module`'s words, each capitalised: `mage_witch` → "Mage Witch".
fn capitalised(module: &str) -> String {
    let word = |w: &str| w[..1].to_uppercase() + &w[1..];
    module.split('_').map(word).collect::<Vec<_>>().join(" ")
}

/// The guide's sentence of one trait's counts, as `plugin_counts.py guide` reads it: the
/// first box by its whole phrase, the others by title, those the tool does not list by
/// the name it finds them by ("Mage Witch").
fn counts_sentence(trait_name: &str, (hooks, per_box): &(usize, Vec<(String, usize)>)) -> String {
    let (first, n) = (&per_box[0].0, per_box[0].1);
    let lead = match trait_name {
        "ExpansionService" => format!("{first} {n} of the {hooks} methods (the test-only `examples` aside)"),
        _ => format!("{first} implements {n} of the {hooks} methods"),
    };
    let rest: Vec<String> = per_box[1..].iter().map(|(title, n)| format!("{title} {n}")).collect();
    format!("{lead}, {}", rest.join(", "))
}

/// Every count `docs/adding-an-expansion.md` states of the plug-in traits — hooks per
/// trait, hooks each box implements — is the code's, so that the guide a new box is
/// written from cannot go stale (issue 85: it was wrong in 22 places). The sentences sit
/// between `<!-- counts:TRAIT -->` and `<!-- /counts -->`; `UPDATE_GUIDE=1` rewrites them.
#[test]
fn the_expansion_guides_counts_are_the_codes() {
    let root = env!("CARGO_MANIFEST_DIR");
    let path = format!("{root}/docs/adding-an-expansion.md");
    let mut guide = std::fs::read_to_string(&path).unwrap();
    let mut stale = Vec::new();
    for layer in TRAITS {
        let open = format!("<!-- counts:{} -->", layer.0);
        let start = guide.find(&open).unwrap_or_else(|| panic!("the guide marks {open}")) + open.len();
        let end = start + guide[start..].find("<!-- /counts -->").expect("the counts' end");
        let sentence = counts_sentence(layer.0, &hook_counts(root, layer));
        if guide[start..end] != sentence {
            stale.push(format!(
                "{}: the guide says\n  {}\nthe code has\n  {sentence}",
                layer.0,
                &guide[start..end]
            ));
            guide.replace_range(start..end, &sentence);
        }
    }
    if std::env::var_os("UPDATE_GUIDE").is_some() {
        std::fs::write(&path, guide).unwrap();
        return;
    }
    assert!(
        stale.is_empty(),
        "{}\n(run `UPDATE_GUIDE=1 cargo test --test integration guides_counts`)",
        stale.join("\n")
    );
}
