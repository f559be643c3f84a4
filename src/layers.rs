//! The crate's layers, as data, and the test that holds every file of `src/` to them:
//! each top-level module sits in one layer and may use only the layers its row names,
//! all of them below it. An import that climbs a layer, reaches a sibling, or skips
//! past the layer meant to stand between (a front end opening the store) fails the
//! test, naming the file, the line, the path and the layers. Crates that belong to one
//! layer (serenity to the bot, SQLite to the store, the image crates to the renderer)
//! are held to it the same way.
//!
//! It reads the source as text: every `crate::` path outside comments, `use` lines and
//! paths in code alike, grouped imports (`use crate::{a, b}`) included. `src/lib.rs`
//! describes the same table in words.

use std::path::{Path, PathBuf};

/// One layer: the top-level modules of `src/` it holds, and the layers it may use.
#[derive(Debug)]
struct Layer {
    name: &'static str,
    modules: &'static [&'static str],
    uses: &'static [&'static str],
}

/// The layers, bottom to top (each uses only layers before it; the rules engine,
/// `carcassonne_engine`, is under them all and any may use it). Modules of one layer
/// are siblings and do not use each other.
const LAYERS: &[Layer] = &[
    // Settings, words in each language, and recording the operator's numbers: every
    // layer calls them, they call nothing of the crate.
    Layer { name: "leaves", modules: &["config", "locale", "metrics"], uses: &[] },
    // The bots' players: decisions from the engine's view alone.
    Layer { name: "ai", modules: &["ai"], uses: &[] },
    // A game's view drawn into an image.
    Layer { name: "render", modules: &["render"], uses: &["leaves"] },
    // The only SQL.
    Layer { name: "store", modules: &["store"], uses: &["leaves"] },
    // The one command handler.
    Layer { name: "service", modules: &["service"], uses: &["leaves", "ai", "render", "store"] },
    // The terminal, the Discord bot and the board page's API: they reach the store and
    // the renderer only through the service.
    Layer { name: "front ends", modules: &["local", "discord", "web"], uses: &["leaves", "ai", "service"] },
];

/// Crates that only some modules may name, and which ones (`main` is `src/main.rs`).
const CONFINED: &[(&str, &[&str])] = &[
    ("serenity", &["discord"]),
    ("poise", &["discord"]),
    ("axum", &["discord", "web"]),
    ("metrics_exporter_prometheus", &["metrics", "discord"]),
    ("rusqlite", &["store"]),
    ("rusqlite_migration", &["store"]),
    ("image", &["render"]),
    ("imageproc", &["render"]),
    ("png", &["render"]),
    ("gif", &["render"]),
    ("ab_glyph", &["render"]),
];

/// This file: its samples of bad imports would read as imports.
const CHECKER: &str = "layers";

/// The layer holding `module`.
fn layer_of(module: &str) -> Option<(usize, &'static Layer)> {
    LAYERS.iter().enumerate().find(|(_, layer)| layer.modules.contains(&module))
}

/// Why `from` may not use `to` (two top-level modules), or `None` if it may.
fn refusal(from: &str, to: &str) -> Option<String> {
    if from == to {
        return None;
    }
    let Some((i, source)) = layer_of(from) else {
        return Some(format!("`{from}` is in no layer (add it to LAYERS in src/layers.rs)"));
    };
    let Some((j, target)) = layer_of(to) else {
        return Some(format!("`{to}` is in no layer (add it to LAYERS in src/layers.rs)"));
    };
    if source.uses.contains(&target.name) {
        return None;
    }
    let (a, b) = (source.name, target.name);
    Some(match j.cmp(&i) {
        std::cmp::Ordering::Greater => format!("climbs from layer `{a}` ({from}) up to layer `{b}` ({to})"),
        std::cmp::Ordering::Equal => {
            format!("reaches sideways in layer `{a}`, from {from} to its sibling {to}")
        }
        std::cmp::Ordering::Less => format!(
            "skips down from layer `{a}` ({from}) to layer `{b}` ({to}), which it may not use (it uses only: {})",
            source.uses.join(", ")
        ),
    })
}

