//! Ratings through the service: short fixed games finished on one server (2, 3 and 6
//! players, a tie, a bot seat, one person among bots, seats handed to a bot by `away`
//! and by the clock, a cancelled game) move exactly the ratings skillratings' Weng-Lin
//! gives from their final scores, for the people who played to the end; a rebuild,
//! and a rebuild of a database whose games finished before the record was kept, give
//! the same numbers; `leaderboard` and `stats` show them, per server, in both languages.

use crate::support as service_common;

use crate::support::backends::{TestDb, on_both};
use std::collections::BTreeMap;

use carcassonne_bot::ai::Budget;
use carcassonne_bot::service::{Command, Context, Front, NewGame, Rebuilt, Service, Someone, User};
use carcassonne_bot::store::{GameId, Rating};
use carcassonne_engine::{Action, Expansion, Expansions, TileKind};
use service_common::{T0, ok, person, refused};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;

/// `user` asking in `channel` of `guild` at `now`.
fn at(guild: &str, channel: &str, user: &str, now: i64) -> Context {
    Context { guild: guild.into(), channel: channel.into(), now, ..person(user) }
}

fn french(ctx: Context) -> Context {
    Context { locale: "fr".into(), ..ctx }
}

fn tiles(words: &[&str]) -> Vec<TileKind> {
    words.iter().map(|w| w.parse().expect("a tile")).collect()
}

/// A short game: four tiles after the start tile.
const SHORT: [&str; 4] = ["BA/RFr", "BA/C", "BA/Rr", "BA/CFc+"];

/// One game to play: where, when, who sits (people by name, bots by level, in turn
/// order) and who puts meeples down (everybody else passes).
struct Game<'a> {
    guild: &'a str,
    channel: &'a str,
    now: i64,
    seats: &'a [&'a str],
    scorers: &'a [&'a str],
    new: NewGame,
}

impl Game<'_> {
    fn ctx(&self, user: &str) -> Context {
        at(self.guild, self.channel, user, self.now)
    }

    /// Opens the game and seats everybody in order, started.
    fn start(&self, s: &mut Service) {
        let first = self.seats[0];
        ok(s.handle(&self.ctx(first), Command::New(self.new.clone())));
        for seat in &self.seats[1..] {
            match *seat {
                "easy" | "normal" | "hard" => {
                    ok(s.handle(&self.ctx(first), format!("join bot {seat}").parse().unwrap()));
                }
                person => _ = ok(s.handle(&self.ctx(person), Command::Join)),
            }
        }
        ok(s.handle(&self.ctx(first), Command::Start { keep_order: true }));
    }

    /// Plays the started game to its end: each person's first placement, then a meeple
    /// for a scorer where one may stand, a pass for anyone else; bots by themselves.
    fn play_out(&self, s: &mut Service) {
        loop {
            let table = s.table(&self.ctx(self.seats[0])).unwrap();
            let game = table.game.as_ref().unwrap();
            if game.is_over() {
                return;
            }
            let seat = game.decisions()[0].seats.iter().next().unwrap();
            if table.seats[seat.index()].is_bot {
                let bots = Context::for_bots(self.guild, self.channel, Front::Terminal, self.now);
                let budget = Budget { time: std::time::Duration::from_millis(20), playouts: 50 };
                assert!(s.bot_turn(&bots, budget).is_some(), "the bot moves");
                continue;
            }
            let name = table.seats[seat.index()].display_name.clone();
            let actions = game.legal_actions(seat);
            let wanted = |a: &&Action| match a {
                Action::Meeple(_) => self.scorers.contains(&name.as_str()),
                Action::Pass => !self.scorers.contains(&name.as_str()),
                _ => false,
            };
            let action = actions.iter().find(wanted).or(actions.iter().find(|a| **a == Action::Pass));
            ok(s.handle(&self.ctx(&name), Command::Play(*action.unwrap_or(&actions[0]))));
        }
    }

    /// The final score of each seat, with the person playing it at the end (`None` for
    /// a bot, and for a seat handed to a bot).
    fn scores(&self, s: &mut Service) -> Vec<(Option<String>, i32)> {
        let table = s.table(&self.ctx(self.seats[0])).unwrap();
        let game = table.game.as_ref().unwrap();
        assert!(game.is_over());
        table.seats.iter().zip(game.players()).map(|(seat, p)| (seat.user_id.clone(), p.score)).collect()
    }
}

