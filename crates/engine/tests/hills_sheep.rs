//! Hills & Sheep scenarios with exact scores, including the rule texts' examples.
//! Each builds a board from an explicit tile list and fixed sheep-bag draws.

use carcassonne_engine::rules::hills_sheep::{Act, Happened, Ph, Refusal, SHEPHERD, Shepherd, Token};
use carcassonne_engine::{
    Action, Audience, Category, Event, Game, GameOptions, Phase, Seat, SeatSet, Setup, Spot, TileKind,
};

/// A Hills & Sheep game with these tiles (in draw order) and first bag draws.
fn game(players: u8, tiles: &[&str], bag: &[&str], options: GameOptions) -> Game {
    let mut setup = Setup::new(players, 1);
    setup.expansions.hills_sheep = true;
    setup.options = options;
    setup.tiles = Some(tiles.iter().map(|t| t.parse::<TileKind>().unwrap()).collect());
    setup.fixed.bag = bag.iter().map(|t| t.parse::<Token>().unwrap()).collect();
    Game::new(setup).unwrap().0
}

/// A seat's shepherd and flock.
fn shepherd(game: &Game, seat: u8) -> &Shepherd {
    game.hills_sheep().unwrap().shepherd(Seat(seat))
}

/// Every seat's shepherd and flock.
fn shepherds(game: &Game) -> impl Iterator<Item = &Shepherd> {
    (0..game.players().len()).map(|i| shepherd(game, i as u8))
}

/// The shepherd spots the active player is offered now.
fn shepherd_spots(game: &Game) -> Vec<Spot> {
    let actions = game.legal_actions(game.active());
    actions
        .into_iter()
        .filter_map(|a| if let Some(Act::Shepherd(s)) = Act::of(a) { Some(s) } else { None })
        .collect()
}

/// Plays `seat: action` lines, returning every event.
fn play(game: &mut Game, script: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for line in script.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (seat, action) = line.split_once(':').unwrap();
        let seat = Seat(seat.trim().parse().unwrap());
        let action: Action = action.trim().parse().unwrap();
        events.extend(game.apply(seat, action).unwrap_or_else(|e| panic!("`{line}`: {e}")));
    }
    events
}

fn scores(game: &Game) -> Vec<i32> {
    game.players().iter().map(|p| p.score).collect()
}

fn sheep_points(game: &Game) -> Vec<i32> {
    game.players().iter().map(|p| p.breakdown[Category::Sheep.index()]).collect()
}

/// Blue (seat 0) and Red (seat 1) each keep a flock south of the start tile's road;
/// Red's tile at (-1, 1) joins the two fields. Tokens 3 + 1 + 2 + 2 = 8 sheep.
const SHARED_FIELD: &str = "
    # Blue: road east of the start tile, shepherd in the field south of it (3 sheep).
    0: place 1 0 0
    0: shepherd field Se
    # Red: a T-junction west; shepherd in its south-west corner field (1 sheep).
    1: place -1 0 0
    1: shepherd field Sw
    # Blue extends his field and grows (2 sheep).
    0: place 1 1 0
    0: pass
    0: grow
    # Red extends his corner field and grows (2 sheep).
    1: place -2 0 0
    1: pass
    1: grow
    # Blue closes the start tile's city, nobody in it.
    0: place 0 -1 180
    0: pass
    # Red's monastery road joins the corner field and the south field.
    1: place -1 1 180
    1: pass
";

fn shared_field_game(bag: &[&str]) -> Game {
    let tiles = ["BA/RFr", "BA/RRR", "BA/RFr", "BA/RFr", "BA/C", "BA/LR"];
    let mut g = game(2, &tiles, bag, GameOptions::default());
    play(&mut g, SHARED_FIELD);
    g
}

