//! The board page's API served for a test: the real front end (`carcassonne_bot::web`)
//! on a loopback port of its own over a service, opened as a Discord Activity too when
//! a test asks (Discord played by the fake), a plain HTTP/1.1 client for it, and a
//! client of its live socket.

use std::io::{Read as _, Write as _};
use std::net::SocketAddr;

use carcassonne_bot::config::{Activity, Guard, Links, Token, Web};
use carcassonne_bot::locale::Lang;
use carcassonne_bot::service::{Command, Context, Link, NewGame, Service};
use carcassonne_engine::{Expansion, Expansions, Game, GameRng, Seat};
use serde_json::Value;

/// The key the served API signs its links with.
pub const SECRET: &str = "the-test-link-secret-of-32-chars-or-more";

/// The public address the served API knows: the only `Origin` it accepts.
pub const PUBLIC_URL: &str = "https://board.example.test";

/// A link's lifetime in the tests: long past any test.
const DAY_MS: i64 = 24 * 3600 * 1000;

/// The header naming the version of the API a page reads, as this version's page sends
/// it (`PAGE_API`; `tests/web/versions.rs` checks they agree).
pub const API: (&str, &str) = ("X-Board-Api", "2");

/// The API serving on a loopback port until dropped (its runtime goes with it); it
/// is asked as a [`Client`] is.
pub struct Served {
    client: Client,
    _runtime: tokio::runtime::Runtime,
}

impl std::ops::Deref for Served {
    type Target = Client;

    fn deref(&self) -> &Client {
        &self.client
    }
}

/// A plain HTTP/1.1 client of the API at its address: one connection per request.
pub struct Client {
    pub addr: SocketAddr,
}

/// Serves the board page's API over `service`, knowing [`PUBLIC_URL`] as its public
/// address: the port is bound before this returns, so requests may follow at once.
pub fn serve(service: Service) -> Served {
    serve_at(service, |_| PUBLIC_URL.to_string(), None, Guard::default())
}

/// [`serve`], its connections held to `guard`: a test of what they may hold.
pub fn serve_guarded(service: Service, guard: Guard) -> Served {
    serve_at(service, |_| PUBLIC_URL.to_string(), None, guard)
}

/// Serves the board page and its API over `service` at its own loopback address, which
/// is its public address too: a browser opening `{url}/board` is at home there.
pub fn serve_itself(service: Service) -> Served {
    serve_at(service, |addr| format!("http://{addr}"), None, Guard::default())
}

/// Serves the board page's API over `service`, opened as an Activity too: Discord's
/// API at `api_base` (the fake's), the application's client secret `client_secret`.
pub fn serve_activity(service: Service, api_base: &str, client_secret: &str) -> Served {
    serve_at(service, |_| PUBLIC_URL.to_string(), Some(activity(api_base, client_secret)), Guard::default())
}

/// As [`serve_activity`], at its own loopback address, which is its public address too:
/// a browser opening `{url}/board` in a test's Discord client frame is at home there.
pub fn serve_activity_itself(service: Service, api_base: &str, client_secret: &str) -> Served {
    serve_at(
        service,
        |addr| format!("http://{addr}"),
        Some(activity(api_base, client_secret)),
        Guard::default(),
    )
}

/// The Activity's settings: Discord's API at `api_base`, the fake bot's token.
fn activity(api_base: &str, client_secret: &str) -> Activity {
    Activity {
        client_secret: Token::new(client_secret),
        bot_token: Token::new(super::fake_discord::bot::TOKEN),
        api_base: api_base.to_string(),
    }
}

/// Serves over `service` with the public address `public` gives for the bound address,
/// opened as an Activity too when `activity` says how, its connections held to `guard`.
fn serve_at(
    service: Service,
    public: impl FnOnce(SocketAddr) -> String,
    activity: Option<Activity>,
    guard: Guard,
) -> Served {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    listener.set_nonblocking(true).expect("a non-blocking listener");
    let addr = listener.local_addr().expect("its address");
    let public_url = public(addr);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .expect("a runtime");
    let settings =
        Web { addr, public_url, link_secret: Token::new(SECRET), activity, links: Links::Discord, guard };
    runtime.spawn(async move {
        let listener = tokio::net::TcpListener::from_std(listener).expect("a tokio listener");
        carcassonne_bot::web::serve(listener, service, &settings).await.expect("the API serves");
    });
    Served { client: Client { addr }, _runtime: runtime }
}

/// A game of two started with `new`: the first of `players` opens it, the second joins,
/// the first starts it with the seats in this order, each asking as `ask` makes them
/// ask (from the terminal, from a Discord channel). Its id.
pub fn started<P: ?Sized>(
    s: &mut Service,
    ask: impl Fn(&P) -> Context,
    players: [&P; 2],
    new: NewGame,
) -> i64 {
    super::ok(s.handle(&ask(players[0]), Command::New(new)));
    super::ok(s.handle(&ask(players[1]), Command::Join));
    super::ok(s.handle(&ask(players[0]), Command::Start { keep_order: true }));
    s.table(&ask(players[0])).expect("the game").row.id.0
}

/// Ann and Bob's game (asked from the terminal, [`super::person`]), served at its own
/// address, which is its public one too: a browser opening [`OnPage::url`] is at home.
pub struct OnPage {
    pub db: super::backends::TestDb,
    /// A service on the game's database, for the test's own moves and checks.
    pub s: Service,
    pub game: i64,
    pub served: Served,
}

