//! A service [`Reply`] as the Discord messages that carry it: the public one (board
//! PNG, text, a ping of whoever must act with allowed mentions limited to exactly them,
//! buttons for the common next steps, and "My gifts" when players hold hidden hands)
//! and the private one (ephemeral). The choice of messages is pure and tested; the
//! conversion to serenity builders is mechanical. It must not compose game text:
//! every sentence comes from the service.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, UserId,
};

use super::custom_id::{ButtonId, HAND};
use crate::service::{Audience, Choices, Reply};

/// Discord's limit on a message's text.
pub const MAX_CONTENT: usize = 2000;

/// Discord's limits: 5 buttons a row, 5 rows a message.
const BUTTONS_PER_ROW: usize = 5;
const MAX_ROWS: usize = 5;

/// The board's file name in a message.
pub const IMAGE_NAME: &str = "board.png";

/// The label of the button that shows whoever clicks it their own gifts.
pub const HAND_LABEL: &str = "My gifts";

/// One button: its id and label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Button {
    pub id: String,
    pub label: String,
}

/// One message to send, independent of how it is sent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outgoing {
    pub content: String,
    /// Only the author sees it.
    pub ephemeral: bool,
    /// The users pinged; nobody else can be.
    pub pings: Vec<u64>,
    pub image: Option<Vec<u8>>,
    pub buttons: Vec<Button>,
}

/// The messages of a reply, public first; its choices become buttons on the public
/// message when everyone may see them, else (or when there is no public message) on
/// the private one. The public message ends with "My gifts" when the reply asks for it.
pub fn messages(reply: &Reply) -> Vec<Outgoing> {
    let mut out = Vec::new();
    let mut buttons = match &reply.choices {
        Some(c) if !reply.refused => buttons(c),
        _ => Vec::new(),
    };
    let public_buttons = reply.choices.as_ref().is_some_and(|c| c.audience == Audience::Public);
    if let Some(text) = &reply.public {
        let pings: Vec<u64> = reply.mentions.iter().filter_map(|id| id.parse().ok()).collect();
        let prefix: String = pings.iter().map(|id| format!("<@{id}> ")).collect();
        let mut shown = if public_buttons { std::mem::take(&mut buttons) } else { Vec::new() };
        if reply.hand_button {
            shown.truncate(BUTTONS_PER_ROW * MAX_ROWS - 1);
            shown.push(Button { id: HAND.into(), label: HAND_LABEL.into() });
        }
        out.push(Outgoing {
            content: clip(&format!("{prefix}{text}")),
            ephemeral: false,
            pings,
            image: reply.image.clone(),
            buttons: shown,
        });
    }
    if let Some(text) = &reply.more {
        out.push(Outgoing { content: clip(text), ephemeral: false, ..Outgoing::default() });
    }
    if let Some(text) = &reply.private {
        out.push(Outgoing { content: clip(text), ephemeral: true, buttons, ..Outgoing::default() });
    }
    out
}

/// One button per choice, as many as fit.
fn buttons(choices: &Choices) -> Vec<Button> {
    choices
        .options
        .iter()
        .take(BUTTONS_PER_ROW * MAX_ROWS)
        .map(|c| Button {
            id: ButtonId { game: choices.game, revision: choices.revision, action: c.action }.encode(),
            label: c.label.clone(),
        })
        .collect()
}

/// Text cut to Discord's limit, on a character boundary, marked with an ellipsis.
fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_CONTENT {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(MAX_CONTENT - 1).collect();
    cut.push('…');
    cut
}

