//! Abbey & Mayor on the image: the abbey tile walled in stone, told from a base game's
//! monastery; the holes it may go to framed while a player chooses; the mayor, the
//! wagon and the barn told from a meeple and from each other by their shapes, the barn
//! on the corner of its tile; each player's abbey tile in the header while held; samples
//! at full size and at a chat's 500 px.

use crate::support::abbey_hole::{AROUND_A_HOLE, UP_TO_THE_HOLE};
use crate::support::render as render_common;
use crate::support::render::pixels;
use carcassonne_bot::render::{Layout, figure_on_tile, palette, png};
use carcassonne_engine::rules::abbey_mayor::{Act, Ph};
use carcassonne_engine::{Audience, Event, Expansion, Expansions, Figure, Game, Phase, Pos, Seat, Setup};
use image::RgbImage;

/// A two-player game with Abbey & Mayor and the draw order `tiles`.
fn setup(tiles: &[&str]) -> Setup {
    let setup = Setup { expansions: Expansions::default().with(Expansion::AbbeyMayor), ..Setup::new(2, 1) };
    Setup { tiles: Some(tiles.iter().map(|id| id.parse().expect("tile id")).collect()), ..setup }
}

/// Plays, for whoever owes the decision, the first legal action whose notation starts
/// with `start`; returns its events.
fn pick(game: &mut Game, start: &str) -> Vec<Event> {
    let seat = game.pending().expect("a decision").seats.iter().next().expect("a seat");
    let actions = game.legal_actions(seat);
    let action = actions.iter().copied().find(|a| a.to_string().starts_with(start));
    let action = action.unwrap_or_else(|| panic!("no `{start}…` among {actions:?}"));
    game.apply(seat, action).expect("legal")
}

/// Where `figure` is drawn, in the image's pixels.
fn figure_centre(game: &Game, layout: &Layout, figure: &Figure) -> (f32, f32) {
    let at = figure_on_tile(&game.view(Audience::Public), figure).expect("drawn");
    layout.point(game.board().tiles()[figure.tile].pos, at)
}

/// The silhouette of `figure`: which pixels of the square it is drawn in are its owner's
/// colour.
fn silhouette(game: &Game, layout: &Layout, image: &RgbImage, figure: &Figure) -> Vec<bool> {
    let (cx, cy) = figure_centre(game, layout, figure);
    let size = (layout.tile as f32 * 0.38).round() as i32;
    let (x0, y0) = (cx as i32 - size / 2, cy as i32 - size / 2);
    let colour = palette::seat(figure.owner);
    (y0..y0 + size)
        .flat_map(|y| (x0..x0 + size).map(move |x| (x, y)))
        .map(|(x, y)| image.get_pixel(x as u32, y as u32).0 == colour)
        .collect()
}

/// A board with each of the box's figures and a meeple: seat 0's farmer scored by seat
/// 1's barn on the corner where (0, 0), (1, 0), (0, 1) and (1, 1) meet; seat 0's mayor
/// in the start tile's city, grown north by a tile with a pennant; seat 1's wagon on the
/// start road, grown west; seat 0's monk on a monastery. One tile is left to draw.
fn four_figures() -> (Game, Vec<Event>) {
    let tiles = ["BA/RFr", "BA/C", "BA/C", "BA/L", "AM/CRcr+", "BA/RFr", "BA/L", "BA/L"];
    let (mut game, _) = Game::new(setup(&tiles)).expect("setup");
    for line in [
        "place 1 0 0",
        "meeple field Es",
        "place 0 1 180",
        "pass",
        "place 0 2 0",
        "pass",
        "place 1 1 0",
        "barn NW",
        "place 0 -1 90",
        "mayor city",
        "place -1 0 0",
        "wagon road",
        "place 2 1 0",
    ] {
        pick(&mut game, line);
    }
    let events = pick(&mut game, "meeple monastery");
    (game, events)
}

/// The mayor, the wagon and the barn in their owners' colours, each silhouette unlike a
/// meeple's and unlike the others' in many pixels (compared by shape: which pixels are
/// the owner's colour), the barn centred on the corner of its tile.
#[test]
fn the_mayor_the_wagon_and_the_barn_are_told_apart() {
    let (game, events) = four_figures();
    let (layout, image) = render_common::image(&game, &events);
    let figures = game.figures();
    let of = |word: &str| {
        figures.iter().find(|f| f.kind.spec().word == word).unwrap_or_else(|| panic!("a {word}: {figures:?}"))
    };
    let (meeple, mayor, wagon, barn) = (of("meeple"), of("mayor"), of("wagon"), of("barn"));
    let shapes: Vec<(&str, Vec<bool>)> =
        [("meeple", meeple), ("mayor", mayor), ("wagon", wagon), ("barn", barn)]
            .into_iter()
            .map(|(name, f)| (name, silhouette(&game, &layout, &image, f)))
            .collect();
    for (name, shape) in &shapes {
        assert!(shape.iter().filter(|&&p| p).count() > 20, "the {name} in its owner's colour");
    }
    for (i, (a, sa)) in shapes.iter().enumerate() {
        for (b, sb) in &shapes[i + 1..] {
            let differ = sa.iter().zip(sb).filter(|(x, y)| x != y).count();
            assert!(differ > sa.len() / 8, "{a} and {b} differ in {differ} of {} pixels", sa.len());
        }
    }
    let corner = layout.point(Pos::new(1, 1), (0.0, 0.0));
    assert_eq!(figure_centre(&game, &layout, barn), corner, "the barn on its tile's north-west corner");
}

