//! The board page opened inside Discord as an Activity, Discord played by the fake: a
//! person of the activity's instance gets the link of their own seat in the game of the
//! instance's channel (a spectator's without one) and plays a turn with it from the
//! Activity's page; every other way in — a person not in the instance, a wrong client
//! secret, an unknown or used code, an unknown instance, an instance in a channel
//! without a game or with another game, a malformed or oversized request, another
//! site, a bot that does not serve the Activity — is refused with a clear sentence and
//! changes nothing.
//! And the bot's side in Discord: the turn message's button launches the Activity, and
//! the global registration keeps Discord's Entry Point command. In a real browser
//! (`web/tests/activity.mjs`, skipped as the other browser tests are), the page runs the
//! inside a test Discord client's frame on Discord's origin, opened at the root as
//! Discord opens it: a turn played, the refusals shown on the page, a client whose reply
//! the page cannot read ended by a sentence, another site unable to frame it, two people playing live;
//! and the page's own copy of Discord's frame protocol saying what Discord's SDK says.
//! Also the App Launcher's Entry Point command under either handler, and junk sessions
//! that spend little at Discord and lock no member out (`flood`: through the guide's
//! nginx, at the rate members were once locked out by).

mod flood;
mod game;

use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, Context, NewGame, Service, User};

use carcassonne_bot::discord::custom_id::OPEN_BOARD;
use serde_json::Value;

use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord::activity::CLIENT_SECRET;
use crate::support::fake_discord::payloads::APP_ID;
use crate::support::fake_discord::{Answer, Fake, Person, Where};
use crate::support::web::{self, Client, Served, activity_origin};
use crate::support::{ok, person};

const ANN: Person = Person { id: 111_111_111_111_111_111, name: "Ann" };
const BOB: Person = Person { id: 222_222_222_222_222_222, name: "Bob" };
const CAROL: Person = Person { id: 333_333_333_333_333_333, name: "Carol" };
const DAN: Person = Person { id: 444_444_444_444_444_444, name: "Dan" };

/// A channel of the home server besides the home channel, `n`th.
fn channel(n: u64) -> Where {
    Where { channel: Where::HOME.channel + n, ..Where::HOME }
}

/// `who` asking in the Discord channel `at`, as the Discord front end says it.
fn at(who: &Person, place: Where) -> Context {
    Context {
        guild: place.guild.to_string(),
        channel: place.channel.to_string(),
        user: User { id: who.id.to_string(), name: who.name.into() },
        ..person(who.name)
    }
}

/// A started base game in `place` with `players` seated in that order: its id.
fn started(s: &mut Service, place: Where, players: [&Person; 2]) -> i64 {
    let new = NewGame { seed: Some(5), language: Some(Lang::En), ..NewGame::default() };
    web::started(s, |who| at(who, place), players, new)
}

/// The fake Discord on a runtime of its own, kept as long as the test holds it.
fn fake() -> (Fake, tokio::runtime::Runtime) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let fake = runtime.block_on(Fake::start());
    (fake, runtime)
}

/// The link a session answered, checked to be one, with the token for Discord's
/// `AUTHENTICATE` and the game as the link's `GET /api/game` shows it.
fn link_of(served: &Served, who: &Person, instance: &str, fake: &Fake) -> String {
    let answer = served.session(&fake.authorize(who), instance);
    assert_eq!(answer.status, 200, "{}: {}", who.name, String::from_utf8_lossy(&answer.body));
    let answer = answer.json();
    let access = answer["access_token"].as_str().expect("the token for Discord's authenticate");
    assert!(access.starts_with("access-"), "Discord's own token: {answer}");
    let link = answer["link"].as_str().expect("a link").to_string();
    assert_eq!(answer["game"], served.game(&link).json(), "{}: the game comes with the link", who.name);
    link
}

on_both! {
    /// The three people of an instance in the game's channel each open their own view:
    /// the two players their seats, the watcher a spectator's; the player to move plays
    /// from the Activity's page (its origin Discord's proxy's) and the game moves on.
    fn a_person_of_the_instance_opens_their_seat_and_plays_a_turn(db) {
        let mut s = db.service();
        let game = started(&mut s, Where::HOME, [&ANN, &BOB]);
        let (fake, _discord) = fake();
        let served = web::serve_activity(db.service(), &fake.base(), CLIENT_SECRET);
        let config = served.request("GET", "/api/activity/config", &[], "");
        assert_eq!(config.status, 200);
        assert_eq!(config.json()["client_id"], APP_ID.to_string(), "Discord's authorize needs it");
        fake.launch("i-home", Where::HOME, &[&ANN, &BOB, &CAROL]);
        let mut shown = Vec::new();
        for who in [&ANN, &BOB, &CAROL] {
            let link = link_of(&served, who, "i-home", &fake);
            let game_shown = served.game(&link);
            assert_eq!(game_shown.status, 200, "{}", String::from_utf8_lossy(&game_shown.body));
            let game_shown = game_shown.json();
            assert_eq!(game_shown["game"], game);
            match game_shown["seat"].as_u64() {
                Some(seat) => assert_eq!(game_shown["seats"][seat as usize]["name"], who.name),
                None => assert_eq!(who.name, CAROL.name, "only the watcher has no seat: {game_shown}"),
            }
            shown.push((link, game_shown));
        }
        assert!(shown[2].1["seat"].is_null(), "the watcher's view is a spectator's");
        let (link, first) = &shown[0];
        let revision = first["revision"].as_u64().expect("a revision");
        let cell = &first["placements"][0];
        let action = cell["rotations"][0]["action"].as_str().expect("Ann places first");
        let played = served.act_from(&activity_origin(), link, revision, action);
        assert_eq!(played.status, 200, "{}", String::from_utf8_lossy(&played.body));
        assert!(played.json()["revision"].as_u64() > Some(revision), "the game moved on");
        let table = s.table(&at(&ANN, Where::HOME)).expect("the game");
        assert_eq!(table.row.revision, played.json()["revision"].as_u64().expect("a revision"));
    }
}

