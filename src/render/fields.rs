//! Where the fields lie: each field segment's ground on its tile's picture, and a whole
//! field's outline on the board, for the board page to draw over its picture (a farmer's,
//! a barn's, a pig's or a shepherd's step is about a field the picture alone leaves a
//! player to trace across tiles).
//!
//! A segment's ground is worked out once per tile kind on a small grid, the same way a
//! field figure's standing point is (`spots`): the open ground the tile's solid shapes
//! leave, each connected part given to the field whose half-edges it touches (to the
//! nearer one where two touch the same part), the parts no half-edge reaches to the
//! fields walled in by cities. A field on the board is the union of its segments' ground
//! on their placed tiles, turned as the tiles lie; its outline is the border of that
//! union, traced as closed loops, so a field spanning many tiles reads as one area.

use std::collections::HashMap;
use std::sync::OnceLock;

use carcassonne_engine::{FeatureKind, NodeId, TileKind, View};
use image::{GrayImage, Luma};
use imageproc::distance_transform::euclidean_squared_distance_transform;
use imageproc::region_labelling::{Connectivity, connected_components};

use super::paint::{Painter, Pt};
use super::tile::{design, span, turn};

/// Grid cells per side of a board cell: fine enough that a field's border follows a
/// city's curve within a few pixels on a phone's largest cells.
pub const GRID: usize = 32;

/// The units of an outline's points: half a grid cell (corners are cut by half a grid
/// cell, so that a stair of grid cells reads as the slope it follows).
pub const UNITS: usize = 2 * GRID;

/// Each grid cell of a kind's picture (row by row, unturned): 0 where no field lies,
/// else the field segment's index plus one.
struct Ground {
    side: usize,
    cells: Vec<u8>,
}

/// The field ground of `kind`, worked out on first use.
fn ground(kind: TileKind) -> &'static Ground {
    static GROUNDS: OnceLock<Vec<OnceLock<Ground>>> = OnceLock::new();
    let all = GROUNDS.get_or_init(|| TileKind::all().map(|_| OnceLock::new()).collect());
    all[kind.index()].get_or_init(|| ground_of(kind))
}

/// Works out every kind's field ground now (a few milliseconds a kind), so that the
/// board page's first outlines wait for none ([`super::warm_up`]).
pub fn work_out_ahead() {
    for kind in TileKind::all() {
        ground(kind);
    }
}

/// The border cells of half-edge `half` of a picture `side` cells across with `per_side`
/// halves on each side, clockwise from the north-west corner (as the tile data numbers
/// them); its corner cells left out, which two sides share.
fn half_cells(half: usize, per_side: usize, side: usize) -> Vec<usize> {
    let last = side - 1;
    let run = side / per_side;
    let k = half % per_side;
    let along = (k * run).max(1)..((k + 1) * run).min(last);
    along
        .map(|i| match half / per_side {
            0 => i,                        // N, west to east
            1 => i * side + last,          // E, north to south
            2 => last * side + (last - i), // S, east to west
            _ => (last - i) * side,        // W, south to north
        })
        .collect()
}

