//! The shepherd's figure: a robed figure under a wide hat, leaning on a crook taller
//! than itself — a silhouette of its own, not a meeple's, so that it reads apart from
//! the meeples standing on the same field.

use crate::render::figures::{FigureArt, Held, MARGIN};
use crate::render::paint::{Pt, disk, ellipse, stroke};

/// How the shepherd is painted, leaning on its crook (held under its outline): Hills &
/// Sheep's own figure 0 (`rules::hills_sheep::SHEPHERD`).
pub(super) const FIGURE: FigureArt = FigureArt {
    silhouette,
    bands,
    number_at: ROBE_MIDDLE,
    scale: 1.0,
    held: Some(Held { line: &CROOK_LINE, width: 0.055 }),
};

/// The robe in a unit box: narrow shoulders widening to a long hem, no arms or legs
/// apart, left of the crook.
const ROBE: [Pt; 8] = [
    (0.27, 0.36),
    (0.47, 0.36),
    (0.55, 0.46),
    (0.62, 0.98),
    (0.02, 0.98),
    (0.09, 0.62),
    (0.14, 0.46),
    (0.2, 0.38),
];
const HEAD: (Pt, f32) = ((0.37, 0.24), 0.12);
/// The hat: a wide brim and its crown.
const BRIM: (Pt, f32, f32) = ((0.37, 0.15), 0.24, 0.05);
const CROWN: (Pt, f32, f32) = ((0.37, 0.1), 0.11, 0.07);
/// The arm reaching from the shoulder to the crook, and its width in the painted box
/// (inside the figures' margin).
const ARM: [Pt; 2] = [(0.45, 0.44), (0.76, 0.5)];
const ARM_WIDTH: f32 = 0.09;
/// The crook: a staff from the ground to the hat's height, its hook curling out over
/// the top like a question mark.
const CROOK_LINE: [Pt; 8] = [
    (0.78, 1.0),
    (0.78, 0.14),
    (0.79, 0.06),
    (0.85, 0.0),
    (0.93, 0.0),
    (0.99, 0.06),
    (0.99, 0.14),
    (0.94, 0.2),
];
/// Where the seat number goes.
const ROBE_MIDDLE: Pt = (0.33, 0.72);

/// The outline's parts in the unit box (the painter fits them inside the margin): the
/// robe, the head, the arm, the hat's brim and crown.
fn silhouette() -> Vec<Vec<Pt>> {
    let mut parts = vec![ROBE.to_vec(), disk(HEAD.0, HEAD.1)];
    parts.extend(stroke(&ARM, ARM_WIDTH / (1.0 - 2.0 * MARGIN)));
    parts.push(ellipse(BRIM.0, BRIM.1, BRIM.2));
    parts.push(ellipse(CROWN.0, CROWN.1, CROWN.2));
    parts
}

/// No bands: the hat and crook tell it apart.
fn bands() -> Vec<Vec<Pt>> {
    Vec::new()
}