impl Outgoing {
    fn allowed_mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.pings.iter().map(|&id| UserId::new(id))).replied_user(false)
    }

    fn rows(&self) -> Vec<CreateActionRow> {
        self.buttons
            .chunks(BUTTONS_PER_ROW)
            .map(|row| {
                CreateActionRow::Buttons(
                    row.iter()
                        .map(|b| {
                            // A look, not a move: it stands apart from the moves.
                            let style =
                                if b.id == HAND { ButtonStyle::Secondary } else { ButtonStyle::Primary };
                            CreateButton::new(&b.id).label(&b.label).style(style)
                        })
                        .collect(),
                )
            })
            .collect()
    }

    fn attachment(&self) -> Option<CreateAttachment> {
        self.image.as_ref().map(|png| CreateAttachment::bytes(png.clone(), IMAGE_NAME))
    }

    /// As the first response to an interaction.
    pub fn response(&self) -> CreateInteractionResponseMessage {
        let mut m = CreateInteractionResponseMessage::new()
            .content(&self.content)
            .ephemeral(self.ephemeral)
            .allowed_mentions(self.allowed_mentions())
            .components(self.rows());
        if let Some(file) = self.attachment() {
            m = m.add_file(file);
        }
        m
    }

    /// As a follow-up to an interaction already answered or deferred.
    pub fn followup(&self) -> CreateInteractionResponseFollowup {
        let mut m = CreateInteractionResponseFollowup::new()
            .content(&self.content)
            .ephemeral(self.ephemeral)
            .allowed_mentions(self.allowed_mentions())
            .components(self.rows());
        if let Some(file) = self.attachment() {
            m = m.add_file(file);
        }
        m
    }

    /// As a plain channel message (reminders, direct messages).
    pub fn message(&self) -> CreateMessage {
        let mut m = CreateMessage::new()
            .content(&self.content)
            .allowed_mentions(self.allowed_mentions())
            .components(self.rows());
        if let Some(file) = self.attachment() {
            m = m.add_file(file);
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use crate::service::Action;

    use super::*;
    use crate::service::Choice;

    fn turn() -> Reply {
        Reply {
            public: Some("Alice placed a tile.\nBob, your turn.".into()),
            image: Some(vec![1, 2, 3]),
            mentions: vec!["222".into()],
            ..Reply::default()
        }
    }

    #[test]
    fn a_turn_is_one_public_message_pinging_only_the_next_player() {
        let out = messages(&turn());
        assert_eq!(out.len(), 1);
        let m = &out[0];
        assert!(!m.ephemeral);
        assert_eq!(m.content, "<@222> Alice placed a tile.\nBob, your turn.");
        assert_eq!(m.pings, [222]);
        assert_eq!(m.image.as_deref(), Some(&[1, 2, 3][..]));
        let json = serde_json::to_value(m.response()).unwrap();
        assert_eq!(json["allowed_mentions"]["users"], serde_json::json!(["222"]));
        assert_eq!(json["allowed_mentions"]["parse"], serde_json::json!([]));
    }

    #[test]
    fn refusals_and_private_text_are_ephemeral_and_ping_nobody() {
        let out = messages(&Reply::refusal("It is not your turn: waiting for Bob."));
        assert_eq!(
            out,
            [Outgoing {
                content: "It is not your turn: waiting for Bob.".into(),
                ephemeral: true,
                ..Outgoing::default()
            }]
        );
        let json = serde_json::to_value(out[0].response()).unwrap();
        assert_eq!(json["flags"], 64);
        assert_eq!(json["allowed_mentions"]["users"], serde_json::json!([]));
    }

    #[test]
    fn choices_become_buttons_carrying_game_and_turn() {
        let choices = Choices {
            audience: Audience::Public,
            game: 7,
            revision: 3,
            options: vec![
                Choice { label: "Meeple: road E".into(), action: "meeple road E".parse().unwrap() },
                Choice { label: "No figure".into(), action: Action::Pass },
            ],
        };
        let out = messages(&Reply { choices: Some(choices.clone()), ..turn() });
        assert_eq!(
            out[0].buttons,
            [
                Button { id: "carc2:7:3:meeple road E".into(), label: "Meeple: road E".into() },
                Button { id: "carc2:7:3:pass".into(), label: "No figure".into() },
            ]
        );
        let json = serde_json::to_value(out[0].followup()).unwrap();
        assert_eq!(json["components"][0]["components"][1]["custom_id"], "carc2:7:3:pass");
        let refused = Reply { refused: true, choices: Some(choices.clone()), ..turn() };
        assert!(messages(&refused)[0].buttons.is_empty());
        // Without a public message, the buttons go on the private one (rotations at a cell).
        let private = Reply { choices: Some(choices), ..Reply::private("BA/C fits at 1 0 turned:") };
        let out = messages(&private);
        assert!(out[0].ephemeral && out[0].buttons.len() == 2);
    }

    #[test]
    fn details_follow_the_public_message_on_their_own() {
        let reply = Reply { more: Some("Final scoring: …".into()), ..turn() };
        let out = messages(&reply);
        assert_eq!(out.len(), 2);
        assert!(!out[1].ephemeral && out[1].pings.is_empty() && out[1].image.is_none());
        assert_eq!(out[1].content, "Final scoring: …");
    }

    #[test]
    fn one_seats_choices_never_go_on_the_public_message() {
        let choices = Choices {
            audience: Audience::Seat(crate::service::Seat(0)),
            game: 7,
            revision: 3,
            options: vec![Choice { label: "No figure".into(), action: Action::Pass }],
        };
        let reply = Reply { choices: Some(choices), private: Some("yours".into()), ..turn() };
        let out = messages(&reply);
        assert!(!out[0].ephemeral && out[0].buttons.is_empty());
        assert!(out[1].ephemeral && out[1].buttons.len() == 1);
    }

    #[test]
    fn players_holding_gifts_get_a_private_look_button_after_the_moves() {
        let options: Vec<Choice> =
            (0..30).map(|n| Choice { label: format!("Bid {n}"), action: Action::Bid(n) }).collect();
        let choices = Choices { audience: Audience::Public, game: 7, revision: 3, options };
        let reply = Reply { choices: Some(choices), hand_button: true, ..turn() };
        let out = messages(&reply);
        let buttons = &out[0].buttons;
        assert_eq!(buttons.len(), BUTTONS_PER_ROW * MAX_ROWS);
        assert_eq!(buttons.last(), Some(&Button { id: HAND.into(), label: HAND_LABEL.into() }));
        let json = serde_json::to_value(out[0].response()).unwrap();
        assert_eq!(json["components"][4]["components"][4]["custom_id"], HAND);
        assert_eq!(json["components"][4]["components"][4]["style"], 2, "secondary");
        // Not without hands to show.
        assert!(messages(&turn())[0].buttons.is_empty());
    }

    #[test]
    fn long_text_is_clipped_to_the_limit() {
        let reply = Reply::private("é".repeat(3000));
        let text = &messages(&reply)[0].content;
        assert_eq!(text.chars().count(), MAX_CONTENT);
        assert!(text.ends_with('…'));
    }
}
