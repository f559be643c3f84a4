//! Fixed help texts: a rules summary, the expansions and options (the command list
//! comes from the table of verbs).

use std::fmt::Write;

use carcassonne_engine::{Expansion, GameOption};

/// The rules in brief, and what the symbols of the board image mean; a paragraph at
/// most one Discord message (2,000 characters).
pub const RULES: &str = "\
Carcassonne in brief:
1. Place your tile so it touches the board and every touching edge matches (city–city, road–road, field–field).
2. You may put one meeple on a feature of that tile (road, city, monastery or field) if nobody has one in the whole feature.
3. Completed features score: road 1 per tile, city 2 per tile + 2 per pennant, monastery 9. Most meeples win; ties share. Meeples go home.
At the end: unfinished roads 1 per tile, cities 1 per tile + 1 per pennant, monasteries 1 + neighbours; each field scores 3 per completed city it touches for its farmers' majority.

Hills & Sheep: instead of a meeple, your shepherd may go on a field of your tile; it draws from the bag (1–4 sheep or a wolf). When your tile extends its field, grow (draw again) or herd (its shepherds score 1 per sheep and go home). A wolf sends the field's shepherds home. A hill hides the next tile and wins a tie for a meeple on it; a vineyard beside a monastery adds 3 when it completes.

Bridges, Castles & Bazaars: each player has 3 bridges and 3 castles (2 and 2 with 5 or 6 players). A bridge carries a road across a field. A completed small city (two tiles) may become a castle instead of scoring: its meeple stays on it and earns the points of the first road, city, monastery or castle completed beside it in a later turn (the biggest if several complete at once). A bazaar tile opens an auction of one tile per player, paid in points.

The Gifts: extend a road or city where a rival has more meeples and you receive a gift card, seen by you alone (`gifts`). Before placing your tile you may open one: Synod, Road sweeper, Change position, Retreat or Take two. Unopened gifts score 2 each at the end.

Monuments: a monument is a 2×2 tile placed by its top-left cell, with four objectives (cells around it). After placing a tile you may put your architect on the monument you just placed, or a cube on an objective your tile reaches. When an objective's cells are all filled, each cube earns its reward (points, fame or a bridge); the fourth completes the monument: 40 for its architect. Fame scores at the end.\n\nOn the board: a blue shield is a pennant; a lying meeple is in a field. A white frame marks the last tile, yellow frames and +N what just scored. Pale cells show the rotations that fit; numbered white discs, where a figure may go. A hill is a darker green mound, a vineyard purple grapes; a shepherd has a wide hat and a crook, its flock's size on the white fleece beside it. Bridges are sandstone with brown rails, castles grey stone, bazaars orange striped stalls, a blue pool an inn's lake.";

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

/// `text` as a sentence: a capital first letter and a closing full stop (the engine's
/// reasons are written as clauses, `it is not your turn`).
pub fn sentence(text: &str) -> String {
    let mut chars = text.trim().chars();
    let Some(first) = chars.next() else { return String::new() };
    let mut out: String = first.to_uppercase().chain(chars).collect();
    if !out.ends_with(['.', '!', '?', '`', ')', ':']) {
        out.push('.');
    }
    out
}

/// Text a player typed, fit to be echoed back: control characters other than line
/// breaks (terminal escapes among them) and bidirectional controls written out as
/// escapes, and at most `max` characters kept.
pub fn echo(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (count, c) in text.chars().enumerate() {
        if count == max {
            out.push('…');
            break;
        }
        if (c.is_control() && c != '\n') || is_bidi_control(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether `c` reorders the text around it (embeddings, overrides, isolates and the
/// directional marks): echoed raw, a right-to-left override makes the rest of a reply,
/// ours included, read backwards. They are format characters, not controls, so
/// `is_control` lets them through.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A parser's `error` about `word`, a value the user gave, with the word quoted as
/// [`echo`] clips and escapes it: the parsers quote the value whole, and a flag's value
/// can be any length.
pub fn about_word(word: &str, error: &dyn std::fmt::Display) -> String {
    let message = error.to_string();
    if word.is_empty() { message } else { message.replace(word, &echo(word, MAX_WORD)) }
}

/// The most characters of a bad word quoted back: more than any valid one has.
const MAX_WORD: usize = 40;

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord shows a long private reply as one message per run of paragraphs that
    /// fits 2,000 characters: each paragraph of the rules fits one.
    #[test]
    fn each_paragraph_of_the_rules_fits_a_message() {
        for paragraph in RULES.split("\n\n") {
            assert!(paragraph.chars().count() <= 2000, "{} characters", paragraph.chars().count());
        }
        for symbol in ["pennant", "hill", "vineyard", "shepherd", "fleece", "bridge", "bazaar"] {
            assert!(RULES.contains(symbol), "{symbol}");
        }
        // Supplies are counts of pieces, never read as points.
        assert!(RULES.contains("each player has 3 bridges and 3 castles") && !RULES.contains("(3 each)"));
    }

    #[test]
    fn echoes_are_clipped_and_escaped() {
        assert_eq!(echo("place 1 0", 60), "place 1 0");
        assert_eq!(echo("\u{1b}[31mred", 60), "\\u{1b}[31mred");
        assert_eq!(echo(&"x".repeat(100_000), 5), "xxxxx…");
    }

    /// Every bidirectional control is written out, so none can turn a reply around.
    #[test]
    fn bidirectional_controls_are_escaped() {
        let controls = "\u{061C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}";
        let echoed = echo(&format!("pass{controls}"), 60);
        assert!(echoed.is_ascii(), "{echoed}");
        assert_eq!(echo("\u{202E}ssap", 60), "\\u{202e}ssap");
        // Letters of right-to-left scripts are text, not controls.
        assert_eq!(echo("שלום مرحبا", 60), "שלום مرحبا");
    }

    #[test]
    fn a_bad_word_is_quoted_clipped() {
        let long = "x".repeat(100_000);
        let error = format!("`{long}` is not a gift");
        assert_eq!(about_word(&long, &error), format!("`{}…` is not a gift", "x".repeat(MAX_WORD)));
        assert_eq!(about_word("wish", &"`wish` is not a gift"), "`wish` is not a gift");
        assert_eq!(about_word("", &"an empty word"), "an empty word");
    }
}