fn short(seed: u64) -> NewGame {
    NewGame { seed: Some(seed), tiles: Some(tiles(&SHORT)), ..NewGame::default() }
}

/// The ratings skillratings gives, kept per (server, user) the way the test expects
/// them: each finished game applied in order from its final scores.
#[derive(Default)]
struct Expected {
    ratings: BTreeMap<(String, String), WengLinRating>,
}

impl Expected {
    /// Applies a game of `guild` played to the end by `people` (user id and score, in
    /// seat order): ranked by score, ties sharing a place, when there are two or more.
    fn game(&mut self, guild: &str, people: &[(String, i32)]) {
        if people.len() < 2 {
            return;
        }
        let ranks: Vec<usize> =
            people.iter().map(|(_, score)| 1 + people.iter().filter(|(_, s)| s > score).count()).collect();
        let teams: Vec<Vec<WengLinRating>> = people
            .iter()
            .map(|(user, _)| {
                vec![self.ratings.get(&(guild.into(), user.clone())).copied().unwrap_or_default()]
            })
            .collect();
        let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> =
            teams.iter().zip(&ranks).map(|(t, r)| (t.as_slice(), MultiTeamOutcome::new(*r))).collect();
        let after = weng_lin_multi_team(&ranked, &WengLinConfig::new());
        for ((user, _), team) in people.iter().zip(after) {
            self.ratings.insert((guild.into(), user.clone()), team[0]);
        }
    }

    /// Every stored rating equals the expected one, and nobody else has one.
    fn check(&self, db: &TestDb, guilds: &[&str], users: &[&str]) {
        let mut store = db.store();
        for guild in guilds {
            for user in users {
                let id = format!("id-{user}");
                let stored = store.read(|tx| tx.rating(guild, &id)).unwrap();
                let expected = self
                    .ratings
                    .get(&(guild.to_string(), id.clone()))
                    .map(|r| Rating { rating: r.rating, uncertainty: r.uncertainty });
                assert_eq!(stored, expected, "{guild} {user}");
            }
        }
    }
}

/// The people who played to the end, with their scores, as the test states them.
fn counted(scores: &[(Option<String>, i32)]) -> Vec<(String, i32)> {
    scores.iter().filter_map(|(user, score)| Some((user.clone()?, *score))).collect()
}

fn ids(people: &[(String, i32)]) -> Vec<&str> {
    people.iter().map(|(user, _)| user.as_str()).collect()
}

const PEOPLE: [&str; 6] = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"];

/// Plays `game` to its end, checks who counted, applies it to `expected` and checks
/// every rating; the people counted, with their scores.
fn finished(
    s: &mut Service,
    game: &Game<'_>,
    counted_ids: &[&str],
    expected: &mut Expected,
    db: &TestDb,
) -> Vec<(String, i32)> {
    game.play_out(s);
    let people = counted(&game.scores(s));
    assert_eq!(ids(&people), counted_ids, "{}", game.channel);
    expected.game(game.guild, &people);
    expected.check(db, &["g", "h"], &PEOPLE);
    people
}

/// A game of the season in `place` (server, channel), opened `hours` hours after the
/// first, seated and started.
fn opened(
    s: &mut Service,
    (guild, channel): (&'static str, &'static str),
    hours: i64,
    seats: &'static [&'static str],
    scorers: &'static [&'static str],
    new: NewGame,
) -> Game<'static> {
    let game = Game { guild, channel, now: T0 + hours * HOUR, seats, scorers, new };
    game.start(s);
    game
}