/// One way into a session that Discord does not vouch for: what it is, how it is
/// asked, and the refusal it gets (its status, and the sentence `id` in `lang`).
struct Refusal<'a> {
    what: &'static str,
    ask: Box<dyn Fn() -> web::Answer + 'a>,
    status: u16,
    lang: Lang,
    id: &'static str,
}

impl<'a> Refusal<'a> {
    fn new(what: &'static str, status: u16, id: &'static str, ask: impl Fn() -> web::Answer + 'a) -> Self {
        Refusal { what, ask: Box::new(ask), status, lang: Lang::En, id }
    }

    /// The same, the sentence in `lang`.
    fn in_lang(self, lang: Lang) -> Self {
        Refusal { lang, ..self }
    }

    /// Asks, and checks the refusal.
    fn check(&self) {
        let answer = (self.ask)();
        assert_eq!(answer.refused(self.status), self.lang.say(self.id, []), "{}", self.what);
    }
}

/// `POST /api/activity/session` with `body` from the page at `origin`.
fn session_from(served: &Served, origin: &str, body: &str) -> web::Answer {
    served.request("POST", "/api/activity/session", &[("Origin", origin)], body)
}

on_both! {
    /// Each way in that Discord does not vouch for is refused, the database untouched;
    /// an instance in another game's channel opens that game, never this one.
    fn every_session_discord_does_not_vouch_for_is_refused(db) {
        let mut s = db.service();
        let home = started(&mut s, Where::HOME, [&ANN, &BOB]);
        let other = started(&mut s, channel(1), [&CAROL, &DAN]);
        let (fake, _discord) = fake();
        let served = web::serve_activity(db.service(), &fake.base(), CLIENT_SECRET);
        // The bot's client secret is not the application's: Discord refuses the
        // exchange, the operator's to fix; and a bot that does not serve the Activity.
        let wrong = web::serve_activity(db.service(), &fake.base(), "not-the-client-secret");
        let off = web::serve(db.service());
        fake.launch("i-home", Where::HOME, &[&ANN]);
        fake.launch("i-other", channel(1), &[&ANN]);
        fake.launch("i-empty", channel(2), &[&ANN]);
        let before = db.dump();
        let ann = || fake.authorize(&ANN);
        let origin = activity_origin();
        let cases = [
            Refusal::new("Bob is not in the instance", 403, "web-activity-not-member", || {
                served.session(&fake.authorize(&BOB), "i-home")
            }),
            Refusal::new("nor when his Discord speaks French", 403, "web-activity-not-member", || {
                fake.speaks(&BOB, "fr");
                served.session(&fake.authorize(&BOB), "i-home")
            })
            .in_lang(Lang::Fr),
            Refusal::new("a code Discord never gave", 401, "web-activity-bad-code", || {
                served.session("code-made-up", "i-home")
            }),
            Refusal::new("a code exchanged already", 401, "web-activity-bad-code", || {
                let code = ann();
                assert_eq!(served.session(&code, "i-home").status, 200, "its first use");
                served.session(&code, "i-home")
            }),
            Refusal::new("an instance Discord does not know", 404, "web-activity-no-instance", || {
                served.session(&ann(), "i-nowhere")
            }),
            Refusal::new("an instance in a channel without a game", 404, "web-activity-no-game", || {
                served.session(&ann(), "i-empty")
            }),
            Refusal::new("no code", 422, "web-activity-bad-request", || {
                session_from(&served, &origin, r#"{"instance_id":"i-home"}"#)
            }),
            Refusal::new("an instance id climbing Discord's paths", 422, "web-activity-bad-request", || {
                served.session(&ann(), "../../users/@me")
            }),
            Refusal::new("a body over the limit", 413, "web-too-large", || {
                served.oversized("/api/activity/session", &[("Origin", &origin)])
            }),
            Refusal::new("another site's page", 403, "web-foreign-origin", || {
                let body = serde_json::json!({ "code": ann(), "instance_id": "i-home" }).to_string();
                session_from(&served, "https://evil.example", &body)
            }),
            Refusal::new("a client secret not the application's", 500, "web-activity-failed", || {
                wrong.session(&ann(), "i-home")
            }),
            Refusal::new("a bot not serving the Activity: a session", 404, "web-activity-off", || {
                off.session(&ann(), "i-home")
            }),
            Refusal::new("a bot not serving the Activity: its settings", 404, "web-activity-off", || {
                off.request("GET", "/api/activity/config", &[], "")
            }),
        ];
        for case in &cases {
            case.check();
        }
        // An instance in another game's channel opens that game, as a spectator's for
        // Ann, who has no seat there: never her seat here.
        let elsewhere = link_of(&served, &ANN, "i-other", &fake);
        let shown = served.game(&elsewhere).json();
        assert_eq!((shown["game"].as_i64(), shown["seat"].is_null()), (Some(other), true), "{shown}");
        let revision = shown["revision"].as_u64().expect("a revision");
        let here = format!("/api/game?game={home}");
        let asked = || served.request("GET", &here, &[("X-Board-Link", &elsewhere)], "");
        Refusal::new("that link, for this game", 403, "web-other-game", asked).check();
        let acted = || served.act_from(&activity_origin(), &elsewhere, revision, "pass");
        Refusal::new("that link, playing", 403, "web-spectator", acted).check();
        assert_eq!(db.dump(), before, "no session changed anything");
    }
}

/// `POST /api/activity/session` of `body` with `content_type`, from the page at `origin`,
/// sent through the guide's proxy for a caller at `address` (its `X-Forwarded-For`).
fn session_via(served: &Served, address: &str, content_type: &str, origin: &str, body: &str) -> web::Answer {
    let headers = [("Origin", origin), ("Content-Type", content_type), ("X-Forwarded-For", address)];
    served.request("POST", "/api/activity/session", &headers, body)
}

/// The codes Discord was asked to exchange so far.
fn exchanges(fake: &Fake) -> usize {
    fake.requests().iter().filter(|r| r.method == "POST" && r.path == "/oauth2/token").count()
}

/// The questions Discord was asked about the instance `id` so far.
fn lookups(fake: &Fake, id: &str) -> usize {
    let path = format!("/activity-instances/{id}");
    fake.requests().iter().filter(|r| r.method == "GET" && r.path.ends_with(&path)).count()
}

/// 200 session requests that cheaper checks refuse — a body not declared JSON, another
/// site's page, a code or an instance id of the wrong shape, instances Discord does not
/// know — from strangers' addresses spend no token exchange at Discord, and a member's
/// valid code opens the Activity right after them. Then everything from one address, as
/// inside Discord, where every request comes from its proxy: a made-up instance is
/// asked about once and then refused unasked; fresh made-up ones spend the address's
/// share of the budget for new instances, after which they are refused unasked too, while a member of a live
/// instance still opens at once; junk codes naming a live instance spend its own share
/// of refusals (then it waits, with a sentence), never another instance's; a member's
/// own sessions are not counted as refused.
#[test]
fn junk_sessions_spend_no_exchange_and_never_lock_a_member_out() {
    let db = TestDb::sqlite();
    started(&mut db.service(), Where::HOME, [&ANN, &BOB]);
    started(&mut db.service(), channel(1), [&CAROL, &DAN]);
    let (fake, _discord) = fake();
    let served = web::serve_activity(db.service(), &fake.base(), CLIENT_SECRET);
    fake.launch("i-home", Where::HOME, &[&ANN, &BOB]);
    fake.launch("i-other", channel(1), &[&CAROL, &DAN]);
    let origin = activity_origin();
    let json = "application/json";
    let body =
        |code: &str, instance: &str| serde_json::json!({ "code": code, "instance_id": instance }).to_string();
    for i in 0..200 {
        let stranger = format!("203.0.113.{}", i % 50);
        let (kind, from, sent) = match i % 5 {
            0 => ("text/plain", origin.as_str(), body("code-1", "i-home")),
            1 => (json, "https://evil.example", body("code-1", "i-home")),
            2 => (json, origin.as_str(), body("code/../../x", "i-home")),
            3 => (json, origin.as_str(), body(&format!("code-{i}"), &format!("i-unknown-{}", i % 4))),
            _ => (json, origin.as_str(), body("code-1", "i-home/../../users/@me")),
        };
        let answer = session_via(&served, &stranger, kind, from, &sent);
        assert!([403, 404, 415, 422].contains(&answer.status), "{i}: {answer:?}");
    }
    assert_eq!(exchanges(&fake), 0, "no code exchanged for junk");
    for i in 0..4 {
        assert_eq!(lookups(&fake, &format!("i-unknown-{i}")), 1, "each made-up instance asked about once");
    }
    let ann = link_of(&served, &ANN, "i-home", &fake);
    assert_eq!(served.game(&ann).status, 200, "Ann opens the Activity right after");
    link_of(&served, &CAROL, "i-other", &fake);

    // Discord's proxy: fresh made-up instances until the address's share of the budget
    // for new ones is spent.
    let proxy = "198.51.100.7";
    let busy = Lang::En.say("web-activity-busy", []);
    let ask = |code: &str, instance: &str| session_via(&served, proxy, json, &origin, &body(code, instance));
    let at_most = carcassonne_bot::web::CALLER_BURST as usize + 1;
    let mut fresh = Vec::new();
    let spent = loop {
        let id = format!("i-gone-{}", fresh.len());
        let answer = ask("code-1", &id);
        fresh.push(id);
        if answer.status != 404 {
            break answer;
        }
        assert!(fresh.len() <= at_most, "the share never runs out");
    };
    assert_eq!(spent.refused(429), busy, "then refused with a sentence");
    let asked: usize = fresh.iter().map(|id| lookups(&fake, id)).sum();
    assert_eq!(asked, fresh.len() - 1, "one question for each refused, none for the last");
    let again: Vec<u16> = fresh[..fresh.len() - 1].iter().map(|id| ask("code-1", id).status).collect();
    assert!(again.iter().all(|s| *s == 404), "refused unasked as they were: {again:?}");
    assert_eq!(fresh.iter().map(|id| lookups(&fake, id)).sum::<usize>(), asked, "and not asked again");
    let opened = ask(&fake.authorize(&BOB), "i-home");
    assert_eq!(opened.status, 200, "a live instance's member opens at once: {opened:?}");

    // Junk codes naming a live instance: its own share of refusals, then it waits.
    let before = exchanges(&fake);
    let guesses: Vec<u16> = (0..30).map(|i| ask(&format!("code-guess-{i}"), "i-home").status).collect();
    let share = carcassonne_bot::web::FAILED_BURST as usize;
    assert_eq!(exchanges(&fake) - before, share, "{guesses:?}");
    let slowed = ask(&fake.authorize(&ANN), "i-home");
    assert_eq!(slowed.refused(429), Lang::En.say("web-activity-too-many", []), "that instance waits");
    // Members of another instance are not held back, nor by their own sessions.
    for _ in 0..share + 1 {
        let opened = ask(&fake.authorize(&CAROL), "i-other");
        assert_eq!(opened.status, 200, "{}", String::from_utf8_lossy(&opened.body));
    }
}

/// A lone caller streaming made-up instances from one address (issue 86: at 5 a second it
/// kept half of all new Activities out, at 18 all of them) spends its own share of the
/// questions about new instances, then is refused unasked; meanwhile new Activities in
/// fifteen channels — more than a share's worth, through one address of Discord's
/// proxy — all open, each live instance giving its question back.
#[test]
fn a_strangers_stream_of_made_up_instances_keeps_no_new_activity_out() {
    let db = TestDb::sqlite();
    let places: Vec<Where> = (1..=15).map(channel).collect();
    for &place in &places {
        started(&mut db.service(), place, [&ANN, &BOB]);
    }
    let (fake, _discord) = fake();
    let served = web::serve_activity(db.service(), &fake.base(), CLIENT_SECRET);
    let origin = activity_origin();
    let body =
        |code: &str, instance: &str| serde_json::json!({ "code": code, "instance_id": instance }).to_string();
    let ask = |from: &str, code: &str, instance: &str| {
        session_via(&served, from, "application/json", &origin, &body(code, instance))
    };
    let share = carcassonne_bot::web::CALLER_BURST as usize;
    let made_up = |i: usize| format!("i-made-up-{i}");
    let stream: Vec<u16> = (0..200).map(|i| ask("203.0.113.66", "code-1", &made_up(i)).status).collect();
    assert!(stream[..share].iter().all(|&s| s == 404), "its share asked about: {stream:?}");
    assert!(stream[share..].iter().all(|&s| s == 429), "then held: {stream:?}");
    assert_eq!((0..200).map(|i| lookups(&fake, &made_up(i))).sum::<usize>(), share, "the rest unasked");
    assert!(places.len() > share, "more launches through one address than its share");
    for (i, &place) in places.iter().enumerate() {
        let id = format!("i-launch-{i}");
        fake.launch(&id, place, &[&ANN, &BOB]);
        let opened = ask("198.51.100.7", &fake.authorize(&ANN), &id);
        assert_eq!(opened.status, 200, "launch {i}: {}", String::from_utf8_lossy(&opened.body));
    }
}

/// The label of the button `id` on `answer`'s message.
fn label(answer: &Answer, id: &str) -> String {
    let rows = answer.message["components"].as_array().cloned().unwrap_or_default();
    let buttons = rows.iter().flat_map(|row| row["components"].as_array().cloned().unwrap_or_default());
    let found = buttons.into_iter().find(|b| b["custom_id"] == id);
    found.and_then(|b| b["label"].as_str().map(str::to_owned)).unwrap_or_else(|| panic!("no {id} button"))
}

/// The bot serving the board as an Activity: the turn message's button reads "Play on
/// the board" and launches the Activity (Discord's callback 12, no message); the page
/// Discord then opens asks the bot's own API, which opens the clicker's seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_play_button_launches_the_activity_which_opens_the_clickers_seat() {
    let page = web::page_bot(&[("DISCORD_CLIENT_SECRET", CLIENT_SECRET)]).await;
    let (fake, addr) = (&page.fake, page.addr);
    fake.command(&ANN, "new", serde_json::json!([])).await;
    fake.command(&BOB, "join", serde_json::json!([])).await;
    let started = fake.command(&ANN, "start", serde_json::json!([])).await;
    assert_eq!(label(&started, OPEN_BOARD), "Play on the board");
    let clicked = fake.click(&ANN, OPEN_BOARD, &started).await;
    assert_eq!(clicked.kind, 12, "LAUNCH_ACTIVITY: {clicked:?}");
    fake.launch("i-launched", Where::HOME, &[&ANN, &BOB]);
    let code = fake.authorize(&ANN);
    let shown = tokio::task::spawn_blocking(move || {
        let client = Client { addr };
        let session = client.session(&code, "i-launched");
        assert_eq!(session.status, 200, "{}", String::from_utf8_lossy(&session.body));
        client.game(session.json()["link"].as_str().expect("a link"))
    })
    .await
    .expect("the API answers");
    assert_eq!(shown.status, 200, "{}", String::from_utf8_lossy(&shown.body));
    let shown = shown.json();
    let seat = shown["seat"].as_u64().expect("Ann's seat") as usize;
    assert_eq!(shown["seats"][seat]["name"], ANN.name, "{shown}");
    page.stop();
}

