//! `local --web`: the terminal's game played by hand on its board page, through the
//! link the terminal prints, with the move printed in the terminal and a bot answering
//! it while nobody types.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::sync::mpsc;

use carcassonne_bot::locale::Lang;

use crate::support::PATIENCE;
use crate::support::web::Client;

/// Lines of standard output, read by a thread as the run prints them.
struct Printed {
    lines: mpsc::Receiver<String>,
    seen: Vec<String>,
}

impl Printed {
    /// Waits for a line `wanted` accepts (the run printing it), failing with all printed
    /// so far if the run ends first (or hangs past the tests' patience).
    fn until(&mut self, wanted: impl Fn(&str) -> bool) -> String {
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if wanted(&line) {
                        return line;
                    }
                }
                Err(_) => panic!("the run ended first, having printed:\n{}", self.seen.join("\n")),
            }
        }
    }
}

/// The first thing the game answer lets its seat do.
fn first_move(answer: &serde_json::Value) -> String {
    let placement = answer["placements"].get(0).map(|cell| cell["rotations"][0]["action"].clone());
    let step = answer["choices"].get(0).map(|c| c["action"].clone());
    placement.or(step).and_then(|a| a.as_str().map(str::to_owned)).expect("something to do")
}

#[test]
fn a_move_on_the_page_shows_in_the_terminal_and_the_bot_answers_it() {
    let mut run = Command::new(env!("CARGO_BIN_EXE_carcassonne-bot"))
        .args(["local", "--web", "127.0.0.1:0", "--players", "Alice", "--bots", "easy"])
        .args(["--tiles", "BA/C,BA/C,BA/C,BA/C", "--think-ms", "10"])
        .env("LANG", "C.UTF-8")
        .env_remove("DATABASE_URL")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (sender, lines) = mpsc::channel();
    let stdout = run.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                return;
            }
        }
    });
    let mut printed = Printed { lines, seen: Vec::new() };

    // The link names the address bound (port 0: one the system picked).
    let link = printed.until(|l| l.starts_with("Alice's board: "));
    let url = link.trim_start_matches("Alice's board: ");
    let (base, token) = url.split_once("/board#").expect("a board link");
    let client = Client { addr: base.trim_start_matches("http://").parse().expect("an address") };

    // A link this run did not sign (an earlier run's, say) is told where this run's are.
    let (signed, _) = token.rsplit_once('.').expect("a signature");
    let earlier = client.game(&format!("{signed}.AAAA")).refused(401);
    assert_eq!(earlier, Lang::En.say("web-link-terminal", []));
    assert!(earlier.contains("links this run printed"), "{earlier}");

    // Alice places, then takes no figure, on the page alone (then the bot plays at once,
    // and her next turn is not this test's): the first from the page opened as
    // `localhost`, this machine's other name for the address printed.
    let alias = base.replace("127.0.0.1", "localhost");
    for (step, origin) in [("place", alias.as_str()), ("pass", base)] {
        let game = client.game(token).json();
        let action = if step == "place" { first_move(&game) } else { step.to_string() };
        let revision = game["revision"].as_u64().expect("a revision");
        let answer = client.act_from(origin, token, revision, &action);
        assert_eq!(answer.status, 200, "{action}: {}", String::from_utf8_lossy(&answer.body));
    }

    // The terminal tells both moves as it tells any, then the bot answers unasked.
    printed.until(|l| l.starts_with("Alice placed a city cap at "));
    printed.until(|l| l == "Alice placed no figure.");
    printed.until(|l| l.starts_with("> Bot 1: place "));
    printed.until(|l| l.starts_with("Bot 1 placed a city cap at "));

    // Standard input closed: the run ends, its temporary database gone with it.
    drop(run.stdin.take());
    let output = run.wait_with_output().unwrap();
    assert!(output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    let said = stderr.lines().find(|l| l.starts_with("The game is kept in a temporary file")).expect("said");
    let path = said.split(", ").find(|p| p.ends_with("game.sqlite")).expect("its path");
    assert!(!std::path::Path::new(path).exists(), "{path} removed at the end");
}
