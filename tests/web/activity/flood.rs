//! Junk through Discord's proxy, as it once locked members out: behind the guide's nginx
//! (`docs/operating.md`, run as printed by `support::proxy`), every request from one
//! address, as every request inside Discord comes from the proxy's. Twelve junk
//! session requests naming made-up instances at once, then one every 3 s for 36 s (the
//! rate that kept six members of six out); after each, a member of the live instance
//! opens the Activity, and must at once. Each made-up instance costs at most one
//! question to Discord while it is remembered. The figures and the budget are printed.
//!
//! Without nginx (and `openssl`) the test says it skipped, unless `REQUIRE_BROWSER=1`
//! (CI) makes that a failure.

use std::time::{Duration, Instant};

use carcassonne_bot::web::{NEW_BURST, NEW_PER_SECOND, REFUSED_FOR};

use super::{ANN, BOB, lookups, started};
use crate::support::backends::TestDb;
use crate::support::fake_discord::Where;
use crate::support::fake_discord::activity::CLIENT_SECRET;
use crate::support::fake_discord::endpoint::free_addr;
use crate::support::proxy::{self, Kind};
use crate::support::web::{self, activity_origin};

/// The junk sent at once, then one more every [`JUNK_EVERY`], [`JUNK_LATER`] times.
const JUNK_AT_ONCE: usize = 12;
const JUNK_EVERY: Duration = Duration::from_secs(3);
const JUNK_LATER: usize = 12;

/// The made-up instances the junk names, round and round.
const MADE_UP: usize = 5;

/// A session request through the proxy at `url`: its status, its `Server` header, and how
/// long it took.
async fn session(client: &reqwest::Client, url: &str, code: &str, instance: &str) -> (u16, String, Duration) {
    let asked = Instant::now();
    let answer = client
        .post(format!("{url}/api/activity/session"))
        .header("Origin", activity_origin())
        .header("Content-Type", "application/json")
        .body(serde_json::json!({ "code": code, "instance_id": instance }).to_string())
        .send()
        .await
        .expect("the proxy answers");
    let took = asked.elapsed();
    let server = answer.headers().get("server").and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
    (answer.status().as_u16(), server, took)
}

#[test]
fn junk_through_the_guides_nginx_never_keeps_a_member_out() {
    let Some(program) = proxy::installed(Kind::Nginx) else { return };
    let db = TestDb::sqlite();
    started(&mut db.service(), Where::HOME, [&ANN, &BOB]);
    let (fake, _discord) = super::fake();
    let served = web::serve_activity(db.service(), &fake.base(), CLIENT_SECRET);
    fake.launch("i-home", Where::HOME, &[&ANN, &BOB]);
    let nginx = proxy::start(Kind::Nginx, &program, served.addr, free_addr());
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    let client = reqwest::Client::builder().danger_accept_invalid_certs(true).build().expect("a client");
    let url = nginx.url.clone();
    let began = Instant::now();
    let (junk, members) = runtime.block_on(async {
        let mut junk = Vec::new();
        let mut members = Vec::new();
        for round in 0..JUNK_AT_ONCE + JUNK_LATER {
            if round >= JUNK_AT_ONCE {
                // The scenario's rate, not a wait for something.
                tokio::time::sleep(JUNK_EVERY).await;
            }
            let made_up = format!("i-made-up-{}", round % MADE_UP);
            junk.push(session(&client, &url, &format!("code-junk-{round}"), &made_up).await);
            if round + 1 >= JUNK_AT_ONCE {
                let who = if members.len() % 2 == 0 { &ANN } else { &BOB };
                let code = fake.authorize(who);
                members.push(session(&client, &url, &code, "i-home").await);
            }
        }
        (junk, members)
    });
    let lasted = began.elapsed();
    for (status, server, _) in junk.iter().chain(&members) {
        assert!(server.starts_with(Kind::Nginx.server()), "answered through nginx: {server}");
        assert_ne!(*status, 429, "nothing waits: {junk:?} {members:?}");
    }
    assert!(junk.iter().all(|(status, _, _)| *status == 404), "junk refused as Discord refuses it: {junk:?}");
    let opened = members.iter().filter(|(status, _, _)| *status == 200).count();
    assert_eq!(opened, members.len(), "every member opens at once: {members:?}");
    let questions: Vec<usize> = (0..MADE_UP).map(|i| lookups(&fake, &format!("i-made-up-{i}"))).collect();
    assert!(lasted < REFUSED_FOR, "the run fits the memory of a refusal: {lasted:?}");
    assert!(questions.iter().all(|n| *n == 1), "one question per made-up instance: {questions:?}");

    let mut took: Vec<Duration> = members.iter().map(|(_, _, took)| *took).collect();
    took.sort();
    eprintln!(
        "flood through nginx from one address over {:.1} s: {} junk requests ({JUNK_AT_ONCE} at once, then one every {} s) \
         naming {MADE_UP} made-up instances cost {} questions to Discord ({questions:?}); \
         {opened} of {} member sessions opened at once (p50 {:.0} ms, max {:.0} ms); \
         budget: {NEW_BURST} questions about new instances at once, then {NEW_PER_SECOND} a second, \
         a made-up instance refused unasked for {} s, a live instance's members outside the budget",
        lasted.as_secs_f64(),
        junk.len(),
        JUNK_EVERY.as_secs(),
        questions.iter().sum::<usize>(),
        members.len(),
        took[took.len() / 2].as_secs_f64() * 1e3,
        took[took.len() - 1].as_secs_f64() * 1e3,
        REFUSED_FOR.as_secs(),
    );
}