/// Registered globally (no `DISCORD_GUILD_ID`), by a bot serving the Activity: on an
/// application with Activities turned on the bot's commands go beside Discord's Entry
/// Point command, kept as Discord made it (the fake, as Discord, refuses an overwrite
/// without it); on one without, the bot's own go alone, no Entry Point made up (Discord
/// makes it when Activities are turned on, `docs/operating.md`). Start-up succeeds,
/// and commands answer, either way; every registration valid for Discord's spec.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn global_registration_keeps_the_entry_point_command() {
    for activities in [true, false] {
        let fake = Fake::start().await;
        if activities {
            fake.with_entry_point();
        }
        let made = fake.global_commands();
        let page = web::page_bot_on(fake, GLOBAL_ACTIVITY).await;
        let fake = &page.fake;
        let registered = fake.global_commands();
        assert!(registered.iter().any(|c| c["name"] == "new"), "the bot's commands: {registered:?}");
        let entry: Vec<&Value> = registered.iter().filter(|c| c["type"] == 4).collect();
        if activities {
            assert_eq!(entry.len(), 1, "{registered:?}");
            for field in ["name", "description", "handler", "integration_types", "contexts"] {
                assert_eq!(entry[0][field], made[0][field], "{field} kept");
            }
        } else {
            assert!(entry.is_empty(), "no Entry Point made up: {registered:?}");
        }
        let answered = fake.command(&ANN, "new", serde_json::json!([])).await;
        assert!(!answered.ephemeral(), "the commands answer: {}", answered.content());
        let fake = page.stop();
        if activities {
            // What the bot escaped: Discord's refusal of poise's own overwrite.
            let (status, refused) = overwrite_without_entry_point(&fake).await;
            assert_eq!((status, refused["code"].as_u64()), (400, Some(50_240)));
        }
    }
}