/// Plays every kind of game on server "g" (and one on "h"), checking the ratings after
/// each; returns what the test expects in the end.
fn season(db: &TestDb) -> Expected {
    let mut s = db.service();
    let mut expected = Expected::default();

    // Two players: Alice scores, Bob passes.
    let two = opened(&mut s, ("g", "two"), 0, &["Alice", "Bob"], &["Alice"], short(1));
    let people = finished(&mut s, &two, &["id-Alice", "id-Bob"], &mut expected, db);
    assert!(people[0].1 > people[1].1, "Alice won: {people:?}");

    // Three players with Hills & Sheep: two score.
    let sheep = NewGame { expansions: Expansions::default().with(Expansion::HillsSheep), ..short(2) };
    let three = opened(&mut s, ("g", "three"), 1, &["Bob", "Carol", "Dave"], &["Bob", "Carol"], sheep);
    finished(&mut s, &three, &["id-Bob", "id-Carol", "id-Dave"], &mut expected, db);

    // Six players, six tiles: one scorer.
    let six_tiles =
        NewGame { tiles: Some(tiles(&["BA/RFr", "BA/C", "BA/Rr", "BA/CFc+", "BA/L", "BA/C"])), ..short(3) };
    let six = opened(&mut s, ("g", "six"), 2, &PEOPLE, &["Erin"], six_tiles);
    finished(
        &mut s,
        &six,
        &["id-Alice", "id-Bob", "id-Carol", "id-Dave", "id-Erin", "id-Frank"],
        &mut expected,
        db,
    );

    // A tie: nobody scores.
    let tie = opened(&mut s, ("g", "tie"), 3, &["Alice", "Carol"], &[], short(4));
    let people = finished(&mut s, &tie, &["id-Alice", "id-Carol"], &mut expected, db);
    assert_eq!(people[0].1, people[1].1, "a tie");

    // A bot seat among two people: it counts for the people; the bot moves last.
    let with_bot = opened(&mut s, ("g", "bot"), 4, &["Bob", "Erin", "normal"], &["Bob", "Erin"], short(5));
    finished(&mut s, &with_bot, &["id-Bob", "id-Erin"], &mut expected, db);

    // One person among bots: recorded for her, rating nobody.
    let alone = opened(&mut s, ("g", "alone"), 5, &["Carol", "easy", "normal"], &["Carol"], short(6));
    finished(&mut s, &alone, &["id-Carol"], &mut expected, db);

    // Dave goes away and never comes back: his seat is a bot's to the end.
    let away = opened(&mut s, ("g", "away"), 6, &["Alice", "Dave", "Frank"], &["Alice", "Frank"], short(7));
    ok(s.handle(&away.ctx("Dave"), Command::Away));
    finished(&mut s, &away, &["id-Alice", "id-Frank"], &mut expected, db);

    // Erin lets the clock run out on her first turn: a bot plays her seat to the end.
    let twelve_hours = NewGame { clock: Some(carcassonne_bot::service::Clock::Hours12), ..short(8) };
    let clocked = opened(&mut s, ("g", "clock"), 7, &["Erin", "Frank", "Bob"], &["Frank"], twelve_hours);
    assert_eq!(s.run_clocks(clocked.now + 13 * HOUR).unwrap().len(), 1, "Erin's seat handed over");
    finished(&mut s, &clocked, &["id-Frank", "id-Bob"], &mut expected, db);

    // A cancelled game counts for nobody.
    let cancelled = opened(&mut s, ("g", "cancel"), 8, &["Bob", "Carol"], &[], short(9));
    let before = db.dump();
    ok(s.handle(&cancelled.ctx("Bob"), Command::Cancel));
    assert_eq!(
        db.dump().lines().filter(|l| l.contains("game_results") || l.contains("ratings")).count(),
        before.lines().filter(|l| l.contains("game_results") || l.contains("ratings")).count()
    );

    // Another server: its ratings start afresh.
    let other = opened(&mut s, ("h", "two"), 9, &["Bob", "Alice"], &["Bob"], short(1));
    finished(&mut s, &other, &["id-Bob", "id-Alice"], &mut expected, db);
    expected.check(db, &["g", "h"], &PEOPLE);
    expected
}

