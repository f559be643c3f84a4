//! Failover with real processes: three bot binaries on one PostgreSQL database sharing
//! the four shards of the fake Discord (`DISCORD_SHARDS=auto/4`, two IDENTIFY buckets,
//! leases of 4 s), a game of Alice against an easy bot in a server of each shard.
//!
//! Started at once, the three never IDENTIFY within 5 s of another in a bucket (the
//! pacing is in the database, across processes) and each shard gets one session. The
//! process holding the most shards is then killed (`kill -9`) or frozen (`SIGSTOP`, then
//! `SIGCONT`) while Alice keeps sending it commands: the survivors take its shards
//! within the lease time plus the IDENTIFY pacing; a frozen process wakes up, closes the
//! shards it lost, answers none of what it buffered and records nothing — after a short
//! freeze (its sessions still open) and after one longer than Discord's heartbeat (Discord
//! closed them, and the Discord library restarts them by itself: those sessions are
//! closed again and answer nothing). A command sent before the channel's game was
//! replaced never reaches the new one. Throughout, every move Alice was told was played
//! is in the database exactly once, each game's log has no gap, no interaction is
//! answered twice, a reminder made due and a turn clock run out are each told once per
//! game, and the bots play on.
//!
//! PostgreSQL only: a SQLite file serves one process (its lock refuses a second).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use carcassonne_bot::ai::Level;
use carcassonne_bot::service::{Command, Context, NewGame, Seat, User};
use tokio::time::Instant;

use super::clock::{HOUR, T0, Time};
use crate::support::backends::TestDb;
use crate::support::fake_discord::bot::{Bot, complaints, logged};
use crate::support::fake_discord::server::Recorded;
use crate::support::fake_discord::{Fake, Sent, Sharding, Where, alice, string_option};
use crate::support::{self, PATIENCE, ok};

const SHARDS: u32 = 4;
/// IDENTIFY buckets (`max_concurrency`): shard `s` starts in bucket `s % BUCKETS`.
const BUCKETS: u32 = 2;
const PROCESSES: usize = 3;
const LEASE: Duration = Duration::from_secs(4);
/// Discord's pacing of IDENTIFYs in one bucket.
const PACING: Duration = Duration::from_secs(5);

/// Alice, acting straight through the service in the channel `at`.
fn alice_at(at: Where) -> Context {
    let alice = alice();
    Context {
        guild: at.guild.to_string(),
        channel: at.channel.to_string(),
        user: User { id: alice.id.to_string(), name: alice.name.into() },
        now: T0,
        ..support::person(alice.name)
    }
}

/// The bots, their shared database and clock, and the games.
struct Cluster {
    /// First, so that they go first: a test that fails with one of them frozen must
    /// not wait on its locks to drop the database.
    bots: Vec<Option<Bot>>,
    fake: Fake,
    db: TestDb,
    /// The processes' working folder and clock file.
    _dir: tempfile::TempDir,
    time: Time,
    places: Vec<Where>,
    logs: Vec<Arc<Mutex<Vec<String>>>>,
    /// How many actions Alice was told were played, per place.
    told: Vec<usize>,
}

impl Cluster {
    /// The games set up, then the three processes started at the same moment; `None`
    /// (said once) without a PostgreSQL server.
    async fn start() -> Option<Cluster> {
        Cluster::start_on(Sharding { shards: SHARDS, max_concurrency: BUCKETS, ..Sharding::DISCORD }).await
    }

