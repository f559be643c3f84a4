//! Fixed help texts: a rules summary, the expansions and options (the command list
//! comes from the table of verbs).

use std::fmt::Write;

use carcassonne_engine::{Expansion, GameOption};

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