/// Works out [`ground`].
fn ground_of(kind: TileKind) -> Ground {
    let def = kind.def();
    let cells_across = span(kind) as usize;
    let side = GRID * cells_across;
    let per_side = 2 * cells_across;
    let mut painter = Painter::new(side as u32, side as u32, side as f32);
    for shape in design(kind).shapes.iter().filter(|s| s.solid) {
        painter.fill(&shape.poly, [0, 0, 0]);
    }
    let painted = painter.finish();
    let open = GrayImage::from_fn(side as u32, side as u32, |x, y| {
        Luma([if painted.get_pixel(x, y).0[3] > 40 { 0 } else { 255 }])
    });
    let regions = connected_components(&open, Connectivity::Four, Luma([0]));
    let label = |cell: usize| regions.get_pixel((cell % side) as u32, (cell / side) as u32).0[0];
    let fields: Vec<usize> =
        (0..def.segments.len()).filter(|&s| def.segments[s].kind == FeatureKind::Field).collect();
    // The open border cells of each field reaching an edge.
    let seeds: Vec<(usize, Vec<usize>)> = fields
        .iter()
        .filter(|&&s| !def.segments[s].walled_in())
        .map(|&s| {
            let halves = def.segments[s].halves;
            let cells = (0..4 * per_side)
                .filter(|h| halves & (1 << h) != 0)
                .flat_map(|h| half_cells(h, per_side, side))
                .filter(|&c| label(c) != 0)
                .collect();
            (s, cells)
        })
        .collect();
    let mut claims: HashMap<u32, Vec<usize>> = HashMap::new();
    for (i, (_, cells)) in seeds.iter().enumerate() {
        for &c in cells {
            let claim = claims.entry(label(c)).or_default();
            if !claim.contains(&i) {
                claim.push(i);
            }
        }
    }
    // Nearness to each field's border, asked only where two fields touch one part.
    let mut nearness: HashMap<usize, image::ImageBuffer<Luma<f64>, Vec<f64>>> = HashMap::new();
    let mut near = |i: usize, x: u32, y: u32| {
        nearness
            .entry(i)
            .or_insert_with(|| {
                let seed = GrayImage::from_fn(side as u32, side as u32, |x, y| {
                    Luma([if seeds[i].1.contains(&(y as usize * side + x as usize)) { 255 } else { 0 }])
                });
                euclidean_squared_distance_transform(&seed)
            })
            .get_pixel(x, y)
            .0[0]
    };
    // The parts no edge's field reaches, shared out among the walled-in fields in order.
    let walled: Vec<usize> = fields.iter().copied().filter(|&s| def.segments[s].walled_in()).collect();
    let mut unclaimed: Vec<u32> =
        (0..side * side).map(label).filter(|&l| l != 0 && !claims.contains_key(&l)).collect();
    unclaimed.sort_unstable();
    unclaimed.dedup();
    let mut cells = vec![0u8; side * side];
    for (c, owner) in cells.iter_mut().enumerate() {
        let l = label(c);
        if l == 0 {
            continue;
        }
        let (x, y) = ((c % side) as u32, (c / side) as u32);
        let segment = match claims.get(&l).map(Vec::as_slice) {
            Some(&[one]) => Some(seeds[one].0),
            Some(many) => many
                .iter()
                .copied()
                .min_by(|&a, &b| near(a, x, y).total_cmp(&near(b, x, y)))
                .map(|i| seeds[i].0),
            None if walled.is_empty() => None,
            None => {
                let k = unclaimed.binary_search(&l).unwrap_or(0);
                walled.get(k * walled.len() / unclaimed.len().max(1)).copied()
            }
        };
        if let Some(s) = segment {
            *owner = u8::try_from(s + 1).unwrap_or(0);
        }
    }
    Ground { side, cells }
}

/// The field segment under point `p` of `kind`'s unturned picture (unit square), if any.
fn field_at(kind: TileKind, p: Pt) -> Option<usize> {
    let g = ground(kind);
    let at = |v: f32| ((v * g.side as f32) as usize).min(g.side - 1);
    g.cells[at(p.1) * g.side + at(p.0)].checked_sub(1).map(usize::from)
}

/// The outline of each field of `roots` (features of `view`'s board) as an SVG path, in
/// [`UNITS`] a cell from the north-west corner of cell (0, 0): closed loops round its
/// ground on every tile it covers, holes included (filled even-odd).
#[must_use]
pub fn outlines(view: &View, roots: &[NodeId]) -> Vec<String> {
    roots.iter().map(|&root| outline(view, root)).collect()
}

