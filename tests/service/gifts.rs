//! The Gifts through the service, over a real SQLite file: a card received and told to
//! its receiver alone, the private hand with its buttons and everyone's counts, each
//! card opened (by words, by a button from the hand) and told publicly with what it
//! did, Take two's keep by words and buttons, autocomplete, and refusals that are
//! private, specific and write nothing. Fixed tile orders and decks make every scenario
//! exact. The start tile is BA/RCr: city N, road W–E, field S.

use crate::support as service_common;

use crate::support::backends::{TestDb, on_both};
use service_common::{ok, person};

use carcassonne_bot::service::{Command, Context, Front, NewGame, Reply, Service, Suggest};
use carcassonne_engine::rules::gifts::{Act, Gift};
use carcassonne_engine::{Action, Expansion, Expansions, Phase};

fn discord(user: &str) -> Context {
    Context { front: Front::Discord, ..person(user) }
}

fn public(reply: &Reply) -> &str {
    reply.public.as_deref().unwrap_or_default()
}

fn private(reply: &Reply) -> &str {
    reply.private.as_deref().unwrap_or_default()
}

/// A started game of Alice and Bob with `expansions`, drawing `tiles`, its gift deck
/// starting with `deck`.
fn started_with(db: &TestDb, expansions: Expansions, tiles: &[&str], deck: &[Gift]) -> Service {
    let mut s = db.service();
    let new = NewGame {
        expansions,
        seed: Some(1),
        tiles: Some(tiles.iter().map(|t| t.parse().unwrap()).collect()),
        fixed: carcassonne_engine::Fixed { gifts: deck.to_vec(), ..Default::default() },
        ..NewGame::default()
    };
    ok(s.handle(&person("Alice"), Command::New(new)));
    ok(s.handle(&person("Bob"), Command::Join));
    ok(s.handle(&person("Alice"), Command::Start { keep_order: true }));
    s
}

fn started(db: &TestDb, tiles: &[&str], deck: &[Gift]) -> Service {
    started_with(db, Expansions::default().with(Expansion::Gifts), tiles, deck)
}

/// Plays `Name: words` lines, each accepted; returns the last reply.
fn script(s: &mut Service, lines: &str) -> Reply {
    let mut last = None;
    for line in lines.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (who, words) = line.split_once(": ").unwrap();
        last = Some(ok(s.handle_words(&person(who), words)));
    }
    last.unwrap()
}

/// Alice stands on the start road; Bob extends it (receiving the deck's first card) and
/// passes; Alice puts a monastery south of the start and passes. Bob's turn.
const PRELUDE: &str = "Alice: place 1 0 0
                       Alice: meeple road E
                       Bob: place 2 0 0
                       Bob: pass
                       Alice: place 0 1 0
                       Alice: pass";

fn values(s: &mut Service, who: &str, source: Suggest, typed: &str) -> Vec<(String, String)> {
    s.suggest(&person(who), source, typed).into_iter().map(|s| (s.value, s.name)).collect()
}

fn phase(s: &mut Service) -> Phase {
    s.table(&person("Alice")).unwrap().game.as_ref().unwrap().phase()
}

fn scores(s: &mut Service) -> Vec<i32> {
    let table = s.table(&person("Alice")).unwrap();
    table.game.as_ref().unwrap().players().iter().map(|p| p.score).collect()
}

