//! The board page's side of the service: private links and what a link may see and do.
//!
//! A link names one game, one seat (or a spectator), its expiry and the game's language,
//! signed with the operator's key (HMAC-SHA256, base64url), so whoever holds it needs no
//! login and nobody can forge one for another seat or game. Everything a link asks is
//! answered here from the link alone: the game is the link's, whatever the request says;
//! the view is the seat's (its own hand of gifts, nobody else's); a move is played for the
//! seat through the same path as a Discord button carrying its revision (the move's
//! transaction checks the game and revision the page showed, as
//! [`Service::play_choice`]'s does), so a stale page or another seat's decision is refused
//! as a late click is. Answers are data (JSON) for the web front end to serve as it is;
//! refusals are sentences in the game's language.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use carcassonne_engine::{
    Action, Audience, Event, Footprint, Phase, PlacementOption, Seat, Spot, TileKind, View,
};
use fluent_bundle::FluentValue;
use hmac::{Hmac, KeyInit as _, Mac as _};
use serde_json::{Value, json};
use sha2::Sha256;

use super::landmarks::{Aim, AimKind};
use super::offer::{self, Place};
use super::table::Table;
use super::turn::Actor;
use super::{
    Context, Front, Lang, Reply, Service, ServiceError, User, choices, describe, expansion, landmarks,
    message, page_api, page_fields, supply, tile_words, turn,
};
use crate::render;
use crate::store::{ActionRow, GameId};

/// The first field of every link: a later format can be told from this one.
const LINK_VERSION: &str = "w1";

/// How long a link given in Discord opens the board: a long evening's game.
const LINK_HOURS: i64 = 24;

/// The seat field of a spectator's link.
const SPECTATOR: &str = "s";

/// What a signed link grants: one game, seen from one seat or as a spectator, until it
/// expires; its language words the refusals of a link that no longer works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Link {
    pub game: i64,
    /// `None` for a spectator, who sees no hand and plays nothing.
    pub seat: Option<Seat>,
    /// Unix milliseconds after which it is refused.
    pub expires: i64,
    pub lang: Lang,
}

/// Why a request of the page was refused, for the front end to pick its status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The link is forged or malformed.
    Link,
    /// The link is authentic but past its time: only a new one works (the Activity's
    /// page asks Discord for one by itself).
    Expired,
    /// Not this link's to do: a spectator playing, another game, a foreign page.
    Forbidden,
    /// The page showed an earlier revision of the game.
    Stale,
    /// The rules or the turn refuse the move.
    Rule,
    /// Too many requests with this link (or, asking for one, naming this activity's
    /// instance, or naming instances Discord was not yet asked about).
    TooFast,
    /// A body not declared JSON: the only kind the page sends.
    NotJson,
    /// A body larger than any the page sends (a move is a few dozen bytes).
    TooLarge,
    /// A body that did not arrive whole in time (sent a byte at a time, or never).
    TooSlow,
    /// Not there: the link's game is no longer on record, Discord knows no such
    /// activity, or its channel has no game running.
    Gone,
    /// Discord did not confirm who opened the Activity (an unknown or used code).
    Identity,
    /// The bot does not serve the board as an Activity.
    Off,
    /// Discord did not answer in time, or answered with its own failure.
    Upstream,
    /// Our own failure, logged.
    Failed,
}

/// A refusal: why, and what to tell the link's holder in the game's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub kind: Refused,
    pub text: String,
}

impl Refusal {
    /// The refusal `kind`, worded by the locale message `id` in `lang`.
    #[must_use]
    pub fn new(kind: Refused, lang: Lang, id: &str) -> Refusal {
        Refusal { kind, text: lang.say(id, []) }
    }
}

impl Link {
    /// The signed fields, as they are written in the link.
    fn payload(&self) -> String {
        let seat = self.seat.map_or_else(|| SPECTATOR.to_string(), |s| s.index().to_string());
        format!("{LINK_VERSION}.{}.{seat}.{}.{}", self.game, self.expires, self.lang.tag())
    }

    /// The link's token: its fields and their signature with `secret`.
    #[must_use]
    pub fn sign(&self, secret: &[u8]) -> String {
        let payload = self.payload();
        let signature = URL_SAFE_NO_PAD.encode(mac(secret, &payload).finalize().into_bytes());
        format!("{payload}.{signature}")
    }

    /// The language a token names, read without checking it (English when it names
    /// none): a refused link is refused in its reader's language.
    #[must_use]
    pub fn lang_named(token: &str) -> Lang {
        token.split('.').nth(4).and_then(Lang::from_tag).unwrap_or_default()
    }

    /// The link a token grants, checked against `secret` (in constant time) and the time
    /// `now`.
    ///
    /// # Errors
    /// A malformed or forged token, or one expired at `now`: refused in the language it
    /// names (English when it names none).
    pub fn verify(token: &str, secret: &[u8], now: i64) -> Result<Link, Refusal> {
        let forged = || Refusal::new(Refused::Link, Link::lang_named(token), "web-link-forged");
        let (payload, signature) = token.rsplit_once('.').ok_or_else(forged)?;
        let signature = URL_SAFE_NO_PAD.decode(signature).map_err(|_| forged())?;
        mac(secret, payload).verify_slice(&signature).map_err(|_| forged())?;
        let link = match payload.split('.').collect::<Vec<_>>()[..] {
            [LINK_VERSION, game, seat, expires, lang] => Link {
                game: game.parse().map_err(|_| forged())?,
                seat: match seat {
                    SPECTATOR => None,
                    seat => Some(Seat(seat.parse().map_err(|_| forged())?)),
                },
                expires: expires.parse().map_err(|_| forged())?,
                lang: Lang::from_tag(lang).ok_or_else(forged)?,
            },
            _ => return Err(forged()),
        };
        if now > link.expires {
            return Err(Refusal::new(Refused::Expired, link.lang, "web-link-expired"));
        }
        Ok(link)
    }
}

/// The HMAC-SHA256 of `payload` with `secret` (any length of key is accepted).
fn mac(secret: &[u8], payload: &str) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret).expect("HMAC takes a key of any length");
    mac.update(payload.as_bytes());
    mac
}

/// Whether `link`'s seat, if it has one, is one of the game's `seats`: a signed link
/// names a seat of its game when given, but a game whose seats changed since (or a key
/// shared with another deployment) may not have it, and the engine's views of a seat
/// it does not have are not to be asked.
fn seated(link: &Link, seats: usize) -> bool {
    link.seat.is_none_or(|seat| seat.index() < seats)
}