/// [`outlines`]' path of one field.
fn outline(view: &View, root: NodeId) -> String {
    let board = view.board();
    let features = view.features();
    // The field's segments by tile.
    let mut tiles: Vec<(usize, Vec<usize>)> = Vec::new();
    for (tile, segment) in features.members(root) {
        match tiles.iter_mut().find(|(t, _)| *t == tile) {
            Some((_, segments)) => segments.push(segment),
            None => tiles.push((tile, vec![segment])),
        }
    }
    if tiles.is_empty() {
        return String::new();
    }
    let placed = |t: usize| &board.tiles()[t];
    let cells_of = |t: usize| span(placed(t).kind) as i32;
    let x0 = tiles.iter().map(|&(t, _)| placed(t).pos.x).min().unwrap_or(0);
    let y0 = tiles.iter().map(|&(t, _)| placed(t).pos.y).min().unwrap_or(0);
    let x1 = tiles.iter().map(|&(t, _)| placed(t).pos.x + cells_of(t)).max().unwrap_or(1);
    let y1 = tiles.iter().map(|&(t, _)| placed(t).pos.y + cells_of(t)).max().unwrap_or(1);
    let g = GRID as i32;
    let (w, h) = (((x1 - x0) * g) as usize, ((y1 - y0) * g) as usize);
    let mut inside = vec![false; w * h];
    for (t, segments) in &tiles {
        let tile = placed(*t);
        let n = (cells_of(*t) * g) as usize;
        let back = (4 - tile.rot.quarter_turns() % 4) % 4;
        let (ox, oy) = (((tile.pos.x - x0) * g) as usize, ((tile.pos.y - y0) * g) as usize);
        for j in 0..n {
            for i in 0..n {
                let p = ((i as f32 + 0.5) / n as f32, (j as f32 + 0.5) / n as f32);
                if field_at(tile.kind, turn(p, back)).is_some_and(|s| segments.contains(&s)) {
                    inside[(oy + j) * w + ox + i] = true;
                }
            }
        }
    }
    let loops = trace(&inside, w, h);
    let (bx, by) = (x0 * UNITS as i32, y0 * UNITS as i32);
    let mut path = String::new();
    for points in loops.iter().map(|l| cut_corners(l)) {
        for (k, (x, y)) in points.iter().enumerate() {
            let command = if k == 0 { 'M' } else { 'L' };
            path.push_str(&format!("{command}{} {}", bx + x, by + y));
        }
        path.push('Z');
    }
    path
}

/// The closed loops round the cells set in `inside` (`w` × `h`), each a list of grid
/// points, clockwise round what they enclose.
fn trace(inside: &[bool], w: usize, h: usize) -> Vec<Vec<(i32, i32)>> {
    let set = |x: i32, y: i32| {
        x >= 0 && y >= 0 && (x as usize) < w && (y as usize) < h && inside[y as usize * w + x as usize]
    };
    let mut out: HashMap<(i32, i32), Vec<(i32, i32)>> = HashMap::new();
    let mut edge = |a: (i32, i32), b: (i32, i32)| out.entry(a).or_default().push(b);
    for y in 0..h as i32 {
        for x in 0..w as i32 {
            if !set(x, y) {
                continue;
            }
            if !set(x, y - 1) {
                edge((x, y), (x + 1, y));
            }
            if !set(x + 1, y) {
                edge((x + 1, y), (x + 1, y + 1));
            }
            if !set(x, y + 1) {
                edge((x + 1, y + 1), (x, y + 1));
            }
            if !set(x - 1, y) {
                edge((x, y + 1), (x, y));
            }
        }
    }
    let mut starts: Vec<(i32, i32)> = out.keys().copied().collect();
    starts.sort_unstable_by_key(|&(x, y)| (y, x));
    let mut loops = Vec::new();
    for start in starts {
        while out.get(&start).is_some_and(|e| !e.is_empty()) {
            let mut points = vec![start];
            let mut at = start;
            while let Some(next) = out.get_mut(&at).and_then(Vec::pop) {
                at = next;
                if at == start {
                    break;
                }
                points.push(at);
            }
            loops.push(points);
        }
    }
    loops
}

/// The longest run of grid cells read as a stair's step, cut at its middle.
const SHORT_RUN: i32 = 4;

/// `points` (a closed loop of grid points) in [`UNITS`], its straight runs joined and
/// each corner cut: at the middle of a run of up to [`SHORT_RUN`] cells, so that a
/// stair becomes the slope it follows (a city's curve), else by half a grid cell, so a
/// long run keeps its square corner but for a notch.
fn cut_corners(points: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let n = points.len();
    let turns: Vec<(i32, i32)> = (0..n)
        .filter(|&i| {
            let (a, b, c) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            (b.0 - a.0) * (c.1 - b.1) != (b.1 - a.1) * (c.0 - b.0)
        })
        .map(|i| points[i])
        .collect();
    let m = turns.len();
    let mut cut = Vec::with_capacity(2 * m);
    for i in 0..m {
        let (a, b, c) = (turns[(i + m - 1) % m], turns[i], turns[(i + 1) % m]);
        let towards = |to: (i32, i32)| {
            let (dx, dy) = (to.0 - b.0, to.1 - b.1);
            let len = dx.abs() + dy.abs();
            // A short run (a stair's step) cut at its middle (in half cells: its length),
            // so a stair follows its slope; a long one (a tile's side) by half a cell.
            let k = if len <= SHORT_RUN { len } else { 1 };
            (2 * b.0 + dx.signum() * k, 2 * b.1 + dy.signum() * k)
        };
        for p in [towards(a), towards(c)] {
            if cut.last() != Some(&p) && cut.first() != Some(&p) {
                cut.push(p);
            }
        }
    }
    cut
}

