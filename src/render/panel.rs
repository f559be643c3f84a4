//! The header while a game runs: players in seat order (figure swatch with seat number,
//! name, score, supply: meeples, with Hills & Sheep the shepherd or its flock, with
//! Bridges, Castles & Bazaars bridges, castles and a tile won at a bazaar still to be
//! played, with The Gifts how many gift cards they hold, with Monuments cubes and fame
//! tokens), who must act now, tiles left, and what must be done next, by whom: the
//! waiting tile in its four rotations labelled with the degrees `place` takes (a large
//! tile scaled to fit, its objectives shown), the numbered figure spots with their
//! commands (architect and cubes too), grow/herd, a bridge or castle to decide, the
//! bazaar's offer with its bids, or the two tiles of a Take two.
//!
//! Owns the header's arrangement at a given scale (wide boards get a bigger header so a
//! phone can read it). It does not draw the board or the end-of-game table.

use carcassonne_engine::{Action, Expansion, Monument, Phase, Rotation, Seat, View};

use super::Scene;
use super::bazaar;
use super::board;
use super::bridges;
use super::canvas::Canvas;
use super::castles;
use super::figures::{self, Pose};
use super::gifts;
use super::layout;
use super::monuments;
use super::paint;
use super::palette;
use super::text::{self, Align, Style, Weight};

// Lengths at scale 1.
const PAD: f32 = 14.0;
const ROW: f32 = 30.0;
const TITLE: f32 = 26.0;
/// Tile size of the rotation previews.
const PREVIEW: f32 = 64.0;
const PREVIEW_GAP: f32 = 16.0;
/// Width of the players block; the previews go right of it.
const PLAYERS_WIDTH: f32 = 440.0;
/// What Bridges, Castles & Bazaars adds to the players block: bridges and castles in
/// supply, and a tile won at a bazaar.
const BCB_SUPPLY: f32 = 170.0;
/// Line height of the command list.
const LINE: f32 = 21.0;

/// What the shepherd or its flock adds beside Bridges, Castles & Bazaars' supplies
/// (alone, it fits the base block).
const SHEEP_SUPPLY: f32 = 60.0;

/// What The Gifts adds to the players block: the gift icon and a count.
const GIFTS_SUPPLY: f32 = 50.0;

/// The players block's width for `game`, at scale 1.
fn players_width(game: &View) -> f32 {
    let sheep = if game.has(Expansion::HillsSheep) { SHEEP_SUPPLY } else { 0.0 };
    let gifts = if game.has(Expansion::Gifts) { GIFTS_SUPPLY } else { 0.0 };
    let monuments = if game.has(Expansion::Monuments) { monuments::SUPPLY_WIDTH } else { 0.0 };
    PLAYERS_WIDTH
        + gifts
        + monuments
        + if game.has(Expansion::BridgesCastlesBazaars) { BCB_SUPPLY + sheep } else { 0.0 }
}

/// What is drawn right of the players block above the command list, at scale 1: the
/// bazaar's offer while an auction runs.
fn above_commands(game: &View) -> f32 {
    if game.bridges_castles_bazaars().and_then(|b| b.auction()).is_some() {
        bazaar::HEIGHT + 8.0
    } else {
        0.0
    }
}

/// The header's height for `scene` at scale `ui`.
pub fn height(scene: &Scene, ui: f32) -> u32 {
    let players = PAD + TITLE + scene.view.players().len() as f32 * ROW + PAD;
    let right = match scene.view.phase() {
        Phase::PlaceTile(_) | Phase::TakeTwo(..) => PAD + TITLE + PREVIEW + 24.0 + PAD,
        Phase::Over => 0.0,
        _ => {
            let lines = commands(scene).len();
            PAD + TITLE + above_commands(&scene.view) + 2.0 + lines.div_ceil(2) as f32 * LINE + PAD
        }
    };
    (players.max(right) * ui).ceil() as u32
}

/// The width the header needs for `scene` at scale `ui`: the players, and the
/// rotation previews or a bazaar's offer (one tile per player).
pub fn min_width(scene: &Scene, ui: f32) -> u32 {
    let game = &scene.view;
    let offer =
        if game.has(Expansion::BridgesCastlesBazaars) { bazaar::width(game.players().len()) } else { 0.0 };
    let right = (4.0 * (PREVIEW + PREVIEW_GAP)).max(offer);
    ((players_width(game) + right + PAD) * ui).ceil() as u32
}

