//! Button clicks: decode the button's game, turn and action and let the service play
//! it, or refuse politely (privately) when the button is stale or not ours. It must not
//! judge the click itself beyond reading the id.

use anyhow::Result;
use poise::serenity_prelude::{ComponentInteraction, Http};

use super::Data;
use super::custom_id::ButtonId;
use super::invoker;
use super::respond::{self, Target};
use crate::service::{Reply, STALE};

/// Answers a click on one of the bot's buttons.
///
/// # Errors
/// The service could not be reached, or Discord refused the answer.
pub async fn on_click(http: &Http, data: &Data, click: &ComponentInteraction) -> Result<()> {
    let who = invoker::of_component(click);
    let target = Target::Component(click);
    match ButtonId::decode(&click.data.custom_id) {
        Some(b) => {
            respond::answer(http, target, data, who, move |s, c| {
                s.play_choice(c, b.game, b.revision, b.action)
            })
            .await
        }
        None => respond::answer(http, target, data, who, |_, _| Reply::refusal(STALE)).await,
    }
}
