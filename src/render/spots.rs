//! Where a figure lies in a field: the point of the field's own area farthest from
//! everything else printed on the tile.
//!
//! Owns the small occupancy grid this is worked out on: the tile's solid shapes painted
//! with `paint`, the field's ground found with imageproc's connected components, and
//! the farthest point with its Euclidean distance transform. It is run once per tile
//! kind (cached by `tile`), never per frame. It must not depend on any game state.

use image::{GrayImage, Luma};
use imageproc::distance_transform::euclidean_squared_distance_transform;
use imageproc::region_labelling::{Connectivity, connected_components};

use super::paint::{Painter, Pt};

/// Cells per side of the occupancy grid.
const GRID: usize = 40;

/// The standing point (unit square) of a field segment covering `halves` (bit =
/// `HalfEdge::index()`), given the solid shapes of its tile.
pub fn field_anchor(solid: &[&[Pt]], halves: u16) -> Pt {
    anchor(solid, halves, None)
}

/// The standing point of a field walled in by the tile's cities (it covers no
/// half-edge): on the open ground that the tile's other fields (their half-edges
/// `taken`) do not reach. Where a tile walls in several (`Walled::of`, Abbey & Mayor's
/// crossing cities), each stands on its own part of that ground (`Walled::nth`), so that
/// their figures never share a point.
pub fn walled_anchor(solid: &[&[Pt]], walled: Walled) -> Pt {
    anchor(solid, 0, Some(walled))
}

/// Which of a tile's walled-in fields is placed, among how many, and the half-edges of
/// its other fields.
#[derive(Clone, Copy, Debug)]
pub struct Walled {
    pub taken: u16,
    pub nth: usize,
    pub of: usize,
}

/// [`field_anchor`], or with `walled` the open ground away from those half-edges.
fn anchor(solid: &[&[Pt]], halves: u16, walled: Option<Walled>) -> Pt {
    let mut painter = Painter::new(GRID as u32, GRID as u32, GRID as f32);
    for poly in solid {
        painter.fill(poly, [0, 0, 0]);
    }
    // Open ground: cells less than about a sixth covered.
    let painted = painter.finish();
    let open = GrayImage::from_fn(GRID as u32, GRID as u32, |x, y| {
        Luma([if painted.get_pixel(x, y).0[3] > 40 { 0 } else { 255 }])
    });
    // The field's own ground: the open regions touching its half-edges.
    let regions = connected_components(&open, Connectivity::Four, Luma([0]));
    let label = |cell: usize| regions.get_pixel((cell % GRID) as u32, (cell / GRID) as u32).0[0];
    let mine: Vec<usize> = (0..8).filter(|half| halves & (1 << half) != 0).flat_map(half_cells).collect();
    let mut mine_labels: Vec<u32> = match walled {
        Some(Walled { taken, .. }) => {
            let theirs: Vec<u32> =
                (0..8).filter(|half| taken & (1 << half) != 0).flat_map(half_cells).map(label).collect();
            (0..GRID * GRID).map(label).filter(|&l| l != 0 && !theirs.contains(&l)).collect()
        }
        None => mine.iter().map(|&c| label(c)).filter(|&l| l != 0).collect(),
    };
    mine_labels.sort_unstable();
    mine_labels.dedup();
    // Several walled-in fields share the walled ground out, part by part, spread apart.
    if let Some(Walled { nth, of, .. }) = walled
        && of > 1
        && mine_labels.len() >= of
    {
        mine_labels = vec![mine_labels[nth * mine_labels.len() / of]];
    }
    if mine_labels.is_empty() {
        return (0.5, 0.5);
    }
    // Another field's half-edges (mostly open, unlike a city's) on the same open
    // ground: the picture leaves a gap between the two (a road ending at a house short
    // of the city), so that ground is shared out, each cell to the field whose border
    // is nearer; otherwise both fields would stand on one point.
    let rivals: Vec<usize> = (0..8)
        .filter(|half| halves & (1 << half) == 0)
        .map(half_cells)
        .filter(|cells| {
            let shared = cells.iter().filter(|&&c| mine_labels.binary_search(&label(c)).is_ok()).count();
            2 * shared > cells.len()
        })
        .flatten()
        .collect();
    let nearness = |cells: &[usize]| {
        let seeds = GrayImage::from_fn(GRID as u32, GRID as u32, |x, y| {
            Luma([if cells.contains(&(y as usize * GRID + x as usize)) { 255 } else { 0 }])
        });
        euclidean_squared_distance_transform(&seeds)
    };
    let (to_mine, to_rivals) = (nearness(&mine), nearness(&rivals));
    let ours = |x: u32, y: u32| {
        mine_labels.binary_search(&regions.get_pixel(x, y).0[0]).is_ok()
            && (rivals.is_empty() || to_mine.get_pixel(x, y).0[0] <= to_rivals.get_pixel(x, y).0[0])
    };
    // Distance to the nearest cell that is not this field, the tile's outside (a frame
    // one cell wide) included, so figures keep off the border.
    let others = GrayImage::from_fn(GRID as u32 + 2, GRID as u32 + 2, |x, y| {
        let inside = (1..=GRID as u32).contains(&x) && (1..=GRID as u32).contains(&y);
        Luma([if inside && ours(x - 1, y - 1) { 0 } else { 255 }])
    });
    let distance = euclidean_squared_distance_transform(&others);
    // Farthest from everything; among equals, nearest the tile's centre, then first.
    let centre = (GRID as f32 - 1.0) / 2.0;
    let mut best = (0.0f64, f32::INFINITY, 0usize);
    for i in 0..GRID * GRID {
        let d = distance.get_pixel((i % GRID) as u32 + 1, (i / GRID) as u32 + 1).0[0];
        let off = ((i % GRID) as f32 - centre).hypot((i / GRID) as f32 - centre);
        if d > best.0 || (d == best.0 && off < best.1) {
            best = (d, off, i);
        }
    }
    let cell = best.2;
    (((cell % GRID) as f32 + 0.5) / GRID as f32, ((cell / GRID) as f32 + 0.5) / GRID as f32)
}