/// The App Launcher's Entry Point command launches the Activity under either handler
/// the operator may set in the Developer Portal: with `APP_HANDLER` the bot answers the
/// launch with `LAUNCH_ACTIVITY` (callback 12); with `DISCORD_LAUNCH_ACTIVITY` Discord
/// answered it and refuses the bot's answer as a second one, which the bot takes as it
/// should, logging nothing. Neither is an unknown interaction to the bot, and the page
/// Discord then opens opens the launcher's seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_app_launcher_launches_the_activity_under_either_handler() {
    for handler in [1, 2] {
        let fake = Fake::start().await;
        fake.with_entry_point();
        fake.entry_point_handler(handler);
        let page = web::page_bot_on(fake, GLOBAL_ACTIVITY).await;
        let (fake, addr) = (&page.fake, page.addr);
        fake.command(&ANN, "new", serde_json::json!([])).await;
        fake.command(&BOB, "join", serde_json::json!([])).await;
        fake.command(&ANN, "start", serde_json::json!([])).await;
        let sent = fake.app_launcher(&ANN, Where::HOME);
        let answered =
            fake.answer_within(&sent, crate::support::PATIENCE).await.expect("the bot answers the launch");
        assert_eq!(answered.kind, 12, "handler {handler}: LAUNCH_ACTIVITY");
        fake.launch("i-launcher", Where::HOME, &[&ANN, &BOB]);
        let code = fake.authorize(&ANN);
        let shown = tokio::task::spawn_blocking(move || {
            let client = Client { addr };
            let session = client.session(&code, "i-launcher");
            assert_eq!(session.status, 200, "{}", String::from_utf8_lossy(&session.body));
            client.game(session.json()["link"].as_str().expect("a link")).json()
        })
        .await
        .expect("the API answers");
        let seat = shown["seat"].as_u64().expect("Ann's seat") as usize;
        assert_eq!(shown["seats"][seat]["name"], ANN.name, "{shown}");
        // Stopped as Ctrl-C stops it, once every interaction is handled: no complaint
        // logged, an unknown interaction or a refused answer included.
        page.stop();
    }
}

