//! The two rules of engine version 6 through the service, over a real SQLite file: a
//! bazaar without bidding where each player chooses a tile and plays it at once (the
//! next chooser is no longer told "waiting for …" while the first plays), and a gift with
//! nothing to act on opened anyway, wasted and told to the table, with its refusals and
//! offers in the player's words. Fixed tile orders and decks make every scenario exact.
//! The start tile is BA/RCr: city N, road W–E, field S.

use crate::support::backends::{TestDb, on_both};

use crate::support::{ok, person, refused};

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, Context, NewGame, Reply, Service, Suggest};
use carcassonne_engine::rules::gifts::{Act, Gift, GiftPlay};
use carcassonne_engine::{Action, Expansion, Expansions, GameOptions};

fn public(reply: &Reply) -> &str {
    reply.public.as_deref().unwrap_or_default()
}

fn private(reply: &Reply) -> &str {
    reply.private.as_deref().unwrap_or_default()
}

/// A started game of `players` (the first creates it) with `new`'s expansions, options,
/// tiles and deck.
fn started(db: &TestDb, players: &[&str], new: NewGame) -> Service {
    let mut s = db.service();
    ok(s.handle(&person(players[0]), Command::New(NewGame { seed: Some(1), ..new })));
    for p in &players[1..] {
        ok(s.handle(&person(p), Command::Join));
    }
    ok(s.handle(&person(players[0]), Command::Start { keep_order: true }));
    s
}

fn tiles(ids: &[&str]) -> Option<Vec<carcassonne_engine::TileKind>> {
    Some(ids.iter().map(|t| t.parse().unwrap()).collect())
}

/// Plays `Name: words` lines, each accepted; returns the public texts, joined.
fn script(s: &mut Service, lines: &str) -> String {
    let mut told = Vec::new();
    for line in lines.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let (who, words) = line.split_once(": ").unwrap();
        told.push(public(&ok(s.handle_words(&person(who), words))).to_string());
    }
    told.join("\n")
}

fn scores(s: &mut Service) -> Vec<i32> {
    let table = s.table(&person("Alice")).unwrap();
    table.game.as_ref().unwrap().players().iter().map(|p| p.score).collect()
}

on_both! {
    /// Alice places a bazaar; Bob takes the straight road and places it at once (version 5
    /// refused that: "This decision is not yours: waiting for Carol."), while Carol, who
    /// chooses next, is told to wait for Bob; Carol then takes the cap and plays it, and the
    /// curve goes to Alice, who plays last. Exact scores: Bob's road of 4 tiles and
    /// monastery 9, Alice's monastery 4, Carol's small city 4.
    fn a_bazaar_without_bidding_is_chosen_and_played_at_once_in_turn(db) {
        let new = NewGame {
            expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
            options: GameOptions { bazaar_no_bid: true, ..GameOptions::default() },
            tiles: tiles(&["BB/F.b", "BA/RFr", "BA/C", "BA/Rr", "BA/L", "BA/RFr", "BA/L"]),
            ..NewGame::default()
        };
        let mut s = started(&db, &["Alice", "Bob", "Carol"], new);
        let opened = script(&mut s, "Alice: place 0 1 0\nAlice: pass");
        assert!(
            opened.contains(
                "Bazaar: 1. a straight road; 2. a city cap; 3. a curved road.\n\
                 Bob: choose your tile, without bidding (`choose N`, by its number)."
            ),
            "{opened}"
        );
        let chosen = script(&mut s, "Bob: choose 1");
        assert!(
            chosen.contains("Bob takes a straight road for free.")
                && chosen.contains("Bob, your turn: place a straight road"),
            "{chosen}"
        );
        let before = db.dump();
        assert_eq!(
            refused(s.handle_words(&person("Carol"), "choose 2")),
            "It is not your turn: waiting for Bob."
        );
        assert_eq!(db.dump(), before, "a refusal writes nothing");
        let placed = script(&mut s, "Bob: place 1 0 0\nBob: meeple road E");
        assert!(
            placed.contains(
                "Bazaar: 1. a straight road — taken by Bob; 2. a city cap; 3. a curved road.\n\
                 Carol: choose your tile, without bidding (`choose N`, by its number)."
            ),
            "{placed}"
        );
        let carol =
            script(&mut s, "Carol: choose 2\nCarol: place 0 -1 180\nCarol: meeple city S\nCarol: castle score");
        assert!(
            carol.contains("Alice takes a curved road for free.")
                && carol.contains("Alice, your turn: place a curved road"),
            "{carol}"
        );
        script(
            &mut s,
            "Alice: place -1 0 180
             Alice: pass
             Bob: place 1 1 0
             Bob: meeple monastery
             Carol: place 2 0 0
             Carol: pass
             Alice: place -1 1 0
             Alice: meeple monastery",
        );
        assert_eq!(scores(&mut s), [4, 9, 4]);
    }
}