/// `#rrggbb`: a seat's colour as the board draws its figures.
pub(super) fn colour(seat: Seat) -> String {
    let [r, g, b] = render::palette::seat(seat);
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// A refusal of the service's own making, in `lang`: a player's mistake as worded for
/// them, anything else logged and apologised for.
pub(super) fn refused(e: ServiceError, lang: Lang) -> Refusal {
    match e {
        ServiceError::User(e) => Refusal { kind: Refused::Rule, text: e.text(lang) },
        e => {
            tracing::error!(error = %e, "board page request failed");
            Refusal { kind: Refused::Failed, text: lang.say(e.apology(), []) }
        }
    }
}

/// The placements `seat` may make now as `view` shows them: each cell with its fitting
/// rotations, each rotation as its action and its words ("90°", or "90° if you then
/// build a bridge").
fn placements(options: &[PlacementOption], lang: Lang) -> Vec<Value> {
    let mut cells: Vec<(carcassonne_engine::Pos, Vec<Value>)> = Vec::new();
    for option in options {
        let rotation = json!({
            "degrees": option.placement.rot.degrees(),
            "action": Action::Place(option.placement).to_string(),
            "label": choices::rotation(option, lang),
        });
        match cells.iter_mut().find(|(pos, _)| *pos == option.placement.pos) {
            Some((_, rotations)) => rotations.push(rotation),
            None => cells.push((option.placement.pos, vec![rotation])),
        }
    }
    cells
        .into_iter()
        .map(|(pos, rotations)| json!({"x": pos.x, "y": pos.y, "rotations": rotations}))
        .collect()
}

/// The action the page sends to take the seat's last move back (the notation has no
/// word for it: it is a command, not a move).
pub const UNDO: &str = "undo";

/// The cell size of a board image when the page asks for none.
pub(super) const DEFAULT_CELL: u32 = 64;

/// The cell sizes, in px, the page's images may be asked at: what the board is drawn
/// at (the page asks 16–192); anything else is no page's request, refused rather than
/// guessed at.
pub const PAGE_CELLS: std::ops::RangeInclusive<u32> =
    render::layout::MIN_TILE..=render::layout::MAX_PAGE_TILE;

/// The refusal of a board after a move asked with no move's number, in `lang`.
#[must_use]
pub fn bad_move(lang: Lang) -> Refusal {
    Refusal::new(Refused::Rule, lang, "web-bad-move")
}

/// The refusal of an image asked at a cell size outside [`PAGE_CELLS`], in `lang`.
#[must_use]
pub fn bad_cell(lang: Lang) -> Refusal {
    let (min, max) = (*PAGE_CELLS.start(), *PAGE_CELLS.end());
    Refusal {
        kind: Refused::Rule,
        text: lang.say("web-bad-cell", [("min", min.into()), ("max", max.into())]),
    }
}

/// `cell`, if asked, checked to be one of [`PAGE_CELLS`].
pub(super) fn page_cell(cell: Option<u32>, lang: Lang) -> Result<u32, Refusal> {
    match cell {
        None => Ok(DEFAULT_CELL),
        Some(cell) if PAGE_CELLS.contains(&cell) => Ok(cell),
        Some(_) => Err(bad_cell(lang)),
    }
}

/// `view`'s board alone at `cell` px a cell, as [`Service::web_board_only`] draws it:
/// `recent` the events of the command that led to it (what it scored framed, its `+N`
/// drawn unless `page_writes_points`); a finished game's as its ending shows it.
pub(super) fn board_only(
    table: &Table,
    view: View,
    recent: &[Event],
    cell: u32,
    page_writes_points: bool,
) -> Vec<u8> {
    let names = table.names();
    let ending = table.ending.as_ref().filter(|_| view.is_over());
    let recent = ending.map_or(recent, |e| e.events.as_slice());
    let recent: Vec<Event> = recent.iter().filter(|e| view.sees(e)).cloned().collect();
    let figures = ending.map(|e| e.figures.as_slice());
    let words = if page_writes_points { render::Words::Page } else { render::Words::Watch };
    let scene = render::Scene { view, names: &names, recent: &recent, words, lang: table.lang(), figures };
    render::board_only(&scene, cell).0
}

/// The page's own words (its buttons, labels and hints), in `lang`: the `web-page-*`
/// messages, named without their prefix.
const PAGE_WORDS: &[&str] = &[
    "title",
    "no-link",
    "loading",
    "offline",
    "board",
    "cell",
    "fits",
    "rotate",
    "confirm",
    "cancel",
    "undo",
    "zoom-in",
    "zoom-out",
    "whole-board",
    "left",
    "right",
    "up",
    "down",
    "tile",
    "tiles-left",
    "players",
    "points",
    "figures",
    "you",
    "spectator",
    "waiting",
    "choose-cell",
    "placing",
    "placing-fixed",
    "spots",
    "steps",
    "over",
    "rank",
    "last-move",
    "tile-is",
    "fits-count",
    "colon",
    "your-turn",
    "notify",
    "notify-off",
    "cells",
    "more-targets",
    "way-east",
    "way-south-east",
    "way-south",
    "way-south-west",
    "way-west",
    "way-north-west",
    "way-north",
    "way-north-east",
    "fold-tile",
    "fold-one",
    "fold-many",
    "unseen",
    "unseen-open",
    "unseen-hills",
    "close",
    "history",
    "history-open",
    "history-board",
    "history-empty",
    "fields",
    "fields-shown",
    "fields-hidden",
];

/// The colour of the figure standing at `target` (a follower a step is about), if one does.
pub(super) fn colour_at(view: &View, target: carcassonne_engine::Target) -> Option<String> {
    super::landmarks::follower_at(view, target).map(|figure| colour(figure.owner))
}

/// A step of `view` as the page offers it: its action, label, where it points (`at`, a
/// spot; `cell`, a whole cell), the tile it is about, and what its expansion adds
/// ([`expansion::ExpansionService::page_choice`]).
fn page_choice(
    view: &View,
    c: &choices::Choice,
    phase: Option<Phase>,
    names: &[String],
    lang: Lang,
) -> Value {
    let tile = phase.and_then(|phase| offer::tile(view, phase, c.action));
    let place = offer::place(view, c.action);
    let (at, cell) = match place {
        Some(Place::Spot(target)) => {
            let tile = view.board().tile_index_at(target.pos);
            (tile.and_then(|tile| spot_on(view, tile, target.spot)), None)
        }
        Some(Place::Cell(pos)) => (None, Some([pos.x, pos.y])),
        Some(Place::Corner(pos)) => (Some([pos.x as f32, pos.y as f32]), None),
        None => (spot_at(view, c.action), None),
    };
    let mut answer = json!({
        "action": c.action.to_string(),
        "label": c.label,
        "at": at,
        "cell": cell,
        "tile": tile.map(|t| t.to_string()),
        // The field the step puts a figure on (or a barn by), outlined by the page.
        "field": page_fields::field_of(view, c.action),
    });
    if let Value::Object(fields) = &mut answer {
        expansion::every().for_each(|part| part.page_choice(view, c.action, names, lang, fields));
    }
    answer
}

/// The most targets on the board a hint names: more read as a list, which the step's
/// buttons are already; the hint counts them by kind instead.
const HINT_TARGETS: usize = 2;

/// The hint of a step with targets on the board (`landmarks.rs`), whatever their
/// number: what to tap (the expansion's hint in `fields`, else the page's own for lit
/// cells and marked spots), then the targets: named by what a player sees there when
/// few ("… On the board: the tower of height 2 beside Bob's monastery (2 -1)."), else
/// counted by kind ("… On the board: 3 ringed followers and 1 lit tower with a meeple
/// on top.", or alone "Tap one of the 4 lit towers, or choose below."), so that a
/// player knows what to look for whether or not the view shows it; `None` for a step
/// with no such target.
fn named_hint(
    view: &View,
    fields: &serde_json::Map<String, Value>,
    names: &[String],
    lang: Lang,
) -> Option<String> {
    let steps = fields.get("choices").and_then(Value::as_array)?;
    let actions: Vec<Action> = steps.iter().filter_map(|c| c.get("action")?.as_str()?.parse().ok()).collect();
    let aims: Vec<_> = actions.iter().map(|&a| offer::aim(view, a)).collect();
    let mut distinct: Vec<Aim> = Vec::new();
    for aim in aims.iter().flatten() {
        if !distinct.contains(aim) {
            distinct.push(*aim);
        }
    }
    if distinct.is_empty() {
        return None;
    }
    let given = fields.get("hint").and_then(Value::as_str);
    // The page's own hints for what the targets named or counted leave out: all of it
    // where they are few, the marks of no target (a meeple's spots) where they are many.
    let few = distinct.len() <= HINT_TARGETS;
    let aimed = |c: &Value| c.get("action")?.as_str()?.parse().ok().and_then(|a| offer::aim(view, a));
    let marked = |field: &str| {
        steps.iter().any(|c| c.get(field).is_some_and(|v| !v.is_null()) && (few || aimed(c).is_none()))
    };
    let own: Vec<String> = [("at", "web-page-spots"), ("cell", "web-page-cells")]
        .into_iter()
        .filter(|(field, _)| marked(field))
        .map(|(_, id)| lang.say(id, []))
        .collect();
    if few {
        let mut named: Vec<String> = Vec::new();
        for target in landmarks::name_all(view, &aims, names, lang).into_iter().flatten() {
            if !named.contains(&target.full) {
                named.push(target.full);
            }
        }
        let tap = given.map_or_else(|| own.join(" "), str::to_string);
        let targets = ("targets", choices::either(&named, lang).into());
        return Some(lang.say("page-hint-targets", [("hint", tap.into()), targets]));
    }
    // How many of each kind, in the order the step offers them.
    let mut kinds: Vec<(AimKind, usize)> = Vec::new();
    for kind in distinct.iter().map(|aim| aim.kind(view)) {
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, count)) => *count += 1,
            None => kinds.push((kind, 1)),
        }
    }
    let each: Vec<String> = kinds
        .iter()
        .map(|&(kind, count)| {
            lang.say("page-hint-kind", kind.words(count, lang).into_iter().chain([("count", count.into())]))
        })
        .collect();
    let each = match each.as_slice() {
        [init @ .., last] if !init.is_empty() => {
            lang.say("names-and", [("init", init.join(", ").into()), ("last", last.as_str().into())])
        }
        _ => each.concat(),
    };
    // After what to tap where the step says it, the kinds counted; else a sentence of
    // their own says to tap one of them.
    let tap = given.map_or_else(|| own.join(" "), str::to_string);
    if !tap.is_empty() {
        return Some(lang.say("page-hint-targets", [("hint", tap.into()), ("targets", each.into())]));
    }
    let count = ("count", FluentValue::from(distinct.len()));
    Some(match kinds.as_slice() {
        [(kind, _)] => {
            lang.say("page-hint-count", kind.words(distinct.len(), lang).into_iter().chain([count]))
        }
        _ => lang.say("page-hint-kinds", [count, ("kinds", each.into())]),
    })
}

