//! The games timelapses are drawn from, for their tests and their bench: a game played
//! at random to the end as frames, and the long six-player game with every expansion.

use carcassonne_engine::GameRng;
use carcassonne_engine::rules::monuments::Monument;
use carcassonne_engine::rules::river::{LAKE, SPRING};
use carcassonne_engine::{Action, Event, Expansion, Expansions, Game, Setup, TileKind, TileSet};

/// A game played at random (from its seed) to the end, as its timelapse's frames: the
/// state before each tile is placed (the start tile alone first), then the end, each
/// with the events since the frame before.
pub fn frames(setup: Setup) -> Vec<(Game, Vec<Event>)> {
    let mut rng = GameRng::from_seed(setup.seed);
    let (mut game, mut since) = Game::new(setup).expect("setup");
    let mut frames = Vec::new();
    while let Some(pending) = game.pending() {
        let seat = pending.seats.iter().next().expect("someone acts");
        let actions = game.legal_actions(seat);
        let action = actions[rng.below(actions.len())];
        if matches!(action, Action::Place(_)) {
            frames.push((game.clone(), std::mem::take(&mut since)));
        }
        since.extend(game.apply(seat, action).expect("legal action"));
    }
    frames.push((game, since));
    frames
}

/// Six players with every expansion and a long game: the river's tiles first (shuffled,
/// the lake last of them, the spring as start tile, as The River requires of a fixed
/// order), then every other tile of every expansion's box and as many base tiles again,
/// shuffled, cut at `tiles` to draw (the normal boxes hold too few for the ~150 tiles
/// such a game may have).
pub fn every_expansion(tiles: usize, seed: u64) -> Setup {
    every_expansion_but(tiles, seed, &[])
}

/// [`every_expansion`]'s game without the boxes `left_out`: neither their rules nor their
/// tiles, the others' stack shuffled as before. So a box's cost is told apart from what
/// it costs to carry it: with the last box added left out, the game is the very one the
/// tree before it played (the service bench's `BENCH_LEAVE_OUT`).
pub fn every_expansion_but(tiles: usize, seed: u64, left_out: &[Expansion]) -> Setup {
    let in_box = |kind: &TileKind| std::iter::repeat_n(*kind, kind.def().count as usize);
    let river = |kind: &TileKind| kind.def().set == TileSet::Expansion(Expansion::River);
    let out = |kind: &TileKind| matches!(kind.def().set, TileSet::Expansion(e) if left_out.contains(&e));
    // A monument's large tile comes with its token: the token is drawn.
    let every: Vec<TileKind> =
        TileKind::all().filter(|&k| Monument::of_tile(k).is_none() && !river(&k) && !out(&k)).collect();
    let base = every.iter().filter(|k| k.id().starts_with("BA/"));
    let mut land: Vec<TileKind> = every.iter().flat_map(in_box).chain(base.flat_map(in_box)).collect();
    let ends = [SPRING, LAKE].map(|id| TileKind::from_id(id).expect("the river's ends"));
    let mut stream: Vec<TileKind> = TileKind::all()
        .filter(|k| river(k) && !out(k) && !ends.contains(k))
        .flat_map(|k| in_box(&k))
        .collect();
    let mut rng = GameRng::from_seed(seed);
    for stack in [&mut stream, &mut land] {
        for i in (1..stack.len()).rev() {
            stack.swap(i, rng.below(i + 1));
        }
    }
    let mut stack = stream;
    // The lake closes the river, when the river is in play.
    stack.extend(Some(ends[1]).filter(|lake| !out(lake)));
    stack.extend(land);
    stack.truncate(tiles);
    let expansions = Expansion::ALL
        .into_iter()
        .filter(|e| !left_out.contains(e))
        .fold(Expansions::default(), Expansions::with);
    Setup { tiles: Some(stack), expansions, ..Setup::new(6, seed) }
}
