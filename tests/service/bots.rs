//! Bot seats in the service: seated in the lobby with `join bot LEVEL`, handed a
//! player's seat with `bot NAME [LEVEL]`, and moving by themselves through
//! `Service::bot_turn`: one reply per turn, like anyone's, pinging the next person;
//! never twice for one turn when two drivers race; never reminded; deciding from their
//! own seat's view alone.

use crate::support as service_common;

use crate::support::backends::{TestDb, on_both};
use service_common::{ok, person, refused, while_bots_move};

use carcassonne_bot::ai::Budget;
use carcassonne_bot::service::{
    Command, Context, Front, HistoryAsk, NewGame, Reply, Service, verbs::Answers,
};
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::{Action, Event, Expansion, Expansions, Phase, Seat};

const NOW: i64 = 1_000;

fn ctx(user: &str) -> Context {
    Context { now: NOW, ..person(user) }
}

fn bots() -> Context {
    Context::for_bots("g", "c", Front::Terminal, NOW)
}

fn cmd(text: &str) -> Command {
    text.parse().unwrap()
}

/// A game opened by Alice with `new`, seated in order (people by name, bots as
/// `easy`/`normal`/`hard`), started in that order.
fn game(db: &TestDb, new: NewGame, seats: &[&str]) -> Service {
    let mut s = db.service();
    ok(s.handle(&ctx("Alice"), Command::New(new)));
    for seat in seats {
        match *seat {
            "Alice" => {}
            "easy" | "normal" | "hard" => _ = ok(s.handle(&ctx("Alice"), cmd(&format!("join bot {seat}")))),
            person => _ = ok(s.handle(&ctx(person), Command::Join)),
        }
    }
    ok(s.handle(&ctx("Alice"), Command::Start { keep_order: true }));
    s
}

fn seeded(seed: u64) -> NewGame {
    NewGame { seed: Some(seed), ..NewGame::default() }
}

/// The name and first legal action of the first person the game waits for.
fn person_to_move(s: &mut Service) -> Option<(String, Action)> {
    let table = s.table(&ctx("Alice")).unwrap();
    let game = table.game.as_ref()?;
    let seat = game
        .decisions()
        .iter()
        .flat_map(|d| d.seats.iter())
        .find(|seat| !table.seats[seat.index()].is_bot)?;
    Some((table.names()[seat.index()].clone(), game.legal_actions(seat)[0]))
}

fn over(s: &mut Service) -> bool {
    s.table(&ctx("Alice")).unwrap().game.is_some_and(|g| g.is_over())
}

on_both! {
    fn a_bot_joins_the_lobby_by_its_level(db) {
        let mut s = db.service();
        ok(s.handle(&ctx("Alice"), cmd("new seed 1")));
        let joined = ok(s.handle(&ctx("Alice"), cmd("join bot hard")));
        let text = joined.public.unwrap();
        assert!(
            text.starts_with("Bot 1 joined: a hard bot (it looks ahead") && text.contains("2 players seated"),
            "{text}"
        );
        assert!(joined.change.is_some());
        // What a level does reads as a sentence about the bot.
        let normal = ok(s.handle(&ctx("Alice"), cmd("join bot"))).public.unwrap();
        assert!(
            normal.starts_with("Bot 2 joined: a normal bot (it plays the move worth the most this turn, "),
            "{normal}"
        );
        let table = s.table(&ctx("Alice")).unwrap();
        let seats: Vec<(&str, bool, Option<&str>, Option<&str>)> = table
            .seats
            .iter()
            .map(|s| (s.display_name.as_str(), s.is_bot, s.user_id.as_deref(), s.bot_level.as_deref()))
            .collect();
        assert_eq!(
            seats,
            [
                ("Alice", false, Some("id-Alice"), None),
                ("Bot 1", true, None, Some("hard")),
                ("Bot 2", true, None, Some("normal")),
            ]
        );
        let before = db.dump();
        assert!(refused(s.handle(&ctx("Bob"), cmd("join bot easy"))).contains("Take a seat first"));
        assert!(refused(s.handle_words(&ctx("Alice"), "join bot genius")).contains("easy, normal or hard"));
        assert_eq!(db.dump(), before, "refusals write nothing");
        // A bot seat is a seat: it counts toward the six.
        for _ in 0..3 {
            ok(s.handle(&ctx("Alice"), cmd("join bot easy")));
        }
        assert!(refused(s.handle(&ctx("Alice"), cmd("join bot easy"))).contains("full"));
    }
}