    /// [`Cluster::start`] with the fake's gateway as `sharding` says.
    async fn start_on(sharding: Sharding) -> Option<Cluster> {
        let db = tokio::task::block_in_place(TestDb::postgres)?;
        let fake = Fake::start_with(sharding).await;
        let places: Vec<Where> = (0..SHARDS).map(|s| Where::on_shard(s, SHARDS)).collect();
        fake.join_servers(&places.iter().map(|at| at.guild).collect::<Vec<_>>());
        tokio::task::block_in_place(|| {
            let mut service = db.service();
            for (i, at) in places.iter().enumerate() {
                let alice = alice_at(*at);
                let seed = Some(7 + i as u64);
                let clock = Some(carcassonne_bot::service::Clock::Hours12);
                ok(service.handle(&alice, Command::New(NewGame { seed, clock, ..NewGame::default() })));
                ok(service.handle(&alice, Command::JoinBot(Level::Easy)));
                ok(service.handle(&alice, Command::Start { keep_order: true }));
            }
        });
        let dir = tempfile::tempdir().expect("temp dir");
        let time = Time::new(dir.path());
        let url = db.postgres_url().to_owned();
        let lease = LEASE.as_millis().to_string();
        let mut env = vec![
            ("DATABASE_URL", url.as_str()),
            ("DISCORD_SHARDS", "auto/4"),
            ("SHARD_LEASE_MS", lease.as_str()),
        ];
        env.extend(time.env());
        let logs: Vec<_> = (0..PROCESSES).map(|_| Arc::new(Mutex::new(Vec::new()))).collect();
        let bots = logs.iter().map(|log| Some(Bot::start(&fake.base(), dir.path(), log, &env))).collect();
        let told = vec![0; places.len()];
        Some(Cluster { fake, db, _dir: dir, time, places, logs, bots, told })
    }

    /// The shards each process holds, by the leases in the database (a lease names its
    /// holder with its process id).
    fn holders(&self) -> Vec<Vec<u32>> {
        let leases =
            tokio::task::block_in_place(|| self.db.store().read(|tx| tx.leases()).expect("the leases"));
        let mut held = vec![Vec::new(); self.bots.len()];
        for lease in leases {
            let pid = lease.owner.split(':').nth(1).unwrap_or_default().to_owned();
            if let Some(p) =
                self.bots.iter().position(|b| b.as_ref().is_some_and(|b| b.pid().to_string() == pid))
            {
                held[p].push(lease.shard);
            }
        }
        held
    }

    /// The process holding the most shards, and those shards.
    fn busiest(&self) -> (usize, Vec<u32>) {
        let held = self.holders();
        let p = (0..held.len()).max_by_key(|p| held[*p].len()).expect("processes");
        (p, held[p].clone())
    }

    /// Alice plays a turn in every game, then each game's bot answers: Alice's moves
    /// told are counted.
    async fn round(&mut self, turn: usize) {
        self.round_in(turn, &[]).await;
    }

    /// [`Cluster::round`] in every game but those at the places numbered `but`.
    async fn round_in(&mut self, turn: usize, but: &[usize]) {
        for (i, at) in self.places.clone().into_iter().enumerate() {
            if but.contains(&i) {
                continue;
            }
            self.wait_for_alice(at).await;
            let done = self.fake.play_turn_in(at, &alice(), turn).await;
            assert!(!done.ephemeral(), "{}", done.content());
            // The placement, and the figure step's click when the answer is its update.
            self.told[i] += 1 + usize::from(done.updated);
        }
        for (i, at) in self.places.clone().into_iter().enumerate() {
            if !but.contains(&i) {
                self.wait_for_alice(at).await;
            }
        }
    }

    /// The places whose games are on `shards`.
    fn places_on(&self, shards: &[u32]) -> Vec<usize> {
        (0..self.places.len()).filter(|i| shards.contains(&(*i as u32))).collect()
    }

    /// A placement Alice may make at `at` now, one cell at one rotation, as
    /// autocomplete lists them.
    async fn a_placement(&self, at: Where) -> String {
        let cells = self.fake.autocomplete_in(at, &alice(), "place", "placement", "").await.choices();
        let (_, cell) = cells.first().expect("a cell to place on");
        let rotations = self.fake.autocomplete_in(at, &alice(), "place", "placement", cell).await.choices();
        rotations.first().expect("a rotation").1.clone()
    }

    /// Whether some interaction was answered twice (by two processes).
    fn answered_twice(&self) -> Vec<String> {
        let mut answers: BTreeMap<String, usize> = BTreeMap::new();
        for r in self.fake.requests() {
            if r.method == "POST" && r.path.starts_with("/interactions/") && r.path.ends_with("/callback") {
                *answers.entry(r.path).or_default() += 1;
            }
        }
        answers.into_iter().filter(|(_, n)| *n > 1).map(|(path, _)| path).collect()
    }

