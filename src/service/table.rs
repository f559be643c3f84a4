//! A stored game brought back to life: its row, its seats and, once started, the
//! engine state replayed from the action log.

use carcassonne_engine::{Action, ENGINE_VERSION, Event, Game, Seat, Setup};

use super::Lang;
use super::ending::Ending;
use super::error::{ServiceError, UserError};
use super::replays;
use crate::metrics::{self, Phase};
use crate::store::{GameId, GameRow, ReadTx, SeatRow, Status};

/// One channel's game as the service works on it.
#[derive(Debug)]
pub struct Table {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// The engine state; `None` while in the lobby, or when the stored game no longer
    /// replays (then `unplayable` says why).
    pub game: Option<Game>,
    /// Why a started game's log no longer replays with this engine (a rules or tile
    /// data change): the game can then only be looked at in its history and cancelled.
    pub unplayable: Option<String>,
    /// The last seq of the action log.
    pub last_seq: u64,
    /// Once the game is over: how it ended, for its final image.
    pub ending: Option<Ending>,
    /// What the last move caused (a score, a draw…), as its seat's view shows it: the
    /// board page marks the points just scored on a board it draws at any time.
    pub recent: Vec<Event>,
}

impl Table {
    /// The channel's open game, or else its last game if that one finished, replayed.
    ///
    /// # Errors
    /// `NoGame` when the channel has neither; a store failure. A game whose log no
    /// longer replays loads with `unplayable` set.
    pub fn load(tx: &ReadTx<'_>, guild: &str, channel: &str) -> Result<Table, ServiceError> {
        let row = match tx.open_game(guild, channel)? {
            Some(row) => row,
            None => tx
                .latest_game(guild, channel)?
                .filter(|r| r.status == Status::Finished)
                .ok_or(UserError::NoGame)?,
        };
        Table::load_row(tx, row)
    }

    /// The language the game's channel reads: its public messages and image.
    pub fn lang(&self) -> Lang {
        Lang::from_tag(&self.row.language).unwrap_or(Lang::En)
    }

    /// Whether the game is over (played to its end).
    pub fn finished(&self) -> bool {
        self.row.status == Status::Finished
    }

    /// Checks the game is still in its lobby.
    ///
    /// # Errors
    /// `AlreadyStarted` or `Finished`.
    pub fn in_lobby(&self) -> Result<(), UserError> {
        match self.row.status {
            Status::Lobby => Ok(()),
            Status::Finished => Err(UserError::Finished),
            _ => Err(UserError::AlreadyStarted),
        }
    }

    /// A game by its row, replayed.
    ///
    /// # Errors
    /// A store failure. A game that does not replay loads with `unplayable` set.
    pub fn load_row(tx: &ReadTx<'_>, row: GameRow) -> Result<Table, ServiceError> {
        let _load = metrics::time(Phase::Load);
        let seats = tx.seats(row.id)?;
        let actions = tx.actions(row.id)?;
        let last_seq = actions.last().map_or(0, |a| a.seq);
        let replayed = if row.status == Status::Lobby {
            Ok(None)
        } else if row.engine_version > ENGINE_VERSION {
            Err(Unreplayable::Refused(UserError::NewerVersion(row.engine_version).to_string()))
        } else {
            match engine(row.id, || replay(&row, &actions)) {
                Ok(replayed) => replayed.map(Some).map_err(Unreplayable::Refused),
                Err(what) => Err(Unreplayable::Panicked(what)),
            }
        };
        let (game, ending, recent, unplayable) = match replayed {
            Ok(Some((game, ending, recent))) => (Some(game), ending, recent, None),
            Ok(None) => (None, None, Vec::new(), None),
            Err(Unreplayable::Refused(why)) => {
                tracing::warn!(game = row.id.0, why = %why, "stored game does not replay");
                (None, None, Vec::new(), Some(why))
            }
            // `engine` logged it.
            Err(Unreplayable::Panicked(what)) => {
                (None, None, Vec::new(), Some(format!("the rules engine failed on it: {what}")))
            }
        };
        Ok(Table { row, seats, game, unplayable, last_seq, ending, recent })
    }

    /// The engine state of a game that has started, for a look.
    ///
    /// # Errors
    /// `NotStarted` in the lobby, `Unplayable` when the log no longer replays.
    pub fn started(&self) -> Result<&Game, UserError> {
        match (&self.game, &self.unplayable) {
            (Some(game), _) => Ok(game),
            (None, Some(why)) => Err(UserError::Unplayable(why.clone())),
            (None, None) => Err(UserError::NotStarted),
        }
    }

