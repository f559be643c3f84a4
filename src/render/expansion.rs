//! Expansions on the image: each expansion keeps its drawing in a folder of its own
//! (`render/<expansion>/`) and joins the shared drawing (the tile's picture, the board,
//! the header, the final table) through the [`ExpansionArt`] trait, implemented by one
//! unit struct `Art` in its folder and listed once in [`art_of`].
//!
//! The shared files call every expansion at fixed points, in `Expansion::ALL` order:
//! on a tile's picture (ground, markers, a large tile's design), on the board (under the
//! frames of what scored, what asks a player, over the frames, beside a figure), under
//! the board (a legend band) and in the header (the line of what is left, what stands
//! above the commands). Every method's default draws nothing, so an expansion writes only
//! the ones it needs, and a method added here for a new expansion changes none of the
//! others. What a box's art is rather than does (its figures' paintings, its supply
//! columns, its categories' colours, its pieces, its palette colours) it declares as data
//! instead (`facts::ArtFacts`), read the same way for every box. The
//! `docs/adding-an-expansion.md` section "The renderer" lists the methods and the rows an
//! expansion still adds to shared files.

use carcassonne_engine::{Expansion, Figure, Phase, Pos, Rotation, Segment, TileDef, TileKind, View};

use super::art_of;
use super::atlas::blit_fitted;
use super::canvas::Canvas;
use super::layout::Layout;
use super::paint::Pt;
use super::tile::{Design, Shape};
use super::{Lang, Scene};

/// A feature an expansion paints on a tile ([`ExpansionArt::feature`]): a garden.
#[derive(Clone, Copy, Debug)]
pub(super) struct Painted {
    /// Its segment on the tile.
    pub segment: usize,
    /// Its middle, where its figure stands, in the tile's unit square.
    pub at: Pt,
    /// Half its width and half its height, in tiles: it covers the rectangle `half`
    /// round `at`.
    pub half: Pt,
}

/// One expansion's drawing, called by the shared drawing at fixed points. A tile's
/// picture is made once per kind for every game, so the tile methods are asked of every
/// expansion; the others only of the expansions in play ([`in_play`]).
pub(super) trait ExpansionArt: Sync {
    /// Paints ground under a tile's printed features, first (the river's water); returns
    /// where a monastery on the tile stands when the ground takes the tile's middle.
    fn ground(&self, _def: &TileDef, _shapes: &mut Vec<Shape>) -> Option<Pt> {
        None
    }

    /// Adds the markers it prints on a tile, over the features (a vineyard's grapes, a
    /// bazaar's stall).
    fn markers(&self, _def: &TileDef, _shapes: &mut Vec<Shape>) {}

    /// Paints a feature of its own that the tile data prints without edges (a garden),
    /// after the markers and before the fields' figures find their places (so they stand
    /// clear of it); returns its segment index, where its figure stands and how far it
    /// reaches from there. The tile places every other segment's figure itself, so only a
    /// feature it cannot place needs this.
    fn feature(&self, _def: &TileDef, _shapes: &mut Vec<Shape>) -> Option<Painted> {
        None
    }

    /// Shapes laid under everything else on a tile once its fields' figures have their
    /// places (`anchors`, by segment): a hill under the largest field's figure.
    fn underlay(&self, _def: &TileDef, _anchors: &[Pt]) -> Vec<Shape> {
        Vec::new()
    }

    /// The whole design of a tile larger than one cell, when the expansion brings it (a
    /// monument's 2×2 tile).
    fn large_design(&self, _kind: TileKind) -> Option<Design> {
        None
    }

    /// Where a figure stands, as a fraction of its tile turned by `rot`, on a segment
    /// the tile does not print (a bridge's road).
    fn added_spot(&self, _segment: &Segment, _rot: Rotation) -> Option<Pt> {
        None
    }

    /// On a tile shown off the board (in hand, offered, won) in the `size`-pixel square
    /// at `at`, over its art: what the game adds to it (a large tile's objectives).
    fn over_picture(
        &self,
        _canvas: &mut Canvas,
        _game: &View,
        _kind: TileKind,
        _rot: Rotation,
        _at: (i32, i32),
        _size: u32,
    ) {
    }

    /// On the tile in hand, over its picture: how it is placed (a large tile's top-left
    /// cell marked, as `place` names it).
    fn mark_in_hand(&self, _canvas: &mut Canvas, _kind: TileKind, _at: (i32, i32), _size: u32) {}

    /// On the board under the frames of what scored and of the last tile (bridges,
    /// monuments' plaques and architects, the cells objectives want).
    fn board_under(&self, _canvas: &mut Canvas, _scene: &Scene, _layout: &Layout) {}

    /// On the board, only on an image that asks a player (a small city whose owners
    /// choose, the bridges that may be built), after the waiting tile's marks.
    fn board_asks(&self, _canvas: &mut Canvas, _scene: &Scene, _layout: &Layout) {}

