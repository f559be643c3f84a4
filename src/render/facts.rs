//! What each box's art is, declared once as data in its own folder (`<box>::ART`, named
//! by the registry `render::facts_of`, so that a box without it does not compile): its
//! own figures' paintings, its columns in the header's supply, the colours of the score
//! categories it brings, the pieces it keeps, the colours it adds to the palette and what
//! its decisions' titles name. The
//! shared drawing reads them the same way for every box (`figures`, `supply`, `summary`,
//! `palette`, a monument's plaque); what a box draws its own way stays behaviour, in
//! `expansion::ExpansionArt`.

use carcassonne_engine::rules::Piece;
use carcassonne_engine::{Category, Expansion, ExpansionPhase, View};

use super::Scene;
use super::canvas::Canvas;
use super::facts_of;
use super::figures::FigureArt;
use super::layout::Layout;
use super::palette::{self, Rgb};
use super::supply::Column;
use super::text::{self, Align, Style, Weight};

/// One box's art as data.
#[derive(Debug)]
pub(super) struct ArtFacts {
    /// Its own figures' paintings, row `n` for `FigureKind::Own(box, n)`, as the engine's
    /// table of its figures (each box writes it as an array of that table's length).
    pub figures: &'static [FigureArt],
    /// Its columns in the header's supply.
    pub supply: &'static [Column],
    /// The score categories it brings to the final table, with their colours.
    pub categories: &'static [(Category, Rgb)],
    /// The pieces its players' supplies keep, as another box's art shows them (a bridge,
    /// on a monument's plaque that pays in bridges).
    pub pieces: &'static [(Piece, PieceIcon)],
    /// Its own colours in the palette (see [`palette::Colours`]).
    pub colours: &'static palette::Colours,
    /// Where it draws the places of its own that its figure-step actions aim at, which
    /// the board's geometry does not know (`board::figure_marks`); `None` when its actions
    /// aim only at what the board knows (a spot, a corner of the tile just placed).
    pub places: Option<OwnPlaces>,
    /// What the titles of its decisions name besides who decides, each by its name in
    /// their messages (`render-title-<word>`, `PhaseFacts::word`): the tile bid on at a
    /// bazaar.
    pub title_args: &'static [TitleArg],
    /// How a legal cell marks a rotation that fits only by its rule
    /// (`PlacementOption::needs`: a bridge's deck), so it stands out from the others.
    pub needed: NeededMark,
    /// What the block of what must be done shows, for its decisions, in place of a list
    /// of commands: pictures in a row as tall as the rotation previews (Take two's two
    /// tiles), drawn by this, their top-left at `at` under the header's title, at scale
    /// `ui`; `None` when its decisions list commands.
    pub pictures: Option<Pictures>,
}

impl ArtFacts {
    /// Art that adds nothing: no figure, supply column, category, piece, colour, place of
    /// its own or title argument. A box names what it adds and takes the rest from here
    /// (`..ArtFacts::NONE`), so its facts read as what it brings and a field added later
    /// is written once, not in every box.
    pub(super) const NONE: ArtFacts = ArtFacts {
        figures: &[],
        supply: &[],
        categories: &[],
        pieces: &[],
        colours: &palette::Colours::NONE,
        places: None,
        title_args: &[],
        needed: NeededMark::PLAIN,
        pictures: None,
    };
}

/// Draws a decision's pictures (see [`ArtFacts::pictures`]).
pub(super) type Pictures =
    fn(canvas: &mut Canvas, scene: &Scene, phase: ExpansionPhase, at: (f32, f32), ui: f32);

/// How a legal cell marks a rotation that fits only by a box's rule.
#[derive(Debug)]
pub(super) struct NeededMark {
    /// The dot on a small legal cell where every rotation needs the rule.
    pub dot: Rgb,
    /// Draws, centred on `at` in `size`-pixel bold, the label of such a rotation.
    pub label: fn(canvas: &mut Canvas, at: (f32, f32), size: f32, label: &str),
}

impl NeededMark {
    /// Marked as any other rotation: the scoring dot, the label in the board's ink.
    pub(super) const PLAIN: NeededMark = NeededMark {
        dot: palette::SCORED,
        label: |canvas, (x, y), size, label| {
            text::draw(canvas, x, y, Align::Centre, Style::new(size, Weight::Bold, palette::TEXT), label);
        },
    };
}

