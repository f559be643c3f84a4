//! The boxes' columns in the header's supply, drawn from what each box declares
//! (`ArtFacts::supply`): its own figures while at home, the pieces and tokens it counts,
//! or a column it draws its own way, each with its place among the others and its width.
//! The header (`panel`) lines the columns of the boxes in play up by their places after
//! the meeples and asks here for each player's row.

use carcassonne_engine::{FigureKind, Seat, View};

use super::canvas::Canvas;
use super::facts::{self, Icon};
use super::figures::{self, Pose};
use super::panel;
use super::{Lang, Scene};

/// A column of a box's in the header's supply. The columns of the boxes in play stand
/// left to right after the meeples by their `place`, whoever declares them (a box's
/// columns need not stand together: a tile won at a bazaar comes last); places go by
/// tens, so that a new column finds room between two.
#[derive(Debug)]
pub(super) struct Column {
    pub place: u8,
    /// Its width at scale 1.
    pub width: f32,
    /// The title over it, when it has one, and while it shows (the tiles won at a
    /// bazaar, while one waits to be played).
    pub title: Option<Title>,
    /// What it shows for each player.
    pub shows: Shows,
}

impl Column {
    /// An untitled column of the box's own figures at `place`, `width` wide, each
    /// [`FIGURE_HEIGHT`] tall from its left edge ([`Shows::Figures`]): the way most boxes
    /// show theirs.
    pub(super) const fn figures(place: u8, width: f32, figures: &'static [AtHome]) -> Column {
        Column {
            place,
            width,
            title: None,
            shows: Shows::Figures { size: FIGURE_HEIGHT, inset: 0.0, figures },
        }
    }

    /// An untitled column of the pieces or tokens a box counts, at `place`, `width`
    /// wide ([`Shows::Counts`]): a box names its list (`INGOTS`), so that its column is
    /// one line of its art.
    pub(super) const fn counts(place: u8, width: f32, counts: &'static [Count]) -> Column {
        Column { place, width, title: None, shows: Shows::Counts(counts) }
    }
}

/// A figure's height in a supply column at scale 1, before its own scale: the abbot's,
/// the builder's, the mayor's.
pub(super) const FIGURE_HEIGHT: f32 = 18.0;

/// The title over a supply column: its message id, shown while `shown` says so.
#[derive(Debug)]
pub(super) struct Title {
    pub id: &'static str,
    pub shown: fn(&View) -> bool,
}

/// What a supply column shows for a player.
#[derive(Debug)]
pub(super) enum Shows {
    /// The box's own figures in a row a step apart, `size` tall at scale 1 (before their
    /// own scale) from `inset` into the column: each drawn while at home, a dim dash
    /// while out, so that the column is not forgotten.
    Figures { size: f32, inset: f32, figures: &'static [AtHome] },
    /// Pieces or tokens side by side, each its icon and how many the player has (`×3`).
    Counts(&'static [Count]),
    /// Drawn the box's own way (a flock instead of its shepherd, the goods' discs, the
    /// prisoners by owner, a tile still to be played), with its left edge and middle at
    /// the point given, at the scale given; `figures` are the figures it draws, each
    /// with its height at scale 1, which the header paints ahead.
    Drawn { draw: Draw, figures: &'static [(f32, FigureKind)] },
}

/// How a box draws a column of its own for `seat`.
pub(super) type Draw = fn(canvas: &mut Canvas, scene: &Scene, seat: Seat, at: (f32, f32), ui: f32);

/// One of a box's own figures in a supply column, and whether a seat's is at home.
#[derive(Debug)]
pub(super) struct AtHome {
    pub kind: FigureKind,
    pub home: fn(&View, Seat) -> bool,
}

/// A piece or a token counted in a supply column: its icon, `height` tall at scale 1,
/// and how many a seat has.
#[derive(Debug)]
pub(super) struct Count {
    pub icon: Icon,
    pub height: f32,
    pub count: fn(&View, Seat) -> u32,
}

/// Between two figures' left edges in a column, at scale 1.
const FIGURE_STEP: f32 = 20.0;
/// Between an icon and its count, and after a count, at scale 1.
const COUNT_GAP: f32 = 3.0;
const AFTER_COUNT: f32 = 10.0;

/// Draws `seat`'s row of `column` with its left edge and middle at `(x, cy)`, at scale
/// `ui`.
pub(super) fn draw(
    canvas: &mut Canvas,
    scene: &Scene,
    seat: Seat,
    column: &Column,
    (x, cy): (f32, f32),
    ui: f32,
) {
    let game = &scene.view;
    match column.shows {
        Shows::Figures { size, inset, figures } => {
            for (k, figure) in figures.iter().enumerate() {
                let left = x + inset * ui + FIGURE_STEP * ui * k as f32;
                let pose = figures::pose(figure.kind);
                figures::in_supply(canvas, (left, cy), ui, size, (seat, pose), (figure.home)(game, seat));
            }
        }
        Shows::Counts(counts) => {
            let mut x = x;
            for count in counts {
                x = x + (count.icon)(canvas, x, cy, count.height * ui) + COUNT_GAP * ui;
                let n = (count.count)(game, seat) as usize;
                x += panel::count(canvas, (x, cy), ui, n) + AFTER_COUNT * ui;
            }
        }
        Shows::Drawn { draw, .. } => draw(canvas, scene, seat, (x, cy), ui),
    }
}

/// The title over `column` in `game` now, in `lang`, when it has one.
pub(super) fn title(column: &Column, game: &View, lang: Lang) -> Option<String> {
    column.title.as_ref().filter(|t| (t.shown)(game)).map(|t| lang.say(t.id, []))
}

/// The figures every box's supply columns draw, each with its height at scale 1: the
/// header paints them ahead at every scale it takes.
pub(super) fn figures() -> impl Iterator<Item = (f32, Pose)> {
    facts::every().flat_map(|f| f.supply).flat_map(|column| -> Vec<(f32, Pose)> {
        match column.shows {
            Shows::Figures { size, figures, .. } => {
                figures.iter().map(|f| (size, figures::pose(f.kind))).collect()
            }
            Shows::Counts(_) => Vec::new(),
            Shows::Drawn { figures, .. } => {
                figures.iter().map(|&(size, kind)| (size, figures::pose(kind))).collect()
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// No two supply columns share a place, so the header's order is the same in every
    /// game whichever boxes it plays.
    #[test]
    fn every_supply_column_has_a_place_of_its_own() {
        let places: Vec<u8> = facts::every().flat_map(|f| f.supply).map(|c| c.place).collect();
        let distinct: BTreeSet<u8> = places.iter().copied().collect();
        assert_eq!(distinct.len(), places.len(), "{places:?}");
    }
}