/// The page's words in `lang`, each by its name in [`PAGE_WORDS`].
fn page_words(lang: Lang) -> Value {
    let words: serde_json::Map<String, Value> = PAGE_WORDS
        .iter()
        .map(|w| ((*w).to_string(), lang.say(&format!("web-page-{w}"), []).into()))
        .collect();
    Value::Object(words)
}

/// The tiles no player has seen yet (the sheet of tiles left), by kind in the catalogue's
/// order, each with its count and words, and how many of them lie under hills: only what
/// the box's contents less the tiles in sight tell everyone ([`View::unseen_tiles`]).
fn unseen(view: &View, lang: Lang) -> Value {
    let mut kinds: Vec<(TileKind, usize)> = Vec::new();
    for tile in view.unseen_tiles() {
        match kinds.last_mut() {
            Some((kind, count)) if *kind == tile => *count += 1,
            _ => kinds.push((tile, 1)),
        }
    }
    let kinds: Vec<Value> = kinds
        .into_iter()
        .map(|(tile, count)| json!({"tile": tile.to_string(), "count": count, "words": tile_words::words(tile, lang)}))
        .collect();
    json!({"kinds": kinds, "under_hills": view.hidden_tiles()})
}

/// The last move as the channel tells it: its events' lines (where the tile went, who
/// scored what); a figure step's also tells where its tile went, the turn's first
/// step. A move with nothing to tell (a bid) is named by its button's words.
fn last_move(table: &Table, view: &View, seat: Seat, action: Action, lang: Lang) -> String {
    let names = table.names();
    let mut recent: Vec<Event> = table.recent.iter().filter(|e| view.sees(e)).cloned().collect();
    // The final count is the result's (its table, the picture's marks): the last move
    // told is the move alone, not a score of lines after it.
    let end = recent
        .iter()
        .position(|e| matches!(e, Event::Scored(s) if s.at_end) || matches!(e, Event::GameEnded));
    recent.truncate(end.unwrap_or(recent.len()));
    // An event with a page form of its message is told in it, after the channel's lines.
    let mut own = Vec::new();
    let mut told = Vec::new();
    for event in &recent {
        let page_line = match event {
            Event::Expansion(happened) => happened.message().and_then(|m| message::on_page(&m, &names, lang)),
            _ => None,
        };
        match page_line {
            Some(line) => own.push(line),
            None => told.push(event.clone()),
        }
    }
    let mut lines = describe::describe(&told, view, &names, lang);
    lines.extend(own);
    let placed = recent.iter().any(|e| matches!(e, Event::TilePlaced { .. }));
    let figure_step = matches!(action, Action::Pass) || action.spot().is_some();
    if let Some(tile) = view.last_placed().filter(|_| figure_step && !placed) {
        let tile = &view.board().tiles()[tile];
        let placement = carcassonne_engine::Placement { pos: tile.pos, rot: tile.rot };
        let event = Event::TilePlaced { seat, tile: tile.kind, placement };
        lines.splice(0..0, describe::describe(&[event], view, &names, lang));
    }
    if lines.is_empty() {
        let name = names.get(seat.index()).map_or("?", String::as_str);
        return lang
            .say("web-last-move", [("name", name.into()), ("move", choices::label(action, lang).into())]);
    }
    lines.join(" ")
}

