//! One objective's plaque on a monument, filled in: along the plaque, a little map of
//! the objective's cells round the monument, its reward (+points, fame stars, bridges),
//! then the cubes on it in seat colours or, once it has completed, a check; a gold frame
//! when it has just completed. Each part is drawn only when it is big enough to read.
//!
//! Owns the plaque's contents and the cube mark, a seat-coloured square in a light ring
//! (shared with the board's wanted cells, the legend and the header); where plaques lie is `large`'s, what they hold is `monuments`'.

use carcassonne_engine::rules::Piece;
use carcassonne_engine::rules::monuments::Reward;
use carcassonne_engine::{MAX_SEATS, Seat};

use super::colours;
use crate::render::canvas::Canvas;
use crate::render::facts::{PieceIcon, piece_icon};
use crate::render::paint;
use crate::render::palette;
use crate::render::text::{self, Align, Style, Weight};

/// A plaque on the image, in pixels: left, top, right, bottom.
pub type Rect = (f32, f32, f32, f32);

/// One objective as its plaque shows it.
pub struct Slot {
    /// Its cells as offsets from the monument's top-left cell, as seen on the board.
    pub cells: Vec<(i32, i32)>,
    /// What one cube earns, as it pays in this game.
    pub reward: Reward,
    pub cubes: [u8; MAX_SEATS],
    pub completed: bool,
    /// It completed in the last command.
    pub fresh: bool,
}

/// Fills in one plaque: along its length, the little map, the reward, then the cubes
/// (or the completed mark); each part only when it is big enough to read.
pub fn plaque(canvas: &mut Canvas, slot: &Slot, (x0, y0, x1, y1): Rect) {
    let (w, h) = (x1 - x0, y1 - y0);
    let across = w >= h;
    let (long, thick) = if across { (w, h) } else { (h, w) };
    // The centre of a part `at` pixels along the plaque.
    let centre = |at: f32| if across { (x0 + at, y0 + h / 2.0) } else { (x0 + w / 2.0, y0 + at) };
    let pad = (thick * 0.07).max(1.0);
    let mut at = pad;
    // Two-pixel cells at least; on a small plaque (a large tile in the header) the map
    // takes its whole thickness, so the objective still shows.
    let cell = ((thick - 2.0 * pad) / 4.0).floor().max((thick / 4.0).floor().min(2.0));
    if cell >= 2.0 {
        map(canvas, slot, centre(at + 2.0 * cell), cell as i32);
        at += 4.0 * cell + pad;
    }
    let size = thick * 0.5;
    if size >= 8.0 {
        at += reward(canvas, slot.reward, centre(at), size, across, thick - 2.0 * pad) + pad;
    }
    // The cube with its outlines fills the plaque's thickness.
    let c = cube_within(thick - 2.0 * pad);
    if slot.completed {
        let (cx, cy) = centre(at + (long - pad - at) / 2.0);
        if thick >= 14.0 {
            let check = Style::new(thick * 0.8, Weight::Bold, colours::DONE);
            text::draw(canvas, cx, cy, Align::Centre, check, "✓");
        } else {
            paint::draw_disk(canvas, cx, cy, c as f32 / 2.0, colours::DONE);
        }
    } else {
        let owners: Vec<Seat> = (0..MAX_SEATS)
            .flat_map(|s| std::iter::repeat_n(Seat(s as u8), usize::from(slot.cubes[s])))
            .collect();
        // Side by side, overlapping when there are more than the room takes.
        let outer = cube_outer(c) as f32;
        let room = (long - pad - at - outer).max(0.0);
        let step = match owners.len() {
            0 | 1 => 0.0,
            n => (room / (n - 1) as f32).min(outer + 1.0),
        };
        for (k, &seat) in owners.iter().enumerate() {
            let (cx, cy) = centre(at + outer / 2.0 + k as f32 * step);
            cube(canvas, cx, cy, c, seat);
        }
    }
    if slot.fresh {
        let edge = (thick / 10.0).round().max(2.0) as i32;
        let (x, y) = (x0.round() as i32, y0.round() as i32);
        canvas.frame(
            x - edge,
            y - edge,
            w.round() as i32 + 2 * edge,
            h.round() as i32 + 2 * edge,
            edge,
            palette::SCORED,
        );
    }
}

/// The little map of an objective centred on `(cx, cy)`, `cell` pixels per cell: the
/// 4×4 cells round the monument (its own 2×2 in the middle) with the objective's lit.
fn map(canvas: &mut Canvas, slot: &Slot, (cx, cy): (f32, f32), cell: i32) {
    let (x0, y0) = ((cx - 2.0 * cell as f32).round() as i32, (cy - 2.0 * cell as f32).round() as i32);
    let gap = i32::from(cell >= 4);
    let lit = if slot.completed { colours::DONE } else { colours::MONUMENT };
    for gy in -1..3 {
        for gx in -1..3 {
            if (0..2).contains(&gx) && (0..2).contains(&gy) {
                continue;
            }
            let colour = if slot.cells.contains(&(gx, gy)) { lit } else { colours::PLAQUE_CELL };
            let (x, y) = (x0 + (gx + 1) * cell, y0 + (gy + 1) * cell);
            canvas.fill_rect(x, y, cell - gap, cell - gap, colour);
        }
    }
    canvas.fill_rect(x0 + cell, y0 + cell, 2 * cell - gap, 2 * cell - gap, colours::PLAZA);
}

