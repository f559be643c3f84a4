//! Bridges, Castles & Bazaars on the image: bridges across their tiles, figures and
//! spots on bridges, placements that need a bridge, castles over two cells with their
//! occupants or a flag, the small city being decided, the bazaar's offer and round in
//! the header, negative bazaar points in the final table, the size limits, and every
//! BCB tile in every rotation. Games are built through the engine's rules, never by
//! hand. Set `RENDER_LOOK_DIR=/tmp` to also write the images for a look.

use crate::support::render as render_common;
use carcassonne_bot::render::bridges_castles_bazaars::colours as bcb_colours;
use carcassonne_bot::render::layout::{MAX_HEIGHT, MAX_WIDTH};
use carcassonne_bot::render::{Layout, palette, png};
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::{
    Audience, Category, Event, Expansion, Expansions, Game, Phase, Pos, Rotation, Seat, Setup, TileKind,
};
use image::RgbImage;

/// A BCB game of `players` with a fixed draw order, played by `script`: each line is an
/// action of whoever owes the first decision. Returns the game and the last events.
fn play_with(players: u8, tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    let expansions = Expansions::default().with(Expansion::BridgesCastlesBazaars);
    render_common::play(Setup { expansions, ..Setup::new(players, 1) }, tiles, script)
}

fn play(tiles: &[&str], script: &[&str]) -> (Game, Vec<Event>) {
    play_with(3, tiles, script)
}

/// The image of `game` for the public and its layout; written to
/// `$RENDER_LOOK_DIR/bcb-{name}.png` when that is set.
fn render(name: &str, game: &Game, recent: &[Event]) -> (Layout, RgbImage) {
    let names = render_common::names(game.players().len());
    let scene = render_common::public(game, &names, recent);
    let bytes = png(&scene);
    if let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") {
        std::fs::write(std::path::Path::new(&dir).join(format!("bcb-{name}.png")), &bytes).expect("write");
    }
    let image = image::load_from_memory(&bytes).expect("a PNG").to_rgb8();
    let layout = scene.layout();
    assert_eq!(image.dimensions(), (layout.width, layout.height));
    (layout, image)
}

fn at(image: &RgbImage, (x, y): (f32, f32)) -> [u8; 3] {
    image.get_pixel(x as u32, y as u32).0
}

/// Pixels of `colour` in cell `pos`.
fn count_in_cell(image: &RgbImage, layout: &Layout, pos: Pos, colour: [u8; 3]) -> usize {
    let (x0, y0) = layout.cell(pos);
    let t = layout.tile as i32;
    (y0..y0 + t)
        .flat_map(|y| (x0..x0 + t).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x as u32, y as u32).0 == colour)
        .count()
}

/// The draw order of the bridge scenes: a monastery in a field, which fits east of the
/// start tile only with a bridge carrying the start's road over it.
const BRIDGE_TILES: [&str; 4] = ["BA/L", "BA/RFr", "BA/C", "BA/Rr"];

/// The draw order of the castle scenes: a city cap completing the start tile's cap (a
/// small city), then two roads ending at monasteries that complete the start's road
/// beside the castle.
const CASTLE_TILES: [&str; 5] = ["BA/C", "BA/LR", "BA/LR", "BA/RFr", "BA/Rr"];
const CASTLE_BUILT: [&str; 3] = ["place 0 -1 180", "meeple city S", "castle build"];

/// The draw order of the bazaar scenes: a bazaar, its three face-up tiles, and more.
const BAZAAR_TILES: [&str; 7] = ["BB/F.b", "BA/RFr", "BA/Rr", "BA/C", "BA/L", "BA/CRr", "BA/L"];
/// Ann places the bazaar; Bob chooses tile 2 and bids 1, Cy raises to 3, Ann passes.
const BAZAAR_RAISED: [&str; 6] = ["place 0 1 0", "pass", "choose 2", "bid 1", "bid 3", "pass"];