/// The commands listed under the title for the decision waited on (all but placing a
/// tile), each with its spot number when it puts a figure on a numbered spot.
fn commands(scene: &Scene) -> Vec<(String, String)> {
    let game = &scene.view;
    let plain = |c: &str| (String::new(), c.to_string());
    let decider = game.pending().and_then(|d| d.seats.iter().next()).unwrap_or(game.active());
    match game.phase() {
        Phase::PlaceFigure => {
            // The numbered spots on the board, then a bridge that may still be built,
            // then `pass`.
            let mut lines: Vec<(String, String)> = Vec::new();
            for (i, (_, commands)) in board::open_spots(scene).iter().enumerate() {
                lines.extend(commands.iter().map(|c| ((i + 1).to_string(), c.clone())));
            }
            if game.has(Expansion::BridgesCastlesBazaars) {
                let bridges =
                    game.legal_actions(decider).into_iter().filter(|a| matches!(a, Action::Bridge(_)));
                lines.extend(bridges.map(|a| plain(&a.to_string())));
            }
            lines.push(plain("pass"));
            lines
        }
        Phase::Flock => vec![plain("grow"), plain("herd")],
        Phase::Bridge => game.legal_actions(decider).iter().map(|a| plain(&a.to_string())).collect(),
        Phase::Castle => vec![plain("castle build"), plain("castle score")],
        phase => match game.bridges_castles_bazaars().and_then(|b| b.auction()) {
            Some(auction) => bazaar::commands(auction, phase).iter().map(|c| plain(c)).collect(),
            None => Vec::new(),
        },
    }
}

/// What the header's title says must happen now, naming who must do it (not always
/// the active player: castle owners, bidders); a shorter wording follows where the
/// first may not fit.
fn title_words(scene: &Scene) -> Vec<String> {
    let game = &scene.view;
    let who = name(scene, game.active());
    let deciders: Vec<String> =
        game.decisions().iter().flat_map(|d| d.seats.iter()).map(|s| name(scene, s)).collect();
    let deciders = if deciders.is_empty() { who.clone() } else { deciders.join(", ") };
    let tile = game.bridges_castles_bazaars().and_then(|b| b.auction()).and_then(bazaar::chosen_number);
    let tile = tile.map_or_else(String::new, |n| format!(" {n}"));
    let bridges = game.has(Expansion::BridgesCastlesBazaars);
    // A large tile in hand goes by its top-left cell, which the board marks.
    if let Some(title) = game.current_tile().and_then(Monument::of_tile).map(Monument::title) {
        return vec![
            format!("{who} places the {title} by its top-left cell:"),
            format!("{who} places the {title}:"),
        ];
    }
    let words = match game.phase() {
        Phase::PlaceTile(_) if bridges && game.placement_options().iter().any(|o| o.needs_bridge) => {
            format!("{who} places (on a plank: needs a bridge):")
        }
        Phase::PlaceTile(_) => format!("{who} places:"),
        Phase::PlaceFigure
            if bridges
                && game.legal_actions(game.active()).iter().any(|a| matches!(a, Action::Bridge(_))) =>
        {
            format!("{who} may place a figure or build a bridge:")
        }
        Phase::PlaceFigure => format!("{who} may place a figure:"),
        Phase::Flock => format!("{who}'s shepherd: grow the flock or herd it"),
        Phase::Bridge => format!("{who} must build a bridge for this tile:"),
        Phase::Castle => format!("{deciders}: castle or score the small city?"),
        Phase::BazaarChoose => format!("Bazaar: {deciders} chooses a tile"),
        Phase::BazaarBid => format!("Bazaar: {deciders} opens bidding on tile{tile}"),
        Phase::BazaarRaise => format!("Bazaar: {deciders} bids more or passes"),
        Phase::BazaarTrade => format!("Bazaar: {deciders} buys or sells tile{tile}"),
        Phase::TakeTwo(..) => format!("{who} keeps one of two tiles:"),
        Phase::Over => String::new(),
    };
    vec![words]
}

/// A player's display name, or a stand-in when the caller gave none.
pub fn name(scene: &Scene, seat: Seat) -> String {
    scene.names.get(seat.index()).cloned().unwrap_or_else(|| format!("Player {}", seat.0 + 1))
}

