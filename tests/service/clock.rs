//! Turn clocks through the service, over a real SQLite file with an injected `now`: a
//! player who lets the clock run out is handed to a bot that moves, the channel is told
//! once, the player takes the seat back with `join` and plays on (with the whole clock
//! again); a restart between the last reminder and the deadline neither loses nor
//! repeats the hand-over; `none`, and games stored before clocks, never hand over; the
//! last reminder and `status` say how long is left; a castle owed off turn counts on
//! the same clock. In English and in French.

use crate::support as service_common;

use crate::support::backends::{TestDb, on_both};
use service_common::{T0, ok, person, service};

use carcassonne_bot::service::{Command, Context, Front, Lang, NewGame, Service, User};
use carcassonne_engine::rules::bridges_castles_bazaars as bcb;
use carcassonne_engine::{Action, Expansion, Expansions, Phase};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;

fn ctx(user: &str, now: i64) -> Context {
    Context { front: Front::Discord, now, ..person(user) }
}

/// A trusted driver's context: only the terminal may fix the seed, as scenarios do.
fn terminal(user: &str, now: i64) -> Context {
    Context { front: Front::Terminal, ..ctx(user, now) }
}

fn french(user: &str, now: i64) -> Context {
    Context { locale: "fr".into(), ..ctx(user, now) }
}

fn bots(now: i64) -> Context {
    Context::for_bots("g", "c", Front::Discord, now)
}

/// A two-player game (Alice then Bob) opened with `words` after `new` and started at
/// `T0`; Alice must place a tile.
fn started(db: &TestDb, words: &str) -> Service {
    let mut s = db.service();
    ok(s.handle_words(&terminal("Alice", T0), &format!("new seed 3 {words}")));
    ok(s.handle(&ctx("Bob", T0), Command::Join));
    ok(s.handle(&ctx("Alice", T0), Command::Start { keep_order: true }));
    s
}

/// `who` plays their whole turn at `now`: the first legal placement, then no figure
/// if the figure step comes.
fn turn(s: &mut Service, who: &str, now: i64) {
    let table = s.table(&ctx(who, now)).unwrap();
    let placement = table.game.as_ref().unwrap().legal_placements()[0];
    ok(s.handle(&ctx(who, now), Command::Play(Action::Place(placement))));
    if phase(s) == Phase::PlaceFigure {
        ok(s.handle(&ctx(who, now), Command::Play(Action::Pass)));
    }
}

fn phase(s: &mut Service) -> Phase {
    s.table(&ctx("any", T0)).unwrap().game.as_ref().unwrap().phase()
}

fn names(s: &mut Service) -> Vec<String> {
    s.table(&ctx("any", T0)).unwrap().names()
}

/// What the hand-overs due at `now` announce, per channel.
fn hand_overs(s: &mut Service, now: i64) -> Vec<String> {
    let handed = s.run_clocks(now).unwrap();
    handed.into_iter().map(|h| h.reply.public.unwrap_or_default()).collect()
}

fn status(s: &mut Service, asker: &Context) -> String {
    ok(s.handle(asker, Command::Status)).private.unwrap()
}

on_both! {
    fn a_late_player_is_replaced_by_a_bot_that_moves_until_they_come_back(db) {
        let mut s = started(&db, "clock 24h");
        let moved = T0 + HOUR;
        turn(&mut s, "Alice", moved);
        assert!(hand_overs(&mut s, moved + DAY - 1).is_empty(), "Bob still has a millisecond");

        let handed = s.run_clocks(moved + DAY).unwrap();
        assert_eq!(handed.len(), 1);
        let (handover, game) = (&handed[0], s.table(&ctx("any", T0)).unwrap().row.id.0);
        assert_eq!((handover.guild.as_str(), handover.channel.as_str()), ("g", "c"));
        assert_eq!(
            handover.reply.public.as_deref(),
            Some("Bob's time ran out: a bot plays for Bob until Bob comes back with `/join`.")
        );
        assert_eq!(handover.reply.change.as_ref().map(|c| c.game), Some(game));
        assert!(handover.reply.mentions.is_empty(), "nobody is pinged");
        assert!(hand_overs(&mut s, moved + DAY + MINUTE).is_empty(), "told once");
        assert_eq!(names(&mut s), ["Alice", "Bob (bot)"]);
        let seat = s.table(&ctx("any", T0)).unwrap().seats[1].clone();
        assert_eq!((seat.is_bot, seat.bot_level.as_deref()), (true, Some("normal")));
        assert!(s.due_reminders(moved + DAY + HOUR, HOUR).unwrap().is_empty(), "a bot is never reminded");

        // The bot plays Bob's turn by itself; then Alice plays hers.
        let played = s.bot_turn(&bots(moved + DAY), Default::default()).expect("the bot's move");
        assert!(played.public.unwrap().contains("Bob (bot) placed"));
        let alice_again = moved + DAY + HOUR;
        turn(&mut s, "Alice", alice_again);

        // Bob is back a month later: the seat is his, and the decision waiting for him has
        // its whole clock again rather than running out at once.
        let back = alice_again + 30 * DAY;
        let joined = ok(s.handle(&ctx("Bob", back), Command::Join));
        assert!(joined.public.unwrap().starts_with("Bob takes their seat back"));
        assert_eq!(names(&mut s), ["Alice", "Bob"]);
        assert!(hand_overs(&mut s, back).is_empty(), "not handed over again at once");
        assert!(status(&mut s, &ctx("Alice", back + HOUR)).contains("\nBob has 23 hours left.\n"));
        let reminded = s.due_reminders(back + HOUR, HOUR).unwrap();
        assert_eq!(reminded.iter().map(|r| r.mentions.clone()).collect::<Vec<_>>(), [["id-Bob"]]);
        turn(&mut s, "Bob", back + 2 * HOUR);
        assert_eq!(names(&mut s), ["Alice", "Bob"], "he plays on");
        assert!(hand_overs(&mut s, back + 2 * HOUR + DAY - 1).is_empty(), "Alice's own clock started with her turn");
        assert_eq!(hand_overs(&mut s, back + 2 * HOUR + DAY).len(), 1);
    }
}

