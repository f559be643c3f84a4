//! Entry point: parse the command line and hand over to a front end.

use std::process::ExitCode;

use anyhow::Result;
use carcassonne_bot::local;
use clap::{Parser, Subcommand};

/// Carcassonne in Discord, with a terminal driver for local play and scripts.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Mode>,
}

#[derive(Debug, Subcommand)]
enum Mode {
    /// Play in the terminal, from a script or interactively.
    Local(local::LocalArgs),
    /// Watch a seeded random game, optionally writing a PNG per turn.
    Demo(local::DemoArgs),
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Some(Mode::Local(args)) => local::local(args),
        Some(Mode::Demo(args)) => local::demo(args),
        None => run_bot(),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // `{:#}` prints the whole chain of causes on one line, without a backtrace.
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// The Discord bot. Without a token, explain how to get one and how to play locally.
fn run_bot() -> Result<()> {
    if std::env::var("DISCORD_TOKEN").map_or(true, |t| t.trim().is_empty()) {
        println!(
            "No DISCORD_TOKEN is set, so the Discord bot cannot start.\n\
             To run it: create an application at https://discord.com/developers/applications,\n\
             add a bot, copy its token into a .env file (see .env.example) as DISCORD_TOKEN=...\n\n\
             To play right here in the terminal instead:\n  \
             cargo run --release -- local --players Alice,Bob\n\
             or watch a random game: cargo run --release -- demo --players 3 --png-dir out"
        );
        return Ok(());
    }
    anyhow::bail!("the Discord front end is not built yet; play with `local` meanwhile")
}