/// Alice stands on the start road, Bob extends it (receiving the Synod), Alice extends
/// it again: Bob holds a Synod with no monastery on the board, his straight road in hand.
const SYNOD: &str = "Alice: place 1 0 0
                     Alice: meeple road E
                     Bob: place 2 0 0
                     Bob: pass
                     Alice: place 3 0 0
                     Alice: pass";

fn synod_game(db: &TestDb, language: Option<Lang>) -> Service {
    let new = NewGame {
        expansions: Expansions::default().with(Expansion::Gifts),
        tiles: tiles(&["BA/RFr", "BA/RFr", "BA/RFr", "BA/RFr"]),
        fixed: carcassonne_engine::Fixed { gifts: vec![Gift::Synod], ..Default::default() },
        language,
        ..NewGame::default()
    };
    let mut s = started(db, &["Alice", "Bob"], new);
    script(&mut s, SYNOD);
    s
}

on_both! {
    /// Bob's hand offers to waste the Synod, with a button and in autocomplete; naming a
    /// target, or none, is refused with the reason and the way to waste it; `gift synod
    /// waste` discards it and the table is told. Unopened it would have scored 2 at the
    /// end: Bob ends with 0, Alice's road of 4 tiles scores 4.
    fn a_gift_with_nothing_to_act_on_is_offered_wasted_and_told(db) {
        let mut s = synod_game(&db, None);
        let hand = ok(s.handle(&person("Bob"), Command::HAND));
        assert!(
            private(&hand).contains(
                "- `gift synod waste` — nothing to act on: it is discarded and does nothing (kept, it scores 2 at the end)"
            ),
            "{}",
            private(&hand)
        );
        let buttons: Vec<(Action, String)> =
            hand.choices.as_ref().unwrap().options.iter().map(|c| (c.action, c.label.clone())).collect();
        let waste = Action::from(Act::Gift(GiftPlay::Wasted(Gift::Synod)));
        assert_eq!(buttons, [(waste, "Synod: open it for nothing (wasted)".to_string())]);
        let suggested: Vec<String> =
            s.suggest(&person("Bob"), Suggest::CARD_TARGETS, "synod ").into_iter().map(|s| s.value).collect();
        assert_eq!(suggested, ["waste"]);

        let before = db.dump();
        let idle = "Your Synod has nothing to act on now: there is no unfinished monastery, or no meeple in your \
                    supply. Opened anyway, it does nothing and is wasted (`gift synod waste`); kept, it scores 2 \
                    points at the end.";
        assert_eq!(refused(s.handle_words(&person("Bob"), "gift synod 0 0 road E")), idle);
        assert_eq!(refused(s.handle_words(&person("Bob"), "gift synod")), idle);
        assert_eq!(db.dump(), before, "refusals write nothing");

        let wasted = script(&mut s, "Bob: gift synod waste");
        assert!(
            wasted.starts_with("Bob opens a gift: Synod — it has nothing to act on, so it is wasted.\n"),
            "{wasted}"
        );
        let status = ok(s.handle(&person("Alice"), Command::Status));
        assert!(private(&status).contains("Gifts held: Alice 0 · Bob 0 (24 in the deck, 1 opened)."));
        script(&mut s, "Bob: place 0 1 0\nBob: pass");
        assert_eq!(scores(&mut s), [4, 0]);
    }
}

on_both! {
    /// The same in a French game: the table is told in French, and a French-speaking Bob
    /// reads his refusal in French, from the French messages.
    fn a_wasted_gift_is_told_in_french(db) {
        let mut s = synod_game(&db, Some(Lang::Fr));
        let bob = Context { locale: "fr".into(), ..person("Bob") };
        let why = refused(s.handle_words(&bob, "gift synod"));
        assert!(why.starts_with("Votre carte Synode n'a rien sur quoi agir pour l'instant"), "{why}");
        assert!(why.contains("gaspillée (`présent synode gaspiller`)"), "{why}");
        let wasted = ok(s.handle_words(&bob, "présent synode gaspiller"));
        let wasted = public(&wasted);
        assert!(
            wasted.starts_with(
                "Bob déballe un présent\u{a0}: Synode — il n'a rien sur quoi agir\u{a0}: le présent est gaspillé.\n"
            ),
            "{wasted}"
        );
    }
}
