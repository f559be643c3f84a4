//! The guide's reverse proxies run for a test as printed: the nginx and Caddy blocks of
//! `docs/operating.md` ("Behind a reverse proxy"), read between their markers
//! (`<!-- proxy:nginx:start -->` … `<!-- proxy:nginx:end -->`, the same for `caddy`),
//! run by the machine's nginx or Caddy as a process of the test's own, on a free
//! loopback port, in front of a server the test names.
//!
//! Only what a test cannot keep is changed, each a string the block must hold (a block
//! that no longer holds one fails the test rather than running something else):
//! - the bot's address, `127.0.0.1:8080` (with `WEB_ADDR=127.0.0.1:8080` in the guide),
//!   becomes the test's server's;
//! - nginx: `listen 443 ssl` listens on the test's port instead, still with TLS, and the
//!   certificate's two files (`/etc/letsencrypt/live/board.example.com/…`) become a
//!   self-signed certificate for `127.0.0.1` made by `openssl` for the test. The block
//!   goes in the `http` block of a main configuration of the test's own, in place of
//!   Debian's `/etc/nginx/nginx.conf` (whose `http` block includes `sites-enabled/`),
//!   which says only where nginx keeps its pid and temporary files, that it logs errors
//!   to its standard error and stays in the foreground;
//! - Caddy: the site's name, `board.example.com`, becomes `http://127.0.0.1:PORT` (Caddy
//!   would ask a certificate authority for the real name: the test's site is plain HTTP
//!   on loopback), and a global options block ahead of the site turns Caddy's admin
//!   endpoint off (it would take port 2019 for every Caddy on the machine); its data and
//!   configuration folders are the test's.
//!
//! A proxy that is not installed (or nginx without `openssl`) skips the test, saying so
//! on the standard error past the harness's capture, unless `REQUIRE_BROWSER=1` (CI,
//! which installs them) makes that a failure.

use std::io::Write as _;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The guide the blocks are read from.
const GUIDE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/operating.md");

/// The bot's address in the guide's blocks.
const GUIDE_BOT: &str = "127.0.0.1:8080";

/// One of the reverse proxies the guide configures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Nginx,
    Caddy,
}

impl Kind {
    /// Its name in the guide's markers and fences.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Nginx => "nginx",
            Kind::Caddy => "caddy",
        }
    }

    /// The start of the `Server` header of its answers.
    pub fn server(self) -> &'static str {
        match self {
            Kind::Nginx => "nginx/",
            Kind::Caddy => "Caddy",
        }
    }

    /// The commands it needs: its own (found on `PATH` or in `/usr/sbin`, where Debian
    /// puts nginx), and for nginx `openssl`, which makes the test's certificate.
    fn commands(self) -> &'static [&'static str] {
        match self {
            Kind::Nginx => &["nginx", "openssl"],
            Kind::Caddy => &["caddy"],
        }
    }

    /// The address a browser reaches it at when it listens on `addr`: HTTPS for nginx,
    /// whose block keeps its TLS; plain HTTP for Caddy's renamed site.
    pub fn url(self, addr: SocketAddr) -> String {
        match self {
            Kind::Nginx => format!("https://{addr}"),
            Kind::Caddy => format!("http://{addr}"),
        }
    }
}

/// The block the guide prints for `kind`, as printed: the lines of the fenced block
/// between its markers, without the fences.
pub fn block(kind: Kind) -> String {
    let guide = std::fs::read_to_string(GUIDE).expect("the guide");
    let (start, end) =
        (format!("<!-- proxy:{}:start -->\n", kind.name()), format!("<!-- proxy:{}:end -->", kind.name()));
    let from =
        guide.find(&start).unwrap_or_else(|| panic!("{GUIDE} marks its {} block: {start}", kind.name()))
            + start.len();
    let to = from
        + guide[from..].find(&end).unwrap_or_else(|| panic!("{GUIDE} ends its {} block: {end}", kind.name()));
    let fenced = &guide[from..to];
    let fence = format!("```{}\n", kind.name());
    let inside =
        fenced.strip_prefix(&fence).unwrap_or_else(|| panic!("a ```{} block: {fenced}", kind.name()));
    inside.strip_suffix("```\n").unwrap_or_else(|| panic!("one fenced block: {fenced}")).to_owned()
}

/// Where `command` is installed, if it is.
fn find(command: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/sbin")])
        .map(|dir| dir.join(command))
        .find(|file| file.is_file())
}

/// Whether `kind` can run here: `Some` with its program; `None` (having said so, once per
/// kind, past the harness's capture) when something is missing, unless
/// `REQUIRE_BROWSER=1` makes that a failure.
pub fn installed(kind: Kind) -> Option<PathBuf> {
    static SAID: [std::sync::Once; 2] = [std::sync::Once::new(), std::sync::Once::new()];
    let missing: Vec<&str> = kind.commands().iter().copied().filter(|c| find(c).is_none()).collect();
    if missing.is_empty() {
        return find(kind.name());
    }
    let why = format!("no {} (apt-get install -y {})", missing.join(", no "), missing.join(" "));
    assert!(
        !std::env::var("REQUIRE_BROWSER").is_ok_and(|v| v == "1"),
        "REQUIRE_BROWSER=1 but the tests of the guide's {} block find {why}",
        kind.name()
    );
    SAID[kind as usize].call_once(|| {
        let _ =
            writeln!(std::io::stderr(), "skipped: the tests of the guide's {} block find {why}", kind.name());
    });
    None
}

