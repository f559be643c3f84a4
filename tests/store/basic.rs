//! Round trips through every store method, the one-open-game-per-channel rule, rollback
//! of a failed command and idempotent reopening, on SQLite and on PostgreSQL; and what
//! only files have (their folder, WAL, a file from a newer bot refused: PostgreSQL's
//! newer schema is refused in `parity`).

use crate::support::store as store_common;

use std::panic::{AssertUnwindSafe, catch_unwind};

use carcassonne_bot::store::{
    GameId, GameRow, LiveRow, NewGame, NewSeat, ParseStatusError, SeatRow, Status, Store, StoreError, schema,
};
use store_common::{NOW, active_game, human, new_game};

use crate::support::backends::on_both;

fn read<T>(
    store: &mut Store,
    f: impl FnMut(&carcassonne_bot::store::ReadTx<'_>) -> Result<T, StoreError>,
) -> T {
    store.read(f).expect("read")
}

fn dump(store: &mut Store) -> String {
    read(store, |tx| tx.dump())
}

#[test]
fn migrations_validate() {
    schema::migrations().validate().expect("valid migrations");
}

/// The `.sql` files in `folder`, sorted.
fn sql_files(folder: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .expect("migrations folder")
        .map(|entry| entry.expect("entry").file_name().into_string().expect("utf-8 name"))
        .filter(|name| name.ends_with(".sql"))
        .collect();
    names.sort();
    names
}

/// Every file in `migrations/` (SQLite's) and `migrations/postgres/` is numbered in
/// sequence and listed, so a new file cannot be forgotten in its `MIGRATIONS`.
#[test]
fn every_migration_file_is_numbered_and_listed() {
    let names = sql_files(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations"));
    let postgres = sql_files(concat!(env!("CARGO_MANIFEST_DIR"), "/migrations/postgres"));
    let listed: Vec<String> =
        carcassonne_bot::store::postgres::MIGRATIONS.iter().map(|(name, _)| format!("{name}.sql")).collect();
    assert_eq!(postgres, listed);
    for (i, name) in postgres.iter().enumerate() {
        assert!(name.starts_with(&format!("{:04}_", i + 1)), "{name}");
    }
    for (i, name) in names.iter().enumerate() {
        let prefix = format!("{:04}_", i + 1);
        assert!(
            name.starts_with(&prefix) && name.ends_with(".sql"),
            "migration {name} should start with {prefix} and end with .sql"
        );
    }
    assert_eq!(names.len(), schema::MIGRATIONS.len());
    assert_eq!(names.len(), schema::latest_version());
}

#[test]
fn fresh_file_gets_its_folder_wal_and_the_schema() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("nested/data/carcassonne.db");
    drop(Store::open(&path).expect("open"));

    let conn = rusqlite::Connection::open(&path).expect("raw open");
    let mode: String = conn.pragma_query_value(None, "journal_mode", |row| row.get(0)).expect("journal_mode");
    assert_eq!(mode, "wal");
    let version: usize =
        conn.pragma_query_value(None, "user_version", |row| row.get(0)).expect("user_version");
    assert_eq!(version, schema::latest_version());
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .expect("prepare")
        .query_map([], |row| row.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    assert_eq!(
        tables,
        [
            "actions",
            "game_results",
            "games",
            "identify_slots",
            "live_messages",
            "notify_prefs",
            "page_moves",
            "player_points",
            "player_results",
            "ratings",
            "reminders",
            "seats",
            "shard_leases",
            "shard_members",
            "timelapses"
        ]
    );
}

on_both! {
    /// Opening a database again (a restart) finds what was there, migrates nothing twice
    /// and changes nothing.
    fn reopening_is_idempotent(db) {
        let mut store = db.store();
        let game = active_game(&mut store, "c1");
        store.write(|tx| tx.append_action(game, 1, 0, "T A1 r0", NOW)).expect("append");
        let before = dump(&mut store);
        drop(store);

        for _ in 0..3 {
            assert_eq!(dump(&mut db.store()), before);
        }
    }
}

#[test]
fn status_names_round_trip() {
    for status in Status::ALL {
        assert_eq!(status.as_str().parse::<Status>(), Ok(status));
        assert_eq!(status.to_string(), status.as_str());
    }
    assert_eq!("running".parse::<Status>(), Err(ParseStatusError("running".into())));
    let open: Vec<Status> = Status::ALL.into_iter().filter(|s| s.is_open()).collect();
    assert_eq!(open, [Status::Lobby, Status::Active]);
}

on_both! {
    fn game_round_trip(db) {
        let mut store = db.store();
        let new = NewGame { seed: u64::MAX - 1, engine_version: 3, ..new_game("c1") };
        let id = store.write(|tx| tx.create_game(&new)).expect("create");
        let expected = GameRow {
            id,
            guild_id: "g1".into(),
            channel_id: "c1".into(),
            creator_id: "alice".into(),
            status: Status::Lobby,
            setup: new.setup.into(),
            seed: u64::MAX - 1,
            engine_version: 3,
            revision: 0,
            created_at: NOW,
            updated_at: NOW,
            language: "en".into(),
            clock_ms: None,
            sent_at: None,
        };
        assert_eq!(read(&mut store, |tx| tx.game(id)), Some(expected.clone()));
        store.write(|tx| tx.set_clock(id, Some(86_400_000))).expect("set the clock");
        let clocked = GameRow { clock_ms: Some(86_400_000), ..expected.clone() };
        assert_eq!(read(&mut store, |tx| tx.game(id)), Some(clocked), "the clock, and nothing else, changed");
        store.write(|tx| tx.set_clock(id, None)).expect("no clock");
        store.write(|tx| tx.set_language(id, "fr")).expect("set the language");
        let french = GameRow { language: "fr".into(), ..expected.clone() };
        assert_eq!(read(&mut store, |tx| tx.game(id)), Some(french), "the language, and nothing else, changed");
        store.write(|tx| tx.set_language(id, "en")).expect("set the language back");
        assert_eq!(read(&mut store, |tx| tx.open_game("g1", "c1")), Some(expected.clone()));
        assert_eq!(read(&mut store, |tx| tx.open_game("g1", "c2")), None);
        assert_eq!(read(&mut store, |tx| tx.game(GameId(id.0 + 1))), None);

        store
            .write(|tx| {
                tx.set_setup(id, r#"{"expansions":["inns"]}"#, NOW + 1)?;
                tx.set_status(id, Status::Active, NOW + 2)
            })
            .expect("update");
        let row = read(&mut store, |tx| tx.game(id)).expect("game");
        assert_eq!(row.setup, r#"{"expansions":["inns"]}"#);
        assert_eq!(row.status, Status::Active);
        assert_eq!(row.created_at, NOW);
        assert_eq!(row.updated_at, NOW + 2);
    }
}

on_both! {
    fn changing_a_missing_game_is_not_found(db) {
        let mut store = db.store();
        let missing = GameId(42);
        let results = [
            store.write(|tx| tx.set_status(missing, Status::Active, NOW)),
            store.write(|tx| tx.set_setup(missing, "{}", NOW)),
            store.write(|tx| tx.add_seat(missing, &human("alice")).map(drop)),
            store.write(|tx| tx.replace_seats(missing, &[])),
            store.write(|tx| tx.append_action(missing, 1, 0, "x", NOW)),
        ];
        for result in results {
            assert!(matches!(result, Err(StoreError::GameNotFound(GameId(42)))), "{result:?}");
        }
    }
}

on_both! {
    fn one_open_game_per_channel(db) {
        let mut store = db.store();
        let first = store.write(|tx| tx.create_game(&new_game("c1"))).expect("first");

        for status in [Status::Lobby, Status::Active] {
            let second = store.write(|tx| tx.create_game(&NewGame { status, ..new_game("c1") }));
            assert!(matches!(second, Err(StoreError::ChannelBusy)), "{second:?}");
        }
        // Another channel, and the same channel id in another guild, are free.
        store.write(|tx| tx.create_game(&new_game("c2"))).expect("other channel");
        store.write(|tx| tx.create_game(&NewGame { guild_id: "g2", ..new_game("c1") })).expect("other guild");
        // A finished game does not occupy the channel.
        store
            .write(|tx| tx.create_game(&NewGame { status: Status::Finished, ..new_game("c1") }))
            .expect("closed game beside an open one");

        store.write(|tx| tx.set_status(first, Status::Finished, NOW + 1)).expect("finish");
        let third = store.write(|tx| tx.create_game(&new_game("c1"))).expect("after finishing");
        assert_eq!(read(&mut store, |tx| tx.open_game("g1", "c1")).map(|g| g.id), Some(third));
        // Reopening the finished game would make two open games in the channel.
        let revive = store.write(|tx| tx.set_status(first, Status::Active, NOW + 2));
        assert!(matches!(revive, Err(StoreError::ChannelBusy)), "{revive:?}");
        assert_eq!(read(&mut store, |tx| tx.game(first)).map(|g| g.status), Some(Status::Finished));
    }
}

on_both! {
    fn seats_keep_join_order_without_gaps(db) {
        let mut store = db.store();
        let game = store.write(|tx| tx.create_game(&new_game("c1"))).expect("create");
        let bot = NewSeat {
            user_id: None,
            display_name: "Bot",
            is_bot: true,
            bot_level: Some("hard"),
            handed_from: None,
        };
        let numbers = store
            .write(|tx| {
                Ok::<_, StoreError>([
                    tx.add_seat(game, &human("alice"))?,
                    tx.add_seat(game, &bot)?,
                    tx.add_seat(game, &human("bob"))?,
                    tx.add_seat(game, &bot)?,
                    tx.add_seat(game, &human("carol"))?,
                ])
            })
            .expect("seat");
        assert_eq!(numbers, [0, 1, 2, 3, 4]);

        let again = store.write(|tx| tx.add_seat(game, &human("bob")));
        assert!(
            matches!(&again, Err(StoreError::AlreadySeated { user_id, .. }) if user_id == "bob"),
            "{again:?}"
        );
        assert_eq!(store.write(|tx| tx.remove_seat(game, "bob")).expect("leave"), 2);
        let missing = store.write(|tx| tx.remove_seat(game, "bob"));
        assert!(matches!(missing, Err(StoreError::SeatNotFound { .. })), "{missing:?}");

        let seats = read(&mut store, |tx| tx.seats(game));
        let summary: Vec<(u32, Option<&str>, bool)> =
            seats.iter().map(|s| (s.seat, s.user_id.as_deref(), s.is_bot)).collect();
        assert_eq!(
            summary,
            [(0, Some("alice"), false), (1, None, true), (2, None, true), (3, Some("carol"), false)]
        );
        assert_eq!(read(&mut store, |tx| tx.seat_of(game, "carol")), Some(3));
        assert_eq!(read(&mut store, |tx| tx.seat_of(game, "bob")), None);
        assert_eq!(store.write(|tx| tx.add_seat(game, &human("bob"))).expect("rejoin"), 4);

        store.write(|tx| tx.replace_seats(game, &[human("carol"), bot, human("alice")])).expect("shuffle");
        assert_eq!(
            read(&mut store, |tx| tx.seats(game)),
            [
                SeatRow {
                    game_id: game,
                    seat: 0,
                    user_id: Some("carol".into()),
                    display_name: "carol".into(),
                    is_bot: false,
                    bot_level: None,
                    handed_from: None,
                    left_at: None,
                },
                SeatRow {
                    game_id: game,
                    seat: 1,
                    user_id: None,
                    display_name: "Bot".into(),
                    is_bot: true,
                    bot_level: Some("hard".into()),
                    handed_from: None,
                    left_at: None,
                },
                SeatRow {
                    game_id: game,
                    seat: 2,
                    user_id: Some("alice".into()),
                    display_name: "alice".into(),
                    is_bot: false,
                    bot_level: None,
                    handed_from: None,
                    left_at: None,
                },
            ]
        );
        let twice = store.write(|tx| tx.replace_seats(game, &[human("carol"), human("carol")]));
        assert!(matches!(twice, Err(StoreError::AlreadySeated { .. })), "{twice:?}");
        assert_eq!(read(&mut store, |tx| tx.seats(game)).len(), 3, "rolled back");
    }
}

on_both! {
    fn games_of_user_lists_open_games_across_channels(db) {
        let mut store = db.store();
        let a = active_game(&mut store, "c1");
        let b = store
            .write(|tx| {
                let id = tx.create_game(&new_game("c2"))?;
                tx.add_seat(id, &human("bob"))?;
                Ok::<_, StoreError>(id)
            })
            .expect("lobby");
        let done = active_game(&mut store, "c3");
        store.write(|tx| tx.set_status(done, Status::Finished, NOW)).expect("finish");
        let _not_bobs = store
            .write(|tx| {
                let id = tx.create_game(&new_game("c4"))?;
                tx.add_seat(id, &human("carol"))?;
                Ok::<_, StoreError>(id)
            })
            .expect("other");

        let bobs: Vec<(GameId, String, Status)> = read(&mut store, |tx| tx.games_of_user("bob"))
            .into_iter()
            .map(|g| (g.id, g.channel_id, g.status))
            .collect();
        assert_eq!(bobs, [(a, "c1".into(), Status::Active), (b, "c2".into(), Status::Lobby)]);
        assert_eq!(read(&mut store, |tx| tx.games_of_user("dave")), []);
    }
}

on_both! {
    fn action_log_appends_in_sequence_and_undoes(db) {
        let mut store = db.store();
        let game = active_game(&mut store, "c1");
        assert_eq!(read(&mut store, |tx| tx.last_seq(game)), 0);

        for (seq, action) in [(1, "T B2 r1"), (2, "M city"), (3, "T C3 r0")] {
            let seat = u32::try_from(seq - 1).expect("small") % 2;
            store
                .write(|tx| tx.append_action(game, seq, seat, action, NOW + i64::try_from(seq).expect("small")))
                .expect("append");
        }
        for bad in [0, 1, 3, 5] {
            let result = store.write(|tx| tx.append_action(game, bad, 0, "x", NOW));
            assert!(
                matches!(result, Err(StoreError::SeqConflict { expected: 4, got }) if got == bad),
                "{result:?}"
            );
            assert!(result.unwrap_err().is_retryable());
        }

        let actions = read(&mut store, |tx| tx.actions(game));
        let summary: Vec<(u64, u32, &str, i64)> =
            actions.iter().map(|a| (a.seq, a.seat, a.action.as_str(), a.at)).collect();
        assert_eq!(summary, [(1, 0, "T B2 r1", NOW + 1), (2, 1, "M city", NOW + 2), (3, 0, "T C3 r0", NOW + 3)]);
        assert_eq!(read(&mut store, |tx| tx.game(game)).expect("game").updated_at, NOW + 3);

        assert_eq!(store.write(|tx| tx.delete_actions_from(game, 2)).expect("undo"), 2);
        assert_eq!(read(&mut store, |tx| tx.last_seq(game)), 1);
        assert_eq!(read(&mut store, |tx| tx.actions(game)), actions[..1]);
        store.write(|tx| tx.append_action(game, 2, 1, "M road", NOW + 9)).expect("append after undo");
        assert_eq!(read(&mut store, |tx| tx.last_seq(game)), 2);

        // Logs of different games are independent.
        let other = active_game(&mut store, "c2");
        store.write(|tx| tx.append_action(other, 1, 0, "T A1 r0", NOW)).expect("other game starts at 1");
    }
}

/// What a service command error looks like: a rejection of its own, or a store failure.
#[derive(Debug)]
enum CommandError {
    Rejected,
    Store(StoreError),
}

impl From<StoreError> for CommandError {
    fn from(err: StoreError) -> Self {
        Self::Store(err)
    }
}

on_both! {
    fn a_failing_command_writes_nothing(db) {
        let mut store = db.store();
        let game = active_game(&mut store, "c1");
        store.write(|tx| tx.append_action(game, 1, 0, "T A1 r0", NOW)).expect("setup");
        let before = dump(&mut store);
        assert!(before.contains("T A1 r0"), "{before}");

        let result = store.write(|tx| {
            let other = tx.create_game(&new_game("c2"))?;
            tx.add_seat(other, &human("carol"))?;
            tx.add_seat(game, &human("dave"))?;
            tx.remove_seat(game, "alice")?;
            tx.append_action(game, 2, 1, "M city", NOW + 1)?;
            tx.keep_timelapse(game, "discord", 1, b"new", NOW + 1)?;
            tx.set_setup(game, "{}", NOW + 1)?;
            tx.set_status(game, Status::Finished, NOW + 1)?;
            tx.delete_actions_from(game, 1)?;
            Err::<(), _>(CommandError::Rejected)
        });
        assert!(matches!(result, Err(CommandError::Rejected)), "{result:?}");
        assert_eq!(dump(&mut store), before);

        // A store error part way through also rolls back what came before it.
        let result = store.write(|tx| {
            tx.append_action(game, 2, 1, "M city", NOW + 1)?;
            tx.append_action(game, 2, 1, "M city", NOW + 1)
        });
        assert!(matches!(result, Err(StoreError::SeqConflict { expected: 3, got: 2 })), "{result:?}");
        assert_eq!(dump(&mut store), before);
        assert!(matches!(
            store.write(|_| Err::<(), _>(CommandError::Store(StoreError::ChannelBusy))),
            Err(CommandError::Store(StoreError::ChannelBusy))
        ));
    }
}

on_both! {
    fn a_panicking_command_writes_nothing_and_the_store_stays_usable(db) {
        let mut store = db.store();
        let game = active_game(&mut store, "c1");
        let before = dump(&mut store);
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            store.write(|tx| {
                tx.append_action(game, 1, 0, "T A1 r0", NOW)?;
                panic!("bug in a command");
                #[allow(unreachable_code, reason = "gives the closure its type")]
                Ok::<(), StoreError>(())
            })
        }));
        assert!(outcome.is_err());
        assert_eq!(dump(&mut store), before);
        store.write(|tx| tx.append_action(game, 1, 0, "T A1 r0", NOW)).expect("next command");
    }
}

on_both! {
    /// A player's seat handed to a bot keeps its number, name and the game's log; the
    /// person becomes the one who may take it back, and the level is set. The game then
    /// counts among those with bots.
    fn a_seat_handed_to_a_bot_keeps_its_place(db) {
        let mut store = db.store();
        let game = active_game(&mut store, "c1");
        let lobby = store.write(|tx| tx.create_game(&new_game("c2"))).expect("lobby");
        store
            .write(|tx| {
                let bot = NewSeat {
                    user_id: None,
                    display_name: "Bot 1",
                    is_bot: true,
                    bot_level: Some("easy"),
                    handed_from: None,
                };
                tx.add_seat(lobby, &bot)
            })
            .expect("a bot in a lobby");
        assert!(read(&mut store, |tx| tx.active_games_with_bots()).is_empty(), "a lobby is not played yet");
        store.write(|tx| tx.append_action(game, 1, 0, "T A1 r0", NOW)).expect("a move");
        store.write(|tx| tx.hand_seat_to_bot(game, 1, "normal")).expect("hand over");
        let seats = read(&mut store, |tx| tx.seats(game));
        assert_eq!(
            seats[1],
            SeatRow {
                game_id: game,
                seat: 1,
                user_id: None,
                display_name: "bob".into(),
                is_bot: true,
                bot_level: Some("normal".into()),
                handed_from: Some("bob".into()),
                left_at: None,
            }
        );
        assert_eq!(seats[0].user_id.as_deref(), Some("alice"), "the other seat is untouched");
        assert_eq!(read(&mut store, |tx| tx.seat_of(game, "bob")), None);
        assert_eq!(read(&mut store, |tx| tx.actions(game)).len(), 1);
        let games: Vec<GameId> =
            read(&mut store, |tx| tx.active_games_with_bots()).iter().map(|g| g.id).collect();
        assert_eq!(games, [game]);
        // A new level for the same bot keeps whose seat it was.
        store.write(|tx| tx.hand_seat_to_bot(game, 1, "hard")).expect("a new level");
        assert_eq!(read(&mut store, |tx| tx.seats(game))[1].handed_from.as_deref(), Some("bob"));
        let missing = store.write(|tx| tx.hand_seat_to_bot(game, 5, "easy"));
        assert!(matches!(missing, Err(StoreError::SeatNumberNotFound { seat: 5, .. })), "{missing:?}");
    }
}

on_both! {
    /// Only the person a bot took a seat from gets it back, as it was before.
    fn a_person_takes_their_seat_back_from_a_bot(db) {
        let mut store = db.store();
        let game = active_game(&mut store, "c1");
        store.write(|tx| tx.hand_seat_to_bot(game, 1, "normal")).expect("hand over");
        assert_eq!(store.write(|tx| tx.take_seat_back(game, "alice")).expect("not hers"), None);
        assert_eq!(store.write(|tx| tx.take_seat_back(game, "bob")).expect("his"), Some(1));
        let seats = read(&mut store, |tx| tx.seats(game));
        assert_eq!(
            seats[1],
            SeatRow {
                game_id: game,
                seat: 1,
                user_id: Some("bob".into()),
                display_name: "bob".into(),
                is_bot: false,
                bot_level: None,
                handed_from: None,
                left_at: None,
            }
        );
        assert_eq!(read(&mut store, |tx| tx.seat_of(game, "bob")), Some(1));
        assert_eq!(store.write(|tx| tx.take_seat_back(game, "bob")).expect("twice"), None);
    }
}

on_both! {
    /// A person who left for good is still named with the seat, played by a bot to the
    /// end, and cannot take it back.
    fn a_person_who_left_for_good_cannot_take_the_seat_back(db) {
        let mut store = db.store();
        let game = active_game(&mut store, "c1");
        store.write(|tx| tx.leave_seat_for_good(game, 1, "normal", 42)).expect("leave");
        let seat = read(&mut store, |tx| tx.seats(game)).remove(1);
        assert_eq!(
            (seat.user_id, seat.is_bot, seat.handed_from.as_deref(), seat.left_at),
            (None, true, Some("bob"), Some(42))
        );
        assert_eq!(store.write(|tx| tx.take_seat_back(game, "bob")).expect("refused"), None);
        assert_eq!(read(&mut store, |tx| tx.seat_of(game, "bob")), None);
        let missing = store.write(|tx| tx.leave_seat_for_good(game, 7, "normal", 43));
        assert!(matches!(missing, Err(StoreError::SeatNumberNotFound { seat: 7, .. })), "{missing:?}");
    }
}

on_both! {
    /// A channel's live message is replaced, forgotten only by its own id, and kept per
    /// channel, so a restart still finds the message to take the buttons off.
    fn a_channel_has_at_most_one_live_message(db) {
        let mut store = db.store();
        let row = |id: &str, said: &str| LiveRow { message_id: id.into(), narration: said.into() };
        let first = row("10", "Ann placed a tile.");
        let old = store.write(|tx| tx.replace_live_message("g", "c", Some(&first))).expect("first");
        assert_eq!(old, None);
        let other = row("20", "");
        store.write(|tx| tx.replace_live_message("g", "d", Some(&other))).expect("another channel");
        let second = row("11", "Bob placed a tile.");
        let old = store.write(|tx| tx.replace_live_message("g", "c", Some(&second))).expect("second");
        assert_eq!(old, Some(first));
        assert!(!store.write(|tx| tx.forget_live_message("g", "c", "10")).expect("not the live one"));
        drop(store);
        let mut store = db.store();
        assert_eq!(read(&mut store, |tx| tx.live_message("g", "c")), Some(second));
        assert!(store.write(|tx| tx.forget_live_message("g", "c", "11")).expect("the live one"));
        assert_eq!(read(&mut store, |tx| tx.live_message("g", "c")), None);
        assert_eq!(store.write(|tx| tx.replace_live_message("g", "d", None)).expect("cleared"), Some(other));
        assert_eq!(read(&mut store, |tx| tx.live_message("g", "d")), None);
    }
}

on_both! {
    fn dump_shows_every_table_and_row(db) {
        let mut store = db.store();
        assert_eq!(
            dump(&mut store),
            format!(
                "user_version {}\n\
                 table actions (game_id, seq, seat, action, at)\n\
                 table game_results (seq, game_id, guild_id, finished_at, expansions)\n\
                 table games (id, guild_id, channel_id, creator_id, status, setup, seed, engine_version, created_at, updated_at, revision, language, clock_ms, sent_at)\n\
                 table identify_slots (bucket, next_at)\n\
                 table live_messages (guild_id, channel_id, message_id, narration)\n\
                 table notify_prefs (user_id, dm, updated_at, locale)\n\
                 table page_moves (game_id, revision, seq, action, made_at, undone_by)\n\
                 table player_points (game_id, user_id, category, points)\n\
                 table player_results (game_id, user_id, display_name, seat, score, rank, won, rating_before, uncertainty_before, rating_after, uncertainty_after)\n\
                 table ratings (guild_id, user_id, rating, uncertainty)\n\
                 table reminders (game_id, seq, rounds, sent_at)\n\
                 table seats (game_id, seat, user_id, display_name, is_bot, bot_level, handed_from, left_at)\n\
                 table shard_leases (shard, owner, expires_at, epoch)\n\
                 table shard_members (owner, total, expires_at)\n\
                 table timelapses (game_id, front, drawing, image, made_at)\n",
                store.read(|tx| tx.schema_version()).expect("version")
            )
        );
        let game = active_game(&mut store, "c1");
        store.write(|tx| tx.keep_timelapse(game, "discord", 1, &[0xab, 0x01], 0)).expect("timelapse");
        let text = dump(&mut store);
        assert!(text.contains("  1 | \"g1\" | \"c1\" | \"alice\" | \"active\""), "{text}");
        assert!(text.contains("  1 | 1 | \"bob\" | \"bob\" | 0 | NULL"), "{text}");
        assert!(text.contains("  1 | \"discord\" | 1 | x'ab01' | 0"), "{text}");
    }
}

/// A file written by a newer bot (more migrations than this one knows) is refused
/// rather than used with a schema this code does not understand.
#[test]
fn a_file_from_a_newer_bot_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("newer.db");
    drop(Store::open(&path).expect("open"));
    rusqlite::Connection::open(&path)
        .expect("raw open")
        .pragma_update(None, "user_version", schema::latest_version() + 1)
        .expect("bump version");
    let result = Store::open(&path);
    assert!(matches!(result, Err(StoreError::Migration(_))), "{result:?}");
}