/// The tile placed last on `view`'s board, as the page frames it: its north-west cell
/// and the cells it covers across; `null` before any.
pub(super) fn placed(view: &View) -> Value {
    view.last_placed().map_or(Value::Null, |i| {
        let placed = &view.board().tiles()[i];
        json!({"x": placed.pos.x, "y": placed.pos.y, "span": span(placed.kind)})
    })
}

/// Cells a tile of `kind` covers across (and down): 2 for a large tile.
fn span(kind: TileKind) -> i32 {
    if kind.def().footprint == Footprint::Square { 2 } else { 1 }
}

/// Where the disc of the spot `action` names lies on the board, in cells (fractional,
/// from the board's origin cell's north-west corner), when it names one on the tile
/// just placed: the page marks it there, where the image draws it (a garden's beside
/// the garden, not on its well).
fn spot_at(view: &View, action: Action) -> Option<[f32; 2]> {
    spot_on(view, view.last_placed()?, action.spot()?)
}

/// Where every figure on the board stands, in cells, where the picture draws it
/// ([`render::figure_on_tile`]): the page keeps its Rotate and Confirm buttons off them.
fn figures_on_board(view: &View) -> Vec<[f32; 2]> {
    let on_board = |figure: &carcassonne_engine::Figure| {
        Some(in_cells(view, figure.tile, render::figure_on_tile(view, figure)?))
    };
    view.figures().iter().filter_map(on_board).collect()
}

/// The point `(u, v)` of placed tile `tile`'s picture (fractions of it, as the picture
/// places discs and figures) on the board, in cells.
fn in_cells(view: &View, tile: usize, (u, v): (f32, f32)) -> [f32; 2] {
    let placed = &view.board().tiles()[tile];
    let cells = span(placed.kind) as f32;
    [placed.pos.x as f32 + u * cells, placed.pos.y as f32 + v * cells]
}

/// Where the disc of `spot` on the placed tile `tile` lies on the board, in cells, as
/// [`spot_at`]'s: a step about a figure anywhere on the board (the fairy's follower, a
/// portal's feature) is marked where the image draws that figure's place.
fn spot_on(view: &View, tile: usize, spot: Spot) -> Option<[f32; 2]> {
    let board = view.board();
    let segment = spot.resolve_on(board, tile)?;
    Some(in_cells(view, tile, render::disc_on_tile(board, tile, segment)?))
}

impl Service {
    /// The asker's private link to the board page of the channel's running game, for
    /// them alone: their seat's, or a spectator's when they have none; valid
    /// `LINK_HOURS`, signed with `secret`, at `public_url`. The token is in the
    /// address's fragment, which a browser sends to no server and no `Referer`: the page
    /// reads it and sends it with each request.
    pub fn board_link(&mut self, ctx: &Context, public_url: &str, secret: &[u8]) -> Reply {
        let result = self.table(ctx).and_then(|mut table| {
            table.playing()?;
            let seat = table.seat_of(&ctx.user.id);
            let expires = ctx.now + LINK_HOURS * 3600 * 1000;
            let link = Link { game: table.row.id.0, seat, expires, lang: table.lang() };
            let url = format!("{public_url}/board#{}", link.sign(secret));
            let id = if seat.is_some() { "web-link-private" } else { "web-link-spectator" };
            let text = ctx.lang().say(id, [("hours", LINK_HOURS.into()), ("url", url.into())]);
            Ok(Reply::private(text))
        });
        self.answer(ctx, result)
    }

    /// The link token for `user` to the game running in `channel` of `guild` (`None`
    /// outside any server), where they opened the board as an Activity: their seat's,
    /// or a spectator's when they have none, signed with `secret` like
    /// [`Service::board_link`]'s and valid as long from `now`. Who and where are what
    /// Discord itself told the web front end, never what the page said; a refusal is
    /// in `lang`, the person's own language, since no game's is known.
    ///
    /// # Errors
    /// No game running in that channel (none, or not started, or over).
    pub fn activity_link(
        &mut self,
        guild: Option<&str>,
        channel: &str,
        user: &str,
        lang: Lang,
        secret: &[u8],
        now: i64,
    ) -> Result<String, Refusal> {
        let guild = guild.unwrap_or(super::NO_GUILD);
        let mut table = match self.store.read(|tx| Table::load(tx, guild, channel)) {
            Ok(table) => table,
            Err(ServiceError::User(super::UserError::NoGame)) => {
                return Err(Refusal::new(Refused::Gone, lang, "web-activity-no-game"));
            }
            Err(e) => return Err(refused(e, lang)),
        };
        if table.playing().is_err() {
            return Err(Refusal::new(Refused::Gone, lang, "web-activity-no-game"));
        }
        let seat = table.seat_of(user);
        let expires = now + LINK_HOURS * 3600 * 1000;
        Ok(Link { game: table.row.id.0, seat, expires, lang: table.lang() }.sign(secret))
    }

    /// The link's game, replayed, with its last move (the seat that made it and the
    /// action); refused when it is no longer on record.
    fn linked(&mut self, link: &Link) -> Result<(Table, Option<(Seat, Action)>), Refusal> {
        let (table, mut moves) = self.linked_moves(link)?;
        let last = moves.pop().and_then(|row| {
            let seat = Seat(u8::try_from(row.seat).ok()?);
            Some((seat, row.action.parse().ok()?))
        });
        Ok((table, last))
    }

    /// The link's game, replayed, with its moves; refused when it is no longer on record
    /// or the link's seat is not in it.
    pub(super) fn linked_moves(&mut self, link: &Link) -> Result<(Table, Vec<ActionRow>), Refusal> {
        let loaded = self.store.read(|tx| {
            let Some(row) = tx.game(GameId(link.game))? else { return Ok(None) };
            let moves = tx.actions(row.id)?;
            let table = Table::load_row(tx, row)?;
            Ok::<_, ServiceError>(Some((table, moves)))
        });
        match loaded.map_err(|e| refused(e, link.lang))? {
            Some((table, _)) if !seated(link, table.seats.len()) => {
                Err(Refusal::new(Refused::Forbidden, link.lang, "web-no-seat"))
            }
            Some(loaded) => Ok(loaded),
            None => Err(Refusal::new(Refused::Gone, link.lang, "web-no-game")),
        }
    }

    /// The link's game as its seat may see it, in the game's language: the revision,
    /// the seats (names, colours, scores, figures in supply, gifts held), whose decision
    /// it is and in words, the tiles left and the tile in hand, the seat's own hand of
    /// gifts (nobody else's), what the seat may do now (the cells with their fitting
    /// rotations when it places; every other step with the words Discord's buttons give
    /// it), and the last move in words.
    ///
    /// # Errors
    /// The game is no longer on record, has not started or no longer replays.
    pub fn web_game(&mut self, link: &Link) -> Result<Value, Refusal> {
        let (table, last) = self.linked(link)?;
        self.game_answer(link, &table, last, table.row.revision)
    }