/// A proxy running the guide's block until dropped (then stopped as its service
/// manager would, and waited for).
pub struct Proxy {
    /// Where a browser reaches it: [`Kind::url`] of its address.
    pub url: String,
    child: Child,
    /// Its configuration, certificate, logs and files.
    dir: tempfile::TempDir,
}

/// Runs `program`, the `kind` of proxy, with the guide's block in front of `bot`,
/// listening on `listen` (a free loopback address); returns once it accepts connections
/// (or panics with its log if it exits first).
pub fn start(kind: Kind, program: &Path, bot: SocketAddr, listen: SocketAddr) -> Proxy {
    let dir = tempfile::tempdir().expect("a folder for the proxy");
    // nginx's workers drop root's rights (to `nobody`) and must still reach their
    // temporary files in it.
    std::fs::set_permissions(dir.path(), std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .expect("the folder opened to the proxy's workers");
    let at = dir.path();
    let printed = block(kind);
    let log = std::fs::File::create(at.join("proxy.log")).expect("the proxy's log");
    let mut command = Command::new(program);
    match kind {
        Kind::Nginx => {
            let (cert, key) = (at.join("cert.pem"), at.join("key.pem"));
            certificate(&cert, &key);
            let live = "/etc/letsencrypt/live/board.example.com";
            let block = substitute(
                &printed,
                &[
                    ("listen 443 ssl", &format!("listen {listen} ssl")),
                    (&format!("{live}/fullchain.pem"), &cert.display().to_string()),
                    (&format!("{live}/privkey.pem"), &key.display().to_string()),
                    (GUIDE_BOT, &bot.to_string()),
                ],
            );
            let here = at.display();
            let main = format!(
                "daemon off;\npid {here}/nginx.pid;\nerror_log stderr;\nevents {{}}\nhttp {{\n\
                 client_body_temp_path {here}/body;\nproxy_temp_path {here}/proxy;\n\
                 fastcgi_temp_path {here}/fastcgi;\nuwsgi_temp_path {here}/uwsgi;\nscgi_temp_path {here}/scgi;\n\
                 {block}}}\n"
            );
            std::fs::write(at.join("nginx.conf"), main).expect("nginx's configuration");
            // `-e`: the log nginx opens before reading its configuration.
            command
                .arg("-p")
                .arg(at)
                .arg("-c")
                .arg(at.join("nginx.conf"))
                .arg("-e")
                .arg(at.join("early.log"));
        }
        Kind::Caddy => {
            let site = substitute(
                &printed,
                &[("board.example.com", &format!("http://{listen}")), (GUIDE_BOT, &bot.to_string())],
            );
            std::fs::write(at.join("Caddyfile"), format!("{{\n\tadmin off\n}}\n\n{site}"))
                .expect("the Caddyfile");
            command
                .args(["run", "--adapter", "caddyfile", "--config"])
                .arg(at.join("Caddyfile"))
                .env("HOME", at)
                .env("XDG_DATA_HOME", at.join("data"))
                .env("XDG_CONFIG_HOME", at.join("config"));
        }
    }
    let child = command
        .stdin(Stdio::null())
        .stdout(log.try_clone().expect("the log"))
        .stderr(log)
        .spawn()
        .unwrap_or_else(|e| panic!("{} runs: {e}", program.display()));
    let mut proxy = Proxy { url: kind.url(listen), child, dir };
    let deadline = Instant::now() + super::PATIENCE;
    while std::net::TcpStream::connect(listen).is_err() {
        if let Some(status) = proxy.child.try_wait().expect("the proxy's status") {
            panic!("{} exited ({status}) before listening:\n{}", kind.name(), proxy.log());
        }
        assert!(Instant::now() < deadline, "{} never listened on {listen}:\n{}", kind.name(), proxy.log());
        std::thread::sleep(Duration::from_millis(20));
    }
    proxy
}

/// `printed` with each `(from, to)` of `changes` made; each `from` must be in it.
fn substitute(printed: &str, changes: &[(&str, &str)]) -> String {
    changes.iter().fold(printed.to_owned(), |block, (from, to)| {
        assert!(block.contains(from), "the guide's block no longer holds `{from}`:\n{printed}");
        block.replace(from, to)
    })
}

/// A self-signed certificate for `127.0.0.1`, valid a day, in `cert` and its key in `key`.
fn certificate(cert: &Path, key: &Path) {
    let made = Command::new("openssl")
        .args(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"])
        .arg("-keyout")
        .arg(key)
        .arg("-out")
        .arg(cert)
        .args(["-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"])
        .output()
        .expect("openssl runs");
    assert!(made.status.success(), "a certificate: {}", String::from_utf8_lossy(&made.stderr));
}

impl Proxy {
    /// What it logged so far.
    pub fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("proxy.log")).unwrap_or_default()
    }
}

impl Drop for Proxy {
    /// Stops it as its service manager would (`SIGTERM`: nginx's master stops its
    /// workers too) and waits for it.
    fn drop(&mut self) {
        let pid = self.child.id().to_string();
        let told = Command::new("kill").args(["-TERM", &pid]).status().is_ok_and(|s| s.success());
        if !told {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
    }
}
