//! The board's ground kept between images: the table, grid, tiles and coordinate labels
//! (`board::ground`) of boards drawn lately, so the next image of the same board copies
//! its ground and paints only the tiles placed since, instead of every cell again. A
//! game's images follow one another with a tile more at most, whatever the step, so
//! most images find their ground kept.
//!
//! A kept ground serves an image with the same geometry below the header (cells shown,
//! tile size, margins, width) whose board's tiles begin with the tiles it holds, in the
//! order placed; the header above may differ (it grows and shrinks with the step). The
//! ground depends on nothing else, so which game drew it, and whether it was kept at
//! all, never changes an image: a test compares kept and fresh images pixel for pixel.
//!
//! Owns the process-wide store of grounds and its bound; what a ground shows is
//! `board`'s.

use std::sync::{Mutex, PoisonError};

use carcassonne_engine::{Board, PlacedTile};

use super::board;
use super::canvas::Canvas;
use super::layout::Layout;

/// Most grounds kept: the boards of a few games at once (one each, whatever the step),
/// at most 4 MB each and about 2 MB for a 100-tile board.
const KEPT: usize = 8;

/// Grounds drawn lately, the most recent first.
#[derive(Debug)]
pub struct Grounds {
    kept: Vec<Ground>,
}

/// One board's ground: the image below the header, as palette indices.
#[derive(Debug)]
struct Ground {
    /// The layout it was painted for, without the header (see `below_header`).
    layout: Layout,
    /// The tiles painted on it, in the order placed.
    tiles: Vec<PlacedTile>,
    pixels: Vec<u8>,
}

/// Where an image's ground came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A kept ground, with the tiles placed since painted on it.
    Kept,
    /// Painted whole: no kept ground fitted.
    Painted,
}

/// The grounds of every image this process draws, whichever thread draws it.
pub static GROUNDS: Mutex<Grounds> = Mutex::new(Grounds::new());

impl Grounds {
    pub const fn new() -> Grounds {
        Grounds { kept: Vec::new() }
    }
}

/// Copies the ground of `board` on `layout` onto `canvas` below the header: a kept
/// ground that fits, with the tiles placed since painted on it, or else one painted
/// whole. Either way it is kept (in `grounds`) for the next image while the game goes
/// on (`going_on`): a finished game's board gets no more tiles, and its ground (up to
/// 4 MB) would only sit in a live game's place.
pub fn draw(
    grounds: &Mutex<Grounds>,
    canvas: &mut Canvas,
    board: &Board,
    layout: &Layout,
    going_on: bool,
) -> Source {
    let below = below_header(layout);
    let tiles = board.tiles();
    // Taken out while in use, so two threads never paint on one ground.
    let (mut ground, source) = {
        let mut grounds = grounds.lock().unwrap_or_else(PoisonError::into_inner);
        let kept = &mut grounds.kept;
        match kept.iter().position(|g| g.layout == below && tiles.starts_with(&g.tiles)) {
            Some(i) => (kept.remove(i), Source::Kept),
            None => {
                // The oldest ground's memory, once all are in use: fresh memory costs a
                // page fault per first touch.
                let memory = if kept.len() >= KEPT { kept.pop().map(|g| g.pixels) } else { None };
                let ground = Ground { layout: below, tiles: Vec::new(), pixels: memory.unwrap_or_default() };
                (ground, Source::Painted)
            }
        }
    };
    let mut paper = Canvas::reuse(std::mem::take(&mut ground.pixels), below.width, below.height);
    match source {
        Source::Kept => board::tiles(&mut paper, &tiles[ground.tiles.len()..], &below),
        Source::Painted => board::ground(&mut paper, board, &below),
    }
    canvas.blit(0, layout.header as i32, below.width, &paper.pixels);
    if !going_on {
        return source;
    }
    ground.tiles = tiles.to_vec();
    ground.pixels = paper.pixels;
    let mut grounds = grounds.lock().unwrap_or_else(PoisonError::into_inner);
    grounds.kept.insert(0, ground);
    grounds.kept.truncate(KEPT);
    source
}

