//! Commands counted for the operator: each entry point's verb (the table of verbs'
//! English word, a button click's too) and outcome, and its whole time. It only
//! names what ran; the numbers are kept in [`crate::metrics`].

use std::sync::LazyLock;

use super::command::Command;
use super::error::ServiceError;
use super::verbs::VERBS;
use super::{Reply, Service};
use crate::metrics::{self, CommandCounter, Outcome, Phase};

/// The commands counter, over the table of verbs.
static COUNTER: LazyLock<CommandCounter> =
    LazyLock::new(|| CommandCounter::new(VERBS.iter().map(|v| v.word)));

impl Command {
    /// The word of the verb that says this command, as the table of verbs has it.
    pub fn verb(&self) -> &'static str {
        match self {
            Command::New(_) => "new",
            Command::Join | Command::JoinBot(_) => "join",
            Command::Takeover { .. } => "bot",
            Command::Leave | Command::LeaveForGood | Command::RemoveBot(_) => "leave",
            Command::Away => "away",
            Command::Start { .. } => "start",
            Command::Cancel => "cancel",
            Command::Status => "status",
            Command::Games | Command::FinishedGames => "games",
            Command::Options => "options",
            Command::Play(action) => action.verb(),
            Command::Rotations(_) | Command::Placements => "place",
            Command::Listed { verb, .. } => verb,
            Command::Undo => "undo",
            Command::Expansion(command) => command.verb(),
            Command::Board | Command::BoardOf(_) => "board",
            Command::History(_) => "history",
            Command::Replay(_) => "replay",
            Command::Rules => "rules",
            Command::Help => "help",
            Command::Notify(_) => "notify",
            Command::Language(_) => "language",
            Command::Leaderboard => "leaderboard",
            Command::Stats(_) => "stats",
        }
    }
}

/// How a command's result counts: a refusal is a player's mistake, anything else
/// that failed is ours.
fn outcome(result: &Result<Reply, ServiceError>) -> Outcome {
    match result {
        Ok(_) => Outcome::Applied,
        Err(ServiceError::User(_)) => Outcome::Refused,
        Err(_) => Outcome::Failed,
    }
}

impl Service {
    /// Runs `attempt` as [`Service::retrying`] does, and counts it as `verb`.
    pub(super) fn counted(
        &mut self,
        verb: &'static str,
        attempt: impl FnMut(&mut Self) -> Result<Reply, ServiceError>,
    ) -> Result<Reply, ServiceError> {
        let result = metrics::timed(Phase::Total, || self.retrying(attempt));
        COUNTER.count(verb, outcome(&result));
        result
    }
}

/// Counts a command refused before it could run (words or an option the front end
/// could not read) under the verb it names, if any.
pub(super) fn unread(verb: Option<&'static str>) {
    COUNTER.count(verb.unwrap_or(metrics::UNKNOWN_VERB), Outcome::Refused);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each verb's example, read, is counted under that verb.
    #[test]
    fn every_verb_is_counted_under_its_own_word() {
        for verb in VERBS.iter() {
            let command: Command = verb.example.parse().unwrap_or_else(|e| panic!("{}: {e:?}", verb.example));
            assert_eq!(command.verb(), verb.word, "{}", verb.example);
        }
    }

    #[test]
    fn commands_of_one_verb_count_together() {
        for (line, verb) in [
            ("place 1 0", "place"),
            ("leave confirm", "leave"),
            ("leave bot Bot 1", "leave"),
            ("join bot", "join"),
            ("games finished", "games"),
        ] {
            assert_eq!(line.parse::<Command>().map(|c| c.verb()).ok(), Some(verb), "{line}");
        }
    }
}
