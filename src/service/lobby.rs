//! Lobby commands: opening a game in a channel, joining, leaving, starting, cancelling,
//! and the listings (status, my games).

use std::fmt::Write;

use carcassonne_engine::rng::GameRng;
use carcassonne_engine::{Audience, ENGINE_VERSION, Game, MAX_SEATS, Seat, Setup};

use super::error::{ServiceError, UserError};
use super::table::{Table, setup_of};
use super::turn::{prompt, turn_reply};
use super::{Change, Context, Front, NewGame, Reply, Service, describe, picture};
use crate::store::{self, NewSeat, SeatRow, Status, StoreError};

impl Service {
    pub(super) fn new_game(&mut self, ctx: &Context, new: NewGame) -> Result<Reply, ServiceError> {
        // A seed (or draw order) chosen by a player would let them look the draws up.
        if ctx.front == Front::Discord
            && (new.seed.is_some() || new.tiles.is_some() || !new.bag.is_empty() || !new.gifts.is_empty())
        {
            return Err(UserError::SeedChosenByBot.into());
        }
        if let Some(e) = new.expansions.iter().find(|e| !super::EXPANSIONS.contains(e)) {
            return Err(UserError::ExpansionNotInBot(e).into());
        }
        let seed = new.seed.unwrap_or_else(rand::random);
        let setup = Setup {
            players: 1,
            expansions: new.expansions,
            options: new.options,
            seed,
            tiles: new.tiles,
            bag: new.bag,
            gifts: new.gifts,
            version: ENGINE_VERSION,
        };
        // The engine is the judge of what can be played; try the setup now, not at start.
        Game::new(setup.clone())?;
        let json = serde_json::to_string(&setup).expect("setup serialises");
        let id = self
            .store
            .write(|tx| {
                let id = tx.create_game(&store::NewGame {
                    guild_id: &ctx.guild,
                    channel_id: &ctx.channel,
                    creator_id: &ctx.user.id,
                    status: Status::Lobby,
                    setup: &json,
                    seed,
                    engine_version: ENGINE_VERSION,
                    now: ctx.now,
                })?;
                tx.set_language(id, new.language.unwrap_or_else(|| ctx.default_game_lang()).tag())?;
                tx.add_seat(
                    id,
                    &NewSeat {
                        user_id: Some(&ctx.user.id),
                        display_name: &seat_name(&ctx.user.name),
                        is_bot: false,
                        bot_level: None,
                        handed_from: None,
                    },
                )?;
                Ok::<_, StoreError>(id)
            })
            .map_err(|e| match e {
                StoreError::ChannelBusy => ServiceError::User(UserError::ChannelBusy),
                other => other.into(),
            })?;
        let sets: Vec<&str> = new.expansions.iter().map(|e| e.title()).collect();
        let what = if sets.is_empty() {
            "the base game".to_string()
        } else {
            format!("base game + {}", sets.join(", "))
        };
        let mut reply = lobby_reply(
            format!("{} opened a game of Carcassonne ({what}).", ctx.user.name),
            &[seat_name(&ctx.user.name)],
            ctx.front,
        );
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        Ok(reply)
    }

    /// Seats the author in the lobby; while the game runs, gives them back the seat a
    /// bot took over from them.
    pub(super) fn join(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let (id, back) = self.store.write(|tx| {
            let table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            if table.row.status == Status::Active {
                return match tx.take_seat_back(table.row.id, &ctx.user.id)? {
                    Some(seat) => Ok((table.row.id, Some(Seat(seat as u8)))),
                    None => Err(UserError::AlreadyStarted.into()),
                };
            }
            table.in_lobby()?;
            if table.seat_of(&ctx.user.id).is_some() {
                return Err(UserError::AlreadySeated.into());
            }
            if table.seats.len() >= MAX_SEATS {
                return Err(UserError::Full(MAX_SEATS).into());
            }
            let name = seat_name(&ctx.user.name);
            let seat = NewSeat {
                user_id: Some(&ctx.user.id),
                display_name: &name,
                is_bot: false,
                bot_level: None,
                handed_from: None,
            };
            tx.add_seat(table.row.id, &seat)?;
            Ok::<_, ServiceError>((table.row.id, None))
        })?;
        let table = self.table(ctx)?;
        let Some(seat) = back else {
            let mut reply = lobby_reply(format!("{} joined.", ctx.user.name), &table.names(), ctx.front);
            reply.change = Some(Change { game: id.0, events: Vec::new() });
            return Ok(reply);
        };
        // Back at the table: the board, what the game waits for, their choices.
        let mut reply = turn_reply(&table, seat, &[], ctx.front);
        let now = reply.public.take().unwrap_or_default();
        reply.public = Some(format!("{} takes their seat back from the bot.\n{now}", ctx.user.name));
        Ok(reply)
    }

