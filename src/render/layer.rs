//! The board's ground kept between images: the table, grid, tiles and coordinate labels
//! (`board::ground`) of boards drawn lately, so the next image of the same board copies
//! its ground and paints only the tiles placed since, instead of every cell again. A
//! game's images follow one another with a tile more at most, whatever the step, so
//! most images find their ground kept.
//!
//! A kept ground serves an image with the same geometry below the header (cells shown,
//! tile size, margins, width) whose board's tiles begin with the tiles it holds, in the
//! order placed; the header above may differ (it grows and shrinks with the step). When
//! the cells shown change at the same tile size (a new row or column, a preview that
//! moves), a kept ground is moved instead: the cells both show are copied to their new
//! place and only the others painted, which spares the page faults and the repaint of a
//! whole new ground of megabytes. The ground depends on nothing else, so which game
//! drew it, and whether it was kept or moved at all, never changes an image: a test
//! compares kept, moved and fresh images byte for byte.
//!
//! Owns the process-wide store of grounds and its bound; what a ground shows is
//! `board`'s.

use std::sync::{Mutex, PoisonError};

use carcassonne_engine::{Board, PlacedTile, Pos};

use super::board;
use super::canvas::Canvas;
use super::layout::Layout;
use super::memory::SPARE;

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
    /// A kept ground of the same geometry, with the tiles placed since painted on it.
    Kept,
    /// A kept ground at the same tile size showing other cells (a new row or column
    /// shown, a preview moved): the cells both show copied to their new place, only
    /// the others painted, then the tiles placed since and the labels.
    Shifted,
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
/// ground that fits, with the tiles placed since painted on it, or one moved from a
/// kept ground of the same tile size, or else one painted whole. Either way it is kept
/// (in `grounds`) for the next image while the game goes on (`going_on`): a finished
/// game's board gets no more tiles, and its ground (up to 4 MB) would only sit in a
/// live game's place. Grounds of this board at an earlier state are let go then (see
/// [`Grounds::keep`]). Memory comes from and goes back to `memory::SPARE`.
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
    let (mut ground, from, source) = {
        let mut grounds = grounds.lock().unwrap_or_else(PoisonError::into_inner);
        let kept = &mut grounds.kept;
        let fits = |g: &Ground| tiles.starts_with(&g.tiles);
        if let Some(i) = kept.iter().position(|g| g.layout == below && fits(g)) {
            (kept.remove(i), None, Source::Kept)
        } else {
            let moved = kept.iter().position(|g| shared_cells(&g.layout, &below).is_some() && fits(g));
            let from = moved.map(|i| kept.remove(i));
            let ground = Ground { layout: below, tiles: Vec::new(), pixels: Vec::new() };
            let source = if from.is_some() { Source::Shifted } else { Source::Painted };
            (ground, from, source)
        }
    };
    let mut paper = match source {
        Source::Kept => Canvas::reuse(std::mem::take(&mut ground.pixels), below.width, below.height),
        Source::Shifted | Source::Painted => Canvas::spare(below.width, below.height),
    };
    match &from {
        Some(old) => shift(&mut paper, board, &below, old),
        None if source == Source::Kept => board::tiles(&mut paper, &tiles[ground.tiles.len()..], &below),
        None => board::ground(&mut paper, board, &below),
    }
    canvas.blit(0, layout.header as i32, below.width, &paper.pixels);
    if let Some(old) = from {
        SPARE.give(old.pixels);
    }
    if !going_on {
        SPARE.give(paper.pixels);
        return source;
    }
    ground.tiles = tiles.to_vec();
    ground.pixels = paper.pixels;
    grounds.lock().unwrap_or_else(PoisonError::into_inner).keep(ground);
    source
}

impl Grounds {
    /// Keeps `ground` first, letting go of the grounds it makes stale and of the
    /// oldest past `KEPT`, their memory given back to `memory::SPARE`. A ground is
    /// stale once a ground of its board two tiles further on is drawn: the other image
    /// of a board drawn at each step (the whole board and its preview) is never more
    /// than one tile behind, while the ground of a tile size the board has outgrown
    /// would otherwise stay kept, megabytes no image uses again.
    fn keep(&mut self, ground: Ground) {
        let newer = |g: &Ground| g.tiles.len() + 1 < ground.tiles.len() && ground.tiles.starts_with(&g.tiles);
        let (stale, live): (Vec<Ground>, Vec<Ground>) =
            std::mem::take(&mut self.kept).into_iter().partition(newer);
        self.kept = live;
        self.kept.insert(0, ground);
        let old = self.kept.split_off(self.kept.len().min(KEPT));
        for gone in stale.into_iter().chain(old) {
            SPARE.give(gone.pixels);
        }
    }
}