    /// Display names in seat order; a bot playing a person's seat shows as theirs with
    /// a marker after it, "(bot)" while they may take it back, "(left)" once they left
    /// for good, so everybody (the final table too) sees who plays it now and whose it
    /// was. Markers are in the game's language and in brackets at the end, which the
    /// image keeps when it must shorten a long name.
    pub fn names(&self) -> Vec<String> {
        let lang = self.lang();
        self.seats
            .iter()
            .map(|s| {
                let name = ("name", s.display_name.as_str().into());
                match (&s.handed_from, s.left_at) {
                    (_, Some(_)) => lang.say("seat-name-left", [name]),
                    (Some(_), None) => lang.say("seat-name-bot", [name]),
                    (None, None) => s.display_name.clone(),
                }
            })
            .collect()
    }

    /// The names the seats were taken under, in seat order, whoever plays them now.
    pub fn seat_names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.display_name.clone()).collect()
    }

    /// The seat of a user, if seated.
    pub fn seat_of(&self, user_id: &str) -> Option<Seat> {
        self.seats.iter().find(|s| s.user_id.as_deref() == Some(user_id)).map(|s| Seat(s.seat as u8))
    }

    /// The user id playing a seat.
    pub fn user_of(&self, seat: Seat) -> Option<&str> {
        self.seats.get(seat.index()).and_then(|s| s.user_id.as_deref())
    }

    /// The engine state of a started game.
    ///
    /// # Errors
    /// `NotStarted` in the lobby, `Finished` once over.
    pub fn playing(&mut self) -> Result<&mut Game, UserError> {
        if let Some(why) = &self.unplayable {
            return Err(UserError::Unplayable(why.clone()));
        }
        match (&self.row.status, &mut self.game) {
            (Status::Active, Some(game)) => Ok(game),
            (Status::Finished, _) => Err(UserError::Finished),
            _ => Err(UserError::NotStarted),
        }
    }
}

/// Why a started game has no engine state.
enum Unreplayable {
    /// Its setup or a move is refused by this engine (a rules or tile-data change).
    Refused(String),
    /// The engine panicked replaying it (a bug): treated as refused, so the game can be
    /// looked at and cancelled instead of failing every command in its channel.
    Panicked(String),
}

/// Runs `f`, the engine replaying stored game `game`, catching a panic: logged with the
/// game's id, and `Err` with its message. A stored log is data from the past and the
/// engine may hold a bug it trips over; uncaught, that panic would fail every later
/// command in the game's channel, `cancel` included. Only engine calls on a game state
/// of their own go in `f` (a replay from the log, a step of one), so nothing
/// half-changed outlives the panic.
pub(super) fn engine<T>(game: GameId, f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // No stored log makes today's engine panic (fuzzed); the tests plant a fault.
        #[cfg(test)]
        tests::trip_planted_fault(game);
        f()
    }))
    .map_err(|payload| {
        let text = payload.downcast_ref::<&str>().copied().map(str::to_string);
        let what = text.or_else(|| payload.downcast_ref::<String>().cloned());
        let what = what.unwrap_or_else(|| "a panic".into());
        tracing::error!(game = game.0, panic = %what, "the engine panicked replaying a stored game");
        what
    })
}

/// Where a replay starts.
enum Start {
    /// From a state kept by an earlier command, which has taken the log's first actions
    /// (boxed: a game's state is large beside a setup).
    Kept(Box<Game>, usize),
    /// From the game's setup.
    Setup(Setup),
}

