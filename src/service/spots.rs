//! The figure spots of the tile just placed as players see them: numbered as the board
//! image numbers them (the renderer's [`render::figure_spots`], a spot once however
//! many figures may stand there) and named in plain words from where the image draws
//! their discs ("road", "field north-east"), where the notation says `field Nw`. The
//! notation stays in commands and `help`; it must not name a spot by anything the
//! image does not show.

use crate::locale::Lang;
use carcassonne_engine::{Action, Compass, Spot, View};

use crate::render::{self, Mark};

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
///
/// A spot alone of its kind is named by its kind ("road"); others by where their disc
/// sits on the tile ("field south-east", "road in the middle"), taken from the renderer
/// so the words and the image agree; spots whose discs still share those words are told
/// apart by how they lie to one another ("field south-east (west of the two)"). No two
/// spots of one step share words.
pub fn open_spots(view: &View, lang: Lang) -> Vec<OpenSpot> {
    let _ = lang;
    let spots = render::figure_spots(view);
    let board = view.board();
    // Every spot is on the tile just placed; the middle stands in for a disc that
    // could not be found, which a legal spot always has.
    let disc = |spot: &Spot| {
        let tile = view.last_placed()?;
        render::spot_on_tile(board, tile, spot.resolve_on(board, tile)?)
    };
    let discs: Vec<(f32, f32)> = spots.iter().map(|s| disc(s).unwrap_or((0.5, 0.5))).collect();
    let mut words: Vec<String> = spots
        .iter()
        .zip(&discs)
        .map(|(spot, &at)| {
            let kind = spot.kind.word();
            if spots.iter().filter(|s| s.kind == spot.kind).count() == 1 {
                return kind.to_string();
            }
            match place(at) {
                Some(point) => format!("{kind} {}", compass_word(point)),
                None => format!("{kind} in the middle"),
            }
        })
        .collect();
    tell_apart(&mut words, &discs);
    spots
        .into_iter()
        .zip(words)
        .enumerate()
        .map(|(i, (spot, words))| OpenSpot { number: i + 1, spot, words })
        .collect()
}

/// The monument's marks of the figure step, the architect's and each cube's objective,
/// with the circled number the image gives them (after the tile's spots).
pub fn monument_marks(view: &View) -> Vec<(Action, String)> {
    let marks = render::figure_marks(view).into_iter().enumerate();
    marks
        .filter_map(|(i, (mark, _))| match mark {
            Mark::Architect => Some((Action::Architect, circled(i + 1))),
            Mark::Cube(monument, n) => Some((Action::Cube(monument, n), circled(i + 1))),
            Mark::Spot(_) => None,
        })
        .collect()
}

/// The compass point of a disc at `(x, y)` on its tile (fractions, x east, y south)
/// seen from the tile's middle, to the nearest eighth of a turn; `None` within
/// [`MIDDLE`] of the middle.
fn place((x, y): (f32, f32)) -> Option<Compass> {
    let (dx, dy) = (x - 0.5, y - 0.5);
    if dx.hypot(dy) < MIDDLE {
        return None;
    }
    Compass::toward(dx, dy)
}

/// How near the middle of its tile a disc is said to be "in the middle", as a fraction
/// of the tile: a disc's own radius.
const MIDDLE: f32 = 0.125;

/// Adds to each group of equal `words` how its spots lie to one another, along the axis
/// where their discs (`discs`, in the same order) lie farthest apart: "(west of the
/// two)", "(2nd from the north)".
fn tell_apart(words: &mut [String], discs: &[(f32, f32)]) {
    let base = words.to_vec();
    for (i, same) in base.iter().enumerate() {
        let group: Vec<usize> = (0..base.len()).filter(|&j| base[j] == *same).collect();
        if group.len() < 2 || group[0] != i {
            continue;
        }
        // A disc's coordinate across (x, east) or down (y, south) the tile.
        let at = |j: usize, across: bool| if across { discs[j].0 } else { discs[j].1 };
        let spread = |across: bool| {
            let values = group.iter().map(|&j| at(j, across));
            values.clone().fold(f32::MIN, f32::max) - values.fold(f32::MAX, f32::min)
        };
        let across = spread(true) >= spread(false);
        let (from, to) = if across { ("west", "east") } else { ("north", "south") };
        let mut order = group.clone();
        order.sort_by(|&a, &b| at(a, across).total_cmp(&at(b, across)));
        for (rank, &j) in order.iter().enumerate() {
            let which = match (order.len(), rank) {
                (2, 0) => format!("{from} of the two"),
                (2, _) => format!("{to} of the two"),
                (_, rank) => format!("{} from the {from}", ordinal(rank + 1)),
            };
            words[j] = format!("{same} ({which})");
        }
    }
}