/// The seats of an [`OnPage`] game, in this order.
pub const ANN_AND_BOB: [&str; 2] = ["Ann", "Bob"];

/// [`OnPage`]: Ann and Bob's game started with `new` on a new SQLite database, served.
pub fn on_page(new: NewGame) -> OnPage {
    let db = super::backends::TestDb::sqlite();
    let mut s = db.service();
    let game = started(&mut s, super::person, ANN_AND_BOB, new);
    let served = serve_itself(db.service());
    OnPage { db, s, game, served }
}

/// A game of `expansions` drawing `tiles` in that order (seed 1), its channel in `lang`,
/// on the page: a box's scripted game in a browser.
pub fn scripted(expansions: Expansions, tiles: &[&str], lang: Lang) -> OnPage {
    on_page(NewGame {
        expansions,
        seed: Some(1),
        tiles: Some(tiles.iter().map(|t| t.parse().expect("a tile")).collect()),
        language: Some(lang),
        ..NewGame::default()
    })
}

impl OnPage {
    /// The address of the page of `seat` (a spectator's for `None`) in `lang`'s words.
    pub fn url(&self, seat: Option<u8>, lang: carcassonne_bot::locale::Lang) -> String {
        format!("http://{}/board#{}", self.served.addr, link(self.game, seat, lang))
    }

    /// The game as stored now.
    pub fn stored(&mut self) -> Game {
        self.s.table(&super::person(ANN_AND_BOB[0])).expect("the game").game.expect("started")
    }
}

/// The seats' scores in `game`, in seat order.
pub fn scores(game: &Game) -> Vec<i32> {
    game.players().iter().map(|p| p.score).collect()
}

/// A French game of `expansion` alone for [`ANN_AND_BOB`], drawing `tiles` first
/// ([`scripted`]), and both their pages open on it with the scenario `name`: how a box's
/// French game on the page begins. `None` where the browser is wanting ([`browser`]).
pub fn in_french(name: &str, expansion: Expansion, tiles: &[&str]) -> Option<(OnPage, TwoPages)> {
    let web = browser()?;
    let game = scripted(Expansions::default().with(expansion), tiles, Lang::Fr);
    let pages = TwoPages::open(&web, name, &game, Lang::Fr);
    Some((game, pages))
}

/// The link of `seat` in `game`, in English, to ask the service itself with
/// ([`Service::web_game`]): valid forever, it spends no served link's rate.
pub fn own_link(game: i64, seat: u8) -> Link {
    Link { game, seat: Some(Seat(seat)), expires: i64::MAX, lang: carcassonne_bot::locale::Lang::En }
}

/// The token of a link to `game` for `seat` (a spectator's for `None`), valid for a day
/// from now, in `lang`'s words.
pub fn link(game: i64, seat: Option<u8>, lang: carcassonne_bot::locale::Lang) -> String {
    link_for(game, seat, lang, DAY_MS)
}

/// As [`link`], valid for `ms` milliseconds from now.
pub fn link_for(game: i64, seat: Option<u8>, lang: carcassonne_bot::locale::Lang, ms: i64) -> String {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970");
    let now = i64::try_from(now.as_millis()).expect("a time in range");
    Link { game, seat: seat.map(Seat), expires: now + ms, lang }.sign(SECRET.as_bytes())
}

/// An answer: its status, content type and coding, and body (as sent, coded).
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub content_type: String,
    pub content_encoding: String,
    pub body: Vec<u8>,
}

impl Answer {
    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&self.body)))
    }

    /// A refusal's sentence, checked to be a refusal with `status`.
    pub fn refused(&self, status: u16) -> String {
        assert_eq!(self.status, status, "{}", String::from_utf8_lossy(&self.body));
        self.json()["refused"].as_str().expect("a refusal says why").to_string()
    }
}

impl Client {
    /// Sends one request (`headers` beside the host and length; a body is declared
    /// JSON, as the page sends it, unless `headers` give its type, a type given empty
    /// sending none) and reads the whole answer: the connection is closed after it.
    pub fn request(&self, method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Answer {
        self.request_full(method, path, headers, body).0
    }

    /// As [`Client::request`]: the answer, and its head's header lines.
    pub fn request_full(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &str,
    ) -> (Answer, Vec<(String, String)>) {
        let mut stream = std::net::TcpStream::connect(self.addr).expect("the API listens");
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: {}\r\n",
            self.addr,
            body.len()
        );
        if !body.is_empty() && !headers.iter().any(|(name, _)| name.eq_ignore_ascii_case("content-type")) {
            head.push_str("Content-Type: application/json\r\n");
        }
        for (name, value) in headers.iter().filter(|(_, value)| !value.is_empty()) {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        stream.write_all(format!("{head}\r\n{body}").as_bytes()).expect("the request is sent");
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw).expect("an answer");
        answer_of(&raw)
    }