    /// How many answers (interaction callbacks) `sent` got.
    fn callbacks(&self, sent: &Sent) -> usize {
        let path = format!("/interactions/{}/{}/callback", sent.id, sent.token);
        self.fake.requests().iter().filter(|r| r.method == "POST" && r.path == path).count()
    }

    /// Waits until the game at `at` waits for Alice (its bot has played).
    async fn wait_for_alice(&self, at: Where) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let table =
                tokio::task::block_in_place(|| self.db.service().table(&alice_at(at)).expect("the game"));
            if table.game.as_ref().is_some_and(|g| g.decision_of(Seat(0)).is_some()) {
                return;
            }
            assert!(Instant::now() < deadline, "the bot never played at {at:?}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Every game's action log: gap-free from 1, and (while Alice plays her own seat)
    /// holding exactly the moves Alice was told were played (seat 0) — none lost, none
    /// twice.
    fn check_logs(&self, alice_plays: bool) {
        tokio::task::block_in_place(|| {
            let mut store = self.db.store();
            for (i, at) in self.places.iter().enumerate() {
                let (guild, channel) = (at.guild.to_string(), at.channel.to_string());
                let game = store.read(|tx| tx.open_game(&guild, &channel)).expect("read").expect("a game").id;
                let actions = store.read(|tx| tx.actions(game)).expect("the log");
                let seqs: Vec<u64> = actions.iter().map(|a| a.seq).collect();
                assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>(), "a gap-free log at {at:?}");
                let alices = actions.iter().filter(|a| a.seat == 0).count();
                if alice_plays {
                    assert_eq!(alices, self.told[i], "Alice's moves told at {at:?}, each in the log once");
                }
            }
        });
    }

    /// The bot's messages posted by itself in the channel `at` whose text has `text`.
    fn said(&self, at: Where, text: &str) -> Vec<Recorded> {
        let path = format!("/channels/{}/messages", at.channel);
        let said = |r: &Recorded| r.json["content"].as_str().unwrap_or_default().contains(text);
        self.fake.requests().into_iter().filter(|r| r.method == "POST" && r.path == path && said(r)).collect()
    }

    /// Waits until every channel has at least one message with `text`.
    async fn said_everywhere(&self, text: &str) {
        self.said_everywhere_but(text, usize::MAX).await;
    }