on_both! {
    /// The card is named to Bob alone; the table hears that he received a gift, and sees
    /// counts; his hand lists it with what it does; Alice's shows her none and his count.
    fn a_received_gift_is_told_to_its_receiver_alone(db) {
        let mut s = started(&db, &["BA/RFr", "BA/RFr", "BA/L", "BA/RFr"], &[Gift::RoadSweeper]);
        script(&mut s, "Alice: place 1 0 0\nAlice: meeple road E");
        let placed = ok(s.handle_words(&discord("Bob"), "place 2 0 0"));
        assert!(public(&placed).contains("Bob receives a gift for helping a rival."), "{}", public(&placed));
        assert!(!public(&placed).to_lowercase().contains("sweeper"), "{}", public(&placed));
        assert_eq!(
            private(&placed),
            "Your new gift: Road sweeper — score any unfinished road now, as at the end; its meeples go home (`/gift card:sweeper`; `/gifts` shows your hand)."
        );
        assert!(placed.hand_button, "the public message offers My gifts");
        ok(s.handle_words(&person("Bob"), "pass"));

        let hand = ok(s.handle(&discord("Bob"), Command::HAND));
        assert!(hand.public.is_none() && hand.image.is_none(), "a hand is private");
        let text = private(&hand);
        assert!(
            text.starts_with("Your gifts (only you see them):\n- Road sweeper (`/gift card:sweeper`): score"),
            "{text}"
        );
        assert!(text.contains("Open one on your turn, after drawing your tile and before placing it."), "{text}");
        assert!(text.ends_with("Gifts held: Alice 0 · Bob 1 (24 in the deck, 0 opened)."), "{text}");
        assert!(hand.choices.is_none(), "nothing to open on Alice's turn");

        let hers = private(&ok(s.handle(&person("Alice"), Command::HAND))).to_string();
        assert!(hers.starts_with("You hold no gift.") && hers.contains("Bob 1"), "{hers}");
        assert!(!hers.to_lowercase().contains("sweeper"), "{hers}");
        let board = ok(s.handle(&person("Alice"), Command::Board));
        assert!(
            public(&board).contains("Gifts held: Alice 0 · Bob 1 (24 in the deck, 0 opened)."),
            "{}",
            public(&board)
        );
        let status = ok(s.handle(&person("Alice"), Command::Status));
        assert!(private(&status).contains("Gifts held: Alice 0 · Bob 1"), "{}", private(&status));

        // Bob's turn comes: the prompt says how many he holds, never which.
        let next = script(&mut s, "Alice: place 0 1 0\nAlice: pass");
        assert!(public(&next).ends_with("You hold 1 gift (`gifts`)."), "{}", public(&next));
        let hand = ok(s.handle(&person("Bob"), Command::HAND));
        assert!(
            private(&hand).contains("You may open one now, before placing your tile:\n- `gift sweeper 0 0 road E` — Alice's road (1 meeple), 3 tiles"),
            "{}",
            private(&hand)
        );
        let offered = hand.choices.unwrap();
        assert_eq!(offered.options[0].label, "Road sweeper: road east at 0 0");
    }
}

on_both! {
    /// Synod puts Bob's meeple on Alice's monastery; a Retreat received later takes it home
    /// for 2 + 2 for Alice's monk. Autocomplete lists Bob's own cards and their targets.
    fn synod_then_retreat_by_words_with_autocomplete(db) {
        let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/RFr", "BA/L", "BA/RFr"];
        let mut s = started(&db, &tiles, &[Gift::Synod, Gift::Retreat]);
        script(
            &mut s,
            "Alice: place 1 0 0
             Alice: meeple road E
             Bob: place 2 0 0
             Bob: pass
             Alice: place 0 1 0
             Alice: meeple monastery",
        );
        let cards = values(&mut s, "Bob", Suggest::HAND_CARDS, "");
        assert_eq!(
            cards,
            [(
                "synod".to_string(),
                "Synod — put a meeple from your supply on any unfinished monastery".to_string()
            )]
        );
        assert!(values(&mut s, "Alice", Suggest::HAND_CARDS, "").is_empty(), "Alice holds nothing");
        assert!(values(&mut s, "Bob", Suggest::HAND_CARDS, "re").is_empty());
        let targets = values(&mut s, "Bob", Suggest::CARD_TARGETS, "synod ");
        assert_eq!(
            targets,
            [("0,1 monastery".to_string(), "0,1 monastery — Alice's monastery (1 meeple)".to_string())]
        );
        assert_eq!(values(&mut s, "Bob", Suggest::CARD_TARGETS, "synod 0,"), targets);
        assert!(values(&mut s, "Bob", Suggest::CARD_TARGETS, "synod 1,").is_empty());
        assert!(values(&mut s, "Alice", Suggest::CARD_TARGETS, "synod ").is_empty(), "not Alice's card");

        let opened = ok(s.handle_words(&discord("Bob"), "gift synod 0 1 monastery"));
        let text = public(&opened);
        assert!(
            text.starts_with("Bob opens a gift: Synod — a meeple from their supply goes onto the monastery at 0 1.\nBob, your turn: place a straight road"),
            "{text}"
        );
        assert!(opened.mentions.is_empty(), "Bob acts on: nobody to ping");
        assert!(matches!(phase(&mut s), Phase::PlaceTile(_)));

        script(&mut s, "Bob: place 3 0 0\nBob: pass\nAlice: place 1 1 0\nAlice: pass");
        let targets = values(&mut s, "Bob", Suggest::CARD_TARGETS, "retreat");
        assert_eq!(
            targets,
            [("0,1 monastery".to_string(), "0,1 monastery — your and Alice's monastery (2 meeples)".to_string())]
        );
        let retreat = ok(s.handle_words(&person("Bob"), "gift retreat 0 1 monastery"));
        let text = public(&retreat);
        assert!(text.contains("Bob opens a gift: Retreat — their meeple on the monastery at 0 1 goes home.\nBob scores 4 points for a retreat."), "{text}");
        assert_eq!(scores(&mut s), [0, 4]);
    }
}

