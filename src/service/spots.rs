//! The figure spots of the tile just placed as players see them: numbered as the board
//! image numbers them (in the order of the engine's legal actions, a spot once however
//! many figures may stand there) and named in plain words ("road", "field north"),
//! where the notation says `field Nw`. The notation stays in commands only.

use carcassonne_engine::{Compass, Phase, Spot, View};

/// One open spot: its number on the board image, from 1, and its words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenSpot {
    pub number: usize,
    pub spot: Spot,
    pub words: String,
}

impl OpenSpot {
    /// The number as players see it on the image, circled: ①, ②…
    pub fn mark(&self) -> String {
        circled(self.number)
    }
}

/// The spots where the active player may put a figure on the tile just placed, while
/// the game waits for that; empty otherwise.
pub fn open_spots(view: &View) -> Vec<OpenSpot> {
    if view.phase() != Phase::PlaceFigure {
        return Vec::new();
    }
    let mut spots: Vec<Spot> = Vec::new();
    for spot in view.legal_actions(view.active()).into_iter().filter_map(|a| a.spot()) {
        if !spots.contains(&spot) {
            spots.push(spot);
        }
    }
    let board = view.board();
    let bearing = |spot: &Spot| {
        let tile = view.last_placed()?;
        board.bearing(tile, spot.resolve_on(board, tile)?)
    };
    spots
        .iter()
        .enumerate()
        .map(|(i, spot)| {
            // The kind alone when it is the only one of its kind; else where it lies.
            let alone = spots.iter().filter(|s| s.kind == spot.kind).count() == 1;
            let words = match bearing(spot).filter(|_| !alone) {
                Some(point) => format!("{} {}", spot.kind.word(), compass_word(point)),
                None => spot.kind.word().to_string(),
            };
            OpenSpot { number: i + 1, spot: *spot, words }
        })
        .collect()
}

/// `n` in a circle up to 20 (①…⑳), in brackets beyond.
pub fn circled(n: usize) -> String {
    match n {
        1..=20 => char::from_u32(0x2460 + n as u32 - 1).map_or_else(|| format!("({n})"), String::from),
        _ => format!("({n})"),
    }
}

/// The words for each compass point, clockwise from north as [`Compass::ALL`].
const COMPASS_WORDS: [&str; 8] =
    ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];

fn compass_word(point: Compass) -> &'static str {
    COMPASS_WORDS[point as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_circled_as_on_the_image() {
        assert_eq!(circled(1), "①");
        assert_eq!(circled(3), "③");
        assert_eq!(circled(20), "⑳");
        assert_eq!(circled(21), "(21)");
    }
}