#[test]
fn a_bridge_is_drawn_across_its_tile() {
    let (game, events) = play(&BRIDGE_TILES, &["place 1 0 0"]);
    assert_eq!(game.phase(), Phase::from(bcb::Ph::Bridge));
    let (layout, before) = render("bridge-owed", &game, &events);
    let (game, events) = play(&BRIDGE_TILES, &["place 1 0 0", "bridge 1 0 EW", "pass"]);
    let (_, after) = render("bridge-built", &game, &events);
    let cell = Pos::new(1, 0);
    // Along the east–west axis, edge to edge and over the monastery in the middle.
    for u in [0.05, 0.3, 0.45, 0.7, 0.95] {
        let p = layout.point(cell, (u, 0.5));
        assert_ne!(at(&before, p), bcb_colours::BRIDGE, "no bridge yet at {u}");
        assert_eq!(at(&after, p), bcb_colours::BRIDGE, "bridge deck at {u}");
    }
    // Before, a pale bridge shows where it must go (along the axis, not across it).
    assert_ne!(at(&before, layout.point(cell, (0.05, 0.5))), palette::FIELD);
    assert_eq!(at(&before, layout.point(cell, (0.5, 0.05))), palette::FIELD);
    // Rails on both sides of the deck.
    let rails = count_in_cell(&after, &layout, cell, bcb_colours::BRIDGE_RAIL);
    assert!(rails > layout.tile as usize * 4, "{rails} rail pixels, tile {}", layout.tile);
    // Across the axis, the tile's own art.
    assert_eq!(at(&after, layout.point(cell, (0.5, 0.9))), palette::FIELD);
}

#[test]
fn a_north_south_bridge_runs_down_its_tile() {
    // A straight road continues the bridge east; a second bridge crosses it north–south.
    let script = ["place 1 0 0", "bridge 1 0 EW", "pass", "place 2 0 0", "bridge 2 0 NS", "pass"];
    // Before it is built, the figure step offers it.
    let (game, events) = play(&BRIDGE_TILES, &script[..4]);
    assert!(game.legal_actions(Seat(1)).contains(&"bridge 2 0 NS".parse().unwrap()));
    render("bridge-optional", &game, &events);
    let (game, events) = play(&BRIDGE_TILES, &script);
    let (layout, image) = render("bridge-ns", &game, &events);
    for v in [0.05, 0.3, 0.7, 0.95] {
        assert_eq!(at(&image, layout.point(Pos::new(2, 0), (0.5, v))), bcb_colours::BRIDGE, "deck at {v}");
    }
}

#[test]
fn figures_stand_on_bridges_and_spots_include_them() {
    let (game, events) = play(&BRIDGE_TILES, &["place 1 0 0", "bridge 1 0 EW"]);
    assert!(game.legal_actions(Seat(0)).contains(&"meeple road E".parse().unwrap()));
    let (layout, image) = render("bridge-spots", &game, &events);
    // The bridge's spot is marked a fifth of the way along it, west of the middle.
    let t = layout.tile as f32;
    let r = (t * 0.1).max(6.0);
    let (cx, cy) = layout.point(Pos::new(1, 0), (0.2, 0.5));
    assert_eq!(at(&image, (cx - 0.75 * r, cy)), palette::SPOT);
    assert_eq!(at(&image, (cx + 0.75 * r, cy)), palette::SPOT);

    let (game, events) = play(&BRIDGE_TILES, &["place 1 0 0", "bridge 1 0 EW", "meeple road E"]);
    let figure = game.figures()[0];
    assert!(figure.segment >= TileKind::from_id("BA/L").unwrap().def().segments.len(), "on the bridge");
    let (layout, image) = render("bridge-meeple", &game, &events);
    let (cx, cy) = layout.point(Pos::new(1, 0), (0.2, 0.5));
    assert_eq!(at(&image, (cx, cy - 0.06 * layout.tile as f32)), palette::seat(Seat(0)));
}

#[test]
fn placements_that_need_a_bridge_are_marked_apart() {
    let (game, events) = play(&BRIDGE_TILES, &[]);
    let options = game.placement_options();
    assert!(options.iter().any(|o| o.needs.is_some() && o.placement.pos == Pos::new(1, 0)));
    assert!(options.iter().all(|o| o.needs.is_none() || o.placement.pos != Pos::new(0, 1)));
    let (layout, image) = render("needs-bridge", &game, &events);
    assert!(count_in_cell(&image, &layout, Pos::new(1, 0), bcb_colours::BRIDGE) > 100);
    assert_eq!(count_in_cell(&image, &layout, Pos::new(0, 1), bcb_colours::BRIDGE), 0);
}