/// The rulebook's example: Red and Blue share a field with 4 tokens showing 8 sheep;
/// Red herds and both score 8.
#[test]
fn two_shepherds_sharing_eight_sheep_both_score_eight() {
    let mut g = shared_field_game(&["3", "1", "2", "2"]);
    assert_eq!(g.phase(), Phase::from(Ph::Flock), "the joining tile extends Red's field");
    assert_eq!(shepherd(&g, 0).flock.len() + shepherd(&g, 1).flock.len(), 4);
    let events = play(&mut g, "1: herd");
    assert!(g.is_over());
    assert_eq!(scores(&g), vec![8, 8]);
    assert_eq!(sheep_points(&g), vec![8, 8]);
    assert!(shepherds(&g).all(|p| p.in_supply && p.flock.is_empty()));
    assert_eq!(g.bag_len(), Some(18));
    assert!(events.iter().any(|e| matches!(e, Event::Scored(s) if s.category == Category::Sheep && s.points == 8 && s.winners.len() == 2)));
}

/// The rulebook's other branch: had Red grown and drawn the wolf, nobody scores and
/// the field is emptied of shepherds, sheep and wolf.
#[test]
fn a_wolf_clears_the_field_for_every_shepherd() {
    let mut g = shared_field_game(&["3", "1", "2", "2", "wolf"]);
    let events = play(&mut g, "1: grow");
    let both = SeatSet::single(Seat(0)).with(Seat(1));
    assert!(events.contains(&Happened::FlockLost { shepherds: both, sheep: 8 }.into()));
    assert_eq!(scores(&g), vec![0, 0]);
    assert!(shepherds(&g).all(|p| p.in_supply && p.flock.is_empty()));
    assert!(g.figures().iter().all(|f| f.kind != SHEPHERD));
    assert_eq!(g.bag_len(), Some(18));
}

#[test]
fn a_wolf_at_placement_sends_the_shepherd_home() {
    let mut g = game(2, &["BA/RFr", "BA/RFr"], &["wolf"], GameOptions::default());
    let events = play(&mut g, "0: place 1 0 0\n0: shepherd field Se");
    assert!(events.contains(&Happened::SheepDrawn { seat: Seat(0), token: Token::Wolf }.into()));
    assert!(shepherd(&g, 0).in_supply);
    assert_eq!(g.bag_len(), Some(18));
    assert_eq!(g.phase(), Phase::PlaceTile("BA/RFr".parse().unwrap()));
}

#[test]
fn one_shepherd_per_field_and_per_player() {
    let mut g = game(2, &["BA/RFr", "BA/RFr", "BA/RFr"], &["3", "2"], GameOptions::default());
    play(&mut g, "0: place 1 0 0\n0: shepherd field Se");
    // Red's tile extends the same field: no shepherd there, but farmers are fine.
    play(&mut g, "1: place 2 0 0");
    assert_eq!(
        g.apply(Seat(1), "shepherd field Se".parse().unwrap()),
        Err(Refusal::FieldHasShepherd("field Se".parse().unwrap()).into())
    );
    assert!(!shepherd_spots(&g).contains(&"field Se".parse().unwrap()));
    assert_eq!(
        g.apply(Seat(1), "shepherd road E".parse().unwrap()),
        Err(Refusal::ShepherdOffField(carcassonne_engine::FeatureKind::Road).into())
    );
    play(&mut g, "1: meeple field Se");
    // Blue's shepherd is on the board: the figure step offers meeples only.
    play(&mut g, "0: place 3 0 0");
    assert!(shepherd_spots(&g).is_empty());
    assert_eq!(g.apply(Seat(0), "shepherd field Nw".parse().unwrap()), Err(Refusal::NoShepherdLeft.into()));
}

/// A ring of four road curves south of the start tile encloses a field of four corners.
const RING: [&str; 4] = ["BA/Rr", "BA/Rr", "BA/Rr", "BA/Rr"];

#[test]
fn a_shepherd_put_in_a_field_its_tile_closes_draws_once_and_herds_at_once() {
    let mut g = game(2, &RING, &["3"], GameOptions::default());
    play(&mut g, "0: place 0 1 270\n0: pass\n1: place 1 1 0\n1: pass\n0: place 0 2 180\n0: pass");
    let events = play(&mut g, "1: place 1 2 90\n1: shepherd field Nw");
    assert!(events.contains(&Happened::SheepDrawn { seat: Seat(1), token: Token::Sheep(3) }.into()));
    assert_eq!(scores(&g), vec![0, 3]);
    assert!(shepherd(&g, 1).in_supply);
}

