//! Random whole games with every expansion (Hills & Sheep, Bridges, Castles & Bazaars,
//! The Gifts, Monuments, The River, The Abbot), every decision taken at random: gifts are conserved, meeples
//! (architects included), abbots and cubes too, a hand is never in another viewer's view,
//! sampled games look the same to the viewer, and the log replays to the same game.

use carcassonne_engine::GameRng;
use carcassonne_engine::{Audience, Event, Expansion, FeatureKind, FigureKind, Game, Seat, Setup, Spot};

fn setup(players: u8, seed: u64) -> Setup {
    let mut setup = Setup::new(players, seed);
    for e in Expansion::ALL {
        setup.expansions = setup.expansions.with(e);
    }
    setup
}

#[test]
fn random_games_with_every_expansion_keep_gifts_meeples_and_secrets() {
    let (mut opened, mut monuments_placed, mut objectives) = (0, 0, 0);
    let (mut gardens, mut recalled) = (0, 0);
    for seed in 0..120u64 {
        let players = (seed % 6 + 1) as u8;
        let (mut game, _) = Game::new(setup(players, seed)).unwrap();
        let mut rng = GameRng::from_seed(seed ^ 0x61F7);
        let mut log = Vec::new();
        while let Some(pending) = game.pending() {
            let seat: Seat = pending.seats.iter().next().unwrap();
            let actions = game.legal_actions(seat);
            let action = actions[rng.below(actions.len())];
            let events = game.apply(seat, action).unwrap_or_else(|e| panic!("seed {seed}: {action}: {e}"));
            opened += events.iter().filter(|e| matches!(e, Event::GiftOpened { .. })).count();
            let garden = Spot { kind: FeatureKind::Garden, port: None };
            gardens += events
                .iter()
                .filter(|e| matches!(e, Event::AbbotPlaced { spot, .. } if *spot == garden))
                .count();
            recalled += events.iter().filter(|e| matches!(e, Event::AbbotRecalled { .. })).count();
            log.push((seat, action));
            let gifts = game.view(Audience::Public).gifts().unwrap();
            let held: usize = (0..players).map(|s| gifts.hand_size(Seat(s))).sum();
            assert_eq!(held + gifts.deck_len() + gifts.discard().len(), 25, "seed {seed}: gifts");
            let bcb = game.view(Audience::Public).bridges_castles_bazaars().unwrap();
            let monuments = game.view(Audience::Public).monuments().unwrap();
            for (i, p) in game.players().iter().enumerate() {
                assert!(gifts.hand(Seat(i as u8)).is_none(), "seed {seed}: a hand in the public view");
                let standing = game
                    .figures()
                    .iter()
                    .filter(|f| f.owner.index() == i && f.kind == FigureKind::Meeple)
                    .count();
                let on_castles: usize = bcb.castles().iter().map(|c| usize::from(c.meeples[i])).sum();
                let seat = Seat(i as u8);
                let architects = monuments.placed().iter().filter(|m| m.architect == Some(seat)).count();
                assert_eq!(
                    standing + on_castles + architects + usize::from(p.meeples),
                    7,
                    "seed {seed}: meeples"
                );
                let on_objectives: usize = monuments
                    .placed()
                    .iter()
                    .flat_map(|m| m.objectives.iter().map(|o| usize::from(o.cubes[i])))
                    .sum();
                assert_eq!(on_objectives + usize::from(monuments.cubes_left(seat)), 10, "seed {seed}: cubes");
                // One abbot each: on the board (as a figure) or in supply, never both.
                let abbots = game.figures().iter().filter(|f| f.owner == seat && f.kind == FigureKind::Abbot);
                let in_supply = game.view(Audience::Public).abbot().unwrap().in_supply(seat);
                assert_eq!(abbots.count() + usize::from(in_supply), 1, "seed {seed}: abbot");
            }
            if log.len() % 40 == 0 {
                // A game sampled for seat 0 keeps seat 0's hand and everything public.
                let me = game.view(Audience::Seat(Seat(0)));
                let other = me.sample(seed);
                let seen = other.view(Audience::Seat(Seat(0)));
                assert_eq!(seen.gifts().unwrap().hand(Seat(0)), me.gifts().unwrap().hand(Seat(0)));
                for s in 0..players {
                    assert_eq!(
                        seen.gifts().unwrap().hand_size(Seat(s)),
                        me.gifts().unwrap().hand_size(Seat(s))
                    );
                }
                assert_eq!(seen.legal_actions(Seat(0)), me.legal_actions(Seat(0)));
            }
        }
        let monuments = game.view(Audience::Public).monuments().unwrap();
        monuments_placed += monuments.placed().len();
        objectives += monuments.placed().iter().map(|m| m.objectives_completed()).sum::<u32>();
        let replayed = Game::replay(setup(players, seed), log).unwrap();
        assert_eq!(format!("{replayed:?}"), format!("{game:?}"), "seed {seed}: replay");
    }
    assert!(opened > 100, "gifts opened: {opened}");
    assert!(gardens > 20 && recalled > 50, "abbots in gardens {gardens}, recalled {recalled}");
    assert!(
        monuments_placed > 400 && objectives > 200,
        "monuments {monuments_placed}, objectives {objectives}"
    );
}
