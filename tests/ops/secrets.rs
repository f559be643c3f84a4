//! No secret in any output of the binary, at `RUST_LOG=trace`: the database URL's
//! password, the bot's token, the interactions' tokens, the board page's link key, the
//! application's client secret and a player's Discord token appear in no line the bot
//! writes while it plays against the fake Discord, opens the board as an Activity and
//! stops, nor in what `local`,
//! `ratings` and `import` write on a PostgreSQL URL with a password, nor in the error of
//! a URL whose server does not answer. The machine's PostgreSQL trusts its clients, so
//! any password connects; where no server answers, the PostgreSQL parts pass without
//! running (see `support::backends`).

use std::path::Path;
use std::process::Output;
use std::sync::{Arc, Mutex, PoisonError};

use carcassonne_bot::store::{Database, Store};
use serde_json::json;

use super::common::{command, folder, make_database, run};
use crate::support::backends::{TestDb, on_both};
use crate::support::fake_discord::activity::CLIENT_SECRET;
use crate::support::fake_discord::bot::{Bot, TOKEN};
use crate::support::fake_discord::endpoint::free_addr;
use crate::support::fake_discord::{Fake, Where, alice, bob};
use crate::support::web::{self, Client};

/// The database password the tests give, its `@` percent-encoded as an operator writes
/// it (the server receives `Zq9@pw-secret`).
const PASSWORD: &str = "Zq9%40pw-secret";

/// Parts of the password as written and as decoded, which no output may hold.
const TELLTALES: [&str; 2] = ["Zq9", "pw-secret"];

/// A PostgreSQL URL whose server does not answer (a closed port), with the password.
fn unanswered() -> String {
    format!("postgres://bot:{PASSWORD}@127.0.0.1:1/games")
}

/// The test database's URL `url` with [`PASSWORD`] as its user's password.
fn with_password(url: &str) -> String {
    let (scheme, rest) = url.split_once("://").expect("a URL");
    let (login, host) = rest.split_once('@').expect("TEST_DATABASE_URL names its user (user@host)");
    let user = login.split_once(':').map_or(login, |(user, _)| user);
    format!("{scheme}://{user}:{PASSWORD}@{host}")
}

/// Fails, naming the line, if `output` holds a part of the password, the bot's token or
/// one of the interactions' `tokens`.
fn assert_hidden(what: &str, output: &str, tokens: &[String]) {
    for line in output.lines() {
        let shown = TELLTALES.iter().copied().chain([TOKEN]).chain(tokens.iter().map(String::as_str));
        for secret in shown {
            assert!(!line.contains(secret), "{what} shows `{secret}`: {line}");
        }
    }
}

/// `RUST_LOG` at `trace` for every crate, the HTTP and gateway crates named too (else
/// kept at `info`): their spans and logs quote requests' routes and gateway payloads.
fn everything_at_trace() -> String {
    let noisy = carcassonne_bot::config::log_filter("trace");
    let named: Vec<String> = noisy.iter().map(|d| d.replace("=info", "=trace")).collect();
    format!("trace,{}", named.join(","))
}

