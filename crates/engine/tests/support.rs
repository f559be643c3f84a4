//! Helpers shared by the engine's integration tests: games from a fixed tile list,
//! scripts in the action notation, score assertions, random play and state summaries.
//!
//! Only the engine's public API is used here; nothing in this module decides a rule.

use carcassonne_engine::GameRng;
use carcassonne_engine::rules::Count;
use carcassonne_engine::rules::gifts::Gift;
use carcassonne_engine::rules::hills_sheep::SHEPHERD;
use carcassonne_engine::{
    Action, Category, ENGINE_VERSION, Event, Expansion, Expansions, FigureKind, Fixed, Game, Phase,
    RuleError, Seat, Setup, TileKind,
};

/// The kinds named by `ids`, e.g. `["BA/RFr", "BA/C"]`.
pub fn kinds(ids: &[&str]) -> Vec<TileKind> {
    ids.iter().map(|id| id.parse().unwrap_or_else(|e| panic!("{e}"))).collect()
}

/// A base-game setup whose stack is exactly `ids`, in order.
pub fn fixed_setup(players: u8, ids: &[&str]) -> Setup {
    Setup { tiles: Some(kinds(ids)), ..Setup::new(players, 0) }
}

/// A new game whose stack is exactly `ids`, with the events of its start.
pub fn new_game(players: u8, ids: &[&str]) -> (Game, Vec<Event>) {
    Game::new(fixed_setup(players, ids)).expect("valid setup")
}

/// A setup of `players` with the box `expansion` and `others`, whose stack is exactly
/// `ids`: a box's own scenarios, alone or beside other boxes.
pub fn box_setup(players: u8, expansion: Expansion, others: &[Expansion], ids: &[&str]) -> Setup {
    let expansions = others.iter().fold(Expansions::default().with(expansion), |e, &x| e.with(x));
    Setup { tiles: Some(kinds(ids)), expansions, ..Setup::new(players, 0) }
}

/// A game of two at rules `version` with `expansions`, whose stack is exactly `ids` and
/// whose gift deck starts with `gifts`: a rule that changed between versions, played
/// under both.
pub fn versioned(version: u32, expansions: &[Expansion], ids: &[&str], gifts: &[Gift]) -> Game {
    let expansions = expansions.iter().fold(Expansions::default(), |e, &x| e.with(x));
    let fixed = Fixed { gifts: gifts.to_vec(), ..Fixed::default() };
    let setup = Setup { tiles: Some(kinds(ids)), expansions, fixed, version, ..Setup::new(2, 0) };
    Game::new(setup).expect("valid setup").0
}

/// A game of two at the engine's rules version with the boxes `expansions`, whose stack
/// is exactly `ids`: a mixed-box scenario.
pub fn game_of(expansions: &[Expansion], ids: &[&str]) -> Game {
    versioned(ENGINE_VERSION, expansions, ids, &[])
}

/// [`game_of`] whose gift deck (The Gifts) starts with `gifts`.
pub fn game_with_gifts(expansions: &[Expansion], ids: &[&str], gifts: &[Gift]) -> Game {
    versioned(ENGINE_VERSION, expansions, ids, gifts)
}

