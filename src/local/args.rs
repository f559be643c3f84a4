//! Command-line flags of the terminal front end.

use std::path::PathBuf;

use carcassonne_engine::{Expansion, Fixed};
use clap::{Arg, ArgAction, ArgMatches};

use crate::locale::Lang;
use crate::service::expansion_word;

/// A `--lang` value: a language the bot speaks, by its tag.
fn language(tag: &str) -> Result<Lang, String> {
    Lang::from_tag(tag).ok_or_else(|| format!("`{tag}` is not a language the bot speaks: say en or fr"))
}

/// `--expansions`' help: every box's word, in the engine's registry order, then their
/// French words, so that a new box is listed without a word written here.
fn expansions_help() -> String {
    let words = |lang| Expansion::ALL.map(|e| expansion_word(e, lang)).join(", ");
    format!("Expansions: {} (or their French words: {})", words(Lang::En), words(Lang::Fr))
}

/// Play a game in the terminal, from a script or interactively.
#[derive(Debug, clap::Args)]
pub struct LocalArgs {
    /// Player names in seat order, comma separated (else those of the script's first
    /// line, `# --players Alice,Bob`).
    #[arg(long, value_delimiter = ',')]
    pub players: Vec<String>,
    /// Seed of the game's randomness (default 1).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Fixed draw order, e.g. `BA/C,BA/Rr` (the start tile aside); the game ends when it runs out.
    #[arg(long, value_delimiter = ',')]
    pub tiles: Vec<String>,
    /// The expansions played, by their words in either language (`--help` lists every
    /// box of the engine's registry: `expansions_help`).
    #[arg(long, value_delimiter = ',', help = expansions_help())]
    pub expansions: Vec<String>,
    /// Options: hill_count, bazaar_no_bid.
    #[arg(long, value_delimiter = ',')]
    pub options: Vec<String>,
    #[command(flatten)]
    pub fixed: FixedArgs,
    /// Bot players seated after the named ones, by level: `easy`, `normal`, `hard`
    /// (named Bot 1, Bot 2…); they move by themselves when the game waits for them.
    #[arg(long, value_delimiter = ',')]
    pub bots: Vec<String>,
    /// A hard bot's thinking time per decision, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub think_ms: u64,
    /// Script of lines `Name: command`; without it, lines come from standard input.
    #[arg(long)]
    pub script: Option<PathBuf>,
    /// Print a machine-readable summary on standard output after the script.
    #[arg(long)]
    pub json: bool,
    /// Write the board as a PNG after every command into this folder.
    #[arg(long)]
    pub png_dir: Option<PathBuf>,
    /// Beside each board in `--png-dir`, what a Discord channel's turn message would
    /// show (`NNN-crop.png`): the 9×7 cells around the last move at a chat's scale, once
    /// the board outgrows them.
    #[arg(long, requires = "png_dir")]
    pub crop: bool,
    /// Write the game's timelapse (an animated GIF, tile by tile) to this file once the
    /// game is over.
    #[arg(long)]
    pub timelapse: Option<PathBuf>,
    /// Keep the game in this SQLite file or PostgreSQL database (`postgres://…`),
    /// resumed on the next run; else in the database of `DATABASE_URL` if set, else in
    /// memory.
    #[arg(long)]
    pub db: Option<String>,
    /// The channel name, to keep several local games in one database.
    #[arg(long, default_value = "local")]
    pub channel: String,
    /// The language of the narration, prompts, help, refusals and images: `en` or `fr`
    /// (default: the `LANG` environment variable's, else English). A new game is played
    /// in it; a resumed one keeps its own for what the table sees.
    #[arg(long, value_parser = language)]
    pub lang: Option<Lang>,
    /// Serve the game's board page on this address (e.g. `127.0.0.1:8080`; port 0 picks
    /// one) and print each person's private link to play there by hand; moves made on
    /// the page show here. Without `--db` the game goes to a temporary file, removed at
    /// the end.
    #[arg(long)]
    pub web: Option<std::net::SocketAddr>,
}

/// The expansions' fixed first draws, for scenarios: a flag per list of `Fixed::LISTS`,
/// named by its word (`--bag 2,wolf,3`, `--gifts synod,retreat`), each list's words as
/// typed. The flags come from the engine's lists, so that an expansion with one needs no
/// field here; each one's value name and help are its box's facts' (`service::fixed_flag`).
#[derive(Clone, Debug, Default)]
pub struct FixedArgs(pub Vec<(&'static str, Vec<String>)>);

impl FixedArgs {
    /// Whether no list was given.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|(_, words)| words.is_empty())
    }
}

impl clap::FromArgMatches for FixedArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<FixedArgs, clap::Error> {
        let words = |list| matches.get_many::<String>(list).map(|w| w.cloned().collect()).unwrap_or_default();
        Ok(FixedArgs(Fixed::LISTS.iter().map(|&(list, _)| (list, words(list))).collect()))
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = FixedArgs::from_arg_matches(matches)?;
        Ok(())
    }
}

impl clap::Args for FixedArgs {
    fn augment_args(command: clap::Command) -> clap::Command {
        command.args(Fixed::LISTS.iter().map(|&(list, expansion)| {
            // Every list's box declares its flag (a test of the service checks).
            let (value, help) = crate::service::fixed_flag(expansion).unwrap_or_default();
            Arg::new(list)
                .long(list)
                .value_name(value)
                .value_delimiter(',')
                .action(ArgAction::Append)
                .help(help)
        }))
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        FixedArgs::augment_args(command)
    }
}

/// Watch a seeded game of bots.
#[derive(Debug, clap::Args)]
pub struct DemoArgs {
    /// Number of players (1–6).
    #[arg(long, default_value_t = 3)]
    pub players: u8,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Bot levels by seat (`easy`, `normal`, `hard`); one level plays every seat.
    #[arg(long, value_delimiter = ',', default_value = "normal")]
    pub bots: Vec<String>,
    /// A hard bot's thinking time per decision, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub think_ms: u64,
    /// Expansions, as for `local`.
    #[arg(long, value_delimiter = ',')]
    pub expansions: Vec<String>,
    /// Write the board as a PNG after every command into this folder.
    #[arg(long)]
    pub png_dir: Option<PathBuf>,
    /// Beside each board in `--png-dir`, what a Discord channel's turn message would
    /// show (`NNN-crop.png`): the 9×7 cells around the last move at a chat's scale, once
    /// the board outgrows them.
    #[arg(long, requires = "png_dir")]
    pub crop: bool,
    /// Write the game's timelapse (an animated GIF, tile by tile) to this file at the end.
    #[arg(long)]
    pub timelapse: Option<PathBuf>,
    /// The language of the narration and images, as for `local`.
    #[arg(long, value_parser = language)]
    pub lang: Option<Lang>,
}

impl LocalArgs {
    /// The language asked for, else the environment's.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(environment_lang)
    }
}

impl DemoArgs {
    /// The language asked for, else the environment's.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or_else(environment_lang)
    }
}

/// The language of the `LANG` environment variable (`fr_FR.UTF-8` is French), else English.
fn environment_lang() -> Lang {
    std::env::var("LANG").map_or(Lang::En, |locale| Lang::of_discord(&locale))
}