/// Red closes the field of Blue's shepherd: Blue's flock is herded at once, and the
/// choice was Blue's only on Blue's own tile.
#[test]
fn closing_a_field_herds_every_shepherd_in_it() {
    let mut g = game(2, &RING, &["2", "3"], GameOptions::default());
    play(&mut g, "0: place 0 1 270\n0: shepherd field Es\n1: place 1 1 0\n1: pass");
    assert_ne!(g.phase(), Phase::from(Ph::Flock), "Red has no shepherd there");
    play(&mut g, "0: place 0 2 180\n0: pass");
    assert_eq!(g.phase(), Phase::from(Ph::Flock));
    play(&mut g, "0: grow");
    assert_eq!(shepherd(&g, 0).flock, vec![2, 3]);
    play(&mut g, "1: place 1 2 90\n1: pass");
    assert_eq!(scores(&g), vec![5, 0]);
    assert!(g.is_over());
}

/// Closing one's own shepherd's field: the player may grow first, then the flock is herded.
#[test]
fn closing_your_own_field_lets_you_grow_before_the_forced_herd() {
    let mut g = game(1, &RING, &["2", "1", "4", "3"], GameOptions::default());
    play(&mut g, "0: place 0 1 270\n0: shepherd field Es");
    play(&mut g, "0: place 1 1 0\n0: pass\n0: grow\n0: place 0 2 180\n0: pass\n0: grow");
    play(&mut g, "0: place 1 2 90\n0: pass");
    assert_eq!(g.phase(), Phase::from(Ph::Flock));
    let events = play(&mut g, "0: grow");
    assert_eq!(scores(&g), vec![2 + 1 + 4 + 3]);
    assert!(events.iter().any(|e| matches!(e, Event::Scored(s) if s.category == Category::Sheep)));
}

#[test]
fn shepherds_left_at_the_end_score_nothing() {
    let mut g = game(2, &["BA/RFr"], &["4"], GameOptions::default());
    play(&mut g, "0: place 1 0 0\n0: shepherd field Se");
    assert!(g.is_over());
    assert_eq!(scores(&g), vec![0, 0]);
}

/// The rulebook's hill example: Red and Blue each have one meeple in the city when it
/// is completed; Red's stands on a hill tile, so Red alone scores the 10 points.
#[test]
fn a_meeple_on_a_hill_breaks_the_tie() {
    // Blue: diagonal city south of the start tile's cap. Red: hill tile east of the
    // start with a city cap north (a tile goes under the hill). Blue's pennant city
    // corner joins both: 4 tiles + 1 pennant = 10.
    let tiles = ["BA/Cc.1", "HS/RrC.h", "BA/L", "BA/Cc+"];
    let mut g = game(2, &tiles, &[], GameOptions::default());
    let events = play(&mut g, "0: place 0 -1 180\n0: meeple city S\n1: place 1 0 0\n1: meeple city N");
    // Red drew the hill at the end of Blue's turn; BA/L went under it.
    assert!(events.contains(&Happened::TileUnderHill { seat: Seat(1) }.into()));
    assert_eq!(g.hidden_tiles(), 1);
    // Nobody has seen it: it is told among the tiles to come, and as lying under a hill.
    let view = g.view(Audience::Public);
    assert_eq!(
        (view.unseen_tiles(), view.hidden_tiles(), view.tiles_left()),
        (crate::support::kinds(&["BA/L"]), 1, 0)
    );
    play(&mut g, "0: place 1 -1 270\n0: pass");
    assert!(g.is_over());
    assert_eq!(scores(&g), vec![0, 10]);
}

#[test]
fn without_hills_the_tie_stands() {
    let tiles = ["BA/Cc.1", "BA/RrC", "BA/Cc+"];
    let mut setup = Setup::new(2, 1);
    setup.tiles = Some(tiles.iter().map(|t| t.parse().unwrap()).collect());
    let mut g = Game::new(setup).unwrap().0;
    play(
        &mut g,
        "0: place 0 -1 180\n0: meeple city S\n1: place 1 0 0\n1: meeple city N\n0: place 1 -1 270\n0: pass",
    );
    assert_eq!(scores(&g), vec![10, 10]);
}

