//! One channel's players, as people would play through Discord: `/place` autocomplete,
//! `/place` the first offer, the rotation picker's first button when it asks, then the
//! step's buttons (no figure when offered, else the first) until someone else is
//! pinged. Each call of [`step`] is one interaction, timed from its dispatch to the
//! bot's callback and to the whole answer (a follow-up it brings included). It follows
//! whose turn it is from the pings alone; anything unexpected is an error it returns.

use std::time::Duration;

use carcassonne_bot::discord::custom_id::Click;

use crate::fake_discord::{Answer, Fake, Person, string_option};
use crate::prepare::Game;

/// How long a player waits for a ping before calling it an error: less than the
/// fake's own patience, so the error tells what the message said.
const PATIENCE: Duration = Duration::from_secs(15);

/// One channel as its players see it.
#[derive(Debug)]
pub struct Table {
    pub game: Game,
    /// The bot process the channel's server is on.
    pub process: usize,
    next: Next,
    /// Whether the game ended: the channel is left alone.
    pub ended: bool,
}

/// The interaction a channel's player makes next.
#[derive(Debug)]
enum Next {
    /// Open `/place`'s autocomplete.
    Offer,
    /// Run `/place` with this placement.
    Place(String),
    /// Pick this rotation on the picker.
    Pick(String, Answer),
    /// Click this step's button on this message.
    Click(String, Answer),
}

/// The kinds of interaction, for the figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Autocomplete,
    Place,
    Pick,
    Click,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Autocomplete, Kind::Place, Kind::Pick, Kind::Click];

    pub fn word(self) -> &'static str {
        match self {
            Kind::Autocomplete => "autocomplete",
            Kind::Place => "/place",
            Kind::Pick => "rotation pick",
            Kind::Click => "step button",
        }
    }
}

/// One interaction, timed.
#[derive(Clone, Copy, Debug)]
pub struct Timed {
    pub kind: Kind,
    pub process: usize,
    /// From its dispatch to the bot's callback.
    pub callback: Duration,
    /// From its dispatch to the last message it brings that the players wait for.
    pub full: Duration,
    /// Whether the bot deferred it.
    pub deferred: bool,
}

impl Table {
    pub fn new(game: Game, process: usize) -> Table {
        Table { game, process, next: Next::Offer, ended: false }
    }
}

/// The moves a message offers: its buttons that play an action.
fn moves(answer: &Answer) -> Vec<String> {
    answer.buttons().into_iter().filter(|b| matches!(Click::decode(b), Some(Click::Play(_)))).collect()
}

/// The move a player picks: no figure when offered, else the first.
fn pick(moves: &[String]) -> String {
    moves.iter().find(|b| b.ends_with(":pass")).unwrap_or(&moves[0]).clone()
}

/// Whether a message ends its game: it offers to watch it.
fn ends(answer: &Answer) -> bool {
    answer.buttons().iter().any(|b| matches!(Click::decode(b), Some(Click::Watch(_))))
}

/// The player the latest follow-up on `answer`'s interaction pings, if one does.
fn pinged_after(fake: &Fake, answer: &Answer) -> Option<String> {
    let followups = fake.followups(&answer.token);
    followups
        .iter()
        .rev()
        .find_map(|r| r.json["allowed_mentions"]["users"].get(0)?.as_str().map(str::to_string))
}

/// Plays the channel's next interaction.
///
/// # Errors
/// A refusal or an answer the players cannot go on from, described.
pub async fn step(fake: &Fake, table: &mut Table) -> Result<Timed, String> {
    let (at, actor) = (table.game.at, table.game.actor.clone());
    let next = std::mem::replace(&mut table.next, Next::Offer);
    let (kind, first, last) = match next {
        Next::Offer => {
            let offered = fake.autocomplete_in(at, &actor, "place", "placement", "").await;
            let choices = offered.choices();
            match choices.first() {
                Some((name, value)) if !name.starts_with("Not your turn") => {
                    table.next = Next::Place(value.clone());
                }
                _ => return Err(format!("{} is offered no placement: {choices:?}", actor.name)),
            }
            (Kind::Autocomplete, offered.clone(), offered)
        }
        Next::Place(value) => {
            let placed = fake.command_in(at, &actor, "place", string_option("placement", &value)).await;
            match (placed.ephemeral(), placed.buttons().first()) {
                (true, Some(rotation)) => table.next = Next::Pick(rotation.clone(), placed.clone()),
                (true, None) => return Err(format!("/place {value} refused: {}", placed.content())),
                (false, _) => table.after_public(&placed)?,
            }
            (Kind::Place, placed.clone(), placed)
        }
        Next::Pick(rotation, on) => {
            let picked = fake.click(&actor, &rotation, &on).await;
            if !picked.updated || !picked.buttons().is_empty() {
                return Err(format!("the rotation pick was not taken: {}", picked.content()));
            }
            let placed = fake.followup_to(&picked).await;
            table.after_public(&placed)?;
            (Kind::Pick, picked, placed)
        }
        Next::Click(button, on) => {
            // A step that waits for someone else pings them in a line after the
            // message, long sent by now: they click.
            if let Some(id) = pinged_after(fake, &on) {
                table.follow(&id, &on)?;
            }
            let actor = table.game.actor.clone();
            let done = fake.click(&actor, &button, &on).await;
            if done.ephemeral() {
                return Err(format!("{button} refused: {}", done.content()));
            }
            let still = moves(&done);
            let last = if !done.updated {
                table.after_public(&done)?;
                done.clone()
            } else if !still.is_empty() {
                // The same player goes on, unless a ping follows (see above).
                table.next = Next::Click(pick(&still), done.clone());
                done.clone()
            } else if ends(&done) {
                table.ended = true;
                done.clone()
            } else {
                // Someone else acts now: a line of its own pings them.
                let waited = tokio::time::timeout(PATIENCE, fake.followup_to(&done)).await;
                let ping = waited.map_err(|_| format!("no ping after {button}: {}", done.content()))?;
                table.after_public(&ping)?;
                ping
            };
            (Kind::Click, done, last)
        }
    };
    Ok(Timed {
        kind,
        process: table.process,
        callback: first.acknowledged - first.asked,
        full: last.answered - first.asked,
        deferred: matches!(first.kind, 5 | 6),
    })
}

impl Table {
    /// The player with user id `id`, pinged by `answer`, acts next.
    fn follow(&mut self, id: &str, answer: &Answer) -> Result<(), String> {
        let found = self.game.players.iter().find(|p| p.id.to_string() == id);
        let person: &Person = found.ok_or_else(|| format!("a ping to a stranger: {}", answer.content()))?;
        self.game.actor = person.clone();
        Ok(())
    }

    /// Follows a public message: whoever it pings acts next (else the same player), on
    /// its moves if it offers any, else by placing a tile, unless the game ended.
    fn after_public(&mut self, answer: &Answer) -> Result<(), String> {
        if let Some(id) = answer.allowed_users().first() {
            self.follow(id, answer)?;
        }
        let moves = moves(answer);
        if !moves.is_empty() {
            self.next = Next::Click(pick(&moves), answer.clone());
        } else if ends(answer) {
            self.ended = true;
        } else {
            self.next = Next::Offer;
        }
        Ok(())
    }
}
