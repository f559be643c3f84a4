//! What must never be shown — in a log line, an error or a `Debug`, at any log level: a
//! database URL's password, the bot's token, and the tokens of Discord's interactions
//! and webhooks (each lets anyone answer as the bot for 15 minutes).
//!
//! Two guards. The bot's own values that hold a secret print it hidden: a
//! [`DatabaseUrl`] shows its URL through [`hide_password`], as the store's `Database`
//! does, and the token is a [`Token`](super::Token). What the bot does not format itself
//! — other crates' logs, errors and tracing spans, which may quote a request's URL
//! (`/interactions/<id>/<token>/callback`), a gateway payload (`"token":"…"`) or a
//! connection string — goes through [`Secrets::hide`] as it is written: the binary's
//! log writer and its last error line. The secrets it knows by value (the token, the
//! database password) it hides wherever they appear; the others by their shape.

use std::fmt;
use std::ops::Range;

/// What a hidden password reads as.
const HIDDEN: &str = "***";

/// What a hidden token, or any secret known by value, reads as.
const REDACTED: &str = "[redacted]";

/// The shortest secret hidden wherever its value appears: a shorter one would hide
/// parts of every other word (it is still hidden where its shape shows it: a URL's
/// password, a token in a request's path).
const SHORTEST_KNOWN: usize = 4;

/// `text` — a database URL (`postgres://user:password@host/db?…`) or a key-value
/// connection string (`host=… password=…`) — with every password replaced by `***`,
/// for logs and errors. The credentials are taken to end at the URL's last `@`, so a
/// password with an `@` (or a `/`, `?`, `#`) not percent-encoded is still hidden
/// whole; a `…password=` parameter's value (`?password=`, `sslpassword=`, its name
/// percent-encoded or not) is hidden too.
#[must_use]
pub fn hide_password(text: &str) -> String {
    replaced(text, &password_spans(text, true), HIDDEN)
}

/// A PostgreSQL URL that may carry a password (`DATABASE_URL`): its `Debug` and
/// `Display` show it through [`hide_password`], so the settings, a store or an error
/// holding one may be logged; only [`DatabaseUrl::expose`] gives it whole.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    /// `url`, as given.
    #[must_use]
    pub fn new(url: impl Into<String>) -> DatabaseUrl {
        DatabaseUrl(url.into())
    }

    /// The URL itself, password and all, for the one place that connects with it.
    #[must_use]
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hide_password(&self.0))
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("DatabaseUrl").field(&hide_password(&self.0)).finish()
    }
}

/// Hides secrets in text about to be written: those known by value (the bot's token, a
/// database password, each as given and percent-decoded) wherever they appear, and by
/// their shape the passwords of any database URL or connection string, the tokens in
/// Discord's interaction and webhook paths, and the quoted values of fields named
/// `…token` (a gateway payload's `"token":"…"`, a route's `interaction_token: "…"`).
#[derive(Clone, Default)]
pub struct Secrets {
    /// Longest first, so that a secret holding another is hidden whole.
    known: Vec<String>,
}

impl Secrets {
    /// The secrets of the environment `get` reads: `DISCORD_TOKEN`, `DATABASE_URL`'s
    /// passwords, the board page's link key and the application's client secret.
    #[must_use]
    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Secrets {
        let mut secrets = Secrets::default();
        if let Some(token) = get("DISCORD_TOKEN") {
            secrets.add(token.trim());
        }
        if let Some(url) = get("DATABASE_URL") {
            secrets.add_url(&url);
        }
        for key in ["WEB_LINK_SECRET", "DISCORD_CLIENT_SECRET"] {
            if let Some(key) = get(key) {
                secrets.add(key.trim());
            }
        }
        secrets
    }

    /// Also hides `secret` wherever it appears (unless blank or under four characters).
    pub fn add(&mut self, secret: &str) {
        if secret.trim().chars().count() >= SHORTEST_KNOWN && !self.known.iter().any(|k| k == secret) {
            self.known.push(secret.to_owned());
            self.known.sort_by_key(|k| std::cmp::Reverse(k.len()));
        }
    }

    /// Also hides the passwords of the database URL (or connection string) `url`
    /// wherever they appear, as written in it and percent-decoded.
    pub fn add_url(&mut self, url: &str) {
        for span in password_spans(url, true) {
            let password = &url[span];
            self.add(password);
            self.add(&percent_decoded(password));
        }
    }