#[test]
fn the_small_city_being_decided_is_framed() {
    let (game, events) = play(&CASTLE_TILES, &CASTLE_BUILT[..2]);
    assert_eq!(game.phase(), Phase::from(bcb::Ph::Castle));
    let (layout, image) = render("castle-choice", &game, &events);
    let (x, y) = layout.cell(Pos::new(0, -1));
    let t = layout.tile as i32;
    for (px, py) in [(x, y + t), (x + t, y + t / 2), (x + t / 2, y + 2 * t - 1)] {
        assert_eq!(image.get_pixel(px as u32, py as u32).0, bcb_colours::CASTLE_CHOICE, "({px}, {py})");
    }
}

#[test]
fn a_castle_covers_its_two_cells_with_its_meeples() {
    let (game, events) = play(&CASTLE_TILES, &CASTLE_BUILT);
    let bcb = game.view(Audience::Public).bridges_castles_bazaars().expect("BCB");
    assert_eq!(bcb.castles().len(), 1);
    assert_eq!(bcb.castles()[0].meeples[0], 1);
    let (layout, image) = render("castle-built", &game, &events);
    let t = layout.tile as f32;
    for cell in [Pos::new(0, -1), Pos::new(0, 0)] {
        assert!(count_in_cell(&image, &layout, cell, palette::STONE) as f32 > t * t * 0.05, "{cell}");
    }
    // The wall runs across the shared edge; the meeple stands on it, in the middle.
    let corner = Pos::new(0, -1);
    assert_eq!(at(&image, layout.point(corner, (0.715, 1.0))), palette::STONE);
    let (cx, cy) = layout.point(corner, (0.5, 1.0));
    assert_eq!(at(&image, (cx, cy - 0.06 * t)), palette::seat(Seat(0)));
}

#[test]
fn a_bridge_on_a_castles_tile_stays_in_sight() {
    // The city cap takes a bridge east–west across its field, then closes the small
    // city with the start tile and a castle is built over both.
    let script = ["place 0 -1 180", "bridge 0 -1 EW", "meeple city S", "castle build"];
    let (game, events) = play(&CASTLE_TILES, &script);
    let bcb = game.view(Audience::Public).bridges_castles_bazaars().expect("BCB");
    assert_eq!((bcb.castles().len(), bcb.bridges().len()), (1, 1));
    let (layout, image) = render("castle-bridge", &game, &events);
    let cell = Pos::new(0, -1);
    // The deck edge to edge, over the castle's walls and courtyard.
    for u in [0.05, 0.3, 0.45, 0.7, 0.95] {
        assert_eq!(at(&image, layout.point(cell, (u, 0.5))), bcb_colours::BRIDGE, "bridge deck at {u}");
    }
    let rails = count_in_cell(&image, &layout, cell, bcb_colours::BRIDGE_RAIL);
    assert!(rails > layout.tile as usize * 4, "{rails} rail pixels, tile {}", layout.tile);
    // The castle still stands around it, its meeple over both.
    assert_eq!(at(&image, layout.point(cell, (0.715, 1.0))), palette::STONE);
    let (cx, cy) = layout.point(cell, (0.5, 1.0));
    assert_eq!(at(&image, (cx, cy - 0.06 * layout.tile as f32)), palette::seat(Seat(0)));
}

#[test]
fn a_scored_castle_flies_its_flag_without_meeples() {
    let mut script = CASTLE_BUILT.to_vec();
    script.extend(["place 1 0 90", "pass", "place -1 0 270", "pass"]);
    let (game, events) = play(&CASTLE_TILES, &script);
    assert!(events.iter().any(|e| matches!(e, Event::Scored(s) if s.category == Category::Castle)));
    let castle = &game.view(Audience::Public).bridges_castles_bazaars().unwrap().castles()[0];
    assert!(castle.scored.is_some() && castle.occupants().is_empty());
    let (layout, image) = render("castle-scored", &game, &events);
    let t = layout.tile as f32;
    // The flag's red cloth in the first cell, clear of the points badge.
    let (cx, cy) = layout.point(Pos::new(0, -1), (0.5, 0.5));
    assert_eq!(at(&image, (cx + 0.14 * t, cy - 0.14 * t)), palette::ROOF);
    // No meeple left on the castle: no blue but the badge's winner strip (3 px high).
    let blue = count_in_cell(&image, &layout, Pos::new(0, -1), palette::seat(Seat(0)))
        + count_in_cell(&image, &layout, Pos::new(0, 0), palette::seat(Seat(0)));
    assert!(blue < layout.tile as usize * 3, "{blue} blue pixels");
}

