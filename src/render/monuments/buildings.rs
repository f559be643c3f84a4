//! The four monuments' buildings as shapes, each a silhouette a player tells apart at a
//! glance: the Cathedral's twin spires, the Arena's oval of arches, the Lighthouse's
//! striped tower with its beams, the Great Library's columned front.
//!
//! Owns the buildings' drawing only: each fits a square box, outlined so it reads on
//! the plaza. `large` places it (upright, in the middle of its tile); it never reads a
//! game and never touches pixels.

use carcassonne_engine::rules::monuments::Monument;

use super::colours;
use crate::render::paint::{Pt, disk, ellipse, rect};
use crate::render::palette::{self, Rgb};
use crate::render::tile::{Shape, shape};

/// The building of `monument` centred on `c`, inside the box `h` from `c` each way.
pub fn building(monument: Monument, c: Pt, h: f32) -> Vec<Shape> {
    let at = |dx: f32, dy: f32| (c.0 + dx * h, c.1 + dy * h);
    let (body, details) = match monument {
        Monument::Cathedral => cathedral(&at, h),
        Monument::Arena => arena(&at, h),
        Monument::Lighthouse => lighthouse(&at, h),
        Monument::Library => library(&at),
    };
    outlined(body, details, h * 0.045)
}

/// A polygon and its colour.
type Part = (Vec<Pt>, Rgb);

/// The body parts with a dark outline round their union, then the details on top.
fn outlined(body: Vec<Part>, details: Vec<Part>, o: f32) -> Vec<Shape> {
    let k = o * std::f32::consts::FRAC_1_SQRT_2;
    let offsets = [(o, 0.0), (-o, 0.0), (0.0, o), (0.0, -o), (k, k), (k, -k), (-k, k), (-k, -k)];
    let mut shapes: Vec<Shape> = body
        .iter()
        .flat_map(|(poly, _)| {
            offsets.map(|(dx, dy)| {
                let moved = poly.iter().map(|&(x, y)| (x + dx, y + dy)).collect();
                shape(moved, palette::DOOR, true)
            })
        })
        .collect();
    shapes.extend(body.into_iter().chain(details).map(|(poly, colour)| shape(poly, colour, true)));
    shapes
}

/// A rectangle from box offsets.
fn boxed(at: &impl Fn(f32, f32) -> Pt, (x0, y0): Pt, (x1, y1): Pt) -> Vec<Pt> {
    rect(at(x0, y0), at(x1, y1))
}

/// An arched opening: a rectangle with a round top, `w` wide, from `top` to `bottom`.
fn arch(at: &impl Fn(f32, f32) -> Pt, x: f32, top: f32, bottom: f32, w: f32, h: f32) -> [Part; 2] {
    let r = w / 2.0;
    [
        (boxed(at, (x - r, top + r), (x + r, bottom)), palette::DOOR),
        (disk(at(x, top + r), r * h), palette::DOOR),
    ]
}

/// A Gothic front: two towers with slate spires either side of a gabled nave, a rose
/// window and a pointed portal.
fn cathedral(at: &impl Fn(f32, f32) -> Pt, h: f32) -> (Vec<Part>, Vec<Part>) {
    let mut body = Vec::new();
    for side in [-1.0, 1.0] {
        let x = side * 0.72;
        body.push((boxed(at, (x - 0.24, -0.3), (x + 0.24, 1.0)), palette::CHAPEL));
        body.push((vec![at(x - 0.3, -0.28), at(x, -1.0), at(x + 0.3, -0.28)], colours::SLATE));
    }
    body.push((boxed(at, (-0.5, -0.08), (0.5, 1.0)), palette::CHAPEL));
    body.push((vec![at(-0.56, -0.06), at(0.0, -0.6), at(0.56, -0.06)], palette::CHAPEL));
    let mut details = vec![
        (disk(at(0.0, 0.2), 0.25 * h), palette::DOOR),
        (disk(at(0.0, 0.2), 0.18 * h), palette::LAKE),
        (vec![at(-0.17, 0.62), at(0.0, 0.4), at(0.17, 0.62)], palette::DOOR),
        (boxed(at, (-0.17, 0.62), (0.17, 1.0)), palette::DOOR),
    ];
    for side in [-1.0, 1.0] {
        let x = side * 0.72;
        details.push((boxed(at, (x - 0.06, 0.02), (x + 0.06, 0.34)), palette::DOOR));
        details.push((boxed(at, (x - 0.06, 0.5), (x + 0.06, 0.8)), palette::DOOR));
    }
    (body, details)
}

