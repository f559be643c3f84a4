//! Ratings: what a finished game leaves on its server's record, and how it moves its
//! players' ratings, live in the transaction that finishes the game and again, the same
//! way and in the same order, when an operator rebuilds a server's ratings.
//!
//! Who counts: the people who played a game to the end, that is the seats a person holds
//! when it ends (a bot's seat, and a seat handed to a bot that nobody took back, have no
//! result). A game moves ratings when at least two of them played it; they are ranked
//! by final score among themselves, ties sharing a place, and rated with Weng-Lin
//! (skillratings' OpenSkill, default configuration), each player a team of one, per
//! server. A cancelled game never finishes, so it counts for nobody. It must not word
//! anything (`stats` shows the numbers) nor read the clock.

use carcassonne_engine::{Audience, Expansion};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use super::error::ServiceError;
use super::table::Table;
use super::{Service, describe};
use crate::store::{GameId, NewPlayerResult, NewRecord, Rating, StoreError, Tx};

/// The fewest people who must play a game to the end for it to move their ratings.
const MIN_RATED: usize = 2;

/// One person's result in a finished game, before it is written.
#[derive(Debug)]
struct Played<'t> {
    user: &'t str,
    name: &'t str,
    seat: u32,
    score: i64,
    rank: u32,
    won: bool,
    points: Vec<(&'static str, i64)>,
}

/// What a rebuild did on one server.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rebuilt {
    pub guild: String,
    /// Its finished games on record, rated or not, in finishing order.
    pub games: usize,
    /// Games that finished before records were kept, recorded now from their moves.
    pub recorded: usize,
    /// Games that moved ratings.
    pub rated: usize,
    /// People with a rating now.
    pub players: usize,
    /// Games that finished before records were kept and no longer replay: left out.
    pub unreadable: Vec<GameId>,
}

/// Records the finished game of `table` (it finished at `finished_at`) and moves its
/// players' ratings, in the transaction that finished it.
///
/// # Errors
/// Storage failures.
pub(super) fn count(tx: &Tx<'_>, table: &Table, finished_at: i64) -> Result<(), StoreError> {
    if record(tx, table, finished_at)? {
        rate(tx, &table.row.guild_id, table.row.id)?;
    }
    Ok(())
}

/// The people who played `table`'s finished game to the end, with their results, and the
/// expansions it was played with; `None` when it has no finished game to read.
fn results(table: &Table) -> Option<(Vec<Expansion>, Vec<Played<'_>>)> {
    let game = table.game.as_ref().filter(|g| g.is_over())?;
    let view = game.view(Audience::Public);
    let best = view.players().iter().map(|p| p.score).max()?;
    let categories = describe::categories(&view);
    let people: Vec<_> = table
        .seats
        .iter()
        .zip(view.players())
        .filter(|(seat, _)| !seat.is_bot)
        .filter_map(|(seat, player)| Some((seat, seat.user_id.as_deref()?, player)))
        .collect();
    let played = people
        .iter()
        .map(|&(seat, user, player)| Played {
            user,
            name: &seat.display_name,
            seat: seat.seat,
            score: player.score.into(),
            rank: 1 + people.iter().filter(|(_, _, other)| other.score > player.score).count() as u32,
            won: player.score == best,
            points: categories.iter().map(|c| (c.word(), player.breakdown[c.index()].into())).collect(),
        })
        .collect();
    let expansions = Expansion::ALL.into_iter().filter(|e| view.has(*e)).collect();
    Some((expansions, played))
}

