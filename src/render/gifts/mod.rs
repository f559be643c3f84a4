//! The Gifts on the image: in the header, the wrapped-gift icon beside each player's
//! count of cards, the cards left in the deck, and the two tiles a Take two offers,
//! numbered as `keep` takes them and each captioned with the words that keep it; in the
//! final table, the gifts' points. A gift's scoring on the board is marked as any
//! scoring is.
//!
//! Owns the gift art and the Take two row (its pictures, `ArtFacts::pictures`); the
//! header (`panel`) places them. It only ever shows how many
//! cards a player holds, never which: public images are drawn from the same views as
//! private ones, and a card's name would give the hand away.

pub mod colours;

use carcassonne_engine::rules::gifts::{Act, Ph};
use carcassonne_engine::{Category, ExpansionPhase, Rotation, TileKind, View};

use crate::render::Lang;
use crate::render::canvas::Canvas;
use crate::render::expansion::{self, ExpansionArt};
use crate::render::facts::ArtFacts;
use crate::render::layout;
use crate::render::paint;
use crate::render::palette;
use crate::render::panel;
use crate::render::supply::{Column, Count};
use crate::render::text::{self, Align, Style, Weight};

/// The Gifts' drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// How many gift cards each player holds, counted in the header's supply.
const HELD: [Count; 1] = [Count {
    icon,
    height: 15.0,
    count: |view, seat| view.gifts().map_or(0, |hands| hands.hand_size(seat) as u32),
}];

/// The Gifts' art as data, registered in `render::registry!`.
pub(super) const ART: ArtFacts = ArtFacts {
    // How many gifts, never which: this header is the public image's too.
    supply: &[Column::counts(50, 50.0, &HELD)],
    categories: &[(Category::Gifts, colours::GIFT)],
    colours: &colours::COLOURS,
    // Take two's two tiles stand where the rotations of a tile in hand would.
    pictures: Some(|canvas, scene, phase, at, ui| {
        let ExpansionPhase::Gifts(Ph::TakeTwo(first, second)) = phase else { return };
        let labels = [1, 2].map(|n| panel::say(scene.words, scene.lang, Act::Keep(n).into()));
        take_two(canvas, &scene.view, [first, second], &labels, at, ui);
    }),
    ..ArtFacts::NONE
};

impl ExpansionArt for Art {
    /// The cards left in the gift deck.
    fn left_note(&self, game: &View, lang: Lang) -> Option<String> {
        game.gifts().map(|g| lang.say("render-gift-deck", [("n", g.deck_len().into())]))
    }
}

// Lengths at scale 1.
/// Tile size of the Take two pictures: the rotation previews' size.
const PICTURE: f32 = layout::MAX_PICTURE;
/// Between the two pictures: wider than the previews' gap, so the pair reads as a
/// choice of two tiles and not as rotations of one.
const GAP: f32 = 40.0;

/// A wrapped gift seen from the front, `h` pixels tall, its left edge at `x` and
/// centred on `cy`: a box under a wider lid, a ribbon down its middle and round the
/// lid, a bow on top. Returns its width.
pub fn icon(canvas: &mut Canvas, x: f32, cy: f32, h: f32) -> f32 {
    let w = (h * 1.05).round() as i32;
    let (x, top) = (x.round() as i32, (cy - h / 2.0).round() as i32);
    let bottom = top + h.round() as i32;
    let bow = (h * 0.22).round().max(2.0) as i32;
    let lid_top = top + bow;
    let lid = (h * 0.24).round().max(2.0) as i32;
    let inset = (h * 0.08).round().max(1.0) as i32;
    let ribbon = (h * 0.2).round().max(2.0) as i32;
    let mid = x + w / 2;
    let body = (x + inset, lid_top + lid, w - 2 * inset, bottom - lid_top - lid);
    let lid_rect = (x, lid_top, w, lid);
    // The bow: a loop either side of the ribbon's knot.
    let loops = [(mid - ribbon / 2 - bow, top, bow, bow), (mid + ribbon / 2, top, bow, bow)];
    for &(px, py, pw, ph) in [body, lid_rect].iter().chain(&loops) {
        canvas.fill_rect(px - 1, py - 1, pw + 2, ph + 2, palette::FIGURE_EDGE);
    }
    for (px, py, pw, ph) in [body, lid_rect] {
        canvas.fill_rect(px, py, pw, ph, colours::GIFT);
    }
    canvas.fill_rect(mid - ribbon / 2, lid_top, ribbon, bottom - lid_top, colours::GIFT_RIBBON);
    for (px, py, pw, ph) in loops {
        canvas.fill_rect(px, py, pw, ph, colours::GIFT_RIBBON);
    }
    w as f32
}

/// The radius of a Take two picture's number disc, at scale 1.
const NUMBER: f32 = panel::DISC;

/// Draws the two tiles a Take two offers with their left edge at `left` and top at
/// `top`, at scale `ui`: each numbered on a disc beside its top-left corner, outside
/// the picture (in it, the disc would hide what the corner prints: a pennant), and
/// captioned with `labels`, the words that keep it (a large tile with its objectives
/// as they pay in `game`).
fn take_two(
    canvas: &mut Canvas,
    game: &View,
    tiles: [TileKind; 2],
    labels: &[String; 2],
    (left, top): (f32, f32),
    ui: f32,
) {
    let u = |v: f32| v * ui;
    let size = layout::snap(u(PICTURE).round() as u32);
    let number = Style::new(u(13.0), Weight::Bold, palette::FIGURE_EDGE);
    let bold = Style::new(u(16.0), Weight::Bold, palette::TEXT);
    let y = top.round() as i32;
    let r = u(NUMBER);
    // The first disc's room before the first picture.
    let left = left + 2.0 * r + u(5.0);
    for (i, tile) in tiles.into_iter().enumerate() {
        let x = (left + i as f32 * u(PICTURE + GAP)).round() as i32;
        canvas.fill_rect(x - 1, y - 1, size as i32 + 2, size as i32 + 2, palette::FIGURE_EDGE);
        expansion::picture(canvas, game, tile, Rotation::R0, (x, y), size);
        let (nx, ny) = (x as f32 - r - u(4.0), y as f32 + r);
        paint::draw_disk(canvas, nx, ny, r + panel::DISC_EDGE, palette::FIGURE_EDGE);
        paint::draw_disk(canvas, nx, ny, r, palette::SPOT);
        text::draw(canvas, nx, ny, Align::Centre, number, &(i + 1).to_string());
        let (cx, label_y) = (x as f32 + size as f32 / 2.0, y as f32 + size as f32 + u(13.0));
        text::draw(canvas, cx, label_y, Align::Centre, bold, &labels[i]);
    }
}
