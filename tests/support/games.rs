//! Games of every kind to fill a database with: four played for real through the
//! service once (in the lobby, running with moves, finished and rated, cancelled), then
//! copied through the store's API into as many channels as a test wants, with what
//! hangs off them (seats, moves, a reminder and the channel's live board for an open
//! game; the finished-game record, ratings and a timelapse for a finished one), so that
//! every copy replays while a big fixture stays quick to build. Also how to play on in
//! a channel's game: its first legal move, for whoever must act.

use std::path::Path;

use carcassonne_bot::service::{Command, Context, NewGame, Service};
use carcassonne_bot::store::{
    ActionRow, GameId, GameRow, LiveRow, NewPlayerResult, NewRecord, PlayerResultRow, Rating, SeatRow,
    Status, Store, StoreError, Tx,
};

use super::{T0, ok, person, service};

/// A Discord-like server id: a creation time in the top bits (spread unevenly over the
/// shards), a worker and counter in the low 22 bits.
pub fn server(n: u64) -> String {
    if n == 0 {
        "local".into()
    } else {
        (((900_000 + n * 5 + n * n / 40) << 22) | (n * 977 % 4_194_304)).to_string()
    }
}

/// `user` in `channel` of `guild`.
pub fn at(guild: &str, channel: &str, user: &str) -> Context {
    Context { guild: guild.into(), channel: channel.into(), ..person(user) }
}

/// Who must act in the channel's game and their first legal action, if it runs.
pub fn next_move(
    s: &mut Service,
    guild: &str,
    channel: &str,
) -> Option<(String, carcassonne_bot::service::Action)> {
    let table = s.table(&at(guild, channel, "Alice")).expect("table");
    let game = table.game.as_ref()?;
    let seat = game.pending()?.seats.iter().next()?;
    Some((table.names()[seat.index()].clone(), game.legal_actions(seat)[0]))
}

/// Plays `moves` first-legal moves in the channel's game (fewer if it ends).
pub fn play(s: &mut Service, guild: &str, channel: &str, moves: usize) {
    for _ in 0..moves {
        let Some((who, action)) = next_move(s, guild, channel) else { return };
        ok(s.handle(&at(guild, channel, &who), Command::Play(action)));
    }
}

/// A game played for real, as the store holds it, to copy elsewhere.
pub struct Template {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    pub actions: Vec<ActionRow>,
    pub results: Vec<PlayerResultRow>,
    pub points: Vec<Vec<(String, i64)>>,
    pub ratings: Vec<(String, Rating)>,
}

/// The four kinds of game, played in a file of their own.
pub fn templates(dir: &Path) -> Vec<Template> {
    let path = dir.join("templates.db");
    let mut s = service(&path);
    let g = "tpl";
    let two = |s: &mut Service, channel: &str, new: NewGame| {
        ok(s.handle(&at(g, channel, "Alice"), Command::New(new)));
        ok(s.handle(&at(g, channel, "Bob"), Command::Join));
    };
    two(&mut s, "lobby", NewGame::default());
    two(&mut s, "active", NewGame { seed: Some(3), ..NewGame::default() });
    ok(s.handle(&at(g, "active", "Alice"), Command::Start { keep_order: true }));
    play(&mut s, g, "active", 3);
    let short = ["BA/RFr", "BA/C"].iter().map(|t| t.parse().expect("tile")).collect();
    two(&mut s, "finished", NewGame { tiles: Some(short), seed: Some(1), ..NewGame::default() });
    ok(s.handle(&at(g, "finished", "Alice"), Command::Start { keep_order: true }));
    play(&mut s, g, "finished", 20);
    two(&mut s, "cancelled", NewGame::default());
    ok(s.handle(&at(g, "cancelled", "Alice"), Command::Start { keep_order: true }));
    ok(s.handle(&at(g, "cancelled", "Alice"), Command::Cancel));
    drop(s);
    let mut store = Store::open(&path).expect("open");
    store
        .read(|tx| {
            ["lobby", "active", "finished", "cancelled"]
                .into_iter()
                .map(|channel| {
                    let row = tx.latest_game(g, channel)?.expect("a template game");
                    let results = tx.game_results(row.id)?;
                    let users: Vec<&str> = results.iter().map(|r| r.user_id.as_str()).collect();
                    Ok(Template {
                        seats: tx.seats(row.id)?,
                        actions: tx.actions(row.id)?,
                        points: users.iter().map(|u| tx.player_points(g, u)).collect::<Result<_, _>>()?,
                        ratings: users
                            .iter()
                            .filter_map(|u| {
                                tx.rating(g, u).transpose().map(|r| r.map(|r| (u.to_string(), r)))
                            })
                            .collect::<Result<_, _>>()?,
                        results,
                        row,
                    })
                })
                .collect::<Result<Vec<_>, StoreError>>()
        })
        .expect("templates")
}