/// Runs of non-background pixels along row `y` of the header as long as an offered
/// tile with its frame (the offer's tiles are 56 px at scale 1).
fn tile_runs(image: &RgbImage, layout: &Layout, y: f32) -> usize {
    let size = 56.0 * layout.ui;
    let mut runs = 0;
    let mut length = 0;
    for x in 0..image.width() {
        if image.get_pixel(x, y as u32).0 != palette::BACKGROUND {
            length += 1;
            continue;
        }
        if (length as f32) > size - 4.0 && (length as f32) < size + 12.0 {
            runs += 1;
        }
        length = 0;
    }
    runs
}

#[test]
fn the_bazaar_offer_shows_its_tiles_and_bids() {
    let (game, events) = play(&BAZAAR_TILES, &["place 0 1 0", "pass"]);
    assert_eq!(game.phase(), Phase::from(bcb::Ph::BazaarChoose));
    let auction = game.view(Audience::Public).bridges_castles_bazaars().unwrap().auction().unwrap().clone();
    assert_eq!(auction.offers.len(), 3);
    let (layout, image) = render("bazaar-choose", &game, &events);
    // The offer's row, through the middle of its tiles (below the title).
    let row = (14.0 + 26.0 + 6.0 + 28.0) * layout.ui;
    assert_eq!(tile_runs(&image, &layout, row), 3);

    let (game, events) = play(&BAZAAR_TILES, &BAZAAR_RAISED[..5]);
    assert_eq!(game.phase(), Phase::from(bcb::Ph::BazaarRaise));
    let (layout, image) = render("bazaar-raise", &game, &events);
    assert_eq!(tile_runs(&image, &layout, row), 3);
    // The chosen tile is framed in gold; the top bidder (Cy, green) shows under it.
    let header = |colour| {
        (0..layout.header)
            .flat_map(|y| (0..layout.width).map(move |x| (x, y)))
            .filter(|&(x, y)| image.get_pixel(x, y).0 == colour)
            .count()
    };
    assert!(header(palette::SCORED) > 4 * 56 * 2, "a gold frame round the chosen tile");
    assert!(header(palette::seat(Seat(2))) > 2 * 40, "Cy's figure in the list and by the bid");

    let (game, events) = play(&BAZAAR_TILES, &BAZAAR_RAISED);
    assert_eq!(game.phase(), Phase::from(bcb::Ph::BazaarTrade));
    render("bazaar-trade", &game, &events);
}

#[test]
fn the_bazaar_round_shows_the_tiles_still_to_play() {
    let mut script = BAZAAR_RAISED.to_vec();
    script.extend(["sell", "choose 1", "bid 0", "pass"]);
    let (game, events) = play(&BAZAAR_TILES, &script);
    let bcb = game.view(Audience::Public).bridges_castles_bazaars().unwrap();
    assert!(bcb.auction().is_none());
    assert_eq!(bcb.queue().len(), 2, "{:?}", bcb.queue());
    let (layout, image) = render("bazaar-round", &game, &events);
    // Each queued tile sits in its player's row, framed in gold.
    let gold = (0..layout.header)
        .flat_map(|y| (0..layout.width).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x, y).0 == palette::SCORED)
        .count();
    assert!(gold > 2 * 4 * 20, "{gold} gold pixels");
}

#[test]
fn the_final_table_copes_with_points_lost_at_a_bazaar() {
    let mut script = BAZAAR_RAISED.to_vec();
    script.extend(["sell", "choose 1", "bid 0", "pass"]);
    let (mut game, _) = play(&BAZAAR_TILES, &script);
    let mut events = Vec::new();
    while let Some(pending) = game.pending() {
        let seat = pending.seats.iter().next().expect("a seat");
        let action = *game.legal_actions(seat).last().expect("something to do");
        events = game.apply(seat, action).expect("legal");
    }
    let lost = game.players()[2].breakdown[Category::Bazaar.index()];
    assert!(lost < 0, "Cy paid at the bazaar: {lost}");
    let (layout, image) = render("final", &game, &events);
    let tent = (0..layout.header)
        .flat_map(|y| (0..layout.width).map(move |x| (x, y)))
        .filter(|&(x, y)| image.get_pixel(x, y).0 == palette::TENT)
        .count();
    assert!(tent > 50, "the bazaar column's swatch and bars: {tent}");
}