/// While seat 0 may place its abbey tile, the hole is framed (and no other cell) and the
/// header shows both players' abbey tiles (their stone walls); once placed, the abbey
/// tile's wall rims its cell, unlike the plain monastery beside it, and the header shows
/// only seat 1's.
#[test]
fn the_abbey_tile_is_walled_and_its_hole_framed_while_it_may_go_there() {
    let (mut game, events) = render_common::play(setup(&AROUND_A_HOLE), &AROUND_A_HOLE, &UP_TO_THE_HOLE);
    assert_eq!(game.phase(), Phase::from(Ph::Abbey));
    let (layout, image) = render_common::image(&game, &events);
    let t = layout.tile as i32;
    let frame = |image: &RgbImage, pos: Pos| {
        let (x, y) = layout.cell(pos);
        pixels(image, (x + 2, y + 2), (t - 4, 2), palette::LEGAL)
    };
    assert!(frame(&image, Pos::new(0, 1)) > t as usize / 2, "the hole framed");
    assert_eq!(frame(&image, Pos::new(2, 0)), 0, "an empty cell that is no hole");
    let header =
        |image: &RgbImage| pixels(image, (0, 0), (image.width() as i32, layout.origin.1), palette::STONE);
    let both = header(&image);
    assert!(both > 10, "two abbey tiles in the header: {both}");

    pick(&mut game, "abbey");
    pick(&mut game, "place 0 1");
    let events = pick(&mut game, "meeple monastery");
    let (layout, image) = render_common::image(&game, &events);
    let t = layout.tile as i32;
    // The wall along the top of each cell's inner half, clear of corner towers.
    let wall = |pos: Pos| {
        let (x, y) = layout.cell(pos);
        pixels(&image, (x + t / 4, y + 1), (t / 2, t / 12), palette::STONE)
    };
    assert!(wall(Pos::new(0, 1)) > t as usize / 4, "the abbey's wall");
    assert_eq!(wall(Pos::new(1, 1)), 0, "no wall round a plain monastery");
    let one = header(&image);
    assert!(one > 0 && one < both, "seat 1's abbey tile only: {one} against {both}");
    assert_eq!(game.view(Audience::Public).abbey_mayor().expect("in play").abbeys(Seat(0)), 0);
}

/// Two wagons whose features one tile closes, as in the engine's scenario: seat 1's on
/// the start road, seat 0's in a cap north-west; seat 1's tile at (-1, 0) closes both,
/// and seat 1's wagon moves first, from (1, 0).
fn wagon_moving() -> (Game, Vec<Event>) {
    let tiles = ["BA/C", "BA/CRRR", "BA/C", "BA/CRRR"];
    let script = [
        "place 0 -1 180",
        "pass",
        "place 1 0 0",
        "wagon road W",
        "place -1 -1 180",
        "wagon city S",
        "place -1 0 0",
        "pass",
    ];
    render_common::play(setup(&tiles), &tiles, &script)
}

/// While a wagon moves, a numbered disc stands on each feature it may go to, in the
/// order of its choices, and its tile is framed.
#[test]
fn a_wagons_moves_are_numbered_on_the_board() {
    let (game, events) = wagon_moving();
    assert!(matches!(Ph::of(game.phase()), Some(Ph::Wagon(_))));
    let (layout, image) = render_common::image(&game, &events);
    let view = game.view(Audience::Public);
    let targets: Vec<_> = game
        .legal_actions(Seat(1))
        .into_iter()
        .filter_map(|a| match Act::of(a) {
            Some(Act::Move(t)) => Some(t),
            _ => None,
        })
        .collect();
    assert_eq!(targets.len(), 3);
    let r = (layout.tile as f32 * 0.1).max(6.0) as i32;
    for target in targets {
        let (tile, segment) = target.resolve(view.board()).expect("on the board");
        let (u, v) = carcassonne_bot::render::spot_on_tile(view.board(), tile, segment).expect("a place");
        let (cx, cy) = layout.point(target.pos, (u, v));
        let disc = pixels(&image, (cx as i32 - r, cy as i32 - r), (2 * r, 2 * r), palette::SPOT);
        assert!(disc > (r * r) as usize, "a disc on {target}: {disc} white pixels");
    }
}

/// The engine's barn scenario to its end: seat 1's barn on the corner where (0, 0),
/// (1, 0), (0, 1) and (1, 1) meet scores its field's two cities at the end, 8.
fn barn_to_the_end() -> (Game, Vec<Event>) {
    let tiles = ["BA/RFr", "BA/C", "BA/C", "BA/L", "BA/C", "BA/L", "BA/LR"];
    let script = [
        "place 1 0 0",
        "meeple field Es",
        "place 0 1 180",
        "pass",
        "place 0 2 0",
        "pass",
        "place 1 1 0",
        "barn NW",
        "place 0 -1 180",
        "meeple field Ne",
        "place 1 -1 0",
        "pass",
        "place 2 0 90",
        "pass",
    ];
    render_common::play(setup(&tiles), &tiles, &script)
}

