//! Where a figure lies in a field: the point of the field's own area farthest from
//! everything else printed on the tile.
//!
//! Owns the small occupancy grid and distance search used for this; it is run once per
//! tile kind (cached by `tile`), never per frame. It must not depend on any game state.

use super::raster::{Painter, Pt};

/// Cells per side of the occupancy grid.
const GRID: usize = 40;

/// The standing point (unit square) of a field segment covering `halves` (bit =
/// `HalfEdge::index()`), given the solid shapes of its tile.
pub fn field_anchor(solid: &[&[Pt]], halves: u16) -> Pt {
    let mut painter = Painter::new(GRID as u32, GRID as u32, GRID as f32);
    for poly in solid {
        painter.fill(poly, [0, 0, 0]);
    }
    let sprite = painter.finish();
    let blocked: Vec<bool> = sprite.pixels.iter().map(|p| p[3] > 40).collect();

    // Flood the field's own ground from the border cells of its half-edges.
    let mut mine = vec![false; GRID * GRID];
    let mut stack = Vec::new();
    for half in 0..8 {
        if halves & (1 << half) == 0 {
            continue;
        }
        for cell in half_cells(half) {
            if !blocked[cell] && !mine[cell] {
                mine[cell] = true;
                stack.push(cell);
            }
        }
    }
    while let Some(cell) = stack.pop() {
        let (x, y) = (cell % GRID, cell / GRID);
        let next = [
            (x > 0).then(|| cell - 1),
            (x + 1 < GRID).then(|| cell + 1),
            (y > 0).then(|| cell - GRID),
            (y + 1 < GRID).then(|| cell + GRID),
        ];
        for n in next.into_iter().flatten() {
            if !blocked[n] && !mine[n] {
                mine[n] = true;
                stack.push(n);
            }
        }
    }
    if !mine.iter().any(|&m| m) {
        return (0.5, 0.5);
    }

    // Chamfer distance to the nearest cell that is not this field (the tile's outside
    // counts as not this field, so figures keep off the border).
    let far = u32::MAX / 2;
    let mut dist: Vec<u32> = mine.iter().map(|&m| if m { far } else { 0 }).collect();
    let at = |d: &Vec<u32>, x: isize, y: isize| -> u32 {
        if x < 0 || y < 0 || x >= GRID as isize || y >= GRID as isize {
            0
        } else {
            d[y as usize * GRID + x as usize]
        }
    };
    for y in 0..GRID as isize {
        for x in 0..GRID as isize {
            let i = y as usize * GRID + x as usize;
            if dist[i] == 0 {
                continue;
            }
            let best = (at(&dist, x - 1, y) + 3)
                .min(at(&dist, x, y - 1) + 3)
                .min(at(&dist, x - 1, y - 1) + 4)
                .min(at(&dist, x + 1, y - 1) + 4);
            dist[i] = dist[i].min(best);
        }
    }
    for y in (0..GRID as isize).rev() {
        for x in (0..GRID as isize).rev() {
            let i = y as usize * GRID + x as usize;
            if dist[i] == 0 {
                continue;
            }
            let best = (at(&dist, x + 1, y) + 3)
                .min(at(&dist, x, y + 1) + 3)
                .min(at(&dist, x + 1, y + 1) + 4)
                .min(at(&dist, x - 1, y + 1) + 4);
            dist[i] = dist[i].min(best);
        }
    }
    // Farthest from everything; among equals, nearest the tile's centre, then first.
    let centre = (GRID as f32 - 1.0) / 2.0;
    let mut best = (0u32, f32::INFINITY, 0usize);
    for (i, &d) in dist.iter().enumerate() {
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

    #[test]
    fn a_field_south_of_a_band_stays_south() {
        let band: Vec<Pt> = vec![(0.0, 0.3), (1.0, 0.3), (1.0, 0.6), (0.0, 0.6)];
        // Se + Sw
        let (_, y) = field_anchor(&[&band], 0b0011_0000);
        assert!(y > 0.6, "{y}");
    }
}
