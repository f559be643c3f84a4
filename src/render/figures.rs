//! Figures: the meeple silhouette in a seat's colour, standing (road, city, monastery)
//! or lying (field), and the expansions' own figures painted here from their art's
//! silhouettes (`Pose::Own`, [`FigureArt`]: Hills & Sheep's shepherd leaning on its
//! crook, The Abbot's abbot under a mitre…), outlined and marked with the seat number
//! so colour is never the only cue.
//!
//! Owns the figure art and its cache (painted once per seat, size and pose). It is told
//! where to draw; it does not decide which figures exist or where they stand.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use carcassonne_engine::{Expansion, Figure, FigureKind, MAX_SEATS, Seat, View};

use image::imageops;

use super::canvas::{Canvas, Sprite};
use super::facts_of;
use super::paint::{Painter, Pt, disk, stroke};
use super::palette;
use super::spot_on_tile;
use super::text::{self, Align, Style, Weight};

/// The meeple outline in a unit box, head up.
const BODY: [Pt; 13] = [
    (0.36, 0.33),
    (0.64, 0.33),
    (0.93, 0.46),
    (0.97, 0.6),
    (0.68, 0.58),
    (0.86, 0.98),
    (0.58, 0.98),
    (0.5, 0.82),
    (0.42, 0.98),
    (0.14, 0.98),
    (0.32, 0.58),
    (0.03, 0.6),
    (0.07, 0.46),
];
const HEAD: (Pt, f32) = ((0.5, 0.19), 0.165);
/// Where the seat number goes, head up.
const BELLY: Pt = (0.5, 0.6);

/// Outline thickness and the margin the silhouette keeps inside its box.
const EDGE: f32 = 0.055;
pub(super) const MARGIN: f32 = 0.07;

/// How a figure is posed, and which figure it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pose {
    Standing,
    /// On its side, head to the east: a figure in a field.
    Lying,
    /// An expansion's own figure, painted from its art's [`FigureArt`]: the expansion
    /// and the figure's number among its own, as `FigureKind::Own` (Hills & Sheep's
    /// shepherd: robed, under a wide hat, with a crook; The Abbot's abbot: robed, under a
    /// tall mitre).
    Own(Expansion, u8),
    /// An expansion's own figure that is a meeple, on its side as `Lying`: a farmer
    /// (Inns & Cathedrals' big meeple in a field).
    OwnLying(Expansion, u8),
}

/// The pose of `kind`: standing for a meeple, a box's own figure painted from its
/// box's art (`ArtFacts::figures`).
pub const fn pose(kind: FigureKind) -> Pose {
    match kind {
        FigureKind::Meeple => Pose::Standing,
        FigureKind::Own(expansion, figure) => Pose::Own(expansion, figure),
    }
}

impl Pose {
    /// The pose of a figure that is a meeple (`FigureKind::is_meeple`) standing in a
    /// field: on its side, as every farmer; any other pose as it is.
    pub fn farmer(self) -> Pose {
        match self {
            Pose::Standing => Pose::Lying,
            Pose::Own(expansion, figure) => Pose::OwnLying(expansion, figure),
            other => other,
        }
    }
}

/// How an expansion's own figure is painted, in the unit square, head up: its outline's
/// parts (filled in the seat's colour and edged like every figure), the bands drawn over
/// them in the seat number's ink, where its number goes and what it holds. The shapes
/// are made only when a sprite is painted (once per seat, size and pose); every figure
/// drawn reads `number_at`.
#[derive(Debug)]
pub struct FigureArt {
    pub silhouette: fn() -> Vec<Vec<Pt>>,
    pub bands: fn() -> Vec<Vec<Pt>>,
    pub number_at: Pt,
    /// How tall it stands beside a meeple drawn at the same size (the abbot 1, the big
    /// meeple a third taller: its size tells it from a meeple at a glance).
    pub scale: f32,
    /// What it holds, standing (the shepherd's crook); `None` for a figure that holds
    /// nothing.
    pub held: Option<Held>,
}

/// What a figure holds, painted under its outline in wood with an edge in the seat's
/// edge colour, so that it reads on every seat colour and on the tiles (a shepherd's
/// crook): a line in the unit square, head up, and its width.
#[derive(Debug)]
pub struct Held {
    pub line: &'static [Pt],
    pub width: f32,
}