    /// The revision of the link's game now: what its live feed starts from.
    ///
    /// # Errors
    /// The game is no longer on record.
    pub fn web_revision(&mut self, link: &Link) -> Result<u64, Refusal> {
        let row =
            self.store.read(|tx| tx.game(GameId(link.game))).map_err(|e| refused(e.into(), link.lang))?;
        row.map(|row| row.revision).ok_or_else(|| Refusal::new(Refused::Gone, link.lang, "web-no-game"))
    }

    /// [`Service::web_game`]'s answer about `table`, whose last move is `last`, and whose
    /// board picture is the same as at revision `picture` (`picture`, below).
    fn game_answer(
        &self,
        link: &Link,
        table: &Table,
        last: Option<(Seat, Action)>,
        picture: u64,
    ) -> Result<Value, Refusal> {
        let lang = table.lang();
        let game = table.started().map_err(|e| refused(e.into(), lang))?;
        let audience = link.seat.map_or(Audience::Public, Audience::Seat);
        let view = game.view(audience);
        let names = table.names();
        let seats: Vec<Value> = view
            .players()
            .iter()
            .enumerate()
            .map(|(i, player)| {
                let seat = Seat(u8::try_from(i).unwrap_or(u8::MAX));
                json!({
                    "seat": i,
                    "name": names.get(i),
                    "colour": colour(seat),
                    "score": player.score,
                    "meeples": player.meeples,
                    "supply": supply::words(&view, seat, lang),
                    "bot": table.seats.get(i).is_some_and(|s| s.is_bot),
                })
            })
            .collect();
        let waiting: Vec<usize> =
            view.decisions().iter().flat_map(|d| d.seats.iter().map(Seat::index)).collect();
        // The prompt as Discord words it above its buttons, in the page's words: no
        // command, the page's buttons named instead.
        let prompt = turn::page_prompt(table, &view, lang);
        let mine = link.seat.and_then(|seat| game.decision_of(seat).map(|d| (seat, d.phase)));
        let (placements, steps) = match mine {
            // The tile in hand, and what the seat may do before placing it (open a gift).
            Some((seat, Phase::PlaceTile(_))) => {
                let openings = expansion::every()
                    .flat_map(|part| part.openings(&view, seat, lang))
                    .map(|c| {
                        // Offered beside the tile in hand: named by their buttons alone.
                        let mut choice = page_choice(&view, &c, None, &names, lang);
                        choice["at"] = Value::Null;
                        choice["cell"] = Value::Null;
                        choice
                    })
                    .collect();
                (placements(&view.placement_options(), lang), openings)
            }
            Some((seat, phase)) => {
                let steps = choices::options(&view, seat, phase, &names, lang)
                    .into_iter()
                    .map(|c| page_choice(&view, &c, Some(phase), &names, lang))
                    .collect();
                (Vec::new(), steps)
            }
            None => (Vec::new(), Vec::new()),
        };
        let last_move = last.map(|(seat, action)| last_move(table, &view, seat, action, lang));
        let shown = render::Layout::board_only(&view, DEFAULT_CELL);
        let last_placed = placed(&view);
        let can_undo = link.seat.is_some_and(|seat| !view.is_over() && game.can_undo(seat));
        let mut answer = json!({
            "game": table.row.id.0,
            "board": {"min": [shown.min.x, shown.min.y], "max": [shown.max.x, shown.max.y]},
            "last_placed": last_placed,
            "tile_span": view.current_tile().map(span),
            "can_undo": can_undo,
            "words": page_words(lang),
            "result": view.is_over().then(|| describe::result(&view, &names, lang)),
            "revision": table.row.revision,
            // The revision whose board picture shows this state too: an earlier one when
            // the move answered changed nothing the picture draws, so that a page that
            // holds that picture need not ask for it again.
            "picture": picture,
            "lang": lang.tag(),
            "seat": link.seat.map(Seat::index),
            "over": view.is_over(),
            "seats": seats,
            "waiting": waiting,
            "prompt": prompt.trim(),
            "scores": describe::scores(&view, &names),
            "tiles_left": view.tiles_left(),
            "tile": view.current_tile().map(|t| tile_words::words(t, lang)),
            // The page asks its pictures by this id, not as "the tile in hand": a move made
            // between the two reads would leave no tile in hand to picture.
            "tile_id": view.current_tile().map(|t| t.to_string()),
            "placements": placements,
            "choices": steps,
            "last_move": last_move,
            "unseen": unseen(&view, lang),
            "scored": page_fields::scored(&view, &table.recent),
            "figures": figures_on_board(&view),
        });
        if let Value::Object(fields) = &mut answer {
            // What players hold hidden, the number the seat may type, tiles offered, a
            // path under way, and what to tap where a box words it (a capture), then
            // with its targets on the board named or counted (`named_hint`).
            page_api::fields(&view, link.seat, mine.map(|(seat, _)| seat), &names, lang, fields);
            // The fields the step is about, outlined, in the order of its steps.
            let mut roots: Vec<carcassonne_engine::NodeId> = Vec::new();
            let steps = fields.get("choices").and_then(Value::as_array).into_iter().flatten();
            for root in steps.filter_map(|c| c.get("field")?.as_u64()?.try_into().ok()) {
                if !roots.contains(&root) {
                    roots.push(root);
                }
            }
            fields.insert("fields".into(), page_fields::outlined(&view, &roots).into());
            if let Some(hint) = named_hint(&view, fields, &names, lang) {
                fields.insert("hint".into(), hint.into());
            }
        }
        Ok(answer)
    }

    /// The board image of the link's game as its viewer sees it, the same art as
    /// Discord's, in the game's language.
    ///
    /// # Errors
    /// As [`Service::web_game`].
    pub fn web_board(&mut self, link: &Link) -> Result<Vec<u8>, Refusal> {
        let (table, _) = self.linked(link)?;
        let lang = table.lang();
        let game = table.started().map_err(|e| refused(e.into(), lang))?;
        let view = game.view(link.seat.map_or(Audience::Public, Audience::Seat));
        Ok(super::picture(Front::Discord, lang, &view, &table.names(), &[], table.ending.as_ref()))
    }