/// A value a box's decisions' titles name, by its name in their messages, read from the
/// view (`tile`, the tile bid on at a bazaar).
pub(super) type TitleArg = (&'static str, fn(&View) -> u32);

/// Where a box marks an objective `n` of card `card` on the board.
pub(super) type ObjectivePoint = fn(game: &View, layout: &Layout, card: u8, n: u8) -> Option<(f32, f32)>;

/// Where a box draws the places of its own its figure-step actions aim at (`Aim`), for
/// their marks on the board and in the header's list.
#[derive(Debug)]
pub(super) struct OwnPlaces {
    /// Where a figure put on the tile just placed as a whole (`Aim::Nothing` with a
    /// figure: an architect on its monument) stands, the tile being placed tile `index`.
    pub whole_tile: fn(game: &View, layout: &Layout, index: usize) -> Option<(f32, f32)>,
    /// Where objective `n` of card `card` on the board is marked (`Aim::Objective`: a
    /// monument's plaque, for a cube).
    pub objective: ObjectivePoint,
    /// The objective's label, as its box's legend names it, on a badge of colour `badge`.
    pub objective_label: fn(scene: &Scene, card: u8, n: u8) -> Option<String>,
    pub badge: Rgb,
}

/// A small picture of a piece or a token, drawn `h` pixels tall with its left edge at
/// `x` and centred on `cy`; returns its width.
pub(super) type Icon = fn(canvas: &mut Canvas, x: f32, cy: f32, h: f32) -> f32;

/// A piece drawn small at any height, the way the box that keeps it shows it: beside a
/// number on another box's art (a monument's reward in bridges).
#[derive(Clone, Copy, Debug)]
pub(super) struct PieceIcon {
    /// Its width per pixel of height, to make room for it before it is drawn.
    pub aspect: f32,
    pub draw: Icon,
}

/// Every box's facts, in `Expansion::ALL` order: for what is the same in every game (a
/// tile's picture, the palette, the figures painted ahead).
pub(super) fn every() -> impl Iterator<Item = &'static ArtFacts> {
    Expansion::ALL.into_iter().map(facts_of)
}

/// The facts of the boxes `game` plays, in `Expansion::ALL` order.
pub(super) fn in_play<'a>(game: &'a View) -> impl Iterator<Item = &'static ArtFacts> + 'a {
    Expansion::ALL.into_iter().filter(|&e| game.has(e)).map(facts_of)
}

/// The picture of `piece` by the box that keeps it, if one does.
pub(super) fn piece_icon(piece: Piece) -> Option<PieceIcon> {
    every().flat_map(|facts| facts.pieces).find_map(|&(p, icon)| (p == piece).then_some(icon))
}

/// The colour of a box's score `category`, as the box that brings it declares it.
pub(super) fn category_colour(category: Category) -> Option<Rgb> {
    every().flat_map(|facts| facts.categories).find_map(|&(c, colour)| (c == category).then_some(colour))
}

/// Whether `game` plays a box that brings score `category`.
pub(super) fn brings(game: &View, category: Category) -> bool {
    in_play(game).any(|facts| facts.categories.iter().any(|&(c, _)| c == category))
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::FigureKind;

    use super::*;

    /// Every box's own figure has its painting, and no box paints a figure it has not:
    /// a figure added to a box's table without its art would be drawn as a meeple.
    #[test]
    fn every_own_figure_is_painted_by_its_box() {
        for expansion in Expansion::ALL {
            let own = FigureKind::all().filter(|k| matches!(k, FigureKind::Own(e, _) if *e == expansion));
            assert_eq!(facts_of(expansion).figures.len(), own.count(), "{expansion:?}");
        }
    }

    /// Every piece a supply keeps has its picture (the match names every piece, so a new
    /// one does not compile until it is listed here).
    #[test]
    fn every_piece_has_its_icon() {
        let listed = |piece: Piece| match piece {
            Piece::Bridge => true,
        };
        for piece in [Piece::Bridge].into_iter().filter(|&p| listed(p)) {
            assert!(piece_icon(piece).is_some(), "{piece:?}");
        }
    }
}
