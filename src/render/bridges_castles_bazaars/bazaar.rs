//! The header's bazaar while an auction runs: the face-up tiles as pictures numbered
//! as `choose` takes them (each number on a disc beside its picture's top-left corner,
//! outside it: in it, the disc would hide what the corner prints), each captioned with how to choose it while a tile is to be
//! chosen, each taken tile dimmed with its winner and price, the tile under the hammer
//! framed with its top bid and bidder, and a line of every bid and pass on it; plus the
//! bids and trades open to whoever must answer, in the scene's words.
//!
//! Owns the offer row's arrangement; the header (`panel`) places it and writes the
//! title. It reads the auction from the view and never decides who answers.

use carcassonne_engine::rules::bridges_castles_bazaars::{Act, Auction, Ph};
use carcassonne_engine::{Action, Rotation, Seat};

use crate::render::canvas::Canvas;
use crate::render::expansion;
use crate::render::figures::{self, Pose};
use crate::render::layout;
use crate::render::paint;
use crate::render::palette;
use crate::render::panel::{self, say};
use crate::render::text::{self, Align, Style, Weight};
use crate::render::{Lang, Scene, Words};

// Lengths at scale 1.
/// Tile size of the offer's pictures.
pub const OFFER: f32 = 56.0;
pub const OFFER_GAP: f32 = 14.0;
/// The radius of a picture's number disc.
const NUMBER: f32 = panel::DISC;
/// Before each picture, its number disc and the room round it.
const NUMBER_ROOM: f32 = 2.0 * NUMBER + 8.0;
/// Under each picture: its winner and price, or the top bid.
const CAPTION: f32 = 24.0;
/// The line of bids on the tile under the hammer.
const BIDS: f32 = 24.0;

/// The height the offer row and, once there are any, the bids on the tile under the
/// hammer take, at scale 1.
pub fn height(auction: &Auction) -> f32 {
    OFFER + CAPTION + if shows_bids(auction) { BIDS } else { 0.0 }
}

/// Whether a tile is under the hammer with a bid or a pass on it to show.
fn shows_bids(auction: &Auction) -> bool {
    auction.chosen.is_some() && (auction.bids.iter().any(Option::is_some) || auction.passed.contains(&true))
}

/// The width `tiles` offered take, at scale 1.
pub fn width(tiles: usize) -> f32 {
    tiles as f32 * (NUMBER_ROOM + OFFER + OFFER_GAP)
}

/// The number (from 1, as `choose` takes it) of the tile under the hammer.
pub(super) fn chosen_number(auction: &Auction) -> Option<usize> {
    auction.chosen.map(|i| i + 1)
}

/// The bids and trades that answer `phase` in `words` and `lang`, with a hint where a
/// number is free (a tile is chosen by the caption under it). The terminal's commands
/// are written as `words` spell them, the hints around them in `lang`.
pub(super) fn commands(auction: &Auction, phase: Ph, words: Words, lang: Lang) -> Vec<String> {
    let top = auction.top_bid().map(|(_, bid)| bid);
    let buttons = matches!(words, Words::Buttons(..));
    let bid = |least: u32| {
        if buttons {
            lang.say("render-bid-buttons", [("least", least.into())])
        } else {
            format!("{}  (N ≥ {least})", words.command("bid N", lang))
        }
    };
    match phase {
        Ph::BazaarBid => vec![bid(0)],
        Ph::BazaarRaise => {
            let pass = if buttons {
                lang.say("button-pass-bazaar-raise", [])
            } else {
                words.command(&Action::Pass.to_string(), lang)
            };
            vec![bid(top.map_or(0, |b| b + 1)), pass]
        }
        Ph::BazaarTrade => {
            let bid = || [("bid", top.unwrap_or(0).into())];
            if buttons {
                vec![lang.say("render-buy-buttons", bid()), lang.say("render-sell-buttons", bid())]
            } else {
                let typed = |action: Action| ("command", words.command(&action.to_string(), lang).into());
                let [bid, buy, sell] = [bid()[0].clone(), typed(Act::Buy.into()), typed(Act::Sell.into())];
                vec![
                    lang.say("render-buy-command", [buy, bid.clone()]),
                    lang.say("render-sell-command", [sell, bid]),
                ]
            }
        }
        _ => Vec::new(),
    }
}