    /// On the board over the frames, under the figures (castles, and the bridges on
    /// their tiles).
    fn board_over(&self, _canvas: &mut Canvas, _scene: &Scene, _layout: &Layout) {}

    /// Where its own `figure` stands on the board when not on its segment's place, as a
    /// fraction of its tile (beyond its sides for one standing between tiles: a barn on
    /// the corner where four tiles meet); `None` for any other figure.
    fn figure_at(&self, _game: &View, _figure: &Figure) -> Option<Pt> {
        None
    }

    /// Beside a figure drawn at `at` on the board, `size` pixels tall (a shepherd's
    /// flock).
    fn by_figure(
        &self,
        _canvas: &mut Canvas,
        _scene: &Scene,
        _layout: &Layout,
        _figure: &Figure,
        _at: (f32, f32),
        _size: u32,
    ) {
    }

    /// The layout with room for a band of its own under the board (the objectives'
    /// legend), added under `layout` without moving anything above.
    fn below(&self, _scene: &Scene, layout: Layout) -> Layout {
        layout
    }

    /// Draws its band under the board, in the room [`below`](Self::below) made.
    fn draw_below(&self, _canvas: &mut Canvas, _scene: &Scene, _layout: &Layout) {}

    /// What it adds to the line of what is left under the players (`12 sheep in the
    /// bag`), dropped from the last expansion's first when the line does not fit.
    fn left_note(&self, _game: &View, _lang: Lang) -> Option<String> {
        None
    }

    /// The least width, at scale 1, of the header's block of what must be done next
    /// (a bazaar's offer, one tile per player).
    fn task_width(&self, _game: &View) -> f32 {
        0.0
    }

    /// The height, at scale 1, of what it draws above the header's commands (a
    /// bazaar's offer while an auction runs).
    fn above_commands(&self, _game: &View) -> f32 {
        0.0
    }

    /// Draws what stands above the header's commands, its top-left at `at`, at scale
    /// `ui`.
    fn draw_above_commands(&self, _canvas: &mut Canvas, _scene: &Scene, _at: (f32, f32), _ui: f32) {}

    /// The header's commands for a decision of its own that the legal actions do not
    /// list one by one (a bazaar's bids: `bid N`). For a decision of its own
    /// (`Phase::Expansion`), `None` lists its legal actions.
    fn commands(&self, _scene: &Scene, _phase: Phase) -> Option<Vec<String>> {
        None
    }

    /// The lines it adds to the header's list of a figure step for its actions that put
    /// no figure on a numbered spot (a bridge that may still be built, a recall with
    /// what it scores now), in the scene's words; listed after the spots, before no
    /// figure.
    fn figure_step_commands(&self, _scene: &Scene) -> Vec<String> {
        Vec::new()
    }

    /// The header's title, when the moment is its own (a large tile in hand, placed by
    /// its top-left cell; a tile that fits only with a bridge, a figure step where one
    /// may be built), longest wording first; `who` names the active player.
    fn tile_title(&self, _scene: &Scene, _who: &str) -> Option<Vec<String>> {
        None
    }

    /// The cells a picture of the step waited for must show besides the last tile
    /// placed, when the step is one of its own (a tower's range while its builder
    /// captures, the dragon and where it may go, where the fairy or the portal may
    /// send a figure): a chat's preview frames them all.
    fn step_cells(&self, _scene: &Scene) -> Vec<Pos> {
        Vec::new()
    }
}

/// Every expansion's art, in `Expansion::ALL` order: for a tile's picture, which is the
/// same in every game.
pub(super) fn every() -> impl Iterator<Item = &'static dyn ExpansionArt> {
    Expansion::ALL.into_iter().map(art_of)
}

/// The art of the expansions `game` plays, in `Expansion::ALL` order.
pub(super) fn in_play<'a>(game: &'a View) -> impl Iterator<Item = &'static dyn ExpansionArt> + 'a {
    Expansion::ALL.into_iter().filter(|&e| game.has(e)).map(art_of)
}

/// Draws `kind` turned by `rot` in a `size`-pixel square at `at` as a tile is shown off
/// the board (in hand, in a bazaar's offer, in a Take two, won at a bazaar): its art
/// fitted to the square, and what the expansions in play add to it.
pub(super) fn picture(
    canvas: &mut Canvas,
    game: &View,
    kind: TileKind,
    rot: Rotation,
    at: (i32, i32),
    size: u32,
) {
    blit_fitted(canvas, at.0, at.1, size, kind, rot);
    for art in in_play(game) {
        art.over_picture(canvas, game, kind, rot, at, size);
    }
}

/// The tile in hand turned by `rot`, drawn as [`picture`] draws it, with the marks the
/// expansions in play add to say how it is placed.
pub(super) fn in_hand(
    canvas: &mut Canvas,
    game: &View,
    kind: TileKind,
    rot: Rotation,
    at: (i32, i32),
    size: u32,
) {
    picture(canvas, game, kind, rot, at, size);
    for art in in_play(game) {
        art.mark_in_hand(canvas, kind, at, size);
    }
}
