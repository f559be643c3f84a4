//! One game, two ways: four people of one activity instance play the same seeded game
//! twice against the real bot and the fake Discord, once wholly by slash commands and
//! once with the moves shared between slash commands, the Activity's API (each person's
//! link from the real `POST /api/activity/session`, Discord's side played by the fake)
//! and, the first move, the Activity's page itself in Chromium when the machine has it.
//! Every move is chosen the same way from what the mover's seat is shown; the two games
//! end with the same stored history, the same `/history` and the same scores.

use std::sync::{Arc, Mutex};

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, Context, NewGame, Service};
use carcassonne_bot::store::GameId;
use serde_json::{Value, json};

use super::{ANN, BOB, CAROL, DAN, Frame, Opening, at, channel};
use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord::activity::CLIENT_SECRET;
use crate::support::fake_discord::bot::Bot;
use crate::support::fake_discord::endpoint::free_addr;
use crate::support::fake_discord::{Fake, Person, Where, string_option};
use crate::support::ok;
use crate::support::web::{self, Client, activity_origin};

/// The four people, seated in this order.
const PEOPLE: [&Person; 4] = [&ANN, &BOB, &CAROL, &DAN];

/// How a move is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Way {
    /// A slash command through the fake Discord.
    Slash,
    /// `POST /api/act` from the Activity's page origin, with the mover's session link.
    Activity,
    /// The Activity's page in Chromium, inside a test Discord client, speaking its protocol.
    Page,
}

/// The split game's ways, move by move, round and round (period 5 against turns of one
/// or two moves: each person moves both ways).
const SHARED: [Way; 5] = [Way::Slash, Way::Activity, Way::Activity, Way::Slash, Way::Activity];

/// Now, as the bot's clocks read it: the games start now, not at the tests' fixed
/// moment, or their clocks would have run out before the bot starts.
fn now_ms() -> i64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970");
    i64::try_from(now.as_millis()).expect("a time in range")
}

/// A started base game at `place` of a short fixed stack, the four seated in order: its id.
fn started(s: &mut Service, place: Where) -> i64 {
    let ctx = |who: &Person| Context { now: now_ms(), ..at(who, place) };
    let new = NewGame {
        seed: Some(5),
        tiles: Some(super::super::stack(5, 12)),
        language: Some(Lang::En),
        ..NewGame::default()
    };
    ok(s.handle(&ctx(&ANN), Command::New(new)));
    for who in &PEOPLE[1..] {
        ok(s.handle(&ctx(who), Command::Join));
    }
    ok(s.handle(&ctx(&ANN), Command::Start { keep_order: true }));
    s.table(&ctx(&ANN)).expect("the game").row.id.0
}

/// The move every player makes when shown `view` at the game's `n`th move, if their seat
/// has one: the first placement offered, and at a figure step a figure every third move,
/// else pass.
fn chosen(view: &Value, n: usize) -> Option<String> {
    if let Some(cell) = view["placements"].get(0) {
        return cell["rotations"][0]["action"].as_str().map(str::to_owned);
    }
    let choices = view["choices"].as_array()?;
    let pass = choices.iter().find(|c| c["action"] == "pass");
    let pick = match pass {
        Some(pass) if !n.is_multiple_of(3) => pass,
        _ => choices.first()?,
    };
    pick["action"].as_str().map(str::to_owned)
}

/// The slash command making `action`: its name and options.
fn slash(action: &str) -> (&'static str, Value) {
    match action.split_once(' ') {
        Some(("place", placement)) => ("place", string_option("placement", placement)),
        Some(("meeple", spot)) => ("meeple", string_option("spot", spot)),
        None if action == "pass" => ("pass", json!([])),
        _ => panic!("no slash command plays {action}"),
    }
}

/// The bot's board page for a blocking call, off the test's runtime.
fn blocking<T>(f: impl FnOnce() -> T) -> T {
    tokio::task::block_in_place(f)
}

/// One game of the four at `place`, in the activity instance `instance`.
struct Table<'a> {
    fake: &'a Fake,
    board: &'a Client,
    place: Where,
    instance: &'a str,
    /// Each person's link, from their session.
    links: Vec<String>,
}

