//! A scripted game of The Tower, played on the board page (`tests/web/tower.rs`) and
//! through Discord's buttons (`tests/discord/tower.rs`): its draw, and its moves up to
//! Ann holding Bob's meeple, which Bob may then buy back.

use super::web::Move::{self, Api, Page};

/// The draw order: two tower foundations (TO/F, then TO/L with its monastery) among
/// base tiles. The same game as `tests/fixtures/game-to-v11`.
pub const TILES: [&str; 10] =
    ["TO/F", "BA/C", "BA/RFr", "BA/RFr", "TO/L", "BA/RFr", "BA/L", "BA/L", "BA/L", "BA/L"];

/// Up to Ann's capture of the meeple on top of her first tower (seat 0 Ann, seat 1 Bob):
/// Ann holds Bob's meeple, Bob has 4 points. A move ending in a space is the first
/// offered that starts with it.
pub const TOP_TAKEN: [Move; 11] = [
    // The foundation south of the start tile, and a piece on it.
    Api(0, "place 0 1 "),
    Page(0, "mouse", "tower 0 1"),
    // Bob closes the start's city: 4 points, his meeple home.
    Api(1, "place 0 -1 "),
    Api(1, "meeple city "),
    Api(0, "place 1 0 "),
    Api(0, "meeple road "),
    Api(1, "place -1 0 "),
    Page(1, "touch", "top 0 1"),
    // A foundation beside the closed tower: its first piece reaches the meeple on top.
    Api(0, "place 1 1 "),
    Page(0, "keyboard", "tower 1 1"),
    Page(0, "mouse", "capture 0 1 tower"),
];

impl Move {
    /// The seat that makes the move, and the action it names.
    pub fn named(&self) -> (usize, &'static str) {
        match *self {
            Api(seat, action) | Page(seat, _, action) => (seat, action),
        }
    }
}