/// The game a row's setup and log replay to, how it ended and what its last move
/// caused, or why they do not.
pub(super) fn replay(
    row: &GameRow,
    actions: &[crate::store::ActionRow],
) -> Result<(Game, Option<Ending>, Vec<Event>), String> {
    // The last move apart: a finished game's final image needs the game before it.
    let (log, last) = match actions.split_last() {
        Some((last, log)) => (log, Some(last)),
        None => (actions, None),
    };
    // Gone on from a state kept by an earlier command, whose actions replayed already;
    // else from the setup. Errors come as a whole replay gives them: the setup's text,
    // then an action's notation, then the setup's rules, then a refused action.
    let start = match replays::resume(row, log) {
        Some((game, done)) => Start::Kept(Box::new(game), done),
        None => Start::Setup(setup_of(row)?),
    };
    let done = match start {
        Start::Kept(_, done) => done,
        Start::Setup(_) => 0,
    };
    let parsed = |a: &crate::store::ActionRow| {
        a.action
            .parse::<Action>()
            .map(|action| (Seat(a.seat as u8), action))
            .map_err(|e| format!("move {}: {e}", a.seq))
    };
    let rest = log[done..].iter().map(parsed).collect::<Result<Vec<_>, String>>()?;
    let last = last.map(parsed).transpose()?;
    let mut game = match start {
        Start::Kept(game, _) => *game,
        Start::Setup(setup) => Game::new(setup).map_err(|e| e.to_string())?.0,
    };
    for (a, (seat, action)) in log[done..].iter().zip(rest) {
        // Players know a move by its number in `history`, which is its seq.
        game.apply(seat, action).map_err(|e| format!("move {}: {e}", a.seq))?;
    }
    if row.status == Status::Finished {
        replays::forget(row, log);
    } else if done < log.len() {
        replays::keep(row, log, &game);
    }
    let Some((seat, action)) = last else { return Ok((game, None, Vec::new())) };
    let refused = |e| format!("move {}: {e}", actions.last().map_or(0, |a| a.seq));
    if row.status != Status::Finished {
        let events = game.apply(seat, action).map_err(refused)?;
        return Ok((game, None, events));
    }
    let before = game.clone();
    let events = game.apply(seat, action).map_err(refused)?;
    let ending = Ending::new(&before, &game, events.clone());
    Ok((game, ending, events))
}