/// One import that breaks the layers.
#[derive(Debug, PartialEq)]
struct Breach {
    file: String,
    line: usize,
    path: String,
    why: String,
}

impl std::fmt::Display for Breach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: `{}` {}", self.file, self.line, self.path, self.why)
    }
}

/// `text` with every comment blanked out (newlines kept, so offsets keep their line).
fn code_of(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Every path starting with `root::` in `code`, where `root` begins the path (not
/// `x::root::`, not `$crate::`), with its byte offset and, for a group
/// (`root::{a, b::c}`), each of its members: `(offset, path, first segment)`.
fn paths<'a>(code: &'a str, root: &str) -> Vec<(usize, String, &'a str)> {
    let needle = format!("{root}::");
    let mut found = Vec::new();
    for (at, _) in code.match_indices(&needle) {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| is_ident(c) || c == ':' || c == '$') {
            continue;
        }
        let rest = &code[at + needle.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let end = group
                .char_indices()
                .find(|&(_, c)| {
                    depth += match c {
                        '{' => 1,
                        '}' => -1,
                        _ => 0,
                    };
                    depth == 0
                })
                .map_or(group.len(), |(i, _)| i);
            let mut depth = 0;
            let mut start = 0;
            let members = &group[..end];
            for (i, c) in members.char_indices().chain([(members.len(), ',')]) {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        let member = members[start..i].trim();
                        let first = member.split(|c: char| !is_ident(c)).next().unwrap_or("");
                        if !first.is_empty() && first != "self" {
                            found.push((at, format!("{needle}{member}"), first));
                        }
                        start = i + 1;
                    }
                    _ => {}
                }
            }
        } else {
            let mut len = rest.find(|c: char| !is_ident(c) && c != ':').unwrap_or(rest.len());
            if rest[len..].starts_with('{') {
                len += rest[len..].find('}').map_or(rest.len() - len, |i| i + 1);
            }
            let first = rest.split(|c: char| !is_ident(c)).next().unwrap_or("");
            if !first.is_empty() {
                let path = rest[..len].trim_end_matches(':').split_whitespace().collect::<Vec<_>>().join(" ");
                found.push((at, format!("{needle}{path}"), first));
            }
        }
    }
    found
}

/// The line (from 1) of byte `at` in `text`.
fn line_at(text: &str, at: usize) -> usize {
    text[..at].matches('\n').count() + 1
}

/// What in `text`, the file `file` of top-level module `module`, breaks the layers:
/// its `crate::` paths to modules its layer may not use, and confined crates it names
/// outside their modules.
fn breaches(file: &str, module: &str, text: &str) -> Vec<Breach> {
    let code = code_of(text);
    let mut found = Vec::new();
    let breach = |at, path, why| Breach { file: file.to_string(), line: line_at(&code, at), path, why };
    if module != "main" {
        for (at, path, to) in paths(&code, "crate") {
            if let Some(why) = refusal(module, to) {
                found.push(breach(at, path, why));
            }
        }
    }
    for (krate, allowed) in CONFINED {
        if allowed.contains(&module) {
            continue;
        }
        for (at, path, _) in paths(&code, krate) {
            let why =
                format!("names the crate `{krate}` in {module}, which only {} may use", allowed.join(", "));
            found.push(breach(at, path, why));
        }
    }
    found.sort_by_key(|b| b.line);
    found
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The top-level module a file of `src/` belongs to (`main` for `main.rs`), or `None`
/// for the crate root and this checker.
fn module_of(relative: &Path) -> Option<String> {
    let first = relative.components().next()?.as_os_str().to_str()?;
    let module = first.strip_suffix(".rs").unwrap_or(first);
    (module != "lib" && module != CHECKER).then(|| module.to_string())
}

#[test]
fn no_import_breaks_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut all = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&src).expect("under src");
        let Some(module) = module_of(relative) else { continue };
        let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        all.extend(breaches(&format!("src/{}", relative.display()), &module, &text));
    }
    assert!(files.len() > 100, "read {} files of {}", files.len(), src.display());
    let list: Vec<String> = all.iter().map(ToString::to_string).collect();
    assert!(all.is_empty(), "imports that break the layers:\n{}", list.join("\n"));
}