on_both! {
    /// The last person to leave a lobby closes it, bots or not: bots alone cannot start.
    fn a_lobby_of_bots_alone_closes(db) {
        let mut s = db.service();
        ok(s.handle(&ctx("Alice"), cmd("new seed 1")));
        ok(s.handle(&ctx("Bob"), Command::Join));
        ok(s.handle(&ctx("Alice"), cmd("join bot easy")));
        let text = ok(s.handle(&ctx("Alice"), Command::Leave)).public.unwrap();
        assert!(text.contains("2 players seated"), "{text}");
        let text = ok(s.handle(&ctx("Bob"), Command::Leave)).public.unwrap();
        assert_eq!(text, "Bob left; only bots are seated now, so the game is closed.");
        ok(s.handle(&ctx("Bob"), cmd("new")));
    }
}

on_both! {
    /// A whole game of Alice against two bots: each bot turn is one reply (its placement and
    /// its figure together) with the board, pinging Alice when she must act, and the game
    /// reaches its end.
    fn bots_and_a_person_play_a_whole_game(db) {
        let mut s = game(&db, seeded(4), &["Alice", "normal", "easy"]);
        assert!(s.bot_turn(&bots(), Budget::default()).is_none(), "Alice moves first");
        let (mut bot_turns, mut bot_channels_seen) = (0, 0);
        while !over(&mut s) {
            if s.bot_channels().unwrap() == [("g".to_string(), "c".to_string())] {
                bot_channels_seen += 1;
            }
            if let Some(reply) = s.bot_turn(&bots(), Budget::default()) {
                bot_turns += 1;
                assert!(!reply.refused && reply.private.is_none(), "{reply:?}");
                assert!(reply.image.is_some(), "the board");
                let events = &reply.change.as_ref().expect("a change").events;
                let placed = events.iter().filter(|e| matches!(e, Event::TilePlaced { .. })).count();
                assert!(placed <= 1, "one turn per reply: {events:?}");
                let text = reply.public.as_deref().unwrap_or_default();
                assert!(text.contains("Bot 1 placed") || text.contains("Bot 2 placed"), "{text}");
                // The turn is over: no bot owes a step of it any more.
                let owed = s.owed(&ctx("Alice")).unwrap();
                let steps = owed.iter().filter(|o| o.name.starts_with("Bot") && o.answers != Answers::PlaceTile);
                assert_eq!(steps.count(), 0, "{owed:?}");
                let alice_next = owed.first().is_some_and(|o| o.name == "Alice");
                assert_eq!(reply.mentions.contains(&"id-Alice".to_string()), alice_next, "{text}");
                continue;
            }
            assert!(s.bot_channels().unwrap().is_empty(), "no bot waits");
            let (who, action) = person_to_move(&mut s).expect("a person to move");
            assert_eq!(who, "Alice");
            let reply = ok(s.handle(&ctx("Alice"), Command::Play(action)));
            assert!(reply.mentions.iter().all(|m| m == "id-Alice" || m.is_empty()), "bots are never pinged");
        }
        assert!(bot_turns >= 40, "two bots' turns of a 71-tile game: {bot_turns}");
        assert_eq!(bot_channels_seen, bot_turns, "listed whenever a bot was to move");
        let scores = ok(s.handle(&ctx("Alice"), Command::Status)).private.unwrap();
        assert!(scores.contains("game is over"), "{scores}");
    }
}

on_both! {
    /// With every expansion, bots answer whatever the engine says they owe, off-turn
    /// decisions included: a bazaar's bids (a raise or a pass when someone else chose) and
    /// castles.
    fn bots_answer_every_expansions_decisions(db) {
        let expansions = Expansions::default()
            .with(Expansion::HillsSheep)
            .with(Expansion::BridgesCastlesBazaars)
            .with(Expansion::Gifts);
        let mut s = game(&db, NewGame { expansions, ..seeded(11) }, &["Alice", "easy", "normal"]);
        let bot = |seat: &Seat| seat.index() > 0;
        let mut off_turn = Vec::new();
        for _ in 0..400 {
            if over(&mut s) || !off_turn.is_empty() {
                break;
            }
            if let Some(reply) = s.bot_turn(&bots(), Budget::default()) {
                assert!(reply.private.is_none(), "what a bot alone sees stays unsaid");
                let events = reply.change.unwrap().events;
                off_turn.extend(events.into_iter().filter(|e| match bcb::Happened::of(e) {
                    Some(
                        bcb::Happened::BidMade { seat, .. }
                        | bcb::Happened::BidPassed { seat }
                        | bcb::Happened::CastleChosen { seat, .. },
                    ) => bot(seat),
                    _ => false,
                }));
                continue;
            }
            let (who, action) = person_to_move(&mut s).expect("a person to move");
            ok(s.handle(&ctx(&who), Command::Play(action)));
        }
        assert!(!off_turn.is_empty(), "a bot bid, passed or chose a castle");
    }
}

