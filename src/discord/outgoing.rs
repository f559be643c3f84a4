//! A service [`Reply`] as the Discord messages that carry it: the public one (board
//! PNG, text, a ping of whoever must act with allowed mentions limited to exactly them,
//! buttons for the common next steps, and "My gifts" when players hold hidden hands,
//! its own labels in the public message's language)
//! and the private one (ephemeral). The choice of messages is pure and tested; the
//! conversion to serenity builders is mechanical. It must not compose game text:
//! every sentence comes from the service.

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
    EditInteractionResponse, UserId,
};

use super::custom_id::{
    ADD_BOT, BOARD, ButtonId, Click, HAND, HistoryPage, JOIN, LEAVE, OPEN_BOARD, START, watch,
};
use crate::metrics::{self, Image};
use crate::service::{Action, Audience, Choices, Lang, Reply, hand_label};

/// Discord's limit on a message's text.
pub const MAX_CONTENT: usize = 2000;

/// Discord's limits: 5 buttons a row, 5 rows a message.
const BUTTONS_PER_ROW: usize = 5;
const MAX_ROWS: usize = 5;

/// The board's file name in a message.
pub const IMAGE_NAME: &str = "board.png";

/// A timelapse's file name in a message: Discord plays a GIF where it shows it.
pub const ANIMATION_NAME: &str = "timelapse.gif";

/// The label in `lang` of the button that opens the board page for whoever clicks it:
/// inside Discord when the bot serves it as an Activity, else by a private link.
pub fn open_label(lang: Lang) -> String {
    let activity = super::board_page().is_some_and(|web| web.activity.is_some());
    lang.say(if activity { "web-play" } else { "web-open" }, [])
}

/// The label in `lang` of the button that shows whoever clicks it the whole board.
pub fn board_label(lang: Lang) -> String {
    lang.say("discord-full-board", [])
}

/// The lobby's buttons in `lang`, in order: join, seat a normal bot, start.
pub fn lobby_buttons(lang: Lang) -> [Button; 3] {
    [
        Button { id: JOIN.into(), label: lang.say("discord-join", []) },
        Button { id: ADD_BOT.into(), label: lang.say("discord-add-bot", []) },
        Button { id: START.into(), label: lang.say("discord-start", []) },
    ]
}

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
    /// A timelapse (GIF), beside or instead of the image.
    pub animation: Option<Vec<u8>>,
    pub buttons: Vec<Button>,
}

/// The messages of a reply, public first; its choices become buttons on the public
/// message when everyone may see them, else (or when there is no public message) on
/// the private one. The public message ends with "My gifts" when the reply asks for it.
/// A public text longer than a message (a big game's final scoring) goes in as many
/// messages as it takes, cut between paragraphs or lines so that no line is lost; the
/// last of them pings, carries the board and the buttons, as it ends with what the game
/// waits for.
pub fn messages(reply: &Reply) -> Vec<Outgoing> {
    let (public_buttons, private_buttons) = split_buttons(reply);
    let mut out = Vec::new();
    if let Some(text) = &reply.public {
        let pings = pings(reply);
        let prefix = prefix(&pings);
        let mut pieces = pieces(text, MAX_CONTENT - prefix.chars().count());
        let last = pieces.pop().unwrap_or_default();
        out.extend(pieces.into_iter().map(|content| Outgoing { content, ..Outgoing::default() }));
        out.push(Outgoing {
            content: format!("{prefix}{last}"),
            ephemeral: false,
            pings,
            image: reply.image.clone(),
            animation: reply.animation.clone(),
            buttons: public_buttons,
        });
    }
    out.extend(after_public(reply, private_buttons));
    out
}

/// A reply shown by updating the public message it was clicked on (the turn's own
/// message), and what follows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Update {
    /// The message's new look: the turn told so far, the board, the buttons still live.
    pub message: Outgoing,
    /// The turn told so far (the message's text without what the game waits for), for
    /// the next update of the same message.
    pub narration: String,
    /// New messages after it: a ping with what the game waits for when someone else must
    /// act now (an edit notifies nobody), then details and private text.
    pub rest: Vec<Outgoing>,
}

