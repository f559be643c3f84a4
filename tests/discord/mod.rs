//! The Discord front end: the real bot binary against the fake Discord
//! (`support::fake_discord`), and the service parts it relies on. Each test runs on
//! SQLite and on PostgreSQL (`on_both!`), but those about a SQLite file itself.

use carcassonne_bot::service::{Context, Service, User};
use carcassonne_bot::store::{ReadTx, StoreError};

use crate::support::backends::TestDb;
use crate::support::{self, fake_discord};

mod abbey_mayor;
mod abbot;
mod away;
mod busy;
mod clock;
mod crop_circles;
mod e2e;
mod failover;
mod faults;
mod ferries;
mod final_scoring;
mod flying_machines;
mod french;
mod french_game;
mod game_seed;
mod gold_mines;
mod health;
mod history;
mod inns_cathedrals;
mod mage_witch;
mod messengers;
mod metrics;
mod openapi;
mod order;
mod princess_dragon;
mod ratings;
mod reminders;
mod scripted;
mod shards;
mod stop;
mod timelapse;
mod tower;
mod traders_builders;
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

/// `p` acting in the fake Discord's channel straight through the service, now.
fn in_channel(p: &fake_discord::Person) -> Context {
    Context {
        channel: fake_discord::CHANNEL_ID.to_string(),
        now: std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX)),
        ..known(p)
    }
}

/// What `f` reads in the bot's database `db`, from an async test: off the runtime, as a
/// PostgreSQL client must be (it runs a runtime of its own).
fn stored<T>(db: &TestDb, f: impl FnMut(&ReadTx<'_>) -> Result<T, StoreError>) -> T {
    tokio::task::block_in_place(|| db.store().read(f).expect("read the bot's database"))
}

/// Runs `f` on a service over the bot's database `db` (to set games up before the bot
/// starts), from an async test: off the runtime likewise.
fn serviced<T>(db: &TestDb, f: impl FnOnce(&mut Service) -> T) -> T {
    tokio::task::block_in_place(|| f(&mut db.service()))
}