/// The engine setup stored with a game, played by the rules version the game was
/// created with (the row's, which games stored before the setup named it also have).
pub fn setup_of(row: &GameRow) -> Result<Setup, String> {
    let mut setup: Setup = serde_json::from_str(&row.setup).map_err(|e| format!("setup: {e}"))?;
    setup.version = row.engine_version;
    Ok(setup)
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use carcassonne_engine::{Expansion, Fixed, Game, GameOption};

    use super::*;
    use crate::service::{Command, Context, Front, HistoryAsk, Service, User, fixed_flag};
    use crate::store::{ActionRow, GameId, Store};

    thread_local! {
        /// The game whose replays panic on this thread, as an engine bug would make them.
        static PLANTED: Cell<Option<GameId>> = const { Cell::new(None) };
    }

    /// Panics if the test on this thread planted a fault in `game`'s replays: no stored
    /// log makes today's engine panic (random logs, mutated moves and setups were tried),
    /// so the fault is planted here, where the engine is called.
    pub(super) fn trip_planted_fault(game: GameId) {
        if PLANTED.get() == Some(game) {
            panic!("a planted engine fault in game {game}");
        }
    }

    fn ctx(name: &str) -> Context {
        Context {
            guild: "g".into(),
            channel: "c".into(),
            user: User { id: format!("id-{name}"), name: name.into() },
            can_manage: false,
            locale: "en-US".into(),
            guild_locale: None,
            front: Front::Terminal,
            now: 1_700_000_000_000,
            sent_at: None,
        }
    }

    /// A game whose replay panics is unplayable like one the engine refuses: every command
    /// in its channel still answers, a look says why, `history` lists its moves,
    /// `cancel` closes it and a new game starts after.
    #[test]
    fn a_game_whose_replay_panics_can_be_looked_at_and_cancelled() {
        let mut service = Service::new(Store::open_in_memory().unwrap());
        let said =
            |service: &mut Service, who: &str, words: &str| service.handle(&ctx(who), words.parse().unwrap());
        for (who, words) in [("Alice", "new"), ("Bob", "join"), ("Alice", "start keep_order")] {
            assert!(!said(&mut service, who, words).refused, "{words}");
        }
        let table = service.table(&ctx("Alice")).unwrap();
        let place = table.game.as_ref().unwrap().legal_actions(Seat(0))[0];
        assert!(!service.handle(&ctx("Alice"), Command::Play(place)).refused);
        PLANTED.set(Some(table.row.id));

        let table = service.table(&ctx("Bob")).expect("the game loads");
        assert!(table.game.is_none(), "no engine state");
        let why = table.unplayable.expect("unplayable");
        assert!(why.contains("a planted engine fault"), "{why}");
        for words in ["status", "board", "pass", "undo", "place 1 0 0"] {
            let reply = said(&mut service, "Alice", words);
            assert!(reply.refused, "{words}");
            let text = reply.private.unwrap();
            assert!(text.contains("can no longer be played") && text.contains("planted"), "{words}: {text}");
        }
        let history = service.handle(&ctx("Bob"), Command::History(HistoryAsk::default())).private.unwrap();
        assert!(history.starts_with("Moves 1–1 of 1") && history.contains(&place.to_string()), "{history}");
        assert!(said(&mut service, "Bob", "new").refused, "the channel holds the game until it is cancelled");
        assert!(!service.handle(&ctx("Alice"), Command::Cancel).refused);
        assert!(!said(&mut service, "Bob", "new").refused, "a new game after");
        assert!(!said(&mut service, "Alice", "join").refused);
        assert!(!said(&mut service, "Bob", "start").refused);
        assert!(service.table(&ctx("Bob")).unwrap().game.is_some(), "the new game plays");
        PLANTED.set(None);
    }

    /// A log whose fifth move no longer replays is said to break at move 5, the number
    /// `history` shows it under.
    #[test]
    fn a_broken_move_is_named_by_its_number_in_history() {
        let setup = Setup::new(2, 1);
        let (mut game, _) = Game::new(setup.clone()).unwrap();
        let mut actions = Vec::new();
        for seq in 1..=4 {
            let seat = game.decisions()[0].seats.iter().next().unwrap();
            let action = game.legal_actions(seat)[0];
            game.apply(seat, action).unwrap();
            actions.push(row(seq, seat, action.to_string()));
        }
        let seat = game.decisions()[0].seats.iter().next().unwrap();
        actions.push(row(5, seat, "place 40 40 0".into()));
        let game_row = GameRow {
            id: GameId(1),
            guild_id: "g".into(),
            channel_id: "c".into(),
            creator_id: "u".into(),
            status: Status::Active,
            setup: serde_json::to_string(&setup).unwrap(),
            seed: 1,
            engine_version: ENGINE_VERSION,
            revision: 5,
            created_at: 0,
            updated_at: 0,
            language: "en".into(),
            clock_ms: None,
            sent_at: None,
        };
        let why = replay(&game_row, &actions).unwrap_err();
        assert!(why.starts_with("move 5: "), "{why}");
    }

    /// The stored row of a game of `setup`.
    fn game_row(setup: &Setup) -> GameRow {
        GameRow {
            id: GameId(1),
            guild_id: "g".into(),
            channel_id: "c".into(),
            creator_id: "u".into(),
            status: Status::Active,
            setup: serde_json::to_string(setup).unwrap(),
            seed: setup.seed,
            engine_version: ENGINE_VERSION,
            revision: 0,
            created_at: 0,
            updated_at: 0,
            language: "en".into(),
            clock_ms: None,
            sent_at: None,
        }
    }

    /// A random log of a game of `setup`, `moves` long.
    fn random_log(setup: &Setup, moves: usize, seed: u64) -> Vec<ActionRow> {
        let (mut game, _) = Game::new(setup.clone()).unwrap();
        let mut rng = carcassonne_engine::GameRng::from_seed(seed);
        let mut log = Vec::new();
        while log.len() < moves {
            let Some(pending) = game.pending() else { break };
            let seat = pending.seats.iter().next().unwrap();
            let actions = game.legal_actions(seat);
            let action = actions[rng.below(actions.len())];
            game.apply(seat, action).unwrap();
            log.push(row(log.len() as u64 + 1, seat, action.to_string()));
        }
        log
    }

    /// A game replayed from a state an earlier load kept is the game a whole replay of
    /// its log gives, with the same last move's events: going forward move by move, back
    /// (an undo), and on along another line from a shared beginning, with two games of
    /// one setup kept side by side, every expansion in play.
    #[test]
    fn a_replay_gone_on_from_a_kept_state_is_the_whole_replays() {
        let expansions =
            Expansion::ALL.into_iter().fold(carcassonne_engine::Expansions::default(), |all, e| all.with(e));
        let setup = Setup { expansions, ..Setup::new(3, 4_049) };
        let game_row = game_row(&setup);
        let whole = |log: &[ActionRow]| {
            let (last, log) = log.split_last().unwrap();
            let parse = |a: &ActionRow| (Seat(a.seat as u8), a.action.parse::<Action>().unwrap());
            let mut game = Game::replay(setup.clone(), log.iter().map(parse)).unwrap();
            let (seat, action) = parse(last);
            let events = game.apply(seat, action).unwrap();
            format!("{game:?} {events:?}")
        };
        let gone_on = |log: &[ActionRow]| {
            let (game, _, events) = replay(&game_row, log).unwrap();
            format!("{game:?} {events:?}")
        };
        let one = random_log(&setup, 120, 1);
        let other = random_log(&setup, 120, 2);
        let shared = one.iter().zip(&other).take_while(|(a, b)| a.action == b.action).count();
        assert!(shared < 60, "the two lines part early");
        for n in (1..=one.len()).chain([90, 40, 100]) {
            assert_eq!(gone_on(&one[..n]), whole(&one[..n]), "{n} moves");
            // The next load goes on from here: the state of all but the last move is kept.
            let kept = replays::resume(&game_row, &one[..n - 1]).map(|(_, done)| done);
            assert_eq!(kept, (n > 1).then_some(n - 1), "kept after {n} moves");
        }
        for n in (shared + 1..=other.len()).step_by(7).chain([other.len(), 50]) {
            assert_eq!(gone_on(&other[..n]), whole(&other[..n]), "{n} moves of the other line");
            assert_eq!(gone_on(&one[..n]), whole(&one[..n]), "{n} moves of the first line again");
        }
    }

    /// A finished game's states are not kept: the bot's memory does not grow with the
    /// games it has hosted.
    #[test]
    fn a_finished_game_leaves_no_state_kept() {
        let setup = Setup::new(2, 4_050);
        let mut game_row = game_row(&setup);
        let log = random_log(&setup, 30, 3);
        replay(&game_row, &log[..20]).unwrap();
        replay(&game_row, &log).unwrap();
        assert_eq!(replays::kept(&game_row, &log), 1, "the game in play is kept");
        game_row.status = Status::Finished;
        replay(&game_row, &log).unwrap();
        assert_eq!(replays::kept(&game_row, &log), 0, "the game over is not");
    }

    fn row(seq: u64, seat: Seat, action: String) -> ActionRow {
        ActionRow { game_id: GameId(1), seq, seat: seat.index() as u32, action, at: 0 }
    }

    /// A stored setup with a scenario's fixed draws reads and writes as it was stored
    /// when they were fields of `Setup` (`bag`, `gifts`): the expansions' lists of
    /// `Fixed` are flattened into it, in registry order, each left out when empty. Each
    /// list holds the example its terminal flag's help gives.
    #[test]
    fn a_stored_setup_with_fixed_draws_keeps_its_json() {
        let drawing = |e: Expansion| Fixed::LISTS.iter().any(|&(_, of)| of == e);
        let flags: Vec<String> =
            Expansion::ALL.map(|e| format!(r#""{}":{}"#, e.word().replace('-', "_"), drawing(e))).into();
        let expansions = format!("{{{}}}", flags.join(","));
        let options: Vec<String> = GameOption::ALL
            .iter()
            .enumerate()
            .map(|(i, o)| format!(r#""{}":{}"#, o.word(), i == 0))
            .collect();
        let options = format!("{{{}}}", options.join(","));
        let lists: Vec<(&str, Vec<&str>)> = Fixed::LISTS
            .iter()
            .map(|&(list, e)| {
                let (_, help) = fixed_flag(e).expect("its flag");
                let example = help.split('`').nth(1).expect("an example in the flag's help");
                (list, example.split(',').collect())
            })
            .collect();
        let fixed: String =
            lists.iter().map(|(list, words)| format!(r#","{list}":{}"#, serde_json::json!(words))).collect();
        let stored = format!(
            r#"{{"players":2,"expansions":{expansions},"options":{options},"seed":7{fixed},"version":4}}"#
        );
        let setup: Setup = serde_json::from_str(&stored).unwrap();
        let mut drawn = Fixed::default();
        for (list, words) in &lists {
            for word in words {
                drawn.push(list, word).unwrap();
            }
        }
        assert!(!drawn.is_empty());
        assert_eq!(setup.fixed, drawn);
        assert!(Expansion::ALL.into_iter().all(|e| setup.expansions.has(e) == drawing(e)));
        assert_eq!(serde_json::to_string(&setup).unwrap(), stored);
        let plain =
            format!(r#"{{"players":2,"expansions":{expansions},"options":{options},"seed":7,"version":4}}"#);
        let setup: Setup = serde_json::from_str(&plain).unwrap();
        assert!(setup.fixed.is_empty());
        assert_eq!(serde_json::to_string(&setup).unwrap(), plain);
    }
}