#[test]
fn six_players_at_a_bazaar_stay_within_the_size_limits() {
    let tiles = ["BB/F.b", "BA/RFr", "BA/Rr", "BA/C", "BA/L", "BA/CRr", "BA/L", "BA/Rr"];
    let (game, events) = play_with(6, &tiles, &["place 0 1 0", "pass", "choose 6", "bid 2"]);
    assert_eq!(game.phase(), Phase::from(bcb::Ph::BazaarRaise));
    let (layout, image) = render("six-bazaar", &game, &events);
    assert!(image.width() <= MAX_WIDTH && image.height() <= MAX_HEIGHT);
    // Six players' supplies make the header too wide for the offer beside them: it
    // goes under the players, whole.
    let runs = (0..layout.header).map(|y| tile_runs(&image, &layout, y as f32)).max();
    assert_eq!(runs, Some(6));
}

/// Every BCB tile drawn in the header's previews and on the board in every rotation
/// where it fits, and the bazaar with it, without a panic.
#[test]
fn every_bcb_tile_renders_in_every_rotation() {
    let kinds: Vec<TileKind> = TileKind::all().filter(|k| k.id().starts_with("BB/")).collect();
    assert_eq!(kinds.len(), 11, "the eleven kinds of the twelve BCB tiles");
    for kind in kinds {
        let stack = [kind.id(), "BA/RFr", "BA/Rr", "BA/C", "BA/L"];
        let (game, events) = play(&stack, &[]);
        render(&format!("tile-{}", kind.id().replace('/', "-")), &game, &events);
        for rot in Rotation::ALL {
            let Some(option) = game.placement_options().into_iter().find(|o| o.placement.rot == rot) else {
                continue;
            };
            let mut played = game.clone();
            let mut events =
                played.apply(Seat(0), carcassonne_engine::Action::Place(option.placement)).unwrap();
            // Whatever comes next (a bridge, a figure, a bazaar): take the first answer.
            for _ in 0..4 {
                let Some(pending) = played.pending() else { break };
                if matches!(pending.phase, Phase::PlaceTile(_)) {
                    break;
                }
                render("tile-step", &played, &events);
                let seat = pending.seats.iter().next().unwrap();
                let action = played.legal_actions(seat)[0];
                events = played.apply(seat, action).unwrap();
            }
            render("tile-step", &played, &events);
        }
    }
}

/// A whole six-player BCB game of random legal play, drawn whenever a BCB decision
/// waits and at the end: never a panic, never beyond 2,000 px.
#[test]
fn a_random_six_player_game_draws_every_bcb_decision_within_the_limits() {
    use carcassonne_engine::GameRng;
    let expansions = Expansions::default().with(Expansion::BridgesCastlesBazaars);
    let setup = Setup { expansions, ..Setup::new(6, 7) };
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, mut events) = Game::new(setup).expect("setup");
    let mut drawn = 0;
    while let Some(pending) = game.pending() {
        // Drawing is slow unoptimised: the first dozen BCB decisions show enough.
        if !matches!(pending.phase, Phase::PlaceTile(_) | Phase::PlaceFigure) && drawn < 12 {
            let (_, image) = render("random", &game, &events);
            assert!(image.width() <= MAX_WIDTH && image.height() <= MAX_HEIGHT, "{:?}", image.dimensions());
            drawn += 1;
        }
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        events = game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    let (_, image) = render("random-final", &game, &events);
    assert!(image.width() <= MAX_WIDTH && image.height() <= MAX_HEIGHT);
    assert!(drawn > 3, "{drawn} BCB decisions drawn");
}

/// With Hills & Sheep too, the players block holds shepherds, bridges and castles.
#[test]
fn with_hills_and_sheep_the_supplies_share_the_players_block() {
    use carcassonne_engine::GameRng;
    let expansions = Expansions::default().with(Expansion::BridgesCastlesBazaars).with(Expansion::HillsSheep);
    let setup = Setup { expansions, ..Setup::new(4, 3) };
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, mut events) = Game::new(setup).expect("setup");
    while game.board().tiles().len() < 30 {
        let Some(pending) = game.pending() else { break };
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        events = game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
    }
    let (_, image) = render("with-sheep", &game, &events);
    assert!(image.width() <= MAX_WIDTH && image.height() <= MAX_HEIGHT);
}