/// On the final image the barn's `+8` stands just above the barn, on its corner, as a
/// follower's final points stand by it.
#[test]
fn a_barns_final_points_stand_by_it() {
    let (game, events) = barn_to_the_end();
    assert!(game.is_over());
    let (layout, image) = render_common::image(&game, &events);
    let (cx, cy) = layout.point(Pos::new(1, 1), (0.0, 0.0));
    let t = layout.tile as i32;
    let badge = pixels(&image, (cx as i32 - t / 3, cy as i32 - t / 2), (2 * t / 3, t / 3), palette::SCORED);
    assert!(badge > 20, "the barn's badge above its corner: {badge} pixels");
}

/// Sample images for looking at (`RENDER_LOOK_DIR=/tmp/look cargo test --test
/// integration render::abbey_mayor:: -- --ignored`): the four figures, a wagon's moves,
/// the abbey tile's hole offered and the tile placed, a random three-player game of the
/// box preferring its pieces and its end; each at full size and at a chat's 500 px.
#[test]
#[ignore = "writes sample images for a human to look at"]
fn sample_images() {
    let Some(dir) = std::env::var_os("RENDER_LOOK_DIR") else { return };
    let dir = std::path::Path::new(&dir);
    let save = |name: &str, game: &Game, events: &[Event]| {
        let names = render_common::names(game.players().len());
        let scene = render_common::public(game, &names, events);
        render_common::save_with_chat(dir, name, &png(&scene));
    };
    let (game, events) = four_figures();
    save("am-figures.png", &game, &events);
    let (game, events) = wagon_moving();
    save("am-wagon.png", &game, &events);
    let (game, events) = barn_to_the_end();
    save("am-barn-final.png", &game, &events);
    let (mut game, events) = render_common::play(setup(&AROUND_A_HOLE), &AROUND_A_HOLE, &UP_TO_THE_HOLE);
    save("am-hole.png", &game, &events);
    pick(&mut game, "abbey");
    let events = pick(&mut game, "place 0 1");
    save("am-abbey-in-hand.png", &game, &events);

    let setup = Setup { expansions: Expansions::default().with(Expansion::AbbeyMayor), ..Setup::new(3, 11) };
    let mut rng = carcassonne_engine::GameRng::from_seed(11);
    let (mut game, mut events) = Game::new(setup).expect("setup");
    while let Some(pending) = game.pending() {
        if game.board().tiles().len() == 40 && matches!(pending.phase, Phase::PlaceTile(_)) {
            save("am-random.png", &game, &events);
        }
        let seat = pending.seats.iter().next().expect("a seat");
        let actions = game.legal_actions(seat);
        // The box's pieces first (a wagon moving rather than home), then any figure.
        let own = actions
            .iter()
            .copied()
            .find(|&a| matches!(Act::of(a), Some(Act::Place(..) | Act::Barn(_) | Act::Move(_) | Act::Abbey)));
        let pick = own.unwrap_or(actions[rng.below(actions.len().max(2) - 1)]);
        events = game.apply(seat, pick).expect("legal");
    }
    save("am-final.png", &game, &events);
}

/// Random games of three: at every abbey step, the picture a chat shows (the preview
/// around the step's cells, or the whole board when they do not fit one) holds every
/// hole the step offers, however far from the last tile — never a picture without them.
#[test]
fn the_abbey_steps_picture_holds_every_hole() {
    let expansions = Expansions::default().with(Expansion::AbbeyMayor);
    let (mut steps, mut cropped) = (0, 0);
    for seed in 0..12 {
        let (mut game, _) = Game::new(Setup { expansions, ..Setup::new(3, seed) }).expect("setup");
        let names = render_common::names(3);
        let mut rng = carcassonne_engine::GameRng::from_seed(seed);
        while let Some(pending) = game.pending() {
            if Ph::of(game.phase()) == Some(Ph::Abbey) {
                steps += 1;
                let scene = render_common::english(game.view(Audience::Public), &names);
                let holes = game.view(Audience::Public).abbey_mayor().expect("in play").holes();
                if let Some(layout) = scene.preview_layout() {
                    cropped += 1;
                    let (lo, hi) = (layout.min, layout.max);
                    for hole in &holes {
                        let inside = (lo.x..=hi.x).contains(&hole.x) && (lo.y..=hi.y).contains(&hole.y);
                        assert!(inside, "seed {seed}: hole {hole:?} outside {lo:?}–{hi:?}");
                    }
                }
            }
            let seat = pending.seats.iter().next().expect("a seat");
            let actions = game.legal_actions(seat);
            game.apply(seat, actions[rng.below(actions.len())]).expect("legal");
        }
    }
    assert!(steps > 20 && cropped > 5, "{steps} abbey steps, {cropped} of them previews");
}