/// A copy of `t` in `channel` of `guild`, with what hangs off it: a reminder, the
/// channel's live message and its last move still to be told (made on the board page)
/// for an open game, a timelapse for a finished one.
pub fn copy_game(
    tx: &Tx<'_>,
    t: &Template,
    guild: &str,
    channel: &str,
    k: i64,
) -> Result<GameId, StoreError> {
    let new = carcassonne_bot::store::NewGame {
        guild_id: guild,
        channel_id: channel,
        creator_id: &t.row.creator_id,
        status: Status::Lobby,
        setup: &t.row.setup,
        seed: t.row.seed,
        engine_version: t.row.engine_version,
        now: T0 + k,
    };
    let id = tx.create_game(&new)?;
    for seat in &t.seats {
        tx.add_seat(id, &seat.as_new())?;
    }
    tx.set_status(id, t.row.status, T0 + k)?;
    tx.set_clock(id, t.row.clock_ms)?;
    tx.set_language(id, &t.row.language)?;
    for a in &t.actions {
        tx.append_action(id, a.seq, a.seat, &a.action, a.at + k)?;
    }
    if t.row.status.is_open() {
        tx.record_reminder(id, t.actions.len() as u64, 1 + (k % 3) as u32, T0 + k)?;
        let live = LiveRow { message_id: format!("m{k}"), narration: format!("turn {k}") };
        tx.replace_live_message(guild, channel, Some(&live))?;
        if let Some(last) = t.actions.last() {
            // Its last move made on the board page, not yet told in the channel.
            tx.add_page_move(id, t.actions.len() as u64, last.seq, &last.action, last.at + k)?;
        }
    }
    if t.row.status == Status::Finished {
        let points: Vec<Vec<(&str, i64)>> =
            t.points.iter().map(|ps| ps.iter().map(|(c, p)| (c.as_str(), *p)).collect()).collect();
        let players: Vec<NewPlayerResult<'_>> = t
            .results
            .iter()
            .zip(&points)
            .map(|(r, points)| NewPlayerResult {
                user_id: &r.user_id,
                display_name: &r.display_name,
                seat: r.seat,
                score: r.score,
                rank: r.rank,
                won: r.won,
                points,
            })
            .collect();
        let expansions = t.results.first().map_or("", |r| r.expansions.as_str());
        tx.record_game(&NewRecord {
            game_id: id,
            guild_id: guild,
            finished_at: T0 + k,
            expansions,
            players: &players,
        })?;
        for r in &t.results {
            if let (Some(before), Some(after)) = (r.before, r.after) {
                tx.set_game_rating(id, &r.user_id, before, after)?;
            }
        }
        for (user, rating) in &t.ratings {
            tx.set_rating(guild, user, *rating)?;
        }
        tx.keep_timelapse(id, "discord", 1, format!("GIF89a{k}").as_bytes(), T0 + k)?;
    }
    Ok(id)
}