/// `n` as an ordinal: 1st, 2nd, 3rd, 4th…
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
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
    use carcassonne_engine::rng::GameRng;
    use carcassonne_engine::{Action, Audience, Expansion, Expansions, Game, Phase, Setup};

    use super::*;

    /// The direction a compass word points to, clockwise from north in degrees.
    fn degrees(word: &str) -> Option<f32> {
        COMPASS_WORDS.iter().position(|w| *w == word).map(|i| i as f32 * 45.0)
    }

    /// Checks one figure step: distinct words, each naming where its disc is drawn.
    fn check_step(view: &View, spots: &[OpenSpot]) {
        let board = view.board();
        let tile = view.last_placed().expect("a tile was placed");
        for open in spots {
            let clashes = spots.iter().filter(|o| o.words == open.words).count();
            assert_eq!(clashes, 1, "{:?} on {}", spots, board.tiles()[tile].kind.id());
            let segment = open.spot.resolve_on(board, tile).expect("a spot of the tile");
            let (x, y) = render::spot_on_tile(board, tile, segment).expect("a disc");
            let (dx, dy) = (x - 0.5, y - 0.5);
            let words = open.words.split(" (").next().unwrap_or_default();
            let place = words.strip_prefix(open.spot.kind.word()).unwrap_or_default().trim();
            match place {
                "" => assert_eq!(spots.iter().filter(|o| o.spot.kind == open.spot.kind).count(), 1),
                "in the middle" => assert!(dx.hypot(dy) < MIDDLE, "{open:?} at {x} {y}"),
                word => {
                    let want = degrees(word).unwrap_or_else(|| panic!("{word}"));
                    let got = dx.atan2(-dy).to_degrees();
                    let off = (got - want).rem_euclid(360.0);
                    assert!(off <= 22.5 || off >= 337.5, "{open:?} drawn at {x} {y}");
                }
            }
        }
    }

    /// Random games with every expansion: in each figure step no two spots share
    /// words, each compass word names where the spot's disc is drawn on the tile, and
    /// a bridge built during the step keeps every spot's number.
    #[test]
    fn spot_words_are_distinct_and_where_the_discs_are() {
        let expansions = Expansion::ALL.into_iter().fold(Expansions::default(), Expansions::with);
        let (mut steps, mut bridges) = (0, 0);
        for seed in 0..40 {
            let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            while let Some(pending) = game.pending() {
                let seat = pending.seats.iter().next().expect("a seat");
                let before = open_spots(&game.view(Audience::Public), Lang::En);
                if !before.is_empty() {
                    check_step(&game.view(Audience::Public), &before);
                    steps += 1;
                }
                let actions = game.legal_actions(seat);
                // A bridge whenever one may be built in the figure step, to see the
                // spots after it.
                let bridge = actions.iter().find(|a| matches!(a, Action::Bridge(_)));
                let action = match bridge {
                    Some(&bridge) if game.phase() == Phase::PlaceFigure => bridge,
                    _ => actions[rng.below(actions.len())],
                };
                game.apply(seat, action).expect("a legal action");
                if matches!(action, Action::Bridge(_)) && game.phase() == Phase::PlaceFigure {
                    bridges += 1;
                    let after = open_spots(&game.view(Audience::Public), Lang::En);
                    for open in &before {
                        let kept = after.iter().find(|a| a.spot == open.spot).map(|a| a.number);
                        assert_eq!(kept, Some(open.number), "{before:?} then {after:?}");
                    }
                }
            }
        }
        assert!(steps > 1000 && bridges > 100, "{steps} figure steps, {bridges} bridges");
    }

    /// Spots whose discs share a compass point are told apart by how they lie.
    #[test]
    fn spots_on_one_point_are_told_apart() {
        let mut two = vec!["field east".to_string(), "road".into(), "field east".into()];
        tell_apart(&mut two, &[(0.8, 0.6), (0.5, 0.5), (0.75, 0.3)]);
        assert_eq!(two, ["field east (south of the two)", "road", "field east (north of the two)"]);
        let mut three = vec!["field south".to_string(); 3];
        tell_apart(&mut three, &[(0.6, 0.8), (0.4, 0.8), (0.5, 0.8)]);
        assert_eq!(
            three,
            [
                "field south (3rd from the west)",
                "field south (1st from the west)",
                "field south (2nd from the west)"
            ]
        );
    }

    #[test]
    fn numbers_are_circled_as_on_the_image() {
        assert_eq!(circled(1), "①");
        assert_eq!(circled(3), "③");
        assert_eq!(circled(20), "⑳");
        assert_eq!(circled(21), "(21)");
    }
}
