//! The looks at a server's record: its leaderboard (`leaderboard`, public: it is the
//! server's table) and one player's stats (`stats`, for the asker alone): games, wins,
//! scores, points by feature, favourite expansion, rating and a chart of it.
//!
//! A rating is shown as one number, the same everywhere (leaderboard, stats, chart):
//! OpenSkill's "ordinal", the conservative estimate of skill, its mean minus three times
//! its uncertainty, with one decimal. A newcomer shows 0.0 and climbs as games make their
//! skill surer. It must not write anything: the record and the ratings are `ratings`'.

use carcassonne_engine::{Category, Expansion};
use fluent_bundle::FluentValue;

use super::command::Someone;
use super::error::{ServiceError, UserError};
use super::{Context, Lang, Reply, Service};
use crate::render;
use crate::store::{PlayerResultRow, RatedPlayer, Rating};

/// Players the leaderboard shows.
const LEADERBOARD: usize = 10;

/// How many uncertainties the shown rating keeps below the mean.
const CAUTION: f64 = 3.0;

/// Rated games before a rating reads as settled: until then it is said to be a new
/// player's, still uncertain, since the shown number starts at 0.0 and a first loss
/// takes it below (`-1.8` after one game reads as a judgement without the words).
const NEW_PLAYER_GAMES: u32 = 5;

/// Whether a rating after `games` rated games is a new player's, as a message's
/// `$new` selector takes it.
fn new_player(games: u32) -> &'static str {
    if games < NEW_PLAYER_GAMES { "yes" } else { "no" }
}

/// The rating shown for `rating`: the conservative estimate of skill.
fn shown(rating: Rating) -> f64 {
    rating.rating - CAUTION * rating.uncertainty
}

/// `value` with one decimal, as a reader of `lang` writes it (`12.3`, `12,3`).
fn decimal(value: f64, lang: Lang) -> String {
    let text = format!("{value:.1}");
    // A small negative value rounds to 0.0, which has no sign.
    let text = if text == "-0.0" { "0.0".to_string() } else { text };
    let (whole, tenths) = text.split_once('.').unwrap_or((&text, "0"));
    lang.say("decimal", [("whole", whole.into()), ("tenths", tenths.into())])
}

/// A server's rated players, best first: by shown rating, then by more games, then by
/// name.
fn ranked(mut players: Vec<RatedPlayer>) -> Vec<RatedPlayer> {
    players.sort_by(|a, b| {
        shown(b.rating)
            .total_cmp(&shown(a.rating))
            .then(b.games.cmp(&a.games))
            .then_with(|| a.display_name.cmp(&b.display_name))
    });
    players
}

/// One row of a server's rating table, as the operator's `ratings` prints it.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    pub player: RatedPlayer,
    /// The number players are shown (the leaderboard's): the mean less three
    /// uncertainties.
    pub shown: f64,
}

impl Service {
    /// Every rated player of the server `guild`, best first as the leaderboard ranks
    /// them (which shows ten): what a rebuild of its ratings came to, for the operator.
    ///
    /// # Errors
    /// Storage failures.
    pub fn rating_table(&mut self, guild: &str) -> Result<Vec<RatingRow>, ServiceError> {
        let players = ranked(self.store.read(|tx| tx.rated_players(guild))?);
        Ok(players.into_iter().map(|player| RatingRow { shown: shown(player.rating), player }).collect())
    }