/// The painting of `pose` when it is an expansion's own figure.
fn own_art(pose: Pose) -> Option<&'static FigureArt> {
    match pose {
        Pose::Own(expansion, figure) | Pose::OwnLying(expansion, figure) => {
            facts_of(expansion).figures.get(usize::from(figure))
        }
        Pose::Standing | Pose::Lying => None,
    }
}

fn fit(p: Pt) -> Pt {
    (MARGIN + p.0 * (1.0 - 2.0 * MARGIN), MARGIN + p.1 * (1.0 - 2.0 * MARGIN))
}

/// Most pictures kept: the board's figures at every tile size and the header's at every
/// scale (both painted ahead: about 1,300 for six seats) with room to spare, so a
/// running bot never empties them (a few MB).
const KEPT: usize = 4096;

/// The pictures painted so far, by seat, size and pose.
static SPRITES: Mutex<BTreeMap<(u8, u32, Pose), Arc<Sprite>>> = Mutex::new(BTreeMap::new());

/// The painted figure of `seat`, `size` pixels square.
pub fn sprite(seat: Seat, size: u32, pose: Pose) -> Arc<Sprite> {
    let key = (seat.0, size, pose);
    let mut cache = SPRITES.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(found) = cache.get(&key) {
        return Arc::clone(found);
    }
    if cache.len() > KEPT {
        cache.clear();
    }
    let made = Arc::new(paint(seat, size, pose));
    cache.insert(key, Arc::clone(&made));
    made
}

/// What `pose` holds when it is an expansion's own figure standing that holds something.
fn own_held(pose: Pose) -> Option<&'static Held> {
    match pose {
        Pose::Own(..) => own_art(pose)?.held.as_ref(),
        _ => None,
    }
}

fn paint(seat: Seat, size: u32, pose: Pose) -> Sprite {
    let mut painter = Painter::new(size, size, size as f32);
    let k = 1.0 - 2.0 * MARGIN;
    let parts: Vec<Vec<Pt>> = if let Some(own) = own_art(pose) {
        (own.silhouette)().into_iter().map(|poly| poly.into_iter().map(fit).collect()).collect()
    } else {
        vec![BODY.iter().map(|&p| fit(p)).collect(), disk(fit(HEAD.0), HEAD.1 * k)]
    };
    if let Some(held) = own_held(pose) {
        let line: Vec<Pt> = held.line.iter().map(|&p| fit(p)).collect();
        for poly in stroke(&line, held.width + EDGE) {
            painter.fill(&poly, palette::seat_edge(seat));
        }
        for poly in stroke(&line, held.width) {
            painter.fill(&poly, palette::FIGURE_EDGE);
        }
    }
    let k = EDGE * std::f32::consts::FRAC_1_SQRT_2;
    let offsets = [(EDGE, 0.0), (-EDGE, 0.0), (0.0, EDGE), (0.0, -EDGE), (k, k), (k, -k), (-k, k), (-k, -k)];
    for (dx, dy) in offsets {
        for poly in &parts {
            let moved: Vec<Pt> = poly.iter().map(|&(x, y)| (x + dx, y + dy)).collect();
            painter.fill(&moved, palette::seat_edge(seat));
        }
    }
    for poly in &parts {
        painter.fill(poly, palette::seat(seat));
    }
    if let Some(own) = own_art(pose) {
        for poly in (own.bands)() {
            let fitted: Vec<Pt> = poly.into_iter().map(fit).collect();
            painter.fill(&fitted, palette::seat_ink(seat));
        }
    }
    let image = painter.finish();
    match pose {
        Pose::Standing | Pose::Own(..) => Sprite::from_premultiplied(&image),
        Pose::Lying | Pose::OwnLying(..) => Sprite::from_premultiplied(&imageops::rotate90(&image)),
    }
}

/// The size a figure asked for at `size` is drawn at: an expansion's own figure at its
/// own scale.
fn drawn_size(size: u32, pose: Pose) -> u32 {
    own_art(pose).map_or(size, |own| (size as f32 * own.scale).round() as u32)
}

/// Paints `pose` for every seat as [`draw`] at `size` shows it, so that no image waits
/// for it (a header at a new scale drew its figures afresh: a fifth of its cost).
pub fn paint_ahead(size: u32, pose: Pose) {
    for seat in 0..MAX_SEATS {
        sprite(Seat(seat as u8), drawn_size(size, pose), pose);
    }
}