/// `reply` as an update of the public message it was clicked on, whose text so far was
/// `before` (unknown after a restart: the update then tells only this step). `None`
/// when it cannot be one: a refusal, no public text, someone to ping without a line
/// to ping them with, a text that no longer fits one message, or the end of the game
/// (told in new messages, so that it is the last thing in the channel even when a line
/// pinging a dragon's mover followed the message clicked).
pub fn update(reply: &Reply, before: Option<&str>) -> Option<Update> {
    if reply.watch.is_some() {
        return None;
    }
    let public = reply.public.as_deref().filter(|_| !reply.refused)?;
    let pings = pings(reply);
    let call = reply.call.as_deref().filter(|c| public.ends_with(c));
    if !pings.is_empty() && call.is_none() {
        return None;
    }
    let said = call.map_or(public, |c| &public[..public.len() - c.len()]).trim();
    // A game that ended tells its last step, its final scoring and its result, which
    // must fit whole: not the turn told before it.
    let before = before.filter(|_| reply.call.is_some()).unwrap_or_default();
    let narration: Vec<&str> = [before, said].into_iter().filter(|t| !t.is_empty()).collect();
    let narration = narration.join("\n");
    // The player who acts on: what they must do stays on the message they act on.
    let content = match call.filter(|_| pings.is_empty()) {
        Some(call) if !narration.is_empty() => format!("{narration}\n{call}"),
        Some(call) => call.to_string(),
        None => narration.clone(),
    };
    if content.chars().count() > MAX_CONTENT {
        return None;
    }
    let (public_buttons, private_buttons) = split_buttons(reply);
    let mut rest = Vec::new();
    if let Some(call) = call.filter(|_| !pings.is_empty()) {
        rest.push(Outgoing {
            content: clip(&format!("{}{call}", prefix(&pings)), MAX_CONTENT),
            pings,
            ..Outgoing::default()
        });
    }
    rest.extend(after_public(reply, private_buttons));
    let message =
        Outgoing { content, image: reply.image.clone(), buttons: public_buttons, ..Outgoing::default() };
    Some(Update { message, narration, rest })
}

/// What a new public message of `reply` tells without what the game waits for: the
/// start of its turn's narration. A look (`/board`) tells no turn: a click on its buttons
/// tells only that step.
pub fn narration(reply: &Reply) -> String {
    if reply.change.is_none() {
        return String::new();
    }
    let public = reply.public.as_deref().unwrap_or_default();
    let call = reply.call.as_deref().filter(|c| public.ends_with(c));
    call.map_or(public, |c| &public[..public.len() - c.len()]).trim().to_string()
}

/// The users a reply pings.
fn pings(reply: &Reply) -> Vec<u64> {
    reply.mentions.iter().filter_map(|id| id.parse().ok()).collect()
}

/// The mentions that open a message pinging `pings`.
fn prefix(pings: &[u64]) -> String {
    pings.iter().map(|id| format!("<@{id}> ")).collect()
}

/// The reply's buttons for its public message (choices everyone may see, then "My
/// gifts" when asked for) and for its private one (the rest, then its page turns).
fn split_buttons(reply: &Reply) -> (Vec<Button>, Vec<Button>) {
    let (public, mut private) = public_or_private(reply);
    private.extend(
        reply.pages.iter().map(|p| Button {
            id: HistoryPage { game: p.game, page: p.page }.encode(),
            label: p.label.clone(),
        }),
    );
    (public, private)
}

