//! Vector art painted with imageproc, for the caches: a [`Painter`] fills polygons with
//! imageproc's `draw_polygon_mut` on a grid `SUPERSAMPLE` times finer than the output,
//! then averages each block of samples into one pixel, which is what gives the edges
//! their smoothness (a plain box average: `image::imageops::thumbnail` computes the
//! same but measured eight times slower here, and painting is what a fresh process
//! waits for). Built here from those polygons, because imageproc has no such thing:
//! wide strokes with round joins and caps (a quadrilateral per segment, a disk at every
//! point) and curves wide enough for a road (a quadratic Bézier sampled into points,
//! then stroked: imageproc's Bézier draws a one-pixel line). Also the shape builders
//! the tile and figure art is made of, occupancy masks for where things lie on a tile,
//! and anti-aliased disks for markers, kept as sprites per size.
//!
//! Runs once per size into caches, never per frame for every pixel of the board.
//! Coordinates are in "units" mapped to output pixels by a scale given at
//! construction. It knows nothing of tiles or games.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use image::{GrayImage, ImageBuffer, Luma, Pixel, Rgba, RgbaImage};
use imageproc::drawing::draw_line_segment_mut;
use imageproc::point::Point;

use super::canvas::{Canvas, Sprite};
use super::palette::Rgb;

/// A point in drawing units.
pub type Pt = (f32, f32);

/// Samples per output pixel along each axis.
const SUPERSAMPLE: u32 = 4;

/// Fills polygons on a supersampled RGBA image, transparent to begin with, covering
/// the output pixels from `origin` on.
#[derive(Debug)]
pub struct Painter {
    image: RgbaImage,
    width: u32,
    height: u32,
    /// Supersampled pixels per unit.
    scale: f32,
    /// The output pixel at the image's top-left corner.
    origin: (u32, u32),
}

