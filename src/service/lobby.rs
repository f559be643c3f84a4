//! Lobby commands: opening a game in a channel, joining, leaving, starting, cancelling,
//! and the listings (status, my games).

use carcassonne_engine::GameRng;
use carcassonne_engine::{Audience, ENGINE_VERSION, Game, MAX_SEATS, Seat, Setup};

use super::error::{ServiceError, UserError};
use super::table::{Table, setup_of};
use super::turn::{below, prompt, turn_reply};
use super::{Change, Clock, Context, Front, Lang, NewGame, Reply, Service, clock, describe, picture};
use crate::store::{self, NewSeat, SeatRow, Status, StoreError};

impl Service {
    pub(super) fn new_game(&mut self, ctx: &Context, new: NewGame) -> Result<Reply, ServiceError> {
        // A seed (or draw order) chosen by a player would let them look the draws up.
        if ctx.front == Front::Discord && (new.seed.is_some() || new.tiles.is_some() || !new.fixed.is_empty())
        {
            return Err(UserError::SeedChosenByBot.into());
        }
        if let Some(e) = new.expansions.iter().find(|e| !super::EXPANSIONS.contains(e)) {
            return Err(UserError::ExpansionNotInBot(e).into());
        }
        let seed = new.seed.or(self.new_game_seed).unwrap_or_else(rand::random);
        let lang = new.language.unwrap_or_else(|| ctx.default_game_lang());
        let clock = new.clock.unwrap_or(Clock::DEFAULT).ms();
        let setup = Setup {
            players: 1,
            expansions: new.expansions,
            options: new.options,
            seed,
            tiles: new.tiles,
            fixed: new.fixed,
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
                tx.set_language(id, lang.tag())?;
                tx.set_clock(id, clock)?;
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
        let sets: Vec<String> = new.expansions.iter().map(|e| lang.expansion_title(e.word())).collect();
        let expansions = if sets.is_empty() { "none".to_string() } else { sets.join(", ") };
        let news = lang
            .say("game-opened", [("name", ctx.user.name.as_str().into()), ("expansions", expansions.into())]);
        let mut reply = lobby_reply(news, &[seat_name(&ctx.user.name)], ctx.front, lang, clock);
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
                    Some(seat) => {
                        // What the game waits for now gets its whole clock again, so
                        // a returning player is not handed back to a bot at once.
                        tx.touch_game(table.row.id, ctx.now)?;
                        Ok((table.row.id, Some(Seat(seat as u8))))
                    }
                    None if super::away::left_for_good(&table, &ctx.user.id) => {
                        Err(UserError::LeftForGood.into())
                    }
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
        let lang = table.lang();
        let who = [("name", ctx.user.name.as_str().into())];
        let Some(seat) = back else {
            let mut reply =
                lobby_reply(lang.say("joined", who), &table.names(), ctx.front, lang, table.row.clock_ms);
            reply.change = Some(Change { game: id.0, events: Vec::new() });
            return Ok(reply);
        };
        // Back at the table: the board, what the game waits for, their choices.
        let mut reply = turn_reply(&table, seat, &[], ctx, self.images);
        let now = reply.public.take().unwrap_or_default();
        reply.public = Some(format!("{}\n{now}", lang.say("seat-taken-back", who)));
        Ok(reply)
    }

    /// Gives up the author's seat in the lobby; in a running game, asks them to confirm
    /// or, `confirmed`, leaves it for good (`away.rs`).
    pub(super) fn leave(&mut self, ctx: &Context, confirmed: bool) -> Result<Reply, ServiceError> {
        let table = self.table(ctx)?;
        if table.row.status == Status::Active {
            return if confirmed { self.leave_for_good(ctx) } else { self.ask_to_leave(ctx, &table) };
        }
        let (id, names, people, lang, clock) = self.store.write(|tx| {
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
            Ok::<_, ServiceError>((table.row.id, names, people, table.lang(), table.row.clock_ms))
        })?;
        let who = [("name", ctx.user.name.as_str().into())];
        let mut reply = if names.is_empty() {
            Reply::public(lang.say("left-empty", who))
        } else if people == 0 {
            Reply::public(lang.say("left-bots-only", who))
        } else {
            lobby_reply(lang.say("left", who), &names, ctx.front, lang, clock)
        };
        reply.lang = lang;
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        Ok(reply)
    }

    /// Takes the bot seated as `name` out of the lobby: for anyone seated there, the
    /// game's creator or a moderator.
    pub(super) fn remove_bot(&mut self, ctx: &Context, name: &str) -> Result<Reply, ServiceError> {
        let wanted = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let (id, bot, names, lang, clock) = self.store.write(|tx| {
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
            let names = names.collect::<Vec<_>>();
            let clock = table.row.clock_ms;
            Ok::<_, ServiceError>((table.row.id, seat.display_name.clone(), names, table.lang(), clock))
        })?;
        let news = lang.say("bot-removed", [("name", ctx.user.name.as_str().into()), ("bot", bot.into())]);
        let mut reply = lobby_reply(news, &names, ctx.front, lang, clock);
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
        let lang = table.lang();
        let game = table.game.as_ref().expect("started");
        let public = game.view(Audience::Public);
        let mut text = lang.say("game-begins", [("names", names.join(", ").into())]) + "\n";
        text += &describe::describe(&events, &public, &names, lang).join("\n");
        let (line, mention) = prompt(&table, &public, false, lang);
        text += &line;
        Ok(Reply {
            public: Some(text.trim().to_string()),
            lang,
            image: self
                .images
                .then(|| picture(ctx.front, lang, &game.view(Audience::Public), &names, &events, None)),
            mentions: mention.into_iter().collect(),
            change: Some(Change { game: table.row.id.0, events }),
            hand_button: super::turn::hand_button(&game.view(Audience::Public)),
            open_button: true,
            ..Reply::default()
        })
    }

    pub(super) fn cancel(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let (id, lang) = self.store.write(|tx| {
            let table = Table::load(tx, &ctx.guild, &ctx.channel)?;
            if table.row.status == Status::Finished {
                return Err(UserError::Finished.into());
            }
            if table.row.creator_id != ctx.user.id && !ctx.can_manage {
                return Err(UserError::NotCreator.into());
            }
            tx.set_status(table.row.id, Status::Cancelled, ctx.now)?;
            Ok::<_, ServiceError>((table.row.id, table.lang()))
        })?;
        let mut reply = Reply::public(lang.say("cancelled", [("name", ctx.user.name.as_str().into())]));
        reply.lang = lang;
        reply.change = Some(Change { game: id.0, events: Vec::new() });
        reply.closed = true;
        Ok(reply)
    }

    pub(super) fn status(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let table = self.table(ctx)?;
        let names = table.names();
        // A private answer: in the asker's language, whatever the game's.
        let lang = ctx.lang();
        let text = match table.started() {
            Err(UserError::NotStarted) => {
                lang.say("status-lobby", [("count", names.len().into()), ("names", names.join(", ").into())])
            }
            Err(e) => return Err(e.into()),
            Ok(game) => {
                let view = game.view(Audience::Public);
                let supplies = super::supply::status_lines(&view, &names, lang)
                    .chain(super::supply::held_lines(&view, &names, lang))
                    .map(|s| format!("\n{s}"))
                    .collect::<String>();
                let scores = lang.say("scores-line", [("scores", describe::scores(&view, &names).into())]);
                let left = clock::time_left(&table, ctx.now, lang);
                format!("{scores}{supplies}\n{}{left}", prompt(&table, &view, false, lang).0.trim())
            }
        };
        let clock = clock::line(table.row.clock_ms, lang);
        let language = lang.say("language-line", [("language", table.lang().tag().into())]);
        Ok(Reply::private(format!("{text}\n{clock}\n{language}")))
    }

    pub(super) fn games(&mut self, ctx: &Context) -> Result<Reply, ServiceError> {
        let rows = self.store.read(|tx| tx.games_of_user(&ctx.user.id))?;
        let lang = ctx.lang();
        if rows.is_empty() {
            return Ok(Reply::private(lang.say("games-none", [])));
        }
        let mut text = lang.say("games-list", []) + "\n";
        for row in rows {
            // Discord shows `<#id>` as a link to the channel, as in the direct messages;
            // the terminal names its channel as `--channel` does.
            let channel = match ctx.front {
                Front::Discord => format!("<#{}>", row.channel_id),
                Front::Terminal => lang.say("games-channel", [("channel", row.channel_id.as_str().into())]),
            };
            let entry = [("channel", channel.into()), ("status", row.status.as_str().into())];
            text += &lang.say("games-entry", entry);
            text.push('\n');
        }
        Ok(Reply::private(text))
    }
}

/// A lobby message in the game's language `lang`: what just happened, who is seated,
/// the game's language and clock (`clock_ms`), what to do next — so the latest lobby
/// message always tells the whole lobby — with the lobby's buttons. In Discord the
/// lobby's buttons do the same as its commands.
pub(super) fn lobby_reply(
    news: String,
    names: &[String],
    front: Front,
    lang: Lang,
    clock_ms: Option<i64>,
) -> Reply {
    let args = [
        ("news", news.into()),
        ("count", names.len().into()),
        ("names", names.join(", ").into()),
        ("language", lang.tag().into()),
        ("clock", clock::line(clock_ms, lang).into()),
    ];
    let text = lang.say("lobby", args) + &below(front == Front::Discord, lang);
    let mut reply = Reply::public(text);
    reply.lang = lang;
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