/// The reply's choices and looks, on its public message or its private one.
fn public_or_private(reply: &Reply) -> (Vec<Button>, Vec<Button>) {
    let mut buttons = match &reply.choices {
        Some(c) if !reply.refused => buttons(c),
        _ => Vec::new(),
    };
    if let Some(label) = reply.leave_button.as_ref().filter(|_| !reply.refused) {
        buttons.push(Button { id: LEAVE.into(), label: label.clone() });
    }
    if reply.public.is_none() {
        return (Vec::new(), buttons);
    }
    if reply.lobby && !reply.refused {
        return (lobby_buttons(reply.lang).into(), buttons);
    }
    let everyone = reply.choices.as_ref().is_some_and(|c| c.audience == Audience::Public);
    let mut shown = if everyone { std::mem::take(&mut buttons) } else { Vec::new() };
    // The looks after the moves, always room for them.
    let mut looks: Vec<Button> = [
        (reply.board_button, BOARD, board_label as fn(Lang) -> String),
        (reply.hand_button, HAND, hand_label),
        (reply.open_button && super::board_page().is_some(), OPEN_BOARD, open_label),
    ]
    .into_iter()
    .filter(|(wanted, ..)| *wanted)
    .map(|(_, id, label)| Button { id: id.into(), label: label(reply.lang) })
    .collect();
    if let Some(game) = reply.watch.filter(|_| !reply.refused) {
        looks.push(Button { id: watch(game), label: reply.lang.say("timelapse-watch", []) });
    }
    match &reply.choices {
        Some(choices) => fit(&mut shown, BUTTONS_PER_ROW * MAX_ROWS - looks.len(), choices),
        None => shown.truncate(BUTTONS_PER_ROW * MAX_ROWS - looks.len()),
    }
    shown.extend(looks);
    (shown, buttons)
}

/// The messages after the public one: details that did not fit beside it (public),
/// then the private text with `buttons`.
fn after_public(reply: &Reply, buttons: Vec<Button>) -> Vec<Outgoing> {
    let mut out = Vec::new();
    if let Some(text) = &reply.more {
        out.extend(
            pieces(text, MAX_CONTENT).into_iter().map(|content| Outgoing { content, ..Outgoing::default() }),
        );
    }
    if let Some(text) = &reply.private {
        // An image goes with the public message, or else with the private one (a look);
        // a long text (the rules) in as many messages as it takes, buttons on the last.
        let mut image = reply.image.clone().filter(|_| reply.public.is_none());
        let mut animation = reply.animation.clone().filter(|_| reply.public.is_none());
        let mut pieces = pieces(text, MAX_CONTENT);
        let last = pieces.pop().unwrap_or_default();
        for piece in pieces {
            out.push(Outgoing {
                content: piece,
                ephemeral: true,
                image: image.take(),
                animation: animation.take(),
                ..Outgoing::default()
            });
        }
        out.push(Outgoing {
            content: last,
            ephemeral: true,
            buttons,
            image,
            animation,
            ..Outgoing::default()
        });
    }
    out
}

/// `text` in pieces of at most `room` characters each, cut between paragraphs, a
/// paragraph too long alone cut between its lines (only a line too long alone is
/// clipped): joined again, each with the separator it was cut at, they are the text.
fn pieces(text: &str, room: usize) -> Vec<String> {
    packed(text, "\n\n", room, |paragraph, room| {
        packed(paragraph, "\n", room, |line, room| vec![clip(line, room)])
    })
}

/// `text` cut at `separator` into pieces of at most `room` characters, each as many
/// whole parts as fit beside each other; a part that starts a piece is cut by `alone`
/// (which leaves one that fits whole as it is).
fn packed(text: &str, separator: &str, room: usize, alone: fn(&str, usize) -> Vec<String>) -> Vec<String> {
    let mut pieces: Vec<String> = Vec::new();
    for part in text.split(separator) {
        match pieces.last_mut() {
            Some(piece) if piece.chars().count() + separator.len() + part.chars().count() <= room => {
                piece.push_str(separator);
                piece.push_str(part);
            }
            _ => pieces.extend(alone(part, room)),
        }
    }
    pieces
}

/// One button per choice, as many as fit ([`fit`]).
fn buttons(choices: &Choices) -> Vec<Button> {
    let mut buttons = choices
        .options
        .iter()
        .map(|c| Button {
            id: ButtonId { game: choices.game, revision: choices.revision, action: c.action }.encode(),
            label: c.label.clone(),
        })
        .collect();
    fit(&mut buttons, BUTTONS_PER_ROW * MAX_ROWS, choices);
    buttons
}

/// `buttons` (the moves of `choices`) cut to `room`; when some must go (a magic
/// portal's many features), the button that places no figure stays, last: the moves
/// left out stay open to their slash commands, and the turn never hangs on a button
/// that is not there.
fn fit(buttons: &mut Vec<Button>, room: usize, choices: &Choices) {
    if buttons.len() <= room || room == 0 {
        return;
    }
    let pass = ButtonId { game: choices.game, revision: choices.revision, action: Action::Pass }.encode();
    let kept = buttons.iter().skip(room).find(|b| b.id == pass).cloned();
    buttons.truncate(room);
    if let Some(pass) = kept {
        buttons.pop();
        buttons.push(pass);
    }
}

