//! Button clicks: decode the button's game, turn and action and let the service play
//! it, show the clicker their own gifts ("My gifts") or the whole board ("Full
//! board") or the timelapse of a game just ended ("Watch the game"), open the board
//! page for them (launch it as a Discord Activity, or give them their link), join, seat
//! a bot or start from the lobby's buttons, turn a page of the history, or refuse
//! politely (privately) when the button is stale or not ours. It must not judge the
//! click itself beyond reading the id.

use anyhow::Result;
use poise::serenity_prelude::{ComponentInteraction, CreateInteractionResponse, Http};

use super::Data;
use super::custom_id::Click;
use super::invoker;
use super::respond::{self, Target};
use crate::ai::Level;
use crate::service::{Command, HistoryAsk, UserError};

/// Answers a click on one of the bot's buttons.
///
/// # Errors
/// The service could not be reached, or Discord refused the answer.
pub async fn on_click(http: &Http, data: &Data, click: &ComponentInteraction) -> Result<()> {
    let who = invoker::of_component(click);
    let target = Target::Component(click);
    match Click::decode(&click.data.custom_id) {
        Some(Click::Play(b)) => {
            respond::answer(http, target, data, who, move |s, c| {
                s.play_choice(c, b.game, b.revision, b.action)
            })
            .await
        }
        Some(Click::Hand) => {
            respond::answer(http, target, data, who, |s, c| s.handle(c, Command::HAND)).await
        }
        Some(Click::Join) => {
            respond::answer(http, target, data, who, |s, c| s.handle(c, Command::Join)).await
        }
        Some(Click::AddBot) => {
            respond::answer(http, target, data, who, |s, c| s.handle(c, Command::JoinBot(Level::Normal)))
                .await
        }
        Some(Click::Start) => {
            respond::answer(http, target, data, who, |s, c| s.handle(c, Command::Start { keep_order: false }))
                .await
        }
        Some(Click::LeaveForGood) => {
            respond::answer(http, target, data, who, |s, c| s.handle(c, Command::LeaveForGood)).await
        }
        Some(Click::Board) => respond::answer(http, target, data, who, |s, c| s.full_board(c)).await,
        Some(Click::OpenBoard) => match super::board_page() {
            // Discord opens the board in the channel; the page asks the bot who and where.
            Some(web) if web.activity.is_some() => {
                click.create_response(http, CreateInteractionResponse::LaunchActivity).await?;
                Ok(())
            }
            Some(web) => {
                respond::answer(http, target, data, who, move |s, c| {
                    s.board_link(c, &web.public_url, web.link_secret.expose().as_bytes())
                })
                .await
            }
            // A button of a run that served the page, clicked after a restart without it.
            None => respond::answer(http, target, data, who, |s, c| s.refuse(c, UserError::Stale)).await,
        },
        Some(Click::Watch(game)) => {
            respond::answer(http, target, data, who, move |s, c| {
                s.handle(c, Command::Replay(Some(game))).privately()
            })
            .await
        }
        Some(Click::History(p)) => {
            let ask = HistoryAsk { game: Some(p.game), page: Some(p.page), after: None };
            respond::answer(http, target, data, who, move |s, c| s.handle(c, Command::History(ask))).await
        }
        None => respond::answer(http, target, data, who, |s, c| s.refuse(c, UserError::Stale)).await,
    }
}