/// A bot registering its commands globally (no `DISCORD_GUILD_ID`) and serving the
/// Activity with the application's client secret: its settings beside the page's.
const GLOBAL_ACTIVITY: &[(&str, &str)] =
    &[("DISCORD_GUILD_ID", ""), ("DISCORD_CLIENT_SECRET", CLIENT_SECRET)];

/// A bulk overwrite of the global commands without the Entry Point command, sent to the
/// fake as poise's `register_globally` would: Discord's answer.
async fn overwrite_without_entry_point(fake: &Fake) -> (u16, Value) {
    let path = format!("/applications/{APP_ID}/commands");
    let body = serde_json::json!([{ "name": "new", "description": "A game", "type": 1, "options": [] }]);
    fake.as_bot("PUT", &path, &body).await
}

/// How the test's Discord client around the page behaves (`web/tests/activity.mjs`).
#[derive(Clone, Copy)]
enum Frame {
    /// As Discord's client does.
    Discord,
    /// Another site's page, which the bot's content policy forbids to frame the board.
    Foreign,
    /// Answering AUTHORIZE without `evt: null`: a reply Discord's SDK cannot parse, nor the page.
    Unparsed,
    /// As Discord's client does, the page's first live socket closed as the bot closes one
    /// whose link expired (the sentence expected): `second` is the person's next code.
    Expiring,
}

/// One opening of the page inside a test Discord client (`web/tests/activity.mjs`).
struct Opening<'a> {
    /// The bot's board page, served at its own address.
    board: &'a Client,
    /// The authorization code the client hands the page.
    code: String,
    /// The activity's instance, as the frame's query names it.
    instance: &'a str,
    /// What else the client claims: the frame's query (guild, channel) and READY's user.
    claims: (&'a str, &'a str),
    /// The code of a second person opening the same instance after the first's move.
    second: Option<String>,
}