    /// The board alone, for the page to draw under its own marks: `cell` px a cell
    /// (see [`render::Layout::board_only`]), what the last move scored framed with its
    /// points, the last tile placed outlined, and nothing that asks (the page lights
    /// the cells and marks the spots itself, and answers taps on them). A page that
    /// writes a scoring's points itself (`page_writes_points`, over the picture where a
    /// phone reads them) gets the frames without the picture's `+N`; a page from before
    /// it, still open across an upgrade, gets them drawn as it always did.
    ///
    /// # Errors
    /// As [`Service::web_game`]; a cell size not in [`PAGE_CELLS`].
    pub fn web_board_only(
        &mut self,
        link: &Link,
        cell: Option<u32>,
        page_writes_points: bool,
    ) -> Result<Vec<u8>, Refusal> {
        let cell = page_cell(cell, link.lang)?;
        let (table, _) = self.linked(link)?;
        let lang = table.lang();
        let game = table.started().map_err(|e| refused(e.into(), lang))?;
        let view = game.view(link.seat.map_or(Audience::Public, Audience::Seat));
        Ok(board_only(&table, view, &table.recent, cell, page_writes_points))
    }

    /// The tile in hand's pictures in its four rotations (see [`render::tile_png`]),
    /// `cell` px a cell; or those of the tile `kind` a step offers (a bazaar's, Take
    /// two's: the game answer names it, and a tile's art is no secret).
    ///
    /// # Errors
    /// As [`Service::web_game`]; a cell size not in [`PAGE_CELLS`]; no tile is in hand.
    pub fn web_tile(
        &mut self,
        link: &Link,
        cell: Option<u32>,
        kind: Option<TileKind>,
    ) -> Result<Vec<u8>, Refusal> {
        let cell = page_cell(cell, link.lang)?;
        if let Some(kind) = kind {
            return Ok(render::tile_png(kind, cell));
        }
        let (table, _) = self.linked(link)?;
        let lang = table.lang();
        let game = table.started().map_err(|e| refused(e.into(), lang))?;
        let view = game.view(link.seat.map_or(Audience::Public, Audience::Seat));
        let kind = view.current_tile().ok_or_else(|| Refusal::new(Refused::Gone, lang, "web-no-tile"))?;
        Ok(render::tile_png(kind, cell))
    }