    /// Waits until every channel but the place numbered `but` has at least one message
    /// with `text`.
    async fn said_everywhere_but(&self, text: &str, but: usize) {
        let deadline = Instant::now() + PATIENCE;
        let places: Vec<Where> =
            self.places.iter().enumerate().filter(|(i, _)| *i != but).map(|(_, at)| *at).collect();
        while places.iter().any(|at| self.said(*at, text).is_empty()) {
            assert!(Instant::now() < deadline, "{text:?} never said in every channel");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// A reminder made due in every game (the bots' time moves an hour, then stands) is
    /// posted once per game, and the turn clocks then run out (13 hours): each told
    /// once, and the bots play on for Alice.
    async fn side_effects_once(&mut self) {
        let before: Vec<usize> = self.places.iter().map(|at| self.said(*at, "Reminder").len()).collect();
        self.time.set(T0 + HOUR);
        self.said_everywhere("Reminder").await;
        // Two passes of every process's reminder loop (one a second) with time standing.
        tokio::time::sleep(Duration::from_secs(3)).await;
        for (at, before) in self.places.iter().zip(before) {
            assert_eq!(self.said(*at, "Reminder").len(), before + 1, "one reminder at {at:?}");
        }
        self.time.set(T0 + 13 * HOUR);
        self.said_everywhere("time ran out").await;
        let moved: Vec<usize> = self.logged_actions();
        tokio::time::sleep(Duration::from_secs(3)).await;
        for at in &self.places {
            assert_eq!(self.said(*at, "time ran out").len(), 1, "one hand-over at {at:?}");
        }
        // The bots play both seats now: each game goes on.
        let deadline = Instant::now() + PATIENCE;
        while self.logged_actions().iter().zip(&moved).any(|(now, then)| *now < then + 2) {
            assert!(Instant::now() < deadline, "a game stopped after the hand-over");
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }

    /// How many actions each game's log holds.
    fn logged_actions(&self) -> Vec<usize> {
        tokio::task::block_in_place(|| {
            let mut store = self.db.store();
            self.places
                .iter()
                .map(|at| {
                    let (guild, channel) = (at.guild.to_string(), at.channel.to_string());
                    let game = store.read(|tx| tx.open_game(&guild, &channel)).expect("read");
                    game.map_or(usize::MAX, |g| store.read(|tx| tx.actions(g.id)).expect("the log").len())
                })
                .collect()
        })
    }

    /// Waits until every shard has exactly one live session, none of them on
    /// connections `old`.
    async fn one_session_each(&self, old: &[u64]) {
        self.fake
            .wait("one live session per shard", |inner| {
                let live = inner.live_by_shard();
                let once = (0..SHARDS).all(|s| live.get(&s).is_some_and(|v| v.len() == 1));
                (once && live.values().flatten().all(|s| !old.contains(&s.connection))).then_some(())
            })
            .await;
    }

    /// Each shard has one live session, on a connection opened after `since`, for
    /// each of `shards`: how long after `since` each of those identified.
    async fn taken_over(&self, shards: &[u32], since: std::time::Instant) -> BTreeMap<u32, Duration> {
        let total = SHARDS;
        let shards = shards.to_vec();
        self.fake
            .wait_within(PATIENCE, |inner| {
                let live = inner.live_by_shard();
                let once = (0..total).all(|s| live.get(&s).is_some_and(|v| v.len() == 1));
                let gaps: Option<BTreeMap<u32, Duration>> = shards
                    .iter()
                    .map(|s| {
                        let session = &live.get(s)?[0];
                        (session.identified > since).then(|| (*s, session.identified - since))
                    })
                    .collect();
                gaps.filter(|_| once)
            })
            .await
            .expect("every shard taken over")
    }

    /// Waits until each of `shards` has a live session identified after `since`,
    /// whatever sessions of the process that lost them still count as live (a frozen
    /// one's, until it wakes).
    async fn reconnected(&self, shards: &[u32], since: std::time::Instant) {
        let taken = self.fake.wait_within(PATIENCE, |inner| {
            let live = inner.live_by_shard();
            shards
                .iter()
                .all(|s| live.get(s).is_some_and(|v| v.iter().any(|session| session.identified > since)))
                .then_some(())
        });
        taken.await.expect("its shards taken over");
    }

    /// Ctrl-C for every process still running: each stops cleanly.
    fn stop(mut self) {
        for (p, bot) in self.bots.iter_mut().enumerate() {
            if let Some(bot) = bot.take() {
                assert!(bot.interrupt(), "process {p} stops cleanly");
            }
        }
    }
}

/// The longest gap for `lost` shards as the operator's guide states it
/// (docs/operating.md, Failover): the lease; a third of it until a survivor's renewal
/// finds it run out; 5 s per further shard of one bucket, or a third of the lease per
/// further shard one survivor takes, whichever is longer; and 3 s to connect.
fn documented_gap(lost: &[u32]) -> Duration {
    let per_bucket =
        (0..BUCKETS).map(|b| lost.iter().filter(|s| *s % BUCKETS == b).count()).max().unwrap_or(0);
    let further = u32::try_from(per_bucket.saturating_sub(1)).unwrap_or(u32::MAX);
    LEASE + LEASE / 3 + PACING.max(LEASE / 3) * further + Duration::from_secs(3)
}

/// Started at once, paced without a collision; the busiest process killed mid-play:
/// its shards taken over in time, no move lost or doubled, side effects once, play on.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_killed_process_s_shards_are_taken_over_and_nothing_is_lost_or_doubled() {
    let Some(mut cluster) = Cluster::start().await else { return };
    cluster.fake.each_shard_once(SHARDS).await;
    assert_eq!(cluster.fake.violations(), [], "three processes started at once never collide");
    cluster.round(0).await;

    let (victim, lost) = cluster.busiest();
    assert!(!lost.is_empty(), "{:?}", cluster.holders());
    let killed_at = std::time::Instant::now();
    cluster.bots[victim].take().expect("the victim").kill();
    let gaps = cluster.taken_over(&lost, killed_at).await;
    // How long each shard went unserved is a figure for the operator's guide, printed
    // beside its bound, not asserted: it is wall-clock time, and a suite run beside
    // other work (both cores busy) stretches the connect by more than any margin. What
    // is asserted is that every lost shard was taken over, exactly once, paced.
    let bound = documented_gap(&lost);
    for (shard, gap) in &gaps {
        let within = if *gap <= bound { "within" } else { "OVER" };
        eprintln!(
            "failover: shard {shard} unserved for {gap:?}, {within} the guide's {bound:?} (lease {LEASE:?})"
        );
    }
    assert_eq!(cluster.fake.violations(), [], "the take-over is paced too");

    cluster.round(1).await;
    cluster.check_logs(true);
    cluster.side_effects_once().await;
    cluster.check_logs(false);
    for (p, log) in cluster.logs.iter().enumerate().filter(|(p, _)| *p != victim) {
        assert_eq!(complaints(log), Vec::<String>::new(), "process {p} took over without a complaint");
    }
    cluster.stop();
}

/// How the busiest process is taken away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loss {
    /// `kill -9`.
    Killed,
    /// `SIGSTOP` for twice the lease time, Discord keeping its sessions open.
    ShortFreeze,
    /// `SIGSTOP` for three times the lease time, Discord closing its sessions after
    /// [`ZOMBIE_AFTER`] without a heartbeat (the Discord library then restarts them by
    /// itself when the process wakes).
    LongFreeze,
}

/// How long the fake lets a connection go without a heartbeat in a long freeze: three
/// of its heartbeat intervals (1.5 s).
const ZOMBIE_AFTER: Duration = Duration::from_millis(4_500);

/// The busiest process is taken away while Alice keeps sending it `/place` in each of
/// its games; a game of its shards is replaced (`/cancel`, `/new`) once another process
/// serves it. A frozen process is then woken.
async fn lose_the_busiest_while_commands_reach_it(loss: Loss) {
    // In a long freeze the process's own sessions are restarted beside the new
    // holders': every event goes to both, so an answer from the woken one would show
    // as a second answer.
    let sharding = Sharding {
        shards: SHARDS,
        max_concurrency: BUCKETS,
        zombie_after: (loss == Loss::LongFreeze).then_some(ZOMBIE_AFTER),
        duplicate_events: loss == Loss::LongFreeze,
        ..Sharding::DISCORD
    };
    let Some(mut cluster) = Cluster::start_on(sharding).await else { return };
    let first = cluster.fake.each_shard_once(SHARDS).await;
    assert_eq!(cluster.fake.violations(), []);
    cluster.round(0).await;

    let (p, lost) = cluster.busiest();
    let theirs = cluster.places_on(&lost);
    let mut placements = Vec::new();
    for &i in &theirs {
        placements.push((i, cluster.a_placement(cluster.places[i]).await));
    }
    let gone_at = std::time::Instant::now();
    if loss == Loss::Killed {
        cluster.bots[p].take().expect("the victim").kill();
    } else {
        // Frozen before anything is sent: what it answered before is its own to answer.
        cluster.bots[p].as_ref().expect("the frozen process").freeze().await;
    }
    // Alice keeps playing in its games, well within the lease: a frozen process's
    // socket takes the commands; a dead one's shards take none until taken over.
    let mut stale: Vec<Sent> = Vec::new();
    for _ in 0..3 {
        for (i, placement) in &placements {
            stale.extend(cluster.fake.send_command_in(
                cluster.places[*i],
                &alice(),
                "place",
                string_option("placement", placement),
            ));
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    if loss != Loss::Killed {
        assert!(!stale.is_empty(), "the frozen process's sessions took the commands");
    }
    cluster.reconnected(&lost, gone_at).await;
    // A game of its shards replaced by a new one, through the new holder.
    let replaced = theirs[0];
    let at = cluster.places[replaced];
    let cancelled = cluster.fake.command_in(at, &alice(), "cancel", serde_json::json!([])).await;
    assert!(!cancelled.ephemeral(), "{}", cancelled.content());
    let opened = cluster.fake.command_in(at, &alice(), "new", serde_json::json!([])).await;
    assert!(!opened.ephemeral(), "{}", opened.content());
    cluster.told[replaced] = 0;
    // Side effects made due while it is away, done by the new holders.
    cluster.time.set(T0 + HOUR);
    cluster.said_everywhere_but("Reminder", replaced).await;
    if loss != Loss::Killed {
        let away = match loss {
            Loss::LongFreeze => 3 * LEASE,
            _ => 2 * LEASE,
        };
        let slept = gone_at.elapsed();
        if slept < away {
            tokio::time::sleep(away - slept).await;
        }
        assert!(cluster.bots[p].as_ref().expect("frozen").signal("CONT"));
        let woke = logged(&cluster.logs[p], "shard lease not renewed in time", PATIENCE).await;
        assert!(woke.contains("closing the shard"), "{woke}");
        // What it buffered comes on shards it no longer serves, and too late to answer.
        logged(&cluster.logs[p], "interaction dropped unanswered", PATIENCE).await;
    }
    // One session per shard again, none of the lost process's first ones (nor any it
    // started by itself on waking: those close too).
    let old: Vec<u64> = lost.iter().map(|s| first[s].connection).collect();
    cluster.one_session_each(&old).await;
    // Two passes of every process's reminder loop: still one reminder per game.
    tokio::time::sleep(Duration::from_secs(3)).await;
    for (i, at) in cluster.places.iter().enumerate().filter(|(i, _)| *i != replaced) {
        assert_eq!(cluster.said(*at, "Reminder").len(), 1, "one reminder at {at:?} ({i})");
    }
    // Nothing it buffered was answered, by it or anyone.
    for sent in &stale {
        assert_eq!(cluster.callbacks(sent), 0, "a stale command answered: {sent:?}");
    }
    cluster.round_in(1, &[replaced]).await;
    // No move recorded that Alice was not told of, none twice, and the new game
    // untouched (it is in its lobby: the check finds no move in it).
    cluster.check_logs(true);
    let table = tokio::task::block_in_place(|| cluster.db.service().table(&alice_at(at)).expect("the game"));
    assert!(table.game.is_none(), "the new game is still in its lobby");
    assert_eq!(cluster.answered_twice(), Vec::<String>::new(), "every interaction answered once at most");
    if loss == Loss::Killed {
        for (q, log) in cluster.logs.iter().enumerate().filter(|(q, _)| *q != p) {
            assert_eq!(complaints(log), Vec::<String>::new(), "process {q} took over without a complaint");
        }
    }
    cluster.stop();
}

/// A process frozen for twice the lease time, its sessions still open, while Alice
/// keeps sending it commands: it wakes, closes the shards it lost, answers none of what
/// it buffered and records nothing; a game replaced meanwhile gets none of it.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_frozen_process_wakes_to_answer_nothing_and_record_nothing() {
    lose_the_busiest_while_commands_reach_it(Loss::ShortFreeze).await;
}

/// The same after a freeze longer than Discord's heartbeat: Discord closed its
/// sessions, the Discord library restarts them on waking, and they close again without
/// answering anything beside the new holders.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_process_frozen_past_the_heartbeat_serves_no_shard_it_lost() {
    lose_the_busiest_while_commands_reach_it(Loss::LongFreeze).await;
}

/// The same with `kill -9`: the commands sent meanwhile are dropped, none answered twice,
/// nothing lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn commands_sent_to_a_killed_process_are_dropped_and_nothing_is_lost() {
    lose_the_busiest_while_commands_reach_it(Loss::Killed).await;
}