    /// `POST path` with `headers` (as [`Client::request`]'s) and a JSON body just over
    /// the bot's limit ([`LARGEST_BODY`](carcassonne_bot::web::LARGEST_BODY)). The answer
    /// may come before the whole body is read: it is written on the side, its end
    /// possibly refused once the answer is sent.
    pub fn oversized(&self, path: &str, headers: &[(&str, &str)]) -> Answer {
        let filler = "x".repeat(carcassonne_bot::web::LARGEST_BODY);
        let body = format!("{{\"revision\": 1, \"action\": \"{filler}\"}}");
        let mut head = format!(
            "POST {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
            self.addr,
            body.len()
        );
        for (name, value) in headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        let mut stream = std::net::TcpStream::connect(self.addr).expect("the API listens");
        let mut writer = stream.try_clone().expect("a second handle");
        let sending = std::thread::spawn(move || {
            let _ = writer
                .write_all(format!("{head}\r\n").as_bytes())
                .and_then(|()| writer.write_all(body.as_bytes()));
        });
        let mut raw = Vec::new();
        let _ = stream.read_to_end(&mut raw);
        sending.join().expect("the body was written");
        answer_of(&raw).0
    }

    /// `GET /api/game` with `link` in its header, as the page of this version of the
    /// API asks it.
    pub fn game(&self, link: &str) -> Answer {
        self.request("GET", "/api/game", &[("X-Board-Link", link), API], "")
    }

    /// `GET /api/game` as a page of the API's first version asks it, naming no version.
    pub fn game_v1(&self, link: &str) -> Answer {
        self.request("GET", "/api/game", &[("X-Board-Link", link)], "")
    }

    /// `POST /api/act` of `action` at `revision` with `link` in its header, from the
    /// public address's own page.
    pub fn act(&self, link: &str, revision: u64, action: &str) -> Answer {
        self.act_from(PUBLIC_URL, link, revision, action)
    }

    /// `POST /api/act` as [`Client::act`], from a page of `origin`.
    pub fn act_from(&self, origin: &str, link: &str, revision: u64, action: &str) -> Answer {
        let body = serde_json::json!({ "revision": revision, "action": action }).to_string();
        self.request("POST", "/api/act", &[("X-Board-Link", link), ("Origin", origin), API], &body)
    }

    /// `POST /api/activity/session` with the `code` Discord's client gave the page for `instance`, from the
    /// Activity's page (its origin the Discord proxy's for the fake's application).
    pub fn session(&self, code: &str, instance: &str) -> Answer {
        let body = serde_json::json!({ "code": code, "instance_id": instance }).to_string();
        self.request("POST", "/api/activity/session", &[("Origin", &activity_origin()), API], &body)
    }
}

/// The answer read whole in `raw`, and its head's header lines.
fn answer_of(raw: &[u8]) -> (Answer, Vec<(String, String)>) {
    let end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("a head: {}", String::from_utf8_lossy(raw)));
    let head = String::from_utf8_lossy(&raw[..end]).to_string();
    let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).expect("a status");
    let lines: Vec<(String, String)> = head
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_string()))
        .collect();
    let content_type = lines
        .iter()
        .find(|(name, _)| name == "content-type")
        .map(|(_, value)| value.to_ascii_lowercase())
        .unwrap_or_default();
    let content_encoding = lines
        .iter()
        .find(|(name, _)| name == "content-encoding")
        .map(|(_, value)| value.to_ascii_lowercase())
        .unwrap_or_default();
    (Answer { status, content_type, content_encoding, body: raw[end + 4..].to_vec() }, lines)
}

/// The number the page's script `file` (in `web/src/`) gives its constant `name`
/// (`const NAME = 2_000;`, exported or not), for a test that holds the bot to it.
pub fn page_number<T: std::str::FromStr>(file: &str, name: &str) -> T {
    let path = format!("{}/web/src/{file}", env!("CARGO_MANIFEST_DIR"));
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let declared = format!("const {name} = ");
    source
        .lines()
        .find_map(|l| l.trim().trim_start_matches("export ").strip_prefix(declared.as_str()))
        .and_then(|v| v.trim_end_matches(';').replace('_', "").parse().ok())
        .unwrap_or_else(|| panic!("{name}, a number, in {file}"))
}

/// What running the page's browser scenarios (`web/tests/*.mjs`) needs: Node, Debian's
/// Chromium and the page's npm packages. `None` (with why) when something is missing;
/// then a test skips them, unless `REQUIRE_BROWSER=1` (CI) makes that a failure.
pub fn browser() -> Option<std::path::PathBuf> {
    let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("web");
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    let node = std::process::Command::new("node").arg("--version").output().is_ok_and(|o| o.status.success());
    let missing = if !std::path::Path::new(&chromium).exists() {
        Some(format!("there is no Chromium at {chromium} (apt-get install -y chromium, or set CHROMIUM)"))
    } else if !node {
        Some("Node.js is not installed".to_string())
    } else if !web.join("node_modules/playwright-core").exists() {
        Some("the page's npm packages are not installed (run npm ci in web/)".to_string())
    } else {
        None
    };
    static SAID: std::sync::Once = std::sync::Once::new();
    wanted(missing, "they need Chromium, Node.js and `npm ci` in web/", &SAID).then_some(web)
}