    /// `text` with every secret hidden.
    #[must_use]
    pub fn hide(&self, text: &str) -> String {
        let mut text = text.to_owned();
        for secret in &self.known {
            if text.contains(secret.as_str()) {
                text = text.replace(secret.as_str(), REDACTED);
            }
        }
        let text = replaced(&text, &password_spans(&text, false), HIDDEN);
        let text = replaced(&text, &discord_token_spans(&text), REDACTED);
        replaced(&text, &link_signature_spans(&text), REDACTED)
    }
}

/// Where the signatures of the board page's links are in `text`: a link's token is
/// `w1.GAME.SEAT.EXPIRES.LANG.SIGNATURE` (`service::Link`), and whoever reads its
/// signature in a log could open that seat's board; the fields before it are kept.
fn link_signature_spans(text: &str) -> Vec<std::ops::Range<usize>> {
    let token_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_');
    let mut spans = Vec::new();
    for (at, _) in text.match_indices("w1.") {
        if text[..at].chars().next_back().is_some_and(token_char) {
            continue;
        }
        let token = &text[at..];
        let end = token.find(|c: char| !token_char(c)).unwrap_or(token.len());
        let fields: Vec<&str> = token[..end].split('.').collect();
        if let [_, _, _, _, _, signature] = fields[..]
            && !signature.is_empty()
        {
            spans.push(at + end - signature.len()..at + end);
        }
    }
    spans
}

/// Never the secrets themselves: how many are known.
impl fmt::Debug for Secrets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Secrets").field("known", &self.known.len()).finish()
    }
}

/// `text` with each of `spans` (sorted, not overlapping) replaced by `by`.
fn replaced(text: &str, spans: &[Range<usize>], by: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for span in spans {
        out.push_str(&text[at..span.start]);
        out.push_str(by);
        at = span.end;
    }
    out.push_str(&text[at..]);
    out
}

/// `spans` sorted, the overlapping and touching ones merged, the empty ones left out.
fn merged(mut spans: Vec<Range<usize>>) -> Vec<Range<usize>> {
    spans.retain(|s| !s.is_empty());
    spans.sort_by_key(|s| s.start);
    let mut out: Vec<Range<usize>> = Vec::with_capacity(spans.len());
    for span in spans {
        match out.last_mut() {
            Some(last) if span.start <= last.end => last.end = last.end.max(span.end),
            _ => out.push(span),
        }
    }
    out
}

/// Where a URL ends in running text: at a space, a quote or an angle bracket.
fn ends_a_url(c: char) -> bool {
    c.is_whitespace() || matches!(c, '"' | '\'' | '`' | '<' | '>')
}

/// The byte ranges of `text` that are database passwords: what follows `user:` in a
/// URL's credentials, and the values of `…password=` parameters. `whole`: `text` is one
/// URL, whose credentials end at its last `@`; else it is running text (a log line),
/// where a URL ends at a space or a quote, and an `@` right after a `/` (a Discord path's
/// `/@original`) does not end its credentials.
fn password_spans(text: &str, whole: bool) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut from = 0;
    while let Some(found) = text[from..].find("://") {
        let start = from + found + 3;
        let end =
            if whole { text.len() } else { text[start..].find(ends_a_url).map_or(text.len(), |e| start + e) };
        let url = &text[start..end];
        let at = url
            .char_indices()
            .rev()
            .find(|&(i, c)| c == '@' && (whole || !url[..i].ends_with('/')))
            .map(|(i, _)| i);
        if let Some(at) = at
            && let Some(colon) = url[..at].find(':')
        {
            spans.push(start + colon + 1..start + at);
        }
        from = end;
    }
    for (equals, _) in text.match_indices('=') {
        let before = text[..equals].trim_end();
        let key_start = before
            .char_indices()
            .rev()
            .take_while(|&(_, c)| c.is_ascii_alphanumeric() || c == '_' || c == '%')
            .last()
            .map_or(before.len(), |(i, _)| i);
        let key = percent_decoded(&before[key_start..]).to_ascii_lowercase();
        if key.ends_with("password") {
            spans.push(parameter_value(text, equals + 1));
        }
    }
    merged(spans)
}

