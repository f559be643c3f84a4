//! glibc's cap on malloc arenas, `MALLOC_ARENA_MAX`: what the bot makes of the value
//! it finds, and how it says so.
//!
//! glibc reads the cap once, as a process starts, and takes only a positive number:
//! anything else (blank, `0`, a word) leaves the arenas uncapped without a word. So the
//! bot keeps an operator's positive number, and for anything else starts itself again in
//! place with [`DEFAULT_CAP`] (`src/main.rs` does the `exec`), telling the process it
//! becomes, through [`REPLACED`], what it replaced; that process logs the cap and where
//! it came from at `info` once its log is set up, and warns of a value it replaced that
//! was not blank.

use std::ffi::OsStr;

/// glibc's variable.
pub const VARIABLE: &str = "MALLOC_ARENA_MAX";

/// The bot's cap when the operator sets none: memory that levels off with the games
/// (`benches/longrun.rs`).
pub const DEFAULT_CAP: &str = "2";

/// Set by the bot on the process it starts again in place: what [`VARIABLE`] was, empty
/// when unset, else `=` and its value ([`Arenas::replacing`]). Only the bot sets it.
pub const REPLACED: &str = "CARCASSONNE_REPLACED_MALLOC_ARENA_MAX";

/// What the bot makes of [`VARIABLE`] as it starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arenas {
    /// The operator's cap, a positive number: kept as it is.
    Kept(String),
    /// Not a positive number (`None`: unset): the bot must start again with
    /// [`DEFAULT_CAP`].
    Restart(Option<String>),
    /// This process is that new start: [`DEFAULT_CAP`], in place of what it says.
    Restarted(Option<String>),
}

impl Arenas {
    /// What the bot makes of `value`, [`VARIABLE`]'s value, with `replaced`,
    /// [`REPLACED`]'s.
    #[must_use]
    pub fn of(value: Option<&OsStr>, replaced: Option<&OsStr>) -> Arenas {
        let text = |v: &OsStr| v.to_string_lossy().into_owned();
        match (value, replaced) {
            (Some(value), Some(replaced)) if value == DEFAULT_CAP => {
                Arenas::Restarted(text(replaced).strip_prefix('=').map(str::to_owned))
            }
            (Some(value), _) if positive(value) => Arenas::Kept(text(value)),
            (value, _) => Arenas::Restart(value.map(text)),
        }
    }

    /// What the new start is told in [`REPLACED`]: what it replaces.
    #[must_use]
    pub fn replacing(&self) -> String {
        match self {
            Arenas::Restart(Some(value)) | Arenas::Restarted(Some(value)) => format!("={value}"),
            Arenas::Restart(None) | Arenas::Restarted(None) | Arenas::Kept(_) => String::new(),
        }
    }

    /// Logs the cap this process runs with and where it came from (at `info`), and a
    /// value the bot replaced that was not blank (at `warn`). `failed`: why the new
    /// start could not be made, when [`Arenas::Restart`] is all there is.
    pub fn log(&self, failed: Option<&str>) {
        let source = self.source();
        match (self, failed) {
            (Arenas::Kept(cap), _) => tracing::info!(cap = %cap, source, "malloc arenas capped"),
            (Arenas::Restarted(replaced), _) => {
                if let Some(replaced) = replaced.as_deref().filter(|r| !r.trim().is_empty()) {
                    tracing::warn!(
                        "{VARIABLE} `{replaced}` is not a positive number, which glibc would ignore: the bot's cap {DEFAULT_CAP} applies"
                    );
                }
                tracing::info!(cap = %DEFAULT_CAP, source, "malloc arenas capped");
            }
            (Arenas::Restart(_), failed) => tracing::warn!(
                error = failed.unwrap_or("not started again"),
                source,
                "malloc arenas not capped: could not start again with {VARIABLE}={DEFAULT_CAP}; memory may grow with the games"
            ),
        }
    }

    /// Where the cap came from, in words for the log.
    #[must_use]
    pub fn source(&self) -> String {
        let found = |value: Option<&str>| match value {
            None => format!("{VARIABLE} unset"),
            Some(v) if v.trim().is_empty() => format!("{VARIABLE} blank"),
            Some(v) => format!("{VARIABLE} `{v}` not a positive number"),
        };
        match self {
            Arenas::Kept(_) => format!("{VARIABLE}, as set"),
            Arenas::Restarted(replaced) | Arenas::Restart(replaced) => {
                format!("the bot's default ({})", found(replaced.as_deref()))
            }
        }
    }
}

/// Whether glibc takes `value` as a cap: digits only, and not zero (glibc's own
/// default, no cap). A number too large for this machine's counters is no cap either.
fn positive(value: &OsStr) -> bool {
    value.to_str().is_some_and(|v| {
        !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) && v.parse::<usize>().is_ok_and(|n| n > 0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(value: Option<&str>, replaced: Option<&str>) -> Arenas {
        Arenas::of(value.map(OsStr::new), replaced.map(OsStr::new))
    }

    #[test]
    fn only_a_positive_number_is_kept_anything_else_starts_again_with_the_default() {
        assert_eq!(of(Some("4"), None), Arenas::Kept("4".into()));
        assert_eq!(of(Some("1"), None), Arenas::Kept("1".into()));
        for (value, replaced) in [
            (None, None),
            (Some(""), Some("")),
            (Some("  "), Some("  ")),
            (Some("0"), Some("0")),
            (Some("two"), Some("two")),
            (Some("-1"), Some("-1")),
            (Some("2 "), Some("2 ")),
            (Some("+2"), Some("+2")),
            (Some("99999999999999999999999"), Some("99999999999999999999999")),
        ] {
            assert_eq!(of(value, None), Arenas::Restart(replaced.map(str::to_owned)), "{value:?}");
        }
    }

    #[test]
    fn the_new_start_knows_what_it_replaced() {
        for before in [None, Some(""), Some("two")] {
            let restart = of(before, None);
            let told = restart.replacing();
            assert_eq!(
                of(Some(DEFAULT_CAP), Some(&told)),
                Arenas::Restarted(before.map(str::to_owned)),
                "{told}"
            );
        }
        // Set by someone else than the bot's new start: the value decides.
        assert_eq!(of(Some("6"), Some("")), Arenas::Kept("6".into()));
        assert_eq!(of(Some(""), Some("")), Arenas::Restart(Some(String::new())), "never a loop");
    }

    #[test]
    fn the_source_says_where_the_cap_came_from() {
        assert_eq!(of(Some("4"), None).source(), "MALLOC_ARENA_MAX, as set");
        assert_eq!(of(Some("2"), Some("")).source(), "the bot's default (MALLOC_ARENA_MAX unset)");
        assert_eq!(of(Some("2"), Some("=")).source(), "the bot's default (MALLOC_ARENA_MAX blank)");
        assert_eq!(
            of(Some("2"), Some("=two")).source(),
            "the bot's default (MALLOC_ARENA_MAX `two` not a positive number)"
        );
        assert_eq!(of(Some(""), None).source(), "the bot's default (MALLOC_ARENA_MAX blank)");
    }
}