/// Draws the header across the top of the canvas at scale `ui`.
pub fn draw(canvas: &mut Canvas, scene: &Scene, ui: f32) {
    let game = &scene.view;
    let u = |v: f32| v * ui;
    let dim = Style::new(u(13.0), Weight::Regular, palette::TEXT_DIM);
    let plain = Style::new(u(16.0), Weight::Regular, palette::TEXT);
    let bold = Style::new(u(16.0), Weight::Bold, palette::TEXT);
    let (name_x, score_x, supply_x) = (u(PAD + 56.0), u(PAD + 300.0), u(PAD + 318.0));
    // The column of tiles won at a bazaar, at the end of the players block.
    let won_x = u(players_width(game) - PAD - ROW);
    // The column of gift counts: last, or before the bazaar's; then Monuments' before it.
    let gifts_x = if game.has(Expansion::BridgesCastlesBazaars) { won_x } else { u(players_width(game)) }
        - u(GIFTS_SUPPLY);
    let monuments_x = if game.has(Expansion::Gifts) { gifts_x } else { gifts_x + u(GIFTS_SUPPLY) }
        - u(monuments::SUPPLY_WIDTH);

    let title_y = u(PAD + TITLE / 2.0);
    text::draw(canvas, name_x, title_y, Align::Left, dim, "Player");
    text::draw(canvas, score_x, title_y, Align::Right, dim, "Score");
    text::draw(canvas, supply_x, title_y, Align::Left, dim, "Supply");

    for (i, player) in game.players().iter().enumerate() {
        let seat = Seat(i as u8);
        let top = u(PAD + TITLE + i as f32 * ROW);
        let cy = top + u(ROW / 2.0);
        // Marked: whoever the game waits for (a castle's owners, a bidder), not
        // always the player whose turn it is.
        let active = game.decisions().iter().any(|d| d.seats.contains(seat));
        if active {
            let (x, w, h) = (u(PAD - 6.0), u(players_width(game) - PAD), u(ROW - 2.0));
            canvas.fill_rect(x as i32, (top + u(1.0)) as i32, w as i32, h as i32, palette::TABLE);
            text::draw(canvas, u(PAD), cy, Align::Left, bold, "▶");
        }
        figures::draw(canvas, u(PAD + 36.0), cy, u(26.0).round() as u32, seat, Pose::Standing);
        let style = if active { bold } else { plain };
        let shown = text::fit(style, &name(scene, seat), score_x - name_x - u(56.0));
        text::draw(canvas, name_x, cy, Align::Left, style, &shown);
        text::draw(canvas, score_x, cy, Align::Right, bold, &player.score.to_string());

        let icon = u(16.0).round() as u32;
        let mut x = supply_x;
        figures::draw(canvas, x + u(8.0), cy, icon, seat, Pose::Standing);
        x += u(28.0)
            + text::draw(canvas, x + u(18.0), cy, Align::Left, plain, &format!("×{}", player.meeples));
        if game.has(Expansion::HillsSheep) {
            // The shepherd at home, or the sheep it watches on the board.
            let shepherd = game.hills_sheep().map(|h| h.shepherd(seat));
            if shepherd.is_some_and(|s| s.in_supply) {
                figures::draw(canvas, x + u(8.0), cy, icon, seat, Pose::Shepherd);
            } else {
                let sheep = shepherd.map_or(0, |s| s.sheep());
                figures::sheep_badge(canvas, x, cy, u(16.0), sheep);
            }
            x += u(52.0);
        }
        if let Some(bcb) = game.bridges_castles_bazaars() {
            x += bridges::icon(canvas, x, cy, u(14.0)) + u(3.0);
            x += text::draw(canvas, x, cy, Align::Left, plain, &format!("×{}", bcb.bridges_left(seat)))
                + u(10.0);
            x += castles::icon(canvas, x, cy, u(15.0)) + u(3.0);
            text::draw(canvas, x, cy, Align::Left, plain, &format!("×{}", bcb.castles_left(seat)));
            // A tile won at the bazaar that this player has still to play.
            if let Some(&(_, tile)) = bcb.queue().iter().find(|&&(s, _)| s == seat) {
                let size = layout::snap(u(ROW - 6.0).round() as u32);
                let (tx, ty) = (won_x.round() as i32, (cy - size as f32 / 2.0).round() as i32);
                canvas.fill_rect(tx - 1, ty - 1, size as i32 + 2, size as i32 + 2, palette::SCORED);
                monuments::picture(canvas, game, tile, Rotation::R0, (tx, ty), size);
            }
        }
        if let Some(m) = game.monuments() {
            let at = (monuments_x, cy);
            monuments::supply(canvas, at, ui, plain, seat, m.cubes_left(seat), m.fame(seat));
        }
        // How many gifts, never which: this header is the public image's too.
        if let Some(hands) = game.gifts() {
            let x = gifts_x + gifts::icon(canvas, gifts_x, cy, u(15.0)) + u(3.0);
            text::draw(canvas, x, cy, Align::Left, plain, &format!("×{}", hands.hand_size(seat)));
        }
    }

    let right = u(players_width(game) + PAD);
    // Tiles left, with Hills & Sheep the tokens left in the sheep bag, and with The
    // Gifts the cards left in the gift deck where that fits beside the title: top
    // right, or with Bridges, Castles & Bazaars (whose titles are long) above the
    // players' supplies, beside the column of tiles won at a bazaar.
    let bag = game.hills_sheep().map(|h| format!(" · Bag: {}", h.bag_len())).unwrap_or_default();
    let tiles = format!("Tiles left: {}{bag}", game.tiles_left());
    let words = title_words(scene);
    let shortest = words.last().map_or(0.0, |w| text::width(plain, w));
    let room = if game.has(Expansion::BridgesCastlesBazaars) {
        won_x - u(12.0) - supply_x - text::width(dim, "Supply") - u(12.0)
    } else {
        canvas.width as f32 - u(PAD) - right - u(12.0) - shortest
    };
    let deck = game.gifts().map(|g| format!("{tiles} · Gift deck: {}", g.deck_len()));
    let tiles = deck.filter(|t| text::width(bold, t) <= room).unwrap_or(tiles);
    let title_room = if game.has(Expansion::BridgesCastlesBazaars) {
        text::draw(canvas, won_x - u(12.0), title_y, Align::Right, bold, &tiles);
        if game.bridges_castles_bazaars().is_some_and(|b| !b.queue().is_empty()) {
            text::draw(canvas, won_x + u(ROW / 2.0 - 3.0), title_y, Align::Centre, dim, "Bazaar");
        }
        canvas.width as f32 - u(PAD) - right
    } else {
        let tiles_width =
            text::draw(canvas, canvas.width as f32 - u(PAD), title_y, Align::Right, bold, &tiles);
        canvas.width as f32 - u(PAD) - tiles_width - u(12.0) - right
    };
    let fits = words.iter().find(|w| text::width(plain, w) <= title_room);
    let words = fits.or(words.last()).cloned().unwrap_or_default();
    text::draw(canvas, right, title_y, Align::Left, plain, &text::fit(plain, &words, title_room));
    match game.phase() {
        Phase::PlaceTile(kind) => {
            let size = layout::snap(u(PREVIEW).round() as u32);
            let top = u(PAD + TITLE).round() as i32;
            for rot in Rotation::ALL {
                let x = (right + rot.quarter_turns() as f32 * u(PREVIEW + PREVIEW_GAP)).round() as i32;
                canvas.fill_rect(x - 1, top - 1, size as i32 + 2, size as i32 + 2, palette::FIGURE_EDGE);
                monuments::in_hand(canvas, game, kind, rot, (x, top), size);
                let label_y = top as f32 + size as f32 + u(13.0);
                let cx = x as f32 + size as f32 / 2.0;
                text::draw(canvas, cx, label_y, Align::Centre, bold, &rot.degrees().to_string());
            }
        }
        Phase::TakeTwo(first, second) => {
            gifts::take_two(canvas, game, [first, second], right, u(PAD + TITLE), ui)
        }
        Phase::Over => {}
        _ => {
            if let Some(auction) = game.bridges_castles_bazaars().and_then(|b| b.auction()) {
                bazaar::draw(canvas, game, auction, right, u(PAD + TITLE + 6.0), ui);
            }
            let top = u(PAD + TITLE + 12.0 + above_commands(game));
            command_list(canvas, &commands(scene), right, top, ui, plain);
        }
    }
}

/// Commands in two columns from `top` down, each with its spot number.
fn command_list(canvas: &mut Canvas, lines: &[(String, String)], left: f32, top: f32, ui: f32, style: Style) {
    let u = |v: f32| v * ui;
    let per_column = lines.len().div_ceil(2).max(1);
    let column = u(2.0 * (PREVIEW + PREVIEW_GAP));
    let mark = Style::new(u(13.0), Weight::Bold, palette::FIGURE_EDGE);
    for (i, (number, command)) in lines.iter().enumerate() {
        let x = left + (i / per_column) as f32 * column;
        let y = top + (i % per_column) as f32 * u(LINE);
        if !number.is_empty() {
            paint::draw_disk(canvas, x + u(9.0), y, u(9.0), palette::SPOT);
            text::draw(canvas, x + u(9.0), y, Align::Centre, mark, number);
        }
        let shown = text::fit(style, command, column - u(28.0));
        text::draw(canvas, x + u(24.0), y, Align::Left, style, &shown);
    }
}
