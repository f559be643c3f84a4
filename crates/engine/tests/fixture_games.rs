//! Whole scored games as plain-text fixtures (`fixtures/games/*.txt`), each worked out
//! by hand in its header. Format, one item a line (`#` starts a comment):
//!
//! ```text
//! players 2
//! tiles BA/RFr BA/C …          the stack, in order (the start tile aside)
//! 0: place 1 0 0               script lines, seat index first
//! over                         the game must be over here
//! breakdown 0: 0 8 0 3         road city monastery field points of seat 0
//! scores 11 3 4                every seat's score
//! ```

use crate::support as common;

use std::path::Path;

use common::{assert_breakdown, assert_scores, new_game, play};

fn numbers<T: std::str::FromStr>(text: &str, context: &str) -> Vec<T> {
    text.split_whitespace()
        .map(|w| w.parse().unwrap_or_else(|_| panic!("{context}: `{w}` is not a number")))
        .collect()
}

fn run(name: &str, text: &str) {
    // Shown with a failure, which names only the line of the assertion.
    eprintln!("fixture {name}");
    let mut players = None;
    let mut game = None;
    for (n, line) in text.lines().enumerate() {
        let context = format!("{name}:{}", n + 1);
        let line = line.split('#').next().unwrap_or_default().trim();
        let Some((word, rest)) = line.split_once(' ').or((!line.is_empty()).then_some((line, ""))) else {
            continue;
        };
        match word {
            "players" => players = Some(rest.trim().parse::<u8>().expect("player count")),
            "tiles" => {
                let ids: Vec<&str> = rest.split_whitespace().collect();
                game = Some(new_game(players.expect("`players` before `tiles`"), &ids).0);
            }
            "over" => assert!(game.as_ref().expect("a game").is_over(), "{context}: not over"),
            "scores" => assert_scores(game.as_ref().expect("a game"), &numbers(rest, &context)),
            "breakdown" => {
                let (seat, points) = rest.split_once(':').expect("`breakdown SEAT: …`");
                let points: Vec<i32> = numbers(points, &context);
                let points: [i32; 4] = points.try_into().expect("four numbers");
                assert_breakdown(game.as_ref().expect("a game"), seat.trim().parse().expect("seat"), points);
            }
            _ => {
                play(game.as_mut().unwrap_or_else(|| panic!("{context}: script before `tiles`")), line);
            }
        }
    }
    assert!(game.is_some(), "{name}: no game");
}

#[test]
fn every_fixture_game_scores_as_worked_out_by_hand() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/games");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .expect("fixture folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    names.sort();
    assert!(names.len() >= 3, "fixtures in {}", dir.display());
    for path in names {
        let text = std::fs::read_to_string(&path).expect("readable fixture");
        run(&path.file_name().unwrap().to_string_lossy(), &text);
    }
}