impl Opening<'_> {
    /// `who`'s opening of `instance`, a code of theirs from Discord, the client claiming nothing else.
    fn of<'a>(board: &'a Client, fake: &Fake, who: &Person, instance: &'a str) -> Opening<'a> {
        Opening { board, code: fake.authorize(who), instance, claims: ("", ""), second: None }
    }

    /// Runs the scenario with the client behaving as `frame`; `expect` is the sentence
    /// the page must end on (none when it opens the board and plays).
    fn run(&self, web: &std::path::Path, frame: Frame, expect: Option<String>) {
        let mode = match (frame, &expect) {
            (Frame::Discord, None) if self.second.is_some() => "together",
            (Frame::Discord, None) => "play",
            (Frame::Discord, Some(_)) => "refused",
            (Frame::Foreign, _) => "foreign",
            (Frame::Unparsed, _) => "unparsed",
            (Frame::Expiring, _) => "renewed",
        };
        let url = format!("http://{}", self.board.addr);
        let expect = expect.unwrap_or_default();
        let settings = [
            ("ACTIVITY_MODE", mode),
            ("ACTIVITY_CODE", self.code.as_str()),
            ("ACTIVITY_INSTANCE", self.instance),
            ("ACTIVITY_QUERY", self.claims.0),
            ("ACTIVITY_CLAIMED", self.claims.1),
            ("ACTIVITY_EXPECT", expect.as_str()),
            ("ACTIVITY_CODE_2", self.second.as_deref().unwrap_or_default()),
        ];
        web::scenario_with(web, "activity", &url, &settings);
    }
}

/// Ann and Bob's game in the home channel, served as an Activity by the bot with the
/// application's client secret, Discord's side played by the fake: the browser tests'
/// start.
struct Home {
    db: TestDb,
    s: Service,
    fake: Fake,
    _discord: tokio::runtime::Runtime,
    served: Served,
}

impl Home {
    fn start() -> Home {
        let db = TestDb::sqlite();
        let mut s = db.service();
        started(&mut s, Where::HOME, [&ANN, &BOB]);
        let (fake, _discord) = fake();
        let served = web::serve_activity_itself(db.service(), &fake.base(), CLIENT_SECRET);
        Home { db, s, fake, _discord, served }
    }
}

/// The tiles on the board of the game at `place`.
fn tiles(s: &mut Service, place: Where) -> usize {
    let table = s.table(&at(&ANN, place)).expect("the game");
    table.game.as_ref().expect("started").view(carcassonne_engine::Audience::Public).board().tiles().len()
}

/// In a real browser, the page opened at the root of the bot's address with Discord's
/// launch query, inside a Discord client on Discord's own origin, as Discord opens an
/// Activity, speaks Discord's protocol as its SDK does (the handshake's fields), READY,
/// `authorize` (the code to the bot with the instance id), `authenticate` with the token
/// the bot answers, then the board of Ann's
/// seat, where she places her tile; the link she got travels in no address the page
/// asks for, its live socket's included.
#[test]
fn in_a_browser_a_person_of_the_instance_plays_a_turn_inside_discord() {
    let Some(web) = web::browser() else { return };
    let Home { db: _db, mut s, fake, _discord, served } = Home::start();
    fake.launch("i-home", Where::HOME, &[&ANN, &BOB]);
    assert_eq!(tiles(&mut s, Where::HOME), 1, "the start tile alone");
    Opening::of(&served, &fake, &ANN, "i-home").run(&web, Frame::Discord, None);
    assert_eq!(tiles(&mut s, Where::HOME), 2, "Ann's tile, placed inside Discord");
}

/// In a real browser, each opening Discord does not vouch for ends on the bot's refusal,
/// shown on the page, the database untouched: a person not in the instance, a bot
/// whose client secret is not the application's, an instance in a channel without a
/// game (the frame's query naming the game's channel), and a client forging the code,
/// the user and the channel.
#[test]
fn in_a_browser_every_opening_discord_does_not_vouch_for_is_refused_on_the_page() {
    let Some(web) = web::browser() else { return };
    let Home { db, mut s, fake, _discord, served } = Home::start();
    let wrong = web::serve_activity_itself(db.service(), &fake.base(), "not-the-client-secret");
    fake.launch("i-home", Where::HOME, &[&ANN]);
    fake.launch("i-empty", channel(2), &[&ANN]);
    let before = db.dump();
    let say = |id: &str| Some(Lang::En.say(id, []));
    let home = format!("guild_id={}&channel_id={}", Where::HOME.guild, Where::HOME.channel);

    Opening::of(&served, &fake, &BOB, "i-home").run(&web, Frame::Discord, say("web-activity-not-member"));
    Opening::of(&wrong, &fake, &ANN, "i-home").run(&web, Frame::Discord, say("web-activity-failed"));
    let elsewhere = Opening { claims: (&home, ""), ..Opening::of(&served, &fake, &ANN, "i-empty") };
    elsewhere.run(&web, Frame::Discord, say("web-activity-no-game"));
    let ann = ANN.id.to_string();
    let forged = Opening {
        board: &served,
        code: "code-forged".into(),
        instance: "i-home",
        claims: (&home, &ann),
        second: None,
    };
    forged.run(&web, Frame::Discord, say("web-activity-bad-code"));
    assert_eq!(db.dump(), before, "no opening changed anything");
    assert_eq!(tiles(&mut s, Where::HOME), 1, "the start tile alone");
}