/// The action `text` names in the notation (`meeple road E`); a test's own typo panics
/// with the text and why it does not read.
pub fn action(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The refusal of `text` played by `seat`, which the test expects.
pub fn refused(game: &mut Game, seat: u8, text: &str) -> RuleError {
    game.apply(Seat(seat), action(text)).expect_err(text)
}

/// A box's refusal (its module's `Refusal`) as the game returns it.
pub fn rule(refusal: impl Into<RuleError>) -> RuleError {
    refusal.into()
}

/// The legal actions of `seat`, in the notation.
pub fn legal(game: &Game, seat: u8) -> Vec<String> {
    game.legal_actions(Seat(seat)).iter().map(Action::to_string).collect()
}

/// Parses one script line `SEAT: ACTION` (seat index first, e.g. `1: meeple road E`).
pub fn parse_line(line: &str) -> (Seat, Action) {
    let (seat, action) = line.split_once(':').unwrap_or_else(|| panic!("`{line}` lacks `seat:`"));
    let seat: u8 = seat.trim().parse().unwrap_or_else(|_| panic!("bad seat in `{line}`"));
    let action = action.trim().parse().unwrap_or_else(|e| panic!("`{line}`: {e}"));
    (Seat(seat), action)
}

/// Plays each non-empty line of `script` (`#` starts a comment), asserting that each
/// applies, and returns every event in order.
pub fn play(game: &mut Game, script: &str) -> Vec<Event> {
    let mut events = Vec::new();
    for line in script.lines().map(|l| l.split('#').next().unwrap_or_default().trim()) {
        if line.is_empty() {
            continue;
        }
        let (seat, action) = parse_line(line);
        match game.apply(seat, action) {
            Ok(mut e) => events.append(&mut e),
            Err(e) => panic!("`{line}` refused: {e} (phase {:?}, active {:?})", game.phase(), game.active()),
        }
    }
    events
}

/// A game from `players` and the tile list `ids`, after `script`; the events include
/// those of the start.
pub fn scenario(players: u8, ids: &[&str], script: &str) -> (Game, Vec<Event>) {
    let (mut game, mut events) = new_game(players, ids);
    events.extend(play(&mut game, script));
    (game, events)
}

/// Asserts every seat's score, in seat order.
#[track_caller]
pub fn assert_scores(game: &Game, want: &[i32]) {
    let got: Vec<i32> = game.players().iter().map(|p| p.score).collect();
    assert_eq!(got, want, "scores by seat");
}

/// Asserts what a play scored (`got`: its [`scorings`], or the part of them
/// [`end_scorings`] or [`play_scorings`] keeps) and then every seat's score: the two
/// checks that close most scenarios, so a test names only the scorings and the scores.
#[track_caller]
pub fn assert_scored(game: &Game, got: Vec<Scored>, want: Vec<Scored>, scores: &[i32]) {
    assert_eq!(got, want, "scorings (category, points, winners, at the end)");
    assert_scores(game, scores);
}

/// Every seat's `count` (a box's declared count: bridges left, fame held…), by seat.
pub fn each_seat(game: &Game, count: &Count) -> Vec<u32> {
    let view = game.view(carcassonne_engine::Audience::Public);
    (0..game.players().len()).map(|i| count.of(&view, Seat(i as u8))).collect()
}

/// Asserts one seat's points by feature kind: `[road, city, monastery, field]`.
#[track_caller]
pub fn assert_breakdown(game: &Game, seat: usize, want: [i32; 4]) {
    let player = &game.players()[seat];
    assert_eq!(player.breakdown[..4], want, "breakdown of seat {seat} (road, city, monastery, field)");
    assert!(player.breakdown[4..].iter().all(|&p| p == 0), "no expansion points for seat {seat}");
    assert_eq!(
        player.breakdown.iter().sum::<i32>(),
        player.score,
        "breakdown of seat {seat} sums to the score"
    );
}

/// Asserts every seat's meeples in supply, in seat order.
#[track_caller]
pub fn assert_supplies(game: &Game, want: &[u8]) {
    let got: Vec<u8> = game.players().iter().map(|p| p.meeples).collect();
    assert_eq!(got, want, "meeples in supply by seat");
}

/// A scoring as a test names it: (category, points, winning seats, at the end).
pub type Scored = (Category, u32, Vec<u8>, bool);

/// The scorings among `events`.
pub fn scorings(events: &[Event]) -> Vec<Scored> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Scored(s) => {
                Some((s.category, s.points, s.winners.iter().map(|w| w.0).collect(), s.at_end))
            }
            _ => None,
        })
        .collect()
}

/// The scorings of the game's end among `events` (`Scoring::at_end`).
pub fn end_scorings(events: &[Event]) -> Vec<Scored> {
    scorings(events).into_iter().filter(|s| s.3).collect()
}

/// The scorings during play among `events`, the end's left out.
pub fn play_scorings(events: &[Event]) -> Vec<Scored> {
    scorings(events).into_iter().filter(|s| !s.3).collect()
}