thread_local! {
    /// The last painter's sample memory, for the next one on this thread.
    static SAMPLES: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// `poly` in the pixels of a grid with `scale` pixels per unit and its top-left corner
/// at `origin` (grid pixels), each vertex on the nearest pixel centre (imageproc fills
/// whole pixels between integer vertices).
fn on_grid(poly: &[Pt], scale: f32, origin: (f32, f32)) -> Vec<Point<i32>> {
    let mut points: Vec<Point<i32>> = poly
        .iter()
        .map(|&(x, y)| {
            let (x, y) = (x * scale - origin.0 - 0.5, y * scale - origin.1 - 0.5);
            Point::new(x.round().clamp(-1e6, 1e6) as i32, y.round().clamp(-1e6, 1e6) as i32)
        })
        .collect();
    points.dedup();
    while points.len() > 1 && points.first() == points.last() {
        points.pop();
    }
    points
}

/// Fills `poly` as imageproc's `draw_polygon_mut` does, to the same pixels: on each
/// row, the spans between its edges' crossings (rounded as imageproc rounds them),
/// then every edge as imageproc's line segment. Only the edges that reach a row are
/// looked at on that row (imageproc tries every edge on every row), and spans are
/// written as slices: a disk marker or a figure at a new size is painted several times
/// faster, the same bytes.
fn fill_polygon<P: Pixel<Subpixel = u8>>(
    image: &mut ImageBuffer<P, Vec<u8>>,
    poly: &[Point<i32>],
    colour: P,
) {
    let (Some(&first), Some(&last)) = (poly.first(), poly.last()) else { return };
    let (width, height) = image.dimensions();
    let clamp = |y: i32| y.min(height as i32 - 1).max(0);
    let y_min = clamp(poly.iter().map(|p| p.y).min().unwrap_or(0));
    let y_max = clamp(poly.iter().map(|p| p.y).max().unwrap_or(0));
    let mut closed = poly.to_vec();
    if first != last {
        closed.push(first);
    }
    // The edges by their lowest row, so each row takes the edges that start on it.
    let mut edges: Vec<(Point<i32>, Point<i32>)> = closed.windows(2).map(|e| (e[0], e[1])).collect();
    edges.sort_by_key(|(p0, p1)| p0.y.min(p1.y));
    let (mut next, mut active) = (0, Vec::new());
    let mut crossings = Vec::new();
    let channels = usize::from(P::CHANNEL_COUNT);
    let row_bytes = width as usize * channels;
    for y in y_min..=y_max {
        while next < edges.len() && edges[next].0.y.min(edges[next].1.y) <= y {
            active.push(edges[next]);
            next += 1;
        }
        active.retain(|(p0, p1)| p0.y.max(p1.y) >= y);
        for &(p0, p1) in &active {
            if p0.y == p1.y {
                crossings.extend([p0.x, p1.x]);
            } else if p0.y == y || p1.y == y {
                if p1.y > y {
                    crossings.push(p0.x);
                }
                if p0.y > y {
                    crossings.push(p1.x);
                }
            } else {
                let fraction = (y - p0.y) as f32 / (p1.y - p0.y) as f32;
                crossings.push((p0.x as f32 + fraction * (p1.x - p0.x) as f32).round() as i32);
            }
        }
        crossings.sort_unstable();
        let row = &mut image.as_mut()[y as usize * row_bytes..(y as usize + 1) * row_bytes];
        for span in crossings.chunks_exact(2) {
            let (from, to) = (span[0].min(width as i32), span[1].min(width as i32 - 1));
            if from < width as i32 && to >= 0 {
                let (from, to) = (from.max(0) as usize, to.max(0) as usize);
                let span = &mut row[from * channels..(to + 1) * channels];
                if let [value] = colour.channels() {
                    span.fill(*value);
                } else {
                    for pixel in span.chunks_exact_mut(channels) {
                        pixel.copy_from_slice(colour.channels());
                    }
                }
            }
        }
        crossings.clear();
    }
    for edge in closed.windows(2) {
        let (start, end) = ((edge[0].x as f32, edge[0].y as f32), (edge[1].x as f32, edge[1].y as f32));
        draw_line_segment_mut(image, start, end, colour);
    }
}

impl Painter {
    /// A transparent painter producing a `width`×`height` image; one unit is `scale` pixels.
    pub fn new(width: u32, height: u32, scale: f32) -> Painter {
        Painter::window((0, 0), width, height, scale)
    }

    /// A transparent painter for the `width`×`height` output pixels from `origin` of a
    /// picture where one unit is `scale` pixels.
    pub fn window(origin: (u32, u32), width: u32, height: u32, scale: f32) -> Painter {
        let (w, h) = (width * SUPERSAMPLE, height * SUPERSAMPLE);
        let mut samples = SAMPLES.with(|s| std::mem::take(&mut *s.borrow_mut()));
        samples.clear();
        samples.resize(w as usize * h as usize * 4, 0);
        let image = ImageBuffer::from_raw(w, h, samples).unwrap_or_else(|| RgbaImage::new(w, h));
        Painter { image, width, height, scale: scale * SUPERSAMPLE as f32, origin }
    }

    /// Fills a polygon with an opaque colour.
    pub fn fill(&mut self, poly: &[Pt], colour: Rgb) {
        let origin = ((self.origin.0 * SUPERSAMPLE) as f32, (self.origin.1 * SUPERSAMPLE) as f32);
        let points = on_grid(poly, self.scale, origin);
        if points.len() >= 3 {
            fill_polygon(&mut self.image, &points, Rgba([colour[0], colour[1], colour[2], 255]));
        }
    }

    /// Fills the whole painter with an opaque colour.
    pub fn clear(&mut self, colour: Rgb) {
        let px = [colour[0], colour[1], colour[2], 255];
        for sample in self.image.chunks_exact_mut(4) {
            sample.copy_from_slice(&px);
        }
    }

    /// The picture at its output size, premultiplied (edges partly transparent): each
    /// output pixel the mean of its block of samples.
    pub fn finish(self) -> RgbaImage {
        let (w, h) = (self.width as usize, self.height as usize);
        let ss = SUPERSAMPLE as usize;
        let samples = self.image.into_raw();
        let row = w * ss * 4;
        let mut out = Vec::with_capacity(w * h * 4);
        let mut sums = vec![0u32; w * 4];
        for y in 0..h {
            sums.fill(0);
            for line in samples[y * ss * row..(y + 1) * ss * row].chunks_exact(row) {
                for (sum, block) in sums.chunks_exact_mut(4).zip(line.chunks_exact(ss * 4)) {
                    let mut block_sum = [0u32; 4];
                    for sample in block.chunks_exact(4) {
                        for c in 0..4 {
                            block_sum[c] += u32::from(sample[c]);
                        }
                    }
                    for c in 0..4 {
                        sum[c] += block_sum[c];
                    }
                }
            }
            let n = (ss * ss) as u32;
            out.extend(sums.iter().map(|&v| ((v + n / 2) / n) as u8));
        }
        SAMPLES.with(|s| *s.borrow_mut() = samples);
        RgbaImage::from_raw(self.width, self.height, out)
            .unwrap_or_else(|| RgbaImage::new(self.width, self.height))
    }
}

/// Lays premultiplied `over` on `under` with its top-left at `at`.
pub fn composite(under: &mut RgbaImage, over: &RgbaImage, at: (u32, u32)) {
    for (x, y, px) in over.enumerate_pixels() {
        let Some(dst) = under.get_pixel_mut_checked(at.0 + x, at.1 + y) else { continue };
        let keep = 255 - u32::from(px.0[3]);
        for c in 0..4 {
            dst.0[c] = (u32::from(px.0[c]) + (u32::from(dst.0[c]) * keep + 127) / 255).min(255) as u8;
        }
    }
}

/// The output pixels (x0, y0, x1, y1), exclusive, that `polys` touch at `scale`
/// pixels per unit, one pixel of margin included, within `size`; `None` if none.
pub fn bounds<'a>(
    polys: impl IntoIterator<Item = &'a [Pt]>,
    scale: f32,
    size: (u32, u32),
) -> Option<(u32, u32, u32, u32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in polys.into_iter().flatten() {
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    let clamp = |v: f32, max: u32| (v.max(0.0) as u32).min(max);
    let (x0, y0) = (clamp((x0 * scale).floor() - 1.0, size.0), clamp((y0 * scale).floor() - 1.0, size.1));
    let (x1, y1) = (clamp((x1 * scale).ceil() + 1.0, size.0), clamp((y1 * scale).ceil() + 1.0, size.1));
    (x0 < x1 && y0 < y1).then_some((x0, y0, x1, y1))
}

/// Which cells of a `size`×`size` grid over the unit square the polygons cover (a
/// cell counts when its centre is inside): 255 covered, 0 not.
pub fn mask(polys: &[&[Pt]], size: u32) -> GrayImage {
    let mut mask = GrayImage::new(size, size);
    for poly in polys {
        let points = on_grid(poly, size as f32, (0.0, 0.0));
        if points.len() >= 3 {
            fill_polygon(&mut mask, &points, Luma([255]));
        }
    }
    mask
}

/// Whether unit-square point `p` falls on a covered cell of `mask`.
pub fn covers(mask: &GrayImage, p: Pt) -> bool {
    let (w, h) = mask.dimensions();
    let (x, y) = ((p.0 * w as f32).floor(), (p.1 * h as f32).floor());
    x >= 0.0 && y >= 0.0 && (x as u32) < w && (y as u32) < h && mask.get_pixel(x as u32, y as u32).0[0] > 0
}

/// A regular polygon close to a circle.
pub fn disk(centre: Pt, r: f32) -> Vec<Pt> {
    let n = 24;
    (0..n)
        .map(|i| {
            let a = i as f32 * std::f32::consts::TAU / n as f32;
            (centre.0 + r * a.cos(), centre.1 + r * a.sin())
        })
        .collect()
}

/// An axis-aligned ellipse as a polygon.
pub fn ellipse(centre: Pt, rx: f32, ry: f32) -> Vec<Pt> {
    disk((0.0, 0.0), 1.0).into_iter().map(|(x, y)| (centre.0 + x * rx, centre.1 + y * ry)).collect()
}

/// A rectangle given by two corners.
pub fn rect(a: Pt, b: Pt) -> Vec<Pt> {
    vec![a, (b.0, a.1), b, (a.0, b.1)]
}

/// The polygons covering a polyline drawn `width` wide with round joins and caps: a
/// quadrilateral along each segment and a disk on each point.
pub fn stroke(points: &[Pt], width: f32) -> Vec<Vec<Pt>> {
    let half = width / 2.0;
    let mut out = Vec::new();
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len <= f32::EPSILON {
            continue;
        }
        let (nx, ny) = (-dy / len * half, dx / len * half);
        out.push(vec![
            (a.0 + nx, a.1 + ny),
            (b.0 + nx, b.1 + ny),
            (b.0 - nx, b.1 - ny),
            (a.0 - nx, a.1 - ny),
        ]);
    }
    for &p in points {
        out.push(disk(p, half));
    }
    out
}