/// The border cells of half-edge `half` (clockwise from `Nw`).
fn half_cells(half: usize) -> Vec<usize> {
    let last = GRID - 1;
    let mid = GRID / 2;
    let run: Vec<usize> = match half % 2 {
        0 => (1..mid).collect(),
        _ => (mid..last).collect(),
    };
    run.into_iter()
        .map(|k| match half {
            0 | 1 => k,                        // N edge, west to east
            2 | 3 => k * GRID + last,          // E edge, north to south
            4 | 5 => last * GRID + (last - k), // S edge, east to west
            _ => (last - k) * GRID,            // W edge, south to north
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_tile_puts_its_field_figure_in_the_middle() {
        let (x, y) = field_anchor(&[], 0xFF);
        assert!((x - 0.5).abs() < 0.05 && (y - 0.5).abs() < 0.05, "{x} {y}");
    }

    /// Two fields of one tile never stand on one point, even where the picture leaves
    /// open ground between them (a road ending at a house short of the city).
    #[test]
    fn the_fields_of_a_tile_stand_apart() {
        for kind in carcassonne_engine::TileKind::all() {
            let def = kind.def();
            let anchors = &super::super::tile::design(kind).anchors;
            let fields: Vec<usize> = (0..def.segments.len())
                .filter(|&s| def.segments[s].kind == carcassonne_engine::FeatureKind::Field)
                .collect();
            for (i, &a) in fields.iter().enumerate() {
                for &b in &fields[i + 1..] {
                    let ((ax, ay), (bx, by)) = (anchors[a], anchors[b]);
                    assert!((ax - bx).hypot(ay - by) > 0.15, "{}: fields {a} and {b}", kind.id());
                }
            }
        }
    }

    #[test]
    fn a_field_south_of_a_band_stays_south() {
        let band: Vec<Pt> = vec![(0.0, 0.3), (1.0, 0.3), (1.0, 0.6), (0.0, 0.6)];
        // Se + Sw
        let (_, y) = field_anchor(&[&band], 0b0011_0000);
        assert!(y > 0.6, "{y}");
    }
}