    /// The server's top players by shown rating, for the channel, in the asker's
    /// language (they chose the command's words).
    pub(super) fn leaderboard(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let lang = ctx.lang();
        let players = ranked(self.store.read(|tx| tx.rated_players(&ctx.guild))?);
        let text = if players.is_empty() {
            lang.say("leaderboard-empty", [])
        } else {
            let lines = players.iter().take(LEADERBOARD).enumerate().map(|(i, p)| {
                let args: [(&str, FluentValue<'_>); 6] = [
                    ("place", (i + 1).into()),
                    ("name", p.display_name.as_str().into()),
                    ("rating", decimal(shown(p.rating), lang).into()),
                    ("games", p.games.into()),
                    ("wins", p.wins.into()),
                    ("new", new_player(p.games).into()),
                ];
                lang.say("leaderboard-line", args)
            });
            std::iter::once(lang.say("leaderboard-title", [])).chain(lines).collect::<Vec<_>>().join("\n")
        };
        Ok(Reply { public: Some(text), lang, ..Reply::default() })
    }

    /// The stats of `someone` on the server (the asker when nobody is named), for the
    /// asker alone, with a chart of their rating after each rated game.
    ///
    /// # Errors
    /// `NoStats` for a name or person with no finished game on the server.
    pub(super) fn stats(&mut self, ctx: &Context, someone: Option<Someone>) -> Result<Reply, ServiceError> {
        let lang = ctx.lang();
        let guild = ctx.guild.as_str();
        let (history, points, board) = self.store.read(|tx| {
            let user = match &someone {
                None => Some(ctx.user.id.clone()),
                Some(Someone::User(user)) => Some(user.id.clone()),
                Some(Someone::Named(name)) => {
                    let wanted = name.trim().to_lowercase();
                    let names = tx.player_names(guild)?;
                    names.into_iter().find(|(_, n)| n.to_lowercase() == wanted).map(|(user, _)| user)
                }
            };
            let Some(user) = user else { return Ok((Vec::new(), Vec::new(), Vec::new())) };
            let history = tx.player_history(guild, &user)?;
            Ok::<_, ServiceError>((
                history,
                tx.player_points(guild, &user)?,
                ranked(tx.rated_players(guild)?),
            ))
        })?;
        let Some(last) = history.last() else {
            return match someone {
                None => Ok(Reply::private(lang.say("stats-none-yourself", []))),
                Some(Someone::User(user)) => Err(UserError::NoStats(user.name).into()),
                Some(Someone::Named(name)) => Err(UserError::NoStats(name.trim().to_string()).into()),
            };
        };
        let place = board.iter().position(|p| p.user_id == last.user_id).map(|i| (i + 1, &board[i]));
        let text = [
            lang.say("stats-title", [("name", last.display_name.as_str().into())]),
            games_line(&history, lang),
            points_line(&points, lang),
            favourite(&history, lang),
            rating_line(place, board.len(), lang),
        ]
        .join("\n");
        let chart: Vec<f64> = history.iter().filter_map(|r| r.after).map(shown).collect();
        let image = (!chart.is_empty()).then(|| render::rating_chart(&chart, lang));
        Ok(Reply { image, ..Reply::private(text) })
    }
}

/// Games played to the end, rated, won; the average and best score.
fn games_line(history: &[PlayerResultRow], lang: Lang) -> String {
    let games = history.len();
    let total: i64 = history.iter().map(|r| r.score).sum();
    let args: [(&str, FluentValue<'_>); 5] = [
        ("games", games.into()),
        ("rated", history.iter().filter(|r| r.after.is_some()).count().into()),
        ("wins", history.iter().filter(|r| r.won).count().into()),
        ("average", decimal(total as f64 / games.max(1) as f64, lang).into()),
        ("best", history.iter().map(|r| r.score).max().unwrap_or(0).into()),
    ];
    lang.say("stats-games", args)
}

/// Points by feature over all the games, in the final table's order, every category
/// one of the games could score.
fn points_line(points: &[(String, i64)], lang: Lang) -> String {
    let parts: Vec<String> = Category::ALL
        .iter()
        .filter_map(|c| points.iter().find(|(word, _)| word == c.word()))
        .map(|(word, total)| {
            let title = lang.say(&format!("category-title-{word}"), []);
            lang.say("stats-points-part", [("category", title.into()), ("points", (*total).into())])
        })
        .collect();
    lang.say("stats-points", [("parts", parts.join(", ").into())])
}

/// The expansion most of the games were played with (the first in the bot's order
/// among equals), or the base game's words when none was.
fn favourite(history: &[PlayerResultRow], lang: Lang) -> String {
    let played =
        |e: Expansion| history.iter().filter(|r| r.expansions.split(' ').any(|w| w == e.word())).count();
    // The last of the greatest counts is the first in the bot's order, going backwards.
    let best = Expansion::ALL
        .into_iter()
        .rev()
        .map(|e| (played(e), e))
        .filter(|(n, _)| *n > 0)
        .max_by_key(|(n, _)| *n);
    let title = match best {
        Some((_, expansion)) => lang.expansion_title(expansion.word()),
        None => lang.say("stats-no-expansion", []),
    };
    lang.say("stats-favourite", [("expansion", title.into())])
}

/// The player's shown rating and place among the server's `rated` players, or how a
/// rating comes when they have none yet.
fn rating_line(place: Option<(usize, &RatedPlayer)>, rated: usize, lang: Lang) -> String {
    match place {
        Some((place, player)) => {
            let args: [(&str, FluentValue<'_>); 6] = [
                ("rating", decimal(shown(player.rating), lang).into()),
                ("games", player.games.into()),
                ("place", place.into()),
                ("players", rated.into()),
                ("new", new_player(player.games).into()),
                ("first", NEW_PLAYER_GAMES.into()),
            ];
            lang.say("stats-rating", args)
        }
        None => lang.say("stats-unrated", []),
    }
}