/// Every observable part of a game, as text: two games with equal summaries are
/// indistinguishable through the public API (the full `Debug` is larger but also
/// covers the generator and the stack). A player's points are shown by the categories
/// of the game's rules version (a later expansion's category is always 0 in it), and an
/// expansion's first own figure as it was written before an expansion could have
/// several (`Own(Abbot)`), so the summary of a game of an earlier version reads as it did
/// then (`digest.rs`).
pub fn summary(game: &Game) -> String {
    let figures: Vec<String> = game
        .figures()
        .iter()
        .map(|f| {
            let kind = match f.kind {
                // The shepherd was a `FigureKind` variant of its own when the digest was recorded.
                SHEPHERD => "Shepherd".to_string(),
                FigureKind::Own(expansion, 0) => format!("Own({expansion:?})"),
                kind => format!("{kind:?}"),
            };
            format!(
                "Figure {{ owner: {:?}, kind: {kind}, tile: {}, segment: {} }}",
                f.owner, f.tile, f.segment
            )
        })
        .collect();
    let known = |c: &&Category| c.expansion().is_none_or(|e| e.since() <= game.setup().version);
    let players: Vec<String> = game
        .players()
        .iter()
        .map(|p| {
            let breakdown: Vec<i32> =
                Category::ALL.iter().filter(known).map(|c| p.breakdown[c.index()]).collect();
            format!("Player {{ meeples: {}, score: {}, breakdown: {breakdown:?} }}", p.meeples, p.score)
        })
        .collect();
    let mut frontier: Vec<_> = game.board().frontier().collect();
    frontier.sort();
    let features = game.features();
    let roots: Vec<_> = features
        .roots()
        .map(|r| {
            let mut members: Vec<_> = features.members(r).collect();
            members.sort();
            // As `FeatureInfo` printed when the digest was recorded, before figures could
            // hold a feature without standing in it (`held`, Abbey & Mayor's barns).
            let i = features.info(r);
            let info = format!(
                "FeatureInfo {{ kind: {:?}, open: {}, pennants: {}, meeples: {:?}, scored: {} }}",
                i.kind, i.open, i.pennants, i.meeples, i.scored
            );
            (info, members)
        })
        .collect();
    format!(
        "players [{}]\nfigures [{}]\ntiles {:?}\nfrontier {:?}\nfeatures {:?}\ndiscarded {:?}\n\
         left {}\nphase {:?}\nactive {:?}\npending {:?}",
        players.join(", "),
        figures.join(", "),
        game.board().tiles(),
        frontier,
        roots,
        game.discarded(),
        game.tiles_left(),
        game.phase(),
        game.active(),
        game.pending(),
    )
}

/// The seat that must act now.
pub fn to_act(game: &Game) -> Seat {
    game.pending().and_then(|p| p.seats.iter().next()).expect("someone must act")
}

/// A random legal action for whoever must act: a random placement, then a meeple
/// (two times in three when one is possible) or a pass.
pub fn random_action(game: &Game, rng: &mut GameRng) -> (Seat, Action) {
    let seat = to_act(game);
    let actions = game.legal_actions(seat);
    assert!(!actions.is_empty(), "the pending seat has a legal action");
    let action = match game.phase() {
        Phase::PlaceFigure if actions.len() > 1 && rng.below(3) > 0 => actions[rng.below(actions.len() - 1)],
        _ => actions[rng.below(actions.len())],
    };
    (seat, action)
}

/// A shuffled base-game stack (the start tile aside), for games with a fixed order.
pub fn shuffled_box(rng: &mut GameRng) -> Vec<TileKind> {
    let start: TileKind = "BA/RCr".parse().expect("start tile");
    let mut all: Vec<TileKind> = TileKind::all()
        .filter(|k| k.id().starts_with("BA/"))
        .flat_map(|k| std::iter::repeat_n(k, k.def().count as usize))
        .collect();
    let at = all.iter().position(|&k| k == start).expect("start tile in the box");
    all.remove(at);
    for i in (1..all.len()).rev() {
        all.swap(i, rng.below(i + 1));
    }
    all
}

/// A ring of four city tiles round BA/CC.2: the city leaves CC.2 by one cap and comes
/// back by the other (drawn in `scoring.rs`); seat 0 farms CC.2's field, seat 1 holds the
/// city. Shared by the scoring and symmetry tests.
pub const CC2_RING: ([&str; 4], &str) = (
    ["BA/CC.2", "BA/Cc.1", "BA/Cc.1", "BA/Cc.1"],
    "0: place 0 1 180
     0: meeple field Nw
     1: place 1 1 270
     1: meeple city W
     0: place 0 2 90
     0: pass
     1: place 1 2 0
     1: pass",
);