on_both! {
    fn a_seat_is_handed_to_a_bot_by_its_player_the_creator_or_a_moderator(db) {
        let mut s = game(&db, seeded(2), &["Alice", "Bob", "Carol", "Dan"]);
        let before = db.dump();
        let refusals = [
            (ctx("Carol"), "bot Bob", "Only Bob themselves, the game's creator or a moderator"),
            (
                ctx("Alice"),
                "bot Zed",
                "Nobody called Zed sits at this game; the players are Alice, Bob, Carol and Dan",
            ),
            (ctx("Alice"), "bot Bob genius", "Nobody called Bob genius"),
        ];
        for (who, words, expected) in refusals {
            let text = refused(s.handle(&who, cmd(words)));
            assert!(text.contains(expected), "{words}: {text}");
        }
        assert_eq!(db.dump(), before, "refusals write nothing");

        // Bob hands over his own seat; the creator Carol's; a moderator who does not play, Dan's.
        let own = ok(s.handle(&ctx("Bob"), cmd("bot bob easy"))).public.unwrap();
        assert_eq!(
            own,
            "Bob handed their seat to an easy bot, which plays as Bob (bot) from now on: it plays random \
             legal moves. Bob takes it back with `join`."
        );
        let creator = ok(s.handle(&ctx("Alice"), cmd("bot Carol"))).public.unwrap();
        assert!(creator.starts_with("Alice handed Carol's seat to a normal bot"), "{creator}");
        let moderator = Context { can_manage: true, ..ctx("Mod") };
        let reply = ok(s.handle(&moderator, cmd("bot Dan hard")));
        assert!(reply.change.is_some(), "a change, so front ends let the bot move");
        assert!(refused(s.handle(&ctx("Alice"), cmd("bot Bob"))).contains("already played by a bot"));

        let table = s.table(&ctx("Alice")).unwrap();
        assert_eq!(table.names(), ["Alice", "Bob (bot)", "Carol (bot)", "Dan (bot)"]);
        let seats: Vec<(&str, bool, Option<&str>, Option<&str>)> = table
            .seats
            .iter()
            .map(|s| (s.display_name.as_str(), s.is_bot, s.user_id.as_deref(), s.bot_level.as_deref()))
            .collect();
        assert_eq!(
            seats,
            [
                ("Alice", false, Some("id-Alice"), None),
                ("Bob", true, None, Some("easy")),
                ("Carol", true, None, Some("normal")),
                ("Dan", true, None, Some("hard")),
            ]
        );
        // Bob no longer plays; Alice moves, then Bob's seat moves by itself.
        assert!(refused(s.handle(&ctx("Bob"), cmd("pass"))).contains("not seated"));
        let (who, action) = person_to_move(&mut s).unwrap();
        assert_eq!(who, "Alice");
        ok(s.handle(&ctx("Alice"), Command::Play(action)));
        if let Some((_, step)) = person_to_move(&mut s).filter(|(who, _)| who == "Alice") {
            ok(s.handle(&ctx("Alice"), Command::Play(step)));
        }
        let reply = s.bot_turn(&bots(), Budget::default()).expect("Bob's seat moves");
        assert!(reply.public.unwrap().contains("Bob (bot) placed"));
    }
}