/// Points along a quadratic Bézier curve from `a` to `b` pulled toward `control`.
pub fn quadratic(a: Pt, control: Pt, b: Pt, steps: usize) -> Vec<Pt> {
    (0..=steps)
        .map(|i| {
            let t = i as f32 / steps as f32;
            let u = 1.0 - t;
            (
                u * u * a.0 + 2.0 * u * t * control.0 + t * t * b.0,
                u * u * a.1 + 2.0 * u * t * control.1 + t * t * b.1,
            )
        })
        .collect()
}

/// Which samples of a `size`-pixel square a [`Painter`] covers when it fills a disk of
/// radius `r` centred on `centre`: each pixel's count of covered samples (0 to
/// `SUPERSAMPLE`²), rows of `size`. It does not depend on the colour, so one count serves
/// every colour a disk of that size and offset is drawn in; filled and counted on one
/// byte a sample.
fn disk_counts(size: u32, centre: Pt, r: f32) -> Vec<u8> {
    let (ss, side) = (SUPERSAMPLE as usize, (size * SUPERSAMPLE) as usize);
    let mut samples = GrayImage::new(side as u32, side as u32);
    let points = on_grid(&disk(centre, r), SUPERSAMPLE as f32, (0.0, 0.0));
    if points.len() >= 3 {
        fill_polygon(&mut samples, &points, Luma([1]));
    }
    let mut counts = Vec::with_capacity(size as usize * size as usize);
    // A row of pixels: its lines of samples summed column by column, then by blocks.
    let mut columns = vec![0u8; side];
    for rows in samples.as_raw().chunks_exact(ss * side) {
        columns.fill(0);
        for line in rows.chunks_exact(side) {
            for (sum, &v) in columns.iter_mut().zip(line) {
                *sum += v;
            }
        }
        counts.extend(columns.chunks_exact(ss).map(|block| block.iter().sum::<u8>()));
    }
    counts
}