/// The cells two grounds both show, from the first to past the last, when they can
/// share pixels: at the same tile size and margins (the same cell looks the same on
/// both), and with some cell in common.
fn shared_cells(old: &Layout, new: &Layout) -> Option<(Pos, Pos)> {
    let lo = Pos::new(old.min.x.max(new.min.x), old.min.y.max(new.min.y));
    let hi = Pos::new(old.max.x.min(new.max.x) + 1, old.max.y.min(new.max.y) + 1);
    (old.tile == new.tile && old.margin == new.margin && lo.x < hi.x && lo.y < hi.y).then_some((lo, hi))
}

/// Paints on `paper` the ground of `board` on `layout` from `old`'s, a kept ground
/// of the same tile size: the cells both show copied to their new place, the bands of
/// cells around them (those `old` did not show, and the grid lines on their edges)
/// painted as `board::ground` paints them, then the tiles placed since `old` was
/// painted and the labels. Every pixel gets what painting the ground whole gives it.
fn shift(paper: &mut Canvas, board: &Board, layout: &Layout, old: &Ground) {
    let Some((lo, hi)) = shared_cells(&old.layout, layout) else {
        return board::ground(paper, board, layout);
    };
    let t = layout.tile as i32;
    board::surround(paper, layout);
    // The shared cells without the grid lines past their last column and row: those
    // may be the board's edge on one ground and not on the other.
    let (sx, sy) = old.layout.cell(lo);
    let (w, h) = ((hi.x - lo.x) * t, (hi.y - lo.y) * t);
    paper.copy(layout.cell(lo), &old.pixels, old.layout.width, (sx, sy, w, h));
    // The shared cells' first and past-last column and row, counted from the layout's
    // first cell, and the bands around them, each with the grid lines on its edges (a
    // band no cell wide paints those lines alone).
    let (cols, rows) = layout.cells();
    let (c0, r0) = (lo.x - layout.min.x, lo.y - layout.min.y);
    let (c1, r1) = (hi.x - layout.min.x, hi.y - layout.min.y);
    let bands = [((0, 0), (cols, r0)), ((0, r1), (cols, rows)), ((0, r0), (c0, r1)), ((c1, r0), (cols, r1))];
    for (from, to) in bands {
        board::cells(paper, board, layout, from, to);
    }
    board::tiles(paper, &board.tiles()[old.tiles.len()..], layout);
    board::labels(paper, layout);
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
    /// two must be the same bytes, most images must have found their ground kept, and
    /// some moved from another geometry (a new row or column, a preview moved).
    fn kept_grounds_change_nothing(setup: Setup) {
        let names: Vec<String> = ["Ann", "Bob", "Cy"].iter().map(|s| s.to_string()).collect();
        let grounds = Mutex::new(Grounds::new());
        let mut rng = GameRng::from_seed(setup.seed);
        let (mut game, mut events) = Game::new(setup).expect("setup");
        let (mut images, mut kept, mut shifted) = (0, 0, 0);
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
                shifted += usize::from(source == Source::Shifted);
            }
            let Some(pending) = game.pending() else { break };
            let seat = pending.seats.iter().next().expect("someone acts");
            let actions = game.legal_actions(seat);
            events = game.apply(seat, actions[rng.below(actions.len())]).expect("legal action");
        }
        assert!(kept * 2 > images, "{kept} of {images} images on a kept ground");
        assert!(shifted > 0, "no image on a ground moved from another geometry");
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

    /// A board's ground two tiles behind its newest is let go (a tile size the board
    /// outgrew), its memory given back; one a tile behind (the board's other image,
    /// drawn next) and another board's are kept.
    #[test]
    fn grounds_two_tiles_behind_their_board_are_let_go() {
        let stack = TileKind::all().filter(|k| k.id().starts_with("BA/")).take(8).collect();
        let (mut game, _) = Game::new(Setup { tiles: Some(stack), ..Setup::new(2, 3) }).expect("setup");
        while game.board().tiles().len() < 4 {
            let seat = game.pending().expect("going on").seats.iter().next().expect("someone acts");
            game.apply(seat, game.legal_actions(seat)[0]).expect("legal action");
        }
        let tiles = game.board().tiles().to_vec();
        let layout = Layout::board_only(&game.view(Audience::Public), 32);
        let ground = |tiles: &[PlacedTile]| Ground { layout, tiles: tiles.to_vec(), pixels: vec![1; 64] };
        let mut grounds = Grounds::new();
        grounds.keep(ground(&tiles[1..3]));
        grounds.keep(ground(&tiles[..2]));
        grounds.keep(ground(&tiles[..3]));
        let counts = |g: &Grounds| g.kept.iter().map(|g| g.tiles.len()).collect::<Vec<_>>();
        assert_eq!(counts(&grounds), [3, 2, 2], "a tile behind: kept");
        grounds.keep(ground(&tiles[..4]));
        assert_eq!(counts(&grounds), [4, 3, 2], "two behind: let go; another board's kept");
        assert_eq!(grounds.kept[2].tiles, tiles[1..3], "the other board's");
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
