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

/// A wrong setting stops the bot at start, saying what is wrong, with exit status 2: a
/// setting to fix, which the systemd unit does not restart (as it says), where a
/// restart every 5 s would only fill the journal.
#[test]
fn a_wrong_setting_exits_with_the_status_the_unit_does_not_restart() {
    let dir = folder();
    let out = run(command(dir.path())
        .env("DISCORD_TOKEN", "not-a-real-token")
        .env("WEB_ADDR", "127.0.0.1:8080")
        .env("WEB_PUBLIC_URL", "https://")
        .env("WEB_LINK_SECRET", "a-link-secret-of-thirty-two-chars!"));
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(said.contains("error: WEB_PUBLIC_URL `https://` names no host"), "{said}");
    let unit = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/deploy/carcassonne.service"))
        .expect("the unit");
    let kept: Vec<&str> = unit
        .lines()
        .filter_map(|l| l.strip_prefix("RestartPreventExitStatus="))
        .flat_map(str::split_whitespace)
        .collect();
    assert!(kept.contains(&"2"), "the unit does not restart a setting to fix: {kept:?}");
    assert!(unit.contains("a value that does not parse"), "the unit says why");
}