/// An interaction's answer (its callback), which the fake holds in the test below.
fn callback(path: &str) -> bool {
    path.ends_with("/callback")
}

/// A process that saved Alice's `/place` and is frozen while its answer is on the way
/// (the fake holds it, as a slow network would), woken only once the others took its
/// shards: it makes no further call to Discord for that command — no look at its
/// answer, no follow-up, no edit of the channel's board, no direct message — and says
/// why; the move it saved is in the log once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_process_woken_late_posts_nothing_stale_for_a_command_it_saved() {
    let Some(mut cluster) = Cluster::start().await else { return };
    cluster.fake.each_shard_once(SHARDS).await;
    cluster.round(0).await;
    let (p, lost) = cluster.busiest();
    let i = cluster.places_on(&lost)[0];
    let at = cluster.places[i];
    let placement = cluster.a_placement(at).await;
    let before = cluster.logged_actions()[i];

    cluster.fake.hold(PATIENCE, callback);
    let sent = cluster
        .fake
        .send_command_in(at, &alice(), "place", string_option("placement", &placement))
        .expect("the command delivered");
    cluster.fake.wait("the answer in flight", |inner| (inner.held >= 1).then_some(())).await;
    let deadline = Instant::now() + PATIENCE;
    while cluster.logged_actions()[i] == before {
        assert!(Instant::now() < deadline, "the move was never saved");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    cluster.bots[p].as_ref().expect("the process to freeze").freeze().await;
    let frozen_at = std::time::Instant::now();
    // What it sent before the freeze arrives; nothing after.
    cluster.fake.hold_nothing();
    cluster.reconnected(&lost, frozen_at).await;
    let ours = |cluster: &Cluster| -> Vec<String> {
        let token = format!("/{}", sent.token);
        let answer = format!("/interactions/{}{token}/callback", sent.id);
        cluster
            .fake
            .requests()
            .into_iter()
            .filter(|r| r.path.contains(&token) && r.path != answer)
            .map(|r| format!("{} {}", r.method, r.path))
            .collect()
    };
    let sent_before = ours(&cluster);

    assert!(cluster.bots[p].as_ref().expect("frozen").signal("CONT"));
    logged(&cluster.logs[p], "no longer speaks for the shard", PATIENCE).await;
    logged(&cluster.logs[p], "shard lease not renewed in time", PATIENCE).await;
    assert_eq!(ours(&cluster), sent_before, "nothing more for the command after the freeze");
    assert_eq!(cluster.logged_actions()[i], before + 1, "the saved move, once");
    cluster.check_logs(false);
    cluster.stop();
}