/// Whether WebKit's scenarios may run, beside [`browser`]'s needs: Debian's
/// `WebKitWebDriver` and its `MiniBrowser` (package `webkit2gtk-driver`) and `xvfb-run`
/// (package `xvfb`) for the display it needs. When something is missing a test skips
/// them (and says so), unless `REQUIRE_BROWSER=1` (CI) makes that a failure.
pub fn webkit() -> bool {
    let minibrowser = std::env::var("MINIBROWSER")
        .unwrap_or_else(|_| "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser".into());
    let on_path = |program: &str| {
        let path = std::env::var_os("PATH").unwrap_or_default();
        std::env::split_paths(&path).any(|dir| dir.join(program).is_file())
    };
    let missing = if !on_path("WebKitWebDriver") {
        Some("there is no WebKitWebDriver (apt-get install -y webkit2gtk-driver)".to_string())
    } else if !std::path::Path::new(&minibrowser).exists() {
        Some(format!(
            "there is no MiniBrowser at {minibrowser} (apt-get install -y webkit2gtk-driver, or set MINIBROWSER)"
        ))
    } else if !on_path("xvfb-run") {
        Some("there is no xvfb-run (apt-get install -y xvfb)".to_string())
    } else {
        None
    };
    static SAID: std::sync::Once = std::sync::Once::new();
    wanted(missing, "they need webkit2gtk-driver and xvfb", &SAID)
}

/// Whether browser tests may run with `missing` (what is missing, if anything): if not,
/// a failure under `REQUIRE_BROWSER=1`, else said once a run (`said`) with what they
/// `need`.
fn wanted(missing: Option<String>, need: &str, said: &std::sync::Once) -> bool {
    match missing {
        None => true,
        Some(why) if std::env::var("REQUIRE_BROWSER").is_ok_and(|v| v == "1") => {
            panic!("REQUIRE_BROWSER=1 but {why}")
        }
        Some(why) => {
            said.call_once(|| {
                // Straight to the standard error, past the test harness's capture (which
                // takes `eprintln!`), once a run: as the PostgreSQL tests' skip is said.
                use std::io::Write as _;
                let _ = writeln!(std::io::stderr(), "browser tests skipped: {why}; {need}");
            });
            false
        }
    }
}

/// Runs the browser scenario `web/tests/{name}.mjs` in `web` on the page at `url`; panics
/// with its output unless it passes. `BOARD_SCREENSHOTS` passes through: the scenarios
/// that take screenshots save them there.
pub fn scenario(web: &std::path::Path, name: &str, url: &str) {
    scenario_with(web, name, url, &[]);
}