/// Writes the record of `table`'s finished game; `false` (nothing written) when it has
/// none to read (a game that no longer replays).
fn record(tx: &Tx<'_>, table: &Table, finished_at: i64) -> Result<bool, StoreError> {
    let Some((expansions, played)) = results(table) else { return Ok(false) };
    let expansions = expansions.iter().map(|e| e.word()).collect::<Vec<_>>().join(" ");
    let players: Vec<NewPlayerResult<'_>> = played
        .iter()
        .map(|p| NewPlayerResult {
            user_id: p.user,
            display_name: p.name,
            seat: p.seat,
            score: p.score,
            rank: p.rank,
            won: p.won,
            points: &p.points,
        })
        .collect();
    tx.record_game(&NewRecord {
        game_id: table.row.id,
        guild_id: &table.row.guild_id,
        finished_at,
        expansions: &expansions,
        players: &players,
    })?;
    Ok(true)
}

/// Moves the ratings on `guild` of the players recorded for `game` by its result, from
/// their current ratings, when at least [`MIN_RATED`] played it; whether it did.
fn rate(tx: &Tx<'_>, guild: &str, game: GameId) -> Result<bool, StoreError> {
    let results = tx.game_results(game)?;
    if results.len() < MIN_RATED {
        return Ok(false);
    }
    let before = results
        .iter()
        .map(|r| {
            Ok((tx.rating(guild, &r.user_id)?.map_or_else(WengLinRating::new, weng_lin), r.rank as usize))
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    for ((result, (before, _)), after) in results.iter().zip(&before).zip(rated(&before)) {
        tx.set_game_rating(game, &result.user_id, stored(*before), stored(after))?;
        tx.set_rating(guild, &result.user_id, stored(after))?;
    }
    Ok(true)
}

/// The ratings after a game of players given with their ratings before it and their
/// places (from 1, ties equal), in seat order: Weng-Lin for a free-for-all, each player
/// a team of one, in skillratings' default configuration.
fn rated(players: &[(WengLinRating, usize)]) -> Vec<WengLinRating> {
    let teams: Vec<[WengLinRating; 1]> = players.iter().map(|(rating, _)| [*rating]).collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(team, (_, rank))| (&team[..], MultiTeamOutcome::new(*rank)))
        .collect();
    weng_lin_multi_team(&ranked, &WengLinConfig::new()).into_iter().flatten().collect()
}

fn weng_lin(stored: Rating) -> WengLinRating {
    WengLinRating { rating: stored.rating, uncertainty: stored.uncertainty }
}

fn stored(rating: WengLinRating) -> Rating {
    Rating { rating: rating.rating, uncertainty: rating.uncertainty }
}

/// Works out `guild`'s ratings again from its record, as the live updates did: every
/// rating forgotten, then each finished game re-applied in finishing order. A game that
/// finished before records were kept is recorded first, from its moves.
fn rebuild(tx: &Tx<'_>, guild: &str) -> Result<Rebuilt, ServiceError> {
    tx.reset_ratings(guild)?;
    let mut done = Rebuilt { guild: guild.to_string(), ..Rebuilt::default() };
    for (game, recorded) in tx.finished_in_order(guild)? {
        if !recorded {
            let row = tx.game(game)?.ok_or(StoreError::GameNotFound(game))?;
            let finished_at = row.updated_at;
            if !record(tx, &Table::load_row(tx, row)?, finished_at)? {
                done.unreadable.push(game);
                continue;
            }
            done.recorded += 1;
        }
        done.games += 1;
        done.rated += usize::from(rate(tx, guild, game)?);
    }
    done.players = tx.rated_players(guild)?.len();
    Ok(done)
}

impl Service {
    /// Rebuilds the ratings of the server `guild`, or of every server with a finished
    /// game, each in one transaction: the same numbers the live updates gave.
    ///
    /// # Errors
    /// Storage failures (a server's rebuild then writes nothing).
    pub fn rebuild_ratings(&mut self, guild: Option<&str>) -> Result<Vec<Rebuilt>, ServiceError> {
        let guilds = match guild {
            Some(guild) => vec![guild.to_string()],
            None => self.store.read(|tx| tx.guilds_with_results())?,
        };
        guilds.iter().map(|guild| self.store.write(|tx| rebuild(tx, guild))).collect()
    }
}
