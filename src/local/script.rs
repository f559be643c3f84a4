//! What a line of the terminal's input says: who it speaks for (`Bob: pass`, or a name
//! that sits at no seat here), and the flags a script's first line carries
//! (`# --players Alice,Bob --tiles BA/RFr,BA/C`, as the shipped example scripts start),
//! which a run takes for any flag its command line leaves out.

use std::io::BufRead;
use std::path::Path;

use anyhow::{Context as _, Result};
use clap::Parser;

use super::LocalArgs;
use crate::service::verbs;

/// Who a line of input speaks for.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Speaker<'a> {
    /// A seated player, and their command.
    Player(String, &'a str),
    /// A name before a colon that sits at no seat here (`Carol: pass`).
    Stranger(String),
    /// No name: the whole line is a command.
    Nobody,
}

/// Who `text` speaks for among `players`: a name then a colon; words before a colon
/// that start no command are a name, seated or not.
pub(super) fn speaker<'a>(text: &'a str, players: &[String]) -> Speaker<'a> {
    let Some((name, rest)) = text.split_once(':') else { return Speaker::Nobody };
    let name = name.trim();
    if players.iter().any(|p| p == name) {
        return Speaker::Player(name.to_string(), rest.trim());
    }
    let first = name.split_whitespace().next();
    match first {
        Some(word) if verbs::find(word).is_none() => Speaker::Stranger(name.to_string()),
        _ => Speaker::Nobody,
    }
}

/// The flags of `local` as a script's first line gives them; a mistake there shows
/// `local`'s usage.
#[derive(Debug, Parser)]
#[command(no_binary_name = true, name = "local", bin_name = "carcassonne-bot local")]
struct Header {
    #[command(flatten)]
    args: LocalArgs,
}

/// The flags on the first line of the script at `path` (`# --players Alice,Bob …`),
/// if it starts with one, split as a shell would (`--players "Ann Lee",Bob`).
///
/// # Errors
/// The script cannot be read, or its first line names a flag `local` does not take.
fn header(path: &Path) -> Result<Option<LocalArgs>> {
    let file = std::fs::File::open(path).with_context(|| format!("opening script {}", path.display()))?;
    let Some(first) = std::io::BufReader::new(file).lines().next().transpose()? else { return Ok(None) };
    let first = first.trim_start_matches('\u{feff}').trim();
    let Some(flags) = first.strip_prefix('#').map(str::trim).filter(|f| f.starts_with("--")) else {
        return Ok(None);
    };
    let context = || format!("the first line of {}: `{first}`", path.display());
    let words =
        shlex::split(flags).ok_or_else(|| anyhow::anyhow!("a quote is not closed")).with_context(context)?;
    let parsed = Header::try_parse_from(words).with_context(context)?;
    Ok(Some(parsed.args))
}

/// `args` with the flags of its script's first line for those it leaves out, and the
/// flags taken from there (`--players Alice,Bob`), to say so. The command line wins
/// over the script for a flag both give.
///
/// # Errors
/// As [`header`].
pub(super) fn with_header(mut args: LocalArgs) -> Result<(LocalArgs, Vec<String>)> {
    let Some(script) = args.script.clone() else { return Ok((args, Vec::new())) };
    let Some(from) = header(&script)? else { return Ok((args, Vec::new())) };
    let mut taken = Vec::new();
    // Each flag a list, taken whole when the command line gives none.
    let lists = [
        ("--players", &mut args.players, from.players),
        ("--tiles", &mut args.tiles, from.tiles),
        ("--expansions", &mut args.expansions, from.expansions),
        ("--options", &mut args.options, from.options),
        ("--bots", &mut args.bots, from.bots),
    ];
    let fixed =
        args.fixed.0.iter_mut().zip(from.fixed.0).map(|((list, given), (_, from))| (list, given, from));
    let fixed: Vec<_> = fixed.map(|(list, given, from)| (format!("--{list}"), given, from)).collect();
    let lists = lists.into_iter().map(|(flag, given, from)| (flag.to_string(), given, from));
    for (flag, given, from) in lists.chain(fixed) {
        if given.is_empty() && !from.is_empty() {
            taken.push(format!("{flag} {}", from.join(",")));
            *given = from;
        }
    }
    if let (None, Some(seed)) = (args.seed, from.seed) {
        taken.push(format!("--seed {seed}"));
        args.seed = Some(seed);
    }
    if let (None, Some(lang)) = (args.lang, from.lang) {
        taken.push(format!("--lang {}", lang.tag()));
        args.lang = Some(lang);
    }
    Ok((args, taken))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players() -> Vec<String> {
        vec!["Alice".into(), "Bot 1".into()]
    }

    #[test]
    fn a_name_before_a_colon_is_a_speaker_seated_or_not() {
        assert_eq!(speaker("Alice: place 1 0 0", &players()), Speaker::Player("Alice".into(), "place 1 0 0"));
        assert_eq!(speaker("Bot 1: pass", &players()), Speaker::Player("Bot 1".into(), "pass"));
        assert_eq!(speaker("Carol: pass", &players()), Speaker::Stranger("Carol".into()));
        assert_eq!(speaker("place 1 0 0", &players()), Speaker::Nobody);
        // A command's own colon names nobody.
        assert_eq!(speaker("meeple spot:road E", &players()), Speaker::Nobody);
    }

    #[test]
    fn a_scripts_first_line_fills_in_the_flags_left_out() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.txt");
        std::fs::write(&path, "# --players Alice,Bob --tiles BA/RFr,BA/C --seed 4\nAlice: place 1 0 0\n")
            .unwrap();
        let parse = |words: &[&str]| Header::try_parse_from(words).unwrap().args;
        let (args, taken) = with_header(parse(&["--script", path.to_str().unwrap(), "--seed", "2"])).unwrap();
        assert_eq!(args.players, ["Alice", "Bob"]);
        assert_eq!(args.tiles, ["BA/RFr", "BA/C"]);
        assert_eq!(args.seed, Some(2), "the command line wins");
        assert_eq!(taken, ["--players Alice,Bob", "--tiles BA/RFr,BA/C"]);
        std::fs::write(&path, "# --players \"Ann Lee\",Bob --seed 3\n").unwrap();
        let (args, _) = with_header(parse(&["--script", path.to_str().unwrap()])).unwrap();
        assert_eq!(args.players, ["Ann Lee", "Bob"], "a quoted name keeps its space");
        std::fs::write(&path, "# --players Alice --wishes\n").unwrap();
        assert!(
            with_header(parse(&["--script", path.to_str().unwrap()])).is_err(),
            "a flag `local` does not take"
        );
        let error = format!("{:#}", with_header(parse(&["--script", path.to_str().unwrap()])).unwrap_err());
        assert!(error.contains("carcassonne-bot local"), "local's usage: {error}");
    }
}