    pub(super) fn leave(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let (id, names, people) = self.store.write(|tx| {
            let table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            table.in_lobby()?;
            if table.seat_of(&ctx.user.id).is_none() {
                return Err(UserError::NotSeated.into());
            }
            tx.remove_seat(table.row.id, &ctx.user.id)?;
            let names: Vec<String> = table
                .seats
                .iter()
                .filter(|s| s.user_id.as_deref() != Some(ctx.user.id.as_str()))
                .map(|s| s.display_name.clone())
                .collect();
            // Bots alone cannot start the game: it closes with the last person.
            let people = table.seats.iter().filter(|s| !s.is_bot).count() - 1;
            if people == 0 {
                tx.set_status(table.row.id, Status::Cancelled, ctx.now)?;
            }
            Ok::<_, ServiceError>((table.row.id, names, people))
        })?;
        let mut reply = if names.is_empty() {
            Reply::public(format!(
                "{} left; nobody is seated any more, so the game is closed.",
                ctx.user.name
            ))
        } else if people == 0 {
            Reply::public(format!("{} left; only bots are seated now, so the game is closed.", ctx.user.name))
        } else {
            lobby_reply(format!("{} left the game.", ctx.user.name), &names, ctx.front)
        };
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        Ok(reply)
    }

    /// Takes the bot seated as `name` out of the lobby: for anyone seated there, the
    /// game's creator or a moderator.
    pub(super) fn remove_bot(&mut self, ctx: &Context, name: &str) -> Result<Reply, ServiceError> {
        let wanted = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let (id, bot, names) = self.store.write(|tx| {
            let table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            table.in_lobby()?;
            if table.seat_of(&ctx.user.id).is_none() && !ctx.can_manage && table.row.creator_id != ctx.user.id
            {
                return Err(UserError::NotSeated.into());
            }
            let bots: Vec<&SeatRow> = table.seats.iter().filter(|s| s.is_bot).collect();
            let Some(seat) = bots.iter().find(|s| s.display_name.eq_ignore_ascii_case(&wanted)) else {
                let seated: Vec<&str> = bots.iter().map(|s| s.display_name.as_str()).collect();
                return Err(UserError::NoSuchBot { name: wanted.clone(), bots: seated.join(", ") }.into());
            };
            tx.remove_seat_number(table.row.id, seat.seat)?;
            let names = table.seats.iter().filter(|s| s.seat != seat.seat).map(|s| s.display_name.clone());
            Ok::<_, ServiceError>((table.row.id, seat.display_name.clone(), names.collect::<Vec<_>>()))
        })?;
        let mut reply =
            lobby_reply(format!("{} took {bot} out of the game.", ctx.user.name), &names, ctx.front);
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        Ok(reply)
    }

    pub(super) fn start(&mut self, ctx: &Context, keep_order: bool) -> Result<Reply, ServiceError> {
        let (table, events) = self.store.write(|tx| {
            let mut table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            table.in_lobby()?;
            if table.seat_of(&ctx.user.id).is_none() {
                return Err(UserError::NotSeated.into());
            }
            let mut setup = setup_of(&table.row)
                .map_err(|detail| ServiceError::Corrupt { game: table.row.id.0, detail })?;
            setup.players = table.seats.len() as u8;
            if !keep_order {
                shuffle(&mut table.seats, setup.seed);
            }
            let (game, events) = Game::new(setup.clone())?;
            let seats: Vec<NewSeat<'_>> = table.seats.iter().map(SeatRow::as_new).collect();
            tx.replace_seats(table.row.id, &seats)?;
            tx.set_setup(table.row.id, &serde_json::to_string(&setup).expect("setup serialises"), ctx.now)?;
            tx.set_status(table.row.id, Status::Active, ctx.now)?;
            for (i, s) in table.seats.iter_mut().enumerate() {
                s.seat = i as u32;
            }
            table.row.status = Status::Active;
            table.game = Some(game);
            Ok::<_, ServiceError>((table, events))
        })?;
        let names = table.names();
        let game = table.game.as_ref().expect("started");
        let mut text = format!("The game begins! Seat order: {}.\n", names.join(", "));
        text += &describe::describe(&events, &names).join("\n");
        let (line, mention) = prompt(&table, &game.view(Audience::Public), false);
        text += &line;
        Ok(Reply {
            public: Some(text.trim().to_string()),
            image: Some(picture(ctx.front, table.lang(), &game.view(Audience::Public), &names, &events)),
            mentions: mention.into_iter().collect(),
            change: Some(Change { game: table.row.id.0, events }),
            hand_button: super::turn::hand_button(&game.view(Audience::Public)),
            ..Reply::default()
        })
    }

