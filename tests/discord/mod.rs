//! The Discord front end: the real bot binary against the fake Discord
//! (`support::fake_discord`), and the service parts it relies on.

use carcassonne_bot::service::{Context, User};

use crate::support::{self, fake_discord};

mod away;
mod clock;
mod e2e;
mod failover;
mod french;
mod health;
mod history;
mod metrics;
mod ratings;
mod reminders;
mod shards;
mod stop;
mod timelapse;
mod words;

/// `person` as the fake Discord's server knows them, acting straight through the
/// service (from the terminal, which may fix the draws) to set up the bot's database.
fn known(person: &fake_discord::Person) -> Context {
    Context {
        guild: fake_discord::GUILD_ID.to_string(),
        user: User { id: person.id.to_string(), name: person.name.into() },
        ..support::person(person.name)
    }
}