/// As [`scenario`]: what the scenario printed.
pub fn scenario_printing(web: &std::path::Path, name: &str, url: &str) -> String {
    let output = node(web, name, url).output().expect("node runs");
    passed(name, &output, "");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Runs the browser scenario `web/tests/{name}.mjs` in `web` that needs no bot (it serves
/// what it asks itself): what it printed; panics with its output unless it passes.
pub fn scenario_alone(web: &std::path::Path, name: &str) -> String {
    let mut command = std::process::Command::new("node");
    command.arg(web.join("tests").join(format!("{name}.mjs"))).current_dir(web);
    let output = command.output().expect("node runs");
    passed(name, &output, "");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// As [`scenario`], with `settings` in the scenario's environment too: what it printed.
pub fn scenario_with(web: &std::path::Path, name: &str, url: &str, settings: &[(&str, &str)]) -> String {
    let output = node(web, name, url).envs(settings.iter().copied()).output().expect("node runs");
    passed(name, &output, "");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Runs the browser scenario `name` as [`scenario`] does, for one that waits for a move
/// made elsewhere: once it prints `ready` (its page open, its live socket heard from),
/// `make` makes the move and names its player, and the scenario is told `moved NAME` on
/// its input (a scenario of many moves is told the revision they reached instead of a
/// name). What it printed (its figures) is returned.
pub fn scenario_with_move(
    web: &std::path::Path,
    name: &str,
    url: &str,
    make: impl FnOnce() -> String,
) -> String {
    use std::io::BufRead as _;
    use std::process::Stdio;
    let mut child = node(web, name, url)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("node runs");
    let mut stdin = child.stdin.take().expect("its input");
    let mut stdout = std::io::BufReader::new(child.stdout.take().expect("its output"));
    let mut printed = String::new();
    let mut line = String::new();
    // Until it is ready, or it ended without (then its status and output say why).
    while stdout.read_line(&mut line).expect("its output") > 0 {
        let ready = line.trim() == "ready";
        printed.push_str(&line);
        line.clear();
        if ready {
            let mover = make();
            stdin.write_all(format!("moved {mover}\n").as_bytes()).expect("the scenario is told");
            break;
        }
    }
    stdout.read_to_string(&mut printed).expect("its output");
    drop(stdin);
    let output = child.wait_with_output().expect("node ends");
    passed(name, &output, &printed);
    printed
}

/// A browser scenario the test talks with line by line, for one that follows a game
/// the test plays: it prints `ready` once its page is open, then answers each line the
/// test sends.
pub struct Talk {
    name: String,
    child: std::process::Child,
    input: Option<std::process::ChildStdin>,
    output: std::io::BufReader<std::process::ChildStdout>,
    printed: String,
}

impl Talk {
    /// Runs the scenario `name` in `web` on the page at `url`, until it is ready.
    pub fn start(web: &std::path::Path, name: &str, url: &str) -> Talk {
        Talk::start_with(web, name, url, &[])
    }

    /// As [`Talk::start`], with `settings` in the scenario's environment too (another
    /// seat's page: `BOARD_URL_2`).
    pub fn start_with(web: &std::path::Path, name: &str, url: &str, settings: &[(&str, &str)]) -> Talk {
        use std::process::Stdio;
        let mut child = node(web, name, url)
            .envs(settings.iter().copied())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("node runs");
        let input = child.stdin.take();
        let output = std::io::BufReader::new(child.stdout.take().expect("its output"));
        let mut talk = Talk { name: name.to_string(), child, input, output, printed: String::new() };
        talk.read_until("ready");
        talk
    }

    /// Sends `line`; what the scenario printed after it, until the line `until`.
    pub fn ask(&mut self, line: &str, until: &str) -> Vec<String> {
        self.say(line);
        self.read_until(until)
    }

    /// Sends `line`.
    pub fn say(&mut self, line: &str) {
        let input = self.input.as_mut().expect("still talking");
        writeln!(input, "{line}").expect("the scenario is told");
    }

    /// The lines printed before `until`; the scenario's failure if it ends first.
    pub fn read_until(&mut self, until: &str) -> Vec<String> {
        use std::io::BufRead as _;
        let mut lines = Vec::new();
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line).expect("its output") == 0 {
                self.input = None;
                let mut stderr = String::new();
                if let Some(mut err) = self.child.stderr.take() {
                    err.read_to_string(&mut stderr).expect("its errors");
                }
                panic!("the {} scenario ended before `{until}`:\n{}\n{stderr}", self.name, self.printed);
            }
            self.printed.push_str(&line);
            if line.trim() == until {
                return lines;
            }
            lines.push(line.trim_end().to_string());
        }
    }

    /// Tells the scenario it is done; panics with its output unless it passed, else
    /// answers all it printed.
    pub fn finish(mut self) -> String {
        if let Some(mut input) = self.input.take() {
            writeln!(input, "done").expect("the scenario is told");
        }
        let mut rest = String::new();
        self.output.read_to_string(&mut rest).expect("its output");
        self.printed.push_str(&rest);
        let output = self.child.wait_with_output().expect("node ends");
        passed(&self.name, &output, &self.printed);
        self.printed
    }
}

/// Node running the scenario `name` in `web` on the page at `url`.
fn node(web: &std::path::Path, name: &str, url: &str) -> std::process::Command {
    let mut command = std::process::Command::new("node");
    command.arg(web.join("tests").join(format!("{name}.mjs"))).current_dir(web).env("BOARD_URL", url);
    command
}

/// Panics with the scenario `name`'s output (`printed` read already, then the rest)
/// unless it passed.
fn passed(name: &str, output: &std::process::Output, printed: &str) {
    assert!(
        output.status.success(),
        "the {name} scenario failed:\n{printed}{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// The origin of the Activity's pages in Discord: its proxy's, named by the application.
pub fn activity_origin() -> String {
    format!("https://{}.discordsays.com", super::fake_discord::payloads::APP_ID)
}

/// A client of the board page's live socket (`GET /api/live`): the frames it was told.
pub struct Live {
    stream: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
}

/// Opens the live socket of the API at `addr` with `link` in its subprotocols, as the
/// page offers it, from the page at `origin`: the socket, or the status of the refusal.
pub async fn live(addr: SocketAddr, link: &str, origin: &str) -> Result<Live, u16> {
    use carcassonne_bot::web::{LINK_PROTOCOL, LIVE_PROTOCOL};
    use tokio_tungstenite::tungstenite::client::IntoClientRequest as _;
    let mut request = format!("ws://{addr}/api/live").into_client_request().expect("a request");
    request.headers_mut().insert("Origin", origin.parse().expect("an origin"));
    let protocols = format!("{LIVE_PROTOCOL}, {LINK_PROTOCOL}{link}");
    request.headers_mut().insert("Sec-WebSocket-Protocol", protocols.parse().expect("a header"));
    match tokio_tungstenite::connect_async(request).await {
        Ok((stream, _)) => Ok(Live { stream }),
        Err(tokio_tungstenite::tungstenite::Error::Http(answer)) => Err(answer.status().as_u16()),
        Err(e) => panic!("the live socket: {e}"),
    }
}

impl Live {
    /// The next revision it is told (pings are answered by the client on the way),
    /// waited for as long as any test waits.
    pub async fn revision(&mut self) -> u64 {
        use tokio_tungstenite::tungstenite::Message;
        loop {
            match self.frame().await {
                Message::Text(text) => {
                    let told: Value = serde_json::from_str(&text).expect("JSON");
                    assert_eq!(told.as_object().map(serde_json::Map::len), Some(1), "{told}");
                    return told["revision"].as_u64().unwrap_or_else(|| panic!("a revision: {told}"));
                }
                Message::Ping(_) | Message::Pong(_) => {}
                other => panic!("an unexpected frame: {other:?}"),
            }
        }
    }

    /// Waits until it is told `wanted` (any revisions before it are skipped).
    pub async fn until(&mut self, wanted: u64) {
        while self.revision().await < wanted {}
    }

    /// The code and reason the bot closes it with, before any revision is told.
    pub async fn closed(&mut self) -> (u16, String) {
        use tokio_tungstenite::tungstenite::Message;
        match self.frame().await {
            Message::Close(Some(close)) => (close.code.into(), close.reason.to_string()),
            other => panic!("a close frame, not {other:?}"),
        }
    }

    /// The next frame, waited for as long as any test waits.
    async fn frame(&mut self) -> tokio_tungstenite::tungstenite::Message {
        use futures_util::StreamExt as _;
        tokio::time::timeout(crate::support::PATIENCE, self.stream.next())
            .await
            .expect("a frame in time")
            .expect("the socket open")
            .expect("a frame")
    }
}

/// The real bot on a new SQLite database against a new fake Discord, serving the board
/// page beside Discord on a free loopback address, connected.
pub struct PageBot {
    pub db: super::backends::TestDb,
    pub fake: super::fake_discord::Fake,
    /// The bot's page's address.
    pub addr: SocketAddr,
    log: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    bot: super::fake_discord::bot::Bot,
}

/// Starts a [`PageBot`] with `extra` settings beside the page's; returns once it is
/// registered and connected.
pub async fn page_bot(extra: &[(&str, &str)]) -> PageBot {
    page_bot_on(super::fake_discord::Fake::start().await, extra).await
}

/// As [`page_bot`], against `fake` as the test set it up (an Entry Point command made,
/// say).
pub async fn page_bot_on(fake: super::fake_discord::Fake, extra: &[(&str, &str)]) -> PageBot {
    let db = super::backends::TestDb::sqlite();
    let log = std::sync::Arc::default();
    let addr = super::fake_discord::endpoint::free_addr();
    let web_addr = addr.to_string();
    // One process, never killed and restarted: the production lease, not the tests' 3 s,
    // which a loaded machine can miss renewing (a warning that fails the test).
    let mut settings = vec![
        ("SHARD_LEASE_MS", "30000"),
        ("WEB_ADDR", web_addr.as_str()),
        ("WEB_PUBLIC_URL", PUBLIC_URL),
        ("WEB_LINK_SECRET", SECRET),
    ];
    settings.extend_from_slice(extra);
    let bot = super::fake_discord::bot::Bot::on(&db, &fake.base(), &log, &settings);
    fake.registration(1).await;
    fake.connected(1).await;
    PageBot { db, fake, addr, log, bot }
}

impl PageBot {
    /// Stops the bot by Ctrl-C, checking it stopped cleanly and logged no problem; the
    /// fake Discord, for what a test asks of it after.
    pub fn stop(self) -> super::fake_discord::Fake {
        assert!(self.bot.interrupt(), "Ctrl-C stops the bot cleanly");
        let complaints = super::fake_discord::bot::complaints(&self.log);
        assert!(complaints.is_empty(), "the bot logged problems:\n{}", complaints.join("\n"));
        self.fake
    }
}

/// The id of the game open in the fake Discord's home channel of `db`.
pub fn home_game(db: &super::backends::TestDb) -> i64 {
    let home = super::fake_discord::Where::HOME;
    let (guild, channel) = (home.guild.to_string(), home.channel.to_string());
    let open = tokio::task::block_in_place(|| db.store().read(|tx| tx.open_game(&guild, &channel)));
    open.expect("read").expect("the game").id.0
}

/// Two bot processes on one PostgreSQL database, a shard each of two, each serving the
/// board page, against one fake Discord; a game of two people started in a server of
/// shard 0 (the processes' clock's now, so its turn clock is far from running out).
pub struct TwoProcesses {
    pub fake: super::fake_discord::Fake,
    /// The game's server and channel.
    pub place: super::fake_discord::Where,
    pub game: i64,
    /// Each process's page's address, its log and the process (`None` once taken).
    pub addrs: [SocketAddr; 2],
    pub logs: [std::sync::Arc<std::sync::Mutex<Vec<String>>>; 2],
    pub bots: Vec<Option<super::fake_discord::bot::Bot>>,
    _dir: tempfile::TempDir,
}

/// Starts [`TwoProcesses`] on `db`: `players` seated in this order (seed 5), process
/// `i`'s public address what `public` gives for `i` and its page's address, with `extra`
/// settings too; returns once each shard's session is up.
pub async fn two_processes(
    db: &super::backends::TestDb,
    players: [&str; 2],
    public: impl Fn(usize, SocketAddr) -> String,
    extra: &[(&str, &str)],
) -> TwoProcesses {
    use super::fake_discord::{Fake, Sharding, Where};
    use carcassonne_bot::service::{Command, Context, NewGame, User};
    let sharding = Sharding { shards: 2, max_concurrency: 2, ..Sharding::DISCORD };
    let fake = Fake::start_with(sharding).await;
    let place = Where::on_shard(0, 2);
    fake.join_servers(&[place.guild, Where::on_shard(1, 2).guild]);
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).expect("after 1970");
    let person = |name: &str| Context {
        guild: place.guild.to_string(),
        channel: place.channel.to_string(),
        user: User { id: format!("id-{name}"), name: name.into() },
        now: i64::try_from(now.as_millis()).expect("a time in range"),
        ..super::person(name)
    };
    let game = tokio::task::block_in_place(|| {
        let mut s: Service = db.service();
        let new = NewGame { seed: Some(5), ..NewGame::default() };
        super::ok(s.handle(&person(players[0]), Command::New(new)));
        super::ok(s.handle(&person(players[1]), Command::Join));
        super::ok(s.handle(&person(players[0]), Command::Start { keep_order: true }));
        s.table(&person(players[0])).expect("the game").row.id.0
    });
    let dir = tempfile::tempdir().expect("a folder");
    let url = db.postgres_url().to_owned();
    let addrs = [super::fake_discord::endpoint::free_addr(), super::fake_discord::endpoint::free_addr()];
    let logs = [std::sync::Arc::default(), std::sync::Arc::default()];
    let bots = (0..2)
        .map(|i| {
            let (web_addr, public_url) = (addrs[i].to_string(), public(i, addrs[i]));
            let mut env = vec![
                ("DATABASE_URL", url.as_str()),
                ("DISCORD_SHARDS", "auto/2"),
                ("WEB_ADDR", web_addr.as_str()),
                ("WEB_PUBLIC_URL", public_url.as_str()),
                ("WEB_LINK_SECRET", SECRET),
            ];
            env.extend_from_slice(extra);
            Some(super::fake_discord::bot::Bot::start(&fake.base(), dir.path(), &logs[i], &env))
        })
        .collect();
    fake.each_shard_once(2).await;
    TwoProcesses { fake, place, game, addrs, logs, bots, _dir: dir }
}

/// One move of a scripted game on the board page: by the API, or on the seat's page by
/// mouse, touch or keyboard (`Page(seat, how, action)`).
pub enum Move {
    Api(usize, &'static str),
    Page(usize, &'static str, &'static str),
}

/// A started game of every expansion for `players` in `lang`, its draw seeded by `seed`,
/// and each seat's link to the page (as its API is asked, without spending a served
/// link's rate).
pub fn every_expansion_game(s: &mut Service, players: &[&str], seed: u64, lang: Lang) -> (i64, Vec<Link>) {
    let new = NewGame {
        expansions: Expansion::ALL.into_iter().fold(Expansions::default(), Expansions::with),
        seed: Some(seed),
        language: Some(lang),
        ..NewGame::default()
    };
    super::ok(s.handle(&super::person(players[0]), Command::New(new)));
    for player in &players[1..] {
        super::ok(s.handle(&super::person(player), Command::Join));
    }
    super::ok(s.handle(&super::person(players[0]), Command::Start { keep_order: true }));
    let game = s.table(&super::person(players[0])).expect("the game").row.id.0;
    let links = (0..players.len())
        .map(|seat| {
            let seat = Some(Seat(u8::try_from(seat).expect("a seat")));
            Link { game, seat, expires: i64::MAX, lang }
        })
        .collect();
    (game, links)
}

/// A move the page of the seat to move offers in `answers` (every seat's answer, in seat
/// order), as a player would pick it: a rotation of a lit cell mostly, or a step's
/// button, by `rng`. The seat, the revision it was offered on and the action; `None`
/// once the game is over.
pub fn random_move(answers: &[Value], rng: &mut GameRng) -> Option<(usize, u64, String)> {
    if answers[0]["over"] == true {
        return None;
    }
    let offered = |a: &Value, key: &str| a[key].as_array().cloned().unwrap_or_default();
    let (seat, answer) = answers
        .iter()
        .enumerate()
        .find(|(_, a)| !offered(a, "placements").is_empty() || !offered(a, "choices").is_empty())
        .unwrap_or_else(|| panic!("nobody may move: {}", answers[0]));
    let (placements, choices) = (offered(answer, "placements"), offered(answer, "choices"));
    let action = if !placements.is_empty() && (choices.is_empty() || rng.below(4) > 0) {
        let rotations = offered(&placements[rng.below(placements.len())], "rotations");
        rotations[rng.below(rotations.len())]["action"].clone()
    } else {
        choices[rng.below(choices.len())]["action"].clone()
    };
    let action = action.as_str().expect("an action").to_string();
    Some((seat, answer["revision"].as_u64().expect("a revision"), action))
}

/// What the page `shown` offers its seat that `wanted` names: that action, or (for
/// `wanted` ending in a space) the first offered that starts with it (`meeple city `:
/// `meeple city` on a tile of one city, `meeple city N` on another).
pub fn offered(shown: &Value, wanted: &str) -> String {
    find_offered(shown, wanted).unwrap_or_else(|| panic!("{wanted} not offered: {shown}"))
}

/// The action of what `shown` offers its seat that `wanted` names, as [`offered`], or
/// `None`; a bid the buttons do not show counts when it is within the range the page
/// lets the seat type.
pub fn find_offered(shown: &Value, wanted: &str) -> Option<String> {
    let rotations = shown["placements"].as_array().into_iter().flatten().flat_map(|cell| {
        cell["rotations"].as_array().into_iter().flatten().map(|r| r["action"].as_str().map(str::to_owned))
    });
    let steps =
        shown["choices"].as_array().into_iter().flatten().map(|c| c["action"].as_str().map(str::to_owned));
    let mut offered = rotations.chain(steps).flatten();
    let found = offered.find(|a| a == wanted.trim_end() || (wanted.ends_with(' ') && a.starts_with(wanted)));
    // A number typed after its verb, within the range the page offers.
    let field = &shown["number"];
    let typed = field["verb"].as_str().and_then(|verb| wanted.strip_prefix(verb)?.strip_prefix(' '));
    let number = typed.and_then(|n| n.parse::<u64>().ok()).filter(|n| {
        field["min"].as_u64().is_some_and(|min| min <= *n)
            && field["max"].as_u64().is_some_and(|max| *n <= max)
    });
    found.or_else(|| number.map(|_| wanted.to_owned()))
}

/// Plays what `wanted` names for the seat of `link` through the API, on the revision
/// its page shows, from the page's own origin.
pub fn by_api(served: &Served, link: &str, wanted: &str) {
    let shown = unhurried(|| served.game(link)).json();
    let action = offered(&shown, wanted);
    let revision = shown["revision"].as_u64().expect("a revision");
    let origin = format!("http://{}", served.addr);
    let after = unhurried(|| served.act_from(&origin, link, revision, &action));
    assert_eq!(after.status, 200, "{action}: {}", String::from_utf8_lossy(&after.body));
}

/// The answer of `ask` once the link's rate limit lets it through: the page open with
/// the same link asks too (its game, its pictures), and a test's moves through the API
/// beside it may meet the limit, which a player's would wait out.
fn unhurried(ask: impl Fn() -> Answer) -> Answer {
    let started = std::time::Instant::now();
    loop {
        let answer = ask();
        if answer.status != 429 || started.elapsed() > super::PATIENCE {
            return answer;
        }
        std::thread::sleep(std::time::Duration::from_millis(250));
    }
}

/// A move made on a page by [`TwoPages::play`]: the seat, the action played, and what
/// the scenario printed for it (each page's prompt, `prompt SEAT "…"`).
pub struct Played {
    pub seat: usize,
    pub action: String,
    pub printed: Vec<String>,
}

impl Played {
    /// The prompt page `seat` showed before the move, in its words.
    pub fn prompt(&self, seat: usize) -> &str {
        let line = self.printed.iter().find(|l| l.starts_with(&format!("prompt {seat} ")));
        let line = line.unwrap_or_else(|| panic!("no prompt of page {seat}: {:?}", self.printed));
        line.split_once(" \"").map_or("", |(_, text)| text.trim_end_matches('"'))
    }
}

/// Both pages of [`ANN_AND_BOB`] asked each move of `played` in words, from the locales:
/// never in a command's notation (no backtick) nor with any of `foreign` (a box's English
/// words, on French pages); the mover's prompt names the mover first.
pub fn asked_in_words(played: &[Played], foreign: &[&str]) {
    for step in played {
        for seat in 0..2 {
            let text = step.prompt(seat);
            assert!(!text.contains('`'), "no command notation on the page: {text}");
            for word in foreign {
                assert!(!text.contains(word), "no `{word}` on the page: {text}");
            }
        }
        let mover = step.prompt(step.seat);
        assert!(mover.starts_with(ANN_AND_BOB[step.seat]), "{}: {mover}", step.action);
    }
}

/// Ann's page (seat 0, on a desktop) and Bob's (seat 1, on a phone) open side by side on
/// an [`OnPage`] game, in one language, by the browser scenario `web/tests/{name}.mjs`,
/// which plays on them what the test asks (`twoPages` in `web/tests/common.mjs`).
pub struct TwoPages {
    talk: Talk,
    /// The test's own links of the two seats, for its reads and its API moves: other
    /// tokens than the pages', so that neither spends the other's budget of requests
    /// (a page's reads and pictures may spend its link's, and the test's read then met
    /// 429 "too many requests").
    links: [String; 2],
}

impl TwoPages {
    /// Opens both pages of `game` in `lang`'s words with the scenario `name` in `web`.
    pub fn open(
        web: &std::path::Path,
        name: &str,
        game: &OnPage,
        lang: carcassonne_bot::locale::Lang,
    ) -> TwoPages {
        let pages = [link(game.game, Some(0), lang), link(game.game, Some(1), lang)];
        let url = |seat: usize| format!("http://{}/board#{}", game.served.addr, pages[seat]);
        let talk = Talk::start_with(web, name, &url(0), &[("BOARD_URL_2", &url(1))]);
        let own = |seat: u8| link_for(game.game, Some(seat), lang, DAY_MS / 2);
        TwoPages { talk, links: [own(0), own(1)] }
    }

    /// [`TwoPages::play`], each move then asked in words without `foreign`
    /// ([`asked_in_words`]).
    pub fn play_in_words(&mut self, game: &OnPage, moves: &[Move], foreign: &[&str]) -> Vec<Played> {
        let played = self.play(game, moves);
        asked_in_words(&played, foreign);
        played
    }

    /// Plays `moves` on `game` in turn: by the API, or on the seat's page as the scenario
    /// plays it, once both pages show the revision before it. What each page move printed.
    pub fn play(&mut self, game: &OnPage, moves: &[Move]) -> Vec<Played> {
        let mut played = Vec::new();
        for m in moves {
            match *m {
                Move::Api(seat, action) => by_api(&game.served, &self.links[seat], action),
                Move::Page(seat, mode, wanted) => {
                    let shown = game.served.game(&self.links[seat]).json();
                    let action = offered(&shown, wanted);
                    let revision = shown["revision"].as_u64().expect("a revision");
                    let printed = self.talk.ask(&format!("play {seat} {mode} {revision} {action}"), "played");
                    played.push(Played { seat, action, printed });
                }
            }
        }
        played
    }

    /// Closes both pages; panics with the scenario's output unless it passed.
    pub fn finish(self) {
        self.talk.finish();
    }
}