on_both! {
    /// A road sweeper opened from the hand's button scores Alice's road in the middle of
    /// the game (not "final scoring") and empties it.
    fn the_road_sweeper_opens_from_the_hands_button(db) {
        let mut s = started(&db, &["BA/RFr", "BA/RFr", "BA/L", "BA/RFr"], &[Gift::RoadSweeper]);
        script(&mut s, PRELUDE);
        let hand = ok(s.handle(&discord("Bob"), Command::HAND));
        let offered = hand.choices.unwrap();
        let sweep: Action = "gift sweeper 0 0 road E".parse().unwrap();
        assert!(offered.options.iter().any(|c| c.action == sweep), "{:?}", offered.options);
        let swept = ok(s.play_choice(&discord("Bob"), offered.game, offered.revision, sweep));
        let text = public(&swept);
        assert!(
            text.contains("Bob opens a gift: Road sweeper — the road east at 0 0 scores now, as at the end.\nAlice scores 3 points for a road of 3 tiles."),
            "{text}"
        );
        assert!(!text.contains("Final scoring"), "{text}");
        assert_eq!(scores(&mut s), [3, 0]);
        // The same button again: the game has moved on.
        let again = s.play_choice(&discord("Bob"), offered.game, offered.revision, sweep);
        assert!(again.refused && private(&again).contains("earlier turn"), "{:?}", again.private);
        let hand = ok(s.handle(&person("Bob"), Command::HAND));
        assert!(private(&hand).starts_with("You hold no gift.") && private(&hand).contains("1 opened"));
    }
}

on_both! {
    /// Change position stands Bob's farmer up on Alice's road, chosen in autocomplete as
    /// `/gift card:change target:2,0 field Nw road E`.
    fn change_position_stands_a_farmer_up(db) {
        let mut s = started(&db, &["BA/RFr", "BA/RFr", "BA/L", "BA/RFr", "BA/L"], &[Gift::ChangePosition]);
        script(
            &mut s,
            "Alice: place 1 0 0
             Alice: meeple road E
             Bob: place 2 0 0
             Bob: meeple field Nw
             Alice: place 0 1 0
             Alice: pass",
        );
        let targets = values(&mut s, "Bob", Suggest::CARD_TARGETS, "change 2,0 field Nw r");
        assert_eq!(
            targets,
            [(
                "2,0 field Nw road E".to_string(),
                "2,0 field Nw road E — your farmer stands up on Alice's road (1 meeple), 3 tiles".to_string()
            )]
        );
        // What Discord sends: the target's value, its comma read as a space.
        let changed = ok(s.handle_words(&discord("Bob"), "gift change 2 0 field Nw road E"));
        let text = public(&changed);
        assert!(
            text.contains("Bob opens a gift: Change position — their meeple on the field north-west at 2 0 moves to the road east of its tile."),
            "{text}"
        );
        let table = s.table(&person("Bob")).unwrap();
        let game = table.game.as_ref().unwrap();
        let road = game.features().feature_of(1, 0);
        assert_eq!(game.features().info(road).meeples[..2], [1, 1]);
    }
}

on_both! {
    /// Take two: both tiles told publicly with buttons to keep one; only Bob may answer;
    /// the other tile goes back into the stack.
    fn take_two_keeps_one_tile_by_button(db) {
        let tiles = ["BA/RFr", "BA/RFr", "BA/L", "BA/C", "BA/Rr", "BA/L"];
        let mut s = started(&db, &tiles, &[Gift::TakeTwo]);
        script(&mut s, PRELUDE);
        let left = s.table(&person("Bob")).unwrap().game.as_ref().unwrap().tiles_left();
        let opened = ok(s.handle_words(&person("Bob"), "gift take-two"));
        let text = public(&opened);
        assert!(
            text.contains("Bob opens a gift: Take two — they draw a second tile and will keep one.\nBob: keep a city cap with `keep 1`, or a curved road with `keep 2`"),
            "{text}"
        );
        // The channel's buttons (Discord's: the terminal's reply carries none).
        let offered = s.choices(&person("Bob")).expect("the tiles to keep");
        let labels: Vec<&str> = offered.options.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["Keep 1: a city cap", "Keep 2: a curved road"]);
        let keeps = values(&mut s, "Bob", Suggest::KEEPS, "");
        assert_eq!(keeps[0], ("1".to_string(), "1: a city cap".to_string()));
        let waiting = values(&mut s, "Alice", Suggest::KEEPS, "");
        assert_eq!(waiting.len(), 1, "one line saying why, nothing to keep: {waiting:?}");
        assert!(waiting[0].1.starts_with("Not your turn: Bob is keeping one of two tiles."), "{waiting:?}");

        let before = db.dump();
        let refused = s.handle_words(&person("Alice"), "keep 1");
        assert!(
            refused.refused && private(&refused) == "This decision is not yours: waiting for Bob.",
            "{refused:?}"
        );
        let refused = s.handle_words(&person("Bob"), "place 3 0 0");
        assert!(refused.refused && private(&refused).contains("`keep 1` or `keep 2`"), "{refused:?}");
        assert_eq!(db.dump(), before, "refusals write nothing");

        let kept = ok(s.play_choice(&person("Bob"), offered.game, offered.revision, Act::Keep(2).into()));
        let text = public(&kept);
        assert!(
            text.contains("A city cap goes back into the stack.\nBob, your turn: place a curved road"),
            "{text}"
        );
        let game = s.table(&person("Bob")).unwrap().game.unwrap();
        assert_eq!(game.tiles_left(), left, "one drawn, one returned");
    }
}