    /// Plays `action` (its notation) for the link's seat on the revision the page showed,
    /// at `now`, as a Discord button click carrying its revision is played; answers the
    /// game after it, as [`Service::web_game`].
    ///
    /// # Errors
    /// A spectator's link; a game that is no longer its channel's open game; a stale
    /// revision; a notation that is no action; whatever the rules or the turn refuse.
    /// A refused move changes nothing.
    pub fn web_act(&mut self, link: &Link, revision: u64, action: &str, now: i64) -> Result<Value, Refusal> {
        let lang = link.lang;
        let seat = link.seat.ok_or_else(|| Refusal::new(Refused::Forbidden, lang, "web-spectator"))?;
        // The link's checks read the game's row and seats only: the game is replayed
        // once, by the move itself, whose transaction checks the revision again.
        let loaded = self.store.read(|tx| {
            let Some(row) = tx.game(GameId(link.game))? else { return Ok(None) };
            let seats = tx.seats(row.id)?;
            Ok::<_, ServiceError>(Some((row, seats)))
        });
        let (row, seats) = loaded
            .map_err(|e| refused(e, lang))?
            .ok_or_else(|| Refusal::new(Refused::Gone, lang, "web-no-game"))?;
        if !seated(link, seats.len()) {
            return Err(Refusal::new(Refused::Forbidden, lang, "web-no-seat"));
        }
        let lang = Lang::from_tag(&row.language).unwrap_or(Lang::En);
        if row.status == crate::store::Status::Finished {
            return Err(refused(super::UserError::Finished.into(), lang));
        }
        if row.revision != revision {
            return Err(Refusal::new(Refused::Stale, lang, "web-stale"));
        }
        let parsed = action.parse::<Action>();
        if parsed.is_err() && action != UNDO {
            let text = lang.say("web-unknown-action", [("action", action.into())]);
            return Err(Refusal { kind: Refused::Rule, text });
        }
        let user = seats.get(seat.index()).and_then(|s| s.user_id.clone()).unwrap_or_default();
        let name = seats.get(seat.index()).map(|s| s.display_name.clone()).unwrap_or_default();
        let ctx = Context {
            guild: row.guild_id.clone(),
            channel: row.channel_id.clone(),
            user: User { id: user, name },
            can_manage: false,
            locale: lang.tag().to_string(),
            guild_locale: None,
            now,
            // The page's words are Discord's buttons'.
            front: Front::Discord,
            sent_at: None,
        };
        // The page shows no image from the move's reply (it asks for its board image
        // apart): none is drawn.
        let images = std::mem::replace(&mut self.images, false);
        self.from_page = true;
        // The game after the move, from the move's own transaction, for the answer.
        let mut after = None;
        let reply = match parsed {
            Ok(action) => {
                let result = self.counted(action.verb(), |s| {
                    let played = Actor::User(&ctx.user.id);
                    let (mut table, seat, events) =
                        s.apply(&ctx, played, action, Some((link.game, revision)))?;
                    let reply = turn::turn_reply(&table, seat, &events, &ctx, false);
                    // The board's picture before the move still shows the game after it
                    // when the move changed nothing it draws (`table.recent` holds the
                    // command before this one's events until now).
                    let picture = if render::board_only_unchanged(&table.recent, &events) {
                        revision
                    } else {
                        table.row.revision
                    };
                    // The answer tells this move as its last (`last_move`).
                    table.recent = events;
                    after = Some((table, (seat, action), picture));
                    Ok(reply)
                });
                self.answer(&ctx, result)
            }
            // Undo takes back the channel's game's last move: this link's game, at the
            // revision the page showed (checked again in the undo's transaction).
            Err(_) => {
                let result = self.counted("undo", |s| s.undo(&ctx, Some((link.game, revision))));
                self.answer(&ctx, result)
            }
        };
        self.from_page = false;
        self.images = images;
        if reply.refused {
            let text = reply.private.unwrap_or_default();
            return Err(Refusal { kind: Refused::Rule, text });
        }
        match after {
            Some((table, last, picture)) => self.game_answer(link, &table, Some(last), picture),
            None => self.web_game(link),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &[u8] = b"a secret of the operator's";

    fn link(seat: Option<u8>) -> Link {
        Link { game: 7, seat: seat.map(Seat), expires: 1_000, lang: Lang::Fr }
    }

    #[test]
    fn a_signed_link_verifies_until_it_expires() {
        let token = link(Some(1)).sign(SECRET);
        assert_eq!(Link::verify(&token, SECRET, 1_000), Ok(link(Some(1))));
        let spectator = link(None).sign(SECRET);
        assert_eq!(Link::verify(&spectator, SECRET, 0), Ok(link(None)));
        let expired = Link::verify(&token, SECRET, 1_001).unwrap_err();
        assert_eq!(expired.kind, Refused::Expired);
        assert_eq!(expired.text, Lang::Fr.say("web-link-expired", []));
    }

    #[test]
    fn a_changed_field_or_key_is_refused_as_forged() {
        let token = link(Some(1)).sign(SECRET);
        let forged = [
            token.replacen(".1.", ".0.", 1),
            token.replacen("w1.7.", "w1.8.", 1),
            token.replacen(".1000.", ".9999.", 1),
            format!("{}x", &token[..token.len() - 1]),
            "w1.7.1.1000.fr".into(),
            String::new(),
        ];
        for token in forged {
            let refusal = Link::verify(&token, SECRET, 0).unwrap_err();
            assert_eq!(refusal.kind, Refused::Link, "{token}");
        }
        let other_key = Link::verify(&token, b"another key", 0).unwrap_err();
        assert_eq!(other_key.text, Lang::Fr.say("web-link-forged", []));
    }

    /// The hint of `seat`'s step in `game`, in `lang`, with Ann and Bob, as the page gets it.
    fn hint_of(game: &carcassonne_engine::Game, seat: u8, lang: Lang) -> Option<String> {
        let view = game.view(Audience::Public);
        let names: Vec<String> = ["Ann", "Bob"].map(String::from).to_vec();
        let phase = game.decision_of(Seat(seat)).expect("a decision").phase;
        let steps: Vec<Value> = choices::options(&view, Seat(seat), phase, &names, lang)
            .iter()
            .map(|c| page_choice(&view, c, Some(phase), &names, lang))
            .collect();
        let fields = json!({"choices": steps, "hint": null});
        named_hint(&view, fields.as_object().expect("fields"), &names, lang)
    }

    /// A game of The Tower drawing `tiles`, played by `moves`: each the seat and the
    /// first of its legal actions written starting with the text.
    fn tower_game(tiles: &[&str], moves: &[(u8, &str)]) -> carcassonne_engine::Game {
        let mut setup = carcassonne_engine::Setup::new(2, 1);
        setup.expansions =
            carcassonne_engine::Expansions::default().with(carcassonne_engine::Expansion::Tower);
        setup.tiles = Some(tiles.iter().map(|t| t.parse().expect("a tile")).collect());
        let (mut game, _) = carcassonne_engine::Game::new(setup).expect("a game");
        for &(seat, text) in moves {
            let legal = game.view(Audience::Public).legal_actions(Seat(seat));
            let action = legal.into_iter().find(|a| a.to_string().starts_with(text)).expect(text);
            game.apply(Seat(seat), action).expect(text);
        }
        game
    }

    /// A step with more targets than a hint names counts them by kind, after what to tap:
    /// Ann's figure step on her second foundation, beside her first and Bob's tower of
    /// one piece.
    #[test]
    fn a_hint_counts_targets_too_many_to_name() {
        let game = tower_game(
            &["TO/F", "TO/F", "TO/F", "TO/F", "BA/L"],
            &[(0, "place 0 1 "), (0, "pass"), (1, "place 1 1 "), (1, "tower 1 1"), (0, "place -1 1 ")],
        );
        assert_eq!(
            hint_of(&game, 0, Lang::En).as_deref(),
            Some(
                "Tap a marked spot to put a figure there, or choose below. On the board: 2 lit empty foundations and 1 lit tower."
            )
        );
        assert_eq!(
            hint_of(&game, 0, Lang::Fr).as_deref(),
            Some(
                "Touchez un emplacement marqué pour y poser une figurine, ou choisissez ci-dessous. Sur le plateau\u{a0}: 2 fondations vides éclairées et 1 tour éclairée."
            )
        );
    }

    /// Whether the point (x, y), in cells, lies inside the outline `path` (closed loops of
    /// `M`/`L` points in [`render::fields::UNITS`] a cell), filled even-odd as the page fills it.
    fn inside(path: &str, (x, y): (f64, f64)) -> bool {
        let unit = render::fields::UNITS as f64;
        let mut crossings = 0;
        for part in path.split('Z').filter(|p| !p.is_empty()) {
            let points: Vec<(f64, f64)> = part
                .split(['M', 'L'])
                .filter(|p| !p.is_empty())
                .map(|p| {
                    let (a, b) = p.split_once(' ').expect("x y");
                    (a.parse::<f64>().expect("x") / unit, b.parse::<f64>().expect("y") / unit)
                })
                .collect();
            for (i, &(ax, ay)) in points.iter().enumerate() {
                let (bx, by) = points[(i + 1) % points.len()];
                if (ay > y) != (by > y) && x < ax + (y - ay) / (by - ay) * (bx - ax) {
                    crossings += 1;
                }
            }
        }
        crossings % 2 == 1
    }

    /// A game of two straight roads, Ann's placed east of the start tile, carrying its
    /// road on: her figure step.
    fn road_placed_east() -> carcassonne_engine::Game {
        let mut setup = carcassonne_engine::Setup::new(2, 1);
        setup.tiles = Some(["BA/RFr", "BA/RFr"].map(|id| id.parse().expect("a tile")).to_vec());
        let (mut game, _) = carcassonne_engine::Game::new(setup).expect("a game");
        game.apply(Seat(0), "place 1 0 0".parse().expect("a placement")).expect("legal");
        game
    }

    /// A farmer's spot lies inside the outline of the field its step names, and outside
    /// the other's: the start tile's road parts its two fields, and the road tile placed
    /// east carries both on.
    #[test]
    fn a_farmers_spot_lies_inside_its_fields_outline() {
        let game = road_placed_east();
        let view = game.view(Audience::Public);
        let names: Vec<String> = ["Ann", "Bob"].map(String::from).to_vec();
        let phase = game.decision_of(Seat(0)).expect("a decision").phase;
        let steps: Vec<Value> = choices::options(&view, Seat(0), phase, &names, Lang::Fr)
            .iter()
            .map(|c| page_choice(&view, c, Some(phase), &names, Lang::Fr))
            .collect();
        let farmers: Vec<(carcassonne_engine::NodeId, (f64, f64))> = steps
            .iter()
            .filter_map(|c| {
                let field = u32::try_from(c["field"].as_u64()?).ok()?;
                Some((field, (c["at"][0].as_f64()?, c["at"][1].as_f64()?)))
            })
            .collect();
        let mut roots: Vec<_> = farmers.iter().map(|&(root, _)| root).collect();
        roots.sort_unstable();
        roots.dedup();
        assert_eq!(roots.len(), 2, "two fields offered: {steps:?}");
        let outlines = page_fields::outlined(&view, &roots);
        for &(root, at) in &farmers {
            for outline in &outlines {
                let own = outline["id"].as_u64() == Some(u64::from(root));
                let path = outline["path"].as_str().expect("a path");
                assert_eq!(inside(path, at), own, "spot {at:?} of field {root} against {outline}");
            }
        }
        // A road's spot is in neither field.
        let road =
            steps.iter().find(|c| c["field"].is_null() && !c["at"].is_null()).expect("the road's spot");
        let at = (road["at"][0].as_f64().expect("x"), road["at"][1].as_f64().expect("y"));
        assert!(outlines.iter().all(|o| !inside(o["path"].as_str().expect("a path"), at)), "{road}");
    }

    /// A figure on the board is answered where its step's spot was: Ann's meeple put on
    /// the road of the tile she placed east of the start stands where its disc was offered.
    #[test]
    fn a_figure_stands_where_its_spot_was_offered() {
        let mut game = road_placed_east();
        let view = game.view(Audience::Public);
        assert!(figures_on_board(&view).is_empty(), "no figure yet");
        let road = view.legal_actions(Seat(0)).into_iter().find(|a| a.to_string().starts_with("meeple road"));
        let road = road.expect("a meeple on the road");
        let offered = spot_at(&view, road).expect("the road's disc");
        game.apply(Seat(0), road).expect("legal");
        assert_eq!(figures_on_board(&game.view(Audience::Public)), vec![offered]);
    }

    /// A barn's corner names the field the four tiles there make: the start tile's south
    /// field, carried on by the three tiles round its south-east corner.
    #[test]
    fn a_barns_corner_names_its_field() {
        let mut setup = carcassonne_engine::Setup::new(2, 1);
        setup.expansions =
            carcassonne_engine::Expansions::default().with(carcassonne_engine::Expansion::AbbeyMayor);
        setup.tiles = Some(["BA/RFr", "BA/L", "BA/L", "BA/L"].map(|id| id.parse().expect("a tile")).to_vec());
        let (mut game, _) = carcassonne_engine::Game::new(setup).expect("a game");
        for (seat, text) in
            [(0, "place 1 0 0"), (0, "pass"), (1, "place 0 1 "), (1, "pass"), (0, "place 1 1 ")]
        {
            let legal = game.view(Audience::Public).legal_actions(Seat(seat));
            let action = legal.into_iter().find(|a| a.to_string().starts_with(text)).expect(text);
            game.apply(Seat(seat), action).expect(text);
        }
        let view = game.view(Audience::Public);
        let barn: Action = "barn NW".parse().expect("a barn");
        assert!(view.legal_actions(Seat(0)).contains(&barn), "{:?}", view.legal_actions(Seat(0)));
        let start = view.board().tile_index_at(carcassonne_engine::Pos::new(0, 0)).expect("the start tile");
        let south = Spot {
            kind: carcassonne_engine::FeatureKind::Field,
            port: Some(carcassonne_engine::Port::Half(carcassonne_engine::HalfEdge::Se)),
        };
        let segment = south.resolve_on(view.board(), start).expect("its south field");
        assert_eq!(page_fields::field_of(&view, barn), Some(view.features().feature_of(start, segment)));
    }

    /// Every step about a field names it for the page to outline, in games of every box
    /// played at random: a farmer's, a barn's (Abbey & Mayor), a pig's (Traders &
    /// Builders), a shepherd's (Hills & Sheep), each met at least once; a tower's capture
    /// names none, a farmer's included.
    #[test]
    fn every_step_about_a_field_names_it() {
        use carcassonne_engine::{Expansion, Expansions, Game, GameRng, Setup};
        let kinds = ["meeple field", "barn ", "pig ", "shepherd "];
        let mut met = [0usize; 4];
        let mut captures = 0;
        let expansions = Expansion::ALL
            .into_iter()
            .filter(|&e| e != Expansion::River)
            .fold(Expansions::default(), Expansions::with);
        for seed in 1..=8 {
            let setup = Setup { expansions, ..Setup::new(3, seed) };
            let mut rng = GameRng::from_seed(seed);
            let (mut game, _) = Game::new(setup).expect("setup");
            while let Some(pending) = game.pending() {
                let seat = pending.seats.iter().next().expect("someone acts");
                let actions = game.legal_actions(seat);
                let view = game.view(Audience::Public);
                for action in &actions {
                    let text = action.to_string();
                    if text.starts_with("capture ") {
                        // About the figure taken, wherever it stands: no field outlined.
                        assert_eq!(page_fields::field_of(&view, *action), None, "{text}");
                        captures += 1;
                    }
                    let Some(k) = kinds.iter().position(|k| text.starts_with(k)) else { continue };
                    assert!(page_fields::field_of(&view, *action).is_some(), "{text}: no field named");
                    met[k] += 1;
                }
                game.apply(seat, actions[rng.below(actions.len())]).expect("a legal action");
            }
        }
        assert!(met.iter().all(|&n| n > 0) && captures > 0, "each kind of step met: {met:?}, {captures}");
    }

    /// The page marks a garden's spot where the image draws its numbered disc: at the
    /// garden's corner, off the well where the abbot would stand (a disc there hides
    /// the garden it names).
    #[test]
    fn a_gardens_spot_is_where_the_image_draws_its_disc() {
        let mut setup = carcassonne_engine::Setup::new(2, 1);
        setup.expansions.abbot = true;
        setup.tiles = Some(["AB/RFr.g", "BA/RFr"].map(|id| id.parse().expect("a tile")).to_vec());
        let (mut game, _) = carcassonne_engine::Game::new(setup).expect("a game");
        let events = game.apply(Seat(0), "place 1 0 0".parse().expect("a placement")).expect("legal");
        let view = game.view(Audience::Public);
        let garden: Action = "abbot garden".parse().expect("an action");
        let [u, v] = spot_at(&view, garden).expect("the garden's spot");
        // The image's disc with the garden's number, in cells.
        let names = ["Ann".to_string(), "Bob".to_string()];
        let scene = render::Scene {
            view: game.view(Audience::Public),
            names: &names,
            recent: &events,
            words: render::Words::Commands,
            lang: Lang::En,
            figures: None,
        };
        let layout = scene.layout();
        let spots = render::figure_spots(&view);
        let number = spots.iter().position(|s| Some(*s) == garden.spot()).expect("numbered") + 1;
        let t = layout.tile as f32;
        let discs: Vec<(f32, f32)> = render::drawing(&scene)
            .texts
            .iter()
            .filter(|text| text.words == number.to_string())
            .map(|text| (text.x as f32 + text.width as f32 / 2.0, text.y as f32 + text.height as f32 / 2.0))
            .map(|(x, y)| ((x - layout.origin.0 as f32) / t, (y - layout.origin.1 as f32) / t))
            .map(|(x, y)| (x + layout.min.x as f32, y + layout.min.y as f32))
            .filter(|&(x, y)| (1.0..2.0).contains(&x) && (0.0..1.0).contains(&y))
            .collect();
        let &[(x, y)] = &discs[..] else { panic!("one disc {number} on the garden's tile: {discs:?}") };
        assert!((u - x).hypot(v - y) < 0.05, "the page's spot ({u}, {v}), the image's disc ({x}, {y})");
        // Not on the well, the abbot's place: a disc's width (a fifth of a cell) away.
        let tile = view.last_placed().expect("a tile");
        let segment = garden.spot().and_then(|s| s.resolve_on(view.board(), tile)).expect("the garden");
        let (wu, wv) = render::spot_on_tile(view.board(), tile, segment).expect("its place");
        assert!((u - 1.0 - wu).hypot(v - wv) > 0.2, "the spot ({u}, {v}) on the well ({wu}, {wv})");
    }
}