/// The value of a parameter starting at `from` (after its `=`): quoted (`'…'`, as in a
/// key-value connection string), or to the next space, quote or `&` — past an `&` not
/// followed by another `key=` parameter, which is the value's own.
fn parameter_value(text: &str, from: usize) -> Range<usize> {
    let start = from + (text[from..].len() - text[from..].trim_start().len());
    let rest = &text[start..];
    if let Some(quoted) = rest.strip_prefix('\'') {
        let mut escaped = false;
        for (i, c) in quoted.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '\'' if !escaped => return start + 1..start + 1 + i,
                _ => escaped = false,
            }
        }
        return start + 1..text.len();
    }
    let stops = |c: char| c.is_whitespace() || matches!(c, '&' | '"' | '`');
    let mut end = start + rest.find(stops).unwrap_or(rest.len());
    while text[end..].starts_with('&') {
        let next = &text[end + 1..];
        let segment = &next[..next.find(stops).unwrap_or(next.len())];
        if segment.contains('=') {
            break;
        }
        end += 1 + segment.len();
    }
    start..end
}

/// The byte ranges of `text` that are Discord tokens: the segment after
/// `/interactions/<id>/` or `/webhooks/<id>/` in a path, and the quoted value of a
/// field whose name ends in `token` (`"token":"…"`, `interaction_token: "…"`).
fn discord_token_spans(text: &str) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    for marker in ["/interactions/", "/webhooks/"] {
        for (found, _) in text.match_indices(marker) {
            let id = found + marker.len();
            let digits = text[id..].find(|c: char| !c.is_ascii_digit()).map_or(text.len() - id, |n| n);
            let token = id + digits;
            if digits > 0 && text[token..].starts_with('/') {
                let rest = &text[token + 1..];
                let end = rest
                    .find(|c: char| ends_a_url(c) || matches!(c, '/' | '?' | '#' | ')' | ','))
                    .unwrap_or(rest.len());
                spans.push(token + 1..token + 1 + end);
            }
        }
    }
    let lower = text.to_ascii_lowercase();
    for (found, key) in lower.match_indices("token") {
        let after = &text[found + key.len()..];
        let after = after.strip_prefix('"').unwrap_or(after).trim_start();
        let Some(after) = after.strip_prefix([':', '=']) else { continue };
        let value = after.trim_start();
        let Some(quoted) = value.strip_prefix('"') else { continue };
        let start = text.len() - quoted.len();
        let mut escaped = false;
        let end = quoted
            .char_indices()
            .find(|&(_, c)| {
                let closes = c == '"' && !escaped;
                escaped = c == '\\' && !escaped;
                closes
            })
            .map_or(text.len(), |(i, _)| start + i);
        spans.push(start..end);
    }
    merged(spans)
}

