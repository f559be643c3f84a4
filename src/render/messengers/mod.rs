//! The Messengers on the image: no tile and nothing on the board; in the header's supply
//! column, each player's messenger's space on the score track (a sealed message and its
//! number), the score meeple standing on the rest of the score column's points, so that
//! the dark spaces (every fifth) a figure may stop on show at a glance (the board page
//! and `/status` name both places). The message held is never drawn: the picture is
//! everyone's.

use carcassonne_engine::Category;
use carcassonne_engine::rules::messengers::MESSENGER;

use super::canvas::Canvas;
use super::expansion::ExpansionArt;
use super::facts::ArtFacts;
use super::palette::{self, Rgb};
use super::supply::{Column, Count};

/// The Messengers' drawing, registered in `render::registry!`.
#[derive(Debug)]
pub(super) struct Art;

/// The Messengers' art as data, registered in `render::registry!`: the messenger's
/// space in a supply column of its own, the messages' points in the breakdown.
pub(super) const ART: ArtFacts = ArtFacts {
    // The messenger's place alone, wide enough for three digits (`×105`): the score meeple
    // stands on the rest of the score column's points, and a second count would widen the
    // header past what a six-player game of every box shows legibly at a chat's 500 px.
    supply: &[Column::counts(120, 66.0, &SPACE)],
    categories: &[(Category::Messages, SEAL)],
    ..ArtFacts::NONE
};

/// The messenger's space on the score track, counted in the header's supply.
const SPACE: [Count; 1] = [Count { icon, height: 11.0, count: |view, seat| MESSENGER.of(view, seat) }];

/// The red of a message's wax seal: its points' colour in the score sheet, its seal on
/// the messenger's token.
const SEAL: Rgb = [0xa3, 0x1f, 0x34];

/// The messenger's token: a sealed message, a parchment rectangle with a red seal in
/// its lower right (the seal printed on every message tile); `h` tall. Returns its width.
pub fn icon(canvas: &mut Canvas, x: f32, cy: f32, h: f32) -> f32 {
    let hh = h.round().max(5.0) as i32;
    let w = (h * 1.4).round() as i32;
    let (x, top) = (x.round() as i32, (cy - hh as f32 / 2.0).round() as i32);
    canvas.fill_rect(x - 1, top - 1, w + 2, hh + 2, palette::FIGURE_EDGE);
    canvas.fill_rect(x, top, w, hh, palette::CHAPEL);
    let rule = (hh / 6).max(1);
    for k in 1..=2 {
        canvas.fill_rect(x + rule * 2, top + k * hh / 4, w / 2, rule, palette::ROAD_EDGE);
    }
    let seal = (hh * 2 / 5).max(2);
    canvas.fill_rect(x + w - seal - rule, top + hh - seal - rule, seal, seal, SEAL);
    w as f32
}

impl ExpansionArt for Art {}