/// Whether the picture [`draw`] shows of `seat`'s figure in `pose` at `size` is painted
/// and kept.
#[cfg(test)]
pub fn is_kept(seat: Seat, size: u32, pose: Pose) -> bool {
    let key = (seat.0, drawn_size(size, pose), pose);
    SPRITES.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).contains_key(&key)
}

/// How tall a figure stands on a board of `tile`-pixel cells: big enough to read, small
/// enough that three share a tile (drawn no smaller than 8 pixels: [`drawn_on_board`]).
pub fn size_on_board(tile: u32) -> u32 {
    ((tile as f32) * 0.38).round() as u32
}

/// The size a board of `tile`-pixel cells draws its figures at: [`size_on_board`], no
/// smaller than 8 pixels, where a figure would no longer read. The board, the
/// expansions' figures and the painting ahead all ask here, so that what is painted
/// ahead is what is drawn.
pub fn drawn_on_board(tile: u32) -> u32 {
    size_on_board(tile).max(8)
}

/// A figure of a header's supply column, its box starting at `left` (middle height `cy`,
/// `size` px at `ui` = 1): drawn while at home, a dim dash while out on the board, so
/// that the column is not forgotten.
pub fn in_supply(
    canvas: &mut Canvas,
    (left, cy): (f32, f32),
    ui: f32,
    size: f32,
    (seat, pose): (Seat, Pose),
    home: bool,
) {
    if home {
        draw(canvas, left + 9.0 * ui, cy, (size * ui).round() as u32, seat, pose);
    } else {
        out_dash(canvas, (left, cy), ui);
    }
}

/// The dim dash a header's supply column shows for a piece out of it.
pub fn out_dash(canvas: &mut Canvas, (left, cy): (f32, f32), ui: f32) {
    let (w, h) = ((10.0 * ui).round() as i32, (2.0 * ui).round().max(1.0) as i32);
    canvas.fill_rect((left + 4.0 * ui).round() as i32, (cy - ui).round() as i32, w, h, palette::TEXT_DIM);
}

/// Draws the figure of `seat` centred on (cx, cy), `size` pixels tall, numbered when
/// there is room for a legible digit.
pub fn draw(canvas: &mut Canvas, cx: f32, cy: f32, size: u32, seat: Seat, pose: Pose) {
    let size = drawn_size(size, pose);
    let art = sprite(seat, size, pose);
    let half = size as f32 / 2.0;
    let (x0, y0) = ((cx - half).round(), (cy - half).round());
    canvas.blit_sprite(x0 as i32, y0 as i32, &art);
    if size >= 18 {
        let (bx, by) = match pose {
            Pose::Standing => fit(BELLY),
            Pose::Own(..) => fit(own_art(pose).map_or(BELLY, |own| own.number_at)),
            Pose::Lying => (1.0 - fit(BELLY).1, fit(BELLY).0),
            Pose::OwnLying(..) => {
                let (x, y) = fit(own_art(pose).map_or(BELLY, |own| own.number_at));
                (1.0 - y, x)
            }
        };
        let style = Style::new(size as f32 * 0.36, Weight::Bold, palette::seat_ink(seat));
        let label = (seat.0 + 1).to_string();
        text::draw(canvas, x0 + bx * size as f32, y0 + by * size as f32, Align::Centre, style, &label);
    }
}

/// How far a second follower on one spot stands from the first, as a share of the
/// tile's edge (a third, a fourth further on).
const APART: Pt = (0.1, 0.06);

/// Where `figure` stands when another stood on its spot before it (a follower added at
/// a crop circle, a flier landed on an occupied feature): a little apart from it, each
/// further one further on; `None` for the first on its spot, which stands on it.
pub(super) fn apart(game: &View, figure: &Figure) -> Option<Pt> {
    let all = game.figures();
    let index = all.iter().position(|f| std::ptr::eq(f, figure))?;
    let before = all[..index].iter().filter(|f| (f.tile, f.segment) == (figure.tile, figure.segment)).count();
    if before == 0 {
        return None;
    }
    let (u, v) = spot_on_tile(game.board(), figure.tile, figure.segment)?;
    let k = before as f32;
    Some(((u + APART.0 * k).clamp(0.08, 0.92), (v + APART.1 * k).clamp(0.08, 0.92)))
}