/// The premultiplied pixel of `k` covered samples in `colour`, for each `k`: what
/// `Painter::finish` averages one colour over nothing to.
fn disk_shades(colour: Rgb) -> Vec<[u8; 4]> {
    let n = SUPERSAMPLE * SUPERSAMPLE;
    (0..=n)
        .map(|k| {
            let c = |v: u8| ((k * u32::from(v) + n / 2) / n) as u8;
            [c(colour[0]), c(colour[1]), c(colour[2]), c(255)]
        })
        .collect()
}

/// Most disks [`draw_disk`] keeps before it empties its cache: radii follow the
/// header's scale and the tile size, and each lies at one of 16 quarter-pixel offsets,
/// so a game with every expansion filled 512 within a game and emptied it mid-game,
/// every disk of the next image painted again. About 3 MB at most, and the coverage
/// counted on need as many, half of that.
const DISKS_KEPT: usize = 2048;

/// A disk's radius in quarter pixels and the quarter-pixel offset of its centre.
type DiskKey = (u32, u8, u8);

/// Draws a filled, anti-aliased disk of radius `r` centred on (cx, cy): a sprite made
/// once per radius, quarter-pixel offset and colour, from the disk's coverage counted
/// once per radius and offset.
pub fn draw_disk(canvas: &mut Canvas, cx: f32, cy: f32, r: f32, colour: Rgb) {
    if !(r > 0.0 && r < 512.0 && cx.abs() < 1e6 && cy.abs() < 1e6) {
        return;
    }
    static SPRITES: Mutex<BTreeMap<(DiskKey, Rgb), Arc<Sprite>>> = Mutex::new(BTreeMap::new());
    let r4 = (r * 4.0).round() as u32;
    let r = r4 as f32 / 4.0;
    // The sprite's top-left pixel and the quarter-pixel offset of the disk within it.
    let place = |c: f32| {
        let base = c - r - 1.0;
        let q = ((base - base.floor()) * 4.0).round();
        if q >= 4.0 { (base.floor() as i32 + 1, 0) } else { (base.floor() as i32, q as u8) }
    };
    let ((left, qx), (top, qy)) = (place(cx), place(cy));
    let key = (r4, qx, qy);
    let sprite = {
        let mut sprites = SPRITES.lock().unwrap_or_else(PoisonError::into_inner);
        if sprites.len() > DISKS_KEPT {
            sprites.clear();
        }
        Arc::clone(sprites.entry((key, colour)).or_insert_with(|| {
            let (size, counts) = disk_coverage(key);
            Arc::new(Sprite::from_shades(size, &counts, &disk_shades(colour)))
        }))
    };
    canvas.blit_sprite(left, top, &sprite);
}

