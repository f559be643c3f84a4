//! What rules version 24 changed (issue 87): a double turn's first part (Traders &
//! Builders) ends every box's end-of-turn step before the builder's second tile is drawn,
//! in registry order — the messenger's moves for the part's points (The Messengers) and
//! the part's crop circle action (Crop Circles), which come after the builder's step in
//! `Expansion::ALL` — each beside the version-23 game it replaces, with exact scores.
//! Version 23 had only moved the circle's action before the builder's step; the
//! messenger's moves waited for the second tile. The stored games of version 23
//! (`tests/fixtures/game-flying-machines-v23.db`) replay as they were played.

use crate::support::{assert_scores, assert_supplies, play, scorings, versioned};

use carcassonne_engine::rules::crop_circles::{Circle, Ph as Crop};
use carcassonne_engine::rules::messengers::{Happened as Ms, Mover, Ph as Msg};
use carcassonne_engine::{Audience, Category, Event, Expansion, Game, Phase, Seat};

/// The version that made these changes, and the one before it.
const NOW: u32 = 24;
const BEFORE: u32 = 23;

/// The three boxes that meet in the double turn.
const BOXES: [Expansion; 3] = [Expansion::TradersBuilders, Expansion::Messengers, Expansion::CropCircles];

/// Alice's road from the start tile east to her junction at (2,0), her highwayman on it at
/// (1,0) and her builder at the junction; Bob's highwayman on the road east of his
/// junction south of the start tile, and his monastery north of (1,0), without a monk.
/// Alice's club circle at (-1,0) then closes her road west: the first part of a double
/// turn that scores 4. Then her second tile, a monastery, and Bob's last tile.
const TILES: [&str; 7] = ["BA/RFr", "BA/RRR", "BA/RRR", "BA/L", "CC/RRr", "BA/L", "BA/L"];
const BUILDER: &str = "0: place 1 0 0\n0: meeple road E
     1: place 0 1 0\n1: meeple road E
     0: place 2 0 0\n0: builder road W
     1: place 1 -1 0\n1: pass";

/// Alice's circle closes her road of 4 tiles: 4 points, her highwayman and builder home,
/// and the builder's second tile earned.
fn first_part(version: u32) -> Game {
    let mut g = versioned(version, &BOXES, &TILES, &[]);
    play(&mut g, BUILDER);
    let events = play(&mut g, "0: place -1 0 0\n0: pass");
    assert_eq!(scorings(&events), [(Category::Road, 4, vec![0], false)]);
    assert_supplies(&g, &[7, 6]);
    g
}

/// The messenger's move of seat 0 that `events` tell.
fn advanced(events: &[Event]) -> Vec<Ms> {
    events.iter().filter_map(Ms::of).filter(|h| matches!(h, Ms::Advanced { .. })).cloned().collect()
}

/// The two figures of seat `s` on the track: (score meeple, messenger).
fn track(g: &Game, s: u8) -> (i32, u32) {
    let view = g.view(Audience::Public);
    let ms = view.messengers().expect("in play");
    (ms.meeple(Seat(s)), ms.messenger(Seat(s)))
}

fn circle(g: &Game) -> Option<Crop> {
    Crop::of(g.phase())
}

/// « the active player should continue with any actions pending as part of their turn,
/// such as performing the second part of a double turn » (`docs/rules.md`, Traders &
/// Builders, the parts of a double turn): the first part ends as a turn without a second
/// tile would, every box's end-of-turn step in registry order — the 4 points move
/// Alice's messenger (The Messengers), then she chooses the circle's action and Bob takes
/// his highwayman back (Crop Circles) — and only then is the second tile drawn.
#[test]
fn a_first_part_ends_every_boxs_step_before_the_second_tile() {
    let mut g = first_part(NOW);
    assert_eq!(Msg::of(g.phase()), Some(Msg::Advance(4)), "the messenger first, in registry order");
    let events = play(&mut g, "0: advance messenger");
    assert_eq!(
        advanced(&events),
        [Ms::Advanced { seat: Seat(0), mover: Mover::Messenger, points: 4, to: 4 }]
    );
    assert_eq!(track(&g, 0), (0, 4));
    assert_eq!(
        circle(&g),
        Some(Crop::Choose(Circle::Club)),
        "the circle's action, still before the second tile"
    );
    play(&mut g, "0: crop remove\n1: remove 0 1 road E");
    assert_supplies(&g, &[7, 7]);
    assert_eq!(g.active(), Seat(0), "the builder's second tile");
    assert_eq!(g.phase(), Phase::PlaceTile("BA/L".parse().unwrap()));
    let events = play(&mut g, "0: place -1 -1 0\n0: pass");
    assert!(advanced(&events).is_empty(), "the second tile scores nothing: nothing to move");
    assert_eq!(g.active(), Seat(1));
    play(&mut g, "1: place -2 -1 0\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert_scores(&g, &[4, 0]);
}

/// Version 23 moved only the circle's action before the builder's step: the circle acted
/// first, the second tile came at once, and the first part's 4 points moved a figure
/// only once the second tile's part had ended.
#[test]
fn version_23_moved_the_first_parts_messenger_after_the_second_tile() {
    let mut g = first_part(BEFORE);
    assert_eq!(circle(&g), Some(Crop::Choose(Circle::Club)), "the circle's action first");
    play(&mut g, "0: crop remove\n1: remove 0 1 road E");
    assert_eq!(g.active(), Seat(0));
    assert_eq!(g.phase(), Phase::PlaceTile("BA/L".parse().unwrap()), "the second tile before the messenger");
    assert_eq!(track(&g, 0), (4, 0), "the points wait on the score meeple");
    play(&mut g, "0: place -1 -1 0\n0: pass");
    assert_eq!(Msg::of(g.phase()), Some(Msg::Advance(4)), "the first part's points, after the second tile");
    play(&mut g, "0: advance messenger");
    assert_eq!(track(&g, 0), (0, 4));
    assert_eq!(g.active(), Seat(1));
    play(&mut g, "1: place -2 -1 0\n1: pass");
    assert_eq!(g.phase(), Phase::Over);
    assert_scores(&g, &[4, 0]);
}