/// Draws the offer row of the scene's auction with its left edge at `left` and top at
/// `top`, at scale `ui` (a large tile with its objectives as they pay in the game).
pub fn draw(canvas: &mut Canvas, scene: &Scene, auction: &Auction, (left, top): (f32, f32), ui: f32) {
    let game = &scene.view;
    let players = game.players().len();
    let choosing = Ph::of(game.phase()) == Some(Ph::BazaarChoose);
    let u = |v: f32| v * ui;
    let size = layout::snap(u(OFFER).round() as u32);
    let number = Style::new(u(13.0), Weight::Bold, palette::FIGURE_EDGE);
    let plain = Style::new(u(15.0), Weight::Regular, palette::TEXT);
    let bold = Style::new(u(15.0), Weight::Bold, palette::TEXT);
    let dim = Style::new(u(13.0), Weight::Regular, palette::TEXT_DIM);
    let y = top.round() as i32;
    let caption_y = top + size as f32 + u(CAPTION / 2.0 + 1.0);
    let icon = u(16.0).round() as u32;
    for (i, offer) in auction.offers.iter().enumerate() {
        let x = (left + u(NUMBER_ROOM) + i as f32 * u(NUMBER_ROOM + OFFER + OFFER_GAP)).round() as i32;
        let chosen = auction.chosen == Some(i);
        let edge = if chosen { (u(3.0).round() as i32).max(2) } else { 1 };
        let ring = if chosen { palette::SCORED } else { palette::FIGURE_EDGE };
        canvas.fill_rect(x - edge, y - edge, size as i32 + 2 * edge, size as i32 + 2 * edge, ring);
        expansion::picture(canvas, game, offer.tile, Rotation::R0, (x, y), size);
        if offer.winner.is_some() {
            canvas.blend_rect(x, y, size as i32, size as i32, palette::BACKGROUND, 150);
        }
        let r = u(NUMBER);
        let (nx, ny) = (x as f32 - r - u(6.0), y as f32 + r);
        paint::draw_disk(canvas, nx, ny, r + panel::DISC_EDGE, palette::FIGURE_EDGE);
        paint::draw_disk(canvas, nx, ny, r, palette::SPOT);
        text::draw(canvas, nx, ny, Align::Centre, number, &(i + 1).to_string());
        // Under the picture: who took it and for how much, or the bid to beat.
        let cx = x as f32 + size as f32 / 2.0;
        let caption = match (offer.winner, chosen.then(|| auction.top_bid()).flatten()) {
            (Some(seat), _) => Some((seat, offer.price, plain)),
            (None, Some((seat, bid))) => Some((seat, bid, bold)),
            (None, None) => None,
        };
        if choosing && offer.winner.is_none() {
            text::draw(
                canvas,
                cx,
                caption_y,
                Align::Centre,
                bold,
                &say(scene.words, scene.lang, Act::Choose(i as u8 + 1).into()),
            );
        }
        if let Some((seat, points, style)) = caption {
            let label = points.to_string();
            let w = icon as f32 + u(4.0) + text::width(style, &label);
            let x0 = cx - w / 2.0;
            figures::draw(canvas, x0 + icon as f32 / 2.0, caption_y, icon, seat, Pose::Standing);
            text::draw(canvas, x0 + icon as f32 + u(4.0), caption_y, Align::Left, style, &label);
        }
    }
    // Every bid and pass on the tile under the hammer, from the chooser on.
    let Some(number) = chosen_number(auction).filter(|_| shows_bids(auction)) else { return };
    let bids_y = caption_y + u(CAPTION / 2.0 + BIDS / 2.0);
    let mut x = left;
    x += text::draw(
        canvas,
        x,
        bids_y,
        Align::Left,
        dim,
        &scene.lang.say("render-bids-on-tile", [("n", number.into())]),
    ) + u(8.0);
    let top = auction.top_bid().map(|(seat, _)| seat);
    for k in 0..players {
        let seat = Seat(((auction.chooser.index() + k) % players) as u8);
        let (label, style) = match (auction.bids[seat.index()], auction.passed[seat.index()]) {
            (Some(bid), _) => (bid.to_string(), if top == Some(seat) { bold } else { plain }),
            (None, true) => (scene.lang.say("render-passed", []), dim),
            (None, false) => continue,
        };
        figures::draw(canvas, x + icon as f32 / 2.0, bids_y, icon, seat, Pose::Standing);
        x += icon as f32 + u(4.0);
        x += text::draw(canvas, x, bids_y, Align::Left, style, &label) + u(12.0);
    }
}