/// The table is one order, bottom to top, and places every module `src/lib.rs` declares
/// exactly once.
#[test]
fn every_module_sits_in_one_layer_over_the_layers_it_uses() {
    for (i, layer) in LAYERS.iter().enumerate() {
        for used in layer.uses {
            let below = LAYERS[..i].iter().any(|l| l.name == *used);
            assert!(below, "layer `{}` uses `{used}`, which is not a layer below it", layer.name);
        }
    }
    let lib =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs")).expect("src/lib.rs");
    let declared: Vec<&str> =
        lib.lines().filter_map(|l| l.strip_prefix("pub mod ").and_then(|m| m.strip_suffix(';'))).collect();
    assert!(declared.len() >= 9, "{declared:?}");
    for module in &declared {
        let homes = LAYERS.iter().filter(|l| l.modules.contains(module)).count();
        assert_eq!(homes, 1, "`{module}` is in {homes} layers");
    }
    for module in LAYERS.iter().flat_map(|l| l.modules) {
        assert!(declared.contains(module), "`{module}` is in LAYERS but not a module of src/lib.rs");
    }
}

/// What the test says of each breach in `text`, the file `file` of `module`.
#[cfg(test)]
fn said(file: &str, module: &str, text: &str) -> Vec<String> {
    breaches(file, module, text).iter().map(ToString::to_string).collect()
}

/// Each way an import can break the layers is found and named.
#[test]
fn a_climbing_import_is_named_with_its_line_and_layers() {
    let text = "//! Recording: uses crate::service in a comment, which is fine.\n\
                use std::time::Duration;\n\
                use crate::service::verbs::VERBS;\n\
                use crate::{config::Config, store::Store};\n\
                fn f() { crate::locale::warm_up(); crate::discord::run(); }\n";
    assert_eq!(
        said("src/metrics/mod.rs", "metrics", text),
        [
            "src/metrics/mod.rs:3: `crate::service::verbs::VERBS` climbs from layer `leaves` (metrics) up to layer `service` (service)",
            "src/metrics/mod.rs:4: `crate::config::Config` reaches sideways in layer `leaves`, from metrics to its sibling config",
            "src/metrics/mod.rs:4: `crate::store::Store` climbs from layer `leaves` (metrics) up to layer `store` (store)",
            "src/metrics/mod.rs:5: `crate::locale::warm_up` reaches sideways in layer `leaves`, from metrics to its sibling locale",
            "src/metrics/mod.rs:5: `crate::discord::run` climbs from layer `leaves` (metrics) up to layer `front ends` (discord)",
        ]
    );
    let front =
        "use crate::service::Service;\nuse crate::store::{Status,\n    Store};\nuse crate::local::run;\n";
    assert_eq!(
        said("src/discord/mod.rs", "discord", front),
        [
            "src/discord/mod.rs:2: `crate::store::{Status, Store}` skips down from layer `front ends` (discord) to layer `store` (store), which it may not use (it uses only: leaves, ai, service)",
            "src/discord/mod.rs:4: `crate::local::run` reaches sideways in layer `front ends`, from discord to its sibling local",
        ]
    );
}

#[test]
fn a_confined_crate_is_named_outside_its_modules() {
    let text = "use poise::serenity_prelude::ShardManager;\nlet f = render::png(scene);\nlet x = rusqlite::Connection::open_in_memory();\n";
    assert_eq!(
        said("src/service/x.rs", "service", text),
        [
            "src/service/x.rs:1: `poise::serenity_prelude::ShardManager` names the crate `poise` in service, which only discord may use",
            "src/service/x.rs:3: `rusqlite::Connection::open_in_memory` names the crate `rusqlite` in service, which only store may use",
        ]
    );
    assert!(
        breaches("src/main.rs", "main", "use carcassonne_bot::discord;\nfn f() { crate::store::x(); }")
            .is_empty()
    );
}