/// The coverage of every disk up to the radius [`count_disks_ahead`] was given, at each
/// quarter-pixel offset, by [`ahead_index`]: never emptied.
static AHEAD: OnceLock<Vec<Arc<[u8]>>> = OnceLock::new();

/// Counts ahead the coverage of every disk of radius up to `largest` pixels at every
/// quarter-pixel offset: a header's disks change radius with its scale and fall at any
/// offset, so a header at a new scale counted a dozen new ones. Up to 18 px, about
/// 660 kB and 65 M instructions. Once per process: the first call's `largest` stands.
pub fn count_disks_ahead(largest: f32) {
    let most = (largest * 4.0).ceil().clamp(0.0, 512.0) as u32;
    AHEAD.get_or_init(|| {
        (0..=most).flat_map(|r4| (0..16).map(move |q| counted((r4, q % 4, q / 4)))).collect()
    });
}

/// Where the disk of `key` lies among those counted ahead.
fn ahead_index((r4, qx, qy): DiskKey) -> usize {
    r4 as usize * 16 + usize::from(qy) * 4 + usize::from(qx)
}

/// The side of the square sprite of a disk of `key`.
fn disk_size((r4, _, _): DiskKey) -> u32 {
    (2.0 * (r4 as f32 / 4.0)).ceil() as u32 + 3
}

/// The coverage of the disk of `key`, counted now.
fn counted(key: DiskKey) -> Arc<[u8]> {
    let (r4, qx, qy) = key;
    let r = r4 as f32 / 4.0;
    let centre = (1.0 + r + f32::from(qx) / 4.0, 1.0 + r + f32::from(qy) / 4.0);
    disk_counts(disk_size(key), centre, r).into()
}