on_both! {
    /// A player whose seat a bot took over takes it back with `join`, and plays on from
    /// where the bot left it: the bot no longer moves for it, a bot's move thought out
    /// before the return is refused, and nobody else can take the seat.
    fn a_player_takes_their_seat_back_from_the_bot(db) {
        let mut s = game(&db, seeded(3), &["Alice", "Bob"]);
        ok(s.handle(&ctx("Bob"), cmd("bot Bob")));
        let before = db.dump();
        for who in ["Alice", "Carol"] {
            let text = refused(s.handle(&ctx(who), Command::Join));
            assert!(text.contains("already started"), "{who}: {text}");
        }
        assert_eq!(db.dump(), before, "refusals write nothing");
        // The bot plays Bob's turns while Alice plays hers.
        while_bots_move(&mut s, &bots(), 2, |s| {
            let (who, action) = person_to_move(s).expect("Alice to move");
            assert_eq!(who, "Alice");
            ok(s.handle(&ctx("Alice"), Command::Play(action)));
        });
        // Bob is back before his seat's next turn: the game waits for him, not a bot.
        let (who, action) = person_to_move(&mut s).expect("Alice to move");
        assert_eq!(who, "Alice");
        ok(s.handle(&ctx("Alice"), Command::Play(action)));
        while let Some((who, step)) = person_to_move(&mut s).filter(|(who, _)| who == "Alice") {
            ok(s.handle(&ctx(&who), Command::Play(step)));
        }
        let back = ok(s.handle(&ctx("Bob"), Command::Join));
        let text = back.public.unwrap();
        assert!(text.starts_with("Bob takes their seat back from the bot.\nBob, your turn"), "{text}");
        assert!(back.mentions.is_empty(), "Bob is here: no ping of himself");
        assert!(back.image.is_some() && back.change.is_some(), "the board, and a change for the front ends");
        assert_eq!(s.table(&ctx("Bob")).unwrap().names(), ["Alice", "Bob"]);
        assert!(s.bot_turn(&bots(), Budget::default()).is_none(), "no bot plays Bob's seat now");
        assert!(s.bot_channels().unwrap().is_empty());
        let (who, action) = person_to_move(&mut s).expect("Bob to move");
        assert_eq!(who, "Bob");
        ok(s.handle(&ctx("Bob"), Command::Play(action)));
        assert!(refused(s.handle(&ctx("Bob"), Command::Join)).contains("already started"));
    }
}

on_both! {
    /// Anyone seated in a lobby takes a bot out of it by name; the lobby's message then
    /// lists who is left. Unknown names and outsiders are refused.
    fn a_bot_is_taken_out_of_the_lobby(db) {
        let mut s = db.service();
        ok(s.handle(&ctx("Alice"), cmd("new seed 1")));
        ok(s.handle(&ctx("Alice"), cmd("join bot easy")));
        ok(s.handle(&ctx("Alice"), cmd("join bot hard")));
        ok(s.handle(&ctx("Bob"), Command::Join));
        let before = db.dump();
        let text = refused(s.handle(&ctx("Alice"), cmd("leave bot Bot 7")));
        assert_eq!(text, "No bot called Bot 7 sits in this lobby; the bots are: Bot 1, Bot 2.");
        assert!(refused(s.handle(&ctx("Alice"), cmd("leave bot Bob"))).contains("No bot called Bob"));
        assert!(refused(s.handle(&ctx("Carol"), cmd("leave bot Bot 1"))).contains("not seated"));
        assert_eq!(db.dump(), before, "refusals write nothing");
        let reply = ok(s.handle(&ctx("Bob"), cmd("leave bot bot 1")));
        assert!(reply.lobby, "the lobby's buttons go with it");
        assert_eq!(
            reply.public.unwrap(),
            "Bob took Bot 1 out of the game. 3 players seated (Alice, Bot 2, Bob). Language: English. Clock: 3 days per \
             decision, then a bot plays.\n`join` to play, `join bot` to seat a bot; `start` when everybody is in."
        );
        let names = s.table(&ctx("Alice")).unwrap().names();
        assert_eq!(names, ["Alice", "Bot 2", "Bob"]);
        // A new bot takes the first free name.
        assert!(ok(s.handle(&ctx("Alice"), cmd("join bot"))).public.unwrap().starts_with("Bot 1 joined"));
        ok(s.handle(&ctx("Alice"), cmd("start")));
        assert!(refused(s.handle(&ctx("Alice"), cmd("leave bot Bot 2"))).contains("already started"));
    }
}

on_both! {
    fn a_seat_cannot_be_handed_over_before_the_game_starts(db) {
        let mut s = db.service();
        ok(s.handle(&ctx("Alice"), cmd("new seed 1")));
        ok(s.handle(&ctx("Bob"), Command::Join));
        assert!(refused(s.handle(&ctx("Bob"), cmd("bot Bob"))).contains("not started"));
    }
}