impl<'a> Table<'a> {
    /// The four open the Activity in `instance` at `place`: their links, through Discord.
    fn open(fake: &'a Fake, board: &'a Client, place: Where, instance: &'a str) -> Table<'a> {
        fake.launch(instance, place, &PEOPLE);
        let links = blocking(|| {
            PEOPLE
                .iter()
                .map(|who| {
                    let session = board.session(&fake.authorize(who), instance);
                    assert_eq!(
                        session.status,
                        200,
                        "{}: {}",
                        who.name,
                        String::from_utf8_lossy(&session.body)
                    );
                    session.json()["link"].as_str().expect("a link").to_string()
                })
                .collect()
        });
        Table { fake, board, place, instance, links }
    }

    /// What each seat is shown now.
    fn views(&self) -> Vec<Value> {
        blocking(|| self.links.iter().map(|link| self.board.game(link).json()).collect())
    }

    /// Plays the game to its end, the `n`th move made the way `way(n)` says: the ways
    /// each person moved.
    async fn play(&self, db: &TestDb, game: i64, way: impl Fn(usize) -> Way) -> Vec<(usize, Way)> {
        let mut made = Vec::new();
        let mut n = 0;
        loop {
            let views = self.views();
            if views[0]["over"] == true {
                return made;
            }
            let (seat, action) = views
                .iter()
                .enumerate()
                .find_map(|(seat, view)| chosen(view, n).map(|a| (seat, a)))
                .unwrap_or_else(|| panic!("nobody may move: {}", views[0]));
            let revision = views[seat]["revision"].as_u64().expect("a revision");
            let way = way(n);
            let who = PEOPLE[seat];
            match way {
                Way::Slash => {
                    let (name, options) = slash(&action);
                    let answer = self.fake.command_in(self.place, who, name, options).await;
                    assert!(!answer.ephemeral(), "{} {action}: {}", who.name, answer.content());
                }
                Way::Activity => {
                    let link = &self.links[seat];
                    let played =
                        blocking(|| self.board.act_from(&activity_origin(), link, revision, &action));
                    assert_eq!(played.status, 200, "{action}: {}", String::from_utf8_lossy(&played.body));
                }
                Way::Page => self.on_the_page(who),
            }
            let last = blocking(|| db.store().read(|tx| tx.actions(GameId(game))).expect("the log"));
            let last = last.last().map(|a| (a.seat, a.action.clone()));
            assert_eq!(last, Some((seat as u32, action.clone())), "move {n} by {way:?} is the one chosen");
            made.push((seat, way));
            n += 1;
        }
    }

    /// `who` places the tile in hand on the Activity's page in Chromium, as the page's
    /// scenario does: its first lit cell, the rotation it shows first.
    fn on_the_page(&self, who: &Person) {
        let page = web::browser().expect("a browser for a move on the page");
        let opening = Opening::of(self.board, self.fake, who, self.instance);
        blocking(|| opening.run(&page, Frame::Discord, None));
    }

    /// The game's `/history`, newest page, as Ann asks for it.
    async fn history(&self) -> String {
        let answer = self.fake.command_in(self.place, &ANN, "history", json!([])).await;
        answer.content().to_string()
    }
}

/// The stored log of `game`: each move's seat and notation.
fn log_of(db: &TestDb, game: i64) -> Vec<(u32, String)> {
    let actions = blocking(|| db.store().read(|tx| tx.actions(GameId(game))).expect("the log"));
    actions.into_iter().map(|a| (a.seat, a.action)).collect()
}

/// The final scores, seat by seat, as `view` shows them.
fn scores(view: &Value) -> Vec<i64> {
    let seats = view["seats"].as_array().expect("seats");
    seats.iter().map(|s| s["score"].as_i64().expect("a score")).collect()
}

on_both! {
    /// The same seeded game of four, once by slash commands alone and once shared between
    /// slash commands, the Activity's API and its page: the same history, move by move,
    /// the same `/history` and the same final scores.
    async fn a_game_ends_the_same_whichever_way_each_move_was_made(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let addr = free_addr();
        let own = format!("http://{addr}");
        let (slashed, shared) = blocking(|| {
            let mut s = db.service();
            (started(&mut s, channel(1)), started(&mut s, Where::HOME))
        });
        let settings = [
            ("WEB_ADDR", addr.to_string()),
            ("WEB_PUBLIC_URL", own),
            ("WEB_LINK_SECRET", web::SECRET.to_string()),
            ("DISCORD_CLIENT_SECRET", CLIENT_SECRET.to_string()),
            // The bot is never killed here, so its lease may be the default's: with the
            // fake's 10 s, one renewal that waited out SQLite's 5 s busy timeout while both
            // cores ran other tests lost the shard mid-game once (its commands then fenced).
            ("SHARD_LEASE_MS", "30000".to_string()),
        ];
        let settings: Vec<(&str, &str)> = settings.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let bot = Bot::on(&db, &fake.base(), &log, &settings);
        fake.registration(1).await;
        fake.connected(1).await;
        let board = Client { addr };

        let by_slash = Table::open(&fake, &board, channel(1), "i-slash");
        let ways = by_slash.play(&db, slashed, |_| Way::Slash).await;
        assert!(ways.iter().all(|&(_, way)| way == Way::Slash));
        let browser = web::browser().is_some();
        let split = Table::open(&fake, &board, Where::HOME, "i-shared");
        let ways = split
            .play(&db, shared, |n| if n == 0 && browser { Way::Page } else { SHARED[n % SHARED.len()] })
            .await;
        for (seat, who) in PEOPLE.iter().enumerate() {
            let theirs: Vec<Way> = ways.iter().filter(|(s, _)| *s == seat).map(|&(_, w)| w).collect();
            assert!(
                theirs.contains(&Way::Slash) && theirs.iter().any(|&w| w != Way::Slash),
                "{} moved both ways: {theirs:?}",
                who.name
            );
        }

        let (slashed_log, shared_log) = (log_of(&db, slashed), log_of(&db, shared));
        assert!(slashed_log.len() >= 12, "a whole game: {slashed_log:?}");
        assert_eq!(shared_log, slashed_log, "the same moves, in the same order, by the same seats");
        assert_eq!(split.history().await, by_slash.history().await, "the same /history");
        let (end_slashed, end_shared) = (by_slash.views(), split.views());
        assert!(end_slashed[0]["over"] == true && end_shared[0]["over"] == true, "both games over");
        assert_eq!(scores(&end_shared[0]), scores(&end_slashed[0]), "the same final scores");
        assert_eq!(end_shared[0]["result"], end_slashed[0]["result"], "the same result");
        bot.stop();
    }
}