/// The side of the square sprite of a disk of `key` and its coverage counts
/// ([`disk_counts`]): counted ahead, kept from before or counted now.
fn disk_coverage(key: DiskKey) -> (u32, Arc<[u8]>) {
    static COUNTS: Mutex<BTreeMap<DiskKey, Arc<[u8]>>> = Mutex::new(BTreeMap::new());
    if let Some(ahead) = AHEAD.get().and_then(|ahead| ahead.get(ahead_index(key))) {
        return (disk_size(key), Arc::clone(ahead));
    }
    let mut counts = COUNTS.lock().unwrap_or_else(PoisonError::into_inner);
    if counts.len() > DISKS_KEPT {
        counts.clear();
    }
    (disk_size(key), Arc::clone(counts.entry(key).or_insert_with(|| counted(key))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use imageproc::drawing::draw_polygon_mut;
    use rand::{Rng, SeedableRng};

    /// A disk's sprite made from its coverage counts is the sprite of the disk a
    /// `Painter` paints, byte for byte, at every radius the markers and a header use,
    /// at each quarter-pixel offset, in colours light, dark and in between.
    #[test]
    fn disks_are_the_painters() {
        let colours: [Rgb; 4] = [[200, 117, 31], [255, 255, 255], [20, 24, 28], [91, 160, 240]];
        for r4 in 0..=100 {
            let r = r4 as f32 / 4.0;
            for (q, colour) in (0..16).zip(colours.iter().cycle()) {
                let (qx, qy) = (q % 4, q / 4);
                let (size, counts) = disk_coverage((r4, qx, qy));
                let centre = (1.0 + r + f32::from(qx) / 4.0, 1.0 + r + f32::from(qy) / 4.0);
                let mut painter = Painter::new(size, size, 1.0);
                painter.fill(&disk(centre, r), *colour);
                let painted = painter.finish();
                let shades = disk_shades(*colour);
                let counted: Vec<u8> = counts.iter().flat_map(|&k| shades[usize::from(k)]).collect();
                assert!(counted == painted.as_raw().as_slice(), "radius {r}, offset {qx}, {qy}");
                let painted = Sprite::from_premultiplied(&painted);
                assert!(Sprite::from_shades(size, &counts, &disk_shades(*colour)) == painted, "radius {r}");
            }
        }
    }

    /// Disks counted ahead are counted as those counted on need, each at its place.
    #[test]
    fn disks_counted_ahead_are_those_counted_on_need() {
        count_disks_ahead(3.0);
        let ahead = AHEAD.get().expect("counted ahead");
        assert!(ahead.len() >= 13 * 16, "radii up to 3 px: {}", ahead.len());
        for (i, counts) in ahead.iter().enumerate() {
            let key = ((i / 16) as u32, (i % 4) as u8, (i % 16 / 4) as u8);
            assert_eq!(ahead_index(key), i);
            assert!(counts[..] == counted(key)[..], "{key:?}");
            assert_eq!(disk_coverage(key).1.len(), (disk_size(key) * disk_size(key)) as usize);
        }
    }

    /// `fill_polygon` paints imageproc's pixels, byte for byte: random polygons (some
    /// with horizontal edges, vertices on one row, points off the image) and disks of
    /// every size the markers use, on grey and RGBA images.
    #[test]
    fn polygons_are_imageprocs_pixels() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(49);
        for case in 0..3_000 {
            let (w, h) = (rng.random_range(1..80), rng.random_range(1..80));
            let n = rng.random_range(1..12);
            let mut poly: Vec<Point<i32>> =
                (0..n).map(|_| Point::new(rng.random_range(-20..100), rng.random_range(-20..100))).collect();
            if case % 3 == 0 && n > 2 {
                poly[1].y = poly[0].y;
            }
            let mut ours = RgbaImage::new(w, h);
            let mut theirs = RgbaImage::new(w, h);
            fill_polygon(&mut ours, &poly, Rgba([1, 2, 3, 255]));
            draw_polygon_mut(&mut theirs, &poly, Rgba([1, 2, 3, 255]));
            assert!(ours == theirs, "{poly:?} on {w}×{h}");
        }
        for r4 in 0..=100 {
            let r = r4 as f32 / 4.0;
            for q in 0..4 {
                let size = ((2.0 * r).ceil() as u32 + 3) * SUPERSAMPLE;
                let centre = (1.0 + r + q as f32 / 4.0, 1.0 + r + q as f32 / 8.0);
                let points = on_grid(&disk(centre, r), SUPERSAMPLE as f32, (0.0, 0.0));
                let mut ours = GrayImage::new(size, size);
                let mut theirs = GrayImage::new(size, size);
                fill_polygon(&mut ours, &points, Luma([255]));
                draw_polygon_mut(&mut theirs, &points, Luma([255]));
                assert!(ours == theirs, "a disk of radius {r}");
            }
        }
    }
}