/// A fixed range is served by one process only: a second asking for a shard the first
/// holds refuses to start, naming the holder, and takes nothing; a clean stop lets the
/// shards go at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_range_held_by_another_process_is_refused_naming_it() {
    let Some(db) = tokio::task::block_in_place(TestDb::postgres) else { return };
    let fake = Fake::start_with(Sharding { shards: 2, ..Sharding::DISCORD }).await;
    let (log, refused_log) = (Arc::new(Mutex::new(Vec::new())), Arc::new(Mutex::new(Vec::new())));
    let first = Bot::on(&db, &fake.base(), &log, &[("DISCORD_SHARDS", "0-1/2")]);
    fake.each_shard_once(2).await;
    let mut second = Bot::on(&db, &fake.base(), &refused_log, &[("DISCORD_SHARDS", "1/2")]);
    let status = tokio::task::block_in_place(|| second.exit_within(PATIENCE)).expect("the second exits");
    assert_eq!(status.code(), Some(1), "{status:?}");
    let said = refused_log.lock().expect("log").join("\n");
    let holder = format!(":{}:", first.pid());
    assert!(said.contains("shard 1 is served by another process") && said.contains(&holder), "{said}");
    let leases = || tokio::task::block_in_place(|| db.store().read(|tx| tx.leases()).expect("the leases"));
    let held: Vec<(u32, bool)> = leases().iter().map(|l| (l.shard, l.owner.contains(&holder))).collect();
    assert_eq!(held, [(0, true), (1, true)], "the first keeps both");
    assert_eq!(fake.sessions().len(), 2, "the second started no session");
    assert!(first.interrupt(), "Ctrl-C stops the first cleanly");
    assert_eq!(leases(), [], "its leases went with it");
}