/// Standard output and standard error of `out`, one after the other.
fn both(out: &Output) -> String {
    format!("{}\n{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr))
}

on_both! {
    /// The bot at `trace`, the HTTP and gateway crates too, starts (logging its
    /// settings), opens a game, takes a player, starts it, places a tile and answers a
    /// button (interaction callbacks and webhook edits on the interactions' tokens,
    /// which serenity's spans quote), opens the board as an Activity for a player (the
    /// code exchanged with the client secret, the player's token sent to Discord), and
    /// stops: no line holds a secret.
    async fn the_bot_at_trace_shows_no_secret(db) {
        let fake = Fake::start().await;
        let log = Arc::new(Mutex::new(Vec::new()));
        let home = folder();
        let url = matches!(db, TestDb::Postgres(_)).then(|| with_password(db.postgres_url()));
        let filter = everything_at_trace();
        let addr = free_addr().to_string();
        let mut extra = vec![
            ("RUST_LOG", filter.as_str()),
            ("WEB_ADDR", addr.as_str()),
            ("WEB_PUBLIC_URL", web::PUBLIC_URL),
            ("WEB_LINK_SECRET", web::SECRET),
            ("DISCORD_CLIENT_SECRET", CLIENT_SECRET),
        ];
        if let Some(url) = &url {
            extra.push(("DATABASE_URL", url.as_str()));
        }
        let mut command = Bot::command(&fake.base(), home.path(), &extra);
        let stdout = home.path().join("stdout");
        command.stdout(std::fs::File::create(&stdout).expect("a file for the standard output"));
        let bot = Bot::spawn(command, &log);
        fake.registration(1).await;
        fake.connected(1).await;

        let (alice, bob) = (alice(), bob());
        let mut tokens = Vec::new();
        tokens.push(fake.command(&alice, "new", json!([])).await.token);
        tokens.push(fake.command(&bob, "join", json!([])).await.token);
        let keep_order = json!([{ "name": "keep_order", "type": 5, "value": true }]);
        tokens.push(fake.command(&alice, "start", keep_order).await.token);
        let placed = fake.place_first(&alice).await;
        tokens.push(placed.token.clone());
        let pass = placed.buttons().into_iter().find(|b| b.ends_with(":pass"));
        if let Some(pass) = pass {
            tokens.push(fake.click(&alice, &pass, &placed).await.token);
        }
        fake.launch("i-traced", Where::HOME, &[&alice]);
        let code = fake.authorize(&alice);
        let addr = addr.parse().expect("an address");
        let session = tokio::task::spawn_blocking(move || Client { addr }.session(&code, "i-traced"))
            .await
            .expect("the API answers");
        assert_eq!(session.status, 200, "{}", String::from_utf8_lossy(&session.body));
        let access = session.json()["access_token"].as_str().expect("the player's token").to_string();
        tokens.extend([access, CLIENT_SECRET.to_string(), web::SECRET.to_string()]);
        bot.stop();

        let logged = log.lock().unwrap_or_else(PoisonError::into_inner).join("\n");
        assert!(logged.contains(" TRACE "), "the bot logged at trace");
        if let Some(url) = &url {
            let user = url.split_once("://").and_then(|(_, rest)| rest.split_once(':')).expect("user:").0;
            assert!(logged.contains(&format!("database_url: Some(DatabaseUrl(\"postgres://{user}:***@")), "the URL shown hidden");
        }
        let printed = std::fs::read_to_string(&stdout).expect("the standard output");
        assert_hidden("the bot", &format!("{logged}\n{printed}"), &tokens);
    }
}

/// `local` (its database from `DATABASE_URL`) plays a move, `ratings` rebuilds (its
/// database from `--db`) and `import` copies a file in (`--into`), each at `trace`, on
/// a URL with the password: none shows it, nor does the `Debug` of a store on it.
#[test]
fn the_commands_on_a_url_with_a_password_show_no_secret() {
    let Some(db) = TestDb::postgres() else { return };
    let url = with_password(db.postgres_url());
    let dir = folder();
    let script = dir.path().join("moves.txt");
    std::fs::write(&script, "Alice: place 1 0 0\n").expect("a script");
    let local = |dir: &Path| {
        let mut local = command(dir);
        local.env("RUST_LOG", "trace").env("DATABASE_URL", &url).args([
            "local",
            "--players",
            "Alice,Bob",
            "--tiles",
            "BA/RFr,BA/C",
            "--lang",
            "en",
        ]);
        local
    };
    // The store's connection, and what it keeps to open another, show none either.
    let store = Store::connect(&Database::parse(&url)).expect("any password connects");
    assert_hidden("a store", &format!("{store:?} {:?}", store.origin()), &[]);
    drop(store);

    let played = run(local(dir.path()).arg("--script").arg(&script));
    assert!(played.status.success(), "{}", both(&played));
    assert!(String::from_utf8_lossy(&played.stderr).contains("DEBUG"), "logged at trace");
    assert_hidden("local", &both(&played), &[]);

    let rebuilt = run(command(dir.path()).env("RUST_LOG", "trace").args(["ratings", "--db", &url]));
    assert!(rebuilt.status.success(), "{}", both(&rebuilt));
    assert_hidden("ratings", &both(&rebuilt), &[]);

    let file = dir.path().join("a.db");
    make_database(dir.path(), &file);
    let other = db.another();
    let into = with_password(other.postgres_url());
    let imported =
        run(command(dir.path()).env("RUST_LOG", "trace").args(["import", "--into", &into]).arg(&file));
    assert!(imported.status.success(), "{}", both(&imported));
    assert!(String::from_utf8_lossy(&imported.stdout).contains(":***@"), "{}", both(&imported));
    assert_hidden("import", &both(&imported), &[]);
}

/// A URL whose server does not answer: the store's error (`Display` and `Debug`)
/// holds no password, and the bot, `local`, `ratings` and `import` fail naming the URL
/// with its password hidden; a URL that is not PostgreSQL's is echoed hidden too.
#[test]
fn a_database_that_does_not_answer_is_named_without_its_password() {
    let dir = folder();
    let url = unanswered();
    let shown = "postgres://bot:***@127.0.0.1:1/games";
    let refused = Store::connect(&Database::parse(&url)).expect_err("nothing listens");
    assert_hidden("a store's error", &format!("{refused} {refused:?}"), &[]);
    let bot = run(command(dir.path())
        .env("RUST_LOG", "trace")
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", "http://127.0.0.1:1")
        .env("DATABASE_URL", &url));
    let file = dir.path().join("a.db");
    make_database(dir.path(), &file);
    let commands = [
        ("the bot", bot),
        (
            "local",
            run(command(dir.path()).env("RUST_LOG", "trace").args([
                "local",
                "--players",
                "A,B",
                "--db",
                &url,
            ])),
        ),
        ("ratings", run(command(dir.path()).env("RUST_LOG", "trace").args(["ratings", "--db", &url]))),
        (
            "import",
            run(command(dir.path()).env("RUST_LOG", "trace").args(["import", "--into", &url]).arg(&file)),
        ),
    ];
    for (what, out) in commands {
        let said = both(&out);
        assert_eq!(out.status.code(), Some(1), "{what}: {said}");
        assert!(said.contains(shown), "{what} names the database: {said}");
        assert_hidden(what, &said, &[]);
    }
    let not_postgres = format!("mysql://bot:{PASSWORD}@127.0.0.1/games?password={PASSWORD}");
    let out = run(command(dir.path()).args(["import", "--into", &not_postgres]).arg(&file));
    let said = both(&out);
    assert!(
        said.contains("`mysql://bot:***@127.0.0.1/games?password=***` is not a postgres:// URL"),
        "{said}"
    );
    assert_hidden("import", &said, &[]);
}