on_both! {
    fn finished_games_move_exactly_skillratings_numbers_and_a_rebuild_gives_them_again(db) {
        let expected = season(&db);
        let before = db.dump();

        // The rebuild: every server, then one; the same numbers, the same database.
        let rebuilt = db.service().rebuild_ratings(None).unwrap();
        assert_eq!(
            rebuilt,
            [
                Rebuilt { guild: "g".into(), games: 8, recorded: 0, rated: 7, players: 6, unreadable: vec![] },
                Rebuilt { guild: "h".into(), games: 1, recorded: 0, rated: 1, players: 2, unreadable: vec![] },
            ]
        );
        expected.check(&db, &["g", "h"], &PEOPLE);
        assert_eq!(db.dump(), before, "a rebuild changes nothing that was right");
        let one = db.service().rebuild_ratings(Some("h")).unwrap();
        assert_eq!(one.len(), 1);
        assert_eq!(db.dump(), before);

        // Dave's seat went to a bot and Erin's to the clock: no result for either game.
        let mut store = db.store();
        let dave = store.read(|tx| tx.player_history("g", "id-Dave")).unwrap();
        assert_eq!(dave.len(), 2, "the three- and six-player games, not the one he left to a bot");
        let carol = store.read(|tx| tx.player_history("g", "id-Carol")).unwrap();
        let alone = carol.last().unwrap();
        assert!(
            alone.after.is_none() && alone.before.is_none(),
            "recorded for Carol alone, rating nobody: {alone:?}"
        );
    }
}

on_both! {
    /// A database whose games finished before the record was kept (as after migration
    /// 0011): its games wait in their finishing order until a rebuild reads their moves,
    /// which gives the numbers the live updates gave.
    fn games_finished_before_the_record_are_rated_by_a_rebuild(db) {
        let expected = season(&db);
        let live = db.dump();
        match db {
            // A file of that version, which the store migrates again: every table and
            // column of a later migration goes (the shards' leases too, where they exist).
            TestDb::Sqlite { .. } => db.execute(
                "DROP TABLE player_points; DROP TABLE player_results; DROP TABLE ratings; \
                 DROP TABLE game_results; DROP TABLE timelapses; DROP TABLE IF EXISTS shard_leases; \
                 DROP TABLE IF EXISTS shard_members; DROP TABLE IF EXISTS identify_slots; DROP TABLE IF EXISTS page_moves; \
                 ALTER TABLE games DROP COLUMN sent_at; PRAGMA user_version = 10;",
            ),
            // PostgreSQL came with those tables: the state that migration leaves, each
            // finished game listed in order with nothing read from its moves yet.
            TestDb::Postgres(_) => db.execute(
                "DELETE FROM player_points; DELETE FROM player_results; DELETE FROM ratings; \
                 UPDATE game_results SET expansions = NULL; DELETE FROM timelapses;",
            ),
        }
        let mut s = db.service();
        let board = ok(s.handle(&at("g", "x", "Alice", T0), Command::Leaderboard)).public.unwrap();
        assert!(board.starts_with("No game has counted for a rating on this server yet"), "{board}");
        let rebuilt = s.rebuild_ratings(None).unwrap();
        assert_eq!((rebuilt[0].games, rebuilt[0].recorded, rebuilt[0].rated), (8, 8, 7));
        expected.check(&db, &["g", "h"], &PEOPLE);
        assert_eq!(db.dump(), live, "recorded as if they had been recorded live");
    }
}