#[cfg(test)]
mod tests {
    use super::*;
    use carcassonne_engine::{Audience, Game, Seat, Setup};

    /// Every field segment of every kind has ground of its own on its picture, the small
    /// fields walled in between two cities too (`DG/CCc+.p`'s between its cap and its
    /// corner city; `AM/CCc+`'s under its crossing cities): a farmer's step outlines
    /// what its picture shows.
    #[test]
    fn every_field_of_every_kind_has_ground() {
        let mut bare = Vec::new();
        for kind in TileKind::all() {
            let def = kind.def();
            let g = ground(kind);
            for (s, segment) in def.segments.iter().enumerate() {
                if segment.kind != FeatureKind::Field {
                    continue;
                }
                let own = g.cells.iter().filter(|&&c| usize::from(c) == s + 1).count();
                if own == 0 {
                    bare.push(format!("{} field {s} ({:#x})", kind.id(), segment.halves));
                }
            }
        }
        assert!(bare.is_empty(), "{bare:?}");
    }

    /// The road across the start tile parts its two fields; a tile placed east with the
    /// same road makes each of them one field of two cells: each outlined as one loop,
    /// on its own side of the road, reaching across the east tile.
    #[test]
    fn a_field_is_outlined_on_its_side_of_the_road_across_tiles() {
        let mut setup = Setup::new(2, 1);
        setup.tiles = Some(vec!["BA/RFr".parse().expect("a tile")]);
        let (mut game, _) = Game::new(setup).expect("a game");
        let view = game.view(Audience::Public);
        let legal = view.legal_actions(Seat(0));
        let place = legal.into_iter().find(|a| a.to_string().starts_with("place 1 0 ")).expect("east");
        game.apply(Seat(0), place).expect("legal");
        let view = game.view(Audience::Public);
        let features = view.features();
        let mut roots: Vec<NodeId> = (0..view.board().segment_count(0))
            .filter(|&s| view.board().segment(0, s).kind == FeatureKind::Field)
            .map(|s| features.feature_of(0, s))
            .collect();
        roots.dedup();
        let paths = outlines(&view, &roots);
        assert!(paths.iter().all(|p| p.starts_with('M') && p.ends_with('Z')), "{paths:?}");
        // Each field's points, in cells.
        let points = |path: &str| -> Vec<(f32, f32)> {
            path.split(['M', 'L', 'Z'])
                .filter(|p| !p.is_empty())
                .map(|p| {
                    let (x, y) = p.split_once(' ').expect("x y");
                    let unit = UNITS as f32;
                    (x.parse::<f32>().expect("x") / unit, y.parse::<f32>().expect("y") / unit)
                })
                .collect()
        };
        let reach = |path: &str| {
            let ps = points(path);
            let f = |sel: fn(&(f32, f32)) -> f32| ps.iter().map(sel).fold(f32::NAN, f32::max);
            (f(|p| p.0), f(|p| p.1))
        };
        for path in &paths {
            assert_eq!(path.matches('M').count(), 1, "one loop round a field: {path}");
        }
        assert_eq!(paths.len(), 2);
        for path in &paths {
            assert!(reach(path).0 > 1.9, "a field reaching across the east tile: {path}");
        }
        // The north field stays north of the road (the middle of the cells), the south one
        // south of it.
        let middle = |path: &str| {
            let ps = points(path);
            ps.iter().map(|p| p.1).sum::<f32>() / ps.len() as f32
        };
        let mut middles: Vec<f32> = paths.iter().map(|p| middle(p)).collect();
        middles.sort_by(f32::total_cmp);
        assert!(middles[0] < 0.45 && middles[1] > 0.55, "{middles:?}");
    }
}