/// Text cut to `room` characters, on a character boundary, marked with an ellipsis.
fn clip(text: &str, room: usize) -> String {
    if text.chars().count() <= room {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(room.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

impl Outgoing {
    /// Whether the message is live while its game stays where it is: it has buttons the
    /// channel's next board takes away (all but those that last, see [`Click::lasts`]).
    pub fn is_live(&self) -> bool {
        self.buttons.iter().any(|b| !Click::decode(&b.id).is_some_and(Click::lasts))
    }

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
                            let look = Click::decode(&b.id).is_some_and(Click::looks);
                            let style = if look { ButtonStyle::Secondary } else { ButtonStyle::Primary };
                            CreateButton::new(&b.id).label(&b.label).style(style)
                        })
                        .collect(),
                )
            })
            .collect()
    }

    /// The files the message carries: the board, the timelapse. Each builder below is
    /// made to be sent, so this is where images are counted as sent.
    fn attachments(&self) -> Vec<CreateAttachment> {
        let files =
            [(&self.image, IMAGE_NAME, Image::Board), (&self.animation, ANIMATION_NAME, Image::Timelapse)];
        files
            .into_iter()
            .filter_map(|(bytes, name, kind)| {
                let bytes = bytes.as_ref()?;
                metrics::image_sent(kind, bytes.len());
                Some(CreateAttachment::bytes(bytes.clone(), name))
            })
            .collect()
    }

    /// As the first response to an interaction.
    pub fn response(&self) -> CreateInteractionResponseMessage {
        let m = CreateInteractionResponseMessage::new()
            .content(&self.content)
            .ephemeral(self.ephemeral)
            .allowed_mentions(self.allowed_mentions())
            .components(self.rows());
        m.add_files(self.attachments())
    }

    /// As a follow-up to an interaction already answered or deferred.
    pub fn followup(&self) -> CreateInteractionResponseFollowup {
        let m = CreateInteractionResponseFollowup::new()
            .content(&self.content)
            .ephemeral(self.ephemeral)
            .allowed_mentions(self.allowed_mentions())
            .components(self.rows());
        m.add_files(self.attachments())
    }

    /// As the new look of the message a button was clicked on: its text, buttons and
    /// board replaced.
    pub fn update(&self) -> CreateInteractionResponseMessage {
        let m = CreateInteractionResponseMessage::new()
            .content(&self.content)
            .allowed_mentions(self.allowed_mentions())
            .components(self.rows());
        match self.attachments() {
            files if files.is_empty() => m,
            files => m.files(files),
        }
    }

    /// The same, once the click was acknowledged.
    pub fn edit(&self) -> EditInteractionResponse {
        let m = EditInteractionResponse::new()
            .content(&self.content)
            .allowed_mentions(self.allowed_mentions())
            .components(self.rows());
        self.attachments().into_iter().fold(m, EditInteractionResponse::new_attachment)
    }

    /// As a plain channel message (reminders, direct messages).
    pub fn message(&self) -> CreateMessage {
        let m = CreateMessage::new()
            .content(&self.content)
            .allowed_mentions(self.allowed_mentions())
            .components(self.rows());
        m.add_files(self.attachments())
    }
}