/// `text` with its `%XX` escapes decoded (invalid UTF-8 replaced).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match (bytes[i], bytes.get(i + 1).copied().and_then(hex), bytes.get(i + 2).copied().and_then(hex)) {
            (b'%', Some(high), Some(low)) => {
                out.push(u8::try_from(high * 16 + low).expect("two hex digits make a byte"));
                i += 3;
            }
            (byte, _, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_urls_password_is_hidden_however_it_is_written() {
        let cases = [
            ("postgres://bot:s3cret@db.example.com/games", "postgres://bot:***@db.example.com/games"),
            ("postgresql://bot:s3cret@db:5432/games", "postgresql://bot:***@db:5432/games"),
            ("postgres://bot:p%40ss%2Fw%3Ard@db/games", "postgres://bot:***@db/games"),
            // Not percent-encoded: the credentials end at the last `@`.
            ("postgres://bot:p@ss/w?rd@db/games", "postgres://bot:***@db/games"),
            ("postgres://bot:@db/games", "postgres://bot:@db/games"),
            ("postgres://bot@db/games?password=s3cret", "postgres://bot@db/games?password=***"),
            (
                "postgres://db/games?sslmode=disable&password=s3cret&application_name=bot",
                "postgres://db/games?sslmode=disable&password=***&application_name=bot",
            ),
            ("postgres://db/games?pass%77ord=s3cret", "postgres://db/games?pass%77ord=***"),
            ("postgres://db/games?PASSWORD=s3&cret", "postgres://db/games?PASSWORD=***"),
            ("postgres://db/games?sslpassword=s3cret", "postgres://db/games?sslpassword=***"),
            ("host=db user=bot password=s3cret dbname=games", "host=db user=bot password=*** dbname=games"),
            ("host=db password = 's3 c\\'ret' dbname=games", "host=db password = '***' dbname=games"),
        ];
        for (url, shown) in cases {
            assert_eq!(hide_password(url), shown, "{url}");
        }
    }

    #[test]
    fn a_url_without_a_password_is_left_as_it_is() {
        for url in [
            "postgres://bot@db.example.com/games",
            "postgres://db:5432/games?options=-c%20search_path%3Dt1",
            "postgres://127.0.0.1/test",
            "./data/carcassonne.db",
        ] {
            assert_eq!(hide_password(url), url);
        }
    }

    #[test]
    fn a_database_url_shows_no_password() {
        let url = DatabaseUrl::new("postgres://bot:s3cret@db/games");
        assert_eq!(url.expose(), "postgres://bot:s3cret@db/games");
        assert_eq!(url.to_string(), "postgres://bot:***@db/games");
        assert_eq!(format!("{url:?}"), r#"DatabaseUrl("postgres://bot:***@db/games")"#);
        assert_eq!(format!("{:?}", Some(url)), r#"Some(DatabaseUrl("postgres://bot:***@db/games"))"#);
    }

    #[test]
    fn board_links_signatures_are_hidden() {
        let line = "GET /api/game?link=w1.12.0.1700000000000.fr.AbC-d_e9 from 127.0.0.1 (w1.3.s)";
        assert_eq!(
            Secrets::default().hide(line),
            "GET /api/game?link=w1.12.0.1700000000000.fr.[redacted] from 127.0.0.1 (w1.3.s)"
        );
        let secrets = Secrets::from_lookup(|key| match key {
            "WEB_LINK_SECRET" => Some("the-link-key-1234".into()),
            "DISCORD_CLIENT_SECRET" => Some("client-secret-5678".into()),
            _ => None,
        });
        assert_eq!(secrets.hide("key the-link-key-1234"), "key [redacted]");
        assert_eq!(secrets.hide("client_secret=client-secret-5678"), "client_secret=[redacted]");
    }

    #[test]
    fn known_secrets_are_hidden_anywhere_as_given_and_decoded() {
        let secrets = Secrets::from_lookup(|key| match key {
            "DISCORD_TOKEN" => Some(" MTIz.bot-token ".into()),
            "DATABASE_URL" => Some("postgres://bot:p%40ss-word@db/games".into()),
            _ => None,
        });
        let line = "sent MTIz.bot-token; connecting with p@ss-word, p%40ss-word";
        assert_eq!(secrets.hide(line), "sent [redacted]; connecting with [redacted], [redacted]");
        assert!(!format!("{secrets:?}").contains("bot-token"), "{secrets:?}");
        let mut short = Secrets::default();
        short.add("abc");
        assert_eq!(short.hide("abcdef"), "abcdef", "too short to hide wherever it appears");
    }

    #[test]
    fn passwords_in_running_text_are_hidden() {
        let secrets = Secrets::default();
        let cases = [
            (
                "error: opening postgres://bot:s3cret@127.0.0.1:1/games: refused",
                "error: opening postgres://bot:***@127.0.0.1:1/games: refused",
            ),
            (
                r#"Config { url: "postgres://bot:s3cret@db/g" }"#,
                r#"Config { url: "postgres://bot:***@db/g" }"#,
            ),
            ("connecting host=db password=s3cret user=bot", "connecting host=db password=*** user=bot"),
        ];
        for (line, shown) in cases {
            assert_eq!(secrets.hide(line), shown, "{line}");
        }
    }

    #[test]
    fn discord_tokens_in_paths_and_fields_are_hidden() {
        let secrets = Secrets::default();
        let cases = [
            (
                "error sending request for url (http://127.0.0.1:5/api/v10/interactions/123/aW50ZXJhY3Rpb24/callback)",
                "error sending request for url (http://127.0.0.1:5/api/v10/interactions/123/[redacted]/callback)",
            ),
            (
                "PATCH https://discord.com/api/v10/webhooks/42/aW50ZXJh-Y3Rpb24/messages/@original",
                "PATCH https://discord.com/api/v10/webhooks/42/[redacted]/messages/@original",
            ),
            ("/webhooks/42/tok?wait=true", "/webhooks/42/[redacted]?wait=true"),
            (
                r#"{"t":"INTERACTION_CREATE","d":{"token":"aW50ZXJh","id":"1"}}"#,
                r#"{"t":"INTERACTION_CREATE","d":{"token":"[redacted]","id":"1"}}"#,
            ),
            (
                r#"Route::EditOriginal { application_id: 1, interaction_token: "tok\"en" }"#,
                r#"Route::EditOriginal { application_id: 1, interaction_token: "[redacted]" }"#,
            ),
            ("token: Some([redacted]), tokens: 3", "token: Some([redacted]), tokens: 3"),
            ("/interactions/ and /webhooks/x/y", "/interactions/ and /webhooks/x/y"),
        ];
        for (line, shown) in cases {
            assert_eq!(secrets.hide(line), shown, "{line}");
        }
    }
}
