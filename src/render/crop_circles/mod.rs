//! Crop Circles on the image: on its tiles, the crop circle (a disc of ripe wheat ringed
//! in dark stone in the middle, where its roads end) with its kind's sign kept upright as
//! the tile turns — a rake (farmers), a club (highwaymen), a shield (knights); on the
//! board, a follower
//! added beside one of its owner's on the same spot stands a little apart from it, so
//! that both show. Its decisions' targets are numbered by the shared board (their facts
//! aim at a feature with a figure). Its colours are the palette's, so it adds none.

use carcassonne_engine::rules::crop_circles::Circle;
use carcassonne_engine::{Figure, TileDef, View};

use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::figures;
use super::paint::{Pt, disk};
use super::palette;
use super::tile::{CENTRE, Shape, shape, upright};

/// Crop Circles' drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// Crop Circles' art as data, registered in `render::registry!`: no figure, supply or
/// category of its own.
pub(super) const ART: ArtFacts = ArtFacts::NONE;

/// The circle's radius, as a share of the tile's edge: wide enough that its sign reads
/// at the ~500 px a chat shows, narrow enough to leave the city caps and road stubs
/// their spots.
const RADIUS: f32 = 0.17;

/// The sign of `circle` around `c`, reach `r`, as polygons.
fn sign(circle: Circle, (x, y): Pt, r: f32) -> Vec<Vec<Pt>> {
    let rect = |x0: f32, y0: f32, x1: f32, y1: f32| vec![(x0, y0), (x1, y0), (x1, y1), (x0, y1)];
    match circle {
        // A handle and a head with three tines down.
        Circle::Rake => {
            let w = r * 0.12;
            let mut parts = vec![
                rect(x - w / 2.0, y - r * 0.2, x + w / 2.0, y + r * 0.75),
                rect(x - r * 0.55, y - r * 0.3, x + r * 0.55, y - r * 0.2 + w / 2.0),
            ];
            for dx in [-0.5, 0.0, 0.5] {
                let tx = x + r * dx;
                parts.push(rect(tx - w / 2.0, y - r * 0.75, tx + w / 2.0, y - r * 0.25));
            }
            parts
        }
        // A knobbed head on a handle.
        Circle::Club => vec![
            disk((x + r * 0.15, y - r * 0.3), r * 0.38),
            vec![
                (x - r * 0.05, y - r * 0.2),
                (x + r * 0.25, y - r * 0.05),
                (x - r * 0.3, y + r * 0.7),
                (x - r * 0.45, y + r * 0.55),
            ],
        ],
        // A shield: flat top, pointed foot.
        Circle::Shield => vec![vec![
            (x - r * 0.55, y - r * 0.6),
            (x + r * 0.55, y - r * 0.6),
            (x + r * 0.5, y + r * 0.1),
            (x, y + r * 0.7),
            (x - r * 0.5, y + r * 0.1),
        ]],
    }
}

impl ExpansionArt for Art {
    /// The crop circle in the tile's middle, with its kind's sign.
    fn markers(&self, def: &TileDef, shapes: &mut Vec<Shape>) {
        let m = &def.markers;
        let circle = [(m.rake, Circle::Rake), (m.club, Circle::Club), (m.shield, Circle::Shield)]
            .into_iter()
            .find_map(|(on, circle)| on.then_some(circle));
        let Some(circle) = circle else { return };
        // Wheat in the cities' tan, ringed and signed in dark stone: blends the palette
        // keeps on every ground.
        let mut marks = vec![
            shape(disk(CENTRE, RADIUS * 1.12), palette::STONE_DARK, true),
            shape(disk(CENTRE, RADIUS), palette::CITY, true),
        ];
        marks.extend(
            sign(circle, CENTRE, RADIUS * 0.85).into_iter().map(|p| shape(p, palette::STONE_DARK, true)),
        );
        shapes.extend(upright(marks, CENTRE));
    }

    /// A follower on the spot of another drawn before it (one added at a crop circle)
    /// stands apart from it, each further one further on.
    fn figure_at(&self, game: &View, figure: &Figure) -> Option<Pt> {
        figures::apart(game, figure)
    }
}