/// The Colosseum seen from above its rim: an oval drum of stone with the arena's sand
/// inside and two tiers of arches curving round the front.
fn arena(at: &impl Fn(f32, f32) -> Pt, h: f32) -> (Vec<Part>, Vec<Part>) {
    let (rim, base, ry) = (-0.38, 0.48, 0.34);
    let body = vec![
        (ellipse(at(0.0, rim), h, ry * h), palette::STONE),
        (boxed(at, (-1.0, rim), (1.0, base)), palette::STONE),
        (ellipse(at(0.0, base), h, ry * h), palette::STONE),
    ];
    let mut details = vec![
        (ellipse(at(0.0, rim), 0.86 * h, 0.27 * h), palette::STONE_DARK),
        (ellipse(at(0.0, rim + 0.03), 0.7 * h, 0.19 * h), colours::SAND),
    ];
    for i in 0..6 {
        let x = -0.8 + 0.32 * i as f32;
        // Arches on the curved front are narrower toward its sides and lower in its middle.
        let k = (1.0 - x * x).sqrt();
        let front = ry * k;
        for tier in 0..2 {
            let top = rim + front + 0.12 + tier as f32 * 0.42;
            details.extend(arch(at, x, top, top + 0.3, 0.17 * k, h));
        }
    }
    (body, details)
}

/// A tapering tower in red and white bands on a rock, its lantern shining both ways.
fn lighthouse(at: &impl Fn(f32, f32) -> Pt, h: f32) -> (Vec<Part>, Vec<Part>) {
    let (foot, head) = (0.8, -0.3);
    let half = |y: f32| 0.32 + (0.2 - 0.32) * (foot - y) / (foot - head);
    let band =
        |y0: f32, y1: f32| vec![at(-half(y1), y1), at(half(y1), y1), at(half(y0), y0), at(-half(y0), y0)];
    let body = vec![
        (vec![at(-0.16, -0.55), at(-1.0, -0.85), at(-1.0, -0.2)], colours::LIGHT),
        (vec![at(0.16, -0.55), at(1.0, -0.85), at(1.0, -0.2)], colours::LIGHT),
        (ellipse(at(0.0, 0.84), 0.7 * h, 0.16 * h), palette::STONE_DARK),
        (band(head, foot), palette::CHAPEL),
        (boxed(at, (-0.3, -0.4), (0.3, -0.28)), palette::DOOR),
        (boxed(at, (-0.17, -0.68), (0.17, -0.4)), colours::LIGHT),
        (vec![at(-0.24, -0.66), at(0.0, -0.98), at(0.24, -0.66)], palette::ROOF),
    ];
    let details = vec![
        (band(0.525, foot), palette::ROOF),
        (band(-0.025, 0.25), palette::ROOF),
        (boxed(at, (-0.06, 0.6), (0.06, 0.8)), palette::DOOR),
    ];
    (body, details)
}

/// A classical front: steps, a row of columns before a dark hall, the entablature and
/// a pediment.
fn library(at: &impl Fn(f32, f32) -> Pt) -> (Vec<Part>, Vec<Part>) {
    let body = vec![
        (boxed(at, (-1.0, 0.8), (1.0, 1.0)), palette::CHAPEL),
        (boxed(at, (-0.9, 0.62), (0.9, 0.8)), palette::CHAPEL),
        (boxed(at, (-0.8, -0.12), (0.8, 0.62)), palette::DOOR),
        (boxed(at, (-0.92, -0.3), (0.92, -0.12)), palette::CHAPEL),
        (vec![at(-1.0, -0.3), at(0.0, -0.8), at(1.0, -0.3)], palette::CHAPEL),
    ];
    let mut details = vec![(vec![at(-0.7, -0.36), at(0.0, -0.7), at(0.7, -0.36)], colours::SLATE)];
    for i in 0..5 {
        let x = -0.66 + 0.33 * i as f32;
        details.push((boxed(at, (x - 0.08, -0.12), (x + 0.08, 0.62)), palette::CHAPEL));
    }
    (body, details)
}