    pub(super) fn cancel(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let id = self.store.write(|tx| {
            let table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            if table.row.status == Status::Finished {
                return Err(UserError::Finished.into());
            }
            if table.row.creator_id != ctx.user.id && !ctx.can_manage {
                return Err(UserError::NotCreator.into());
            }
            tx.set_status(table.row.id, Status::Cancelled, ctx.now)?;
            Ok::<_, ServiceError>(table.row.id)
        })?;
        let mut reply = Reply::public(format!("{} cancelled the game.", ctx.user.name));
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        reply.closed = true;
        Ok(reply)
    }

    pub(super) fn status(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let table = self.table(ctx)?;
        let names = table.names();
        let text = match table.started() {
            Err(UserError::NotStarted) => format!(
                "Lobby: {} seated ({}). `join` to play; `start` when ready.",
                names.len(),
                names.join(", ")
            ),
            Err(e) => return Err(e.into()),
            Ok(game) => {
                let view = game.view(Audience::Public);
                let supplies = [describe::supplies(&view, &names), super::gifts::counts(&view, &names)]
                    .into_iter()
                    .flatten()
                    .map(|s| format!("\n{s}"))
                    .collect::<String>();
                format!(
                    "Scores: {}.{supplies}\n{}",
                    describe::scores(&view, &names),
                    prompt(&table, &view, false).0.trim()
                )
            }
        };
        Ok(Reply::private(text))
    }

    pub(super) fn games(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let rows = self.store.read(|tx| tx.games_of_user(&ctx.user.id))?;
        if rows.is_empty() {
            return Ok(Reply::private("You are not seated in any open game."));
        }
        let mut text = String::from("Your open games:\n");
        for row in rows {
            // Discord shows `<#id>` as a link to the channel, as in the direct messages.
            let _ = writeln!(text, "- <#{}> ({})", row.channel_id, row.status.as_str());
        }
        Ok(Reply::private(text))
    }
}

/// "1 player seated", "3 players seated".
pub(super) fn players_seated(n: usize) -> String {
    format!("{n} player{} seated", if n == 1 { "" } else { "s" })
}

/// A lobby message: what just happened, who is seated, what to do next — so the
/// latest lobby message always tells the whole lobby — with the lobby's buttons.
/// In Discord the lobby's buttons do the same as its commands.
pub(super) fn lobby_reply(news: String, names: &[String], front: Front) -> Reply {
    let buttons = if front == Front::Discord { " Or use the buttons below." } else { "" };
    let mut reply = Reply::public(format!(
        "{news} {} ({}).\n`join` to play, `join bot` to seat a bot; `start` when everybody is in.{buttons}",
        players_seated(names.len()),
        names.join(", ")
    ));
    reply.lobby = true;
    reply
}

/// The longest display name kept for a seat: Discord's own limit, and what the board's
/// header and the texts are laid out for.
pub(super) const MAX_NAME: usize = 32;

/// A player's name as the game shows it: at most `MAX_NAME` characters, no control
/// characters.
fn seat_name(name: &str) -> String {
    let clean: String = name.chars().filter(|c| !c.is_control()).take(MAX_NAME).collect();
    let clean = clean.trim();
    if clean.is_empty() { "?".to_string() } else { clean.to_string() }
}

/// Shuffles the seat order with the game's seed, so a game's seating replays too.
fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut rng = GameRng::from_seed(seed ^ 0x5EA7_0D3E);
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i + 1));
    }
}