on_both! {
    fn a_restart_between_the_last_reminder_and_the_deadline_neither_loses_nor_repeats_it(db) {
        // Reminders every 12 hours; a 12-hour clock halves that, so one warning comes.
        let delay = 12 * HOUR;
        let mut s = started(&db, "clock 12h");
        assert!(s.due_reminders(T0 + 6 * HOUR - 1, delay).unwrap().is_empty());
        let due = s.due_reminders(T0 + 6 * HOUR, delay).unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].mentions, ["id-Alice"]);
        assert!(
            due[0].text.ends_with("\nAlice, 6 hours left before a bot plays for you."),
            "the last reminder says so: {}",
            due[0].text
        );
        s.reminded(&due[0], T0 + 6 * HOUR).unwrap();
        drop(s);

        let mut s = db.service();
        assert!(s.due_reminders(T0 + 6 * HOUR + MINUTE, delay).unwrap().is_empty(), "not reminded twice");
        assert!(hand_overs(&mut s, T0 + 12 * HOUR - 1).is_empty());
        assert!(s.due_reminders(T0 + 12 * HOUR, delay).unwrap().is_empty(), "the deadline: no reminder");
        let told = hand_overs(&mut s, T0 + 12 * HOUR + 5 * MINUTE);
        assert_eq!(told, ["Alice's time ran out: a bot plays for Alice until Alice comes back with `/join`."]);
        drop(s);

        let mut s = db.service();
        assert!(hand_overs(&mut s, T0 + 13 * HOUR).is_empty(), "not repeated after another restart");
        assert_eq!(names(&mut s), ["Alice (bot)", "Bob"]);
    }
}

on_both! {
    /// A clock that was not run at its deadline (the bot was down) hands over at the next
    /// run all the same.
    fn a_deadline_missed_while_down_hands_over_at_the_next_run(db) {
        let mut s = started(&db, "");
        drop(s);
        s = db.service();
        assert_eq!(hand_overs(&mut s, T0 + 10 * DAY).len(), 1, "the default clock, 3 days, ran out long ago");
        assert_eq!(names(&mut s), ["Alice (bot)", "Bob"]);
    }
}

on_both! {
    fn without_a_clock_nobody_is_ever_handed_over(db) {
        let mut s = db.service();
        let opened = ok(s.handle_words(&terminal("Alice", T0), "new seed 3 clock none"));
        assert!(opened.public.unwrap().contains("No clock: the game waits as long as it takes."));
        ok(s.handle(&ctx("Bob", T0), Command::Join));
        ok(s.handle(&ctx("Alice", T0), Command::Start { keep_order: true }));
        assert!(hand_overs(&mut s, T0 + 365 * DAY).is_empty());
        assert_eq!(names(&mut s), ["Alice", "Bob"]);
        let due = s.due_reminders(T0 + 365 * DAY, 12 * HOUR).unwrap();
        assert_eq!(due.len(), 1, "reminders keep their cadence");
        assert!(!due[0].text.contains("left before"), "{}", due[0].text);
        let told = status(&mut s, &ctx("Bob", T0 + DAY));
        assert!(
            told.contains("\nNo clock: the game waits as long as it takes.\n") && !told.contains("Alice has"),
            "{told}"
        );
    }
}