#[cfg(test)]
mod tests {
    use carcassonne_engine::rules::bridges_castles_bazaars::Act;

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
            (0..30).map(|n| Choice { label: format!("Bid {n}"), action: Act::Bid(n).into() }).collect();
        let choices = Choices { audience: Audience::Public, game: 7, revision: 3, options };
        let reply = Reply { choices: Some(choices), hand_button: true, ..turn() };
        let out = messages(&reply);
        let buttons = &out[0].buttons;
        assert_eq!(buttons.len(), BUTTONS_PER_ROW * MAX_ROWS);
        assert_eq!(buttons.last(), Some(&Button { id: HAND.into(), label: hand_label(Lang::En) }));
        let json = serde_json::to_value(out[0].response()).unwrap();
        assert_eq!(json["components"][4]["components"][4]["custom_id"], HAND);
        assert_eq!(json["components"][4]["components"][4]["style"], 2, "secondary");
        // Not without hands to show.
        assert!(messages(&turn())[0].buttons.is_empty());
    }

    /// A figure step with more moves than buttons (a magic portal's features): the
    /// button placing no figure stays, last before the looks.
    #[test]
    fn too_many_moves_keep_the_button_that_places_no_figure() {
        let mut options: Vec<Choice> = (0..40)
            .map(|x| Choice {
                label: format!("Portal {x}"),
                action: format!("portal {x} 0 road E").parse().unwrap(),
            })
            .collect();
        options.push(Choice { label: "No figure".into(), action: Action::Pass });
        let choices = Choices { audience: Audience::Public, game: 7, revision: 3, options };
        let out = messages(&Reply { choices: Some(choices), hand_button: true, ..turn() });
        let buttons = &out[0].buttons;
        assert_eq!(buttons.len(), BUTTONS_PER_ROW * MAX_ROWS);
        let ids: Vec<&str> = buttons.iter().map(|b| b.id.as_str()).collect();
        assert_eq!(ids[ids.len() - 2..], ["carc2:7:3:pass", HAND], "{ids:?}");
        assert_eq!(ids[0], "carc2:7:3:portal 0 0 road E");
    }

    fn figure_step() -> Choices {
        Choices {
            audience: Audience::Public,
            game: 7,
            revision: 3,
            options: vec![Choice { label: "No figure".into(), action: Action::Pass }],
        }
    }

    #[test]
    fn a_click_that_ends_the_turn_updates_its_message_and_pings_the_next_player_apart() {
        let reply = Reply {
            public: Some("Alice passed.\nBob, your turn: place a city cap.".into()),
            call: Some("Bob, your turn: place a city cap.".into()),
            ..turn()
        };
        let update = update(&reply, Some("Alice placed a road at 1 0.")).expect("an update");
        assert_eq!(update.message.content, "Alice placed a road at 1 0.\nAlice passed.");
        assert!(update.message.pings.is_empty() && update.message.buttons.is_empty());
        assert_eq!(update.message.image.as_deref(), Some(&[1, 2, 3][..]), "the new board");
        assert_eq!(update.narration, update.message.content);
        assert_eq!(
            update.rest,
            [Outgoing {
                content: "<@222> Bob, your turn: place a city cap.".into(),
                pings: vec![222],
                ..Outgoing::default()
            }],
            "a line pinging the next player, no second board"
        );
        let json = serde_json::to_value(update.message.update()).unwrap();
        assert_eq!(json["allowed_mentions"]["users"], serde_json::json!([]));
        assert_eq!(json["attachments"][0]["filename"], IMAGE_NAME, "the board replaced");
    }

    #[test]
    fn a_step_that_keeps_the_turn_keeps_its_prompt_and_buttons_on_the_message() {
        let reply = Reply {
            public: Some("Alice built a bridge.\nAlice: place a figure or pass.".into()),
            call: Some("Alice: place a figure or pass.".into()),
            mentions: Vec::new(),
            choices: Some(figure_step()),
            change: Some(crate::service::Change { game: 7, events: Vec::new() }),
            ..turn()
        };
        // After a restart the turn so far is unknown: this step alone is told.
        let update = update(&reply, None).expect("an update");
        assert_eq!(update.message.content, "Alice built a bridge.\nAlice: place a figure or pass.");
        assert_eq!(update.narration, "Alice built a bridge.");
        assert_eq!(update.message.buttons.len(), 1);
        assert!(update.rest.is_empty());
        assert_eq!(narration(&reply), "Alice built a bridge.");
        // A look at the board with the same step's buttons tells no turn of its own.
        let look = Reply { change: None, call: None, ..reply };
        assert_eq!(narration(&look), "");
    }

    #[test]
    fn refusals_and_pings_without_a_line_are_no_updates() {
        assert_eq!(update(&Reply::refusal("Not your turn."), None), None);
        assert_eq!(update(&turn(), None), None, "someone to ping, nothing to ping them with");
        let over = Reply { mentions: Vec::new(), ..turn() };
        assert!(update(&over, None).is_some());
    }

    #[test]
    fn long_text_is_clipped_to_the_limit() {
        let reply = Reply::private("é".repeat(3000));
        let text = &messages(&reply)[0].content;
        assert_eq!(text.chars().count(), MAX_CONTENT);
        assert!(text.ends_with('…'));
    }

    /// A six-player game's final scoring, longer than a message: every line reaches the
    /// channel, in messages within the limit, the board, the ping and the buttons on the
    /// last; the result and table after it, the same.
    #[test]
    fn a_long_public_text_goes_in_several_messages_with_every_line() {
        let lines: Vec<String> = (0..90)
            .map(|n| format!("Final scoring: Player{} scores {n} points for a city of {n} tiles.", n % 6))
            .collect();
        let text = format!("Dave placed a tile.\n{}", lines.join("\n"));
        let table = format!("The game is over.\n\n{}", lines.join("\n"));
        let reply = Reply { public: Some(text.clone()), more: Some(table.clone()), ..turn() };
        let out = messages(&reply);
        assert!(out.len() >= 4, "{} messages", out.len());
        assert!(out.iter().all(|m| m.content.chars().count() <= MAX_CONTENT && !m.ephemeral));
        let public: Vec<&Outgoing> = out.iter().take_while(|m| m.image.is_none()).collect();
        let board = &out[public.len()];
        assert!(public.iter().all(|m| m.pings.is_empty() && m.buttons.is_empty()));
        assert_eq!(board.pings, [222]);
        let last = board.content.strip_prefix("<@222> ").expect("the ping first");
        let told: Vec<&str> = public.iter().map(|m| m.content.as_str()).chain([last]).collect();
        assert_eq!(told.join("\n"), text, "every line, in order");
        let rest: Vec<&str> = out[public.len() + 1..].iter().flat_map(|m| m.content.lines()).collect();
        let table: Vec<&str> = table.lines().filter(|l| !l.is_empty()).collect();
        assert_eq!(rest.into_iter().filter(|l| !l.is_empty()).collect::<Vec<_>>(), table);
    }

    /// The move that ends a game is told in new messages, whatever message was clicked:
    /// the end is the last thing in the channel.
    #[test]
    fn the_end_of_a_game_is_never_an_update() {
        let over = Reply { mentions: Vec::new(), call: None, watch: Some(7), ..turn() };
        assert_eq!(update(&over, Some("Alice moved the dragon.")), None);
        assert!(update(&Reply { watch: None, ..over }, Some("Alice moved the dragon.")).is_some());
    }

    #[test]
    fn long_private_text_goes_in_several_messages_cut_between_paragraphs() {
        let paragraph = "word ".repeat(150);
        let text = [paragraph.trim(); 5].join("\n\n");
        let out = messages(&Reply::private(text.clone()));
        assert_eq!(out.len(), 3, "two paragraphs of 749 characters a message");
        assert!(out.iter().all(|m| m.ephemeral && m.content.chars().count() <= MAX_CONTENT));
        let joined: Vec<&str> = out.iter().map(|m| m.content.as_str()).collect();
        assert_eq!(joined.join("\n\n"), text);
    }

    /// The adapter's own buttons speak the public message's language.
    #[test]
    fn the_adapters_labels_follow_the_public_language() {
        let lobby = Reply { lobby: true, lang: Lang::Fr, ..Reply::public("Salon d'attente") };
        let labels: Vec<String> = messages(&lobby)[0].buttons.iter().map(|b| b.label.clone()).collect();
        assert_eq!(labels, ["Rejoindre", "Ajouter un bot (normal)", "Commencer"]);
        let english = Reply { lobby: true, ..Reply::public("Lobby") };
        assert_eq!(messages(&english)[0].buttons[0].label, "Join");
        let looks = Reply {
            board_button: true,
            hand_button: true,
            lang: Lang::Fr,
            ..Reply::public("Au tour de Bob.")
        };
        let labels: Vec<String> = messages(&looks)[0].buttons.iter().map(|b| b.label.clone()).collect();
        assert_eq!(labels, ["Plateau entier", "Mes présents"]);
    }
}