on_both! {
    /// A game that no longer replays and was never recorded is left out of a rebuild, by
    /// number, and the rest are rated without it.
    fn a_rebuild_leaves_out_a_game_it_cannot_read(db) {
        let mut s = db.service();
        opened(&mut s, ("g", "c"), 0, &["Alice", "Bob"], &["Alice"], short(1)).play_out(&mut s);
        drop(s);
        db.execute(
            "DELETE FROM player_results; DELETE FROM ratings; UPDATE game_results SET expansions = NULL; \
             UPDATE actions SET action = 'place 40 40 0' WHERE seq = 1;",
        );
        let rebuilt = db.service().rebuild_ratings(Some("g")).unwrap();
        assert_eq!(
            rebuilt,
            [Rebuilt {
                guild: "g".into(),
                games: 0,
                recorded: 0,
                rated: 0,
                players: 0,
                unreadable: vec![GameId(1)]
            }]
        );
    }
}

on_both! {
    fn the_leaderboard_and_stats_show_the_ratings_per_server_in_both_languages(db) {
        let expected = season(&db);
        let mut s = db.service();
        let shown = |guild: &str, user: &str| {
            let r = expected.ratings[&(guild.to_string(), format!("id-{user}"))];
            r.rating - 3.0 * r.uncertainty
        };
        let one_decimal = |value: f64| format!("{:.1}", value);

        // The leaderboard: public, best first, every rated player of the server.
        let reply = ok(s.handle(&at("g", "anywhere", "Zed", T0), Command::Leaderboard));
        assert!(reply.private.is_none() && reply.image.is_none());
        let board = reply.public.unwrap();
        let mut lines = board.lines();
        assert_eq!(
            lines.next(),
            Some("Leaderboard of this server (a rating is skill minus three times its uncertainty):")
        );
        let mut order: Vec<&str> = PEOPLE.to_vec();
        order.sort_by(|a, b| shown("g", b).total_cmp(&shown("g", a)));
        let names: Vec<&str> =
            lines.clone().map(|l| l.split(". ").nth(1).unwrap().split(" — ").next().unwrap()).collect();
        assert_eq!(names, order);
        let first = lines.next().unwrap();
        assert!(
            first.starts_with(&format!("1. {} — {} (", order[0], one_decimal(shown("g", order[0])))),
            "{first}"
        );
        // Bob: the 2-, 3- and 6-player games, the one with a bot and the clocked one.
        let bob = board.lines().find(|l| l.contains(" Bob — ")).unwrap();
        assert!(bob.contains("(5 games, "), "{bob}");

        let french_board =
            ok(s.handle(&french(at("g", "anywhere", "Zed", T0)), Command::Leaderboard)).public.unwrap();
        assert!(french_board.starts_with("Classement de ce serveur"), "{french_board}");
        let top = one_decimal(shown("g", order[0])).replace('.', ",");
        assert!(french_board.contains(&format!("1. {} — {top} (", order[0])), "{french_board}");
        assert!(french_board.contains(" parties, ") || french_board.contains(" partie, "), "{french_board}");

        // Another server has its own table; a server without rated games says how they come.
        let h = ok(s.handle(&at("h", "c", "Zed", T0), Command::Leaderboard)).public.unwrap();
        assert_eq!(h.lines().count(), 3, "{h}");
        // After one game, the number comes with its reading: a new player's, still uncertain.
        let bob = one_decimal(shown("h", "Bob"));
        assert!(h.contains(&format!("1. Bob — {bob} (new player, still uncertain) (1 game, 1 win)")), "{h}");
        let empty = ok(s.handle(&at("quiet", "c", "Zed", T0), Command::Leaderboard)).public.unwrap();
        assert_eq!(
            empty,
            "No game has counted for a rating on this server yet: a game counts when it finishes with at least two \
             people who played it to the end (bots have no rating)."
        );
        let vide = ok(s.handle(&french(at("quiet", "c", "Zed", T0)), Command::Leaderboard)).public.unwrap();
        assert!(vide.starts_with("Aucune partie n'a encore compté pour une cote sur ce serveur"), "{vide}");

        // Carol's own stats: private, with the chart of her three rated games.
        let reply = ok(s.handle(&at("g", "c", "Carol", T0), "stats".parse().unwrap()));
        assert!(reply.public.is_none());
        let png = reply.image.expect("a chart");
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let text = reply.private.unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Carol on this server:");
        assert!(lines[1].starts_with("Games played to the end: 4 (3 rated), won: "), "{text}");
        assert!(lines[2].starts_with("Points by feature: Roads "), "{text}");
        assert!(lines[2].contains(", Sheep "), "the Hills & Sheep game's category: {text}");
        assert_eq!(lines[3], "Favourite expansion: Hills & Sheep.");
        let place = order.iter().position(|p| *p == "Carol").unwrap() + 1;
        assert_eq!(
            lines[4],
            format!(
                "Rating: {} after 3 rated games: place {place} of 6 rated players on this server. A new \
                 player's rating is still uncertain: it starts at 0.0 and moves most over the first 5 games, down \
                 as well as up, until the bot is surer of their skill.",
                one_decimal(shown("g", "Carol"))
            )
        );

        // Someone else's, by name in the terminal or as a Discord user, in French.
        let named =
            ok(s.handle(&french(at("g", "c", "Carol", T0)), "stats frank".parse().unwrap())).private.unwrap();
        assert!(
            named.starts_with("Frank sur ce serveur\u{a0}:\nParties jouées jusqu'au bout\u{a0}: 3 (3 classées)"),
            "{named}"
        );
        assert!(named.contains("Extension préférée\u{a0}: aucune (jeu de base)."), "{named}");
        assert!(named.contains(&format!(
            "Cote\u{a0}: {} après 3 parties classées",
            one_decimal(shown("g", "Frank")).replace('.', ",")
        )));
        assert!(named.contains("La cote d'un nouveau joueur est encore incertaine\u{a0}:"), "{named}");
        let frank = User { id: "id-Frank".into(), name: "Frankie".into() };
        let discord = Context { front: Front::Discord, ..at("g", "c", "Carol", T0) };
        let by_user = ok(s.handle(&discord, Command::Stats(Some(Someone::User(frank))))).private.unwrap();
        assert!(by_user.starts_with("Frank on this server:"), "the name he played under: {by_user}");

        // Nobody by that name; a person with no game; Dave's only game on "h" never was.
        assert_eq!(
            refused(s.handle(&at("g", "c", "Carol", T0), "stats Zed".parse().unwrap())),
            "Zed has not finished a game on this server."
        );
        assert_eq!(
            refused(s.handle(&french(at("g", "c", "Carol", T0)), "stats Zed".parse().unwrap())),
            "Zed n'a terminé aucune partie sur ce serveur."
        );
        let none = ok(s.handle(&at("h", "c", "Dave", T0), "stats".parse().unwrap()));
        assert!(none.image.is_none());
        assert_eq!(
            none.private.unwrap(),
            "You have not finished a game on this server yet: your stats begin with your first."
        );
        // A person whose only games moved no rating: stats without a rating or a chart.
        let lonely_db = db.another();
        let mut lonely = lonely_db.service();
        opened(&mut lonely, ("g", "c"), 0, &["Carol", "easy"], &["Carol"], short(6)).play_out(&mut lonely);
        let reply = ok(lonely.handle(&at("g", "c", "Carol", T0), "stats".parse().unwrap()));
        assert!(reply.image.is_none());
        let text = reply.private.unwrap();
        assert!(text.contains("Games played to the end: 1 (0 rated), won: "), "{text}");
        assert!(text.ends_with("Rating: none yet. A game counts when it finishes with at least two people who played it to the end."), "{text}");
    }
}