/// `layout` without its header and legend: the board, its margins and their labels as
/// an image of their own, the same whatever header is drawn above them.
fn below_header(layout: &Layout) -> Layout {
    Layout {
        header: 0,
        legend: 0,
        ui: 1.0,
        height: layout.height - layout.header - layout.legend,
        origin: (layout.origin.0, layout.origin.1 - layout.header as i32),
        ..*layout
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::GameRng;
    use carcassonne_engine::rules::monuments::Monument;
    use carcassonne_engine::{Audience, Expansion, Expansions, Game, Setup, TileKind};

    use super::*;
    use crate::render::{Lang, Scene, Words, draw_with};

    /// Plays `setup` at random, drawing every state (its whole board and its preview)
    /// on the grounds kept from the states before and on a ground painted whole: the
    /// two must be the same bytes, and most images must have found their ground kept.
    fn kept_grounds_change_nothing(setup: Setup) {
        let names: Vec<String> = ["Ann", "Bob", "Cy"].iter().map(|s| s.to_string()).collect();
        let grounds = Mutex::new(Grounds::new());
        let mut rng = GameRng::from_seed(setup.seed);
        let (mut game, mut events) = Game::new(setup).expect("setup");
        let (mut images, mut kept) = (0, 0);
        loop {
            let scene = Scene {
                view: game.view(Audience::Public),
                names: &names[..game.players().len()],
                recent: &events,
                words: Words::Commands,
                lang: Lang::En,
                figures: None,
            };
            for layout in [Some(scene.layout()), scene.preview_layout()].into_iter().flatten() {
                let (drawn, source) = draw_with(&scene, &layout, &grounds);
                let (fresh, painted) = draw_with(&scene, &layout, &Mutex::new(Grounds::new()));
                assert_eq!(painted, Source::Painted);
                assert!(
                    drawn.png == fresh.png,
                    "image {images} ({source:?} ground) differs from one drawn afresh"
                );
                assert_eq!(drawn.texts, fresh.texts, "image {images}: texts");
                images += 1;
                kept += usize::from(source == Source::Kept);
            }
            let Some(pending) = game.pending() else { break };
            let seat = pending.seats.iter().next().expect("someone acts");
            let actions = game.legal_actions(seat);
            events = game.apply(seat, actions[rng.below(actions.len())]).expect("legal action");
        }
        assert!(kept * 2 > images, "{kept} of {images} images on a kept ground");
    }

    /// A finished game's board gets no more tiles: its ground is not kept, while a
    /// board of a game going on keeps its own.
    #[test]
    fn a_finished_games_ground_is_not_kept() {
        let names: Vec<String> = ["Ann", "Bob"].iter().map(|s| s.to_string()).collect();
        let stack = TileKind::all().filter(|k| k.id().starts_with("BA/")).take(4).collect();
        let (mut game, _) = Game::new(Setup { tiles: Some(stack), ..Setup::new(2, 3) }).expect("setup");
        let kept_while = |game: &Game| {
            let grounds = Mutex::new(Grounds::new());
            let view = game.view(Audience::Public);
            let scene = Scene {
                view,
                names: &names,
                recent: &[],
                words: Words::Commands,
                lang: Lang::En,
                figures: None,
            };
            draw_with(&scene, &scene.layout(), &grounds);
            grounds.into_inner().expect("grounds").kept.len()
        };
        assert_eq!(kept_while(&game), 1, "going on");
        while let Some(pending) = game.pending() {
            let seat = pending.seats.iter().next().expect("someone acts");
            game.apply(seat, game.legal_actions(seat)[0]).expect("legal action");
        }
        assert_eq!(kept_while(&game), 0, "over");
    }

    #[test]
    fn a_base_game_drawn_on_kept_grounds_is_drawn_as_afresh() {
        let kinds: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BA/")).collect();
        let stack = kinds.iter().copied().cycle().take(30).collect();
        kept_grounds_change_nothing(Setup { tiles: Some(stack), ..Setup::new(2, 7) });
    }

    /// Large tiles (2×2 cells), bridges and castles, on the grounds too.
    #[test]
    fn monuments_and_bridges_drawn_on_kept_grounds_are_drawn_as_afresh() {
        let kinds: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BA/")).collect();
        let mut stack: Vec<TileKind> = kinds.iter().copied().cycle().take(24).collect();
        for (monument, at) in Monument::ALL.into_iter().zip([2, 6, 10, 14]) {
            stack.insert(at, monument.token());
        }
        let expansions =
            Expansions::default().with(Expansion::Monuments).with(Expansion::BridgesCastlesBazaars);
        kept_grounds_change_nothing(Setup { tiles: Some(stack), expansions, ..Setup::new(3, 5) });
    }
}
