//! Fixed help texts: the command list, a rules summary, the expansions and options.

use std::fmt::Write;

use carcassonne_engine::{Expansion, GameOption};

/// The commands, one line each.
pub const HELP: &str = "\
Commands:
- new [expansions] [options] — open a game in this channel
- join / leave — take or give up a seat before the start
- start — begin (seat order is drawn at random)
- place X Y ROTATION — put your tile down (x east, y south; rotation 0, 90, 180 or 270 clockwise)
- place X Y — see which rotations fit there, and pick one
- meeple SPOT — put a meeple on the tile you just placed: `road E`, `city N`, `field Es`, `monastery`
- shepherd SPOT — (Hills & Sheep) put your shepherd on a field of the tile just placed: `field Es`
- grow / herd — (Hills & Sheep) when your shepherd's field is extended: draw a token, or score the flock
- pass — place no figure
- undo — take back your tile placement before placing a figure
- board, status, history — look at the game
- games — your open games; options — expansions and options; rules — a rules summary
- cancel — close the game (its creator or a moderator)";

/// The base rules in brief.
pub const RULES: &str = "\
Carcassonne in brief:
1. Place your tile so it touches the board and every touching edge matches (city–city, road–road, field–field).
2. You may put one meeple on a feature of that tile (road, city, monastery or field) if nobody has one in the whole feature.
3. Completed features score: road 1 per tile, city 2 per tile + 2 per pennant, monastery 9. Most meeples win; ties share. Meeples go home.
At the end: unfinished roads 1 per tile, cities 1 per tile + 1 per pennant, monasteries 1 + neighbours; each field scores 3 per completed city it touches for its farmers' majority.";

/// The expansions and options a new game can take.
pub fn options() -> String {
    let mut text = String::from("Expansions (add to `new`):\n");
    for e in Expansion::ALL {
        let _ = writeln!(text, "- {} — {}", e.word(), e.title());
    }
    text += "Options:\n";
    for o in GameOption::ALL {
        let _ = writeln!(text, "- {} ({})", o.word(), o.expansion().title());
    }
    text
}