/// A Retreat with none of one's meeples on the board, named with or without a target
/// (engine version 6: it may be opened anyway, wasted).
const IDLE_RETREAT: &str = "Your Retreat has nothing to act on now: none of your meeples is on the board. \
                            Opened anyway, it does nothing and is wasted (`gift retreat waste`); kept, it \
                            scores 2 points at the end.";

on_both! {
    /// Every wrong gift is refused privately with its own reason, and nothing is written.
    fn bad_gifts_are_refused_privately_and_specifically(db) {
        let mut s = started(&db, &["BA/RFr", "BA/RFr", "BA/L", "BA/RFr", "BA/RFr"], &[Gift::Retreat]);
        script(&mut s, PRELUDE);
        let before = db.dump();
        for (who, words, why) in [
            ("Bob", "gift synod 0 1 monastery", "You have no Synod gift."),
            ("Bob", "gift retreat", IDLE_RETREAT),
            ("Bob", "gift retreat 0 0 road E", IDLE_RETREAT),
            (
                "Bob",
                "gift wish 0 0 road E",
                "`wish` is not a gift: say synod, sweeper, change, retreat or take-two.",
            ),
            ("Alice", "gift retreat 0 0 road E", "It is not your turn: waiting for Bob."),
            ("Bob", "keep 1", "There are no two tiles to choose from."),
        ] {
            let reply = s.handle_words(&person(who), words);
            assert!(reply.refused && reply.public.is_none(), "{words}: {reply:?}");
            assert_eq!(private(&reply), why, "{words}");
        }
        assert_eq!(db.dump(), before, "refusals write nothing");
        // After the placement, too late to open one.
        script(&mut s, "Bob: place 3 0 0");
        let late = s.handle_words(&person("Bob"), "gift retreat 0 0 road E");
        assert_eq!(private(&late), "A gift is opened after drawing your tile and before placing it.");
    }
}

on_both! {
    /// A game without The Gifts says so to anyone, before whose turn it is.
    fn a_game_without_gifts_says_so(db) {
        let mut s = started_with(&db, Expansions::default(), &["BA/RFr", "BA/RFr"], &[]);
        let before = db.dump();
        for (who, command) in [
            ("Bob", Command::HAND),
            ("Bob", "gift take-two".parse().unwrap()),
            ("Alice", "keep 2".parse().unwrap()),
        ] {
            let reply = s.handle(&person(who), command);
            assert!(reply.refused, "{reply:?}");
            assert_eq!(private(&reply), "This game is played without The Gifts.");
        }
        assert_eq!(db.dump(), before);
        let placed = ok(s.handle_words(&person("Alice"), "place 1 0 0"));
        assert!(!placed.hand_button, "no hands to show");
        assert!(s.suggest(&person("Alice"), Suggest::HAND_CARDS, "").is_empty());
    }
}

on_both! {
    /// In Discord a player cannot fix the deck, as they cannot fix the seed.
    fn in_discord_the_deck_is_never_a_players_choice(db) {
        let mut s = Service::new(db.store());
        let new = NewGame {
            expansions: Expansions::default().with(Expansion::Gifts),
            fixed: carcassonne_engine::Fixed { gifts: vec![Gift::TakeTwo], ..Default::default() },
            ..NewGame::default()
        };
        let refused = s.handle(&discord("Alice"), Command::New(new));
        assert!(refused.refused && private(&refused).contains("draws the seed"), "{refused:?}");
        let opened = ok(s.handle_words(&discord("Alice"), "new gifts"));
        assert!(public(&opened).contains("base game + The Gifts"), "{}", public(&opened));
    }
}
