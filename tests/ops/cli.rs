//! What the binary tells an operator about itself: `--help` says that with no
//! subcommand it runs the bot, and lists every environment variable with its default;
//! without a token it explains, naming itself as it was started.

use carcassonne_bot::config::VARIABLES;

use super::common::{bin, command, folder, run, succeeds};

#[test]
fn help_says_no_subcommand_runs_the_bot_and_lists_every_variable() {
    let dir = folder();
    let help = succeeds(command(dir.path()).arg("--help"));
    assert!(help.contains("With no subcommand, runs the Discord bot"), "{help}");
    for variable in VARIABLES {
        let line = help.lines().find(|l| l.trim_start().starts_with(variable.name)).unwrap_or_else(|| {
            panic!("{} is not listed:\n{help}", variable.name);
        });
        assert!(line.contains(variable.meaning), "{line}");
        if let Some(default) = variable.default {
            assert!(line.contains(&format!("[default: {default}]")), "{line}");
        }
    }
}

#[test]
fn without_a_token_the_bot_explains_naming_itself_as_started() {
    let dir = folder();
    let installed = dir.path().join("my-carcassonne");
    std::os::unix::fs::symlink(bin(), &installed).expect("an installed name");
    let out = run(std::process::Command::new(&installed)
        .current_dir(dir.path())
        .env_clear()
        .env("PATH", "/usr/bin:/bin"));
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(2), "a service manager sees that it did not run:\n{said}");
    assert!(said.contains("No DISCORD_TOKEN is set"), "{said}");
    let local = format!("{} local --players Alice,Bob", installed.display());
    assert!(said.contains(&local) && !said.contains("cargo run"), "{said}");
}