/// In a real browser, a reply the page cannot read (one without `evt: null`, which Discord's
/// SDK cannot parse either) ends on a sentence after the page's bounded wait; and another
/// site framing the page, whose client the page would not hear, cannot: Chromium
/// keeps the page out of its frame (the bot's `frame-ancestors`), so nothing is asked of
/// the bot but the document. Nothing changes.
#[test]
fn in_a_browser_a_client_the_page_cannot_hear_ends_on_a_clear_sentence_or_never_frames_it() {
    let Some(web) = web::browser() else { return };
    let Home { db, mut s, fake, _discord, served } = Home::start();
    fake.launch("i-home", Where::HOME, &[&ANN]);
    let before = db.dump();
    let silent = Some(Lang::En.say("web-activity-silent", []));
    Opening::of(&served, &fake, &ANN, "i-home").run(&web, Frame::Unparsed, silent);
    Opening::of(&served, &fake, &ANN, "i-home").run(&web, Frame::Foreign, None);
    assert_eq!(db.dump(), before, "nothing changed");
    assert_eq!(tiles(&mut s, Where::HOME), 1, "the start tile alone");
}

/// In a real browser, two people of one instance at once: Ann places a tile; Bob, opening
/// the Activity after that move, lands on the game as it is; each then sees the other's
/// moves live on their own page.
#[test]
fn in_a_browser_two_people_of_one_instance_see_each_others_moves_live() {
    let Some(web) = web::browser() else { return };
    let Home { db: _db, mut s, fake, _discord, served } = Home::start();
    fake.launch("i-home", Where::HOME, &[&ANN, &BOB]);
    let together =
        Opening { second: Some(fake.authorize(&BOB)), ..Opening::of(&served, &fake, &ANN, "i-home") };
    together.run(&web, Frame::Discord, None);
    assert_eq!(tiles(&mut s, Where::HOME), 3, "Ann's tile and Bob's, placed inside Discord");
}

/// In a real browser, a link that expires while the Activity is open (a link lasts a day,
/// an Activity may stay open longer): the page asks Discord's client for a new code and
/// the bot for a new link of the same seat, follows the game on it and plays Ann's turn
/// with it; the words of an expired link, which tell a private link's holder to ask with
/// the "Open the board" button, never stay on the Activity's page.
#[test]
fn in_a_browser_the_activity_takes_a_new_link_when_its_own_expires() {
    let Some(web) = web::browser() else { return };
    let Home { db: _db, mut s, fake, _discord, served } = Home::start();
    fake.launch("i-home", Where::HOME, &[&ANN, &BOB]);
    let opening =
        Opening { second: Some(fake.authorize(&ANN)), ..Opening::of(&served, &fake, &ANN, "i-home") };
    opening.run(&web, Frame::Expiring, Some(Lang::En.say("web-link-expired", [])));
    assert_eq!(tiles(&mut s, Where::HOME), 2, "Ann's tile, placed on the new link");
}

/// As Discord for iOS runs the Activity, in WebKit (`web/tests/sandboxed.mjs`): the page
/// at the root of Discord's proxy with the launch query, framed by Discord's client in a
/// frame sandboxed without `allow-same-origin` (an opaque origin, where the page's
/// storage is denied and WebKit matches `'self'` with nothing), the bot's content policy
/// replaced by Discord's, whose `script-src` is `'self' 'unsafe-eval' 'nonce-…' blob:`
/// with the nonce on inline scripts only. The page opens Ann's seat, plays her whole turn,
/// and shows Bob's move from its live socket, without a reload.
#[test]
fn in_webkit_an_opaque_frame_under_discords_policy_plays_a_turn_live() {
    turn_in_an_opaque_frame("webkit");
}

/// The same in Chromium, which Discord's desktop and web apps and Android's WebView run.
#[test]
fn in_chromium_an_opaque_frame_under_discords_policy_plays_a_turn_live() {
    turn_in_an_opaque_frame("chromium");
}

/// Runs `web/tests/sandboxed.mjs` in `engine` on Ann and Bob's game in the home channel:
/// Ann plays her turn on the page; then Bob moves by the service, which the page shows.
fn turn_in_an_opaque_frame(engine: &str) {
    let Some(web) = web::browser() else { return };
    if engine == "webkit" && !web::webkit() {
        return;
    }
    let Home { db: _db, mut s, fake, _discord, served } = Home::start();
    fake.launch("i-home", Where::HOME, &[&ANN, &BOB]);
    let code = fake.authorize(&ANN);
    let url = format!("http://{}", served.addr);
    let settings = [("ENGINE", engine), ("ACTIVITY_CODE", code.as_str()), ("ACTIVITY_INSTANCE", "i-home")];
    let mut talk = web::Talk::start_with(&web, "sandboxed", &url, &settings);
    let game = s.table(&at(&ANN, Where::HOME)).expect("the game").row.id.0;
    assert_eq!(tiles(&mut s, Where::HOME), 2, "Ann's tile, placed in the frame");
    let bob = web::own_link(game, 1);
    let action = super::first_move(&s.web_game(&bob).expect("the game")).expect("Bob's turn");
    ok(s.handle(&at(&BOB, Where::HOME), Command::Play(action.parse().expect("an action"))));
    talk.say(&format!("moved {}", BOB.name));
    let printed = talk.finish();
    for seen in ["origin null", "storage denied"] {
        assert!(printed.lines().any(|l| l == seen), "{engine}: {seen}: {printed}");
    }
    let documents: Vec<&str> = printed.lines().filter_map(|l| l.strip_prefix("document ")).collect();
    let root = documents.iter().any(|d| d.starts_with("/?") && d.contains("instance_id=i-home"));
    assert!(root, "{engine}: the document at the root, through the proxy: {printed}");
}