/// A long name keeps the plank's words in the title ("fits only with a bridge"),
/// written smaller, rather than falling back to the title without them.
#[test]
fn a_long_name_keeps_the_planks_title() {
    let (game, events) = play(&BRIDGE_TILES, &[]);
    assert!(game.placement_options().iter().any(|o| o.needs.is_some()));
    let names: Vec<String> = ["Bartholomew Fitzgerald", "Bob", "Cy"].map(String::from).to_vec();
    let scene = render_common::public(&game, &names, &events);
    let drawn = carcassonne_bot::render::drawing(&scene);
    let title = drawn.texts.iter().find(|t| t.words.starts_with("Bartholomew Fitzgerald places"));
    let title = title.unwrap_or_else(|| panic!("no title: {:?}", drawn.texts));
    assert!(title.words.contains("plank") && !title.words.ends_with('…'), "{:?}", title.words);
    let image = image::load_from_memory(&drawn.png).expect("a png");
    render_common::assert_texts_inside("plank", &drawn.texts, image.width(), image.height());
    if let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") {
        std::fs::write(std::path::Path::new(&dir).join("bcb-plank-long-name.png"), &drawn.png)
            .expect("write");
    }
}

/// A bridge built across a bazaar tile (an open field with a stall in its middle) does
/// not hide the stall: as much of the stall's canvas shows on the bridged tile as on
/// the same tile without a bridge, and the bridge shows on both sides of it.
#[test]
fn a_bridge_on_a_bazaar_tile_leaves_its_stall_in_sight() {
    let tiles = ["BB/F.b", "BA/RFr", "BA/C", "BA/Rr", "BA/L", "BA/RFr", "BA/RFr"];
    let (bridged, events) = play(&tiles, &["place 1 0 0", "bridge 1 0 EW", "pass"]);
    assert_eq!(bridged.view(Audience::Public).bridges_castles_bazaars().unwrap().bridges().len(), 1);
    let (layout, image) = render("bazaar-bridge", &bridged, &events);
    // The same tile south of the start, on a field edge: no bridge.
    let (plain, events) = play(&tiles, &["place 0 1 0", "pass"]);
    let (plain_layout, plain_image) = render("bazaar-plain", &plain, &events);
    let stall = count_in_cell(&image, &layout, Pos::new(1, 0), palette::TENT);
    let shown = count_in_cell(&plain_image, &plain_layout, Pos::new(0, 1), palette::TENT);
    assert_eq!(layout.tile, plain_layout.tile, "both boards drawn at one size");
    assert!(shown > 0 && stall * 10 >= shown * 9, "{stall} stall pixels over the bridge, {shown} without");
    for u in [0.1, 0.9] {
        assert_eq!(
            at(&image, layout.point(Pos::new(1, 0), (u, 0.5))),
            bcb_colours::BRIDGE,
            "bridge deck at {u}"
        );
    }
}

/// The bazaar offer's numbers stand beside its pictures, not on them: offered tiles
/// with a pennant in their corner each show the whole pennant, as the tile's own
/// picture does, and the three numbered discs are still there.
#[test]
fn the_bazaar_numbers_leave_the_pennants_in_sight() {
    let tiles = ["BB/F.b", "BA/Cc+", "BA/Cc+", "BA/Cc+", "BA/L", "BA/L", "BA/L"];
    let (game, events) = play(&tiles, &["place 0 1 0", "pass"]);
    assert_eq!(game.phase(), Phase::from(bcb::Ph::BazaarChoose));
    let (layout, image) = render("bazaar-pennants", &game, &events);
    let in_header = |colour| {
        (0..layout.header)
            .flat_map(|y| (0..layout.width).map(move |x| (x, y)))
            .filter(|&(x, y)| image.get_pixel(x, y).0 == colour)
            .count()
    };
    // One picture of the tile alone at the offer's size.
    let size = (56.0 * layout.ui).round() as u32;
    let kind = TileKind::from_id("BA/Cc+").expect("id");
    let alone =
        image::load_from_memory(&carcassonne_bot::render::tile_png(kind, size)).expect("png").to_rgb8();
    let side = alone.height();
    let whole = (0..side)
        .flat_map(|y| (0..side).map(move |x| (x, y)))
        .filter(|&(x, y)| alone.get_pixel(x, y).0 == palette::PENNANT)
        .count();
    let shown = in_header(palette::PENNANT);
    assert!(whole > 20 && shown >= 3 * whole, "{shown} pennant pixels shown of 3 × {whole}");
    let discs = in_header(palette::SPOT);
    assert!(discs > 3 * 150, "{discs} pixels of the numbers' white discs");
}
