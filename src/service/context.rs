//! Who is asking, from where, and when: everything a command needs from its front end.

/// A person as the front end knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// A stable id (a Discord snowflake, or `local:Name` in the terminal).
    pub id: String,
    /// The name shown on the board and in messages.
    pub name: String,
}

/// The circumstances of one command.
#[derive(Clone, Debug)]
pub struct Context {
    pub guild: String,
    /// Games live one per channel (or thread).
    pub channel: String,
    pub user: User,
    /// May cancel games they did not create (Discord's Manage Messages).
    pub can_manage: bool,
    /// The user's locale, e.g. `en-US`; replies are English for now.
    pub locale: String,
    /// Unix milliseconds; the service never reads the clock itself.
    pub now: i64,
}
