//! Random whole games with Bridges, Castles & Bazaars (alone, with Hills & Sheep, with
//! The River),
//! every decision taken at random, auctions included: the engine's invariants hold,
//! plus the expansion's — bridges, castles and meeples conserved, tiles conserved
//! through auctions, and the auctions' transfers summing to minus what the bank got.

use carcassonne_engine::GameRng;
use carcassonne_engine::rules::bridges_castles_bazaars::{BRIDGES, CASTLES, Happened, Offer};
use carcassonne_engine::{Audience, Category, Event, Expansion, Game, Phase, Seat, Setup};

fn setup(players: u8, seed: u64) -> Setup {
    let mut setup = Setup::new(players, seed);
    setup.expansions = setup.expansions.with(Expansion::BridgesCastlesBazaars);
    setup.expansions.hills_sheep = seed % 3 == 0;
    setup.options.bazaar_no_bid = seed % 5 == 0;
    setup.expansions.river = seed % 4 == 1;
    setup
}

/// The tiles of the game; The River's spring takes the start tile's place, which stays
/// in the box.
fn box_size(setup: &Setup) -> usize {
    72 + 12 + if setup.expansions.hills_sheep { 18 } else { 0 } + if setup.expansions.river { 11 } else { 0 }
}

#[test]
fn random_games_keep_bridges_castles_tiles_and_auctions_straight() {
    let mut auctions = 0;
    let mut castles_built = 0;
    let mut bridges_built = 0;
    for seed in 0..240u64 {
        let players = (seed % 6 + 1) as u8;
        let setup = setup(players, seed);
        let (mut game, _) = Game::new(setup.clone()).unwrap();
        let mut rng = GameRng::from_seed(seed ^ 0xB1D);
        let mut log = Vec::new();
        let mut scored = vec![0i64; players as usize];
        let mut to_bank = 0i64;
        let mut last = vec![0i32; players as usize];
        let supply = if players <= 4 { 3 } else { 2 };
        while let Some(pending) = game.pending() {
            let seat: Seat = pending.seats.iter().next().unwrap();
            let actions = game.legal_actions(seat);
            assert!(!actions.is_empty(), "seed {seed}: {:?} has no answer", pending.phase);
            let action = actions[rng.below(actions.len())];
            let events = game.apply(seat, action).unwrap_or_else(|e| panic!("seed {seed}: {action}: {e}"));
            log.push((seat, action));
            for e in &events {
                match e {
                    Event::Scored(s) => {
                        for w in s.winners.iter() {
                            scored[w.index()] += i64::from(s.points);
                        }
                    }
                    _ => match Happened::of(e) {
                        Some(Happened::TileWon { seat, price, paid_to, .. }) => {
                            scored[seat.index()] -= i64::from(*price);
                            match paid_to {
                                Some(to) => scored[to.index()] += i64::from(*price),
                                None => to_bank += i64::from(*price),
                            }
                        }
                        Some(Happened::BazaarOpened { .. }) => auctions += 1,
                        Some(Happened::CastleBuilt { .. }) => castles_built += 1,
                        Some(Happened::BridgeBuilt { .. }) => bridges_built += 1,
                        _ => {}
                    },
                }
            }
            let view = game.view(Audience::Public);
            let bcb = view.bridges_castles_bazaars().unwrap();
            let seats = (0..players).map(Seat);
            let bridges: usize = seats.clone().map(|s| BRIDGES.of(&view, s) as usize).sum();
            assert_eq!(bridges + bcb.bridges().len(), players as usize * supply, "seed {seed}: bridges");
            let castles: usize = seats.clone().map(|s| CASTLES.of(&view, s) as usize).sum();
            assert_eq!(castles + bcb.castles().len(), players as usize * supply, "seed {seed}: castles");
            for (i, p) in game.players().iter().enumerate() {
                let standing = game
                    .figures()
                    .iter()
                    .filter(|f| f.owner.index() == i && f.kind == carcassonne_engine::FigureKind::Meeple)
                    .count();
                let on_castles: usize = bcb.castles().iter().map(|c| usize::from(c.meeples[i])).sum();
                assert_eq!(
                    standing + on_castles + usize::from(p.meeples),
                    7,
                    "seed {seed}: meeples of seat {i}"
                );
                let without_bazaar = p.score - p.breakdown[Category::Bazaar.index()];
                assert!(without_bazaar >= last[i], "seed {seed}: a score went down other than at a bazaar");
                last[i] = without_bazaar;
                assert_eq!(p.breakdown.iter().sum::<i32>(), p.score, "seed {seed}: breakdown");
            }
            // Without bidding (version 6) a taken tile is played at once: it is in the queue,
            // in hand or on the board, no longer among the offers.
            let open = |o: &&Offer| o.winner.is_none() || !setup.options.bazaar_no_bid;
            let offered = bcb.auction().map_or(0, |a| a.offers.iter().filter(open).count());
            let in_hand = usize::from(matches!(game.phase(), Phase::PlaceTile(_)));
            let tiles = game.board().tiles().len()
                + game.discarded().len()
                + game.hidden_tiles()
                + game.tiles_left()
                + offered
                + bcb.queue().len()
                + in_hand;
            assert_eq!(tiles, box_size(&setup), "seed {seed}: tiles conserved ({:?})", game.phase());
        }
        let transfers: i64 =
            game.players().iter().map(|p| i64::from(p.breakdown[Category::Bazaar.index()])).sum();
        assert_eq!(transfers, -to_bank, "seed {seed}: auctions only move points, but for the bank");
        for (i, p) in game.players().iter().enumerate() {
            assert_eq!(i64::from(p.score), scored[i], "seed {seed}: score is the sum of its events");
            assert_eq!(p.meeples, 7, "seed {seed}: every meeple home at the end");
        }
        let replayed = Game::replay(setup, log).unwrap();
        assert_eq!(format!("{replayed:?}"), format!("{game:?}"), "seed {seed}: replay");
    }
    assert!(
        auctions > 50 && castles_built > 50 && bridges_built > 50,
        "{auctions} {castles_built} {bridges_built}"
    );
}