/// The page speaks Discord's frame protocol itself (`web/src/discord.ts`), with Discord's
/// Embedded App SDK, pinned in `web/package.json`, as its reference (`web/tests/sdk.mjs`):
/// the SDK and the page's code, each in an Activity's frame inside the same scripted
/// Discord client, send it the same messages — the handshake, AUTHORIZE after READY,
/// AUTHENTICATE — and end the same way, on Discord's desktop and mobile apps (old and
/// new, sandboxed as on iOS) and when the person declines. An upgrade of the SDK that
/// changes what it says fails here until the page says the same.
#[test]
fn in_a_browser_the_page_speaks_discord_s_protocol_as_discord_s_sdk_does() {
    let Some(web) = web::browser() else { return };
    let printed = web::scenario_alone(&web, "sdk");
    assert!(printed.lines().any(|l| l == "the page speaks as Discord's SDK does"), "{printed}");
}

/// Loads measured per engine by [`the_activity_s_first_load_is_printed`], cold and warm each.
const FIRST_LOADS: usize = 10;

/// The Activity's first load as a player meets it, printed (see it with `--nocapture`),
/// never checked (`web/tests/first-load.mjs`): navigation to the board drawn, cold and
/// warm, p50 and p90, behind the test Discord proxy, in Chromium (a same-origin frame:
/// the desktop and web apps, Android) and in WebKit (an opaque frame: iOS) when it is
/// installed. `FIRST_LOAD_BEFORE=<an earlier assets/web/>` measures that build too, in
/// turn with the bot's, in Chromium.
#[test]
fn the_activity_s_first_load_is_printed() {
    let Some(web) = web::browser() else { return };
    let engines: &[&str] = if web::webkit() { &["chromium", "webkit"] } else { &["chromium"] };
    let Home { db: _db, s: _s, fake, _discord, served } = Home::start();
    let url = format!("http://{}", served.addr);
    for engine in engines {
        // An instance for each cold load and its warm one: no instance's rate of sessions
        // is met (a whole table opening it together, twice, is).
        let loads: Vec<String> = (0..FIRST_LOADS)
            .flat_map(|n| {
                let instance = format!("i-{engine}-{n}");
                fake.launch(&instance, Where::HOME, &[&ANN, &BOB]);
                [0, 1].map(|_| format!("{}@{instance}", fake.authorize(&ANN)))
            })
            .collect();
        let loads = loads.join(",");
        let origin = activity_origin();
        let settings =
            [("ENGINE", *engine), ("ACTIVITY_LOADS", loads.as_str()), ("ACTIVITY_ORIGIN", origin.as_str())];
        print!("{}", web::scenario_with(&web, "first-load", &url, &settings));
    }
}

/// The page of Discord for iOS, in an opaque origin, says `Origin: null`, and the browser
/// lets it read only answers that allow it: a bot serving the Activity answers its
/// preflight (the methods and headers the page sends) and lets it read its game; a bot
/// that does not serve the Activity refuses `null` as any foreign origin, allowing
/// nothing.
#[test]
fn an_opaque_origin_is_let_in_by_a_bot_serving_the_activity_only() {
    let db = TestDb::sqlite();
    let game = started(&mut db.service(), Where::HOME, [&ANN, &BOB]);
    let (fake, _discord) = fake();
    let link = web::link(game, Some(0), Lang::En);
    let served = web::serve_activity(db.service(), &fake.base(), CLIENT_SECRET);
    let preflight = [
        ("Origin", "null"),
        ("Access-Control-Request-Method", "POST"),
        ("Access-Control-Request-Headers", "content-type, x-board-link"),
    ];
    let (answer, head) = served.request_full("OPTIONS", "/api/act", &preflight, "");
    assert_eq!(answer.status, 204, "{}", String::from_utf8_lossy(&answer.body));
    let header = |head: &[(String, String)], name: &str| {
        head.iter().filter(|(n, _)| n == name).map(|(_, v)| v.clone()).collect::<Vec<_>>().join(", ")
    };
    assert_eq!(header(&head, "access-control-allow-origin"), "null");
    assert_eq!(header(&head, "access-control-allow-methods"), "GET, POST");
    assert_eq!(header(&head, "access-control-allow-headers"), "content-type, x-board-link, x-board-api");
    let asked = [("X-Board-Link", link.as_str()), ("Origin", "null")];
    let (shown, head) = served.request_full("GET", "/api/game", &asked, "");
    assert_eq!(shown.status, 200, "{}", String::from_utf8_lossy(&shown.body));
    assert_eq!(header(&head, "access-control-allow-origin"), "null");
    let off = web::serve(db.service());
    let (refused, head) = off.request_full("GET", "/api/game", &asked, "");
    assert_eq!(refused.refused(403), Lang::En.say("web-foreign-origin", []));
    assert_eq!(header(&head, "access-control-allow-origin"), "", "nothing allowed");
    let (answer, head) = off.request_full("OPTIONS", "/api/act", &preflight, "");
    assert_ne!(answer.status / 100, 2, "no preflight answered");
    assert_eq!(header(&head, "access-control-allow-origin"), "");
}