on_both! {
    /// Drivers racing for one bot turn: exactly one plays it; the others find it played
    /// (or lose on the revision check) and answer nothing.
    fn racing_drivers_play_a_bot_turn_once(db) {
        let mut s = game(&db, seeded(5), &["Alice", "normal"]);
        let (_, action) = person_to_move(&mut s).unwrap();
        ok(s.handle(&ctx("Alice"), Command::Play(action)));
        if let Some((_, step)) = person_to_move(&mut s).filter(|_| s.bot_channels().unwrap().is_empty()) {
            ok(s.handle(&ctx("Alice"), Command::Play(step)));
        }
        let moves_before =
            s.handle(&ctx("Alice"), Command::History(HistoryAsk::default())).private.unwrap().lines().count();
        let barrier = std::sync::Barrier::new(6);
        let replies: Vec<Reply> = std::thread::scope(|scope| {
            let handles: Vec<_> = (0..6)
                .map(|_| {
                    scope.spawn(|| {
                        let mut s = db.service();
                        barrier.wait();
                        s.bot_turn(&bots(), Budget::default())
                    })
                })
                .collect();
            handles.into_iter().filter_map(|h| h.join().unwrap()).collect()
        });
        assert_eq!(replies.len(), 1, "{replies:?}");
        let played =
            replies[0].change.as_ref().unwrap().events.iter().filter(|e| !matches!(e, Event::TileDrawn { .. }));
        assert!(played.count() >= 1);
        let history = s.handle(&ctx("Alice"), Command::History(HistoryAsk::default())).private.unwrap();
        let bot_moves = history.lines().skip(moves_before).filter(|l| l.contains(". Bot 1 ")).count();
        let phase = s.table(&ctx("Alice")).unwrap().game.unwrap().phase();
        assert!(matches!(phase, Phase::PlaceTile(_)), "Alice's turn again");
        assert!((1..=2).contains(&bot_moves), "one placement and at most one figure:\n{history}");
    }
}

on_both! {
    /// A bot decides from its own seat's view: two games alike in all it may see, but
    /// whose hidden stacks differ, get the same move.
    fn a_bot_decides_from_what_its_seat_sees(db) {
        let turn = |stack: &[&str]| {
            let tiles = stack.iter().map(|t| t.parse().unwrap()).collect();
            let db = db.another();
            let mut s = game(&db, NewGame { tiles: Some(tiles), ..seeded(9) }, &["Alice", "normal"]);
            ok(s.handle(&ctx("Alice"), cmd("place 1 0 0")));
            ok(s.handle(&ctx("Alice"), cmd("pass")));
            let events = s.bot_turn(&bots(), Budget::default()).expect("the bot's turn").change.unwrap().events;
            events.into_iter().filter(|e| !matches!(e, Event::TileDrawn { .. })).collect::<Vec<_>>()
        };
        let one = turn(&["BA/RFr", "BA/C", "BA/L", "BA/RFr", "BA/C"]);
        // The same tiles left, in another order.
        let other = turn(&["BA/RFr", "BA/C", "BA/C", "BA/RFr", "BA/L"]);
        assert_eq!(one, other);
        assert!(one.iter().any(|e| matches!(e, Event::TilePlaced { seat: Seat(1), .. })), "{one:?}");
    }
}

on_both! {
    /// Nobody is reminded of a bot's turn: it moves by itself. A person's turn is reminded.
    fn reminders_never_wait_on_a_bot(db) {
        let mut s = game(&db, seeded(5), &["Alice", "normal"]);
        let later = NOW + 10 * 3_600_000;
        assert_eq!(s.due_reminders(later, 3_600_000).unwrap().len(), 1, "Alice's turn");
        let (_, action) = person_to_move(&mut s).unwrap();
        ok(s.handle(&ctx("Alice"), Command::Play(action)));
        if s.bot_channels().unwrap().is_empty() {
            let (_, step) = person_to_move(&mut s).unwrap();
            ok(s.handle(&ctx("Alice"), Command::Play(step)));
        }
        assert_eq!(s.bot_channels().unwrap().len(), 1, "the bot's turn");
        assert!(s.due_reminders(later, 3_600_000).unwrap().is_empty(), "no reminder for a bot");
        s.bot_turn(&bots(), Budget::default()).expect("the bot moves");
        let due = s.due_reminders(later, 3_600_000).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].mentions, ["id-Alice"]);
    }
}