/// `tests/fixtures/game-v1.db` was written before clocks: its game keeps none. (SQLite
/// only: such files are older than PostgreSQL's schema.)
#[test]
fn a_game_stored_before_clocks_never_hands_over() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/game-v1.db"), &path).unwrap();
    let mut s = service(&path);
    let local = |name: &str| Context {
        guild: "local".into(),
        channel: "local".into(),
        user: User { id: format!("local:{name}"), name: name.into() },
        ..ctx(name, T0)
    };
    let table = s.table(&local("Alice")).unwrap();
    assert_eq!(table.row.clock_ms, None);
    assert!(s.run_clocks(T0 + 3650 * DAY).unwrap().is_empty());
    assert_eq!(s.table(&local("Alice")).unwrap().names(), ["Alice", "Bob"]);
}

on_both! {
    fn the_lobby_status_and_options_tell_the_clock_in_the_readers_language(db) {
        let mut s = db.service();
        let opened = ok(s.handle(&ctx("Alice", T0), Command::New(NewGame::default())));
        assert!(
            opened.public.unwrap().contains("Language: English. Clock: 3 days per decision, then a bot plays.\n"),
            "the default clock"
        );
        ok(s.handle(&ctx("Bob", T0), Command::Join));
        ok(s.handle(&ctx("Alice", T0), Command::Start { keep_order: true }));
        let now = T0 + 19 * HOUR + 50 * MINUTE;
        let english = status(&mut s, &ctx("Bob", now));
        assert!(
            english.ends_with(
                "\nAlice has 2 days 4 hours left.\nClock: 3 days per decision, then a bot plays.\nLanguage: English."
            ),
            "{english}"
        );
        let in_french = status(&mut s, &french("Bob", now));
        assert!(
            in_french.ends_with(
                "\nIl reste 2 jours 4 heures à Alice.\nDélai\u{a0}: 3 jours par décision, puis un bot joue.\nLangue\u{a0}: anglais."
            ),
            "{in_french}"
        );
        let nearly = status(&mut s, &ctx("Bob", T0 + 3 * DAY - 10 * MINUTE));
        assert!(nearly.contains("\nAlice has 10 minutes left.\n"), "{nearly}");

        let options = ok(s.handle(&ctx("Bob", now), Command::Options)).private.unwrap();
        assert!(
            options.contains("Clocks: 12h, 24h, 3d (default), 7d, none. Choose one with `/new clock:24h`"),
            "{options}"
        );
        let options = ok(s.handle(&french("Bob", now), Command::Options)).private.unwrap();
        assert!(
            options.contains(
                "Délais\u{a0}: 12h, 24h, 3j (par défaut), 7j, aucun. Choisissez-en un avec `/nouvelle délai:24h`"
            ),
            "{options}"
        );
        let refused = s.handle_words(&ctx("Bob", now), "new clock 2d");
        assert!(refused.refused && refused.private.unwrap().contains("`2d` is not a clock"));
    }
}

on_both! {
    /// Bob's meeple stands in a city cap at 1 -1; Alice closes it with a cap at 1 -2: a
    /// small city, Bob's castle to decide on though it is Alice's turn. The game speaks
    /// French.
    fn a_castle_owed_off_turn_counts_on_the_same_clock(db) {
        let mut s = db.service();
        let tiles = ["BA/RFr", "BA/C", "BA/C", "BA/RFr"].iter().map(|t| t.parse().unwrap()).collect();
        let new = NewGame {
            expansions: Expansions::default().with(Expansion::BridgesCastlesBazaars),
            seed: Some(1),
            tiles: Some(tiles),
            language: Some(Lang::Fr),
            clock: "24h".parse().ok(),
            ..NewGame::default()
        };
        ok(s.handle(&terminal("Alice", T0), Command::New(new)));
        ok(s.handle(&ctx("Bob", T0), Command::Join));
        ok(s.handle(&ctx("Alice", T0), Command::Start { keep_order: true }));
        for (who, words) in [
            ("Alice", "place 1 0 0"),
            ("Alice", "pass"),
            ("Bob", "place 1 -1 0"),
            ("Bob", "meeple city N"),
            ("Alice", "place 1 -2 180"),
            ("Alice", "pass"),
        ] {
            ok(s.handle_words(&ctx(who, T0), words));
        }
        assert_eq!(phase(&mut s), Phase::from(bcb::Ph::Castle));

        let due = s.due_reminders(T0 + 12 * HOUR, 12 * HOUR).unwrap();
        assert_eq!(due[0].mentions, ["id-Bob"]);
        assert!(
            due[0].text.ends_with("\nBob, il vous reste 12 heures avant qu'un bot joue pour vous."),
            "{}",
            due[0].text
        );
        let told = hand_overs(&mut s, T0 + DAY);
        assert_eq!(
            told,
            ["Le temps de Bob est écoulé\u{a0}: un bot joue pour Bob jusqu'à son retour avec `/rejoindre`."]
        );
        let decided = s.bot_turn(&bots(T0 + DAY), Default::default()).expect("the castle decided");
        assert!(decided.public.unwrap().contains("Bob (bot)"));
        assert_ne!(phase(&mut s), Phase::from(bcb::Ph::Castle));
    }
}