/// The mark after a reward's number.
enum Icon {
    None,
    /// A fame token's star.
    Star,
    /// A piece as the expansion that keeps it draws it (a bridge).
    Piece(PieceIcon),
}

/// The reward as "+3" (points), "2★" (fame tokens) or "1" and a bridge, starting at
/// `start` (its left or top end along the plaque), `size` pixels high, `room` pixels
/// across the plaque; returns the length it takes along the plaque.
fn reward(canvas: &mut Canvas, reward: Reward, start: (f32, f32), size: f32, across: bool, room: f32) -> f32 {
    let style = Style::new(size, Weight::Bold, palette::TEXT);
    let (number, icon) = match reward {
        Reward::Points(n) => (format!("+{n}"), Icon::None),
        Reward::Fame(n) => (n.to_string(), Icon::Star),
        Reward::Bridges(n) => (n.to_string(), piece_icon(Piece::Bridge).map_or(Icon::None, Icon::Piece)),
    };
    let star = Style::new(size * 1.1, Weight::Bold, colours::FAME);
    // A piece is drawn this tall, a tenth of the size after the number.
    let piece = size * 0.9;
    let (gap, icon_width) = match &icon {
        Icon::Star => (0.0, text::width(star, "★")),
        Icon::Piece(p) => (size * 0.1, piece * p.aspect),
        Icon::None => (0.0, 0.0),
    };
    let number_width = text::width(style, &number);
    let width = number_width + gap + icon_width;
    // Across a plaque the label reads left to right; down one it is centred, on one
    // line when it fits across the plaque, else with the icon under the number.
    let stacked = !across && width > room;
    let (left, cy, length) = if across {
        (start.0, start.1, width)
    } else if stacked {
        (start.0 - number_width / 2.0, start.1 + size * 0.6, size * 2.3)
    } else {
        (start.0 - width / 2.0, start.1 + size * 0.6, size * 1.2)
    };
    let x = left + text::draw(canvas, left, cy, Align::Left, style, &number) + gap;
    let (x, cy) = if stacked { (start.0 - icon_width / 2.0, cy + size * 1.1) } else { (x, cy) };
    match icon {
        Icon::Star => {
            text::draw(canvas, x, cy, Align::Left, star, "★");
        }
        Icon::Piece(p) => {
            (p.draw)(canvas, x, cy, piece);
        }
        Icon::None => {}
    }
    length
}

/// The light ring round a cube `c` pixels wide.
fn cube_ring(c: i32) -> i32 {
    c / 8 + 1
}

/// The width a cube `c` pixels wide takes with its outlines.
fn cube_outer(c: i32) -> i32 {
    c + 2 * cube_ring(c) + 2
}

/// The widest cube (3 pixels at least) that takes at most `room` pixels with its
/// outlines.
pub fn cube_within(room: f32) -> i32 {
    (4..).take_while(|&c| cube_outer(c) as f32 <= room).last().unwrap_or(3)
}

/// A cube `c` pixels wide in `seat`'s colour centred on (cx, cy), in a light ring and a
/// dark outline: it stands out on the plaques' dark ground, the lavender of wanted
/// cells and the tiles alike, whatever the seat's colour.
pub fn cube(canvas: &mut Canvas, cx: f32, cy: f32, c: i32, seat: Seat) {
    let (x, y) = ((cx - c as f32 / 2.0).round() as i32, (cy - c as f32 / 2.0).round() as i32);
    let ring = cube_ring(c);
    canvas.fill_rect(x - ring - 1, y - ring - 1, c + 2 * ring + 2, c + 2 * ring + 2, palette::FIGURE_EDGE);
    canvas.fill_rect(x - ring, y - ring, c + 2 * ring, c + 2 * ring, palette::TEXT);
    canvas.fill_rect(x, y, c, c, palette::seat(seat));
    // A shaded front face, so it reads as a cube and not a swatch: a step of the
    // palette's ramp from the seat's colour to its outline.
    let face = (c / 3).max(1);
    canvas.blend_rect(x, y + c - face, c, face, palette::seat_edge(seat), 63);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whatever the reward and however the plaque lies, what it shows stays on it: a
    /// label too wide for a standing plaque puts its icon under its number.
    #[test]
    fn a_plaques_contents_stay_on_it() {
        let mut cubes = [0; MAX_SEATS];
        cubes[1] = 2;
        for reward in [Reward::Points(5), Reward::Fame(2), Reward::Bridges(1)] {
            for (w, h) in [(49.0, 17.0), (17.0, 49.0), (75.0, 25.0), (25.0, 75.0), (28.0, 9.0)] {
                let mut canvas = Canvas::new(120, 120, palette::FIELD);
                let slot =
                    Slot { cells: vec![(0, -1), (1, -1)], reward, cubes, completed: false, fresh: false };
                let (x0, y0) = (30.0, 30.0);
                plaque(&mut canvas, &slot, (x0, y0, x0 + w, y0 + h));
                let rgb = canvas.to_rgb();
                let outside = rgb
                    .enumerate_pixels()
                    .filter(|(x, y, _)| {
                        let (x, y) = (*x as f32, *y as f32);
                        x < x0 || y < y0 || x >= x0 + w || y >= y0 + h
                    })
                    .filter(|(_, _, p)| p.0 != palette::FIELD)
                    .count();
                assert_eq!(outside, 0, "{reward:?} on a {w}×{h} plaque");
            }
        }
    }
}