/// The rulebook's vineyard example: a completed monastery with two vineyards among its
/// neighbours scores 9 + 3 + 3 = 15.
#[test]
fn vineyards_add_three_each_to_a_monastery_completed_in_play() {
    let tiles = ["BA/L", "BA/RFr", "BA/RFr", "HS/C!.v", "HS/C!.v", "BA/L", "BA/L", "BA/L"];
    let mut g = game(2, &tiles, &[], GameOptions::default());
    play(
        &mut g,
        "0: place 0 1 0\n0: meeple monastery\n1: place 1 0 0\n1: pass\n0: place -1 0 0\n0: pass
         1: place 1 1 90\n1: pass\n0: place -1 1 270\n0: pass\n1: place 0 2 0\n1: pass\n0: place 1 2 0\n0: pass",
    );
    assert_eq!(scores(&g), vec![0, 0]);
    let events = play(&mut g, "1: place -1 2 0\n1: pass");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Scored(s) if s.category == Category::Monastery && s.points == 15))
    );
    assert_eq!(scores(&g), vec![15, 0]);
}

#[test]
fn vineyards_add_nothing_at_the_end() {
    let tiles = ["BA/L", "HS/C!.v"];
    let mut g = game(2, &tiles, &[], GameOptions::default());
    play(&mut g, "0: place 0 1 0\n0: meeple monastery\n1: place 1 1 90\n1: pass");
    // Monastery with the start tile and one vineyard around it: 1 + 2, no bonus.
    assert_eq!(scores(&g), vec![3, 0]);
}

/// HS/CC!.v holds two cities on one edge; capping that edge joins both into one city.
#[test]
fn capping_the_shared_edge_merges_and_closes_both_cities() {
    let tiles = ["HS/CC!.v", "BA/C", "BA/C", "BA/C"];
    let mut g = game(2, &tiles, &[], GameOptions::default());
    // Turned 180°, the shared edge faces south; c1 reaches east, c2 west.
    play(&mut g, "0: place 0 1 180\n0: meeple city E\n1: place -1 1 90\n1: meeple city E");
    play(&mut g, "0: place 1 1 270\n0: pass");
    assert_eq!(scores(&g), vec![0, 0], "still open to the south");
    let events = play(&mut g, "1: place 0 2 0\n1: pass");
    let city = events.iter().find_map(|e| match e {
        Event::Scored(s) if s.category == Category::City && !s.at_end => Some(s.clone()),
        _ => None,
    });
    let city = city.expect("the city completes");
    assert_eq!((city.points, city.cells.len(), city.winners.len()), (8, 4, 2));
    assert_eq!(scores(&g), vec![8, 8]);
}

#[test]
fn a_hill_drawn_last_hides_nothing() {
    let mut g = game(2, &["HS/RrC.h"], &[], GameOptions::default());
    assert_eq!(g.hidden_tiles(), 0);
    play(&mut g, "0: place 1 0 0\n0: meeple city N");
    assert!(g.is_over());
    // An unfinished one-tile city: 1 point.
    assert_eq!(scores(&g), vec![1, 0]);
}

#[test]
fn a_hill_hides_the_next_tile_and_the_game_can_end_with_it() {
    let mut g = game(2, &["HS/RrC.h", "BA/L"], &[], GameOptions::default());
    assert_eq!((g.hidden_tiles(), g.tiles_left()), (1, 0));
    play(&mut g, "0: place 1 0 0\n0: pass");
    assert!(g.is_over());
}

#[test]
fn hill_count_still_breaks_a_tie_by_meeples_on_hills() {
    let options = GameOptions { hill_count: true, ..GameOptions::default() };
    let tiles = ["BA/Cc.1", "HS/RrC.h", "BA/L", "BA/Cc+"];
    let mut g = game(2, &tiles, &[], options);
    play(
        &mut g,
        "0: place 0 -1 180\n0: meeple city S\n1: place 1 0 0\n1: meeple city N\n0: place 1 -1 270\n0: pass",
    );
    assert_eq!(scores(&g), vec![0, 10]);
}
